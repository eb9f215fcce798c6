package org.dynast.model.blogbots.bots;

import java.util.Objects;

/** A model of Chassis ("a model (which also acts as its name), a cost, a number of hardpoints, and a consumption"). */
public record ChassisModel(String name, int cost, int hardpoints, int consumption) {
    public ChassisModel {
        Objects.requireNonNull(name, "name");
        if (cost < 0 || hardpoints < 0 || consumption < 0) {
            throw new IllegalArgumentException("A Chassis's numbers are non-negative.");
        }
    }
}
