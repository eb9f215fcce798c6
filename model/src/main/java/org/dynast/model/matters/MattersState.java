package org.dynast.model.matters;

import java.util.List;
import java.util.Optional;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.roster.Roster;

/** Everything the core rules read to judge a dynasty's matters: the dynasty, its roster, matters and votes. */
public record MattersState(Dynasty dynasty, Roster roster, List<VotableMatter> matters, List<Vote> votes) {

    public MattersState {
        matters = List.copyOf(matters);
        votes = List.copyOf(votes);
    }

    /**
     * The state as it was at {@code at}: the matters posted by then, Pending if they were resolved later; the votes
     * cast by then; the players who had joined by then, Idle or not as {@code history} says they were; BlogNomic
     * Dormant or not as it says it was.
     */
    public MattersState asOf(java.time.Instant at, org.dynast.model.roster.RosterHistory history) {
        List<VotableMatter> then = matters.stream().filter(m -> !m.postedAt().isAfter(at))
                .map(m -> m.resolvedAt() != null && m.resolvedAt().isAfter(at) ? m.unresolved() : m).toList();
        List<Vote> cast = votes.stream().filter(v -> !v.castAt().isAfter(at)).toList();
        return new MattersState(history.asOf(dynasty, at), history.asOf(roster, at), then, cast);
    }

    public Optional<VotableMatter> matter(long id) {
        return matters.stream().filter(m -> m.id() == id).findFirst();
    }

    public List<Vote> votesOn(long matterId) {
        return votes.stream().filter(v -> v.matterId() == matterId).toList();
    }
}
