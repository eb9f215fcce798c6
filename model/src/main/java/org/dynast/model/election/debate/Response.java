package org.dynast.model.election.debate;

import java.time.Instant;

/**
 * A response sent to the moderator by PM: <b>private to the moderator</b>. {@code text} is the PM with its first word
 * "Debate" omitted ("The copied text should have the first word “Debate” omitted"); {@code valid} is false for a
 * duplicate ("If two candidates send the exact same entry, only the first one is considered to be a valid PM").
 */
public record Response(String author, String text, Instant receivedAt, boolean valid) {
}
