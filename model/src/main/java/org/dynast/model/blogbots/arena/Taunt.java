package org.dynast.model.blogbots.arena;

import java.time.Instant;

/** One Taunt (rule "Taunt"): who taunted whom, when, and the Taunt Target's Red Mist before and after. */
public record Taunt(long id, long dynastyId, long byPlayerId, long targetPlayerId, Instant at, int from, int to) {
}
