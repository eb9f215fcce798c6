package org.dynast.app;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ScrollPane;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Scrolls a control into sight the way a user does before clicking it: on a small window a side pane's lower controls
 * are below its fold, and a robot's click at their place would land on whatever is drawn there instead.
 */
public final class Scroll {

    private Scroll() {
    }

    /** Scrolls every scroll pane around the control {@code query} finds so the control is wholly in sight. */
    public static void into(FxRobot robot, String query) {
        Node node = robot.lookup(query).query();
        robot.interact(() -> {
            for (Parent p = node.getParent(); p != null; p = p.getParent()) {
                if (p instanceof ScrollPane pane && pane.getContent() != null) {
                    Node content = pane.getContent();
                    Bounds in = content.sceneToLocal(node.localToScene(node.getBoundsInLocal()));
                    double extra = content.getBoundsInLocal().getHeight() - pane.getViewportBounds().getHeight();
                    if (extra > 0) {
                        double top = Math.min(in.getMinY(), extra);
                        double now = pane.getVvalue() * extra;
                        double visibleBottom = now + pane.getViewportBounds().getHeight();
                        if (in.getMinY() < now) {
                            pane.setVvalue(top / extra);
                        } else if (in.getMaxY() > visibleBottom) {
                            pane.setVvalue(Math.min(1, (in.getMaxY() - pane.getViewportBounds().getHeight()) / extra));
                        }
                    }
                }
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
    }
}
