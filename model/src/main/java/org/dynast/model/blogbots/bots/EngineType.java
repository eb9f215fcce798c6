package org.dynast.model.blogbots.bots;

import java.util.Objects;

/** A type of Engine ("a fuel type (which also acts as its name), a one-off cost, and a power output"). */
public record EngineType(String name, int cost, int powerOutput) {
    public EngineType {
        Objects.requireNonNull(name, "name");
        if (cost < 0 || powerOutput < 0) {
            throw new IllegalArgumentException("An Engine's cost and power output are non-negative.");
        }
    }
}
