package org.dynast.app.wizards;

import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;
import org.dynast.app.common.FxmlView;
import org.dynast.app.common.Messages;

/** The Wizards tab: a thin view bound to {@link WizardsViewModel}. */
public final class WizardsView {

    private final WizardsViewModel vm;
    private final Messages messages;
    private final BorderPane root;

    @FXML private Label wizardsMessage;
    @FXML private ListView<WizardsViewModel.StableItem> wizardsStables;
    @FXML private ComboBox<String> wizardsBreeder;
    @FXML private ListView<WizardsViewModel.StockItem> wizardsStocks;
    @FXML private ListView<WizardsViewModel.WhelpItem> wizardsWhelps;
    @FXML private Button wizardsBreed;
    @FXML private ListView<WizardsViewModel.DuelItem> wizardsDuels;
    @FXML private Label wizardsDuelRoles;
    @FXML private Label wizardsDuelTimers;
    @FXML private TextArea wizardsPlans;
    @FXML private TextArea wizardsBattle;

    public WizardsView(WizardsViewModel vm, Messages messages) {
        this.vm = vm;
        this.messages = messages;
        this.root = FxmlView.load(this, messages);
    }

    public BorderPane root() {
        return root;
    }

    @FXML
    private void initialize() {
        wizardsMessage.textProperty().bind(vm.messageProperty());
        wizardsStables.setItems(vm.stables());
        wizardsStables.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(WizardsViewModel.StableItem s, boolean empty) {
                super.updateItem(s, empty);
                if (empty || s == null) {
                    setGraphic(null);
                    return;
                }
                FlowPane chips = new FlowPane(4, 4);
                for (WizardsViewModel.Chip c : s.chips()) {
                    Label chip = new Label(c.toString());
                    chip.getStyleClass().add("creature-chip");
                    chip.setTooltip(new Tooltip(messages.get("wizards.chip.tip", c.creature(), c.upkeep())));
                    chips.getChildren().add(chip);
                }
                Label head = new Label(messages.get("wizards.stable.head", s.wizard(), s.food(), s.favor(),
                        s.upkeep()));
                head.getStyleClass().add("stable-head");
                setGraphic(new VBox(2, head, chips));
            }
        });
        wizardsBreeder.setItems(vm.breeders());
        wizardsBreeder.valueProperty().bindBidirectional(vm.breederProperty());
        wizardsStocks.setItems(vm.stocks());
        wizardsStocks.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(WizardsViewModel.StockItem s, boolean empty) {
                super.updateItem(s, empty);
                setText(empty || s == null ? null : s.toString());
                setDisable(s != null && !s.legal());
                setOpacity(s != null && !s.legal() ? 0.5 : 1);
            }
        });
        wizardsStocks.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (b != null && b.legal()) {
                vm.stockProperty().set(b);
            }
        });
        vm.stockProperty().addListener((o, a, b) -> wizardsStocks.getSelectionModel().select(b));
        wizardsWhelps.setItems(vm.whelps());
        wizardsWhelps.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(WizardsViewModel.WhelpItem w, boolean empty) {
                super.updateItem(w, empty);
                setText(empty || w == null ? null : w.toString());
                setDisable(w != null && !w.legal());
                setOpacity(w != null && !w.legal() ? 0.5 : 1);
            }
        });
        wizardsWhelps.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (b != null && b.legal()) {
                vm.whelpProperty().set(b);
            }
        });
        vm.whelpProperty().addListener((o, a, b) -> wizardsWhelps.getSelectionModel().select(b));
        wizardsBreed.disableProperty().bind(vm.whelpProperty().isNull());
        wizardsDuels.setItems(vm.duels());
        wizardsDuels.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (b != null) {
                vm.duelProperty().set(b);
            }
        });
        vm.duelProperty().addListener((o, a, b) -> showDuel(b));
        showDuel(vm.duelProperty().get());
        wizardsBattle.textProperty().bind(vm.battleTextProperty());
    }

    private void showDuel(WizardsViewModel.DuelItem d) {
        wizardsDuels.getSelectionModel().select(d);
        wizardsDuelRoles.setText(d == null ? "" : d.roles());
        wizardsDuelTimers.setText(d == null ? "" : d.timers());
        wizardsPlans.setText(d == null ? "" : d.plans());
    }

    @FXML
    private void breed() {
        vm.breed();
    }

    @FXML
    private void runBattle() {
        vm.runBattle();
    }

    @FXML
    private void undo() {
        vm.undo();
    }
}
