package org.dynast.model.districts.rules;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/** Dice that give the values a test scripts, in order, and remember what each draw was for. */
final class ScriptedDice implements Dice {

    final Deque<Integer> values = new ArrayDeque<>();
    final List<Draw> draws = new ArrayList<>();

    ScriptedDice(Integer... values) {
        this.values.addAll(List.of(values));
    }

    ScriptedDice then(Integer... more) {
        values.addAll(List.of(more));
        return this;
    }

    @Override
    public int roll(int sides, String purpose, boolean secret) {
        if (values.isEmpty()) {
            throw new AssertionError("No scripted value left for DICE" + sides + " (" + purpose + ")");
        }
        int v = values.removeFirst();
        draws.add(new Draw(sides, v, purpose, secret));
        return v;
    }

    void assertAllUsed() {
        if (!values.isEmpty()) {
            throw new AssertionError("Unused scripted values: " + values + "; draws were " + draws);
        }
    }
}
