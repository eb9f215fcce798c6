package org.dynast.app.shell;

import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.MouseEvent;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;
import org.dynast.app.common.Settings;

/**
 * Remembers the main window between launches: its size, place and maximised state, the last tab shown and the
 * position of every named split (by {@code fx:id}), in the console's {@link Settings}. A place that is no longer on
 * any screen (a monitor unplugged) is not restored: the window then opens where the system puts it.
 */
final class WindowMemory {

    static final String X = "window.x";
    static final String Y = "window.y";
    static final String WIDTH = "window.width";
    static final String HEIGHT = "window.height";
    static final String MAXIMIZED = "window.maximized";
    static final String TAB = "window.tab";
    static final String SPLIT = "split.";

    /** Room left for a window manager's frame around the content (title bar and borders). */
    private static final double FRAME_WIDTH = 16;
    private static final double FRAME_HEIGHT = 48;

    private final Settings settings;

    WindowMemory(Settings settings) {
        this.settings = settings;
    }

    /** Puts the stage where it was (if that is on a screen) and keeps note of where it goes. */
    void restore(Stage stage) {
        place(stage);
        stage.xProperty().addListener((o, a, b) -> keep(stage, X, b.doubleValue()));
        stage.yProperty().addListener((o, a, b) -> keep(stage, Y, b.doubleValue()));
        stage.widthProperty().addListener((o, a, b) -> keep(stage, WIDTH, b.doubleValue()));
        stage.heightProperty().addListener((o, a, b) -> keep(stage, HEIGHT, b.doubleValue()));
        stage.maximizedProperty().addListener((o, a, b) -> settings.put(MAXIMIZED, b.toString()));
        stage.addEventHandler(WindowEvent.WINDOW_HIDING, e -> settings.save());
    }

    /** Puts the stage where it was (if that is on a screen), at its size, maximised if it was; notes nothing. */
    void place(Stage stage) {
        var w = settings.number(WIDTH);
        var h = settings.number(HEIGHT);
        var x = settings.number(X);
        var y = settings.number(Y);
        if (w.isPresent() && h.isPresent()) {
            stage.setWidth(Math.max(w.get(), 640));
            stage.setHeight(Math.max(h.get(), 480));
        } else if (stage.getScene() != null && stage.getScene().getRoot() != null) {
            // the first launch: the designed size where the screen holds it with the window's frame, centred;
            // a smaller screen gets the window maximised rather than a title bar off its top
            Rectangle2D screen = Screen.getPrimary().getVisualBounds();
            double w0 = stage.getScene().getRoot().prefWidth(-1);
            double h0 = stage.getScene().getRoot().prefHeight(-1);
            double w1 = Math.min(w0, screen.getWidth() - FRAME_WIDTH);
            double h1 = Math.min(h0, screen.getHeight() - FRAME_HEIGHT);
            if (w1 < stage.getMinWidth() || h1 < stage.getMinHeight()) {
                stage.setMaximized(true);
            } else {
                stage.setWidth(w1 + FRAME_WIDTH);
                stage.setHeight(h1 + FRAME_HEIGHT);
                stage.setX(screen.getMinX() + (screen.getWidth() - w1 - FRAME_WIDTH) / 2);
                stage.setY(screen.getMinY() + (screen.getHeight() - h1 - FRAME_HEIGHT) / 2);
            }
        }
        if (x.isPresent() && y.isPresent() && onScreen(x.get(), y.get(), stage.getWidth(), stage.getHeight())) {
            // the title bar on the screen: a position kept above its top (an older Dynast's, or a window manager's
            // shift) would open the window with no title bar to move it by
            Rectangle2D screen = Screen.getScreensForRectangle(new Rectangle2D(x.get(), y.get(), 1, 1)).stream()
                    .findFirst().orElse(Screen.getPrimary()).getVisualBounds();
            stage.setX(Math.max(x.get(), screen.getMinX()));
            stage.setY(Math.max(y.get(), screen.getMinY()));
        }
        if (Boolean.parseBoolean(settings.get(MAXIMIZED, "false"))) {
            stage.setMaximized(true);
        }
    }

    private void keep(Stage stage, String key, double value) {
        if (!stage.isMaximized() && !stage.isIconified() && Double.isFinite(value)) {
            settings.put(key, value);
        }
    }

    private static boolean onScreen(double x, double y, double w, double h) {
        double width = Double.isNaN(w) ? 200 : Math.min(w, 200);
        double height = Double.isNaN(h) ? 100 : Math.min(h, 100);
        return !Screen.getScreensForRectangle(new Rectangle2D(x, y, width, height)).isEmpty();
    }

    /** The id of the tab shown when the console was last closed, if any. */
    String lastTab() {
        return settings.get(TAB, null);
    }

    /** Notes each tab shown. */
    void track(TabPane tabs) {
        tabs.getSelectionModel().selectedItemProperty().addListener((o, a, tab) -> {
            if (tab != null && tab.getId() != null) {
                settings.put(TAB, tab.getId());
            }
        });
    }

    /** Restores, then notes, the divider positions of every split in the tab's content that has an id. */
    void trackSplits(Tab tab) {
        if (tab.getContent() != null) {
            trackSplits(tab.getContent());
        }
    }

    void trackSplits(Node content) {
        for (Node node : content.lookupAll(".split-pane")) {
            if (node instanceof SplitPane split && split.getId() != null && split.getProperties().get(SPLIT) == null) {
                split.getProperties().put(SPLIT, Boolean.TRUE);
                String key = SPLIT + split.getId();
                for (int i = 0; i < split.getDividers().size(); i++) {
                    int index = i;
                    settings.number(key + "." + i).filter(p -> p > 0.05 && p < 0.95)
                            .ifPresent(p -> split.setDividerPosition(index, p));
                }
                // only a divider the user dragged is noted: a split laid out in a hidden tab moves on its own
                split.addEventFilter(MouseEvent.MOUSE_RELEASED, e -> {
                    double[] positions = split.getDividerPositions();
                    for (int i = 0; i < positions.length; i++) {
                        settings.put(key + "." + i, positions[i]);
                    }
                });
            }
        }
    }
}
