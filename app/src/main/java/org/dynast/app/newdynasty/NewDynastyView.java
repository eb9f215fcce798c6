package org.dynast.app.newdynasty;

import java.util.Optional;
import java.util.function.Function;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.event.ActionEvent;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar.ButtonData;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.RadioButton;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.Toggle;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.stage.WindowEvent;
import javafx.util.StringConverter;
import org.dynast.app.common.FxmlView;
import org.dynast.app.common.Messages;
import org.dynast.app.common.Placement;
import org.dynast.app.common.Themes;
import org.dynast.app.newdynasty.NewDynastyViewModel.ProfileOption;
import org.dynast.app.newdynasty.NewDynastyViewModel.Source;
import org.dynast.app.newdynasty.NewDynastyViewModel.Step;
import org.dynast.model.ruleset.ShippedRuleset;

/**
 * The New Dynasty wizard: a thin view bound to {@link NewDynastyViewModel}. Back, Next, Finish and Cancel; Enter is
 * Next on the first step and Finish on the second, Esc is Cancel.
 */
public final class NewDynastyView {

    private final NewDynastyViewModel vm;
    private final Messages messages;
    private final VBox root;

    @FXML private ToggleGroup sourceGroup;
    @FXML private Label stepLabel;
    @FXML private VBox rulesetPane;
    @FXML private RadioButton shippedRadio;
    @FXML private ListView<ShippedRuleset> shippedList;
    @FXML private RadioButton fileRadio;
    @FXML private Button chooseFileButton;
    @FXML private Label fileLabel;
    @FXML private RadioButton pasteRadio;
    @FXML private TextArea pasteArea;
    @FXML private RadioButton noneRadio;
    @FXML private Label nextProblemLabel;
    @FXML private VBox dynastyPane;
    @FXML private Label rulesetLineLabel;
    @FXML private Label nameLabel;
    @FXML private Label numberLabel;
    @FXML private Label playerLabel;
    @FXML private Label playersLabel;
    @FXML private Label emperorTermLabel;
    @FXML private Label profileLabel;
    @FXML private TextField dynastyNameField;
    @FXML private TextField numberField;
    @FXML private Label numberNoteLabel;
    @FXML private TextField playerField;
    @FXML private TextField playersField;
    @FXML private TextField emperorField;
    @FXML private Label termsNoteLabel;
    @FXML private Label emperorNameLabel;
    @FXML private TextField emperorNameField;
    @FXML private Label emperorNoteLabel;
    @FXML private ComboBox<ProfileOption> coreRulesChoice;
    @FXML private Label profileNoteLabel;
    @FXML private VBox moduleBox;
    @FXML private Label modulesNoteLabel;
    @FXML private Label finishProblemLabel;

    public NewDynastyView(NewDynastyViewModel vm, Messages messages) {
        this.vm = vm;
        this.messages = messages;
        this.root = FxmlView.load(this, messages);
    }

    public VBox root() {
        return root;
    }

    /** Shows the wizard as a modal dialog; Finish gives back what the ViewModel says, Cancel nothing. */
    public Optional<NewDynastyViewModel.Result> showAndWait(Window owner) {
        Dialog<NewDynastyViewModel.Result> dialog = new Dialog<>();
        Placement.owned(dialog, owner);
        dialog.setTitle(messages.get("dialog.newDynasty.title"));
        dialog.setResizable(true);
        dialog.getDialogPane().setId("newDynastyDialog");
        // the steps scroll, the buttons never do: on a short screen the dialog is cut to it, its buttons still in sight
        ScrollPane scroll = new ScrollPane(root);
        scroll.setId("newDynastyScroll");
        scroll.setFitToWidth(true);
        scroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        scroll.getStyleClass().add("edge-to-edge");
        dialog.getDialogPane().setContent(scroll);
        Window window = dialog.getDialogPane().getScene().getWindow();
        Runnable refit = () -> Platform.runLater(() -> {
            // as tall as the step asks at its width (its notes wrapped), then within the screen
            double width = scroll.getViewportBounds().getWidth() > 0 ? scroll.getViewportBounds().getWidth()
                    : root.prefWidth(-1);
            scroll.setPrefViewportHeight(Math.ceil(root.prefHeight(width)) + 2);
            Placement.refit(window);
        });
        vm.stepProperty().addListener((o, a, b) -> refit.run());
        for (Label note : new Label[] {rulesetLineLabel, numberNoteLabel, termsNoteLabel, emperorNoteLabel,
                profileNoteLabel, modulesNoteLabel, finishProblemLabel, nextProblemLabel}) {
            note.textProperty().addListener((o, a, b) -> refit.run());
        }
        window.addEventHandler(WindowEvent.WINDOW_SHOWN, e -> refit.run());
        Themes.style(dialog.getDialogPane().getStylesheets());
        ButtonType backType = new ButtonType(messages.get("newDynasty.back"), ButtonData.BACK_PREVIOUS);
        ButtonType nextType = new ButtonType(messages.get("newDynasty.next"), ButtonData.NEXT_FORWARD);
        ButtonType finishType = new ButtonType(messages.get("newDynasty.finish"), ButtonData.FINISH);
        dialog.getDialogPane().getButtonTypes().addAll(backType, nextType, finishType, ButtonType.CANCEL);
        Button back = (Button) dialog.getDialogPane().lookupButton(backType);
        Button next = (Button) dialog.getDialogPane().lookupButton(nextType);
        Button finish = (Button) dialog.getDialogPane().lookupButton(finishType);
        back.setId("newDynastyBack");
        next.setId("newDynastyNext");
        finish.setId("newDynastyFinish");
        Button cancel = (Button) dialog.getDialogPane().lookupButton(ButtonType.CANCEL);
        cancel.setId("newDynastyCancel");
        // the list would swallow Esc before the cancel button sees it
        shippedList.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                e.consume();
                cancel.fire();
            }
        });
        back.disableProperty().bind(vm.backDisabledProperty());
        next.disableProperty().bind(vm.nextDisabledProperty());
        finish.disableProperty().bind(vm.finishDisabledProperty());
        // Back and Next move between the steps and keep the dialog open
        back.addEventFilter(ActionEvent.ACTION, e -> {
            e.consume();
            vm.back();
        });
        next.addEventFilter(ActionEvent.ACTION, e -> {
            e.consume();
            vm.next();
        });
        Runnable defaults = () -> {
            boolean first = vm.stepProperty().get() == Step.RULESET;
            next.setDefaultButton(first);
            finish.setDefaultButton(!first);
        };
        vm.stepProperty().addListener((o, was, now) -> defaults.run());
        defaults.run();
        dialog.setResultConverter(b -> b == finishType ? vm.result().orElse(null) : null);
        Platform.runLater(this::focusStep);
        return dialog.showAndWait();
    }

    @FXML
    private void initialize() {
        vm.stepProperty().addListener((o, was, now) -> showStep());

        shippedRadio.setUserData(Source.SHIPPED);
        fileRadio.setUserData(Source.FILE);
        pasteRadio.setUserData(Source.PASTE);
        noneRadio.setUserData(Source.NONE);
        selectSource(vm.sourceProperty().get());
        sourceGroup.selectedToggleProperty().addListener((o, was, now) -> {
            if (now != null) {
                vm.sourceProperty().set((Source) now.getUserData());
            } else if (was != null) {
                was.setSelected(true); // one source is always chosen
            }
        });
        vm.sourceProperty().addListener((o, was, now) -> selectSource(now));

        shippedList.getItems().setAll(vm.shippedRulesets());
        shippedList.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(ShippedRuleset item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : vm.shippedLabel(item));
            }
        });
        shippedList.getSelectionModel().select(vm.shippedProperty().get());
        shippedList.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> {
            if (now != null) {
                vm.shippedProperty().set(now);
                vm.sourceProperty().set(Source.SHIPPED);
            }
        });
        vm.shippedProperty().addListener((o, was, now) -> shippedList.getSelectionModel().select(now));
        shippedList.focusedProperty().addListener((o, was, now) -> {
            if (now) {
                vm.sourceProperty().set(Source.SHIPPED);
            }
        });
        // the list would swallow Enter before the default button sees it: Enter is Next here too
        shippedList.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER && !e.isShortcutDown() && !e.isAltDown()) {
                e.consume();
                vm.next();
            }
        });
        shippedList.setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2) {
                vm.next();
            }
        });

        fileLabel.textProperty().bind(vm.fileLineProperty());
        pasteArea.textProperty().bindBidirectional(vm.pastedTextProperty());
        pasteArea.focusedProperty().addListener((o, was, now) -> {
            if (now) {
                vm.sourceProperty().set(Source.PASTE);
            }
        });
        nextProblemLabel.textProperty().bind(vm.nextProblemProperty());

        // each label's mnemonic goes to its field (FXML cannot name a field that comes after the label)
        nameLabel.setLabelFor(dynastyNameField);
        numberLabel.setLabelFor(numberField);
        playerLabel.setLabelFor(playerField);
        playersLabel.setLabelFor(playersField);
        emperorTermLabel.setLabelFor(emperorField);
        emperorNameLabel.setLabelFor(emperorNameField);
        profileLabel.setLabelFor(coreRulesChoice);
        rulesetLineLabel.textProperty().bind(vm.rulesetLineProperty());
        dynastyNameField.textProperty().bindBidirectional(vm.nameProperty());
        numberField.textProperty().bindBidirectional(vm.rulesetNumberProperty());
        numberNoteLabel.textProperty().bind(vm.numberNoteProperty());
        playerField.textProperty().bindBidirectional(vm.playerTermProperty());
        playersField.textProperty().bindBidirectional(vm.playersTermProperty());
        emperorField.textProperty().bindBidirectional(vm.emperorTermProperty());
        termsNoteLabel.textProperty().bind(vm.termsNoteProperty());
        emperorNameLabel.textProperty().bind(Bindings.createStringBinding(
                () -> messages.get("newDynasty.emperorName", vm.emperorTermProperty().get().isBlank() ? "Emperor"
                        : vm.emperorTermProperty().get().strip()), vm.emperorTermProperty()));
        emperorNameField.textProperty().bindBidirectional(vm.emperorNameProperty());
        emperorNoteLabel.textProperty().bind(vm.emperorNoteProperty());

        coreRulesChoice.setItems(vm.profiles());
        coreRulesChoice.setConverter(converter(vm::profileLabel));
        // a ComboBox whose value goes back to null shows an empty box, not its prompt: this cell shows the prompt
        coreRulesChoice.setButtonCell(new ListCell<>() {
            @Override
            protected void updateItem(ProfileOption item, boolean empty) {
                super.updateItem(item, empty);
                boolean none = empty || item == null;
                setText(none ? coreRulesChoice.getPromptText() : vm.profileLabel(item));
                getStyleClass().remove("prompt");
                if (none) {
                    getStyleClass().add("prompt");
                }
            }
        });
        coreRulesChoice.valueProperty().bindBidirectional(vm.profileProperty());
        profileNoteLabel.textProperty().bind(vm.profileNoteProperty());

        for (NewDynastyViewModel.ModuleOption m : vm.modules()) {
            CheckBox box = new CheckBox(m.title());
            box.setId("module-" + m.id());
            box.setMnemonicParsing(false);
            box.setWrapText(true); // a module's whole description, on two lines where the window is narrow
            box.setMinHeight(Region.USE_PREF_SIZE);
            box.selectedProperty().bindBidirectional(m.selectedProperty());
            moduleBox.getChildren().add(box);
        }
        if (vm.modules().isEmpty()) {
            moduleBox.getChildren().add(new Label(messages.get("newDynasty.modules.noneInstalled")));
        }
        modulesNoteLabel.textProperty().bind(vm.modulesNoteProperty());
        finishProblemLabel.textProperty().bind(vm.finishProblemProperty());
        showStep();
    }

    private void selectSource(Source source) {
        for (Toggle t : sourceGroup.getToggles()) {
            if (t.getUserData() == source && !t.isSelected()) {
                t.setSelected(true);
            }
        }
    }

    private void showStep() {
        boolean first = vm.stepProperty().get() == Step.RULESET;
        rulesetPane.setVisible(first);
        dynastyPane.setVisible(!first);
        stepLabel.setText(messages.get(first ? "newDynasty.step.ruleset" : "newDynasty.step.dynasty"));
        Platform.runLater(this::focusStep);
        // the second step's notes may ask for more room than the first step had: the window grows to show its buttons
        Platform.runLater(() -> {
            if (stepLabel.getScene() != null && stepLabel.getScene().getWindow() != null) {
                Placement.growToContent(stepLabel.getScene().getWindow());
                Placement.place(stepLabel.getScene().getWindow(),
                        stepLabel.getScene().getWindow() instanceof Stage st ? st.getOwner() : null);
            }
        });
    }

    private void focusStep() {
        Node target = vm.stepProperty().get() == Step.RULESET ? focusInStepOne() : dynastyNameField;
        target.requestFocus();
    }

    private Node focusInStepOne() {
        return switch (vm.sourceProperty().get()) {
            case SHIPPED -> shippedList;
            case FILE -> chooseFileButton;
            case PASTE -> pasteArea;
            case NONE -> noneRadio;
        };
    }

    @FXML
    private void chooseFile() {
        vm.chooseFile();
    }

    private static <T> StringConverter<T> converter(Function<T, String> label) {
        return new StringConverter<>() {
            @Override
            public String toString(T value) {
                return label.apply(value);
            }

            @Override
            public T fromString(String s) {
                return null;
            }
        };
    }
}
