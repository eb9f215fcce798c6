package org.dynast.app.common;

import javafx.geometry.Rectangle2D;
import javafx.scene.control.Dialog;
import javafx.stage.Screen;
import javafx.stage.Window;
import javafx.stage.WindowEvent;

/**
 * Where dialogs and tool windows open: centred on the main window, and never off the screen (moved in, and shrunk
 * to the screen when they are bigger than it).
 */
public final class Placement {

    private Placement() {
    }

    /** Owns {@code dialog} by {@code owner} and, once shown, centres it on the owner and keeps it on screen. */
    public static <T> Dialog<T> owned(Dialog<T> dialog, Window owner) {
        if (owner != null) {
            dialog.initOwner(owner);
        }
        // resizable, as a desktop dialog is: a window manager keeps a fixed-size window at the size it first had,
        // which may be smaller than its content once styled (the New Matter dialog's text area was cut to one line)
        dialog.setResizable(true);
        onShown(dialog.getDialogPane().getScene().getWindow(), owner);
        return dialog;
    }

    /** Once {@code window} is shown (every time), centres it on {@code owner} and keeps it on screen. */
    public static void onShown(Window window, Window owner) {
        // after the dialog's own placing (it centres itself once shown, without minding the screen's edges)
        window.addEventHandler(WindowEvent.WINDOW_SHOWN, e -> javafx.application.Platform.runLater(() -> {
            growToContent(window);
            place(window, owner);
        }));
    }

    /**
     * Makes {@code window} at least as big as its content asks (a window manager may open a dialog smaller than its
     * scene, cutting off its buttons); a window already big enough, or sized by the user, keeps its size.
     */
    public static void growToContent(Window window) {
        javafx.scene.Scene scene = window.getScene();
        if (scene == null || scene.getRoot() == null) {
            return;
        }
        javafx.scene.Parent root = scene.getRoot();
        root.applyCss();
        root.layout();
        double prefW = root.prefWidth(-1);
        double prefH = root.prefHeight(Math.max(prefW, scene.getWidth()));
        double frameW = Math.max(0, window.getWidth() - scene.getWidth());
        double frameH = Math.max(0, window.getHeight() - scene.getHeight());
        if (scene.getWidth() + 1 < prefW) {
            window.setWidth(prefW + frameW);
        }
        if (scene.getHeight() + 1 < prefH) {
            window.setHeight(prefH + frameH);
        }
    }

    /**
     * After its content grew (a wizard's next step, a list measured once drawn): {@code window} grows to it, and is
     * then moved (and shrunk, if bigger) wholly onto its screen, without being centred again.
     */
    public static void refit(Window window) {
        if (window == null || !window.isShowing()) {
            return;
        }
        growToContent(window);
        place(window, null);
    }

    /** Centres {@code window} on {@code owner} (if any) within the owner's screen. */
    public static void place(Window window, Window owner) {
        Window anchor = owner != null && owner.isShowing() ? owner : null;
        Rectangle2D screen = screenOf(anchor != null ? anchor : window);
        Rectangle2D around = anchor == null ? null
                : new Rectangle2D(anchor.getX(), anchor.getY(), anchor.getWidth(), anchor.getHeight());
        Rectangle2D at = fit(screen, around, new Rectangle2D(window.getX(), window.getY(), window.getWidth(),
                window.getHeight()));
        if (at.getWidth() < window.getWidth()) {
            window.setWidth(at.getWidth());
        }
        if (at.getHeight() < window.getHeight()) {
            window.setHeight(at.getHeight());
        }
        window.setX(at.getMinX());
        window.setY(at.getMinY());
    }

    /**
     * Where a window of {@code now}'s size goes: centred on {@code owner} (left where it is without one), shrunk to
     * {@code screen} if bigger, and moved wholly onto it.
     */
    static Rectangle2D fit(Rectangle2D screen, Rectangle2D owner, Rectangle2D now) {
        double w = Math.min(now.getWidth(), screen.getWidth());
        double h = Math.min(now.getHeight(), screen.getHeight());
        double x = owner == null ? now.getMinX() : owner.getMinX() + (owner.getWidth() - w) / 2;
        double y = owner == null ? now.getMinY() : owner.getMinY() + (owner.getHeight() - h) / 2;
        x = Math.max(screen.getMinX(), Math.min(x, screen.getMaxX() - w));
        y = Math.max(screen.getMinY(), Math.min(y, screen.getMaxY() - h));
        return new Rectangle2D(x, y, w, h);
    }

    private static Rectangle2D screenOf(Window w) {
        double cx = w.getX() + w.getWidth() / 2;
        double cy = w.getY() + w.getHeight() / 2;
        return Screen.getScreensForRectangle(cx, cy, 1, 1).stream().findFirst().orElse(Screen.getPrimary())
                .getVisualBounds();
    }
}
