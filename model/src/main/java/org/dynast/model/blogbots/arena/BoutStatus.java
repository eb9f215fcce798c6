package org.dynast.model.blogbots.arena;

/** Where an announced Bout stands. */
public enum BoutStatus {
    /** Announced, yet to be resolved (it counts in both Operators' Bout Counts). */
    ANNOUNCED("announced"),
    /** Run by the Announcer and settled. */
    FOUGHT("fought"),
    /** "the Operator whose Readiness is Staging forfeits the match" */
    FORFEITED("forfeited");

    private final String word;

    BoutStatus(String word) {
        this.word = word;
    }

    public String word() {
        return word;
    }
}
