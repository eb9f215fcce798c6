package org.dynast.model.roster;

import java.util.Locale;
import java.util.Objects;

/**
 * A known alias of a player in one dynasty: a name they went by on the blog before (a rename), which a comment thread
 * may still show. A commenter of that name counts as the player.
 */
public record PlayerAlias(long id, long dynastyId, long playerId, String alias) {

    /** The longest alias kept (its column). */
    public static final int MAX_LENGTH = 60;

    public PlayerAlias {
        Objects.requireNonNull(alias, "alias");
    }

    /** A name as a thread's names are matched: lower case, without spaces, underscores or apostrophes ('’`). */
    public static String key(String name) {
        return name.toLowerCase(Locale.ROOT).replaceAll("[\\s_'’‘`]+", "");
    }
}
