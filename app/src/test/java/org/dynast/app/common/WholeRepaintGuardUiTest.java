package org.dynast.app.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.shape.Rectangle;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The main window's guard against whole-window repaints (issue 31, switching dynasty): JavaFX paints the whole window
 * again when a pulse synchronises only changes nobody sees (a hidden tab's label, here), 25–80 ms with software
 * rendering. The guard marks its one transparent pixel in such a pulse, so only that pixel is painted; an idle window
 * gets no pulse from it, and the pixel is never seen and never takes a click.
 */
@ExtendWith(ApplicationExtension.class)
class WholeRepaintGuardUiTest {

    private Label shown;
    private Label hidden;
    private BorderPane root;
    private WholeRepaintGuard guard;

    @Start
    void start(Stage stage) {
        shown = new Label("Votable Matters");
        hidden = new Label("a hidden tab's row");
        hidden.setVisible(false);
        root = new BorderPane(new VBox(shown, hidden));
        Scene scene = new Scene(root, 400, 300);
        guard = WholeRepaintGuard.install(scene, root);
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void aPulseWithOnlyAnUnseenChangeMarksThePixelAndAnIdleWindowStaysIdle(FxRobot robot) throws TimeoutException {
        assertThat(guard).as("the tests run JavaFX on the class path, where the scene's state is readable").isNotNull();
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.sleep(300, TimeUnit.MILLISECONDS);
        long idle = guard.changes();
        WaitForAsyncUtils.sleep(500, TimeUnit.MILLISECONDS);
        assertThat(guard.changes()).as("no pulse comes from the guard itself while nothing changes").isEqualTo(idle);

        // a change in a hidden node is synchronised, and would be painted as the whole window
        robot.interact(() -> hidden.setText("a hidden tab's row, refreshed"));
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> guard.changes() > idle);
        long after = guard.changes();
        WaitForAsyncUtils.sleep(500, TimeUnit.MILLISECONDS);
        assertThat(guard.changes()).as("and the window is idle again after it").isEqualTo(after);

        // a change the user sees is painted as before, the pixel with it
        robot.interact(() -> shown.setText("Ruleset"));
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> guard.changes() > after);

        Rectangle pixel = robot.lookup(".repaint-guard").queryAs(Rectangle.class);
        assertThat(((Color) pixel.getFill()).getOpacity()).as("the pixel is never seen").isZero();
        assertThat(pixel.isMouseTransparent()).as("and never takes a click").isTrue();
        assertThat(pixel.getBoundsInParent().getWidth()).isEqualTo(1);
    }
}
