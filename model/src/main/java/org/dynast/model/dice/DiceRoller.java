package org.dynast.model.dice;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Random;
import java.util.function.LongSupplier;
import java.util.stream.Collectors;

/**
 * The Dice Roller: rolls a {@link RollExpression} from one seed, so that any roll can be drawn again
 * exactly from its record. Every roll gets a fresh seed from the seed source (a SecureRandom unless
 * one is given); {@link #replay} draws a recorded roll again.
 *
 * <p>The draws come from {@link java.util.Random}, whose algorithm the Java specification fixes (the
 * same seed gives the same sequence on every JVM); a value in 1..N is {@code nextInt(N) + 1}, which is
 * uniform. Rolls record the generator's name, {@value #GENERATOR}, so a later generator can coexist.
 */
public final class DiceRoller {

    /** The name recorded with every roll drawn by this roller. */
    public static final String GENERATOR = "java.util.Random";
    /** Beyond this many dice the outcome gives the sum and the count, not every die (each is still recorded). */
    static final int DICE_SHOWN = 30;

    private final DiceRules rules;
    private final LongSupplier seeds;

    public DiceRoller(DiceRules rules, LongSupplier seeds) {
        this.rules = Objects.requireNonNull(rules, "rules");
        this.seeds = Objects.requireNonNull(seeds, "seeds");
    }

    /** A roller with the given rules and seeds from a {@link SecureRandom}. */
    public static DiceRoller secure(DiceRules rules) {
        SecureRandom random = new SecureRandom();
        return new DiceRoller(rules, random::nextLong);
    }

    public DiceRules rules() {
        return rules;
    }

    /** A fresh seed from the seed source. */
    public long nextSeed() {
        return seeds.getAsLong();
    }

    public RollExpression parse(String expression) {
        return RollExpression.parse(expression, rules);
    }

    /** Rolls {@code expression} with a fresh seed. */
    public RollResult roll(String expression) {
        return roll(parse(expression), seeds.getAsLong());
    }

    /** Rolls {@code expression} from {@code seed}: the same seed always gives the same result. */
    public RollResult roll(String expression, long seed) {
        return roll(parse(expression), seed);
    }

    /** Draws a recorded roll again from its expression, seed and generator. */
    public RollResult replay(String expression, long seed, String generator) {
        if (!GENERATOR.equals(generator)) {
            throw new IllegalArgumentException("This roll was drawn by '" + generator + "'; this Dice Roller draws "
                    + "with '" + GENERATOR + "' and cannot draw it again.");
        }
        return roll(expression, seed);
    }

    public static RollResult roll(RollExpression expression, long seed) {
        Random random = new Random(seed);
        List<Long> values = new ArrayList<>();
        String outcome;
        Long total = null;
        if (expression instanceof RollExpression.Dice dice) {
            long sum = 0;
            for (long i = 0; i < dice.count(); i++) {
                // "Any situation which would require a roll of DiceX when X is zero or lower always yields a
                // value of 0": no draw is made for such a die.
                long face = dice.sides() <= 0 ? 0 : below(random, dice.sides()) + 1;
                values.add(face);
                sum += face;
            }
            total = sum;
            outcome = diceOutcome(values, sum);
        } else if (expression instanceof RollExpression.Pick pick) {
            int index = (int) below(random, pick.options().size());
            values.add(index + 1L);
            outcome = pick.options().get(index);
        } else if (expression instanceof RollExpression.Card card) {
            int suit = (int) below(random, card.suits().size());
            int value = (int) below(random, card.values().size());
            values.add(suit + 1L);
            values.add(value + 1L);
            outcome = card.values().get(value) + " of " + card.suits().get(suit);
        } else {
            throw new IllegalStateException("Unknown expression " + expression);
        }
        return new RollResult(expression.canonical(), seed, GENERATOR, values, outcome, total);
    }

    private static String diceOutcome(List<Long> values, long sum) {
        if (values.isEmpty()) {
            return "0 (no dice)";
        }
        if (values.size() == 1) {
            return Long.toString(sum);
        }
        if (values.size() > DICE_SHOWN) {
            return sum + " (the sum of " + values.size() + " dice)";
        }
        return values.stream().map(String::valueOf).collect(Collectors.joining(" + ")) + " = " + sum;
    }

    /** A uniform value in 0..bound-1, drawn the way {@link Random#nextInt(int)} is (for bounds beyond an int too). */
    static long below(Random random, long bound) {
        if (bound <= Integer.MAX_VALUE) {
            return random.nextInt((int) bound);
        }
        long bits;
        long value;
        do {
            bits = random.nextLong() >>> 1;
            value = bits % bound;
        } while (bits - value + (bound - 1) < 0);
        return value;
    }
}
