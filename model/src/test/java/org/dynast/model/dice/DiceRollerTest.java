package org.dynast.model.dice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DiceRollerTest {

    private final DiceRoller roller = new DiceRoller(DiceRules.DICE_ROLLER, new Random(7)::nextLong);

    @Test
    void theSameSeedAlwaysDrawsTheSameRoll() {
        RollResult a = roller.roll("10DICE20", 123_456_789L);
        RollResult b = roller.roll("10dice20", 123_456_789L);
        assertThat(b).isEqualTo(a);
        assertThat(roller.roll("10DICE20", 123_456_790L).values()).isNotEqualTo(a.values());
        // and a fresh roll records the seed it was drawn from, so it can be drawn again
        RollResult fresh = roller.roll("CARD");
        assertThat(roller.replay(fresh.expression(), fresh.seed(), fresh.generator())).isEqualTo(fresh);
    }

    @Test
    void aSeedDrawsTheSameValuesOnEveryJvm() {
        // java.util.Random's algorithm is fixed by the Java specification, and a face is nextInt(N) + 1:
        // new Random(42) gives nextInt(6) = 2, 3, 0, 2, 0 and nextInt(1000000) = 431130. A regression guard
        // that every recorded roll can still be drawn again.
        assertThat(roller.roll("5DICE6", 42L).values()).containsExactly(3L, 4L, 1L, 3L, 1L);
        assertThat(roller.roll("DICE1000000", 42L).values()).containsExactly(431_131L);
    }

    /** "The DICEN command can be used to generate a random number between 1 and N." (uniformly) */
    @Test
    void diceNIsUniformBetweenOneAndN() {
        int[] counts = new int[7];
        for (int seed = 0; seed < 2_000; seed++) {
            roller.roll("30DICE6", seed).values().forEach(v -> counts[v.intValue()]++);
        }
        // 60,000 faces: each face 10,000 expected; a fair die stays well within 3%
        assertThat(counts[0]).isZero();
        IntStream.rangeClosed(1, 6).forEach(face -> assertThat(counts[face]).isBetween(9_700, 10_300));
        double chiSquare = IntStream.rangeClosed(1, 6)
                .mapToDouble(face -> Math.pow(counts[face] - 10_000, 2) / 10_000).sum();
        assertThat(chiSquare).isLessThan(20.5); // p = 0.001 for 5 degrees of freedom
    }

    @Test
    void yDiceXRollsYDiceAndSumsThem() {
        for (long seed = 0; seed < 200; seed++) {
            RollResult r = roller.roll("4DICE10", seed);
            assertThat(r.values()).hasSize(4).allSatisfy(v -> assertThat(v).isBetween(1L, 10L));
            assertThat(r.total()).isEqualTo(r.values().stream().mapToLong(Long::longValue).sum());
            assertThat(r.outcome()).isEqualTo(r.values().get(0) + " + " + r.values().get(1) + " + "
                    + r.values().get(2) + " + " + r.values().get(3) + " = " + r.total());
        }
        RollResult one = roller.roll("DICE6", 1L);
        assertThat(one.outcome()).isEqualTo(Long.toString(one.total()));
        RollResult many = roller.roll("100DICE6", 1L);
        assertThat(many.values()).hasSize(100);
        assertThat(many.outcome()).isEqualTo(many.total() + " (the sum of 100 dice)");
    }

    /** "Any situation which would require a roll of DiceX when X is zero or lower always yields a value of 0". */
    @ParameterizedTest
    @CsvSource({"DICE0, 0", "DICE-1, 0", "3DICE0, 0 + 0 + 0 = 0", "5DICE-20, 0 + 0 + 0 + 0 + 0 = 0"})
    void aDieOfZeroOrFewerSidesAlwaysYieldsZero(String expression, String outcome) {
        for (long seed = 0; seed < 20; seed++) {
            RollResult r = roller.roll(expression, seed);
            assertThat(r.total()).isZero();
            assertThat(r.values()).allSatisfy(v -> assertThat(v).isZero());
            assertThat(r.outcome()).isEqualTo(outcome);
        }
        assertThat(roller.roll("0DICE6", 1L).outcome()).isEqualTo("0 (no dice)");
    }

    @Test
    void theOtherRandomGeneratorsDrawFromTheirLists() {
        // Ruleset 217 "Random Generators": FRUIT, COLOUR (or COLOR), CARD and {x,y}
        for (long seed = 0; seed < 50; seed++) {
            RollResult fruit = roller.roll("FRUIT", seed);
            assertThat(fruit.outcome()).isIn(DiceRules.DICE_ROLLER.fruits());
            assertThat(fruit.total()).isNull();
            assertThat(roller.roll("COLOR", seed).outcome()).isIn(DiceRules.DICE_ROLLER.colours());
            RollResult card = roller.roll("CARD", seed);
            assertThat(card.outcome()).matches("(Ace|[2-9]|10|Jack|Queen|King) of (Hearts|Diamonds|Spades|Clubs)");
            assertThat(card.values()).hasSize(2);
            assertThat(roller.roll("{heads, tails}", seed).outcome()).isIn("heads", "tails");
        }
    }

    @Test
    void diceLargerThanAnIntStayInRange() {
        DiceRoller big = new DiceRoller(DiceRules.DICE_ROLLER.withMaxSides(Long.MAX_VALUE), () -> 1L);
        for (long seed = 0; seed < 100; seed++) {
            assertThat(big.roll("DICE10000000000", seed).total()).isBetween(1L, 10_000_000_000L);
        }
    }

    @Test
    void aRollDrawnByAnotherGeneratorIsNotRedrawnWrongly() {
        assertThatThrownBy(() -> roller.replay("DICE6", 1L, "xorshift"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("drawn by 'xorshift'");
    }
}
