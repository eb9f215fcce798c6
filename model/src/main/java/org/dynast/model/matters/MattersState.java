package org.dynast.model.matters;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.roster.Roster;

/**
 * Everything the core rules read to judge a dynasty's matters: the dynasty, its roster, matters and votes. The matters
 * and votes are indexed once (matters by id, votes by matter, the pending matters), so judging every matter of a long
 * history is linear in its size.
 */
public final class MattersState {

    private final Dynasty dynasty;
    private final Roster roster;
    private final List<VotableMatter> matters;
    private final List<Vote> votes;
    private final Map<Long, VotableMatter> byId;
    private final Map<Long, List<Vote>> votesByMatter;
    private final List<VotableMatter> pending;

    public MattersState(Dynasty dynasty, Roster roster, List<VotableMatter> matters, List<Vote> votes) {
        this.dynasty = dynasty;
        this.roster = roster;
        this.matters = List.copyOf(matters);
        this.votes = List.copyOf(votes);
        Map<Long, VotableMatter> ids = new HashMap<>(this.matters.size() * 2);
        List<VotableMatter> open = new ArrayList<>();
        for (VotableMatter m : this.matters) {
            ids.putIfAbsent(m.id(), m); // the first of a repeated id, as a search from the start finds
            if (m.pending()) {
                open.add(m);
            }
        }
        Map<Long, List<Vote>> grouped = new HashMap<>(ids.size() * 2);
        for (Vote v : this.votes) {
            grouped.computeIfAbsent(v.matterId(), k -> new ArrayList<>()).add(v);
        }
        grouped.replaceAll((k, list) -> Collections.unmodifiableList(list));
        this.byId = ids;
        this.votesByMatter = grouped;
        this.pending = Collections.unmodifiableList(open);
    }

    public Dynasty dynasty() {
        return dynasty;
    }

    public Roster roster() {
        return roster;
    }

    public List<VotableMatter> matters() {
        return matters;
    }

    public List<Vote> votes() {
        return votes;
    }

    /** The pending matters, in the order of {@link #matters()}. */
    public List<VotableMatter> pending() {
        return pending;
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
        return Optional.ofNullable(byId.get(id));
    }

    /** The votes on one matter, in the order of {@link #votes()}. */
    public List<Vote> votesOn(long matterId) {
        return votesByMatter.getOrDefault(matterId, List.of());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof MattersState s && Objects.equals(dynasty, s.dynasty) && Objects.equals(roster, s.roster)
                && matters.equals(s.matters) && votes.equals(s.votes);
    }

    @Override
    public int hashCode() {
        return Objects.hash(dynasty, roster, matters, votes);
    }

    @Override
    public String toString() {
        return "MattersState[dynasty=" + dynasty + ", matters=" + matters.size() + ", votes=" + votes.size() + "]";
    }
}
