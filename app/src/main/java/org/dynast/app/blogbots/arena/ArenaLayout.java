package org.dynast.app.blogbots.arena;

/**
 * Where the painter puts things (pure geometry, no JavaFX): the numbered row of squares with
 * {@link #MARGIN} out-of-bounds squares each side, the Physical Obstacles' lettered squares in a row above
 * and a row below it (room is kept for a row when the replay ever has a square there), and the Bots' panels
 * under it all.
 *
 * @param left  x of the left edge of the first (out-of-bounds) square
 * @param cell  the width and height of a square
 * @param rowY  y of the top of the numbered row
 */
record ArenaLayout(double left, double cell, double rowY, boolean roomAbove, boolean roomBelow) {

    /** Out-of-bounds squares drawn on either side. */
    static final int MARGIN = 3;
    static final int SQUARES = 19 + 2 * MARGIN;
    /** Space for the counters line at the top. */
    static final double TOP = 64;
    /** The gap between the numbered row and a lettered row. */
    static final double GAP = 6;
    /** Under the numbered row: its square numbers. */
    static final double NUMBERS = 18;

    static ArenaLayout of(double width, boolean roomAbove, boolean roomBelow) {
        double cell = Math.min((width - 20) / SQUARES, 60);
        double left = (width - cell * SQUARES) / 2;
        // the Bots' names sit above their square: keep a line for them above a lettered row too
        double rowY = TOP + (roomAbove ? cell + GAP : 0);
        return new ArenaLayout(left, cell, rowY, roomAbove, roomBelow);
    }

    /** x of the left edge of (numbered or out-of-bounds) square {@code square}. */
    double squareX(int square) {
        return left + (square - 1 + MARGIN) * cell;
    }

    /** x of the centre of square {@code x} (fractional while a Bot slides). */
    double centreX(double x) {
        return left + (x - 1 + MARGIN) * cell + cell / 2;
    }

    /** y of the top of row {@code row}: 0 the numbered row, 1 the lettered row above, -1 below (under the numbers). */
    double rowTop(int row) {
        return row == 0 ? rowY : row > 0 ? rowY - cell - GAP : rowY + cell + NUMBERS;
    }

    /** y of the centre of a Bot on row {@code row}, fractional while it is lifted into (or leaves) a lettered square. */
    double centreY(double row) {
        double top = row >= 0 ? rowY + (rowTop(1) - rowY) * row : rowY + (rowTop(-1) - rowY) * -row;
        return top + cell / 2;
    }

    /** y where the Bots' panels start, under the numbered row's numbers and any lettered row below. */
    double panelTop() {
        return rowY + cell + NUMBERS + (roomBelow ? cell + 10 : 10);
    }
}
