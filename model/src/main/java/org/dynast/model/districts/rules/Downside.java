package org.dynast.model.districts.rules;

import java.util.Arrays;
import java.util.List;

/** "The Downsides are:" the six, in the ruleset's order. */
public enum Downside implements Consequence {
    LOSE_5_PEOPLE("Lose 5 People"),
    LOSE_1_FOOD("Lose 1 Food, or lose 10 People instead if you are Starving"),
    LOSE_1_DEFENCES("Lose 1 Defences"),
    LOSE_1_INGENUITY("Lose 1 Ingenuity, or lose your lowest-cost understood Innovation (selecting one at random if"
            + " there's a tie) instead if you have no Ingenuity"),
    LOSE_4_ENERGY("Lose 4 from your Energy Trap, or lose all of your Energy Trap instead if your Defences are less"
            + " than 0"),
    RANDOM_DOWNSIDES("Randomly select a number from 0 to 2, inclusive; then randomly select and apply that number of"
            + " Downsides (excluding this one) to yourself.");

    private final String text;

    Downside(String text) {
        this.text = text;
    }

    @Override
    public String text() {
        return text;
    }

    @Override
    public boolean isUpside() {
        return false;
    }

    @Override
    public String shortName() {
        return name();
    }

    /** The five Downsides the random one may select: "(excluding this one)". */
    public static List<Downside> otherThanRandom() {
        return Arrays.stream(values()).filter(d -> d != RANDOM_DOWNSIDES).toList();
    }

    @Override
    public String toString() {
        return text;
    }
}
