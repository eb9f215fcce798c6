package org.dynast.app.matters;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The new-user report: "'Next change' cells wrap over four lines" and "Table rows have uneven heights". The table's
 * cell leaves out the moment (it is in the cell's tooltip and the matter's own Next line), so a row is two lines at
 * most; a change that is not timed is shown whole.
 */
class NextChangeCellTest {

    @Test
    void theCellLeavesOutTheMomentAndKeepsEverythingElse() {
        assertThat(MattersView.withoutMoment("becomes Unpopular in 43 h 59 min (2026-12-08 06:39 UTC)"))
                .isEqualTo("becomes Unpopular in 43 h 59 min");
        assertThat(MattersView.withoutMoment("may be Enacted now")).isEqualTo("may be Enacted now");
        assertThat(MattersView.withoutMoment("may be Failed in 42 h (2026-11-22 06:00 UTC) unless Quorum changes"))
                .endsWith("unless Quorum changes");
    }
}
