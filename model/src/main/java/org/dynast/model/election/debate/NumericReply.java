package org.dynast.model.election.debate;

import java.time.Instant;

/**
 * A Candidate's one reply to the Debate resolution (public: a comment), with the single numeric it chose, or none
 * ("they may choose to enter a single numeric once").
 */
public record NumericReply(String candidate, Integer numeric, Instant at) {
}
