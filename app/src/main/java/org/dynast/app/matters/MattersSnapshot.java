package org.dynast.app.matters;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.matters.CoreRulesEngine;
import org.dynast.model.matters.MattersService;
import org.dynast.model.matters.MattersState;
import org.dynast.model.matters.Resolution;
import org.dynast.model.matters.StoredProfile;
import org.dynast.model.matters.Verdict;
import org.dynast.model.matters.VotableMatter;
import org.dynast.model.ruleset.RulesetRevision;

/**
 * Everything the Votable Matters tab shows, read at one moment off the UI thread. {@code logEntry} is the dynasty's
 * newest log entry the state reflects (-1: not known, e.g. the past shown): coming back to the dynasty, nothing need
 * be read again while that is still its newest.
 */
record MattersSnapshot(Dynasty dynasty, MattersState state, CoreRulesEngine engine, Instant at,
                       Map<Long, Verdict> verdicts, List<MatterRow> rows, List<StoredProfile> profiles,
                       List<RulesetRevision> revisions, MattersService service, Instant past, long logEntry) {

    Optional<Verdict> verdictOf(long id) {
        return Optional.ofNullable(verdicts.get(id));
    }

    /** What may be resolved now, oldest first: each pending matter an Admin may Enact or Fail, with the reasons. */
    List<ResolveItem> resolvable() {
        List<ResolveItem> items = new ArrayList<>();
        for (VotableMatter m : state.pending().stream().sorted(Comparator.comparing(VotableMatter::postedAt))
                .toList()) {
            Verdict v = verdictOf(m.id()).orElseThrow();
            v.enactingRoute().ifPresent(r -> items.add(new ResolveItem(m.id(), Resolution.ENACT, m.toString(),
                    r.reasons())));
            v.failingRoute().ifPresent(r -> items.add(new ResolveItem(m.id(), Resolution.FAIL, m.toString(),
                    r.reasons())));
        }
        return items;
    }

    /** The same snapshot with its rows. */
    MattersSnapshot withRows(List<MatterRow> value) {
        return new MattersSnapshot(dynasty, state, engine, at, verdicts, value, profiles, revisions, service, past,
                logEntry);
    }

    /** The same snapshot with the profiles read again (they are shared by every dynasty of the file). */
    MattersSnapshot withProfiles(List<StoredProfile> value) {
        return new MattersSnapshot(dynasty, state, engine, at, verdicts, rows, value, revisions, service, past,
                logEntry);
    }

    /** The same state judged again at {@code later}: its pending matters only, the rest as they were. */
    MattersSnapshot at(Instant later, BiFunction<MattersSnapshot, VotableMatter, MatterRow> row) {
        Map<Long, Verdict> judged = new HashMap<>(verdicts);
        for (VotableMatter m : state.pending()) {
            judged.put(m.id(), engine.verdict(state, m.id(), later));
        }
        MattersSnapshot then = new MattersSnapshot(dynasty, state, engine, later, judged, List.of(), profiles,
                revisions, service, past, logEntry);
        // the rows are in the list's own order, not the state's: each pending one is found by its matter's id
        Map<Long, VotableMatter> pending = new HashMap<>();
        state.pending().forEach(m -> pending.put(m.id(), m));
        List<MatterRow> again = new ArrayList<>(rows);
        for (int i = 0; i < again.size(); i++) {
            VotableMatter m = pending.get(again.get(i).id());
            if (m != null) {
                again.set(i, row.apply(then, m));
            }
        }
        return then.withRows(again);
    }
}
