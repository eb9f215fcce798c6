package org.dynast.app.districts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ObservableBooleanValue;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;
import javafx.util.StringConverter;
import org.dynast.app.common.Cells;
import org.dynast.app.common.FxmlView;
import org.dynast.app.common.Messages;
import org.dynast.model.districts.ConclaveService;
import org.dynast.model.districts.rules.Consequence;
import org.dynast.model.districts.rules.GovernChoice;
import org.dynast.model.districts.rules.Innovation;
import org.dynast.model.districts.rules.Upside;

/** The Districts tab: a thin view bound to {@link DistrictsViewModel} and its panels' ViewModels. */
public final class DistrictsView {

    private final DistrictsViewModel vm;
    private final Messages messages;
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
    @FXML private ComboBox<String> districtsInnovation;
    @FXML private CheckBox districtsSocialize;
    @FXML private ComboBox<String> districtsCulture0;
    @FXML private ComboBox<String> districtsCulture1;
    @FXML private ComboBox<String> districtsCulture2;
    @FXML private ComboBox<String> districtsCulture3;
    @FXML private CheckBox districtsMoot;
    @FXML private ListView<String> districtsReactionSteps;
    @FXML private Label districtsChaos;
    @FXML private HBox districtsGovernRow;
    @FXML private HBox districtsCultureRow;
    @FXML private HBox districtsLabourRow;
    @FXML private FlowPane districtsLabour;
    @FXML private HBox districtsGadgetRow;
    @FXML private ComboBox<Upside> districtsGadget;
    @FXML private CheckBox districtsShields;
    @FXML private HBox districtsSolarRow;
    @FXML private Label districtsSolarField;
    @FXML private ComboBox<String> districtsSolar;
    @FXML private CheckBox districtsFoodBanks;
    @FXML private HBox districtsSwayRow;
    @FXML private ComboBox<Consequence> districtsSway;
    @FXML private ComboBox<String> districtsActor;
    @FXML private Label districtsConnectCost;
    @FXML private ComboBox<String> districtsCommons;
    @FXML private Label districtsHousingState;
    @FXML private ComboBox<String> districtsStopFaction;
    @FXML private ListView<String> districtsInnovationTable;
    @FXML private ComboBox<String> districtsMoved;
    @FXML private ComboBox<String> districtsBelow;
    @FXML private ComboBox<String> districtsAnchor;
    @FXML private Label districtsProspect;
    @FXML private ListView<String> districtsFactions;
    @FXML private ComboBox<String> districtsTestFaction;
    @FXML private ComboBox<String> districtsTested;
    @FXML private Button districtsRespond;
    @FXML private TextField districtsFactionName;
    @FXML private ListView<String> districtsCalculation;
    @FXML private ListView<String> districtsInbox;
    @FXML private Label districtsConclaveState;
    @FXML private ListView<String> districtsSessions;
    @FXML private ComboBox<String> districtsResponder;
    @FXML private ComboBox<Integer> districtsResponseSession;
    @FXML private GridPane districtsAmounts;
    @FXML private ListView<String> districtsScoring;
    @FXML private Label districtsVictory;
    @FXML private Label districtsMessage;

    public DistrictsView(DistrictsViewModel vm, Messages messages) {
        this.vm = vm;
        this.messages = messages;
        this.root = FxmlView.load(this, messages);
    }

    public BorderPane root() {
        return root;
    }

    @FXML
    private void initialize() {
        districtsTable.setItems(vm.rows());
        districtsTable.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        // the numbers' headers are never cut: the lists (Commons, Innovations, Factions) give way, with a tooltip
        column("District", DistrictsViewModel.Row::name, 96).setMinWidth(90);
        fixed(column("People", DistrictsViewModel.Row::people, 72));
        fixed(column("Food", DistrictsViewModel.Row::food, 58));
        fixed(column("Defences", DistrictsViewModel.Row::defences, 86));
        fixed(column("Order", DistrictsViewModel.Row::order, 62));
        fixed(column("Ingenuity", DistrictsViewModel.Row::ingenuity, 88));
        fixed(column("Energy Trap", DistrictsViewModel.Row::energyTrap, 112));
        fixed(column("Calendar", DistrictsViewModel.Row::calendar, 84));
        listed(column("Commons", DistrictsViewModel.Row::commons, 170));
        listed(column("Innovations", DistrictsViewModel.Row::innovations, 140));
        listed(column("Factions", DistrictsViewModel.Row::factions, 150));
        fixed(column("Anointments", DistrictsViewModel.Row::anointments, 122));
        column("Status", DistrictsViewModel.Row::badges, 110).getStyleClass().add("district-badges");
        for (ListView<String> list : List.of(districtsPoseSteps, districtsReactions, districtsReactionSteps,
                districtsFactions, districtsCalculation, districtsInbox, districtsSessions, districtsScoring)) {
            wrapping(list);
        }
        districtsPoseState.textProperty().bind(vm.poseStateProperty());
        districtsStorm.setSelected(vm.stormProperty().get());
        vm.stormProperty().addListener((o, a, b) -> districtsStorm.setSelected(b));
        districtsPoseSteps.setItems(vm.poseSteps());
        districtsPost.textProperty().bind(vm.postTextProperty());
        districtsProspect.textProperty().bind(vm.prospectProperty());
        districtsVictory.textProperty().bind(vm.victoryProperty());
        districtsMessage.textProperty().bind(vm.messageProperty());
        for (ComboBox<String> chooser : List.of(districtsReactor, districtsActor, districtsTested,
                districtsResponder)) {
            chooser.setItems(vm.districtNames());
            chooser.valueProperty().bindBidirectional(vm.districtProperty());
        }
        reactions(vm.reactions());
        actions(vm.actions());
        book(vm.book());
        conclave(vm.conclave());
    }

    private void reactions(DistrictReactionsViewModel r) {
        districtsReactions.setItems(r.reactions());
        districtsReactTo.textProperty().bind(r.reactToProperty());
        districtsOutcome.getItems().setAll(1, 2);
        districtsOutcome.setValue(r.outcomeProperty().get());
        districtsOutcome.valueProperty().addListener((o, a, b) -> r.outcomeProperty().set(b == null ? 1 : b));
        districtsGovern.getItems().setAll(GovernChoice.values());
        districtsGovern.setConverter(new StringConverter<>() {
            @Override
            public String toString(GovernChoice g) {
                return g == null ? "" : g.text();
            }

            @Override
            public GovernChoice fromString(String text) {
                return Arrays.stream(GovernChoice.values()).filter(g -> g.text().equals(text)).findFirst()
                        .orElse(null);
            }
        });
        districtsGovern.valueProperty().bindBidirectional(r.governProperty());
        districtsInnovation.setItems(r.innovations());
        districtsInnovation.valueProperty().bindBidirectional(r.innovationProperty());
        districtsInnovation.disableProperty().bind(r.governProperty().isNotEqualTo(GovernChoice.INNOVATE));
        districtsSocialize.selectedProperty().bindBidirectional(r.socializeProperty());
        List<ComboBox<String>> culture = List.of(districtsCulture0, districtsCulture1, districtsCulture2,
                districtsCulture3);
        for (int pair = 0; pair < culture.size(); pair++) {
            culture.get(pair).getItems().setAll(DistrictReactionsViewModel.sides(pair));
            culture.get(pair).valueProperty().bindBidirectional(r.cultureProperty(pair));
            culture.get(pair).disableProperty().bind(r.socializeProperty().not());
        }
        districtsMoot.selectedProperty().bindBidirectional(r.mootProperty());
        districtsReactionSteps.setItems(r.steps());
        choices(r);
    }

    /** The choices a Decide needs only now and then: each shown only while it applies (the ViewModel says when). */
    private void choices(DistrictReactionsViewModel r) {
        districtsChaos.textProperty().bind(r.chaosProperty());
        shown(districtsChaos, r.chaosProperty().isNotEmpty());
        districtsOutcome.disableProperty().bind(r.chaosProperty().isNotEmpty());
        shown(districtsGovernRow, r.governsProperty());
        shown(districtsSocialize, r.governsProperty());
        shown(districtsCultureRow, r.governsProperty());
        shown(districtsMoot, r.mootAppliesProperty());
        shown(districtsLabourRow, Bindings.isNotEmpty(r.labourOptions()));
        r.labourOptions().addListener((ListChangeListener<String>) ch -> labour(r));
        r.labour().addListener((ListChangeListener<String>) ch -> labour(r));
        labour(r);
        shown(districtsGadgetRow, r.gadgetAppliesProperty());
        districtsGadget.getItems().add(null);
        districtsGadget.getItems().addAll(Upside.values());
        districtsGadget.setConverter(consequences(messages.get("districts.react.gadget.none")));
        districtsGadget.valueProperty().bindBidirectional(r.gadgetUpsideProperty());
        districtsGadget.setTooltip(new Tooltip(r.rule(Innovation.GADGET_REPOSITORY)));
        shown(districtsShields, r.shieldsApplyProperty());
        districtsShields.selectedProperty().bindBidirectional(r.improvisedShieldsProperty());
        shown(districtsSolarRow, r.solarFieldAppliesProperty());
        districtsSolarField.textProperty().bind(r.solarFieldProperty());
        String raise = messages.get("districts.react.raise");
        String lower = messages.get("districts.react.lower");
        districtsSolar.getItems().setAll(raise, lower);
        districtsSolar.setValue(r.raiseSolarFieldProperty().get() ? raise : lower);
        districtsSolar.valueProperty().addListener((o, was, now) -> r.raiseSolarFieldProperty().set(!lower.equals(now)));
        r.raiseSolarFieldProperty().addListener((o, was, now) -> districtsSolar.setValue(now ? raise : lower));
        shown(districtsFoodBanks, r.foodBanksApplyProperty());
        districtsFoodBanks.selectedProperty().bindBidirectional(r.foodBanksRerollProperty());
        shown(districtsSwayRow, r.communalSwayAppliesProperty());
        districtsSway.getItems().add(null);
        districtsSway.getItems().addAll(Consequence.all());
        districtsSway.setConverter(consequences(messages.get("districts.react.sway.none")));
        districtsSway.valueProperty().bindBidirectional(r.communalSwayProperty());
        // the rule's words as tooltips, read when the panel shows them
        r.shieldsApplyProperty().addListener((o, a, b) -> tip(districtsShields, r.rule(Innovation.IMPROVISED_SHIELDS)));
        r.foodBanksApplyProperty().addListener((o, a, b) ->
                tip(districtsFoodBanks, r.rule(Innovation.COMMUNITY_FOOD_BANKS)));
        r.communalSwayAppliesProperty().addListener((o, a, b) -> tip(districtsSway, r.rule(Innovation.COMMUNAL_SWAY)));
        r.gadgetAppliesProperty().addListener((o, a, b) -> tip(districtsGadget, r.rule(Innovation.GADGET_REPOSITORY)));
    }

    /** One check box per Innovation whose Work effect applies, its rule as the tooltip. */
    private void labour(DistrictReactionsViewModel r) {
        List<Node> boxes = new ArrayList<>();
        for (String name : r.labourOptions()) {
            int at = r.labour().indexOf(name);
            CheckBox box = new CheckBox(at < 0 ? name : (at + 1) + ". " + name);
            box.setId("districtsLabour-" + name.replace(' ', '-'));
            box.setSelected(at >= 0);
            box.setTooltip(new Tooltip(r.rule(name)));
            box.selectedProperty().addListener((o, was, now) -> r.labour(name, now));
            boxes.add(box);
        }
        districtsLabour.getChildren().setAll(boxes);
    }

    private static void tip(Control control, String rule) {
        control.setTooltip(rule.isEmpty() ? null : new Tooltip(rule));
    }

    private static void shown(Node node, ObservableBooleanValue when) {
        node.visibleProperty().bind(when);
        node.managedProperty().bind(when);
    }

    private static <T extends Consequence> StringConverter<T> consequences(String none) {
        return new StringConverter<>() {
            @Override
            public String toString(T c) {
                return c == null ? none : c.text();
            }

            @Override
            public T fromString(String text) {
                return null;
            }
        };
    }

    private void actions(DistrictActionsViewModel a) {
        districtsConnectCost.textProperty().bind(a.connectCostProperty());
        districtsCommons.setItems(a.commons());
        districtsCommons.valueProperty().bindBidirectional(a.toConnectProperty());
        districtsHousingState.textProperty().bind(a.housingStateProperty());
        districtsStopFaction.setItems(a.housed());
        districtsStopFaction.valueProperty().bindBidirectional(a.toStopProperty());
        districtsInnovationTable.setItems(a.table());
        districtsMoved.setItems(a.innovationNames());
        districtsMoved.valueProperty().bindBidirectional(a.movedProperty());
        districtsAnchor.setItems(a.innovationNames());
        districtsAnchor.valueProperty().bindBidirectional(a.anchorProperty());
        String below = messages.get("districts.move.below");
        String above = messages.get("districts.move.above");
        districtsBelow.getItems().setAll(below, above);
        districtsBelow.setValue(a.belowProperty().get() ? below : above);
        districtsBelow.valueProperty().addListener((o, was, now) -> a.belowProperty().set(!above.equals(now)));
    }

    private void book(CityBookViewModel b) {
        districtsFactions.setItems(b.factions());
        districtsTestFaction.setItems(b.factionNames());
        districtsTestFaction.valueProperty().bindBidirectional(b.factionProperty());
        districtsFactionName.textProperty().bindBidirectional(b.newNameProperty());
        districtsCalculation.setItems(b.calculation());
        districtsInbox.setItems(b.inbox());
    }

    private void conclave(ConclaveViewModel c) {
        districtsConclaveState.textProperty().bind(c.stateProperty());
        districtsSessions.setItems(c.sessions());
        districtsScoring.setItems(c.scoring());
        districtsResponseSession.setItems(c.openSessions());
        districtsResponseSession.valueProperty().bindBidirectional(c.sessionProperty());
        districtsRespond.disableProperty().bind(Bindings.isEmpty(c.openSessions()));
        int i = 0;
        for (String resource : ConclaveService.AMOUNTS) {
            amount(resource, c.amountProperty(resource), i++);
        }
        amount(messages.get("districts.respond.factions"), c.factionsProperty(), i++);
        amount(messages.get("districts.respond.commons"), c.commonsProperty(), i++);
        amount(messages.get("districts.respond.innovations"), c.innovationsProperty(), i);
    }

    /** A quantity of the response: three to a row; the named lists (i from 6) a row each, the field spanning it. */
    private void amount(String label, StringProperty value, int i) {
        TextField field = new TextField();
        field.setId("districtsAmount-" + label.replace(' ', '-'));
        field.textProperty().bindBidirectional(value);
        Label name = new Label(label);
        name.setMinWidth(Region.USE_PREF_SIZE);
        int quantities = ConclaveService.AMOUNTS.size();
        if (i < quantities) {
            field.setPrefColumnCount(4);
            districtsAmounts.add(name, (i % 3) * 2, i / 3);
            districtsAmounts.add(field, (i % 3) * 2 + 1, i / 3);
        } else {
            int row = quantities / 3 + (i - quantities);
            districtsAmounts.add(name, 0, row);
            districtsAmounts.add(field, 1, row, 5, 1);
        }
    }

    private static void fixed(TableColumn<?, ?> c) {
        c.setMinWidth(c.getPrefWidth());
    }

    private static void listed(TableColumn<DistrictsViewModel.Row, String> c) {
        c.setMinWidth(80);
        c.setCellFactory(col -> new TableCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
                Cells.tip(this, empty || item == null || item.isEmpty() ? null : item);
            }
        });
    }

    /** A list whose long lines wrap to its width instead of running off to the right (or being cut). */
    private static void wrapping(ListView<String> list) {
        list.setCellFactory(l -> new ListCell<>() {
            private final Text text = new Text();

            {
                text.wrappingWidthProperty().bind(l.widthProperty().subtract(30));
                text.fillProperty().bind(textFillProperty());
                text.fontProperty().bind(fontProperty());
            }

            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(null);
                text.setText(empty || item == null ? "" : item);
                setGraphic(empty || item == null ? null : text);
            }
        });
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
    private void storm() {
        vm.setStorm(districtsStorm.isSelected());
    }

    @FXML
    private void copyPost() {
        vm.copyPost();
    }

    @FXML
    private void decide() {
        vm.reactions().decide();
    }

    @FXML
    private void pass() {
        vm.reactions().pass();
    }

    @FXML
    private void connect() {
        vm.actions().connect();
    }

    @FXML
    private void moveInnovation() {
        vm.actions().moveInnovation();
    }

    @FXML
    private void stopHousing() {
        vm.actions().stopHousing();
    }

    @FXML
    private void reinitialise() {
        vm.actions().reinitialise();
    }

    @FXML
    private void rename() {
        vm.book().rename();
    }

    @FXML
    private void answer() {
        vm.book().answer(districtsInbox.getSelectionModel().getSelectedIndex());
    }

    @FXML
    private void postSession() {
        vm.conclave().postSession();
    }

    @FXML
    private void respond() {
        vm.conclave().respond();
    }


    @FXML
    private void copyDeadCity() {
        vm.copyDeadCity();
    }
}
