package org.dynast.model.matters;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.dynast.model.log.Change;
import org.dynast.model.log.Snapshots;
import org.dynast.model.log.Transactor;

/**
 * A {@link MattersState} brought up to date by the changes of an action, an undo or a redo: only the matters and votes
 * they name are read again (see {@link MattersService#patched}), and the new state shares the rest of the old one's
 * indexes ({@link MattersState#patched}).
 */
final class StatePatch {

    private static final Snapshots SNAPSHOTS = new Snapshots();

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
            Map<Long, Optional<Vote>> formerVotes = new HashMap<>();
            for (Change c : changes) {
                long key = Long.parseLong(c.key());
                if (c.entity().equals(matters.entity())) {
                    changedMatters.put(key, matters.find(c.key()));
                } else {
                    changedVotes.put(key, votes.find(c.key()));
                    former(c).ifPresent(was -> formerVotes.putIfAbsent(key, was));
                }
            }
            return previous.patched(changedMatters, changedVotes, formerVotes);
        });
    }

    /**
     * What the vote was before the change, as its log snapshot says (empty inside: it did not exist), so that it is
     * taken off the matter it was on; nothing if the snapshot cannot be read (it is then looked for on every matter).
     */
    private static Optional<Optional<Vote>> former(Change c) {
        if (c.before() == null) {
            return Optional.of(Optional.empty());
        }
        try {
            return Optional.of(Optional.of(SNAPSHOTS.read(c.before(), Vote.class)));
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }
}
