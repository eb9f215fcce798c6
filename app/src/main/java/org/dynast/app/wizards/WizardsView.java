package org.dynast.app.wizards;

import java.util.List;
import java.util.function.Function;
import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.value.ObservableStringValue;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import org.dynast.app.common.FxmlView;
import org.dynast.app.common.Messages;

/**
 * The Wizards tab: a thin view with a panel per part of the game — Stables (with the Strength matrix), Breeding, Duels
 * (the board and {@link WizardsDuelView}'s actions), and the Campaign, Court and Weekly actions panels ({@link WizardsCampaignView}, {@link WizardsCourtView},
 * {@link WizardsWeeklyView}) — bound to their ViewModels.
 */
public final class WizardsView {

    private final WizardsViewModel vm;
    private final Messages messages;
    private final BorderPane root;

    @FXML private Label wizardsMessage;
    @FXML private Label wizardsStockLine;
    @FXML private Label wizardsBreedMessage;
    @FXML private Label wizardsRunNote;
    @FXML private Button wizardsRunBattle;
    @FXML private TabPane wizardsPanels;
    @FXML private ListView<WizardsViewModel.StableItem> wizardsStables;
    @FXML private ComboBox<String> wizardsBreeder;
    @FXML private ListView<WizardsViewModel.StockItem> wizardsStocks;
    @FXML private ListView<WizardsViewModel.WhelpItem> wizardsWhelps;
    @FXML private Button wizardsBreed;
    @FXML private ListView<WizardsViewModel.DuelItem> wizardsDuels;
    @FXML private Label wizardsDuelRoles;
    @FXML private Label wizardsDuelTimers;
    @FXML private VBox wizardsDuelActions;
    @FXML private TextArea wizardsBattle;
    @FXML private TableView<WizardsViewModel.MatrixRow> wizardsMatrix;
    @FXML private Label wizardsMatrixTitle;
    @FXML private TableView<WizardsViewModel.SlotRow> wizardsSlots;
    @FXML private Label wizardsBoard;
    @FXML private Tab wizardsDuelsTab;
    @FXML private Tab wizardsCampaignTab;
    @FXML private Tab wizardsCourtTab;
    @FXML private Tab wizardsWeeklyTab;

    public WizardsView(WizardsViewModel vm, WizardsDuelViewModel duelActions, WizardsCampaignViewModel campaign, WizardsCourtViewModel court,
                       WizardsWeeklyViewModel weekly, Messages messages) {
        this.vm = vm;
        this.messages = messages;
        this.root = FxmlView.load(this, messages);
        wizardsDuelActions.getChildren().setAll(new WizardsDuelView(duelActions, messages).root());
        // the timers' "due in …" and the deadline-bound actions follow the clock while the Duels panel is shown
        Timeline tick = new Timeline(new KeyFrame(
                Duration.minutes(1), e -> {
                    if (wizardsDuelsTab.isSelected()) {
                        vm.refresh();
                        duelActions.refresh();
                    }
                }));
        tick.setCycleCount(Animation.INDEFINITE);
        // it runs only while the tab is in a window: a closed dynasty's tab is not kept alive by it
        root.sceneProperty().addListener((o, a, b) -> {
            if (b == null) {
                tick.stop();
            } else {
                tick.play();
            }
        });
        vm.duelProperty().addListener((o, a, b) -> duelActions.duelProperty().set(b == null ? null : b.number()));
        duelActions.duelProperty().set(vm.duelProperty().get() == null ? null : vm.duelProperty().get().number());
        duelActions.duelProperty().addListener((o, a, b) -> {
            if (b != null) {
                vm.choose(b);
            }
        });
        wizardsCampaignTab.setContent(new WizardsCampaignView(campaign, messages).root());
        wizardsCourtTab.setContent(new WizardsCourtView(court, messages).root());
        wizardsWeeklyTab.setContent(new WizardsWeeklyView(weekly, messages).root());
        // what a panel said was about that panel: turning to another one leaves it behind
        wizardsPanels.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            for (WizardsPanelModel panel : List.of(vm, duelActions, campaign, court, weekly)) {
                panel.clearMessages();
            }
        });
    }

    public BorderPane root() {
        return root;
    }

    @FXML
    private void initialize() {
        wizardsMessage.textProperty().bind(vm.messageProperty());
        Tooltip whole = new Tooltip();
        whole.textProperty().bind(vm.messageProperty());
        wizardsMessage.setTooltip(whole);
        shown(wizardsBreedMessage, vm.breedMessageProperty());
        wizardsRunBattle.disableProperty().bind(vm.runnableProperty().not());
        shown(wizardsRunNote, Bindings.when(vm.boardMessageProperty().isEmpty())
                .then(vm.runRefusalProperty()).otherwise(vm.boardMessageProperty()));
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
                    chip.getStyleClass().add(c.locked() ? "creature-chip-locked" : "creature-chip");
                    chip.setTooltip(new Tooltip(messages.get(c.locked() ? "wizards.chip.locked" : "wizards.chip.tip",
                            c.creature(), c.upkeep())));
                    chips.getChildren().add(chip);
                }
                Label head = new Label(messages.get("wizards.stable.head", s.wizard(), s.food(), s.favor(),
                        s.upkeep()));
                head.getStyleClass().add("stable-head");
                setGraphic(new VBox(2, head, chips));
            }
        });
        wizardsStables.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (b != null) {
                vm.stableProperty().set(b);
            }
        });
        vm.stableProperty().addListener((o, a, b) -> {
            wizardsStables.getSelectionModel().select(b);
            wizardsMatrixTitle.setText(b == null ? messages.get("wizards.matrix.title")
                    : messages.get("wizards.matrix", b.wizard()));
        });
        wizardsMatrix.setItems(vm.matrix());
        vm.matrixColumns().addListener((ListChangeListener<String>) c -> matrixColumns());
        matrixColumns();
        slotColumns();
        wizardsSlots.setItems(vm.slots());
        wizardsBoard.textProperty().bind(vm.boardProperty());
        wizardsBreeder.setItems(vm.breeders());
        wizardsBreeder.valueProperty().bindBidirectional(vm.breederProperty());
        wizardsStocks.setItems(vm.stocks());
        wizardsStocks.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(WizardsViewModel.StockItem s, boolean empty) {
                super.updateItem(s, empty);
                setText(empty || s == null ? null : s.toString());
                // a Stock that may not be bred from is greyed, with why in its text and its tooltip
                setDisable(s != null && !s.legal());
                setOpacity(s != null && !s.legal() ? 0.5 : 1);
                setTooltip(s == null || s.legal() && s.note() == null ? null : tip(s.toString()));
            }
        });
        wizardsStocks.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (b != null && b.legal()) {
                vm.stockProperty().set(b);
            } else if (b != null) {
                wizardsStocks.getSelectionModel().select(vm.stockProperty().get());
            }
        });
        // the Stock in use is always the one selected in the list, and named above the whelps
        vm.stockProperty().addListener((o, a, b) -> showStock());
        vm.stocks().addListener((ListChangeListener<WizardsViewModel.StockItem>) c -> showStock());
        showStock();
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

    private void showStock() {
        WizardsViewModel.StockItem s = vm.stockProperty().get();
        if (wizardsStocks.getSelectionModel().getSelectedItem() != s) {
            wizardsStocks.getSelectionModel().select(s);
        }
        wizardsStockLine.setText(s == null ? "" : messages.get("wizards.breed.from", s.toString()));
    }

    /** Shows {@code text} in {@code label}, the label taking no room while there is nothing to say. */
    private static void shown(Label label, ObservableStringValue text) {
        label.textProperty().bind(text);
        label.visibleProperty().bind(label.textProperty().isNotEmpty());
        label.managedProperty().bind(label.visibleProperty());
    }

    /** A row per current Battlefield (its effects shown), a column per creature, each cell's reasons in its tooltip. */
    private void matrixColumns() {
        wizardsMatrix.getColumns().clear();
        TableColumn<WizardsViewModel.MatrixRow, String> field = new TableColumn<>(
                messages.get("wizards.matrix.battlefield"));
        field.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().wording()));
        field.setPrefWidth(300);
        field.setMinWidth(220);
        field.setMaxWidth(340);
        field.setSortable(false);
        wizardsMatrix.getColumns().add(field);
        for (int i = 0; i < vm.matrixColumns().size(); i++) {
            int at = i;
            TableColumn<WizardsViewModel.MatrixRow, WizardsViewModel.MatrixCell> col = new TableColumn<>();
            Label head = new Label(vm.matrixColumns().get(i));
            head.setWrapText(true);
            head.setMinHeight(54);
            head.setMaxWidth(110);
            head.setTooltip(new Tooltip(vm.matrixColumns().get(i)));
            col.setGraphic(head);
            col.setPrefWidth(120);
            col.setMinWidth(100);
            col.setMaxWidth(160);
            col.setSortable(false);
            col.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().cells().get(at)));
            col.setCellFactory(c -> new TableCell<>() {
                // one tooltip per cell, its text changed as the cell is reused (a new one per update cost a switch
                // to the Wizards tab 5 % of its FX-thread time)
                private final Tooltip reasons = tip("");

                @Override
                protected void updateItem(WizardsViewModel.MatrixCell cell, boolean empty) {
                    super.updateItem(cell, empty);
                    setText(empty || cell == null ? null : cell.toString());
                    if (empty || cell == null) {
                        setTooltip(null);
                    } else {
                        reasons.setText(cell.reasons());
                        setTooltip(reasons);
                    }
                    getStyleClass().removeAll("strength-high", "strength-low");
                    if (!empty && cell != null && cell.strength() != 0) {
                        getStyleClass().add(cell.strength() > 0 ? "strength-high" : "strength-low");
                    }
                }
            });
            wizardsMatrix.getColumns().add(col);
        }
    }

    private void slotColumns() {
        wizardsSlots.getColumns().add(column("wizards.duel.slot", r -> Integer.toString(r.slot()), null, 40));
        wizardsSlots.getColumns().add(column("wizards.duel.first", WizardsViewModel.SlotRow::first, null, 140));
        wizardsSlots.getColumns().add(column("wizards.duel.strength", r -> r.firstStrength() == null ? "" : r.firstStrength().toString(),
                WizardsViewModel.SlotRow::firstReasons, 60));
        wizardsSlots.getColumns().add(column("wizards.duel.second", WizardsViewModel.SlotRow::second, null, 140));
        wizardsSlots.getColumns().add(column("wizards.duel.strength", r -> r.secondStrength() == null ? "" : r.secondStrength().toString(),
                WizardsViewModel.SlotRow::secondReasons, 60));
        wizardsSlots.getColumns().add(column("wizards.duel.winner", WizardsViewModel.SlotRow::winner, null, 90));
    }

    /** A text column; {@code tip} gives its cells' tooltip (the Strength's reasons). */
    static <R> TableColumn<R, String> column(Messages messages, String key, Function<R, String> text,
                                             Function<R, String> tip, double width) {
        TableColumn<R, String> col = new TableColumn<>(messages.get(key));
        col.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(text.apply(c.getValue())));
        col.setPrefWidth(width);
        col.setSortable(false);
        if (tip != null) {
            col.setCellFactory(c -> new TableCell<>() {
                private final Tooltip reasons = tip("");

                @Override
                protected void updateItem(String value, boolean empty) {
                    super.updateItem(value, empty);
                    setText(empty ? null : value);
                    R row = empty || getTableRow() == null ? null : getTableRow().getItem();
                    if (row == null) {
                        setTooltip(null);
                    } else {
                        reasons.setText(tip.apply(row));
                        setTooltip(reasons);
                    }
                }
            });
        }
        return col;
    }

    private TableColumn<WizardsViewModel.SlotRow, String> column(String key,
            Function<WizardsViewModel.SlotRow, String> text, Function<WizardsViewModel.SlotRow, String> tip,
            double width) {
        return column(messages, key, text, tip, width);
    }

    /** A tooltip for reasons: one to a line, long ones wrapped. */
    static Tooltip tip(String text) {
        Tooltip t = new Tooltip(text);
        t.setWrapText(true);
        t.setMaxWidth(560);
        return t;
    }

    /** Puts {@code text} on the system clipboard (the result or comment to post). */
    static void copy(String text) {
        ClipboardContent content = new ClipboardContent();
        content.putString(text);
        Clipboard.getSystemClipboard().setContent(content);
    }

    @FXML
    private void copyResult() {
        copy(wizardsBattle.getText());
    }

    private void showDuel(WizardsViewModel.DuelItem d) {
        wizardsDuels.getSelectionModel().select(d);
        wizardsDuelRoles.setText(d == null ? "" : d.roles());
        wizardsDuelTimers.setText(d == null ? "" : d.timers());
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
    private void copyWikiPage() {
        vm.copyWikiPage();
    }
}
