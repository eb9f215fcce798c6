package org.dynast.app.dice;

import javafx.beans.binding.Bindings;
import javafx.collections.transformation.SortedList;
import javafx.css.PseudoClass;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import org.dynast.app.common.Cells;
import org.dynast.app.common.Feedback;
import org.dynast.app.common.FxmlView;
import org.dynast.app.common.Messages;
import org.dynast.app.dice.DiceViewModel.RollRow;

/** The Dice Roller window's content: a thin view bound to {@link DiceViewModel}. */
public final class DiceView {

    private static final PseudoClass SECRET = PseudoClass.getPseudoClass("secret-roll");

    private final DiceViewModel vm;
    private final Messages messages;
    private final BorderPane root;

    @FXML private TextField expressionField;
    @FXML private ComboBox<String> rollerChoice;
    @FXML private CheckBox secretCheck;
    @FXML private Button rollButton;
    @FXML private TextField purposeField;
    @FXML private Label expressionProblem;
    @FXML private Label resultLabel;
    @FXML private TableView<RollRow> rollTable;
    @FXML private TableColumn<RollRow, Long> idColumn;
    @FXML private TableColumn<RollRow, String> atColumn;
    @FXML private TableColumn<RollRow, String> rollerColumn;
    @FXML private TableColumn<RollRow, String> expressionColumn;
    @FXML private TableColumn<RollRow, String> outcomeColumn;
    @FXML private TableColumn<RollRow, String> secretColumn;
    @FXML private TableColumn<RollRow, String> purposeColumn;
    @FXML private Button copyButton;
    @FXML private CheckBox playerViewCheck;
    @FXML private Label countLabel;
    @FXML private TextArea detailArea;
    @FXML private Label messageLabel;

    public DiceView(DiceViewModel vm, Messages messages) {
        this.vm = vm;
        this.messages = messages;
        this.root = FxmlView.load(this, messages);
    }

    public BorderPane root() {
        return root;
    }

    @FXML
    private void initialize() {
        expressionField.textProperty().bindBidirectional(vm.expressionProperty());
        expressionProblem.textProperty().bind(vm.expressionProblemProperty());
        expressionProblem.managedProperty().bind(expressionProblem.textProperty().isNotEmpty());
        expressionProblem.visibleProperty().bind(expressionProblem.managedProperty());
        vm.expressionProblemProperty().addListener((obs, o, n) -> {
            expressionField.getStyleClass().remove("invalid");
            if (!n.isEmpty()) {
                expressionField.getStyleClass().add("invalid");
            }
        });
        rollerChoice.setItems(vm.players());
        rollerChoice.valueProperty().bindBidirectional(vm.rollerProperty());
        purposeField.textProperty().bindBidirectional(vm.purposeProperty());
        secretCheck.selectedProperty().bindBidirectional(vm.secretProperty());
        rollButton.disableProperty().bind(vm.canRollBinding().not());

        resultLabel.textProperty().bind(Bindings.createStringBinding(() -> {
            String r = vm.resultProperty().get();
            return r.isEmpty() ? messages.get("dice.result.none")
                    : vm.resultSecretProperty().get() ? r + "   (" + messages.get("dice.secret.mark") + ")" : r;
        }, vm.resultProperty(), vm.resultSecretProperty()));
        resultLabel.textProperty().addListener((obs, o, n) -> styleResult());
        styleResult();

        idColumn.setCellValueFactory(Cells.value(RollRow::id));
        atColumn.setCellValueFactory(Cells.value(RollRow::at));
        rollerColumn.setCellValueFactory(Cells.value(RollRow::roller));
        expressionColumn.setCellValueFactory(Cells.value(RollRow::expression));
        outcomeColumn.setCellValueFactory(Cells.value(RollRow::outcome));
        secretColumn.setCellValueFactory(Cells.value(r -> r.secret() ? messages.get("dice.secret.mark") : ""));
        secretColumn.getStyleClass().add("secret-mark");
        purposeColumn.setCellValueFactory(Cells.value(RollRow::purpose));
        SortedList<RollRow> sorted = new SortedList<>(vm.rolls());
        sorted.comparatorProperty().bind(rollTable.comparatorProperty());
        rollTable.setItems(sorted);
        rollTable.setRowFactory(table -> new TableRow<>() {
            @Override
            protected void updateItem(RollRow item, boolean empty) {
                super.updateItem(item, empty);
                pseudoClassStateChanged(SECRET, !empty && item != null && item.secret());
            }
        });
        rollTable.getSelectionModel().selectedItemProperty().addListener((obs, o, n) -> {
            if (n != null || !vm.rolls().contains(vm.selectedProperty().get())) {
                vm.selectedProperty().set(n);
            }
        });
        vm.selectedProperty().addListener((obs, o, n) -> {
            if (n == null) {
                rollTable.getSelectionModel().clearSelection();
            } else if (rollTable.getSelectionModel().getSelectedItem() != n) {
                rollTable.getSelectionModel().select(n);
                rollTable.scrollTo(n);
            }
        });
        rollTable.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.C && e.isShortcutDown()) {
                copy();
            }
        });
        copyButton.disableProperty().bind(vm.selectedProperty().isNull());
        playerViewCheck.selectedProperty().bindBidirectional(vm.playerViewProperty());
        countLabel.textProperty().bind(vm.countProperty());
        detailArea.textProperty().bind(vm.detailProperty());

        Feedback.show(messageLabel, vm.messageProperty(), vm.messageIsErrorProperty());
        expressionField.sceneProperty().addListener((obs, o, scene) -> {
            if (scene != null) {
                scene.getAccelerators().put(KeyCombination.keyCombination("Shortcut+Enter"), vm::roll);
            }
        });
    }

    private void styleResult() {
        resultLabel.getStyleClass().removeAll("secret-result", "empty");
        if (vm.resultProperty().get().isEmpty()) {
            resultLabel.getStyleClass().add("empty");
        } else if (vm.resultSecretProperty().get()) {
            resultLabel.getStyleClass().add("secret-result");
        }
    }

    /** Puts the focus where the next roll is typed. */
    public void focusExpression() {
        expressionField.requestFocus();
        expressionField.selectAll();
    }

    @FXML
    private void roll() {
        vm.roll();
    }

    @FXML
    private void copy() {
        String text = vm.copyText();
        if (!text.isEmpty()) {
            ClipboardContent content = new ClipboardContent();
            content.putString(text);
            Clipboard.getSystemClipboard().setContent(content);
        }
    }
}
