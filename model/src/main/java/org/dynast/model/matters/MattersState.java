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

    public Optional<VotableMatter> matter(long id) {
        return matters.stream().filter(m -> m.id() == id).findFirst();
    }

    public List<Vote> votesOn(long matterId) {
        return votes.stream().filter(v -> v.matterId() == matterId).toList();
    }
}
