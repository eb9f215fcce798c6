package org.dynast.app.blogbots.arena;

import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BooleanSupplier;
import javafx.animation.AnimationTimer;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.scene.Scene;
import javafx.scene.canvas.Canvas;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Slider;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.shape.Rectangle;
import javafx.util.StringConverter;
import org.dynast.app.common.FxmlView;
import org.dynast.app.common.Messages;
import org.dynast.app.common.Shortcuts;
import org.dynast.app.common.Why;

/**
 * The Arena tab (and the viewer-only window): a thin view over {@link ArenaViewModel}. An AnimationTimer
 * advances the cursor by the frame's elapsed time while playing and the canvas paints what the cursor gives.
 */
public final class ArenaView {

    private final ArenaViewModel vm;
    private final Messages messages;
    private final BorderPane root;
    private final FrameStats frames = new FrameStats();
    private boolean updatingSlider;
    private boolean dirty = true;

    @FXML private BorderPane arenaRoot;
    @FXML private Button openReplayButton;
    @FXML private Button playButton;
    @FXML private Button runBoutButton;
    @FXML private Button publishButton;
    @FXML private Button oddsButton;
    @FXML private HBox oddsBar;
    @FXML private ProgressBar oddsProgress;
    @FXML private Button oddsCancelButton;
    @FXML private Label oddsLabel;
    @FXML private CheckBox reverseCheck;
    @FXML private CheckBox arenaPlayerViewCheck;
    @FXML private CheckBox showResultCheck;
    @FXML private Label captionLabel;
    @FXML private VBox legendHolder;
    @FXML private ComboBox<Double> speedChoice;
    @FXML private Label titleLabel;
    @FXML private StackPane canvasHolder;
    @FXML private Canvas arenaCanvas;
    @FXML private Pane markerPane;
    @FXML private Slider timelineSlider;
    @FXML private LineChart<Number, Number> tallyChart;
    @FXML private LineChart<Number, Number> conditionChart;
    @FXML private Label outcomeLabel;
    @FXML private ListView<EventLog.Row> eventLog;
    @FXML private Label arenaMessage;

    private final AnimationTimer timer = new AnimationTimer() {
        private long last;

        @Override
        public void start() {
            last = 0;
            super.start();
        }

        @Override
        public void handle(long now) {
            if (last != 0) {
                long started = System.nanoTime();
                boolean moved = vm.advance((now - last) / 1e9);
                if (moved || dirty) {
                    paint();
                }
                if (moved) {
                    frames.record(now - last, System.nanoTime() - started);
                }
            }
            last = now;
            if (!vm.playingProperty().get()) {
                stop();
            }
        }
    };

    public ArenaView(ArenaViewModel vm, Messages messages) {
        this.vm = vm;
        this.messages = messages;
        this.root = FxmlView.load(this, messages);
    }

    public BorderPane root() {
        return root;
    }

    public FrameStats frames() {
        return frames;
    }

    @FXML
    private void initialize() {
        arenaCanvas.widthProperty().bind(canvasHolder.widthProperty());
        arenaCanvas.heightProperty().bind(canvasHolder.heightProperty());
        arenaCanvas.widthProperty().addListener((o, a, b) -> requestPaint());
        arenaCanvas.heightProperty().addListener((o, a, b) -> requestPaint());
        canvasHolder.setMinWidth(0);
        Rectangle clip = new Rectangle();
        clip.widthProperty().bind(canvasHolder.widthProperty());
        clip.heightProperty().bind(canvasHolder.heightProperty());
        canvasHolder.setClip(clip);

        speedChoice.getItems().setAll(ArenaViewModel.SPEEDS);
        speedChoice.setConverter(new StringConverter<>() {
            @Override
            public String toString(Double v) {
                return v == null ? "" : (v == Math.floor(v) ? Integer.toString(v.intValue()) : v.toString()) + "\u00d7";
            }

            @Override
            public Double fromString(String s) {
                return Double.valueOf(s.replace("\u00d7", ""));
            }
        });
        speedChoice.setValue(vm.speedProperty().get());
        speedChoice.valueProperty().addListener((o, a, b) -> {
            if (b != null) {
                vm.speedProperty().set(b);
            }
        });
        vm.speedProperty().addListener((o, a, b) -> speedChoice.setValue(b.doubleValue()));
        runBoutButton.setVisible(vm.canRunBouts());
        runBoutButton.setManaged(vm.canRunBouts());
        publishButton.setVisible(vm.canRunBouts());
        publishButton.setManaged(vm.canRunBouts());
        publishButton.disableProperty().bind(vm.canPublishProperty().not());
        oddsButton.setVisible(vm.canRunBouts());
        oddsButton.setManaged(vm.canRunBouts());
        oddsButton.disableProperty().bind(vm.oddsRunningProperty());
        oddsProgress.progressProperty().bind(vm.oddsProgressProperty());
        oddsProgress.visibleProperty().bind(vm.oddsRunningProperty());
        oddsCancelButton.visibleProperty().bind(vm.oddsRunningProperty());
        oddsProgress.managedProperty().bind(oddsProgress.visibleProperty());
        oddsCancelButton.managedProperty().bind(oddsCancelButton.visibleProperty());
        oddsLabel.textProperty().bind(vm.oddsTextProperty());
        oddsBar.visibleProperty().bind(vm.oddsTextProperty().isNotEmpty());
        oddsBar.managedProperty().bind(oddsBar.visibleProperty());
        reverseCheck.selectedProperty().bindBidirectional(vm.reverseProperty());
        arenaPlayerViewCheck.selectedProperty().bindBidirectional(vm.playerViewProperty());
        arenaPlayerViewCheck.disableProperty().bind(vm.playerSafeProperty());
        titleLabel.textProperty().bind(vm.titleProperty());
        outcomeLabel.textProperty().bind(vm.shownOutcomeProperty());
        Why.attach(outcomeLabel, messages, vm.explanations()::explainTallies);
        Why.attach(tallyChart, messages, vm.explanations()::explainTallies);
        showResultCheck.selectedProperty().bindBidirectional(vm.showResultProperty());
        showResultCheck.disableProperty().bind(vm.playerViewProperty());
        captionLabel.textProperty().bind(vm.captionProperty());
        legendHolder.getChildren().setAll(ArenaLegend.build(messages));
        arenaMessage.textProperty().bind(vm.messageProperty());
        playButton.textProperty().bind(Bindings.when(vm.playingProperty())
                .then(messages.get("arena.pause")).otherwise(messages.get("arena.play")));

        vm.playingProperty().addListener((o, a, b) -> {
            if (b) {
                timer.start();
            }
        });
        vm.positionProperty().addListener((o, a, b) -> {
            updatingSlider = true;
            timelineSlider.setValue(b.doubleValue());
            updatingSlider = false;
            if (!vm.playingProperty().get()) {
                paint();
            } else {
                dirty = true;
            }
        });
        vm.playerViewProperty().addListener((o, a, b) -> requestPaint());
        vm.countersProperty().addListener((o, a, b) -> requestPaint());
        timelineSlider.valueProperty().addListener((o, a, b) -> {
            if (!updatingSlider) {
                vm.scrub(b.doubleValue());
            }
        });
        vm.cursorProperty().addListener((o, a, c) -> {
            timelineSlider.setMax(Math.max(1, c == null ? 1 : c.last()));
            turnAxes(c);
            requestPaint();
        });
        vm.markers().addListener((ListChangeListener<ReplayCursor.Marker>) ch -> drawMarkers());
        markerPane.widthProperty().addListener((o, a, b) -> drawMarkers());

        eventLog.setItems(vm.log());
        // a row is one action, its consequences included: wrap it to the list's width rather than cut it off
        eventLog.setCellFactory(list -> new ListCell<>() {
            {
                setWrapText(true);
                prefWidthProperty().bind(list.widthProperty().subtract(24));
                setMaxWidth(Region.USE_PREF_SIZE);
            }

            @Override
            protected void updateItem(EventLog.Row row, boolean empty) {
                super.updateItem(row, empty);
                setText(empty || row == null ? null : row.text());
            }
        });
        eventLog.setOnMouseClicked(e -> vm.selectRow(eventLog.getSelectionModel().getSelectedItem()));
        eventLog.setOnKeyReleased(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                vm.selectRow(eventLog.getSelectionModel().getSelectedItem());
            }
        });
        vm.selectedRowProperty().addListener((o, a, b) -> {
            int row = b.intValue();
            if (row >= 0 && eventLog.getSelectionModel().getSelectedIndex() != row) {
                eventLog.getSelectionModel().select(row);
                eventLog.scrollTo(Math.max(0, row - 5));
            }
        });

        vm.tallySeries().addListener((ListChangeListener<ArenaViewModel.Series>) ch -> fill(tallyChart, vm.tallySeries()));
        vm.conditionSeries().addListener((ListChangeListener<ArenaViewModel.Series>) ch ->
                fill(conditionChart, vm.conditionSeries()));

        arenaRoot.setOnDragOver(e -> {
            if (e.getDragboard().hasFiles()) {
                e.acceptTransferModes(TransferMode.COPY);
            }
            e.consume();
        });
        arenaRoot.setOnDragDropped(e -> {
            List<File> files = e.getDragboard().getFiles();
            boolean ok = files != null && !files.isEmpty();
            if (ok) {
                vm.open(files.get(0).toPath());
            }
            e.setDropCompleted(ok);
            e.consume();
        });
        paint();
    }

    /** Both charts span the whole Bout's turns, so a chart drawn as far as it was watched keeps its scale. */
    private void turnAxes(ReplayCursor c) {
        int turns = c == null || c.size() == 0 ? 0 : c.events().get(c.last()).turn();
        for (LineChart<Number, Number> chart : List.of(tallyChart, conditionChart)) {
            NumberAxis x = (NumberAxis) chart.getXAxis();
            x.setAutoRanging(turns == 0);
            if (turns > 0) {
                x.setLowerBound(0);
                x.setUpperBound(turns);
                x.setTickUnit(Math.max(1, Math.ceil(turns / 10.0 / 5) * 5));
            }
        }
    }

    private static void fill(LineChart<Number, Number> chart, List<ArenaViewModel.Series> series) {
        List<XYChart.Series<Number, Number>> all = new ArrayList<>();
        for (ArenaViewModel.Series s : series) {
            XYChart.Series<Number, Number> xy = new XYChart.Series<>();
            xy.setName(s.name());
            for (double[] p : s.points()) {
                xy.getData().add(new XYChart.Data<>(p[0], p[1]));
            }
            all.add(xy);
        }
        chart.getData().setAll(all);
    }

    private void drawMarkers() {
        markerPane.getChildren().clear();
        ReplayCursor c = vm.cursorProperty().get();
        if (c == null || c.last() == 0) {
            return;
        }
        // the slider's track is inset by about half a thumb on each side
        double inset = 8;
        double w = markerPane.getWidth() - 2 * inset;
        for (ReplayCursor.Marker m : vm.markers()) {
            Rectangle r = new Rectangle(3, 10);
            r.setX(inset + w * m.index() / c.last() - 1.5);
            r.setY(1);
            r.setFill(switch (m.kind()) {
                case HIT -> Color.web("#d9534f");
                case STATUS -> Color.web("#3a7bd5");
                case KNOCKOUT -> Color.BLACK;
            });
            r.getStyleClass().add("marker-" + m.kind().name().toLowerCase(Locale.ROOT));
            markerPane.getChildren().add(r);
        }
    }

    private void requestPaint() {
        dirty = true;
        if (!vm.playingProperty().get()) {
            paint();
        }
    }

    private void paint() {
        dirty = false;
        ReplayCursor c = vm.cursorProperty().get();
        ArenaPainter.paint(arenaCanvas.getGraphicsContext2D(), arenaCanvas.getWidth(), arenaCanvas.getHeight(),
                vm.drawn(), c == null ? null : c.replay().configuration(), vm.talliesShown(), vm.countersProperty().get());
    }

    /** Space plays or pauses, arrows step an event (with Shift, or Up/Down, a turn), Home/End, Ctrl+Shift+O opens. */
    public void installShortcuts(Scene scene, BooleanSupplier active) {
        Shortcuts.install(scene, active, "Shortcut+Shift+O", vm::open);
        scene.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (!active.getAsBoolean() || scene.getFocusOwner() instanceof ComboBox<?>) {
                return;
            }
            boolean handled = true;
            switch (e.getCode()) {
                case SPACE -> vm.togglePlay();
                case LEFT -> {
                    if (e.isShiftDown()) {
                        vm.turnBack();
                    } else {
                        vm.stepBack();
                    }
                }
                case RIGHT -> {
                    if (e.isShiftDown()) {
                        vm.turnForward();
                    } else {
                        vm.stepForward();
                    }
                }
                case UP -> vm.turnBack();
                case DOWN -> vm.turnForward();
                case HOME -> vm.home();
                case END -> vm.end();
                default -> handled = false;
            }
            if (handled) {
                e.consume();
            }
        });
    }

    @FXML
    private void openReplay() {
        vm.open();
    }

    @FXML
    private void openSetup() {
        vm.openSetup();
    }

    @FXML
    private void saveSetup() {
        vm.saveSetup();
    }

    @FXML
    private void runBout() {
        vm.runBout();
    }

    @FXML
    private void publish() {
        vm.publish();
    }

    @FXML
    private void runOdds() {
        vm.runOdds();
    }

    @FXML
    private void cancelOdds() {
        vm.cancelOdds();
    }

    @FXML
    private void togglePlay() {
        vm.togglePlay();
    }

    @FXML
    private void stepBack() {
        vm.stepBack();
    }

    @FXML
    private void stepForward() {
        vm.stepForward();
    }

    @FXML
    private void turnBack() {
        vm.turnBack();
    }

    @FXML
    private void turnForward() {
        vm.turnForward();
    }

    @FXML
    private void toStart() {
        vm.home();
    }

    @FXML
    private void toEnd() {
        vm.end();
    }
}
