package org.dynast.model.election;

import java.time.Instant;

/**
 * One Candidate as tracked (rule "Candidates", "Money"): Supporters, whom they Endorse (themselves when the name is
 * not an active Candidate), Money (Millions), which may be negative, the time of their last Campaign Action, and
 * their Total Support, "the sum total of the Supporters of all Candidates that Endorse them".
 */
public record Candidate(String name, long supporters, String endorses, long money, Instant action,
                        long totalSupport) {

    /** "If a candidate’s money is negative, they are said to be “In debt”". */
    public boolean inDebt() {
        return money < 0;
    }

    public boolean endorsesSelf() {
        return endorses.equalsIgnoreCase(name);
    }
}
