package org.dynast.app.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.Scene;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A dialog or tool window stays at least as big as its content while it is shown: when its content grows after it
 * was shown, and when the window manager answers with the size the window was first mapped at (Openbox at times kept
 * the paste-thread dialog at 900×360 for content of 900×620, cutting off its buttons).
 */
@ExtendWith(ApplicationExtension.class)
class KeepFittingUiTest {

    private Stage owner;

    @Start
    void start(Stage stage) {
        this.owner = stage;
        stage.setScene(new Scene(new StackPane(), 800, 600));
        stage.show();
    }

    @Test
    void aWindowGrowsWhenItsContentGrowsAndWhenItIsShrunkBelowIt(FxRobot robot) throws TimeoutException {
        Stage[] tool = new Stage[1];
        VBox content = new VBox();
        robot.interact(() -> {
            tool[0] = new Stage();
            tool[0].initOwner(owner);
            content.getChildren().add(box(300, 150));
            tool[0].setScene(new Scene(content));
            Placement.onShown(tool[0], owner);
            tool[0].show();
        });
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> tool[0].getScene().getHeight() >= 150);

        // its content grows once shown: a message line, a wizard's next step
        robot.interact(() -> content.getChildren().add(box(420, 200)));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> tool[0].getScene().getWidth() >= 420 && tool[0].getScene().getHeight() >= 350);

        // the window manager answers with a smaller size than the one asked for
        robot.interact(() -> {
            tool[0].setWidth(200);
            tool[0].setHeight(120);
        });
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> tool[0].getScene().getWidth() >= 420 && tool[0].getScene().getHeight() >= 350);

        // a window the user made bigger than its content keeps its size
        robot.interact(() -> tool[0].setWidth(700));
        WaitForAsyncUtils.sleep(500, TimeUnit.MILLISECONDS);
        assertThat(tool[0].getWidth()).isEqualTo(700);

        // and one the user made smaller once it had settled keeps the size they chose (its content scrolls)
        WaitForAsyncUtils.sleep(3500, TimeUnit.MILLISECONDS);
        robot.interact(() -> tool[0].setHeight(200));
        WaitForAsyncUtils.sleep(500, TimeUnit.MILLISECONDS);
        assertThat(tool[0].getHeight()).isEqualTo(200);
        robot.interact(tool[0]::close);
    }

    private static Region box(double w, double h) {
        Region r = new Region();
        r.setPrefSize(w, h);
        r.setMinSize(w, h);
        return r;
    }
}
