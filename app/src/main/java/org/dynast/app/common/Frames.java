package org.dynast.app.common;

import javafx.application.Platform;
import javafx.scene.Scene;

/** Waiting for the window's next frame: what start-up, the training tour and the switch benchmark time by. */
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
}
