package org.dynast.app.common;

import java.util.ArrayList;
import java.util.List;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;

/**
 * Whether, and where, a control is in sight: the scroll panes around it scrolled so it shows, and the part of it that
 * shows once what its ancestors clip away (a scroll pane's viewport, a tab's content) is taken off. A control scrolled
 * out of its pane is drawn under the pane's edge or under whatever lies below it (the status bar); its part in sight
 * is empty then.
 */
public final class InSight {

    /** Room left around a control scrolled into sight, so its outline shows too. */
    private static final double MARGIN = 8;

    private InSight() {
    }

    /** The scroll panes around {@code node}, innermost first. */
    public static List<ScrollPane> scrollPanes(Node node) {
        List<ScrollPane> found = new ArrayList<>();
        for (Parent p = node.getParent(); p != null; p = p.getParent()) {
            if (p instanceof ScrollPane pane && pane.getContent() != null) {
                found.add(pane);
            }
        }
        return found;
    }

    /**
     * Shows the sub-tab that holds {@code node} in every tab pane around it (a module tab's Debates, Duels…), then
     * scrolls every scroll pane around it, innermost first, the least that brings it wholly into sight (its top-left
     * corner first when it is larger than the pane). Lays the scene out first, so the places are current.
     */
    public static void reveal(Node node) {
        showTabs(node);
        if (node.getScene() != null && node.getScene().getRoot() != null) {
            node.getScene().getRoot().applyCss();
            node.getScene().getRoot().layout();
        }
        for (ScrollPane pane : scrollPanes(node)) {
            Node content = pane.getContent();
            Bounds in = content.sceneToLocal(node.localToScene(node.getBoundsInLocal()));
            Bounds viewport = pane.getViewportBounds();
            Bounds all = content.getLayoutBounds();
            pane.setVvalue(scrolled(pane.getVvalue(), pane.getVmin(), pane.getVmax(), in.getMinY() - all.getMinY(),
                    in.getMaxY() - all.getMinY(), all.getHeight(), viewport.getHeight()));
            pane.setHvalue(scrolled(pane.getHvalue(), pane.getHmin(), pane.getHmax(), in.getMinX() - all.getMinX(),
                    in.getMaxX() - all.getMinX(), all.getWidth(), viewport.getWidth()));
            pane.layout();
        }
    }

    /** Selects, in each tab pane around {@code node}, the tab whose content holds it. */
    private static void showTabs(Node node) {
        for (Parent p = node.getParent(); p != null; p = p.getParent()) {
            if (p instanceof TabPane pane) {
                for (Tab tab : pane.getTabs()) {
                    if (tab.getContent() != null && holds(tab.getContent(), node)) {
                        pane.getSelectionModel().select(tab);
                    }
                }
            }
        }
    }

    private static boolean holds(Node ancestor, Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (n == ancestor) {
                return true;
            }
        }
        return false;
    }

    /** The scroll value along one axis that shows [from, to] of content {@code size} in a viewport {@code seen}. */
    static double scrolled(double value, double min, double max, double from, double to, double size, double seen) {
        double extra = size - seen;
        if (extra <= 0 || max <= min) {
            return value;
        }
        double shownFrom = (value - min) / (max - min) * extra;
        double wanted = shownFrom;
        if (from - MARGIN < shownFrom || to - from + 2 * MARGIN > seen) {
            wanted = from - MARGIN;
        } else if (to + MARGIN > shownFrom + seen) {
            wanted = to + MARGIN - seen;
        }
        wanted = Math.max(0, Math.min(extra, wanted));
        return min + wanted / extra * (max - min);
    }

    /**
     * The part of {@code node} in sight, in scene coordinates: its bounds less what each ancestor's clip takes off (a
     * scroll pane's viewport clips what is scrolled away); null when none of it shows.
     */
    public static Bounds visiblePart(Node node) {
        if (node.getScene() == null) {
            return null;
        }
        Bounds area = area(node);
        Bounds b = node.localToScene(node.getBoundsInLocal());
        return area == NOWHERE ? null : area == null ? b : intersection(b, area);
    }

    /**
     * Where anything of {@code node} can be seen, in scene coordinates: what its ancestors' clips leave (null: the
     * whole scene); empty bounds when nothing shows (an ancestor is hidden, or clips all away).
     */
    public static Bounds area(Node node) {
        Bounds area = null;
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return NOWHERE;
            }
            if (n.getClip() != null && n != node) {
                Bounds clip = n.localToScene(n.getClip().getBoundsInParent());
                area = area == null ? clip : intersection(area, clip);
                if (area == null) {
                    return NOWHERE;
                }
            }
        }
        return area;
    }

    /** Nothing in sight. */
    public static final Bounds NOWHERE = new BoundingBox(0, 0, 0, 0);

    /** The part of {@code a} inside {@code b}, or null when they do not meet. */
    public static Bounds intersection(Bounds a, Bounds b) {
        if (b == null) {
            return a;
        }
        if (a == null || a == NOWHERE || b == NOWHERE) {
            return null;
        }
        double minX = Math.max(a.getMinX(), b.getMinX());
        double minY = Math.max(a.getMinY(), b.getMinY());
        double maxX = Math.min(a.getMaxX(), b.getMaxX());
        double maxY = Math.min(a.getMaxY(), b.getMaxY());
        if (maxX - minX < 1 || maxY - minY < 1) {
            return null;
        }
        return new BoundingBox(minX, minY, maxX - minX, maxY - minY);
    }
}
