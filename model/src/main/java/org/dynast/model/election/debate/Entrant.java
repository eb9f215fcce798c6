package org.dynast.model.election.debate;

import java.time.Instant;

/**
 * A Candidate who replied "I will enter." to the Debate post and paid the moderator the entry cost (public: the reply
 * is a comment on the blog).
 */
public record Entrant(String name, Instant enteredAt, int paid) {
}
