package org.dynast.model.matters;

/**
 * The building blocks of the core rules' conditions. A profile writes each rule ("A Votable Matter
 * is Popular if any of the following are true", "may be Enacted by any Admin if all of the
 * following are true") as routes of these clauses, so an era with other conditions is new data,
 * not new code.
 */
public enum ClauseType {
    /** The matter is Popular (by the profile's own Popular routes). */
    POPULAR,
    /** The matter is Unpopular. */
    UNPOPULAR,
    /** The matter is not Popular. */
    NOT_POPULAR,
    /** "It has a number of FOR Votes that exceed or equal Quorum." */
    FOR_AT_LEAST_QUORUM,
    /** "The number of Operators who are not voting AGAINST it is less than Quorum." */
    NOT_AGAINST_BELOW_QUORUM,
    /** "It has been open for voting for at least {hours} hours". */
    OPEN_AT_LEAST,
    /** "It is more than {hours} hours old". */
    OLDER_THAN,
    /** "it has more than {count} valid Vote cast on it". */
    VALID_VOTES_MORE_THAN,
    /** "has fewer than {count} valid votes" (Ruleset 57). */
    VALID_VOTES_FEWER_THAN,
    /** "more valid Votes cast on it are FOR than are AGAINST". */
    FOR_MORE_THAN_AGAINST,
    /** "It has a number of FOR Votes greater than {numerator}/{denominator} of the number of Operators". */
    FOR_ABOVE_FRACTION_OF_PLAYERS,
    /** "Exception: Proposals which would change the text of a Core, Special Case or Appendix rule ... cannot". */
    NOT_CHANGING_PROTECTED_TEXT,
    /** "It has been Vetoed or Withdrawn." */
    VETOED_OR_WITHDRAWN,
    /** "It has not been Vetoed or Withdrawn." */
    NOT_VETOED_OR_WITHDRAWN,
    /**
     * Vetoed, on its own: Ruleset 57's "When President Thog votes to VETO a Proposal, any Admin may fail that Proposal
     * from that moment on, even if it is not the oldest Pending proposal" (a route without OLDEST_PENDING).
     */
    VETOED,
    /** Withdrawn (Self-Killed), on its own: Ruleset 57's "The Candidate who proposed it has voted AGAINST it." */
    WITHDRAWN,
    /** "either the Announcer has Voted FOR it or it has no AGAINST Votes". */
    EMPEROR_FOR_OR_NO_AGAINST,
    /** "The oldest Pending Proposal" (ignoring ones pending for more than the stale period). */
    OLDEST_PENDING,
    /** "If a Proposal somehow ends up being pending for more than {hours} hours". */
    PENDING_MORE_THAN,
    /** "cannot be Enacted". */
    CANNOT_BE_ENACTED,
    /** "It specifies neither changes to the Gamestate or Ruleset nor corrections to any gamestate-tracking entities." */
    SPECIFIES_NO_CHANGES,
    /** "If it is a Votable Matter then it is Unpopular" (an illegal official post). */
    MARKED_ILLEGAL,
    /** An illegal post "may no longer have any effect on the ruleset or the gamestate": it cannot be Enacted. */
    NOT_MARKED_ILLEGAL,
    /** "If BlogNomic is on Hiatus ... Proposals may not be submitted or Resolved." */
    NOT_ON_HIATUS,
    /** "a Quorum of AGAINST Votes" (2010, Calls for Judgement). */
    AGAINST_AT_LEAST_QUORUM,
    /** "if a Weatherteam of Bill Murrays have voted on the DoV and more than half of the counted votes were in favour". */
    VOTES_AT_LEAST_QUORUM_MORE_THAN_HALF_FOR,
    /** "more than half of its votes are FOR" (votes cast, abstentions included where the profile counts them). */
    MORE_THAN_HALF_FOR,
    /** "half or fewer of its votes are FOR". */
    HALF_OR_FEWER_FOR,
    /** "after 12 hours if the Phil has voted on it": the emperor has used any voting icon. */
    EMPEROR_HAS_VOTED;

    /** Whether the clause is a duration (its hours may differ during a Hiatus). */
    public boolean timed() {
        return this == OPEN_AT_LEAST || this == OLDER_THAN || this == PENDING_MORE_THAN;
    }
}
