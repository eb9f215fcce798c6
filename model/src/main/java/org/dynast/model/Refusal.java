package org.dynast.model;

/**
 * A game action that the rules do not allow. The message is what the user sees: the refusal in the
 * rule's own words, and {@link #rule()} names the rule that refuses it.
 */
public class Refusal extends RuntimeException {

    private final String rule;

    public Refusal(String rule, String message) {
        super(message);
        this.rule = rule;
    }

    /** The name of the rule (or check) that refuses the action, e.g. "Idle Operators". */
    public String rule() {
        return rule;
    }
}
