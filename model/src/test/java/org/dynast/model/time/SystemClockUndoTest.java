package org.dynast.model.time;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.roster.IdleReason;
import org.dynast.model.roster.Player;
import org.dynast.model.store.GameStore;
import org.junit.jupiter.api.Test;

/**
 * With the machine's clock (nanoseconds on Linux), an action that records "now" must still be
 * undoable: the file keeps microseconds, so the clock gives microseconds.
 */
class SystemClockUndoTest {

    @Test
    void theSystemClockGivesTimesTheFileKeepsExactly() {
        assertThat(GameClock.system().now().getNano() % 1_000).isZero();
    }

    @Test
    void renderingAPlayerIdleWithTheSystemClockCanBeUndone() {
        try (GameStore store = TestStores.store(GameClock.system())) {
            Dynasty d = store.dynasties().found("Ferrous", "Bots", 205, Terms.of("Operator", "Announcer"), "Ferrous",
                    LocalDate.of(2026, 11, 1));
            Player kevan = store.roster().addPlayer(d.id(), "Ferrous", "Kevan", false, null);
            store.roster().idle(d.id(), "Ferrous", kevan.id(), IdleReason.REQUESTED);
            store.log().undo(d.id(), "Ferrous");
            assertThat(store.roster().roster(d.id()).byId(kevan.id())).get().extracting(Player::idle).isEqualTo(false);
        }
    }
}
