package org.dynast.app.walkthrough;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Labeled;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.stage.Stage;
import org.dynast.app.blogbots.arena.Goldens;
import org.dynast.app.blogbots.arena.ViewerWindow;
import org.dynast.app.common.FxTaskExecutor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * "Watching a bout replay" in the viewer-only window a player gets by opening a .bout file (no dynasty, nothing to
 * copy): Help › Walkthrough (F1) lays it over the viewer, without the console's step of opening a replay, quoting
 * Ruleset 205 in its Operator and Announcer terms; leaving takes it away and leaves the viewer as it was.
 */
@ExtendWith(ApplicationExtension.class)
class ViewerWalkthroughUiTest {

    private final FxTaskExecutor executor = new FxTaskExecutor();
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        ViewerWindow.show(stage, Goldens.path(2), executor, false, false);
    }

    @AfterEach
    void stop() {
        executor.close();
    }

    @Test
    void theReplayWalkthroughRunsInTheViewerOnlyWindow(FxRobot robot) throws Exception {
        await(() -> !text("#titleLabel").isBlank());
        MenuItem item = ((MenuBar) find(".menu-bar")).getMenus().get(0).getItems().stream()
                .filter(i -> "viewerWalkthroughItem".equals(i.getId())).findFirst().orElseThrow();
        assertThat(item.getAccelerator().getName()).isEqualTo("F1");
        robot.interact(item::fire);
        await(() -> stage.getScene().getRoot().lookup("#walkthroughProgress") != null);
        assertThat(text("#walkthroughProgress")).isEqualTo("Step 1 of 5");
        assertThat(text("#walkthroughTitle")).isEqualTo("The Arena");
        assertThat(text("#walkthroughQuote")).contains("The spaces 1 to 19 are considered In Bounds.");
        // a viewer has no dynasty: the quote is said to come from the ruleset as it ships
        assertThat(text("#walkthroughQuoteSource")).isEqualTo("\u2014 from the rule \u201cThe Arena\u201d of Ruleset 205");
        press(robot, "#walkthroughNext");
        onStep(2);
        press(robot, "#playButton");
        doneThenNext(robot, 2);
        for (int i = 0; i < 3; i++) {
            press(robot, "#stepForwardButton");
        }
        assertThat(text("#walkthroughProgress")).isEqualTo("Step 3 of 5"); // forward is not back
        press(robot, "#stepBackButton");
        doneThenNext(robot, 3);
        assertThat(text("#captionLabel")).isNotBlank();
        press(robot, "#walkthroughNext");
        onStep(5);
        assertThat(text("#walkthroughExplain")).contains("as the Announcer announces it");
        robot.interact(() -> stage.getScene().getRoot().fireEvent(new KeyEvent(KeyEvent.KEY_PRESSED, "", "",
                KeyCode.END, false, false, false, false)));
        await(() -> text("#walkthroughDone").startsWith("Done"));
        assertThat(text("#walkthroughProgress")).isEqualTo("Step 5 of 5"); // the winner is seen before the end
        press(robot, "#walkthroughNext");
        await(() -> text("#walkthroughProgress").equals("All 5 steps done"));
        assertThat(text("#outcomeLabel")).isNotBlank();
        press(robot, "#walkthroughLeave");
        await(() -> stage.getScene().getRoot().lookup("#walkthroughLayer") == null);
        assertThat(stage.isShowing()).isTrue();
    }

    private void press(FxRobot robot, String query) {
        robot.interact(() -> ((Button) find(query)).fire());
    }

    /** The step is done: the card says so on the same step, and Next shows the next one. */
    private void doneThenNext(FxRobot robot, int number) throws TimeoutException {
        await(() -> text("#walkthroughDone").startsWith("Done"));
        assertThat(text("#walkthroughProgress")).isEqualTo("Step " + number + " of 5");
        press(robot, "#walkthroughNext");
        onStep(number + 1);
    }

    private void onStep(int number) throws TimeoutException {
        await(() -> text("#walkthroughProgress").equals("Step " + number + " of 5"));
    }

    private Node find(String query) {
        Node n = stage.getScene().getRoot().lookup(query);
        if (n == null) {
            throw new AssertionError("No " + query + " in the viewer");
        }
        return n;
    }

    private String text(String query) {
        return ((Labeled) find(query)).getText();
    }

    private static void await(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
