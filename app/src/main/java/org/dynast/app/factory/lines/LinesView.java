package org.dynast.app.factory.lines;

import java.util.Locale;
import javafx.application.Platform;
import javafx.beans.value.ObservableBooleanValue;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.Dragboard;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.dynast.app.common.Cells;
import org.dynast.app.common.FxmlView;
import org.dynast.app.common.Messages;
import org.dynast.app.common.Why;

/**
 * The Machine Lines tab: a thin view bound to {@link LinesViewModel}. The Line is six slots drawn left
 * to right, coloured by heat, with recorded information and Widget badges; Machines come from the
 * palette (select and press "Add here", or drag one onto a slot).
 */
public final class LinesView {

    private final LinesViewModel vm;
    private final Messages messages;
    private final StackPane root;

    @FXML private VBox notFactoryBox;
    @FXML private Label notFactoryLabel;
    @FXML private BorderPane factoryPane;
    @FXML private ComboBox<String> workerChoice;
    @FXML private Button clockOutButton;
    @FXML private Button reportButton;
    @FXML private Button cogbotButton;
    @FXML private Label victoryLabel;
    @FXML private ListView<String> paletteList;
    @FXML private Label paletteDetail;
    @FXML private HBox lineBox;
    @FXML private Label energyLabel;
    @FXML private Label cogsLabel;
    @FXML private Label prototypesLabel;
    @FXML private FlowPane boxesPane;
    @FXML private ListView<String> techsList;
    @FXML private ListView<String> thingsList;
    @FXML private Button spendThingButton;
    @FXML private Button removeThingButton;
    @FXML private Label overThingCapLabel;
    @FXML private ComboBox<String> cyclePerformerChoice;
    @FXML private ListView<String> clientsList;
    @FXML private Button cycleButton;
    @FXML private Label lastCycleLabel;
    @FXML private ListView<String> cyclePreviewList;
    @FXML private Label linesMessage;

    public LinesView(LinesViewModel vm, Messages messages) {
        this.vm = vm;
        this.messages = messages;
        this.root = FxmlView.load(this, messages);
    }

    public StackPane root() {
        return root;
    }

    /** Refreshes only while {@code shown} is true (the tab is selected). */
    public void showWhen(ObservableBooleanValue shown) {
        vm.setVisible(shown.get());
        shown.addListener((o, a, b) -> vm.setVisible(b));
    }

    @FXML
    private void initialize() {
        notFactoryBox.visibleProperty().bind(vm.factoryProperty().not());
        factoryPane.visibleProperty().bind(vm.factoryProperty());
        notFactoryLabel.textProperty().bind(vm.notFactoryProperty());
        workerChoice.setItems(vm.workers());
        workerChoice.valueProperty().bindBidirectional(vm.selectedWorkerProperty());
        clockOutButton.disableProperty().bind(vm.clockedInProperty().not());
        reportButton.disableProperty().bind(vm.clockedInProperty().not());
        cogbotButton.disableProperty().bind(vm.cogbotOnProperty());
        victoryLabel.textProperty().bind(vm.victoryProperty());
        victoryLabel.visibleProperty().bind(vm.victoryProperty().isNotEmpty());
        victoryLabel.managedProperty().bind(victoryLabel.visibleProperty());

        paletteList.setItems(vm.palette());
        paletteList.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> vm.selectedMachineProperty()
                .set(b));
        paletteList.setCellFactory(list -> {
            ListCell<String> cell = new ListCell<>() {
                @Override
                protected void updateItem(String item, boolean empty) {
                    super.updateItem(item, empty);
                    setText(empty ? null : item);
                }
            };
            cell.setOnDragDetected(e -> {
                if (cell.getItem() != null) {
                    Dragboard db = cell.startDragAndDrop(TransferMode.COPY);
                    ClipboardContent content = new ClipboardContent();
                    content.putString(cell.getItem());
                    db.setContent(content);
                    e.consume();
                }
            });
            return cell;
        });
        paletteDetail.textProperty().bind(vm.paletteDetailProperty());

        energyLabel.textProperty().bind(vm.energyProperty());
        cogsLabel.textProperty().bind(vm.cogsProperty());
        prototypesLabel.textProperty().bind(vm.prototypesProperty());
        techsList.setItems(vm.techs());
        thingsList.setItems(vm.things());
        spendThingButton.disableProperty().bind(thingsList.getSelectionModel().selectedItemProperty().isNull());
        clientsList.setItems(vm.clients());
        Why.attach(clientsList, messages,
                () -> vm.explainClient(clientsList.getSelectionModel().getSelectedIndex()));
        clientsList.setCellFactory(list -> new ListCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
                setWrapText(true);
                setPrefWidth(0);
                getStyleClass().removeAll("client-satisfied", "client-unsatisfied");
                if (!empty && item != null) {
                    getStyleClass().add(item.startsWith("\u2714") ? "client-satisfied" : "client-unsatisfied");
                }
            }
        });
        cyclePreviewList.setItems(vm.cyclePreview());
        cyclePreviewList.setCellFactory(list -> new Cells.WrappingListCell<>(list));
        cyclePerformerChoice.setItems(vm.cyclePerformers());
        cyclePerformerChoice.valueProperty().bindBidirectional(vm.cyclePerformerProperty());
        cycleButton.disableProperty().bind(vm.cycleAllowedProperty().not()
                .or(vm.cyclePerformerProperty().isNull()));
        overThingCapLabel.textProperty().bind(vm.overThingCapProperty());
        overThingCapLabel.visibleProperty().bind(vm.overThingCapProperty().isNotEmpty());
        overThingCapLabel.managedProperty().bind(overThingCapLabel.visibleProperty());
        removeThingButton.visibleProperty().bind(vm.overThingCapProperty().isNotEmpty());
        removeThingButton.managedProperty().bind(removeThingButton.visibleProperty());
        lastCycleLabel.textProperty().bind(vm.lastCycleProperty());
        linesMessage.textProperty().bind(vm.messageProperty());

        // redrawn once per frame however many changes a refresh makes (drawLine was 8 % of a switch's FX time)
        vm.boxes().addListener((ListChangeListener<String>) c -> redrawSoon());
        vm.slots().addListener((ListChangeListener<SlotRow>) c -> redrawSoon());
        vm.selectedMachineProperty().addListener((o, a, b) -> redrawSoon()); // a Crusher may go into a full Line
        drawBoxes();
        drawLine();
    }

    private boolean redrawPending;

    private void redrawSoon() {
        if (!redrawPending) {
            redrawPending = true;
            Platform.runLater(() -> {
                redrawPending = false;
                drawBoxes();
                drawLine();
            });
        }
    }

    private void drawBoxes() {
        boxesPane.getChildren().clear();
        for (String b : vm.boxes()) {
            Label chip = new Label(b);
            chip.getStyleClass().add("box-chip");
            boxesPane.getChildren().add(chip);
        }
        if (vm.boxes().isEmpty()) {
            Label none = new Label(messages.get("lines.boxes.none"));
            none.getStyleClass().add("counts");
            boxesPane.getChildren().add(none);
        }
    }

    private void drawLine() {
        lineBox.getChildren().clear();
        int firstEmpty = (int) vm.slots().stream().filter(s -> !s.empty()).count();
        for (SlotRow s : vm.slots()) {
            VBox slot = new VBox(3);
            slot.setId("slot" + s.index());
            slot.getStyleClass().add("machine-slot");
            HBox.setHgrow(slot, Priority.ALWAYS);
            slot.setPrefWidth(150);
            slot.setMinWidth(110);
            Label position = new Label("#" + (s.index() + 1));
            position.getStyleClass().add("slot-position");
            slot.getChildren().add(position);
            if (s.empty()) {
                slot.getStyleClass().add("slot-empty");
                slot.getChildren().add(new Label(messages.get("lines.slot.empty")));
                Button add = button("add" + s.index(), messages.get("lines.slot.add"), () -> vm.addMachine(s.index()));
                add.setDisable(s.index() != firstEmpty);
                slot.getChildren().add(add);
            } else {
                slot.getStyleClass().add("heat-" + s.heat().toLowerCase(Locale.ROOT));
                Label name = new Label(s.type());
                name.setId("machine" + s.index());
                name.getStyleClass().add("machine-name");
                name.setWrapText(true);
                Label heat = new Label(s.heat() + (s.info().isEmpty() ? "" : "  (" + s.info() + ")"));
                heat.getStyleClass().add("machine-heat");
                slot.getChildren().addAll(name, heat);
                if (!s.widget().isEmpty()) {
                    Label badge = new Label(s.widget());
                    badge.getStyleClass().add("widget-badge");
                    slot.getChildren().add(badge);
                }
                Label cost = new Label(messages.get("lines.slot.cost", s.cost()));
                cost.setId("cost" + s.index());
                cost.setWrapText(true);
                cost.setMinHeight(Region.USE_PREF_SIZE); // the effect gives way, not the cost
                cost.getStyleClass().add("slot-cost");
                Label preview = new Label(s.preview());
                preview.setId("effect" + s.index());
                preview.setWrapText(true);
                preview.getStyleClass().add(s.canActivate() ? "slot-preview" : s.heat().equals("Hot") ? "slot-cost"
                        : "slot-problem");
                preview.setMaxHeight(200); // a long effect is cut there, whole in its tooltip
                Tooltip.install(preview, new Tooltip(s.preview()));
                Button activate = button("activate" + s.index(), messages.get("lines.slot.activate"),
                        () -> vm.activate(s.index()));
                activate.setDisable(!s.canActivate());
                activate.setTooltip(new Tooltip(messages.get("lines.slot.cost", s.cost())));
                Button demolish = button("demolish" + s.index(), messages.get("lines.slot.demolish"),
                        () -> vm.demolish(s.index()));
                demolish.setDisable(!s.canDemolish());
                Button widget = button("widget" + s.index(), messages.get("lines.slot.widget"),
                        () -> vm.attachWidget(s.index()));
                Button insert = button("insert" + s.index(), messages.get("lines.slot.insert"),
                        () -> vm.addMachine(s.index()));
                insert.setDisable(firstEmpty >= LinesViewModel.SLOTS && !vm.selectedMachineFitsAFullLine());
                Button left = button("moveLeft" + s.index(), "\u25C0", () -> vm.move(s.index(), -1));
                left.setDisable(s.index() == 0);
                Button right = button("moveRight" + s.index(), "\u25B6", () -> vm.move(s.index(), 1));
                right.setDisable(s.index() + 1 >= firstEmpty);
                for (Button b : new Button[] {left, right}) {
                    b.setTooltip(new Tooltip(messages.get("lines.slot.move")));
                    HBox.setHgrow(b, Priority.ALWAYS);
                }
                HBox order = new HBox(4, left, right);
                slot.getChildren().addAll(cost, preview, activate, demolish, widget, insert, order);
            }
            int target = Math.min(s.index(), firstEmpty);
            slot.setOnDragOver(e -> {
                if (e.getDragboard().hasString()) {
                    e.acceptTransferModes(TransferMode.COPY);
                }
                e.consume();
            });
            slot.setOnDragDropped(e -> {
                String type = e.getDragboard().getString();
                paletteList.getSelectionModel().select(type);
                vm.selectedMachineProperty().set(type);
                vm.addMachine(target);
                e.setDropCompleted(true);
                e.consume();
            });
            lineBox.getChildren().add(slot);
        }
    }

    private static Button button(String id, String text, Runnable action) {
        Button b = new Button(text);
        b.setId(id);
        b.setMaxWidth(Double.MAX_VALUE);
        b.setOnAction(e -> action.run());
        return b;
    }

    @FXML
    private void clockOut() {
        vm.clockOut();
    }

    @FXML
    private void submitReport() {
        vm.submitReport();
    }

    @FXML
    private void learnTech() {
        vm.learnTech();
    }

    @FXML
    private void turnOnCogbot() {
        vm.turnOnCogbot();
    }

    @FXML
    private void copyTracking() {
        vm.copyTrackingText();
    }

    @FXML
    private void importTracking() {
        vm.importTrackingText();
    }

    @FXML
    private void spendThing() {
        String thing = thingsList.getSelectionModel().getSelectedItem();
        if (thing != null) {
            vm.spendThing(thing);
        }
    }

    @FXML
    private void removeRandomThing() {
        vm.removeRandomThing();
    }

    @FXML
    private void cycle() {
        vm.cycle();
    }
}
