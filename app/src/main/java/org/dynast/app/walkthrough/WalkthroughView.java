package org.dynast.app.walkthrough;

import java.util.List;
import java.util.function.Function;
import javafx.beans.InvalidationListener;
import javafx.beans.value.ChangeListener;
import javafx.fxml.FXML;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.Pane;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.shape.Rectangle;
import org.dynast.app.common.FxmlView;
import org.dynast.app.common.InSight;
import org.dynast.app.common.Messages;

/**
 * The walkthrough's layer over the console: everything but the step's control dimmed, the control outlined, and the
 * step's card (what it is, the ruleset's sentence, what to do, Back / Skip / Next / Leave, "Step 3 of 9") placed
 * where it does not cover the control. Clicks go through to the console, so the learner does the step for real. Once
 * the step is done the dimming lifts (the control stays outlined) and the card says "Done — " and what to look at,
 * until the learner presses Next.
 */
public final class WalkthroughView {

    private static final double MARGIN = 16;
    private final WalkthroughViewModel vm;
    private final Function<Walkthrough.Step, Node> locate;
    private final Pane layer = new Pane();
    private final Rectangle highlight = new Rectangle();
    private final VBox card;
    /** The dimmed rest of the window: four bands around the step's control. */
    private final Rectangle[] dim = {new Rectangle(), new Rectangle(), new Rectangle(), new Rectangle()};
    private Node target;
    /** The scroll panes around the step's control, followed while it is shown. */
    private List<ScrollPane> scrolling = List.of();
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
    @FXML private Label walkthroughDone;
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
        for (Rectangle band : dim) {
            band.getStyleClass().add("walkthrough-dim");
            band.setFill(Color.rgb(0, 0, 0, 0.45));
            band.setMouseTransparent(true);
            layer.getChildren().add(band);
        }
        layer.getChildren().addAll(highlight, card);
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
        walkthroughDone.textProperty().bind(vm.doneTextProperty());
        walkthroughDone.visibleProperty().bind(vm.doneTextProperty().isNotEmpty());
        walkthroughDone.managedProperty().bind(walkthroughDone.visibleProperty());
        for (Rectangle band : dim) {
            band.visibleProperty().bind(vm.metProperty().not()); // done: the effect is seen undimmed
        }
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
        scrolling.forEach(pane -> {
            pane.vvalueProperty().removeListener(relayout);
            pane.hvalueProperty().removeListener(relayout);
            pane.viewportBoundsProperty().removeListener(relayout);
        });
        scrolling = List.of();
        target = step == null ? null : locate.apply(step);
        if (target != null) {
            // a control scrolled away in its pane is scrolled into sight, and followed when the learner scrolls
            InSight.reveal(target);
            scrolling = InSight.scrollPanes(target);
            scrolling.forEach(pane -> {
                pane.vvalueProperty().addListener(relayout);
                pane.hvalueProperty().addListener(relayout);
                pane.viewportBoundsProperty().addListener(relayout);
            });
            target.localToSceneTransformProperty().addListener(relayout);
            target.boundsInLocalProperty().addListener(relayout);
        }
        updateButtons();
        place();
    }

    /** The part of the step's control in sight, in the layer's coordinates; null when none of it shows. */
    Bounds shownTarget() {
        if (target == null || target.getScene() == null) {
            return null;
        }
        // read, so a move or a scroll is reported again
        target.getLocalToSceneTransform();
        target.getBoundsInLocal();
        scrolling.forEach(pane -> {
            pane.getVvalue();
            pane.getHvalue();
            pane.getViewportBounds();
        });
        Bounds shown = InSight.visiblePart(target);
        return shown == null ? null : layer.sceneToLocal(shown);
    }

    private void place() {
        double w = layer.getWidth();
        double h = layer.getHeight();
        if (w <= 0 || h <= 0) {
            return;
        }
        Bounds b = shownTarget();
        if (b != null && b.getWidth() > 0) {
            // the outline around the part in sight, kept inside what its panes show (never over the status bar)
            Bounds around = InSight.intersection(new BoundingBox(b.getMinX() - 4, b.getMinY() - 4,
                    b.getWidth() + 8, b.getHeight() + 8), area());
            Rectangle hole = around == null ? new Rectangle(b.getMinX(), b.getMinY(), b.getWidth(), b.getHeight())
                    : new Rectangle(around.getMinX(), around.getMinY(), around.getWidth(), around.getHeight());
            highlight.setX(hole.getX());
            highlight.setY(hole.getY());
            highlight.setWidth(hole.getWidth());
            highlight.setHeight(hole.getHeight());
            highlight.setVisible(true);
            // four bands around the hole (a Shape.subtract path with the hole was not drawn under the software renderer)
            double x0 = Math.max(0, hole.getX());
            double y0 = Math.max(0, hole.getY());
            double x1 = Math.min(w, hole.getX() + hole.getWidth());
            double y1 = Math.min(h, hole.getY() + hole.getHeight());
            band(0, 0, 0, w, y0);
            band(1, 0, y1, w, h - y1);
            band(2, 0, y0, x0, y1 - y0);
            band(3, x1, y0, w - x1, y1 - y0);
        } else {
            highlight.setVisible(false);
            band(0, 0, 0, w, h);
            band(1, 0, 0, 0, 0);
            band(2, 0, 0, 0, 0);
            band(3, 0, 0, 0, 0);
        }
        double cw = card.prefWidth(-1);
        double ch = card.prefHeight(cw);
        boolean onLeft = b != null && b.getMinX() + b.getWidth() / 2 > w / 2;
        boolean onTop = b != null && b.getMinY() + b.getHeight() / 2 > h / 2;
        card.resizeRelocate(onLeft ? MARGIN : w - cw - MARGIN, onTop ? MARGIN + 40 : h - ch - MARGIN - 30, cw, ch);
    }

    /** Where the step's control can be seen at all (its panes' viewports), in the layer's coordinates. */
    private Bounds area() {
        Bounds area = InSight.area(target);
        return area == null || area == InSight.NOWHERE ? area : layer.sceneToLocal(area);
    }

    /** The outline drawn around the step's control (hidden when the control is not in sight). */
    Rectangle highlight() {
        return highlight;
    }

    private void band(int i, double x, double y, double width, double height) {
        dim[i].setX(x);
        dim[i].setY(y);
        dim[i].setWidth(Math.max(0, width));
        dim[i].setHeight(Math.max(0, height));
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
