package org.dynast.app.common;

import java.io.File;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputDialog;
import javafx.scene.layout.GridPane;
import javafx.stage.FileChooser;
import javafx.stage.Window;
import org.dynast.model.dynasty.Terms;

/** The JavaFX implementation of {@link DialogService}: modal alerts, dialogs and file choosers. */
public final class FxDialogService implements DialogService {

    private final Supplier<Window> owner;
    private final Messages messages;

    public FxDialogService(Supplier<Window> owner, Messages messages) {
        this.owner = owner;
        this.messages = messages;
    }

    @Override
    public void showError(String title, String message) {
        alert(Alert.AlertType.ERROR, title, message);
    }

    @Override
    public void showInfo(String title, String message) {
        alert(Alert.AlertType.INFORMATION, title, message);
    }

    private void alert(Alert.AlertType type, String title, String message) {
        Alert alert = new Alert(type, message, ButtonType.OK);
        alert.initOwner(owner.get());
        alert.setTitle(messages.get("dialog.error.title"));
        alert.setHeaderText(title);
        alert.getDialogPane().setMinWidth(480);
        alert.showAndWait();
    }

    @Override
    public Optional<Path> chooseFileToOpen(String title, String description, String glob) {
        File file = chooser(title, description, glob, null).showOpenDialog(owner.get());
        return Optional.ofNullable(file).map(File::toPath);
    }

    @Override
    public Optional<Path> chooseFileToSave(String title, String description, String glob, String suggestedName) {
        File file = chooser(title, description, glob, suggestedName).showSaveDialog(owner.get());
        return Optional.ofNullable(file).map(File::toPath);
    }

    private static FileChooser chooser(String title, String description, String glob, String suggestedName) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(description, glob));
        if (suggestedName != null) {
            chooser.setInitialFileName(suggestedName);
        }
        return chooser;
    }

    @Override
    public Optional<NewDynasty> askNewDynasty(NewDynasty suggestion) {
        Dialog<NewDynasty> dialog = new Dialog<>();
        dialog.initOwner(owner.get());
        dialog.setTitle(messages.get("dialog.newDynasty.title"));
        TextField name = field("newDynastyName", suggestion.name());
        Spinner<Integer> ruleset = new Spinner<>(1, 9999, suggestion.rulesetNumber());
        ruleset.setEditable(true);
        ruleset.setId("newDynastyRuleset");
        TextField player = field("newDynastyPlayer", suggestion.playerTerm());
        TextField players = field("newDynastyPlayers", suggestion.playersTerm());
        player.textProperty().addListener((obs, o, n) -> {
            if (players.getText().equals(o + "s") || players.getText().isEmpty()) {
                players.setText(n.isEmpty() ? "" : n + "s");
            }
        });
        TextField emperor = field("newDynastyEmperor", suggestion.emperorTerm());
        TextField emperorName = field("newDynastyEmperorName", suggestion.emperorName());
        GridPane grid = grid();
        row(grid, 0, "dialog.newDynasty.name", name);
        row(grid, 1, "dialog.newDynasty.ruleset", ruleset);
        row(grid, 2, "dialog.newDynasty.player", player);
        row(grid, 3, "dialog.newDynasty.players", players);
        row(grid, 4, "dialog.newDynasty.emperor", emperor);
        row(grid, 5, "dialog.newDynasty.emperorName", emperorName);
        dialog.getDialogPane().setContent(grid);
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        dialog.getDialogPane().lookupButton(ButtonType.OK).disableProperty().bind(name.textProperty().isEmpty()
                .or(player.textProperty().isEmpty()).or(players.textProperty().isEmpty())
                .or(emperor.textProperty().isEmpty()));
        dialog.setResultConverter(button -> button == ButtonType.OK
                ? new NewDynasty(name.getText(), ruleset.getValue(), player.getText(), players.getText(),
                emperor.getText(), emperorName.getText())
                : null);
        name.requestFocus();
        return dialog.showAndWait();
    }

    @Override
    public Optional<Rename> askRename(String currentName, Terms terms) {
        Dialog<Rename> dialog = new Dialog<>();
        dialog.initOwner(owner.get());
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
    public Optional<RulesetText> askRulesetText(String title, String header, String text, String cause) {
        Dialog<RulesetText> dialog = new Dialog<>();
        dialog.initOwner(owner.get());
        dialog.setTitle(title);
        dialog.setHeaderText(header);
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
    public Optional<String> askLine(String title, String header, String initial) {
        TextInputDialog dialog = new TextInputDialog(initial);
        dialog.initOwner(owner.get());
        dialog.setTitle(title);
        dialog.setHeaderText(header);
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

    private void row(GridPane grid, int row, String labelKey, javafx.scene.Node field) {
        grid.add(new Label(messages.get(labelKey)), 0, row);
        grid.add(field, 1, row);
    }
}
