package org.dynast.model.districts.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * Records the steps of an action and the dice drawn in each: rules roll through {@link #dice()}, and
 * {@link #step(String)} closes the current step with the draws made since the last one.
 */
final class Trace {

    private final Dice dice;
    private final List<Step> steps = new ArrayList<>();
    private final List<Draw> pending = new ArrayList<>();

    Trace(Dice dice) {
        this.dice = dice;
    }

    int roll(int sides, String purpose, boolean secret) {
        if (sides < 1) {
            throw new IllegalArgumentException("A die needs at least one side: " + purpose);
        }
        int value = dice.roll(sides, purpose, secret);
        if (value < 1 || value > sides) {
            throw new IllegalStateException("DICE" + sides + " gave " + value + " for " + purpose);
        }
        pending.add(new Draw(sides, value, purpose, secret));
        return value;
    }

    /** Picks one of {@code options} uniformly with one die (no die when there is a single option). */
    <T> T pick(List<T> options, String purpose, boolean secret) {
        if (options.isEmpty()) {
            throw new IllegalArgumentException("Nothing to select: " + purpose);
        }
        if (options.size() == 1) {
            return options.get(0);
        }
        return options.get(roll(options.size(), purpose, secret) - 1);
    }

    void step(String text) {
        steps.add(new Step(text, pending));
        pending.clear();
    }

    Dice dice() {
        return this::roll;
    }

    List<Step> steps() {
        if (!pending.isEmpty()) {
            step("(further draws)");
        }
        return List.copyOf(steps);
    }
}
