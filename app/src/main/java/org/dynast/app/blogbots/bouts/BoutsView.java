package org.dynast.app.blogbots.bouts;

import java.util.function.BooleanSupplier;
import javafx.beans.property.ObjectProperty;
import javafx.fxml.FXML;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.dynast.app.common.Cells;
import org.dynast.app.common.Feedback;
import org.dynast.app.common.FxmlView;
import org.dynast.app.common.Messages;
import org.dynast.app.common.Shortcuts;

/** The Bouts tab: a thin view bound to {@link BoutsViewModel}. */
public final class BoutsView {

    private final BoutsViewModel vm;
    private final StackPane root;

    @FXML private VBox notBotsBox;
    @FXML private BorderPane boutsPane;
    @FXML private Button announceButton;
    @FXML private Button requestButton;
    @FXML private Button setButton;
    @FXML private Button tauntButton;
    @FXML private Button runButton;
    @FXML private Button watchButton;
    @FXML private Button forfeitButton;
    @FXML private Button editHouseButton;
    @FXML private Button removeHouseButton;
    @FXML private TableView<BoutsViewModel.HouseBotRow> houseTable;
    @FXML private TableColumn<BoutsViewModel.HouseBotRow, String> houseName;
    @FXML private TableColumn<BoutsViewModel.HouseBotRow, String> houseValue;
    @FXML private TableColumn<BoutsViewModel.HouseBotRow, String> houseEngine;
    @FXML private TableColumn<BoutsViewModel.HouseBotRow, String> houseChassis;
    @FXML private TableColumn<BoutsViewModel.HouseBotRow, String> houseSystems;
    @FXML private TableView<BoutsViewModel.OperatorRow> operatorTable;
    @FXML private TableColumn<BoutsViewModel.OperatorRow, String> opName;
    @FXML private TableColumn<BoutsViewModel.OperatorRow, String> opReadiness;
    @FXML private TableColumn<BoutsViewModel.OperatorRow, String> opSince;
    @FXML private TableColumn<BoutsViewModel.OperatorRow, Integer> opCount;
    @FXML private TableColumn<BoutsViewModel.OperatorRow, Integer> opMist;
    @FXML private TableColumn<BoutsViewModel.OperatorRow, String> opRequest;
    @FXML private TableView<BoutsViewModel.BoutRow> boutTable;
    @FXML private TableColumn<BoutsViewModel.BoutRow, String> boutTitle;
    @FXML private TableColumn<BoutsViewModel.BoutRow, String> boutConfiguration;
    @FXML private TableColumn<BoutsViewModel.BoutRow, String> boutState;
    @FXML private TextArea postArea;
    @FXML private TextArea resultArea;
    @FXML private Label boutsMessage;

    public BoutsView(BoutsViewModel vm, Messages messages) {
        this.vm = vm;
        this.root = FxmlView.load(this, messages);
    }

    public StackPane root() {
        return root;
    }

    @FXML
    private void initialize() {
        notBotsBox.visibleProperty().bind(vm.availableProperty().not());
        boutsPane.visibleProperty().bind(vm.availableProperty());
        houseTable.setItems(vm.houseBots());
        houseName.setCellValueFactory(Cells.value(BoutsViewModel.HouseBotRow::name));
        houseValue.setCellValueFactory(Cells.value(BoutsViewModel.HouseBotRow::value));
        houseEngine.setCellValueFactory(Cells.value(BoutsViewModel.HouseBotRow::engine));
        houseChassis.setCellValueFactory(Cells.value(BoutsViewModel.HouseBotRow::chassis));
        houseSystems.setCellValueFactory(Cells.value(BoutsViewModel.HouseBotRow::systems));
        operatorTable.setItems(vm.operators());
        opName.setCellValueFactory(Cells.value(BoutsViewModel.OperatorRow::name));
        opReadiness.setCellValueFactory(Cells.value(BoutsViewModel.OperatorRow::readiness));
        opSince.setCellValueFactory(Cells.value(BoutsViewModel.OperatorRow::since));
        opCount.setCellValueFactory(Cells.value(BoutsViewModel.OperatorRow::boutCount));
        opMist.setCellValueFactory(Cells.value(BoutsViewModel.OperatorRow::redMist));
        opRequest.setCellValueFactory(Cells.value(BoutsViewModel.OperatorRow::request));
        boutTable.setItems(vm.bouts());
        boutTitle.setCellValueFactory(Cells.value(BoutsViewModel.BoutRow::title));
        boutConfiguration.setCellValueFactory(Cells.value(BoutsViewModel.BoutRow::configuration));
        boutState.setCellValueFactory(Cells.value(BoutsViewModel.BoutRow::state));
        bindSelection(houseTable, vm.selectedHouseBotProperty());
        bindSelection(operatorTable, vm.selectedOperatorProperty());
        bindSelection(boutTable, vm.selectedBoutProperty());
        editHouseButton.disableProperty().bind(vm.selectedHouseBotProperty().isNull());
        removeHouseButton.disableProperty().bind(vm.selectedHouseBotProperty().isNull());
        requestButton.disableProperty().bind(vm.selectedOperatorProperty().isNull());
        setButton.disableProperty().bind(vm.selectedOperatorProperty().isNull());
        tauntButton.disableProperty().bind(vm.selectedOperatorProperty().isNull());
        runButton.disableProperty().bind(vm.selectedBoutProperty().isNull());
        forfeitButton.disableProperty().bind(vm.selectedBoutProperty().isNull());
        watchButton.disableProperty().bind(vm.selectedBoutProperty().isNull().and(vm.lastReplayProperty().isNull()));
        postArea.textProperty().bind(vm.postProperty());
        resultArea.textProperty().bind(vm.resultProperty());
        Feedback.show(boutsMessage, vm.messageProperty(), vm.errorProperty());
        houseTableKeys();
    }

    /**
     * Keyboard shortcuts, active while {@code active} says the tab is shown: Ctrl+Shift+A Announce Bouts…, Ctrl+R
     * Run bout, Ctrl+Shift+W Watch in Arena. With the House Bots table focused: Insert adds, Enter edits and Delete
     * removes a House Bot (double-click edits too).
     */
    public void installShortcuts(Scene scene, BooleanSupplier active) {
        Shortcuts.install(scene, active, "Shortcut+Shift+A", vm::announce);
        Shortcuts.install(scene, active, "Shortcut+R", vm::runBout);
        Shortcuts.install(scene, active, "Shortcut+Shift+W", vm::watchInArena);
    }

    private void houseTableKeys() {
        houseTable.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if (e.isShortcutDown() || e.isAltDown()) {
                return;
            }
            switch (e.getCode()) {
                case INSERT -> vm.addHouseBot();
                case DELETE -> vm.removeHouseBot();
                case ENTER -> vm.editHouseBot();
                default -> {
                    return;
                }
            }
            e.consume();
        });
        houseTable.setRowFactory(t -> {
            TableRow<BoutsViewModel.HouseBotRow> row = new TableRow<>();
            row.setOnMouseClicked(e -> {
                if (e.getClickCount() == 2 && !row.isEmpty()) {
                    vm.editHouseBot();
                }
            });
            return row;
        });
    }

    private static <T> void bindSelection(TableView<T> table, ObjectProperty<T> selected) {
        table.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (b != null || !table.getItems().isEmpty()) {
                selected.set(b);
            }
        });
        selected.addListener((o, a, b) -> {
            if (b != null && table.getSelectionModel().getSelectedItem() != b) {
                table.getSelectionModel().select(b);
            }
        });
    }

    @FXML private void announce() {
        vm.announce();
    }

    @FXML private void requestSystem() {
        vm.requestSystem();
    }

    @FXML private void setReadiness() {
        vm.setReadinessSet();
    }

    @FXML private void taunt() {
        vm.taunt();
    }

    @FXML private void runBout() {
        vm.runBout();
    }

    @FXML private void watch() {
        vm.watchInArena();
    }

    @FXML private void declareForfeit() {
        vm.declareForfeit();
    }

    @FXML private void addHouseBot() {
        vm.addHouseBot();
    }

    @FXML private void editHouseBot() {
        vm.editHouseBot();
    }

    @FXML private void removeHouseBot() {
        vm.removeHouseBot();
    }
}
