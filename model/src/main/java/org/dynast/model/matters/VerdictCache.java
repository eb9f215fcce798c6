package org.dynast.model.matters;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.roster.Roster;

/**
 * The verdict on every matter of a dynasty, kept between refreshes so that a vote, an undo or the clock's tick judges
 * again only what it can change. A pending matter is always judged again (time, and the other pending matters, change
 * it). A resolved matter shows only its tally, which counts its own votes cast by then with the roster, the
 * {@code emperor} and the profile: its verdict is kept while the matter, its votes, the roster, the dynasty and the
 * profile are as they were and no vote on it was cast between the two moments; anything else judges it again. A full
 * judgement is linear in the history (see {@link MattersState}); a refresh after a vote judges the pending matters and
 * the one voted on. When the state is the last one judged brought up to date by a patch
 * ({@link MattersState#changedSince}), only the matters the patch touched are compared, not every matter and its
 * votes.
 */
public final class VerdictCache {

    private record Inputs(Dynasty dynasty, Roster roster, CoreRulesProfile profile) {
    }

    /** A verdict judged at {@code at}; {@code nextVote}: the first of its votes cast after then (null: none). */
    private record Kept(VotableMatter matter, List<Vote> votes, Instant at, Verdict verdict, Instant nextVote) {

        /** Whether no vote on it was cast between the moment it was judged and {@code later}. */
        boolean stillAt(Instant later) {
            return !later.isBefore(at) && (nextVote == null || nextVote.isAfter(later));
        }
    }

    private Inputs inputs;
    private Map<Long, Kept> kept = new HashMap<>();
    /** The state last judged, and when. */
    private MattersState last;
    private Instant lastAt;
    private int judged;

    /** The verdicts on every matter of {@code state} at {@code at}, in the order of its matters. */
    public synchronized List<Verdict> verdicts(MattersState state, CoreRulesEngine engine, Instant at) {
        Inputs now = new Inputs(state.dynasty(), state.roster(), engine.profile());
        boolean same = now.equals(inputs);
        Optional<Set<Long>> touched = same && lastAt != null && !at.isBefore(lastAt) ? state.changedSince(last)
                : Optional.empty();
        List<Verdict> verdicts = touched.isPresent() ? patched(state, engine, at, touched.get())
                : whole(state, engine, at, same);
        inputs = now;
        last = state;
        lastAt = at;
        return verdicts;
    }

    /** Every matter compared with what was kept of it (a state read whole, another moment or other inputs). */
    private List<Verdict> whole(MattersState state, CoreRulesEngine engine, Instant at, boolean same) {
        Map<Long, Kept> next = new HashMap<>(state.matters().size() * 2);
        List<Verdict> verdicts = new ArrayList<>(state.matters().size());
        int count = 0;
        for (VotableMatter m : state.matters()) {
            List<Vote> votes = state.votesOn(m.id());
            Kept k = same && !m.pending() ? kept.get(m.id()) : null;
            if (k == null || !k.stillAt(at) || !k.matter().equals(m) || !k.votes().equals(votes)) {
                k = judge(state, engine, at, m, votes);
                count++;
            }
            next.put(m.id(), k);
            verdicts.add(k.verdict());
        }
        kept = next;
        judged = count;
        return verdicts;
    }

    /**
     * The last state judged after a patch: the matters it touched and the pending ones are judged again, and a kept one
     * only if a vote on it was cast since; the rest, and their votes, are as they were.
     */
    private List<Verdict> patched(MattersState state, CoreRulesEngine engine, Instant at, Set<Long> touched) {
        touched.forEach(kept::remove);
        List<Verdict> verdicts = new ArrayList<>(state.matters().size());
        int count = 0;
        for (VotableMatter m : state.matters()) {
            Kept k = m.pending() ? null : kept.get(m.id());
            if (k == null || !k.stillAt(at)) {
                k = judge(state, engine, at, m, state.votesOn(m.id()));
                kept.put(m.id(), k);
                count++;
            }
            verdicts.add(k.verdict());
        }
        judged = count;
        return verdicts;
    }

    private static Kept judge(MattersState state, CoreRulesEngine engine, Instant at, VotableMatter m,
                              List<Vote> votes) {
        Instant nextVote = null;
        for (Vote v : votes) {
            if (v.castAt().isAfter(at) && (nextVote == null || v.castAt().isBefore(nextVote))) {
                nextVote = v.castAt();
            }
        }
        return new Kept(m, votes, at, engine.verdict(state, m.id(), at), nextVote);
    }

    /** How many matters the last {@link #verdicts} call judged (the rest it kept). */
    public synchronized int lastJudged() {
        return judged;
    }

    /** Forgets everything kept: the next call judges every matter. */
    public synchronized void clear() {
        inputs = null;
        kept = new HashMap<>();
        last = null;
        lastAt = null;
    }

    @Override
    public String toString() {
        return "VerdictCache[" + kept.size() + " kept, " + Objects.toString(inputs == null ? null
                : inputs.dynasty().name()) + "]";
    }
}
