package org.dynast.model.wizards.rules;

/**
 * The rules' only source of randomness: one roll of DICE{@code sides}, with the purpose it is rolled for
 * ("DICE2 tie-break, City Gates: Kevan v Brendan"). The service backs it with the logged, seeded Dice
 * Roller, so every roll is on the record and a replay draws the same numbers.
 */
@FunctionalInterface
public interface Dice {

    /** A number from 1 to {@code sides}; "a roll of DiceX when X is zero or lower always yields a value of 0". */
    int roll(int sides, String purpose);
}
