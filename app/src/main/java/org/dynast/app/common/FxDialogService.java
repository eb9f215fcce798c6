package org.dynast.app.common;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.collections.FXCollections;
import javafx.event.ActionEvent;
import javafx.scene.Node;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceDialog;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputDialog;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.explain.Explanation;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.store.Backups;

/** The JavaFX implementation of {@link DialogService}: modal alerts, dialogs and file choosers. */
public final class FxDialogService implements DialogService {

    private final Supplier<Window> owner;
    private final Messages messages;

    /** How each feature's dialog is shown, as registered. */
    private final Map<Feature<?, ?>, FeatureView<?, ?>> features =
            new ConcurrentHashMap<>();

    @Override
    public <V, R> void register(Feature<V, R> feature, FeatureView<V, R> view) {
        features.put(feature, view);
    }

    @Override
    @SuppressWarnings("unchecked")
    public <V, R> Optional<R> ask(Feature<V, R> feature, V shown) {
        FeatureView<V, R> view = (FeatureView<V, R>) features.get(feature);
        if (view == null) {
            throw new IllegalStateException("No dialog is registered for " + feature.name());
        }
        return view.show(owner.get(), shown, messages);
    }

    public FxDialogService(Supplier<Window> owner, Messages messages) {
        this.owner = owner;
        this.messages = messages;
    }

    @Override
    public void showError(String title, String message) {
        alert(Alert.AlertType.ERROR, title, message);
    }

    @Override
    public void showExplanation(Explanation explanation) {
        ExplanationDialog.show(explanation, owner.get(), messages);
    }

    @Override
    public void showInfo(String title, String message) {
        alert(Alert.AlertType.INFORMATION, title, message);
    }

    private void alert(Alert.AlertType type, String title, String message) {
        Alert alert = new Alert(type, message, ButtonType.OK);
        Placement.owned(alert, owner.get());
        alert.setTitle(messages.get("dialog.error.title"));
        alert.setHeaderText(DialogHeaders.of(alert.getTitle(), title));
        alert.getDialogPane().setMinWidth(480);
        alert.showAndWait();
    }

    @Override
    public boolean confirm(String title, String header, String text, String yes) {
        ButtonType yesButton = new ButtonType(yes, ButtonBar.ButtonData.OK_DONE);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, text, yesButton, ButtonType.CANCEL);
        Placement.owned(alert, owner.get());
        alert.setTitle(title);
        alert.setHeaderText(DialogHeaders.of(alert.getTitle(), header));
        alert.getDialogPane().setMinWidth(520);
        return alert.showAndWait().filter(yesButton::equals).isPresent();
    }

    @Override
    public boolean confirmList(String title, String header, List<String> lines, String yes) {
        return ListConfirmDialog.ask(owner.get(), title, header, lines, yes);
    }

    @Override
    public UnsavedWork.Choice askUnsaved(String title, String header, String text) {
        ButtonType save = new ButtonType(messages.get("dialog.unsaved.save"), ButtonBar.ButtonData.YES);
        ButtonType discard = new ButtonType(messages.get("dialog.unsaved.discard"),
                ButtonBar.ButtonData.NO);
        Alert alert = new Alert(Alert.AlertType.WARNING, text, save, discard, ButtonType.CANCEL);
        Placement.owned(alert, owner.get());
        alert.setTitle(title);
        alert.setHeaderText(DialogHeaders.of(alert.getTitle(), header));
        alert.getDialogPane().setId("unsavedDialog");
        alert.getDialogPane().setMinWidth(520);
        Optional<ButtonType> answer = alert.showAndWait();
        if (answer.filter(save::equals).isPresent()) {
            return UnsavedWork.Choice.SAVE;
        }
        return answer.filter(discard::equals).isPresent() ? UnsavedWork.Choice.DISCARD : UnsavedWork.Choice.CANCEL;
    }

    @Override
    public Optional<Backups.Backup> askBackup(String fileName,
            List<Backups.Backup> backups) {
        return BackupDialog.ask(owner.get(), messages, fileName, backups);
    }

    @Override
    public Optional<Path> chooseFileToOpen(String title, String description, String glob) {
        Window window = owner.get();
        return keptInPlace(window, () -> chooser(title, description, glob, null).showOpenDialog(window));
    }

    @Override
    public Optional<Path> chooseFileToSave(String title, String description, String glob, String suggestedName) {
        Window window = owner.get();
        return keptInPlace(window, () -> chooser(title, description, glob, suggestedName).showSaveDialog(window));
    }

    /** Runs the desktop's own file chooser over {@code window}, which is kept as it was ({@link Placement#afterNativeModal}). */
    private static Optional<Path> keptInPlace(Window window, Supplier<File> choose) {
        boolean maximized = window instanceof Stage stage && stage.isMaximized();
        File file = choose.get();
        Placement.afterNativeModal(window, maximized);
        return Optional.ofNullable(file).map(File::toPath);
    }

    private static FileChooser chooser(String title, String description, String glob, String suggestedName) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        // "*.bout;*.json": one filter with every pattern
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(description, glob.split(";")));
        if (suggestedName != null) {
            chooser.setInitialFileName(suggestedName);
        }
        return chooser;
    }


    @Override
    public Optional<Rename> askRename(String currentName, Terms terms) {
        Dialog<Rename> dialog = new Dialog<>();
        Placement.owned(dialog, owner.get());
        dialog.setTitle(messages.get("dialog.rename.title"));
        dialog.setHeaderText(messages.get("dialog.rename.header", terms.APlayer()));
        TextField newName = field("renameNewName", currentName);
        TextField proposal = field("renameProposal", "");
        proposal.setPromptText("Proposal: …");
        GridPane grid = grid();
        row(grid, 0, "dialog.rename.newName", newName);
        row(grid, 1, "dialog.rename.proposal", proposal);
        dialog.getDialogPane().setContent(grid);
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        dialog.setResultConverter(button -> button == ButtonType.OK ? new Rename(newName.getText(), proposal.getText())
                : null);
        return dialog.showAndWait();
    }

    @Override
    public void askNewMatter(List<String> authors, String defaultAuthor, MatterPoster poster) {
        Dialog<ButtonType> dialog = new Dialog<>();
        Placement.owned(dialog, owner.get());
        dialog.setTitle(messages.get("dialog.matter.title"));
        ComboBox<MatterKind> kind = new ComboBox<>(
                FXCollections.observableArrayList(MatterKind.values()));
        kind.setId("matterKind");
        kind.setValue(MatterKind.PROPOSAL);
        TextField title = field("matterTitle", "");
        title.setPromptText("[Core] Fix Quorum");
        ComboBox<String> author = new ComboBox<>(
                FXCollections.observableArrayList(authors));
        author.setId("matterAuthor");
        author.setValue(defaultAuthor);
        TextField posted = field("matterPosted", "");
        posted.setPromptText(messages.get("dialog.matter.posted.prompt"));
        TextArea body = new TextArea();
        body.setId("matterBody");
        body.setPrefRowCount(6);
        body.setWrapText(true);
        Label problem = new Label();
        problem.setId("matterProblem");
        problem.getStyleClass().add("validation");
        problem.setWrapText(true);
        problem.setMaxWidth(460);
        GridPane grid = grid();
        row(grid, 0, "dialog.matter.kind", kind);
        row(grid, 1, "dialog.matter.titleField", title);
        row(grid, 2, "dialog.matter.author", author);
        row(grid, 3, "dialog.matter.posted", posted);
        row(grid, 4, "dialog.matter.body", body);
        grid.add(problem, 1, 5);
        dialog.getDialogPane().setContent(grid);
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        Node ok = dialog.getDialogPane().lookupButton(ButtonType.OK);
        Runnable validate = () -> {
            String text = posted.getText().strip();
            boolean timeOk = text.isEmpty() || TimeText.parse(text).isPresent();
            problem.setText(timeOk ? "" : messages.get("dialog.matter.posted.bad"));
            ok.setDisable(!timeOk || title.getText().isBlank() || author.getValue() == null);
        };
        title.textProperty().addListener((o, a, b) -> validate.run());
        posted.textProperty().addListener((o, a, b) -> validate.run());
        author.valueProperty().addListener((o, a, b) -> validate.run());
        validate.run();
        boolean[] posting = {false};
        ok.addEventFilter(ActionEvent.ACTION, e -> {
            e.consume(); // the dialog closes once the matter is posted, not before: a refusal keeps what was typed
            if (posting[0]) {
                return;
            }
            posting[0] = true;
            ok.setDisable(true);
            problem.setText("");
            poster.post(new NewMatter(kind.getValue(), title.getText().strip(), author.getValue(),
                    TimeText.parse(posted.getText().strip()).orElse(null), body.getText()),
                    refusal -> {
                        posting[0] = false;
                        validate.run();
                        problem.setText(refusal);
                        dialog.getDialogPane().getScene().getWindow().sizeToScene();
                    }, () -> {
                        dialog.setResult(ButtonType.OK);
                        dialog.close();
                    });
        });
        Platform.runLater(title::requestFocus);
        dialog.showAndWait();
    }

    @Override
    public Optional<String> askPaste(String title, String hint) {
        return textDialog(title, hint, "", "pasteArea");
    }

    @Override
    public Optional<String> clipboardHtmlFor(String pasted) {
        Clipboard clipboard = Clipboard.getSystemClipboard();
        if (pasted == null || !clipboard.hasHtml() || !clipboard.hasString()) {
            return Optional.empty();
        }
        String plain = clipboard.getString().replaceAll("\\s+", "");
        return plain.equals(pasted.replaceAll("\\s+", "")) ? Optional.ofNullable(clipboard.getHtml())
                : Optional.empty();
    }


    @Override
    public Optional<String> editText(String title, String text) {
        return textDialog(title, null, text, "editArea");
    }

    private Optional<String> textDialog(String title, String hint, String text, String id) {
        Dialog<String> dialog = new Dialog<>();
        Placement.owned(dialog, owner.get());
        dialog.setTitle(title);
        dialog.setHeaderText(DialogHeaders.of(dialog.getTitle(), hint));
        TextArea area = new TextArea(text);
        area.setId(id);
        area.setPrefColumnCount(80);
        area.setPrefRowCount(22);
        area.getStyleClass().add("mono");
        dialog.getDialogPane().setContent(area);
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        // a window manager may open a dialog at its minimum size: ask for one that shows the text area
        dialog.getDialogPane().setPrefSize(900, 620);
        dialog.getDialogPane().setMinSize(560, 360);
        dialog.setResizable(true);
        dialog.setResultConverter(button -> button == ButtonType.OK ? area.getText() : null);
        Platform.runLater(area::requestFocus);
        return dialog.showAndWait();
    }


    @Override
    public Optional<ProfileCopy> askProfileCopy(String sourceName) {
        Dialog<ProfileCopy> dialog = new Dialog<>();
        Placement.owned(dialog, owner.get());
        dialog.setTitle(messages.get("dialog.profileCopy.title"));
        dialog.setHeaderText(messages.get("dialog.profileCopy.header", sourceName));
        TextField id = field("profileId", "house-rules");
        TextField name = field("profileName", "House rules");
        GridPane grid = grid();
        row(grid, 0, "dialog.profileCopy.id", id);
        row(grid, 1, "dialog.profileCopy.name", name);
        dialog.getDialogPane().setContent(grid);
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        dialog.setResultConverter(button -> button == ButtonType.OK ? new ProfileCopy(id.getText().strip(),
                name.getText().strip()) : null);
        return dialog.showAndWait();
    }

    @Override
    public Optional<String> askChoice(String title, String header, List<String> options) {
        if (options.isEmpty()) {
            return Optional.empty();
        }
        ChoiceDialog<String> dialog = new ChoiceDialog<>(options.get(0),
                options);
        Placement.owned(dialog, owner.get());
        dialog.setTitle(title);
        dialog.setHeaderText(DialogHeaders.of(dialog.getTitle(), header));
        return dialog.showAndWait();
    }

    @Override
    public Optional<String> askWalkthrough(String title, String header, List<WalkthroughChoice> offered) {
        return WalkthroughPicker.ask(owner.get(), messages, title, header, offered);
    }

    @Override
    public Optional<Matchup> askMatchup(String title, List<String> bots, String numberLabel,
                                        String suggestion) {
        if (bots.size() < 2) {
            return Optional.empty();
        }
        Dialog<Matchup> dialog = new Dialog<>();
        Placement.owned(dialog, owner.get());
        dialog.setTitle(title); // the title says what it is: no header repeating it
        dialog.getDialogPane().setId("matchupDialog");
        ComboBox<String> first = new ComboBox<>(
                FXCollections.observableArrayList(bots));
        ComboBox<String> second = new ComboBox<>(
                FXCollections.observableArrayList(bots));
        first.setId("matchupFirst");
        second.setId("matchupSecond");
        first.setValue(bots.get(0));
        second.setValue(bots.get(1));
        first.setMaxWidth(Double.MAX_VALUE);
        second.setMaxWidth(Double.MAX_VALUE);
        TextField number = new TextField(suggestion);
        number.setId("matchupNumber");
        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(8);
        first.setPrefWidth(340);
        second.setPrefWidth(340);
        Label numberText = new Label(numberLabel);
        numberText.setWrapText(true);
        numberText.setMinHeight(Region.USE_PREF_SIZE);
        grid.addRow(0, new Label(messages.get("dialog.matchup.first")), first);
        grid.addRow(1, new Label(messages.get("dialog.matchup.second")), second);
        grid.addRow(2, numberText, number);
        Label same = new Label(messages.get("dialog.matchup.same"));
        same.getStyleClass().add("validation");
        same.visibleProperty().bind(first.valueProperty().isEqualTo(second.valueProperty()));
        grid.add(same, 1, 3);
        ColumnConstraints grow = new ColumnConstraints();
        grow.setHgrow(Priority.ALWAYS);
        ColumnConstraints labels = new ColumnConstraints();
        labels.setMaxWidth(220);
        grid.getColumnConstraints().addAll(labels, grow);
        dialog.getDialogPane().setContent(grid);
        dialog.getDialogPane().setMinWidth(620);
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK,
                ButtonType.CANCEL);
        Node ok = dialog.getDialogPane().lookupButton(ButtonType.OK);
        ok.setId("matchupOk");
        ok.disableProperty().bind(first.valueProperty().isEqualTo(second.valueProperty())
                .or(first.valueProperty().isNull()).or(second.valueProperty().isNull()));
        dialog.setResultConverter(b -> b == ButtonType.OK
                ? new Matchup(first.getValue(), second.getValue(), number.getText()) : null);
        return dialog.showAndWait();
    }

    @Override
    public Optional<Set<Integer>> askChecks(String title, String header, List<String> options,
                                                     Set<Integer> checked) {
        Dialog<Set<Integer>> dialog = new Dialog<>();
        Placement.owned(dialog, owner.get());
        dialog.setTitle(title);
        dialog.setHeaderText(DialogHeaders.of(dialog.getTitle(), header));
        VBox box = new VBox(8);
        List<CheckBox> boxes = new ArrayList<>();
        for (int i = 0; i < options.size(); i++) {
            CheckBox c = new CheckBox(options.get(i));
            c.setMnemonicParsing(false);
            c.setSelected(checked.contains(i));
            boxes.add(c);
            box.getChildren().add(c);
        }
        dialog.getDialogPane().setContent(box);
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK,
                ButtonType.CANCEL);
        dialog.setResultConverter(b -> {
            if (b != ButtonType.OK) {
                return null;
            }
            Set<Integer> ticked = new TreeSet<>();
            for (int i = 0; i < boxes.size(); i++) {
                if (boxes.get(i).isSelected()) {
                    ticked.add(i);
                }
            }
            return ticked;
        });
        return dialog.showAndWait();
    }

    @Override
    public Optional<String> askText(String title, String header, String suggestion) {
        TextInputDialog dialog = new TextInputDialog(suggestion);
        Placement.owned(dialog, owner.get());
        dialog.setTitle(title);
        dialog.setHeaderText(DialogHeaders.of(dialog.getTitle(), header));
        return dialog.showAndWait();
    }

    @Override
    public Optional<Ascension> askAscension(Ascension suggestion) {
        Dialog<Ascension> dialog = new Dialog<>();
        Placement.owned(dialog, owner.get());
        dialog.setTitle(messages.get("dialog.ascension.title"));
        dialog.setHeaderText(messages.get("dialog.ascension.header"));
        TextField name = field("ascensionName", suggestion.name());
        Spinner<Integer> ruleset = new Spinner<>(1, 9999, suggestion.rulesetNumber());
        ruleset.setEditable(true);
        TextField player = field("ascensionPlayer", suggestion.playerTerm());
        TextField players = field("ascensionPlayers", suggestion.playersTerm());
        TextField emperor = field("ascensionEmperor", suggestion.emperorTerm());
        TextArea kept = new TextArea(String.join("\n",
                suggestion.keptRules()));
        kept.setId("ascensionKept");
        kept.setPrefRowCount(4);
        kept.setPromptText(messages.get("dialog.ascension.kept.prompt"));
        GridPane grid = grid();
        row(grid, 0, "dialog.ascension.name", name);
        row(grid, 1, "dialog.newDynasty.ruleset", ruleset);
        row(grid, 2, "dialog.newDynasty.player", player);
        row(grid, 3, "dialog.newDynasty.players", players);
        row(grid, 4, "dialog.newDynasty.emperor", emperor);
        row(grid, 5, "dialog.ascension.kept", kept);
        dialog.getDialogPane().setContent(grid);
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        dialog.getDialogPane().lookupButton(ButtonType.OK).disableProperty().bind(name.textProperty().isEmpty()
                .or(player.textProperty().isEmpty()).or(players.textProperty().isEmpty())
                .or(emperor.textProperty().isEmpty()));
        dialog.setResultConverter(button -> button == ButtonType.OK ? new Ascension(name.getText().strip(),
                ruleset.getValue(), player.getText().strip(), players.getText().strip(), emperor.getText().strip(),
                kept.getText().lines().map(String::strip).filter(l -> !l.isEmpty()).toList()) : null);
        return dialog.showAndWait();
    }

    @Override
    public Optional<RulesetText> askRulesetText(String title, String header, String text, String cause) {
        Dialog<RulesetText> dialog = new Dialog<>();
        Placement.owned(dialog, owner.get());
        dialog.setTitle(title);
        dialog.setHeaderText(DialogHeaders.of(dialog.getTitle(), header));
        dialog.setResizable(true);
        TextArea area = new TextArea(text);
        area.setId("rulesetTextArea");
        area.getStyleClass().add("mono");
        area.setPrefColumnCount(90);
        area.setPrefRowCount(24);
        area.setWrapText(true);
        TextField matter = field("rulesetCauseField", cause);
        matter.setPromptText(messages.get("dialog.ruleset.cause.prompt"));
        GridPane grid = grid();
        grid.add(area, 0, 0, 2, 1);
        row(grid, 1, "dialog.ruleset.cause", matter);
        dialog.getDialogPane().setContent(grid);
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        dialog.getDialogPane().lookupButton(ButtonType.OK).disableProperty().bind(area.textProperty().isEmpty());
        dialog.setResultConverter(button -> button == ButtonType.OK ? new RulesetText(area.getText(), matter.getText())
                : null);
        area.requestFocus();
        return dialog.showAndWait();
    }


    @Override
    public void copyToClipboard(String text) {
        ClipboardContent content = new ClipboardContent();
        content.putString(text);
        Clipboard.getSystemClipboard().setContent(content);
    }

    @Override
    public Optional<HeadingCorrection> askHeading(String title, String header, String heading) {
        Dialog<HeadingCorrection> dialog = new Dialog<>();
        dialog.initOwner(owner.get());
        dialog.setTitle(title);
        dialog.setHeaderText(DialogHeaders.of(dialog.getTitle(), header));
        TextField line = field("headingField", heading);
        line.setPrefColumnCount(36);
        TextField matter = field("headingCauseField", "");
        matter.setPromptText(messages.get("dialog.ruleset.cause.optional"));
        GridPane grid = grid();
        row(grid, 0, "dialog.ruleset.heading", line);
        row(grid, 1, "dialog.ruleset.cause", matter);
        dialog.getDialogPane().setContent(grid);
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        dialog.getDialogPane().lookupButton(ButtonType.OK).disableProperty().bind(line.textProperty().isEmpty());
        dialog.setResultConverter(button -> button == ButtonType.OK ? new HeadingCorrection(line.getText(),
                matter.getText()) : null);
        line.requestFocus();
        return dialog.showAndWait();
    }

    @Override
    public Optional<String> askLine(String title, String header, String initial) {
        TextInputDialog dialog = new TextInputDialog(initial);
        Placement.owned(dialog, owner.get());
        dialog.setTitle(title);
        dialog.setHeaderText(DialogHeaders.of(dialog.getTitle(), header));
        dialog.getEditor().setId("lineField");
        dialog.getEditor().setPrefColumnCount(36);
        dialog.getEditor().setPromptText(messages.get("dialog.ruleset.cause.prompt"));
        return dialog.showAndWait();
    }

    private static TextField field(String id, String text) {
        TextField field = new TextField(text);
        field.setId(id);
        field.setPrefColumnCount(24);
        return field;
    }

    private static GridPane grid() {
        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(8);
        return grid;
    }

    private void row(GridPane grid, int row, String labelKey, Node field) {
        grid.add(new Label(messages.get(labelKey)), 0, row);
        grid.add(field, 1, row);
    }
}
