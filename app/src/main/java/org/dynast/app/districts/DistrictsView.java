package org.dynast.app.districts;

import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.fxml.FXML;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.layout.BorderPane;
import org.dynast.app.common.FxmlView;
import org.dynast.app.common.Messages;
import org.dynast.model.districts.rules.GovernChoice;

/** The Districts tab: a thin view bound to {@link DistrictsViewModel}. */
public final class DistrictsView {

    private final DistrictsViewModel vm;
    private final BorderPane root;

    @FXML private TableView<DistrictsViewModel.Row> districtsTable;
    @FXML private Label districtsPoseState;
    @FXML private CheckBox districtsStorm;
    @FXML private ListView<String> districtsPoseSteps;
    @FXML private TextArea districtsPost;
    @FXML private ListView<String> districtsReactions;
    @FXML private ComboBox<String> districtsReactor;
    @FXML private Label districtsReactTo;
    @FXML private ComboBox<Integer> districtsOutcome;
    @FXML private ComboBox<GovernChoice> districtsGovern;
    @FXML private ListView<String> districtsReactionSteps;
    @FXML private Label districtsProspect;
    @FXML private ListView<String> districtsFactions;
    @FXML private ComboBox<String> districtsTestFaction;
    @FXML private ListView<String> districtsCalculation;
    @FXML private ListView<String> districtsInbox;
    @FXML private Label districtsConclaveState;
    @FXML private ListView<String> districtsSessions;
    @FXML private ListView<String> districtsScoring;
    @FXML private Label districtsVictory;
    @FXML private Label districtsMessage;

    public DistrictsView(DistrictsViewModel vm, Messages messages) {
        this.vm = vm;
        this.root = FxmlView.load(this, messages);
    }

    public BorderPane root() {
        return root;
    }

    @FXML
    private void initialize() {
        districtsTable.setItems(vm.rows());
        districtsTable.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        column("District", DistrictsViewModel.Row::name, 110);
        column("People", DistrictsViewModel.Row::people, 72);
        column("Food", DistrictsViewModel.Row::food, 62);
        column("Defences", DistrictsViewModel.Row::defences, 86);
        column("Order", DistrictsViewModel.Row::order, 66);
        column("Ingenuity", DistrictsViewModel.Row::ingenuity, 86);
        column("Energy Trap", DistrictsViewModel.Row::energyTrap, 98);
        column("Calendar", DistrictsViewModel.Row::calendar, 84);
        column("Commons", DistrictsViewModel.Row::commons, 170);
        column("Innovations", DistrictsViewModel.Row::innovations, 140);
        column("Factions", DistrictsViewModel.Row::factions, 150);
        column("Anointments", DistrictsViewModel.Row::anointments, 104);
        column("Status", DistrictsViewModel.Row::badges, 120).getStyleClass().add("district-badges");
        districtsPoseState.textProperty().bind(vm.poseStateProperty());
        districtsStorm.selectedProperty().bindBidirectional(vm.stormProperty());
        districtsPoseSteps.setItems(vm.poseSteps());
        districtsPost.textProperty().bind(vm.postTextProperty());
        districtsReactions.setItems(vm.reactions());
        districtsReactor.setItems(vm.districtNames());
        districtsReactor.valueProperty().bindBidirectional(vm.reactorProperty());
        districtsReactTo.textProperty().bind(vm.reactToProperty());
        districtsOutcome.getItems().setAll(1, 2);
        districtsOutcome.setValue(vm.outcomeProperty().get());
        districtsOutcome.valueProperty().addListener((o, a, b) -> vm.outcomeProperty().set(b == null ? 1 : b));
        districtsGovern.getItems().setAll(GovernChoice.values());
        districtsGovern.valueProperty().bindBidirectional(vm.governProperty());
        districtsReactionSteps.setItems(vm.reactionSteps());
        districtsProspect.textProperty().bind(vm.prospectProperty());
        districtsFactions.setItems(vm.factions());
        districtsTestFaction.setItems(vm.factionNames());
        districtsTestFaction.valueProperty().bindBidirectional(vm.testFactionProperty());
        districtsCalculation.setItems(vm.calculation());
        districtsInbox.setItems(vm.inbox());
        districtsConclaveState.textProperty().bind(vm.conclaveStateProperty());
        districtsSessions.setItems(vm.sessions());
        districtsScoring.setItems(vm.scoring());
        districtsVictory.textProperty().bind(vm.victoryProperty());
        districtsMessage.textProperty().bind(vm.messageProperty());
    }

    private <T> TableColumn<DistrictsViewModel.Row, T> column(String title, Function<DistrictsViewModel.Row, T> value,
                                                              double width) {
        TableColumn<DistrictsViewModel.Row, T> c = new TableColumn<>(title);
        c.setPrefWidth(width);
        c.setId("district-" + title.replace(' ', '-'));
        c.setCellValueFactory(f -> new ReadOnlyObjectWrapper<>(value.apply(f.getValue())));
        districtsTable.getColumns().add(c);
        return c;
    }

    @FXML
    private void pose() {
        vm.pose();
    }

    @FXML
    private void copyPost() {
        vm.copyPost();
    }

    @FXML
    private void decide() {
        vm.decide();
    }

    @FXML
    private void pass() {
        vm.pass();
    }

    @FXML
    private void answer() {
        vm.answer(districtsInbox.getSelectionModel().getSelectedIndex());
    }

    @FXML
    private void postSession() {
        vm.postSession();
    }

    @FXML
    private void undo() {
        vm.undo();
    }

    @FXML
    private void copyDeadCity() {
        vm.copyDeadCity();
    }
}
