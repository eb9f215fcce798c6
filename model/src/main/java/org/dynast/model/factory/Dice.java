package org.dynast.model.factory;

/** Rolls DICEn for the engine; in the console every roll goes through the seeded, logged Dice Roller. */
@FunctionalInterface
public interface Dice {

    int roll(int sides, String purpose);
}
