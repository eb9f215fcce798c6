package org.dynast.model.wizards.rules;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One Wizard's part of the gamestate that the rules read: Stable, Food, Favor, Underling Type, court allies,
 * and the creatures listed for the open campaign ({@code locked}). The Druid is a Wizard with
 * {@code druid} set: "The Druid's Underling type is always Wild", it "has zero favour, and cannot have court
 * allies" (the constructor makes it so).
 */
public record Wizard(String name, boolean druid, Stable stable, int food, int favor, Optional<Quality> underling,
                     List<Ally> allies, List<Creature> locked) {

    public static final String DRUID = "The Druid";

    public Wizard {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(stable, "stable");
        Objects.requireNonNull(underling, "underling");
        allies = List.copyOf(allies);
        locked = List.copyOf(locked);
        if (druid) {
            underling = Optional.of(Quality.WILD);
            favor = 0;
            allies = List.of();
        }
    }

    /** A Wizard with a Stable and Food, no favour, Underling Type or allies. */
    public static Wizard of(String name, Stable stable, int food) {
        return new Wizard(name, false, stable, food, 0, Optional.empty(), List.of(), List.of());
    }

    /** The Druid with its Stable and Food. */
    public static Wizard druid(Stable stable, int food) {
        return new Wizard(DRUID, true, stable, food, 0, Optional.empty(), List.of(), List.of());
    }

    public boolean alliedWith(Identity identity) {
        return allies.stream().anyMatch(a -> a.identity() == identity);
    }

    public Optional<Ally> ally(Identity identity) {
        return allies.stream().filter(a -> a.identity() == identity).findFirst();
    }

    public Wizard withStable(Stable s) {
        return new Wizard(name, druid, s, food, favor, underling, allies, locked);
    }

    public Wizard withFood(int f) {
        return new Wizard(name, druid, stable, f, favor, underling, allies, locked);
    }

    public Wizard withFavor(int f) {
        return new Wizard(name, druid, stable, food, f, underling, allies, locked);
    }

    public Wizard withUnderling(Optional<Quality> u) {
        return new Wizard(name, druid, stable, food, favor, u, allies, locked);
    }

    public Wizard withAllies(List<Ally> a) {
        return new Wizard(name, druid, stable, food, favor, underling, a, locked);
    }

    public Wizard withLocked(List<Creature> l) {
        return new Wizard(name, druid, stable, food, favor, underling, allies, l);
    }
}
