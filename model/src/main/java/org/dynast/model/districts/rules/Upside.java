package org.dynast.model.districts.rules;

import java.util.Arrays;
import java.util.List;

/** "The Upsides are:" the six, in the ruleset's order. */
public enum Upside implements Consequence {
    GAIN_5_PEOPLE("Gain 5 People"),
    GAIN_1_FOOD("Gain 1 Food"),
    GAIN_1_DEFENCES("Gain 1 Defences"),
    GAIN_1_INGENUITY("Gain 1 Ingenuity"),
    GOVERN("Govern"),
    GAIN_4_ENERGY("Gain 4 to your Energy Trap");

    private final String text;

    Upside(String text) {
        this.text = text;
    }

    @Override
    public String text() {
        return text;
    }

    @Override
    public boolean isUpside() {
        return true;
    }

    @Override
    public String shortName() {
        return name();
    }

    /** "Apply a random Upside other than Governing" (Shrine to Iclaseer) and Gathering's draw: the five. */
    public static List<Upside> otherThanGoverning() {
        return Arrays.stream(values()).filter(u -> u != GOVERN).toList();
    }

    @Override
    public String toString() {
        return text;
    }
}
