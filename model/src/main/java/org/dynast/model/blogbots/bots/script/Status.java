package org.dynast.model.blogbots.bots.script;

import java.util.Arrays;
import java.util.Optional;

/** The Statuses of the rule "Statuses" that Triggers may test ("Anchored" refers to every Anchored [x]). */
public enum Status {
    FLIPPED("Flipped"), SCORCHED("Scorched"), LOOSE("Loose"), SCRAMBLED("Scrambled"), ANCHORED("Anchored");

    private final String word;

    Status(String word) {
        this.word = word;
    }

    public String word() {
        return word;
    }

    public static Optional<Status> named(String name) {
        return Arrays.stream(values()).filter(s -> s.word.equalsIgnoreCase(name.strip())).findFirst();
    }
}
