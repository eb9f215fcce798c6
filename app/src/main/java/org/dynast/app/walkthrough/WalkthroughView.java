package org.dynast.app.walkthrough;

import java.util.function.Function;
import javafx.beans.InvalidationListener;
import javafx.beans.value.ChangeListener;
import javafx.fxml.FXML;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.Pane;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Rectangle;
import javafx.scene.shape.Shape;
import org.dynast.app.common.FxmlView;
import org.dynast.app.common.Messages;

/**
 * The walkthrough's layer over the console: everything but the step's control dimmed, the control outlined, and the
 * step's card (what it is, the ruleset's sentence, what to do, Back / Skip / Next / Leave, "Step 3 of 9") placed
 * where it does not cover the control. Clicks go through to the console, so the learner does the step for real.
 */
public final class WalkthroughView {

    private static final double MARGIN = 16;
    private final WalkthroughViewModel vm;
    private final Function<Walkthrough.Step, Node> locate;
    private final Pane layer = new Pane();
    private final Rectangle highlight = new Rectangle();
    private final VBox card;
    private Shape dim = new Rectangle();
    private Node target;
    private final InvalidationListener relayout = o -> place();
    private final ChangeListener<Boolean> metChanged = (o, a, b) -> updateButtons();

    @FXML private Label walkthroughName;
    @FXML private Label walkthroughProgress;
    @FXML private Label walkthroughTitle;
    @FXML private Label walkthroughExplain;
    @FXML private VBox quoteBox;
    @FXML private Label walkthroughQuote;
    @FXML private Label walkthroughQuoteSource;
    @FXML private Label walkthroughTodo;
    @FXML private Button walkthroughAction;
    @FXML private Button walkthroughBack;
    @FXML private Button walkthroughSkip;
    @FXML private Button walkthroughNext;
    @FXML private Button walkthroughLeave;

    /** {@code locate} shows a step's tab and finds its control (null when the console has none). */
    public WalkthroughView(WalkthroughViewModel vm, Messages messages, Function<Walkthrough.Step, Node> locate) {
        this.vm = vm;
        this.locate = locate;
        this.card = FxmlView.load(this, messages);
        layer.setId("walkthroughLayer");
        layer.setPickOnBounds(false);
        highlight.getStyleClass().add("walkthrough-highlight");
        highlight.setMouseTransparent(true);
        dim.setMouseTransparent(true);
        layer.getChildren().addAll(dim, highlight, card);
        layer.widthProperty().addListener(relayout);
        layer.heightProperty().addListener(relayout);
        card.heightProperty().addListener(relayout);
        vm.stepProperty().addListener((o, a, b) -> target(b));
        vm.finishedProperty().addListener((o, a, b) -> updateButtons());
        vm.metProperty().addListener(metChanged);
    }

    @FXML
    private void initialize() {
        walkthroughName.setText(vm.walkthrough().title());
        walkthroughProgress.textProperty().bind(vm.progressProperty());
        walkthroughTitle.textProperty().bind(vm.titleProperty());
        walkthroughExplain.textProperty().bind(vm.explainProperty());
        walkthroughQuote.textProperty().bind(vm.quoteProperty().map(q -> q.isEmpty() ? "" : "\u201c" + q + "\u201d"));
        walkthroughQuoteSource.textProperty().bind(vm.quoteSourceProperty());
        quoteBox.visibleProperty().bind(vm.quoteSourceProperty().isNotEmpty());
        quoteBox.managedProperty().bind(quoteBox.visibleProperty());
        walkthroughQuote.visibleProperty().bind(vm.quoteProperty().isNotEmpty());
        walkthroughQuote.managedProperty().bind(walkthroughQuote.visibleProperty());
        walkthroughTodo.textProperty().bind(vm.todoProperty());
        walkthroughTodo.visibleProperty().bind(vm.todoProperty().isNotEmpty());
        walkthroughTodo.managedProperty().bind(walkthroughTodo.visibleProperty());
        walkthroughAction.textProperty().bind(vm.actionTextProperty());
        walkthroughAction.visibleProperty().bind(vm.actionTextProperty().isNotEmpty());
        walkthroughAction.managedProperty().bind(walkthroughAction.visibleProperty());
        walkthroughBack.disableProperty().bind(vm.canBackProperty().not());
    }

    /** The layer to put over the console. */
    public Pane layer() {
        return layer;
    }

    private void updateButtons() {
        boolean finished = vm.finishedProperty().get();
        walkthroughNext.setDisable(!finished && !vm.nextAllowed());
        walkthroughNext.setVisible(!finished);
        walkthroughNext.setManaged(!finished);
        walkthroughSkip.setVisible(!finished);
        walkthroughSkip.setManaged(!finished);
        walkthroughLeave.setDefaultButton(finished);
    }

    private void target(Walkthrough.Step step) {
        if (target != null) {
            target.localToSceneTransformProperty().removeListener(relayout);
            target.boundsInLocalProperty().removeListener(relayout);
        }
        target = step == null ? null : locate.apply(step);
        if (target != null) {
            target.localToSceneTransformProperty().addListener(relayout);
            target.boundsInLocalProperty().addListener(relayout);
        }
        updateButtons();
        place();
    }

    private void place() {
        double w = layer.getWidth();
        double h = layer.getHeight();
        if (w <= 0 || h <= 0) {
            return;
        }
        Bounds b = target == null || target.getScene() == null ? null
                : layer.sceneToLocal(target.localToScene(target.getBoundsInLocal()));
        Shape shape = new Rectangle(0, 0, w, h);
        if (b != null && b.getWidth() > 0) {
            Rectangle hole = new Rectangle(b.getMinX() - 4, b.getMinY() - 4, b.getWidth() + 8, b.getHeight() + 8);
            shape = Shape.subtract(shape, hole);
            highlight.setX(hole.getX());
            highlight.setY(hole.getY());
            highlight.setWidth(hole.getWidth());
            highlight.setHeight(hole.getHeight());
            highlight.setVisible(true);
        } else {
            highlight.setVisible(false);
        }
        shape.getStyleClass().add("walkthrough-dim");
        shape.setFill(javafx.scene.paint.Color.rgb(0, 0, 0, 0.45)); // a shape made by subtract keeps no style of its own
        shape.setMouseTransparent(true);
        layer.getChildren().set(0, shape);
        dim = shape;
        double cw = card.prefWidth(-1);
        double ch = card.prefHeight(cw);
        boolean onLeft = b != null && b.getMinX() + b.getWidth() / 2 > w / 2;
        boolean onTop = b != null && b.getMinY() + b.getHeight() / 2 > h / 2;
        card.resizeRelocate(onLeft ? MARGIN : w - cw - MARGIN, onTop ? MARGIN + 40 : h - ch - MARGIN - 30, cw, ch);
    }

    @FXML
    private void next() {
        vm.next();
    }

    @FXML
    private void back() {
        vm.back();
    }

    @FXML
    private void skip() {
        vm.skip();
    }

    @FXML
    private void leave() {
        vm.leave();
    }

    @FXML
    private void runAction() {
        vm.runAction();
    }
}
