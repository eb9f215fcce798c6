package org.dynast.app;

import javafx.scene.Node;
import org.dynast.app.common.InSight;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Scrolls a control into sight the way a user does before clicking it: on a small window a side pane's lower controls
 * are below its fold, and a robot's click at their place would land on whatever is drawn there instead. The console's
 * own {@link InSight#reveal} does the scrolling, as it does for a walkthrough's highlight and a shortcut's field.
 */
public final class Scroll {

    private Scroll() {
    }

    /** Scrolls every scroll pane around the control {@code query} finds so the control is wholly in sight. */
    public static void into(FxRobot robot, String query) {
        Node node = robot.lookup(query).query();
        robot.interact(() -> InSight.reveal(node));
        WaitForAsyncUtils.waitForFxEvents();
    }
}
