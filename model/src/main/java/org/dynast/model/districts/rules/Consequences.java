package org.dynast.model.districts.rules;

/**
 * Ruleset 217, "Upsides and Downsides": applying one consequence to a District outside a Decide (a Faction's Reward,
 * a correction, a test). Decide applies its Outcome through the same code.
 */
public final class Consequences {

    private Consequences() {
    }

    /**
     * Applies {@code consequence} to {@code district}. {@code peopleFaction} is the Faction the People of a "Gain 5
     * People" belong to (null for none). Govern follows {@code choices}; losses never go below zero except Defences;
     * what cannot be performed is skipped.
     */
    public static Reaction apply(District district, Consequence consequence, String peopleFaction, Situation situation,
                                 Choices choices, Dice dice) {
        Work w = new Work(district, situation, choices, dice);
        w.apply(consequence, peopleFaction);
        return w.result(0, false, null);
    }
}
