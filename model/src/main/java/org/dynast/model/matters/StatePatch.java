package org.dynast.model.matters;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.dynast.model.log.Change;
import org.dynast.model.log.Transactor;

/**
 * A {@link MattersState} brought up to date by the changes of an action, an undo or a redo: only the matters and votes
 * they name are read again (see {@link MattersService#patched}).
 */
final class StatePatch {

    private StatePatch() {
    }

    static Optional<MattersState> apply(Transactor transactor, MatterRepository matters, VoteRepository votes,
                                        MattersState previous, List<Change> changes) {
        if (changes == null || changes.stream().anyMatch(c -> !c.entity().equals(matters.entity())
                && !c.entity().equals(votes.entity()))) {
            return Optional.empty();
        }
        return transactor.inTransaction(() -> {
            Map<Long, Optional<VotableMatter>> changedMatters = new HashMap<>();
            Map<Long, Optional<Vote>> changedVotes = new HashMap<>();
            for (Change c : changes) {
                long key = Long.parseLong(c.key());
                if (c.entity().equals(matters.entity())) {
                    changedMatters.put(key, matters.find(c.key()));
                } else {
                    changedVotes.put(key, votes.find(c.key()));
                }
            }
            long dynastyId = previous.dynasty().id();
            if (changedMatters.values().stream().flatMap(Optional::stream).anyMatch(m -> m.dynastyId() != dynastyId)) {
                return Optional.<MattersState>empty(); // another dynasty's
            }
            List<VotableMatter> m = patch(previous.matters(), changedMatters, VotableMatter::id,
                    Comparator.comparing(VotableMatter::postedAt).thenComparing(VotableMatter::id));
            Set<Long> ids = new HashSet<>();
            m.forEach(x -> ids.add(x.id()));
            if (changedVotes.values().stream().flatMap(Optional::stream).anyMatch(v -> !ids.contains(v.matterId()))) {
                return Optional.<MattersState>empty();
            }
            List<Vote> v = patch(previous.votes(), changedVotes, Vote::id,
                    Comparator.comparing(Vote::castAt).thenComparing(Vote::id));
            return Optional.of(new MattersState(previous.dynasty(), previous.roster(), m, v));
        });
    }

    /** {@code list} without the rows {@code changed} names, and with those that still exist put in their place. */
    private static <T> List<T> patch(List<T> list, Map<Long, Optional<T>> changed,
                                     java.util.function.ToLongFunction<T> id, Comparator<T> order) {
        if (changed.isEmpty()) {
            return list;
        }
        List<T> out = new ArrayList<>(list.size() + changed.size());
        for (T row : list) {
            if (!changed.containsKey(id.applyAsLong(row))) {
                out.add(row);
            }
        }
        for (Optional<T> row : changed.values()) {
            if (row.isPresent()) {
                int at = Collections.binarySearch(out, row.get(), order);
                out.add(at < 0 ? -at - 1 : at, row.get());
            }
        }
        return out;
    }
}
