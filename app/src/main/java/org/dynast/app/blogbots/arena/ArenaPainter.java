package org.dynast.app.blogbots.arena;

import java.util.ArrayList;
import java.util.List;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;
import org.dynast.app.blogbots.arena.ReplayCursor.Badge;
import org.dynast.app.blogbots.arena.ReplayCursor.Drawn;
import org.dynast.app.blogbots.arena.ReplayCursor.DrawnBot;
import org.dynast.app.blogbots.arena.ReplayCursor.ObstacleSquare;
import org.dynast.model.blogbots.arena.Configuration;
import org.dynast.model.blogbots.arena.Facing;
import org.dynast.model.blogbots.arena.TrapPanel;

/** Paints a {@link Drawn} arena on a canvas: it draws, it decides nothing. */
final class ArenaPainter {

    /** Out-of-bounds squares drawn on either side. */
    static final int MARGIN = ArenaLayout.MARGIN;
    static final Color OBSTACLE = Color.web("#8a6f4e");
    private static final Color[] BOT_COLOURS = {Color.web("#2f6fb3"), Color.web("#7a4fb0"), Color.web("#c2452d")};
    private static final Font SMALL = Font.font("System", 11);
    private static final Font TINY = Font.font("System", 9);
    private static final Font BOLD = Font.font("System", FontWeight.BOLD, 12);
    private static final Font BIG = Font.font("System", FontWeight.BOLD, 15);

    private ArenaPainter() {
    }

    static void paint(GraphicsContext g, double w, double h, Drawn d, Configuration config, boolean talliesShown,
                      String counters) {
        g.setFill(Color.web("#f4f1ea"));
        g.fillRect(0, 0, w, h);
        if (d == null) {
            return;
        }
        ArenaLayout at = ArenaLayout.of(w, d.roomAbove(), d.roomBelow());
        double cell = at.cell();
        double rowY = at.rowY();

        g.setTextBaseline(VPos.CENTER);
        g.setTextAlign(TextAlignment.LEFT);
        g.setFont(BIG);
        g.setFill(Color.web("#30343b"));
        g.fillText(counters + (d.suddenDeath() ? "   SUDDEN DEATH" : ""), 10, 16);

        for (int k = 0; k < ArenaLayout.SQUARES; k++) {
            int square = k - MARGIN + 1;
            double x = at.squareX(square);
            boolean in = square >= 1 && square <= 19;
            g.setFill(in ? Color.web("#d9d4c7") : Color.web("#b7b0a0").deriveColor(0, 1, 1, 0.5));
            if (in && d.detonation() > 0 && (d.detonatedSquare() == 0 || d.detonatedSquare() == square)) {
                g.setFill(Color.web("#d9d4c7").interpolate(Color.ORANGERED, d.detonation() * 0.7));
            }
            g.fillRect(x + 1, rowY, cell - 2, cell);
            g.setStroke(in ? Color.web("#8d8677") : Color.web("#b7b0a0"));
            g.setLineDashes(in ? null : new double[] {4, 3});
            g.strokeRect(x + 1, rowY, cell - 2, cell);
            g.setLineDashes(null);
            TrapPanel trap = in && config != null ? config.trapAt(square) : null;
            if (trap != null) {
                paintTrap(g, trap, x, rowY, cell);
            }
            g.setFont(SMALL);
            g.setTextAlign(TextAlignment.CENTER);
            g.setFill(in ? Color.web("#5b5548") : Color.web("#a39b8a"));
            g.fillText(in ? Integer.toString(square) : "OOB", x + cell / 2, rowY + cell + 10);
        }
        for (ObstacleSquare o : d.obstacles()) {
            paintObstacle(g, o, at.squareX(o.square()), at.rowTop(o.row()), cell);
        }
        if (config != null && config.bumperSides()) {
            g.setFill(Color.web("#e0a800"));
            g.fillRect(at.squareX(1) - 4, rowY - 6, 5, cell + 12);
            g.fillRect(at.squareX(20) - 1, rowY - 6, 5, cell + 12);
        }

        List<DrawnBot> bots = d.bots();
        for (int b = 0; b < bots.size(); b++) {
            DrawnBot bot = bots.get(b);
            if (!bot.present()) {
                continue;
            }
            paintBot(g, bot, colour(b, bot), at.centreX(bot.x()), at.centreY(bot.row()), cell * 0.8,
                    b % 2 == 1 ? 14 : 0);
        }
        for (ObstacleSquare o : d.obstacles()) {
            paintLetter(g, o, at.squareX(o.square()), at.rowTop(o.row()), cell);
        }

        double panelTop = at.panelTop();
        double panelW = (w - 20) / Math.max(1, bots.size());
        int rows = 0;
        for (DrawnBot bot : bots) {
            rows = Math.max(rows, 2 + bot.systems().size());
        }
        double panelH = Math.min(h - panelTop - 6, 64 + rows * 18);
        for (int b = 0; b < bots.size(); b++) {
            paintPanel(g, bots.get(b), colour(b, bots.get(b)), 10 + b * panelW, panelTop, panelW - 10, panelH,
                    talliesShown);
        }
    }

    private static Color colour(int b, DrawnBot bot) {
        return BOT_COLOURS[b % BOT_COLOURS.length];
    }

    /** A Physical Obstacle square: a raised block with its letter. */
    private static void paintObstacle(GraphicsContext g, ObstacleSquare o, double x, double y, double cell) {
        g.setFill(OBSTACLE.deriveColor(0, 1, 1, 0.35));
        g.fillRect(x + 1, y, cell - 2, cell);
        g.setStroke(OBSTACLE);
        g.setLineWidth(2);
        g.strokeRect(x + 2, y + 1, cell - 4, cell - 2);
        g.setLineWidth(1);
        // a post joining it to its numbered square
        g.setFill(OBSTACLE);
        double postY = o.above() ? y + cell : y - ArenaLayout.NUMBERS;
        g.fillRect(x + cell / 2 - 2, postY, 4, o.above() ? ArenaLayout.GAP : ArenaLayout.NUMBERS - 12);
    }

    /** The letter of an obstacle square, as a tag on its outer corner (painted over any Bot in it). */
    private static void paintLetter(GraphicsContext g, ObstacleSquare o, double x, double y, double cell) {
        double ty = o.above() ? y + 2 : y + cell - 16;
        g.setFill(OBSTACLE);
        g.fillRoundRect(x + 3, ty, 14, 14, 5, 5);
        g.setFill(Color.WHITE);
        g.setFont(BOLD);
        g.setTextAlign(TextAlignment.CENTER);
        g.fillText(String.valueOf(o.letter()), x + 10, ty + 7);
    }

    /** A trap panel: the square tinted its colour, its kind on a plate along the foot and its initials. */
    private static void paintTrap(GraphicsContext g, TrapPanel trap, double x, double rowY, double cell) {
        Color c = trapColour(trap);
        g.setFill(c.deriveColor(0, 1, 1, 0.25));
        g.fillRect(x + 2, rowY + 1, cell - 4, cell - 2);
        g.setFill(c.deriveColor(0, 1, 1, 0.8));
        g.fillRect(x + 2, rowY + cell - 13, cell - 4, 12);
        g.setFill(Color.WHITE);
        g.setFont(TINY);
        g.setTextAlign(TextAlignment.CENTER);
        g.fillText(trapLabel(trap), x + cell / 2, rowY + cell - 7);
        // its initials, large and faint, in the square
        g.setFill(c.deriveColor(0, 1, 0.8, 0.55));
        g.setFont(BIG);
        g.fillText(trapInitials(trap), x + cell / 2, rowY + cell / 2 - 5);
    }

    static String trapInitials(TrapPanel t) {
        return switch (t) {
            case FLIP -> "FP";
            case FLAME -> "FL";
            case EXPLOSION -> "EX";
            case SHOCK -> "SH";
        };
    }

    static String trapLabel(TrapPanel t) {
        return switch (t) {
            case FLIP -> "flip";
            case FLAME -> "flame";
            case EXPLOSION -> "expl";
            case SHOCK -> "shock";
        };
    }

    static Color trapColour(TrapPanel t) {
        return switch (t) {
            case FLIP -> Color.web("#3a7bd5");
            case FLAME -> Color.web("#e4572e");
            case EXPLOSION -> Color.web("#f2a541");
            case SHOCK -> Color.web("#9b5de5");
        };
    }

    private static void paintBot(GraphicsContext g, DrawnBot bot, Color colour, double cx, double cy, double size,
                                 double labelLift) {
        double alpha = bot.evading() ? 0.35 : 1.0;
        double half = size / 2;
        g.save();
        g.setGlobalAlpha(alpha);
        g.translate(cx, cy);
        if (bot.flipped()) {
            g.scale(1, -1);
        }
        // body
        g.setFill(colour);
        g.fillRoundRect(-half, -half * 0.55, size, size * 0.6, 10, 10);
        // wheels (underneath; on top when Flipped)
        g.setFill(Color.web("#222"));
        g.fillOval(-half * 0.8, half * 0.05, size * 0.3, size * 0.3);
        g.fillOval(half * 0.2, half * 0.05, size * 0.3, size * 0.3);
        // facing: a wedge on the front
        int dir = bot.facing() == Facing.RIGHT ? 1 : -1;
        g.setFill(Color.web("#f1c40f"));
        g.fillPolygon(new double[] {dir * half, dir * (half + size * 0.22), dir * half},
                new double[] {-half * 0.45, -half * 0.15, half * 0.15}, 3);
        if (!bot.flashing().isEmpty() && bot.flash() > 0) {
            g.setFill(Color.RED.deriveColor(0, 1, 1, 0.6 * bot.flash()));
            g.fillRoundRect(-half - 3, -half * 0.55 - 3, size + 6, size * 0.6 + 6, 12, 12);
        }
        g.restore();
        g.save();
        g.setGlobalAlpha(alpha);
        if (bot.blocking()) {
            g.setStroke(Color.web("#2e8b57"));
            g.setLineWidth(3);
            int d = bot.facing() == Facing.RIGHT ? 1 : -1;
            g.strokeLine(cx + d * (half + size * 0.3), cy - half, cx + d * (half + size * 0.3), cy + half);
            g.setLineWidth(1);
        }
        g.setFont(BOLD);
        g.setTextAlign(TextAlignment.CENTER);
        g.setFill(Color.web("#30343b"));
        String tag = bot.name() + (bot.evading() ? " (evading)" : "") + (bot.flipped() ? " (flipped)" : "");
        g.fillText(tag, cx, cy - half - 10 - labelLift);
        g.restore();
    }

    private static void paintPanel(GraphicsContext g, DrawnBot bot, Color colour, double x, double y, double w,
                                   double h, boolean talliesShown) {
        g.setFill(Color.WHITE.deriveColor(0, 1, 1, 0.7));
        g.fillRoundRect(x, y, w, h, 8, 8);
        g.setFill(colour);
        g.fillRect(x, y, 6, h);
        g.setTextAlign(TextAlignment.LEFT);
        g.setFont(BIG);
        g.setFill(Color.web("#30343b"));
        g.fillText(bot.name(), x + 14, y + 14);
        g.setFont(BOLD);
        g.setTextAlign(TextAlignment.RIGHT);
        g.fillText("Tally " + (talliesShown ? Integer.toString(bot.tally()) : "\u2014"), x + w - 8, y + 14);
        double by = y + 34;
        double barX = x + 14 + Math.min(130, w * 0.38);
        double barW = Math.max(30, x + w - 50 - barX);
        double row = Math.min(18, Math.max(12, (h - 60) / (2 + bot.systems().size())));
        by = bar(g, "Engine", bot.engine(), bot.flashing().contains(0) ? bot.flash() : 0, x + 14, barX, barW, by, row);
        by = bar(g, "Chassis", bot.chassis(), bot.flashing().contains(1) ? bot.flash() : 0, x + 14, barX, barW, by, row);
        for (int k = 0; k < bot.systems().size(); k++) {
            String name = k < bot.systemNames().size() ? bot.systemNames().get(k) : "System " + (k + 1);
            by = bar(g, name, bot.systems().get(k), bot.flashing().contains(2 + k) ? bot.flash() : 0, x + 14, barX,
                    barW, by, row);
        }
        double bx = x + 14;
        g.setFont(SMALL);
        List<Badge> badges = new ArrayList<>();
        if (bot.house()) {
            badges.add(new Badge("House Bot", 0, ""));
        }
        if (!bot.present()) {
            badges.add(new Badge("Removed", 0, ""));
        }
        badges.addAll(bot.badges());
        for (Badge badge : badges) {
            String label = badge.label();
            double bw = 8 + label.length() * 6.2;
            g.setFill(badgeColour(badge.status()));
            g.fillRoundRect(bx, by + 2, bw, 16, 12, 12);
            g.setFill(Color.WHITE);
            g.setTextAlign(TextAlignment.CENTER);
            g.fillText(label, bx + bw / 2, by + 10);
            bx += bw + 6;
        }
    }

    static Color badgeColour(String status) {
        if (status.startsWith("Flipped")) {
            return Color.web("#3a7bd5");
        } else if (status.startsWith("Scorched")) {
            return Color.web("#e4572e");
        } else if (status.startsWith("Loose")) {
            return Color.web("#c58b00");
        } else if (status.startsWith("Scrambled")) {
            return Color.web("#9b5de5");
        } else if (status.equals("Removed")) {
            return Color.BLACK;
        }
        return Color.web("#777");
    }

    private static double bar(GraphicsContext g, String label, double value, double flash, double labelX, double x,
                              double w, double y, double row) {
        g.setFont(SMALL);
        g.setTextAlign(TextAlignment.LEFT);
        g.setFill(Color.web("#30343b"));
        int fits = (int) Math.max(4, (x - labelX - 6) / 6.2);
        g.fillText(label.length() > fits ? label.substring(0, fits - 1) + "\u2026" : label, labelX, y + row / 2 - 1);
        g.setFill(Color.web("#ddd"));
        g.fillRect(x, y, w, row - 4);
        double v = Math.max(0, Math.min(100, value));
        Color c = v > 60 ? Color.web("#3c9d5d") : v > 30 ? Color.web("#d9a400") : Color.web("#c0392b");
        g.setFill(flash > 0 ? c.interpolate(Color.RED, flash) : c);
        g.fillRect(x, y, w * v / 100, row - 4);
        if (flash > 0) {
            g.setStroke(Color.RED.deriveColor(0, 1, 1, flash));
            g.setLineWidth(2);
            g.strokeRect(x - 1, y - 1, w + 2, row - 2);
            g.setLineWidth(1);
        }
        g.setFill(Color.web("#30343b"));
        g.fillText(Math.round(v) + "%", x + w + 6, y + row / 2 - 1);
        return y + row;
    }
}
