package org.dynast.model.roster;

import java.time.Instant;
import java.util.Objects;

/** A player (a mentee, most often) finished a walkthrough of the console: which one, and when. */
public record WalkthroughDone(long id, long dynastyId, long playerId, String walkthroughId, String title,
                              Instant finishedAt) {

    public WalkthroughDone {
        Objects.requireNonNull(walkthroughId, "walkthroughId");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(finishedAt, "finishedAt");
    }
}
