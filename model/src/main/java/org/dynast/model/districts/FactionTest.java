package org.dynast.model.districts;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * Ruleset 217, "The People's Front of Judea": a Faction Test of one District and one Faction, with its breakdown.
 * "For the named Faction, calculate the named District's position relative to all other Districts for each of the
 * Preference Formulas of its Culture, with Loyal always being considered above average and Disloyal always being
 * considered below average. If more than two of the results are below the mean average for all Districts then it
 * stops housing that Faction."
 */
public final class FactionTest {

    /** One Position's line: the District's value, the mean over all Districts, and whether it is below. */
    public record Line(Position position, Long value, BigDecimal mean, boolean below) {
        public String text() {
            if (value == null) {
                return position.word() + ": always " + (below ? "below" : "above") + " average";
            }
            return position.word() + " (" + position.formula() + "): " + value + " against a mean of "
                    + mean.stripTrailingZeros().toPlainString() + (below ? " \u2014 below" : " \u2014 not below");
        }
    }

    /** The test's outcome: each line, how many were below, and whether the District stops housing the Faction. */
    public record Result(String district, String faction, List<Line> lines, int below, boolean stops) {
        public String text() {
            return district + " and " + faction + ": " + below + " of 5 below the mean \u2014 "
                    + (stops ? "stops housing " + faction : "keeps " + faction);
        }
    }

    private FactionTest() {
    }

    /**
     * Tests {@code district} against {@code culture} over {@code all} (every District, the tested one among them:
     * "the mean average for all Districts").
     */
    public static Result test(District district, String faction, List<Position> culture, List<District> all,
                              ToIntFunction<String> innovationCost) {
        List<Line> lines = new ArrayList<>();
        int below = 0;
        for (Position p : culture) {
            Line line;
            if (p == Position.LOYAL || p == Position.DISLOYAL) {
                line = new Line(p, null, null, p == Position.DISLOYAL);
            } else {
                long value = p.preference(district, innovationCost);
                long sum = all.stream().mapToLong(d -> p.preference(d, innovationCost)).sum();
                BigDecimal mean = all.isEmpty() ? BigDecimal.ZERO
                        : BigDecimal.valueOf(sum).divide(BigDecimal.valueOf(all.size()), 4, RoundingMode.HALF_EVEN);
                line = new Line(p, value, mean, BigDecimal.valueOf(value).compareTo(mean) < 0);
            }
            lines.add(line);
            below += line.below() ? 1 : 0;
        }
        return new Result(district.name(), faction, lines, below, below > 2);
    }

    /**
     * Socialize's private answer: "the number of those Positions that are in the Culture of one or more Factions that
     * the District is housing, counting 1 per Position regardless of how many Factions' Cultures it matches."
     */
    public static int socializeAnswer(List<Position> sent, List<List<Position>> housedCultures) {
        return (int) sent.stream().distinct().filter(p -> housedCultures.stream().anyMatch(c -> c.contains(p)))
                .count();
    }
}
