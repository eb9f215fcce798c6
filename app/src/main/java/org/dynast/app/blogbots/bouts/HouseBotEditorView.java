package org.dynast.app.blogbots.bouts;

import java.util.HashSet;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import javafx.application.Platform;
import javafx.collections.ListChangeListener;
import javafx.css.PseudoClass;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import javafx.util.StringConverter;
import org.dynast.app.blogbots.workshop.WorkshopView;
import org.dynast.app.common.FxmlView;
import org.dynast.app.common.Messages;
import org.dynast.app.common.Placement;
import org.dynast.app.common.Themes;
import org.dynast.model.blogbots.bots.ChassisModel;
import org.dynast.model.blogbots.bots.EngineType;
import org.dynast.model.blogbots.bots.SystemType;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.LineNumberFactory;

/** The House Bot editor dialog: a thin view bound to {@link HouseBotEditorViewModel}. */
public final class HouseBotEditorView {

    private static final PseudoClass BAD = PseudoClass.getPseudoClass("bad");
    private static final PseudoClass ERROR = PseudoClass.getPseudoClass("error");
    private static final PseudoClass WARNING = PseudoClass.getPseudoClass("warning");

    private final HouseBotEditorViewModel vm;
    private final VBox root;

    @FXML private TextField nameField;
    @FXML private ComboBox<EngineType> engineChoice;
    @FXML private ComboBox<ChassisModel> chassisChoice;
    @FXML private ListView<String> systemsList;
    @FXML private ComboBox<SystemType> systemChoice;
    @FXML private Button addSystemButton;
    @FXML private Button removeSystemButton;
    @FXML private Button upButton;
    @FXML private Button downButton;
    @FXML private Label hardpointsLabel;
    @FXML private CodeArea scriptArea;
    @FXML private Label scriptSummaryLabel;
    @FXML private ListView<String> readBackList;
    @FXML private ListView<String> diagnosticsList;
    @FXML private Label valueLabel;
    @FXML private Label powerLabel;
    @FXML private Label problemLabel;

    public HouseBotEditorView(HouseBotEditorViewModel vm, Messages messages) {
        this.vm = vm;
        this.root = FxmlView.load(this, messages);
    }

    public VBox root() {
        return root;
    }

    /** Shows the editor as a modal dialog; OK follows the ViewModel's check. */
    public Optional<HouseBotEditorViewModel.Edited> showAndWait(Window owner, String title) {
        Dialog<HouseBotEditorViewModel.Edited> dialog = new Dialog<>();
        Placement.owned(dialog, owner);
        dialog.setTitle(title);
        dialog.setResizable(true);
        dialog.getDialogPane().setId("houseBotEditor");
        dialog.getDialogPane().setContent(root);
        Themes.style(dialog.getDialogPane().getStylesheets());
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        dialog.getDialogPane().lookupButton(ButtonType.OK).disableProperty().bind(vm.okDisabledProperty());
        dialog.getDialogPane().lookupButton(ButtonType.OK).setId("houseBotOk");
        dialog.setResultConverter(b -> b == ButtonType.OK ? vm.result().orElse(null) : null);
        Platform.runLater(nameField::requestFocus);
        return dialog.showAndWait();
    }

    @FXML
    private void initialize() {
        nameField.textProperty().bindBidirectional(vm.nameProperty());
        engineChoice.getItems().setAll(vm.engines());
        engineChoice.setConverter(converter(vm::engineLabel));
        engineChoice.valueProperty().bindBidirectional(vm.engineProperty());
        chassisChoice.getItems().setAll(vm.chassisModels());
        chassisChoice.setConverter(converter(vm::chassisLabel));
        chassisChoice.valueProperty().bindBidirectional(vm.chassisProperty());
        systemChoice.getItems().setAll(vm.systemTypes());
        systemChoice.setConverter(converter(vm::systemLabel));
        systemChoice.valueProperty().bindBidirectional(vm.systemToAddProperty());

        systemsList.setItems(vm.systems());
        systemsList.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : (getIndex() + 1) + ". " + item);
            }
        });
        systemsList.getSelectionModel().selectedIndexProperty().addListener((o, a, b) -> {
            if (b.intValue() != vm.selectedSystemProperty().get() && (b.intValue() >= 0 || vm.systems().isEmpty())) {
                vm.selectedSystemProperty().set(b.intValue());
            }
        });
        vm.selectedSystemProperty().addListener((o, a, b) -> select(b.intValue()));
        vm.systems().addListener((ListChangeListener<String>) c -> select(vm.selectedSystemProperty().get()));
        addSystemButton.disableProperty().bind(vm.canAddProperty().not());
        removeSystemButton.disableProperty().bind(vm.canRemoveProperty().not());
        upButton.disableProperty().bind(vm.canMoveUpProperty().not());
        downButton.disableProperty().bind(vm.canMoveDownProperty().not());
        hardpointsLabel.textProperty().bind(vm.hardpointsLineProperty());

        scriptArea.setWrapText(true);
        scriptArea.setParagraphGraphicFactory(LineNumberFactory.get(scriptArea));
        scriptArea.replaceText(vm.scriptProperty().get());
        scriptArea.textProperty().addListener((o, a, b) -> {
            if (!b.equals(vm.scriptProperty().get())) {
                vm.scriptProperty().set(b);
            }
            highlight();
        });
        vm.diagnostics().addListener((ListChangeListener<String>) c -> highlight());
        vm.systems().addListener((ListChangeListener<String>) c -> highlight());
        highlight();
        scriptSummaryLabel.textProperty().bind(vm.scriptSummaryProperty());
        readBackList.setItems(vm.readBack());
        readBackList.setCellFactory(l -> cell(item -> item.endsWith(": ignored"),
                item -> item.endsWith("(not Resolvable)")));
        diagnosticsList.setItems(vm.diagnostics());
        diagnosticsList.setCellFactory(l -> cell(item -> item.startsWith("\u2716"), item -> item.startsWith("\u26a0")));

        valueLabel.textProperty().bind(vm.valueLineProperty());
        vm.overLimitProperty().addListener((o, a, b) -> valueLabel.pseudoClassStateChanged(BAD, b));
        valueLabel.pseudoClassStateChanged(BAD, vm.overLimitProperty().get());
        powerLabel.textProperty().bind(vm.powerLineProperty());
        vm.defunctProperty().addListener((o, a, b) -> powerLabel.pseudoClassStateChanged(BAD, b));
        powerLabel.pseudoClassStateChanged(BAD, vm.defunctProperty().get());
        problemLabel.textProperty().bind(vm.problemProperty());
    }

    private void select(int index) {
        Platform.runLater(() -> {
            if (index >= 0 && index < systemsList.getItems().size()
                    && systemsList.getSelectionModel().getSelectedIndex() != index) {
                systemsList.getSelectionModel().select(index);
            }
        });
    }

    private void highlight() {
        WorkshopView.highlight(scriptArea, new HashSet<>(vm.systems()), vm.diagnostics());
    }

    private static ListCell<String> cell(Predicate<String> error,
                                         Predicate<String> warning) {
        return new ListCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
                setWrapText(true);
                setPrefWidth(0);
                pseudoClassStateChanged(ERROR, !empty && item != null && error.test(item));
                pseudoClassStateChanged(WARNING, !empty && item != null && warning.test(item));
            }
        };
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

    @FXML private void addSystem() {
        vm.addSystem();
    }

    @FXML private void removeSystem() {
        vm.removeSystem();
    }

    @FXML private void moveUp() {
        vm.moveSystemUp();
    }

    @FXML private void moveDown() {
        vm.moveSystemDown();
    }
}
