package org.dynast.model.dice;

import java.util.List;
import java.util.Objects;

/**
 * What one roll drew: the canonical expression, the seed and generator it was drawn from (enough to
 * draw it again exactly), each value drawn, and the outcome as the roll log writes it.
 *
 * @param values  each die's face for dice; the 1-based position of the option drawn for FRUIT, COLOUR
 *                and lists; the suit's then the value's position for CARD
 * @param outcome "4", "4 + 2 + 6 = 12", "Kiwi", "Queen of Hearts"
 * @param total   the sum of the dice; null for commands that are not dice
 */
public record RollResult(String expression, long seed, String generator, List<Long> values, String outcome,
                         Long total) {

    public RollResult {
        Objects.requireNonNull(expression, "expression");
        Objects.requireNonNull(generator, "generator");
        Objects.requireNonNull(outcome, "outcome");
        values = List.copyOf(values);
    }

    /** "3DICE6 = 4 + 2 + 6 = 12", "FRUIT = Kiwi". */
    public String line() {
        return expression + " = " + outcome;
    }
}
