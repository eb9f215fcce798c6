package org.dynast.model.matters;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.roster.Roster;

/**
 * The verdict on every matter of a dynasty, kept between refreshes so that a vote, an undo or the clock's tick judges
 * again only what it can change. A pending matter is always judged again (time, and the other pending matters, change
 * it). A resolved matter shows only its tally, which counts its own votes cast by then with the roster, the
 * {@code emperor} and the profile: its verdict is kept while the matter, its votes, the roster, the dynasty and the
 * profile are as they were and no vote on it was cast between the two moments; anything else judges it again. A full
 * judgement is linear in the history (see {@link MattersState}); a refresh after a vote judges the pending matters and
 * the one voted on.
 */
public final class VerdictCache {

    private record Inputs(Dynasty dynasty, Roster roster, CoreRulesProfile profile) {
    }

    private record Kept(VotableMatter matter, List<Vote> votes, Instant at, Verdict verdict) {
    }

    private Inputs inputs;
    private Map<Long, Kept> kept = Map.of();
    private int judged;

    /** The verdicts on every matter of {@code state} at {@code at}, in the order of its matters. */
    public synchronized List<Verdict> verdicts(MattersState state, CoreRulesEngine engine, Instant at) {
        Inputs now = new Inputs(state.dynasty(), state.roster(), engine.profile());
        boolean same = now.equals(inputs);
        Map<Long, Kept> next = new HashMap<>(state.matters().size() * 2);
        List<Verdict> verdicts = new ArrayList<>(state.matters().size());
        int count = 0;
        for (VotableMatter m : state.matters()) {
            List<Vote> votes = state.votesOn(m.id());
            Kept k = same && !m.pending() ? kept.get(m.id()) : null;
            Verdict v;
            if (k != null && !at.isBefore(k.at()) && k.matter().equals(m) && k.votes().equals(votes)
                    && votes.stream().noneMatch(vote -> vote.castAt().isAfter(k.at()) && !vote.castAt().isAfter(at))) {
                v = k.verdict();
                next.put(m.id(), k);
            } else {
                v = engine.verdict(state, m.id(), at);
                count++;
                next.put(m.id(), new Kept(m, votes, at, v));
            }
            verdicts.add(v);
        }
        inputs = now;
        kept = next;
        judged = count;
        return verdicts;
    }

    /** How many matters the last {@link #verdicts} call judged (the rest it kept). */
    public synchronized int lastJudged() {
        return judged;
    }

    /** Forgets everything kept: the next call judges every matter. */
    public synchronized void clear() {
        inputs = null;
        kept = Map.of();
    }

    @Override
    public String toString() {
        return "VerdictCache[" + kept.size() + " kept, " + Objects.toString(inputs == null ? null
                : inputs.dynasty().name()) + "]";
    }
}
