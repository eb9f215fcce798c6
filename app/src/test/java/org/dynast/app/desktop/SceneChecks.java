package org.dynast.app.desktop;

import java.util.ArrayList;
import java.util.List;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Cell;
import javafx.scene.control.Control;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TreeTableView;
import javafx.scene.control.TreeView;
import javafx.scene.text.Text;
import javafx.stage.PopupWindow;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * What a user would notice on a real desktop, read off the live scene graph (on the FX thread): a window smaller than
 * it was designed or off the screen; a control of the shown content that leaves its window, or is cut by the pane
 * around it, with no scroll bar to reach it; a toolbar that hid some of its buttons behind "»"; a label or button
 * whose text is cut to "…".
 */
final class SceneChecks {

    /** Pixels of slack: rounding between the window system's whole pixels and the scene's fractions. */
    private static final double SLACK = 2;

    private SceneChecks() {
    }

    /** Every problem of the showing windows (popups and tooltips aside), each in a sentence naming the window. */
    static List<String> problems() {
        List<String> found = new ArrayList<>();
        for (Window window : List.copyOf(Window.getWindows())) {
            if (!window.isShowing() || window instanceof PopupWindow || window.getScene() == null) {
                continue;
            }
            found.addAll(windowProblems(window));
            found.addAll(contentProblems(window));
        }
        return found;
    }

    /** The window's title, or its root's id/class if it has none. */
    static String name(Window window) {
        if (window instanceof Stage stage && stage.getTitle() != null && !stage.getTitle().isBlank()) {
            return "\"" + stage.getTitle() + "\"";
        }
        Parent root = window.getScene().getRoot();
        return root.getId() != null ? "#" + root.getId() : root.getClass().getSimpleName();
    }

    /** Smaller than its content's preferred size (where the screen has room for it), or not wholly on the screen. */
    static List<String> windowProblems(Window window) {
        List<String> found = new ArrayList<>();
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        Scene scene = window.getScene();
        Parent root = scene.getRoot();
        double prefW = root.prefWidth(-1);
        // the height it needs at the width it has (text wraps to fewer lines in a window wider than its preferred)
        double prefH = root.prefHeight(Math.max(prefW, scene.getWidth()));
        // the room the screen leaves a window's content: its own size less the window manager's frame
        double frameW = Math.max(0, window.getWidth() - scene.getWidth());
        double frameH = Math.max(0, window.getHeight() - scene.getHeight());
        double roomW = screen.getWidth() - frameW;
        double roomH = screen.getHeight() - frameH;
        if (scene.getWidth() + SLACK < Math.min(prefW, roomW) || scene.getHeight() + SLACK < Math.min(prefH, roomH)) {
            found.add(String.format("window %s is %.0f×%.0f, smaller than its content's %.0f×%.0f", name(window),
                    scene.getWidth(), scene.getHeight(), Math.min(prefW, roomW), Math.min(prefH, roomH)));
        }
        boolean maximized = window instanceof Stage stage && stage.isMaximized(); // the frame may overhang the edge
        if (!maximized && (window.getX() < screen.getMinX() - SLACK || window.getY() < screen.getMinY() - SLACK
                || window.getX() + window.getWidth() > screen.getMaxX() + SLACK
                || window.getY() + window.getHeight() > screen.getMaxY() + SLACK)) {
            found.add(String.format("window %s at %.0f,%.0f %.0f×%.0f is not wholly on the %.0f×%.0f screen", name(window),
                    window.getX(), window.getY(), window.getWidth(), window.getHeight(), screen.getWidth(),
                    screen.getHeight()));
        }
        return found;
    }

    /** The shown content's controls that cannot be reached or read. */
    static List<String> contentProblems(Window window) {
        List<String> found = new ArrayList<>();
        Scene scene = window.getScene();
        Bounds sceneBounds = new BoundingBox(0, 0, scene.getWidth(), scene.getHeight());
        walk(scene.getRoot(), sceneBounds, window, found);
        return found;
    }

    private static void walk(Node node, Bounds area, Window window, List<String> found) {
        if (!node.isVisible() || node.getOpacity() == 0) {
            return;
        }
        if (node instanceof ScrollPane || node instanceof Cell || node.getStyleClass().contains("virtual-flow")
                || node instanceof TableView<?> || node instanceof TreeTableView<?>
                || node instanceof ListView<?> || node instanceof TreeView<?>) {
            if (node instanceof Control && node.isManaged()) {
                checkControl(node, area, window, found); // the list itself must be reachable; its rows and
            }                                             // column headers scroll with it
            if (node instanceof TableView<?> table && node.isManaged()) {
                headerProblems(table, window, found);
            }
            return;
        }
        if (node instanceof TabPane tabs) {
            checkControl(node, area, window, found);
            Tab shown = tabs.getSelectionModel().getSelectedItem();
            if (shown != null && shown.getContent() != null) {
                walk(shown.getContent(), area, window, found);
            }
            return;
        }
        if (node instanceof ToolBar bar && node.isManaged()) {
            Node overflow = bar.lookup(".tool-bar-overflow-button");
            if (overflow != null && overflow.isVisible()) {
                found.add("in window " + name(window) + ", a toolbar hides some of its controls behind »: "
                        + describe(bar));
            }
        }
        if (node instanceof Control && node.isManaged()) {
            checkControl(node, area, window, found);
        }
        Bounds inner = area;
        if (node.getClip() != null) {
            Bounds clip = node.localToScene(node.getClip().getBoundsInParent());
            inner = intersect(area, clip);
        }
        if (node instanceof Parent parent) {
            for (Node child : List.copyOf(parent.getChildrenUnmodifiable())) {
                walk(child, inner, window, found);
            }
        }
    }

    private static void checkControl(Node node, Bounds area, Window window, List<String> found) {
        Bounds b = node.localToScene(node.getLayoutBounds());
        if (b.getWidth() <= 0 || b.getHeight() <= 0) {
            return;
        }
        if (b.getMinX() < area.getMinX() - SLACK || b.getMinY() < area.getMinY() - SLACK
                || b.getMaxX() > area.getMaxX() + SLACK || b.getMaxY() > area.getMaxY() + SLACK) {
            found.add(String.format("in window %s, %s at %.0f,%.0f–%.0f,%.0f is cut off (it may show %.0f,%.0f–%.0f,%.0f)"
                    + " with no scroll bar to reach it", name(window), describe(node), b.getMinX(), b.getMinY(),
                    b.getMaxX(), b.getMaxY(), area.getMinX(), area.getMinY(), area.getMaxX(), area.getMaxY()));
            return;
        }
        if (node instanceof Labeled labeled) {
            String full = labeled.getText();
            String shown = shownText(labeled);
            boolean hover = labeled.getTooltip() != null && full != null && full.equals(labeled.getTooltip().getText());
            if (full != null && shown != null && !shown.equals(full) && shown.endsWith(labeled.getEllipsisString())
                    && !labeled.getEllipsisString().isEmpty() && !hover) { // a tooltip with the whole text is read
                found.add("in window " + name(window) + ", " + describe(node) + " is cut to \"" + shown + "\"");
            }
        }
    }

    /**
     * A column header cut to "…" while the table has room to spare beside its columns (the new-user report: "Priv…",
     * "May be nega…" next to wide empty space); a header cut where every pixel is used is the user's to widen.
     */
    private static void headerProblems(TableView<?> table, Window window, List<String> found) {
        double used = table.getVisibleLeafColumns().stream().mapToDouble(c -> c.getWidth()).sum();
        double room = table.getWidth() - table.snappedLeftInset() - table.snappedRightInset() - 20; // a scroll bar
        if (used >= room) {
            return;
        }
        for (Node header : table.lookupAll(".column-header .label")) {
            if (header instanceof Labeled label && header.isVisible()) {
                String shown = shownText(label);
                if (label.getText() != null && shown != null && !shown.equals(label.getText())
                        && shown.endsWith(label.getEllipsisString()) && !label.getEllipsisString().isEmpty()) {
                    found.add("in window " + name(window) + ", the header " + describe(label) + " is cut to \""
                            + shown + "\" beside " + Math.round(room - used) + " px to spare");
                }
            }
        }
    }

    /** The text a labelled control shows (its skin's Text node), or null before it has a skin. */
    private static String shownText(Labeled labeled) {
        for (Node child : labeled.getChildrenUnmodifiable()) {
            if (child instanceof Text text && child.getStyleClass().contains("text")) {
                return text.getText();
            }
        }
        return null;
    }

    static String describe(Node node) {
        StringBuilder s = new StringBuilder(node.getClass().getSimpleName());
        if (node.getId() != null) {
            s.append(" #").append(node.getId());
        }
        if (node instanceof Labeled labeled && labeled.getText() != null && !labeled.getText().isBlank()) {
            s.append(" \"").append(abbreviate(labeled.getText())).append('"');
        } else if (node instanceof Control control && control.getTooltip() != null) {
            Tooltip tip = control.getTooltip();
            s.append(" (").append(abbreviate(tip.getText())).append(')');
        }
        return s.toString();
    }

    private static String abbreviate(String text) {
        String line = text == null ? "" : text.replace('\n', ' ');
        return line.length() > 60 ? line.substring(0, 60) + "…" : line;
    }

    private static Bounds intersect(Bounds a, Bounds b) {
        double minX = Math.max(a.getMinX(), b.getMinX());
        double minY = Math.max(a.getMinY(), b.getMinY());
        double maxX = Math.min(a.getMaxX(), b.getMaxX());
        double maxY = Math.min(a.getMaxY(), b.getMaxY());
        return new BoundingBox(minX, minY, Math.max(0, maxX - minX), Math.max(0, maxY - minY));
    }
}
