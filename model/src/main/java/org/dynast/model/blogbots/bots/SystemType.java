package org.dynast.model.blogbots.bots;

import java.util.Objects;

/**
 * A type of System ("a name, a cost, a consumption, and an effect"). {@code passive} when the effect
 * is preceded by "Passive:"; {@code melee} when the effect makes it a Melee System (Flipper counts,
 * as it is one whenever its Actor is not Flipped). The effect itself is code in the arena, keyed by name.
 */
public record SystemType(String name, int cost, int consumption, String effect, boolean passive, boolean melee) {
    public SystemType {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(effect, "effect");
        if (cost < 0 || consumption < 0) {
            throw new IllegalArgumentException("A System's cost and consumption are non-negative.");
        }
    }

    /** "No effect." — such a System is never Resolvable when a script uses it. */
    public boolean noEffect() {
        return effect.strip().equalsIgnoreCase("No effect.");
    }
}
