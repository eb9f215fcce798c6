package org.dynast.app.common;

import javafx.application.Platform;
import javafx.scene.Scene;

/**
 * Waiting for the window's next frame, or for the console to settle: what start-up, the training tour and the switch
 * benchmark time by.
 */
public final class Frames {

    private Frames() {
    }

    /**
     * Runs {@code then} on the FX thread once the scene's next pulse has been laid out (its frame goes to the
     * renderer), out of that pulse; asks for the pulse, so it comes even when nothing else changed.
     */
    public static void afterNext(Scene scene, Runnable then) {
        Runnable frame = new Runnable() {
            @Override
            public void run() {
                scene.removePostLayoutPulseListener(this);
                Platform.runLater(then);
            }
        };
        scene.addPostLayoutPulseListener(frame);
        Platform.requestNextPulse();
    }

    /**
     * Runs {@code then} on the FX thread once {@code executor}'s worker has done what was asked of it so far (failed or
     * not) and two more frames went by: the console settled, its data shown. Called on the FX thread.
     */
    public static void afterWork(TaskExecutor executor, Scene scene, Runnable then) {
        Runnable twoFrames = () -> afterNext(scene, () -> afterNext(scene, then));
        executor.submit(() -> null, x -> twoFrames.run(), failed -> twoFrames.run());
    }
}
