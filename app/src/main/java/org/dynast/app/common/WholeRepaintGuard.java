package org.dynast.app.common;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Set;
import javafx.scene.Scene;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javafx.scene.shape.Rectangle;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps JavaFX from painting the whole window again for a change nobody sees (issue 31, switching dynasty).
 * <p>
 * A pulse that synchronises the scene (a node marked dirty, a CSS pass asked for) is painted. When none of what it
 * synchronised changes anything shown (a hidden tab's rows, a style that ends as it was, a clip moved to where it
 * was), Prism's painter is left without a dirty region, and it then paints <i>everything</i> ({@code ViewPainter} in
 * JavaFX 26: "There are no dirty regions, so just paint everything"). With software rendering a 1280×800 window
 * takes 25–80 ms to paint, and after a dynasty switch up to three such pulses in a row were the FX thread's longest
 * waits.
 * <p>
 * On each pulse that will synchronise the scene, the guard changes one transparent pixel in the window's top left
 * corner, so the painter always has a dirty region, that pixel at the least, and paints only what changed. A pulse
 * that synchronises nothing is left alone, so an idle window stays idle. Whether a pulse synchronises is the scene's
 * own state (its dirty nodes and dirty bits), read as JavaFX reads it; that needs {@code javafx.scene} open to the app
 * ({@code --add-opens javafx.graphics/javafx.scene=ALL-UNNAMED}, which the launcher and the app image pass) when
 * JavaFX runs as modules. Where it is not open, {@link #install} says so and the window paints as JavaFX paints it.
 */
public final class WholeRepaintGuard {

    private static final Logger LOG = LoggerFactory.getLogger(WholeRepaintGuard.class);

    /** The scene's dirty nodes, their count and its own dirty bits; null when {@code javafx.scene} is not open. */
    private static final VarHandle DIRTY_NODES;
    private static final VarHandle DIRTY_NODES_SIZE;
    private static final VarHandle SCENE_BITS;

    static {
        VarHandle nodes = null;
        VarHandle size = null;
        VarHandle bits = null;
        try {
            MethodHandles.Lookup scene = MethodHandles.privateLookupIn(Scene.class, MethodHandles.lookup());
            nodes = scene.findVarHandle(Scene.class, "dirtyNodes", javafx.scene.Node[].class);
            size = scene.findVarHandle(Scene.class, "dirtyNodesSize", int.class);
            bits = scene.findVarHandle(Scene.class, "dirtyBits", java.util.EnumSet.class);
        } catch (IllegalAccessException | NoSuchFieldException closedOrChanged) {
            nodes = null;
            size = null;
            bits = null;
        }
        DIRTY_NODES = nodes;
        DIRTY_NODES_SIZE = size;
        SCENE_BITS = bits;
    }

    private static final Color ONE = Color.TRANSPARENT;
    private static final Color OTHER = Color.rgb(255, 255, 255, 0);

    private final Scene scene;
    private final Rectangle pixel = new Rectangle(1, 1, ONE);
    private final Runnable listener = this::beforeSync;
    private long changes;

    private WholeRepaintGuard(Scene scene) {
        this.scene = scene;
        pixel.setManaged(false);
        pixel.setMouseTransparent(true);
        pixel.setFocusTraversable(false);
        pixel.getStyleClass().add("repaint-guard");
    }

    /**
     * Guards {@code scene}, whose root is {@code root} (FX thread). Returns the guard, or null when JavaFX does not let
     * the app read the scene's state (see the class comment): then nothing is added.
     */
    public static WholeRepaintGuard install(Scene scene, Pane root) {
        if (!available()) {
            LOG.info("javafx.scene is not open to the app: whole-window repaints for unseen changes are left as "
                    + "they are");
            return null;
        }
        WholeRepaintGuard guard = new WholeRepaintGuard(scene);
        root.getChildren().add(guard.pixel);
        scene.addPostLayoutPulseListener(guard.listener);
        return guard;
    }

    /** Whether this JavaFX lets the guard read a scene's state. */
    private static boolean available() {
        return DIRTY_NODES != null;
    }

    /** How many pulses the guard has marked its pixel in: the ones that synchronised the scene. */
    public long changes() {
        return changes;
    }

    /**
     * After CSS and layout, before the scene is synchronised: JavaFX synchronises (and paints) when it has dirty nodes
     * or dirty bits of its own ({@code Scene.ScenePulseListener.pulse}); the pixel then changes too. Changing it adds
     * it to the dirty nodes, which asks for no other pulse when there are already some.
     */
    private void beforeSync() {
        if (pixel.getScene() != scene) {
            scene.removePostLayoutPulseListener(listener); // the root was replaced: its guard goes with it
            return;
        }
        boolean syncs = DIRTY_NODES.get(scene) == null || (int) DIRTY_NODES_SIZE.get(scene) != 0
                || !((Set<?>) SCENE_BITS.get(scene)).isEmpty();
        if (syncs) {
            pixel.setFill(pixel.getFill() == ONE ? OTHER : ONE);
            changes++;
        }
    }
}
