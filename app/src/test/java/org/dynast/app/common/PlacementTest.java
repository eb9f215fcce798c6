package org.dynast.app.common;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.geometry.Rectangle2D;
import org.junit.jupiter.api.Test;

/** Dialogs open centred on the main window and wholly on its screen. */
class PlacementTest {

    private static final Rectangle2D SCREEN = new Rectangle2D(0, 0, 1280, 800);

    @Test
    void aDialogIsCentredOnTheMainWindow() {
        Rectangle2D at = Placement.fit(SCREEN, new Rectangle2D(0, 0, 1280, 800), new Rectangle2D(5, 5, 400, 200));
        assertThat(at).isEqualTo(new Rectangle2D(440, 300, 400, 200));
    }

    @Test
    void aDialogThatWouldOpenOffTheScreenIsMovedOntoIt() {
        // the main window dragged mostly off the right-hand and bottom edges
        Rectangle2D at = Placement.fit(SCREEN, new Rectangle2D(1100, 700, 1280, 800), new Rectangle2D(0, 0, 600, 400));
        assertThat(at).isEqualTo(new Rectangle2D(680, 400, 600, 400));
    }

    @Test
    void aDialogTallerThanTheScreenIsShrunkToIt() {
        Rectangle2D at = Placement.fit(SCREEN, new Rectangle2D(0, 0, 1280, 800), new Rectangle2D(0, 0, 900, 1100));
        assertThat(at).isEqualTo(new Rectangle2D(190, 0, 900, 800));
    }
}
