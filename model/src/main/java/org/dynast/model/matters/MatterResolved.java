package org.dynast.model.matters;

import java.time.Instant;

/**
 * A Votable Matter just resolved, as the modules a dynasty runs are told of it (see
 * {@code ModuleEngine#matterResolved}): inside the resolving action, so whatever a module changes is one log entry
 * with the resolution and is undone with it.
 *
 * @param dynastyId the dynasty
 * @param matter    the matter as resolved (its new status, its resolution time and note)
 * @param author    the name of its author
 * @param outcome   its new status: ENACTED, or FAILED / VETOED / WITHDRAWN (failed), or ILLEGAL
 * @param tally     its votes at the resolution: each voter's line with the icon used and what it counted as
 * @param at        when it was resolved (the game clock)
 * @param byEffect  whether another matter's effect resolved it rather than its own votes
 */
public record MatterResolved(long dynastyId, VotableMatter matter, String author, MatterStatus outcome, Tally tally,
                             Instant at, boolean byEffect) {

    public boolean enacted() {
        return outcome == MatterStatus.ENACTED;
    }

    /** Failed, whatever the era calls it (Vetoed and Self-Killed are failures). */
    public boolean failed() {
        return outcome == MatterStatus.FAILED || outcome == MatterStatus.VETOED || outcome == MatterStatus.WITHDRAWN;
    }
}
