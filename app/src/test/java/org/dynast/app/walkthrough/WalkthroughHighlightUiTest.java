package org.dynast.app.walkthrough;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.geometry.Bounds;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Rectangle;
import javafx.stage.Stage;
import org.dynast.app.common.Messages;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.module.DynastyModules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A step's control far down a scrolling pane, below its fold, with a status bar under the pane: the walkthrough
 * scrolls the pane so the control shows and outlines it there, never over the status bar; when the learner scrolls it
 * away the outline goes with it (never left on the status bar), and comes back when it is scrolled into sight again.
 */
@ExtendWith(ApplicationExtension.class)
class WalkthroughHighlightUiTest {

    private ScrollPane pane;
    private Button far;
    private Label statusBar;
    private StackPane stack;
    private WalkthroughView view;

    @Start
    void start(Stage stage) {
        Region tall = new Region();
        tall.setMinHeight(1400);
        far = new Button("Far below");
        far.setId("farButton");
        VBox column = new VBox(10, new Label("At the top"), tall, far, new Region());
        column.setPadding(new Insets(10));
        pane = new ScrollPane(column);
        pane.setFitToWidth(true);
        statusBar = new Label("Quorum 4 \u00b7 the status bar");
        statusBar.setMaxWidth(Double.MAX_VALUE);
        statusBar.setMinHeight(28);
        BorderPane window = new BorderPane(pane);
        window.setBottom(statusBar);
        stack = new StackPane(window);
        Walkthrough walkthrough = new Walkthrough("far", "Far", "", List.of(), false, null, List.of(new Walkthrough.Step(
                null, "farButton", "A control below the fold", "It is there.", null, null, "Press Next.", "next",
                null, null, null)));
        WalkthroughViewModel vm = new WalkthroughViewModel(walkthrough, null, Terms.GENERIC, Messages.load(DynastyModules.installed()),
                done -> StepConditions.Condition.of(new SimpleBooleanProperty(false)), by -> { }, () -> { });
        view = new WalkthroughView(vm, Messages.load(DynastyModules.installed()), step -> window.lookup("#" + step.control()));
        stack.getChildren().add(view.layer());
        stage.setScene(new Scene(stack, 700, 500));
        stage.show();
        vm.start();
    }

    @Test
    void theControlIsScrolledIntoSightAndOutlinedThereNeverOverTheStatusBar(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(read(robot, pane::getVvalue)).as("the pane scrolled down to the control").isGreaterThan(0.5);
        Bounds viewport = read(robot, this::viewportInScene);
        Bounds button = read(robot, () -> far.localToScene(far.getBoundsInLocal()));
        assertThat(viewport.contains(button)).as("the control wholly in sight: %s in %s", button, viewport).isTrue();
        assertOutlined(robot, button);

        // the learner scrolls back to the top: the control is out of sight, and so is its outline
        robot.interact(() -> pane.setVvalue(0));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(read(robot, () -> highlight().isVisible())).as("an outline with nothing in sight").isFalse();
        assertNotOverTheStatusBar(robot);

        // half-way back: the outline follows the part in sight, inside the pane
        robot.interact(() -> {
            Bounds in = pane.getContent().sceneToLocal(far.localToScene(far.getBoundsInLocal()));
            double extra = pane.getContent().getLayoutBounds().getHeight() - pane.getViewportBounds().getHeight();
            pane.setVvalue((in.getMinY() + in.getHeight() / 2 - pane.getViewportBounds().getHeight()) / extra);
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(read(robot, () -> highlight().isVisible())).isTrue();
        Bounds outline = read(robot, () -> highlight().localToScene(highlight().getBoundsInLocal()));
        assertThat(outline.getMaxY()).as("the outline stops at the pane's edge")
                .isLessThanOrEqualTo(read(robot, this::viewportInScene).getMaxY() + 2);
        assertNotOverTheStatusBar(robot);

        // scrolled into sight again: outlined where it is
        robot.interact(() -> pane.setVvalue(1));
        WaitForAsyncUtils.waitForFxEvents();
        assertOutlined(robot, read(robot, () -> far.localToScene(far.getBoundsInLocal())));
    }

    private void assertOutlined(FxRobot robot, Bounds control) {
        assertThat(read(robot, () -> highlight().isVisible())).as("the outline shown").isTrue();
        Bounds outline = read(robot, () -> highlight().localToScene(highlight().getBoundsInLocal()));
        assertThat(outline.getMinX()).isLessThanOrEqualTo(control.getMinX());
        assertThat(outline.getMinY()).isLessThanOrEqualTo(control.getMinY());
        assertThat(outline.getMaxX()).isGreaterThanOrEqualTo(control.getMaxX());
        assertThat(outline.getMaxY()).isGreaterThanOrEqualTo(control.getMaxY());
        assertThat(outline.getHeight()).as("around the control, not the whole window")
                .isLessThan(control.getHeight() + 20);
        assertNotOverTheStatusBar(robot);
    }

    private void assertNotOverTheStatusBar(FxRobot robot) {
        if (!read(robot, () -> highlight().isVisible())) {
            return;
        }
        Bounds outline = read(robot, () -> highlight().localToScene(highlight().getBoundsInLocal()));
        Bounds status = read(robot, () -> statusBar.localToScene(statusBar.getBoundsInLocal()));
        assertThat(outline.getMaxY()).as("the outline above the status bar").isLessThanOrEqualTo(status.getMinY() + 2);
    }

    private Rectangle highlight() {
        return view.highlight();
    }

    private Bounds viewportInScene() {
        Node viewport = pane.lookup(".viewport");
        return viewport.localToScene(viewport.getLayoutBounds());
    }

    private static <T> T read(FxRobot robot, Supplier<T> what) {
        AtomicReference<T> value = new AtomicReference<>();
        robot.interact(() -> value.set(what.get()));
        return value.get();
    }
}
