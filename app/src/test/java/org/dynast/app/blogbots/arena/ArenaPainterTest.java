package org.dynast.app.blogbots.arena;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.Scene;
import javafx.scene.SnapshotParameters;
import javafx.scene.canvas.Canvas;
import javafx.scene.image.PixelReader;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.dynast.model.blogbots.arena.ArenaFiles.Replay;
import org.dynast.model.blogbots.arena.TrapPanel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The arena Canvas (headless Monocle): "squares 1–19 and out-of-bounds margins, lettered obstacle squares
 * above/below, trap panels, bots drawn with facing", checked on the painted pixels where the layout puts them.
 */
@ExtendWith(ApplicationExtension.class)
class ArenaPainterTest {

    private static final double W = 900;
    private static final double H = 420;
    private static final Color BACKGROUND = Color.web("#f4f1ea");
    private Canvas canvas;

    @Start
    void start(Stage stage) {
        canvas = new Canvas(W, H);
        stage.setScene(new Scene(new StackPane(canvas), W, H));
        stage.show();
    }

    @Test
    void theLayoutPutsLetteredRowsAboveAndBelowTheNumberedRowAndThePanelsUnderThem() {
        ArenaLayout plain = ArenaLayout.of(W, false, false);
        ArenaLayout both = ArenaLayout.of(W, true, true);
        // a replay without obstacles is laid out as before (row at 64, panels 28 under it)
        assertThat(plain.rowY()).isEqualTo(ArenaLayout.TOP);
        assertThat(plain.panelTop()).isEqualTo(plain.rowY() + plain.cell() + 28);
        // above: a whole square over the row; below: under the square numbers; panels under that
        assertThat(both.rowTop(1) + both.cell()).isLessThan(both.rowTop(0));
        assertThat(both.rowTop(1)).isGreaterThanOrEqualTo(ArenaLayout.TOP);
        assertThat(both.rowTop(-1)).isGreaterThanOrEqualTo(both.rowTop(0) + both.cell() + ArenaLayout.NUMBERS);
        assertThat(both.panelTop()).isGreaterThan(both.rowTop(-1) + both.cell());
        // a lettered square is in its numbered square's column
        assertThat(both.centreX(12)).isEqualTo(both.squareX(12) + both.cell() / 2);
        assertThat(both.centreY(1)).isEqualTo(both.rowTop(1) + both.cell() / 2);
        assertThat(both.centreY(-1)).isEqualTo(both.rowTop(-1) + both.cell() / 2);
        assertThat(both.centreY(0.5)).isStrictlyBetween(both.centreY(1), both.centreY(0));
    }

    @Test
    void obstacleSquaresTrapPanelsAndABotInALetteredSquareArePainted(FxRobot robot) {
        Replay replay = Goldens.obstaclesAndTraps();
        ReplayCursor cursor = new ReplayCursor(replay);
        ArenaLayout at = ArenaLayout.of(W, true, true);

        PixelReader before = paint(robot, cursor.frame(68), replay);
        PixelReader after = paint(robot, cursor.frame(69), replay);
        // square G below 14 appears at event 69: its letter tag (at the foot of the square, under the letter) and the
        // post to its numbered square
        double gx = at.squareX(14);
        double gy = at.rowTop(-1);
        assertThat(colour(before, gx + 10, gy + at.cell() - 3.5)).isEqualTo(BACKGROUND);
        assertNear(colour(after, gx + 10, gy + at.cell() - 3.5), ArenaPainter.OBSTACLE);
        assertNear(colour(after, gx + at.cell() / 2, gy - ArenaLayout.NUMBERS + 3), ArenaPainter.OBSTACLE);
        // the configuration's square A above 4 is there all along
        assertNear(colour(before, at.squareX(4) + 10, at.rowTop(1) + 2.5), ArenaPainter.OBSTACLE);
        // the shock panel on 14: its plate along the foot of the square in the panel's colour
        Color plate = colour(after, at.squareX(14) + 4, at.rowY() + at.cell() - 3);
        assertThat(plate.getBlue()).isGreaterThan(plate.getGreen());
        assertThat(ArenaPainter.trapLabel(TrapPanel.SHOCK)).isEqualTo("shock");

        // Skirmisher (the third Bot drawn, red) shoved into D above 12: drawn in that square, not on the row
        PixelReader lifted = paint(robot, cursor.frame(115), replay);
        double half = at.cell() * 0.8 / 2;
        Color body = colour(lifted, at.centreX(12), at.centreY(1) - half * 0.25);
        assertNear(body, Color.web("#c2452d"));
        assertThat(colour(lifted, at.centreX(12), at.centreY(0) - half * 0.25)).isNotEqualTo(body);
    }

    private PixelReader paint(FxRobot robot, ReplayCursor.Drawn drawn, Replay replay) {
        PixelReader[] out = new PixelReader[1];
        robot.interact(() -> {
            ArenaPainter.paint(canvas.getGraphicsContext2D(), W, H, drawn, replay.configuration(), true, "test");
            out[0] = canvas.snapshot(new SnapshotParameters(), null).getPixelReader();
        });
        return out[0];
    }

    private static Color colour(PixelReader pixels, double x, double y) {
        return pixels.getColor((int) Math.round(x), (int) Math.round(y));
    }

    private static void assertNear(Color actual, Color expected) {
        assertThat(Math.abs(actual.getRed() - expected.getRed()) + Math.abs(actual.getGreen() - expected.getGreen())
                + Math.abs(actual.getBlue() - expected.getBlue())).as(actual + " near " + expected).isLessThan(0.08);
    }
}
