package org.dynast.model.election.debate;

import java.time.Instant;

/** A window of a debate that the board times: what may or must be done, from when, until when. */
public record Deadline(String what, Instant opens, Instant closes) {
}
