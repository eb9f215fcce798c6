package org.dynast.model.wizards.rules;

import java.util.Locale;
import java.util.Optional;

/**
 * "The following is a list of all valid Tactics, written as [name]([Panache Requirement])[Effect]". Bait and
 * Pack Hunting name a Creature Type, Outmaneuver names a Tactic.
 */
public enum Tactic {
    DRUIDS_CONCOCTION("Druid's Concoction", -2, Argument.NONE,
            "All Creatures with more than 5 Strength during this Battle are instead considered to have 5 Strength."),
    STEALTH_TACTICS("Stealth Tactics", -1, Argument.NONE, "All of your Stealthy Creatures gain +3 Strength"),
    BAIT("Bait", 0, Argument.CREATURE_TYPE, "If the opposing Creature to this Tactic has the named Creature Type,"
            + " all enemy Creatures with that Creature Type during the Battle have -5 Strength."),
    OUTMANEUVER("Outmaneuver", 1, Argument.TACTIC,
            "If the opponent uses the named Tactic during the Battle, this Tactic has 10 Strength."),
    PACK_HUNTING("Pack Hunting", 2, Argument.CREATURE_TYPE,
            "All Creatures on your side during that Battle with that Creature Type gain +3 Strength"),
    PROUD_TRUMPETING("Proud Trumpeting", 3, Argument.NONE,
            "Double the Strength of what is in the slot listed below this Tactic, after all other bonuses and"
                    + " maluses."),
    COMBAT_WIZARD("Combat Wizard", 4, Argument.NONE, "This Tactic, for the Battle, is considered to be a Creature,"
            + " with Creature Type being the submitting Wizard's name, with a Quality that is their Underling's"
            + " Quality, and +5 Strength.");

    /** What a Tactic names when submitted. */
    public enum Argument { NONE, CREATURE_TYPE, TACTIC }

    private final String wording;
    private final int panache;
    private final Argument argument;
    private final String effect;

    Tactic(String wording, int panache, Argument argument, String effect) {
        this.wording = wording;
        this.panache = panache;
        this.argument = argument;
        this.effect = effect;
    }

    public String wording() {
        return wording;
    }

    /** The Panache Requirement. */
    public int panache() {
        return panache;
    }

    public Argument argument() {
        return argument;
    }

    /** The effect as the rule words it. */
    public String effect() {
        return effect;
    }

    /** The Tactic named {@code text} (case, spaces and apostrophes ignored). */
    public static Optional<Tactic> named(String text) {
        String key = key(text);
        for (Tactic t : values()) {
            if (key(t.wording).equals(key)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    static String key(String text) {
        return text == null ? "" : text.toLowerCase(Locale.ROOT).replaceAll("[\\s'’]+", "");
    }

    @Override
    public String toString() {
        return wording;
    }
}
