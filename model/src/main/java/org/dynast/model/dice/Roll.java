package org.dynast.model.dice;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import org.dynast.model.time.UtcCalendar;

/**
 * One logged roll: who rolled what, when and for what, and what it drew from which seed, so it can be
 * drawn again exactly ({@link DiceService#verify}). A secret roll ("secretly random") is private to
 * the emperor: the player view leaves it out.
 *
 * @param roller the player in whose name the roll was made
 * @param total  the sum of the dice; null for FRUIT, COLOUR, CARD and lists
 */
public record Roll(long id, long dynastyId, Instant at, String roller, String purpose, String expression,
                   String generator, long seed, List<Long> values, String outcome, Long total, boolean secret) {

    public Roll {
        Objects.requireNonNull(at, "at");
        Objects.requireNonNull(roller, "roller");
        Objects.requireNonNull(purpose, "purpose");
        Objects.requireNonNull(expression, "expression");
        Objects.requireNonNull(generator, "generator");
        Objects.requireNonNull(outcome, "outcome");
        values = List.copyOf(values);
    }

    static Roll of(long id, long dynastyId, Instant at, String roller, String purpose, RollResult result,
                   boolean secret) {
        return new Roll(id, dynastyId, at, roller, purpose, result.expression(), result.generator(), result.seed(),
                result.values(), result.outcome(), result.total(), secret);
    }

    /** "3DICE6 = 4 + 2 + 6 = 12". */
    public String line() {
        return expression + " = " + outcome;
    }

    /**
     * The roll as one line of text to paste into a comment: "Kevan rolled 3DICE6 = 4 + 2 + 6 = 12 for
     * Repair (roll #12, 2026-11-20 12:00 UTC, seed 1234, java.util.Random)".
     */
    public String asText() {
        return (secret ? "[secret] " : "") + roller + " rolled " + line() + (purpose.isEmpty() ? "" : " for " + purpose)
                + " (roll #" + id + ", " + UtcCalendar.format(at) + ", seed " + seed + ", " + generator + ")";
    }
}
