package org.dynast.model.matters;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.roster.Player;
import org.dynast.model.roster.Roster;
import org.dynast.model.roster.RosterHistory;

/**
 * Everything the core rules read to judge a dynasty's matters: the dynasty, its roster, matters and votes. The matters
 * and votes are indexed once (matters by id, votes by matter, the pending matters), so judging every matter of a long
 * history is linear in its size. A state brought up to date by a few changes ({@link #patched}) shares the unchanged
 * parts of its indexes with the state it came from: only the lists of the matters the changes touch are new, so a vote
 * costs what it changed and not the history's length, and {@link VerdictCache} can tell which matters those were.
 */
public final class MattersState {

    private static final AtomicLong SERIALS = new AtomicLong();
    /** The order of a whole read: matters as posted, votes as cast. */
    private static final Comparator<VotableMatter> POSTED = Comparator.comparing(VotableMatter::postedAt)
            .thenComparingLong(VotableMatter::id);
    private static final Comparator<Vote> CAST = Comparator.comparing(Vote::castAt).thenComparingLong(Vote::id);

    private final Dynasty dynasty;
    private final Roster roster;
    private final List<Player> active;
    private final List<VotableMatter> matters;
    private final Map<Long, VotableMatter> byId;
    private final Map<Long, List<Vote>> votesByMatter;
    private final List<VotableMatter> pending;
    /** Every vote in the order of a whole read; a patched state puts it together only when asked. */
    private List<Vote> votes;
    private final long serial = SERIALS.incrementAndGet();
    /** The serial of the state this one was patched from (0: read whole), and the matters the patch touched. */
    private final long parent;
    private final Set<Long> touched;

    public MattersState(Dynasty dynasty, Roster roster, List<VotableMatter> matters, List<Vote> votes) {
        this(dynasty, roster, matters, byMatter(votes), List.copyOf(votes));
    }

    /**
     * A state read with its votes already by matter ({@link VoteRepository#findByDynastyByMatter}: each matter's in
     * the order cast); the list of every vote is put together only when asked.
     */
    public MattersState(Dynasty dynasty, Roster roster, List<VotableMatter> matters,
                        Map<Long, List<Vote>> votesByMatter) {
        this(dynasty, roster, matters, new HashMap<>(votesByMatter), null);
    }

    /** A state read whole: {@code grouped} (this state's own, its lists made read-only here), {@code votes} or null. */
    private MattersState(Dynasty dynasty, Roster roster, List<VotableMatter> matters, Map<Long, List<Vote>> grouped,
                         List<Vote> votes) {
        this.dynasty = dynasty;
        this.roster = roster;
        this.active = roster == null ? List.of() : roster.active();
        this.matters = List.copyOf(matters);
        this.votes = votes;
        Map<Long, VotableMatter> ids = new HashMap<>(this.matters.size() * 2);
        List<VotableMatter> open = new ArrayList<>();
        for (VotableMatter m : this.matters) {
            ids.putIfAbsent(m.id(), m); // the first of a repeated id, as a search from the start finds
            if (m.pending()) {
                open.add(m);
            }
        }
        grouped.replaceAll((k, list) -> Collections.unmodifiableList(list));
        this.byId = ids;
        this.votesByMatter = grouped;
        this.pending = Collections.unmodifiableList(open);
        this.parent = 0;
        this.touched = Set.of();
    }

    /** The votes by matter, each matter's in the order given. */
    private static Map<Long, List<Vote>> byMatter(List<Vote> votes) {
        Map<Long, List<Vote>> grouped = new HashMap<>();
        for (Vote v : votes) {
            grouped.computeIfAbsent(v.matterId(), k -> new ArrayList<>()).add(v);
        }
        return grouped;
    }

    private MattersState(MattersState from, List<VotableMatter> matters, Map<Long, VotableMatter> byId,
                         Map<Long, List<Vote>> votesByMatter, List<VotableMatter> pending, Set<Long> touched) {
        this.dynasty = from.dynasty;
        this.roster = from.roster;
        this.active = from.active;
        this.matters = matters;
        this.byId = byId;
        this.votesByMatter = votesByMatter;
        this.pending = pending;
        this.votes = null;
        this.parent = from.serial;
        this.touched = Collections.unmodifiableSet(touched);
    }

    public Dynasty dynasty() {
        return dynasty;
    }

    public Roster roster() {
        return roster;
    }

    /** The roster's players who are not Idle (worked out once: every tally counts them). */
    public List<Player> active() {
        return active;
    }

    public List<VotableMatter> matters() {
        return matters;
    }

    /** Every vote, in the order they were cast (as read; a patched state's sorted by time cast, then id). */
    public synchronized List<Vote> votes() {
        if (votes == null) {
            List<Vote> all = new ArrayList<>();
            votesByMatter.values().forEach(all::addAll);
            all.sort(CAST);
            votes = Collections.unmodifiableList(all);
        }
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
    public MattersState asOf(Instant at, RosterHistory history) {
        List<VotableMatter> then = matters.stream().filter(m -> !m.postedAt().isAfter(at))
                .map(m -> m.resolvedAt() != null && m.resolvedAt().isAfter(at) ? m.unresolved() : m).toList();
        List<Vote> cast = votes().stream().filter(v -> !v.castAt().isAfter(at)).toList();
        return new MattersState(history.asOf(dynasty, at), history.asOf(roster, at), then, cast);
    }

    public Optional<VotableMatter> matter(long id) {
        return Optional.ofNullable(byId.get(id));
    }

    /** The votes on one matter, in the order of {@link #votes()}. */
    public List<Vote> votesOn(long matterId) {
        return votesByMatter.getOrDefault(matterId, List.of());
    }

    /**
     * This state after some matters and votes changed (an action's, an undo's or a redo's changes): each changed id
     * maps to the row as it is now, or to empty if it is gone. {@code formerVotes} may say what a changed vote was
     * before (empty: it did not exist); a vote it does not name is looked for on every matter. The matters keep the
     * order of a whole read (as posted, then by id), each matter's votes theirs (as cast, then by id). Empty when the
     * changes are not this state's to patch: a matter of another dynasty, a vote on a matter it does not hold.
     */
    public Optional<MattersState> patched(Map<Long, Optional<VotableMatter>> changedMatters,
                                         Map<Long, Optional<Vote>> changedVotes,
                                         Map<Long, Optional<Vote>> formerVotes) {
        Set<Long> touched = new HashSet<>();
        List<VotableMatter> m = matters;
        Map<Long, VotableMatter> ids = byId;
        List<VotableMatter> open = pending;
        Map<Long, List<Vote>> grouped = votesByMatter;
        if (!changedMatters.isEmpty()) {
            if (changedMatters.values().stream().flatMap(Optional::stream)
                    .anyMatch(x -> x.dynastyId() != dynasty.id())) {
                return Optional.empty(); // another dynasty's
            }
            List<VotableMatter> list = new ArrayList<>(matters);
            ids = new HashMap<>(byId);
            grouped = new HashMap<>(votesByMatter);
            for (Map.Entry<Long, Optional<VotableMatter>> e : changedMatters.entrySet()) {
                VotableMatter was = ids.remove(e.getKey());
                if (was != null) {
                    int at = Collections.binarySearch(list, was, POSTED);
                    list.remove(at >= 0 && list.get(at) == was ? at : list.indexOf(was));
                }
                touched.add(e.getKey());
                if (e.getValue().isPresent()) {
                    VotableMatter now = e.getValue().get();
                    int at = Collections.binarySearch(list, now, POSTED);
                    list.add(at < 0 ? -at - 1 : at, now);
                    ids.put(now.id(), now);
                } else {
                    grouped.remove(e.getKey());
                }
            }
            m = Collections.unmodifiableList(list);
            open = m.stream().filter(VotableMatter::pending).toList();
        }
        if (!changedVotes.isEmpty()) {
            Map<Long, VotableMatter> holds = ids;
            if (changedVotes.values().stream().flatMap(Optional::stream).anyMatch(v -> !holds.containsKey(v.matterId()))) {
                return Optional.empty();
            }
            if (grouped == votesByMatter) {
                grouped = new HashMap<>(votesByMatter); // the spine only: each untouched matter's list is shared
            }
            Map<Long, List<Vote>> lists = new HashMap<>(); // the touched matters' lists, being changed
            for (Map.Entry<Long, Optional<Vote>> e : changedVotes.entrySet()) {
                long voteId = e.getKey();
                Optional<Vote> former = formerVotes.get(voteId);
                boolean removed = former != null && former.isPresent()
                        && remove(grouped, lists, former.get().matterId(), voteId);
                if (!removed && (former == null || former.isPresent())) { // not where it was said to be: anywhere
                    for (Long matterId : List.copyOf(grouped.keySet())) {
                        if (remove(grouped, lists, matterId, voteId)) {
                            touched.add(matterId);
                            break;
                        }
                    }
                }
                if (former != null) {
                    former.ifPresent(v -> touched.add(v.matterId()));
                }
                if (e.getValue().isPresent()) {
                    Vote v = e.getValue().get();
                    List<Vote> list = editable(grouped, lists, v.matterId());
                    int at = Collections.binarySearch(list, v, CAST);
                    list.add(at < 0 ? -at - 1 : at, v);
                    touched.add(v.matterId());
                }
            }
            for (Map.Entry<Long, List<Vote>> e : lists.entrySet()) {
                if (e.getValue().isEmpty()) {
                    grouped.remove(e.getKey());
                } else {
                    grouped.put(e.getKey(), Collections.unmodifiableList(e.getValue()));
                }
            }
        }
        return Optional.of(new MattersState(this, m, ids, grouped, open, touched));
    }

    private static List<Vote> editable(Map<Long, List<Vote>> grouped, Map<Long, List<Vote>> lists, long matterId) {
        return lists.computeIfAbsent(matterId, id -> new ArrayList<>(grouped.getOrDefault(id, List.of())));
    }

    /** Removes the vote from the matter's list if it is there. */
    private static boolean remove(Map<Long, List<Vote>> grouped, Map<Long, List<Vote>> lists, long matterId,
                                  long voteId) {
        List<Vote> current = lists.containsKey(matterId) ? lists.get(matterId) : grouped.get(matterId);
        if (current == null || current.stream().noneMatch(v -> v.id() == voteId)) {
            return false;
        }
        editable(grouped, lists, matterId).removeIf(v -> v.id() == voteId);
        return true;
    }

    /**
     * The matters whose row or votes may differ from those of {@code earlier}, if this state was patched from exactly
     * that one (or is it); empty if it was not, and then any matter may differ.
     */
    public Optional<Set<Long>> changedSince(MattersState earlier) {
        if (earlier == this) {
            return Optional.of(Set.of());
        }
        return earlier != null && parent == earlier.serial ? Optional.of(touched) : Optional.empty();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof MattersState s && Objects.equals(dynasty, s.dynasty) && Objects.equals(roster, s.roster)
                && matters.equals(s.matters) && votes().equals(s.votes());
    }

    @Override
    public int hashCode() {
        return Objects.hash(dynasty, roster, matters, votes());
    }

    @Override
    public String toString() {
        return "MattersState[dynasty=" + dynasty + ", matters=" + matters.size() + ", votes="
                + votesByMatter.values().stream().mapToInt(List::size).sum() + "]";
    }
}
