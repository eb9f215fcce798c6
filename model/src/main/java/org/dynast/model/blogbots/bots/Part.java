package org.dynast.model.blogbots.bots;

import java.util.Objects;

/**
 * One component with its Condition: an Engine, Chassis or System on a Bot or in a Spare Parts Bin.
 * "a percentage from 0% to 100%"; a reduction below 0% "instead becomes 0%" ({@link #withCondition}).
 */
public record Part(ComponentKind kind, String name, int condition) {
    public Part {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(name, "name");
        if (condition < 0 || condition > 100) {
            throw new IllegalArgumentException("A Condition is a percentage from 0% to 100%, not " + condition + "%.");
        }
    }

    public static Part engine(String name, int condition) {
        return new Part(ComponentKind.ENGINE, name, condition);
    }

    public static Part chassis(String name, int condition) {
        return new Part(ComponentKind.CHASSIS, name, condition);
    }

    public static Part system(String name, int condition) {
        return new Part(ComponentKind.SYSTEM, name, condition);
    }

    /** This part at {@code value}%, clamped to 0..100. */
    public Part withCondition(int value) {
        return new Part(kind, name, Math.max(0, Math.min(100, value)));
    }

    public boolean sameAs(Part other) {
        return kind == other.kind && name.equalsIgnoreCase(other.name);
    }

    @Override
    public String toString() {
        return name + " (" + condition + "%)";
    }
}
