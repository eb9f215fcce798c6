package org.dynast.model.matters;

import java.time.Instant;
import java.util.List;

/**
 * The count of a matter's votes at one moment: one line per player who has a Vote (Idle players
 * and non-players have none), and the totals the core rules use.
 */
public record Tally(List<Line> lines, int forVotes, int againstVotes, int players, int quorum, boolean vetoed,
                    boolean withdrawn, VoteIcon emperorVote, int abstentions, boolean emperorVoted) {

    /**
     * One player's line: the last icon they used (null if none), when, and what it counts as after
     * DEFERENTIAL and the author's implicit FOR (null: no valid Vote).
     */
    public record Line(long playerId, String player, VoteIcon icon, Instant castAt, VoteIcon effective, String note) {
    }

    public Tally {
        lines = List.copyOf(lines);
    }

    public int validVotes() {
        return forVotes + againstVotes;
    }

    /** The votes cast: FOR, AGAINST and, where the profile counts them, explicit abstentions. */
    public int votesCast() {
        return forVotes + againstVotes + abstentions;
    }

    public int notAgainst() {
        return players - againstVotes;
    }

    /** "FOR 4, AGAINST 1, no valid Vote 2 (Quorum 4 of 7)". */
    public String summary() {
        return forVotes + " FOR, " + againstVotes + " AGAINST, " + (abstentions > 0 ? abstentions + " abstaining, " : "")
                + (players - validVotes() - abstentions) + " without a valid Vote" + " (Quorum " + quorum + " of "
                + players + ")";
    }
}
