package org.dynast.model.matters;

import java.time.Instant;
import java.util.Objects;

/** One voting icon a player used in a comment on a matter, at the comment's time. */
public record Vote(long id, long matterId, long playerId, VoteIcon icon, Instant castAt) {

    public Vote {
        Objects.requireNonNull(icon, "icon");
        Objects.requireNonNull(castAt, "castAt");
    }
}
