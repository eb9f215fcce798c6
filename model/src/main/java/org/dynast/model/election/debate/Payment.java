package org.dynast.model.election.debate;

/** Money (in millions) a debate moves from one Candidate to another: an entry cost, or a moderator's penalty. */
public record Payment(String from, String to, int amount, String why) {
}
