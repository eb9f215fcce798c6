package org.dynast.model.wizards.rules;

import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The 21 valid creature qualities of Ruleset 168's rule "Creature", each with its listed Upkeep:
 * "The following is a list of all valid qualities, written as [name]([Upkeep])".
 */
public enum Quality {
    GIANT("Giant", 3),
    WINGED("Winged", 3),
    FIRE_BREATHING("Fire breathing", 2),
    OBEDIENT("Obedient", 2),
    LEAPING("Leaping", 2),
    ARMORED("Armored", 2),
    VENOMOUS("Venomous", 2),
    DIGGING("Digging", 2),
    STEALTHY("Stealthy", 1),
    SWIMMING("Swimming", 1),
    FEROCIOUS("Ferocious", 1),
    SURE_FOOTED("Sure-footed", 1),
    SWIFT("Swift", 1),
    HORNED("Horned", 1),
    FANGED("Fanged", 1),
    GAUDY("Gaudy", 0),
    WILD("Wild", -1),
    SPECTRAL("Spectral", 0),
    MERGING("Merging", 1),
    MECHANICAL("Mechanical", 2),
    MUTANT("Mutant", 3);

    /**
     * "Obedient and Wild are a set of incompatible qualities. Winged and Leaping are a set of incompatible
     * qualities. Digging and Winged are a set of incompatible qualities."
     */
    public static final List<Set<Quality>> INCOMPATIBLE_SETS = List.of(
            EnumSet.of(OBEDIENT, WILD), EnumSet.of(WINGED, LEAPING), EnumSet.of(DIGGING, WINGED));

    private final String wording;
    private final int listedUpkeep;

    Quality(String wording, int listedUpkeep) {
        this.wording = wording;
        this.listedUpkeep = listedUpkeep;
    }

    /** The name as the rule lists it ("Fire breathing", "Sure-footed"). */
    public String wording() {
        return wording;
    }

    /** The Upkeep the rule lists; {@link Upkeep} applies Unholy and Underling Type. */
    public int listedUpkeep() {
        return listedUpkeep;
    }

    /** "Mechanical, Mutant and Merging are Miraculous Qualities." */
    public boolean miraculous() {
        return this == MECHANICAL || this == MUTANT || this == MERGING;
    }

    /** The other qualities that may not be added to a creature with this one. */
    public Set<Quality> incompatible() {
        Set<Quality> out = EnumSet.noneOf(Quality.class);
        for (Set<Quality> set : INCOMPATIBLE_SETS) {
            if (set.contains(this)) {
                out.addAll(set);
            }
        }
        out.remove(this);
        return out;
    }

    /**
     * The quality named {@code text}, ignoring case, spaces and hyphens ("fire breathing", "Fire-breathing",
     * "surefooted" as the Strength table writes it, "Sure-footed" as the list does).
     */
    public static Optional<Quality> named(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String key = key(text);
        if (key.isEmpty()) {
            return Optional.empty();
        }
        for (Quality q : values()) {
            if (key(q.wording).equals(key)) {
                return Optional.of(q);
            }
        }
        return Optional.empty();
    }

    static String key(String text) {
        return text.toLowerCase(Locale.ROOT).replaceAll("[\\s\\-]+", "");
    }

    @Override
    public String toString() {
        return wording;
    }
}
