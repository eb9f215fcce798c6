package org.dynast.app;

import javafx.animation.AnimationTimer;

/**
 * The longest time the FX thread went without a frame while start-up ran (issue 22): from the skeleton's showing to
 * the console's being ready, how long the window stood still (its spinner frozen, input not handled) at most.
 */
final class FrameGaps {

    private long last;
    private long longest;
    private final AnimationTimer timer = new AnimationTimer() {
        @Override
        public void handle(long now) {
            frame(System.nanoTime());
        }
    };

    /** Starts counting from now (FX thread). */
    void start() {
        last = System.nanoTime();
        timer.start();
    }

    private void frame(long now) {
        longest = Math.max(longest, now - last);
        last = now;
    }

    /** Stops counting (FX thread); the longest gap between two frames, or since the last one, in milliseconds. */
    double stop() {
        timer.stop();
        frame(System.nanoTime());
        return longest / 1e6;
    }
}
