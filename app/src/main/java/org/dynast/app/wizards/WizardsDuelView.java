package org.dynast.app.wizards;

import java.util.List;
import javafx.beans.property.ObjectProperty;
import javafx.collections.ObservableList;
import javafx.fxml.FXML;
import javafx.scene.control.Accordion;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import org.dynast.app.common.FxmlView;
import org.dynast.app.common.Messages;

/**
 * The Duels panel's actions: announce, accept / judge / force / close, the private plan box with the deadline's
 * declaration, and taking a creature; a thin view bound to {@link WizardsDuelViewModel}.
 */
public final class WizardsDuelView {

    private final WizardsDuelViewModel vm;
    private final Messages messages;
    private final VBox root;

    @FXML private Accordion duelActions;
    @FXML private TitledPane duelAnnouncePane;
    @FXML private TitledPane duelRolesPane;
    @FXML private TitledPane duelPlanPane;
    @FXML private TitledPane duelTakePane;
    @FXML private ComboBox<String> duelChallenger;
    @FXML private TextField duelTitle;
    @FXML private ComboBox<String> duelField1;
    @FXML private ComboBox<String> duelField2;
    @FXML private ComboBox<String> duelField3;
    @FXML private ComboBox<String> duelOpponentChoice;
    @FXML private ComboBox<String> duelJudgeChoice;
    @FXML private ComboBox<String> duelAcceptor;
    @FXML private Button duelAccept;
    @FXML private ComboBox<String> duelField;
    @FXML private Button duelForce;
    @FXML private ComboBox<String> duelJudge;
    @FXML private Button duelJudgeIt;
    @FXML private Button duelClose;
    @FXML private ComboBox<String> duelDuelist;
    @FXML private Button duelSendPlan;
    @FXML private GridPane duelPlanBox;
    @FXML private Button duelTimeout;
    @FXML private Label duelTimeoutWhy;
    @FXML private ComboBox<String> duelTaking;
    @FXML private Button duelTake;
    @FXML private ComboBox<String> duelRemoving;
    @FXML private TitledPane duelSpoilsPane;
    @FXML private ComboBox<String> duelSpoilsDruid;
    @FXML private ComboBox<String> duelSpoilsWizard;
    @FXML private ComboBox<String> duelSpoilsCreature;
    @FXML private Button duelSpoils;
    @FXML private Label duelMessage;

    public WizardsDuelView(WizardsDuelViewModel vm, Messages messages) {
        this.vm = vm;
        this.messages = messages;
        this.root = FxmlView.load(this, messages);
    }

    public VBox root() {
        return root;
    }

    @FXML
    private void initialize() {
        bind(duelChallenger, vm.wizards(), vm.challengerProperty());
        duelTitle.textProperty().bindBidirectional(vm.titleProperty());
        bind(duelField1, vm.fields(), vm.announceFieldProperty(0));
        bind(duelField2, vm.fields(), vm.announceFieldProperty(1));
        bind(duelField3, vm.fields(), vm.announceFieldProperty(2));
        bind(duelOpponentChoice, vm.opponentChoices(), vm.opponentChoiceProperty());
        bind(duelJudgeChoice, vm.judgeChoices(), vm.judgeChoiceProperty());
        bind(duelAcceptor, vm.acceptors(), vm.acceptorProperty());
        bind(duelField, vm.duelFields(), vm.duelFieldProperty());
        bind(duelJudge, vm.judges(), vm.judgeProperty());
        bind(duelDuelist, vm.duelists(), vm.duelistProperty());
        bind(duelTaking, vm.takeable(), vm.takingProperty());
        bind(duelRemoving, vm.removable(), vm.removingProperty());
        bind(duelSpoilsDruid, vm.druidCreatures(), vm.druidCreatureProperty());
        bind(duelSpoilsWizard, vm.spoilsWizards(), vm.spoilsWizardProperty());
        bind(duelSpoilsCreature, vm.spoilsCreatures(), vm.spoilsCreatureProperty());
        for (var box : List.of(duelSpoilsDruid, duelSpoilsWizard, duelSpoilsCreature)) {
            box.disableProperty().bind(vm.canSpoilProperty().not());
        }
        duelSpoils.disableProperty().bind(vm.canSpoilProperty().not());
        duelAccept.disableProperty().bind(vm.canAcceptProperty().not());
        duelAcceptor.disableProperty().bind(vm.canAcceptProperty().not());
        duelField.disableProperty().bind(vm.canAcceptProperty().not().and(vm.canForceProperty().not()));
        duelForce.disableProperty().bind(vm.canForceProperty().not());
        duelJudge.disableProperty().bind(vm.canJudgeProperty().not());
        duelJudgeIt.disableProperty().bind(vm.canJudgeProperty().not());
        duelClose.disableProperty().bind(vm.canCloseProperty().not());
        duelDuelist.disableProperty().bind(vm.canPlanProperty().not());
        duelSendPlan.disableProperty().bind(vm.canPlanProperty().not());
        duelPlanBox.disableProperty().bind(vm.canPlanProperty().not());
        duelTimeout.disableProperty().bind(vm.canTimeoutProperty().not());
        duelTimeoutWhy.textProperty().bind(vm.timeoutWhyProperty());
        duelTaking.disableProperty().bind(vm.canTakeProperty().not());
        duelRemoving.disableProperty().bind(vm.canTakeProperty().not());
        duelTake.disableProperty().bind(vm.canTakeProperty().not());
        for (int i = 0; i < WizardsDuelViewModel.SLOTS; i++) {
            ComboBox<String> slot = new ComboBox<>(vm.slotChoices());
            slot.setId("duelSlot" + (i + 1));
            slot.setEditable(true);
            slot.setMaxWidth(Double.MAX_VALUE);
            slot.setPromptText(messages.get("wizards.duel.slot.prompt"));
            slot.valueProperty().bindBidirectional(vm.slotProperty(i));
            duelPlanBox.addRow(i, new Label(messages.get("wizards.duel.slotn", i + 1)), slot);
        }
        duelMessage.textProperty().bind(vm.messageProperty());
        duelMessage.visibleProperty().bind(vm.messageProperty().isNotEmpty());
        duelMessage.managedProperty().bind(duelMessage.visibleProperty());
        // no animation: a stage change may open one pane right after another
        duelActions.getPanes().forEach(p -> p.setAnimated(false));
        vm.duelProperty().addListener((o, a, b) -> expandForStage());
        vm.canPlanProperty().addListener((o, a, b) -> expandForStage());
        vm.canTakeProperty().addListener((o, a, b) -> expandForStage());
        vm.canSpoilProperty().addListener((o, a, b) -> expandForStage());
        expandForStage();
    }

    /** Opens what the chosen duel's stage calls for: its plans once begun, the taking once won, else its roles. */
    private void expandForStage() {
        duelActions.setExpandedPane(vm.canSpoilProperty().get() ? duelSpoilsPane
                : vm.canTakeProperty().get() ? duelTakePane : vm.canPlanProperty().get()
                ? duelPlanPane : vm.duelProperty().get() == null ? duelAnnouncePane : duelRolesPane);
    }

    private static void bind(ComboBox<String> box, ObservableList<String> items, ObjectProperty<String> value) {
        box.setItems(items);
        box.valueProperty().bindBidirectional(value);
    }

    @FXML
    private void announce() {
        vm.announce();
    }

    @FXML
    private void accept() {
        vm.accept();
    }

    @FXML
    private void force() {
        vm.force();
    }

    @FXML
    private void judge() {
        vm.judge();
    }

    @FXML
    private void close() {
        vm.close();
    }

    @FXML
    private void sendPlan() {
        vm.sendPlan();
    }

    @FXML
    private void timeout() {
        vm.timeout();
    }

    @FXML
    private void take() {
        vm.take();
    }

    @FXML
    private void spoils() {
        vm.druidSpoils();
    }
}
