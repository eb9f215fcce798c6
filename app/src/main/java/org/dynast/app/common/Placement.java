package org.dynast.app.common;

import java.util.concurrent.TimeUnit;
import javafx.animation.KeyFrame;
import javafx.animation.PauseTransition;
import javafx.animation.Timeline;
import javafx.application.Platform;
import javafx.beans.InvalidationListener;
import javafx.geometry.Rectangle2D;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Dialog;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.stage.WindowEvent;
import javafx.util.Duration;

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

    /**
     * Once {@code window} is shown (every time), centres it on {@code owner} and keeps it on screen; and while it is
     * shown it stays at least as big as its content (see {@link #keepFitting}).
     */
    public static void onShown(Window window, Window owner) {
        // after the dialog's own placing (it centres itself once shown, without minding the screen's edges)
        window.addEventHandler(WindowEvent.WINDOW_SHOWN, e -> Platform.runLater(() -> {
            growToContent(window);
            place(window, owner);
        }));
        keepFitting(window);
    }

    /**
     * While {@code window} is shown, after every layout pass in which its content asks for more room than the window
     * gives it, the window grows to the content (within its screen) and stays wholly on the screen. A window manager
     * may answer a window's first size after the console has grown it (Openbox at times kept a dialog at the size it
     * was mapped with, 900×360 for content of 900×620), and content may grow once shown (a message line, a wizard's
     * next step); either way the window is grown again at the next pulse. It only grows: a window the user made
     * bigger keeps its size, and one the user made smaller once it had settled keeps that size too (its content
     * scrolls).
     */
    public static void keepFitting(Window window) {
        if (window.getProperties().putIfAbsent(KEEP_FITTING, Boolean.TRUE) != null) {
            return;
        }
        FitKeeper keeper = new FitKeeper(window);
        Runnable afterLayout = keeper::afterLayout;
        window.addEventHandler(WindowEvent.WINDOW_SHOWN, e -> {
            keeper.shown();
            if (window.getScene() != null) {
                window.getScene().addPostLayoutPulseListener(afterLayout);
            }
        });
        window.addEventHandler(WindowEvent.WINDOW_HIDDEN, e -> {
            if (window.getScene() != null) {
                window.getScene().removePostLayoutPulseListener(afterLayout);
            }
        });
    }

    /** {@link #keepFitting}'s watch over one window. */
    private static final class FitKeeper {
        private final Window window;
        /** A grow is queued for the next turn of the FX thread. */
        private boolean asked;
        /** The size the window last had while it fitted its content (or the user chose it), and what the content
         * asked then. */
        private double keptWidth;
        private double keptHeight;
        private Rectangle2D keyAtKept;
        private boolean userSized;
        /** When the console last asked for a size, and how often it asked since the window last fitted. */
        private long askedAt = System.nanoTime();
        private int tries;

        FitKeeper(Window window) {
            this.window = window;
        }

        /** Shown (again): its first size was asked for now. */
        void shown() {
            askedAt = System.nanoTime();
            tries = 0;
            userSized = false;
            keptWidth = 0;
            keptHeight = 0;
            keyAtKept = null;
        }

        void afterLayout() {
            if (asked || !window.isShowing() || window instanceof Stage s && (s.isMaximized()
                    || s.isFullScreen() || s.isIconified())) {
                return;
            }
            Parent root = window.getScene().getRoot();
            // what the content asks, whatever size the window has
            Rectangle2D key = new Rectangle2D(0, 0, root.prefWidth(-1), root.prefHeight(-1));
            if (!smallerThanContent(window)) {
                keep(key);
                userSized = false;
                tries = 0;
                return;
            }
            long now = System.nanoTime();
            boolean shrunk = window.getWidth() + 1 < keptWidth || window.getHeight() + 1 < keptHeight;
            if (shrunk && now - askedAt > SETTLING_NANOS) {
                // made smaller once settled, not the window manager's race: the user's choice (the content scrolls)
                keep(key);
                userSized = true;
                return;
            }
            if (userSized && keyAtKept != null && key.getWidth() <= keyAtKept.getWidth() + USER_SIZED_SLACK
                    && key.getHeight() <= keyAtKept.getHeight() + USER_SIZED_SLACK) {
                return; // a window the user sized: a scroll bar that appeared is no reason to grow it
            }
            if (++tries > 5) {
                return; // a window manager that keeps refusing is not fought pulse after pulse
            }
            asked = true;
            askedAt = now;
            Platform.runLater(() -> {
                asked = false;
                refit(window);
                userSized = false;
            });
        }

        private void keep(Rectangle2D key) {
            keptWidth = window.getWidth();
            keptHeight = window.getHeight();
            keyAtKept = key;
        }
    }

    private static final String KEEP_FITTING = Placement.class.getName() + ".keepFitting";
    /** How long after a size is first asked for a window manager's answer with another size is taken as its race. */
    private static final long SETTLING_NANOS = 3_000_000_000L;
    /** How much more a user-sized window's content may ask (a scroll bar appearing) before it is grown again. */
    private static final double USER_SIZED_SLACK = 24;

    /** Whether {@code window} is smaller than its content asks, where its screen has room to grow it. */
    static boolean smallerThanContent(Window window) {
        Rectangle2D need = contentNeeds(window);
        return need != null && (window.getWidth() + 1 < need.getWidth() || window.getHeight() + 1 < need.getHeight());
    }

    /**
     * The window size {@code window}'s content asks for (its scene root's preferred size, the height at the width
     * the window will have, plus the window's frame), capped to its screen; null without a scene.
     */
    private static Rectangle2D contentNeeds(Window window) {
        Scene scene = window.getScene();
        if (scene == null || scene.getRoot() == null) {
            return null;
        }
        Parent root = scene.getRoot();
        Rectangle2D screen = screenOf(window);
        double frameW = Math.max(0, window.getWidth() - scene.getWidth());
        double frameH = Math.max(0, window.getHeight() - scene.getHeight());
        double w = Math.min(Math.max(window.getWidth(), root.prefWidth(-1) + frameW), screen.getWidth());
        double h = root.prefHeight(Math.max(w - frameW, scene.getWidth())) + frameH;
        return new Rectangle2D(0, 0, w, Math.min(Math.max(window.getHeight(), h), screen.getHeight()));
    }

    /**
     * Makes {@code window} at least as big as its content asks, within its screen (a window manager may open a
     * dialog smaller than its scene, cutting off its buttons); a window already big enough, or made bigger by the
     * user, keeps its size.
     */
    public static void growToContent(Window window) {
        Scene scene = window.getScene();
        if (scene == null || scene.getRoot() == null) {
            return;
        }
        scene.getRoot().applyCss();
        scene.getRoot().layout();
        Rectangle2D need = contentNeeds(window);
        if (window.getWidth() + 1 < need.getWidth()) {
            window.setWidth(need.getWidth());
        }
        if (window.getHeight() + 1 < need.getHeight()) {
            window.setHeight(need.getHeight());
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

    /** How long after a native modal dialog the window manager's moves of its owner are watched and undone. */
    static final Duration NATIVE_MODAL_WATCH = Duration.seconds(10);
    /** At most this many corrections in that time: a window manager that insists is left to it. */
    static final int NATIVE_MODAL_CORRECTIONS = 6;
    /** The most a window manager's frame (title bar, borders) is taken to shift a window from where it was asked. */
    static final double MAX_FRAME_OFFSET = 64;

    /**
     * Keeps {@code window} as it was before a native modal dialog (the desktop's own file chooser, a window JavaFX does
     * not draw) over it closed: maximised if it was, and wholly on its screen. Under a window manager GTK's chooser
     * leaves its owner un-maximised and shifted up, its title bar off the screen, some time after it closes (seen in
     * the desktop journeys at 1280×800 under Openbox, once at −1,−20 more than a second after the chooser), so the
     * window is watched for {@link #NATIVE_MODAL_WATCH} and put back each time it moves off its screen or, if it was
     * maximised, out of that state.
     */
    public static void afterNativeModal(Window window, boolean wasMaximized) {
        if (window == null || !window.isShowing()) {
            return;
        }
        Stage stage = window instanceof Stage s ? s : null;
        int[] corrections = {0};
        boolean[] pending = {false};
        // where the window was last asked to go, and so the offset the window manager answered with
        double[][] asked = {null};
        long closed = System.nanoTime();
        Runnable correct = () -> {
            pending[0] = false;
            if (!window.isShowing() || corrections[0] >= NATIVE_MODAL_CORRECTIONS) {
                return;
            }
            // un-maximised in the first seconds is the window manager's doing; later, only if it left the screen too
            // (a user who un-maximises it then keeps what they chose)
            boolean early = System.nanoTime() - closed < TimeUnit.SECONDS.toNanos(5);
            if (wasMaximized && stage != null && !stage.isMaximized() && (early || offScreen(window))) {
                corrections[0]++;
                stage.setMaximized(true);
            } else if (!(stage != null && stage.isMaximized()) && offScreen(window)) {
                corrections[0]++;
                Rectangle2D to = fit(screenOf(window), null, bounds(window));
                double dx = 0;
                double dy = 0;
                if (asked[0] != null) {
                    // the window manager put it at an offset from where it was last asked (once the chooser has
                    // gone, GTK may place the window's content where its frame was asked, so the frame lands a title
                    // bar higher): asked again, that offset the other way. The offset is measured from what was
                    // really asked, compensation included: a window manager that answers exactly the next time (GTK
                    // once it knows the frame's size) is then asked for the target itself, not overshot past it
                    double offX = asked[0][0] - window.getX();
                    double offY = asked[0][1] - window.getY();
                    if (Math.abs(offX) <= MAX_FRAME_OFFSET && Math.abs(offY) <= MAX_FRAME_OFFSET) {
                        dx = offX;
                        dy = offY;
                    }
                }
                asked[0] = new double[] {to.getMinX() + dx, to.getMinY() + dy};
                moveTo(window, to, dx, dy);
            }
        };
        InvalidationListener moved = o -> {
            if (!pending[0]) {
                pending[0] = true;
                Platform.runLater(correct);
            }
        };
        if (wasMaximized && stage != null) {
            // asked again of the window manager (a no-op while JavaFX still believes it maximised)
            Platform.runLater(() -> {
                stage.setMaximized(false);
                stage.setMaximized(true);
            });
            stage.maximizedProperty().addListener(moved);
        }
        window.xProperty().addListener(moved);
        window.yProperty().addListener(moved);
        // whatever JavaFX believed of it just after: checked once the window manager has had a moment, and again at
        // spaced times (a move the window manager makes without JavaFX hearing of it at once is still seen)
        Timeline settle = new Timeline();
        for (int seconds : new int[] {1, 2, 4, 8}) {
            settle.getKeyFrames().add(new KeyFrame(Duration.seconds(seconds),
                    e -> correct.run()));
        }
        settle.play();
        PauseTransition watch = new PauseTransition(NATIVE_MODAL_WATCH);
        watch.setOnFinished(e -> {
            window.xProperty().removeListener(moved);
            window.yProperty().removeListener(moved);
            if (stage != null) {
                stage.maximizedProperty().removeListener(moved);
            }
        });
        watch.play();
    }

    /** Not wholly on its screen (by more than a frame's width: a window's frame may overhang the edge by a pixel). */
    static boolean offScreen(Window window) {
        Rectangle2D screen = screenOf(window);
        double slack = 2;
        return window.getX() < screen.getMinX() - slack || window.getY() < screen.getMinY() - slack
                || window.getX() + window.getWidth() > screen.getMaxX() + slack
                || window.getY() + window.getHeight() > screen.getMaxY() + slack;
    }

    /** Centres {@code window} on {@code owner} (if any) within the owner's screen. */
    public static void place(Window window, Window owner) {
        Window anchor = owner != null && owner.isShowing() ? owner : null;
        Rectangle2D screen = screenOf(anchor != null ? anchor : window);
        Rectangle2D around = anchor == null ? null
                : new Rectangle2D(anchor.getX(), anchor.getY(), anchor.getWidth(), anchor.getHeight());
        moveTo(window, fit(screen, around, bounds(window)), 0, 0);
    }

    /** Shrinks {@code window} to {@code at}'s size if bigger and asks for {@code at}'s place, moved by dx, dy. */
    private static void moveTo(Window window, Rectangle2D at, double dx, double dy) {
        if (at.getWidth() < window.getWidth()) {
            window.setWidth(at.getWidth());
        }
        if (at.getHeight() < window.getHeight()) {
            window.setHeight(at.getHeight());
        }
        window.setX(at.getMinX() + dx);
        window.setY(at.getMinY() + dy);
    }

    private static Rectangle2D bounds(Window w) {
        return new Rectangle2D(w.getX(), w.getY(), w.getWidth(), w.getHeight());
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
