package org.dynast.model.election.debate;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Debates board's timers, read off the rule's windows. */
class DebateBoardTest {

    static Instant at(Instant from, long hours) {
        return from.plus(Duration.ofHours(hours));
    }

    @Test
    void anUpcomingDebateCountsDownToItsStartDate() {
        // "Debate 1: Start Date: 8-8-2008 at 00:00:00 GMT."
        Instant before = DebateRules.startDate(1).minus(Duration.ofMinutes(3 * 60 + 12));
        assertThat(DebateBoard.status(Debate.upcoming(1), before))
                .isEqualTo("Upcoming: may be started in 3 h 12 min");
        assertThat(DebateBoard.status(Debate.upcoming(1), at(DebateRules.startDate(1), 1)))
                .startsWith("Upcoming: may be started now");
    }

    @Test
    void anActiveDebateTimesItsWindowsAndAMissedOneAsksForThePenalty() {
        // "within 72 hours of the Debate post"; "After 72 and within 96 hours have passed"; "After 48 and within 96
        //  hours after the Debate resolution"; "If e does not do so in the allotted time, e must pay …"
        Instant t0 = DebateActionsTest.T0;
        Debate d = DebateActionsTest.withEntries();
        assertThat(DebateBoard.status(d, at(t0, 10))).isEqualTo("Active: entries close in 2 d 14 h 0 min");
        assertThat(DebateBoard.status(d, at(t0, 80))).isEqualTo("Active: the Debate resolution is due within 16 h 0 min");
        assertThat(DebateBoard.status(d, at(t0, 96))).startsWith("Finished 12-8-2008 at 01:00:00 GMT: no Debate "
                + "resolution post within 96 hours: the moderator must pay each entrant the entry cost")
                .endsWith("record the penalty");
        Debate posted = DebateActionsTest.posted();
        assertThat(DebateBoard.status(posted, at(t0, 81)))
                .isEqualTo("Active: numeric replies; resolving possible in 1 d 23 h 0 min");
        assertThat(DebateBoard.status(posted, at(t0, 130))).isEqualTo("Active: numeric replies; resolving due within "
                + "1 d 22 h 0 min");
    }
    @Test
    void theBoardSaysWhoMayStartAnUpcomingDebate() {
        // Rule "Debates": "If the current time is after the start date of a debate and the debate is still Upcoming,
        // all debates whose number is less than the debate are Active or Finished, and e did not moderate the debate
        // whose number is one less than the debate in question, a candidate may choose to start a debate"
        List<Debate> none = Debate.all();
        assertThat(DebateBoard.whoMayStart(none, 1, DebateRules.startDate(1).minus(Duration.ofHours(1))))
                .contains("No one before its start date, 8-8-2008 at 00:00:00 GMT.");
        Instant later = at(DebateRules.startDate(2), 1);
        assertThat(DebateBoard.whoMayStart(none, 1, later)).contains("Any Candidate, now.");
        assertThat(DebateBoard.whoMayStart(none, 2, later)).contains("No one until Debate 1 is Active or Finished.");
        List<Debate> first = DebateActions.replace(none, DebateActionsTest.started());
        assertThat(DebateBoard.whoMayStart(first, 2, later))
                .contains("Any Candidate but Ann, who moderated Debate 1, now.");
        assertThat(DebateBoard.whoMayStart(first, 1, later)).isEmpty();
    }
}
