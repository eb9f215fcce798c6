package org.dynast.model.time;

import java.time.Instant;
import java.util.Objects;
import org.dynast.model.Refusal;

/**
 * Whether a player may take a cadenced action at a given moment; if not, why (in the glossary's
 * words) and from when it becomes possible.
 *
 * @param rule         the glossary term that decides ("Daily Action", "Weekly Communal Action")
 * @param reason       empty when allowed; else the refusal, ending with when it is possible again
 * @param possibleFrom the earliest moment the action may be taken: the moment asked about when allowed
 */
public record Availability(boolean allowed, String rule, String reason, Instant possibleFrom) {

    public Availability {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(possibleFrom, "possibleFrom");
    }

    public static Availability allowed(String rule, Instant at) {
        return new Availability(true, rule, "", at);
    }

    /** The refusal to throw when the action is attempted anyway. */
    public Refusal refusal() {
        if (allowed) {
            throw new IllegalStateException("The action is allowed: there is nothing to refuse.");
        }
        return new Refusal(rule, reason);
    }

    /** Throws the refusal unless the action is allowed. */
    public void orThrow() {
        if (!allowed) {
            throw refusal();
        }
    }
}
