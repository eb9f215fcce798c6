package org.dynast.model.wizards.rules;

import java.util.EnumSet;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The Upkeep of qualities, creatures and Stables for one Wizard: "The Upkeep of a creature is the sum of
 * the Upkeeps of its qualities." An Unholy quality "has its upkeep increased by 1"; "As long as a Wizard's
 * Underling Type is a given quality, for that Wizard, the Upkeep of that quality is considered to be 0"
 * (the Underling rule wins over Unholy for its Wizard: see docs/rulings.md).
 */
public record Upkeep(Optional<Quality> underling, Set<Quality> unholy) {

    public Upkeep {
        Objects.requireNonNull(underling, "underling");
        unholy = unholy.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(unholy));
    }

    /** Upkeep as listed, for no Wizard in particular, with no quality Unholy. */
    public static Upkeep listed() {
        return new Upkeep(Optional.empty(), Set.of());
    }

    /** The Upkeep of {@code quality} whatever anyone's Underling Type: listed, plus 1 if Unholy. */
    public int general(Quality quality) {
        return quality.listedUpkeep() + (unholy.contains(quality) ? 1 : 0);
    }

    /** The Upkeep of {@code quality} for this Wizard: 0 for their Underling Type. */
    public int of(Quality quality) {
        return underling.filter(u -> u == quality).isPresent() ? 0 : general(quality);
    }

    public int of(Creature creature) {
        return creature.qualities().stream().mapToInt(this::of).sum();
    }

    /** The total Upkeep of every creature in the Stable. */
    public int of(Stable stable) {
        return stable.creatures().stream().mapToInt(this::of).sum();
    }

    /**
     * The Upkeep of the Wizard's Underling Type as the weekly feeding deducts it and as Panache reads it
     * (not the 0 it counts for inside their creatures), or 0 when blank.
     */
    public int ofUnderlingType() {
        return underling.map(this::general).orElse(0);
    }
}
