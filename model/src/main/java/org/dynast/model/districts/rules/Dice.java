package org.dynast.model.districts.rules;

/**
 * Rolls DICEn for the Districts rules. In the console the module backs it with the seeded, logged Dice
 * Roller ({@code org.dynast.model.dice.DiceService}); every draw names its purpose, and {@code secret} is true
 * where the City may keep the draw secret ("Whenever the City is required to select something at random,
 * they may instead do this in a secretly random manner").
 */
@FunctionalInterface
public interface Dice {

    /** A whole number from 1 to {@code sides} inclusive, drawn uniformly. */
    int roll(int sides, String purpose, boolean secret);
}
