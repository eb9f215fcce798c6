package org.dynast.model.dynasty;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.dynast.model.log.Change;
import org.dynast.model.log.LogEntry;
import org.dynast.model.log.Snapshots;
import org.dynast.model.log.StandingEntries;

/**
 * The dynasty's phase and emperor as the log says they were at a past moment (undone actions left out, redone ones
 * kept): "When a DoV is Enacted ... the Operator who posted the DoV becomes Announcer, and the game enters an
 * Interregnum", so a verdict of the day before is judged with the emperor and phase of then.
 */
public final class DynastyHistory {

    /** One change to the dynasty's row, at the time it was logged. */
    private record Step(Instant at, Dynasty before, Dynasty after) {
    }

    private final List<Step> steps;

    private DynastyHistory(List<Step> steps) {
        this.steps = steps;
    }

    /** The history the log {@code entries} (oldest first) record. */
    public static DynastyHistory of(List<LogEntry> entries, Snapshots snapshots) {
        List<LogEntry> live = StandingEntries.of(entries);
        List<Step> steps = new ArrayList<>();
        for (LogEntry e : live) {
            for (Change c : e.changes()) {
                if (!"dynasty".equals(c.entity()) || c.after() == null) {
                    continue;
                }
                Dynasty before = c.before() == null ? null : snapshots.readStored(c.before(), Dynasty.class);
                steps.add(new Step(e.at(), before, snapshots.readStored(c.after(), Dynasty.class)));
            }
        }
        steps.sort(Comparator.comparing(Step::at));
        return new DynastyHistory(steps);
    }

    /**
     * The dynasty {@code now} with the phase, emperor and previous emperor it had at {@code at}: those of the last
     * change logged by then, or, before the first one, of the state that change started from (for history entered
     * from before the dynasty's file was founded: as it was founded).
     */
    public Dynasty asOf(Dynasty now, Instant at) {
        Dynasty then = null;
        for (Step s : steps) {
            if (!s.at().isAfter(at)) {
                then = s.after();
            } else {
                if (then == null) { // before the first change: as that change found it (or as it was founded)
                    then = s.before() != null ? s.before() : s.after();
                }
                break;
            }
        }
        if (then == null) {
            return now;
        }
        // the phase and emperors of then; everything else (Dormancy included, which RosterHistory sets) as given
        return new Dynasty(now.id(), now.name(), now.rulesetNumber(), now.terms(), then.emperorId(), now.startedOn(),
                now.profileId(), then.phase(), then.previousEmperorId(), now.modules(), now.dormantSince());
    }
}
