package org.dynast.app.matters;

/** One player's line in the vote table: their last icon, when, and what it counts as. */
public record VoteRow(String player, String icon, String castAt, String effective, String note) {
}
