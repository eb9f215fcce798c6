package org.dynast.model.time;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.dynast.model.TestStores;
import org.dynast.model.roster.IdleReason;
import org.dynast.model.roster.Player;
import org.dynast.model.store.GameStore;
import org.junit.jupiter.api.Test;

/**
 * Undo checks that an entity is still as the log left it, by comparing snapshots; a time the database
 * stores less precisely than the clock gave it would look "changed since" and refuse the undo.
 */
class GameClockTest {

    @Test
    void theSystemClockGivesTimesTheDynastyFileStoresExactly() {
        // H2's TIMESTAMP WITH TIME ZONE keeps microseconds
        for (int i = 0; i < 50; i++) {
            assertThat(GameClock.system().now().getNano() % 1_000).isZero();
        }
    }

    @Test
    void actionsStampedByTheSystemClockCanBeUndone() {
        try (GameStore store = TestStores.store(GameClock.system())) {
            long id = TestStores.operatorsDynasty(store).id();
            Player kevan = store.roster().addPlayer(id, TestStores.ADMIN, "Kevan", false, null);
            store.roster().idle(id, TestStores.ADMIN, kevan.id(), IdleReason.INACTIVE);
            store.log().undo(id, TestStores.ADMIN);
            assertThat(store.roster().roster(id).byId(kevan.id())).get().extracting(Player::idle).isEqualTo(false);
        }
    }

    @Test
    void rollsAndTakesAtAClockGivenNanosecondsStillUndoOnEitherEngine() {
        ManualGameClock clock = new ManualGameClock(Instant.parse("2026-11-22T14:38:27.947818130Z"));
        try (GameStore store = TestStores.store(clock)) {
            long id = TestStores.operatorsDynasty(store).id();
            long ferrous = store.roster().roster(id).byName(TestStores.ADMIN).orElseThrow().id();
            store.dice().roll(id, TestStores.ADMIN, TestStores.ADMIN, "DICE6", "", false);
            store.cooldowns().take(id, TestStores.ADMIN, ferrous, "Repair", CadenceRules.GLOSSARY.daily());
            store.log().undo(id, TestStores.ADMIN);
            store.log().undo(id, TestStores.ADMIN);
            assertThat(store.dice().emperorView(id)).isEmpty();
            assertThat(store.cooldowns().history(id)).isEmpty();
        }
    }
}
