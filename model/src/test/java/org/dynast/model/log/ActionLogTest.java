package org.dynast.model.log;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.roster.IdleReason;
import org.dynast.model.roster.Player;
import org.dynast.model.roster.Roster;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class ActionLogTest {

    private final ManualGameClock clock = TestStores.clock();
    private final GameStore store = TestStores.store(clock);
    private final Dynasty dynasty = TestStores.operatorsDynasty(store);
    private final long id = dynasty.id();
    private final ActionLog log = store.log();

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void everyActionIsLoggedWithWhoWhenWhatAndTheValuesBeforeAndAfter() {
        Player alpha = store.roster().addPlayer(id, "Ferrous", "Alpha", false, null);
        clock.advance(Duration.ofMinutes(5));
        store.roster().setAdmin(id, "Cogsworth", alpha.id(), true);
        LogEntry last = log.history(id).get(2);
        assertThat(last.actor()).isEqualTo("Cogsworth");
        assertThat(last.at()).isEqualTo(clock.now());
        assertThat(last.kind()).isEqualTo("roster.admin");
        assertThat(last.summary()).isEqualTo("Made Alpha an Admin");
        assertThat(last.changes()).singleElement().satisfies(c -> {
            assertThat(c.entity()).isEqualTo("player");
            assertThat(c.before()).contains("\"admin\":false");
            assertThat(c.after()).contains("\"admin\":true");
        });
    }

    @Test
    void anActionWhoseSummaryOutgrowsTheLogIsTakenAndItsSummaryShortenedAndItsUndoToo() {
        // found by the -Pfuzz round trip: a Wizards feeding with 40 Wizards said 2,092 characters and the action
        // failed with "The dynasty file could not be read or written"
        String longSummary = "Fed every Wizard: " + "Kevan: +10 -8 (Stable Upkeep), ".repeat(150);
        store.log().perform(id, "Ferrous", "test.long", longSummary, changes -> null);
        LogEntry last = log.history(id).getLast();
        assertThat(last.summary()).hasSizeLessThanOrEqualTo(LogEntry.MAX_SUMMARY).startsWith("Fed every Wizard: Kevan")
                .endsWith("more characters)");
        assertThat(last.summary()).doesNotEndWith("Kev \u2026");
        LogEntry undo = log.undo(id, "Ferrous");
        assertThat(undo.summary()).startsWith("Undo: Fed every Wizard").hasSizeLessThanOrEqualTo(LogEntry.MAX_SUMMARY);
    }

    @Test
    void undoRevertsTheLastActionAndRedoRepeatsIt() {
        Player alpha = store.roster().addPlayer(id, "Ferrous", "Alpha", false, null);
        store.roster().idle(id, "Ferrous", alpha.id(), IdleReason.INACTIVE);
        assertThat(roster().quorum()).isEqualTo(2 - 1);

        LogEntry undo = log.undo(id, "Ferrous");
        assertThat(undo.summary()).startsWith("Undo: Rendered Alpha Idle");
        assertThat(roster().byId(alpha.id())).get().extracting(Player::idle).isEqualTo(false);
        assertThat(roster().quorum()).isEqualTo(2);

        log.undo(id, "Ferrous");
        assertThat(roster().byName("Alpha")).isEmpty();

        assertThat(log.nextRedo(id)).get().extracting(LogEntry::summary).isEqualTo("Added Operator Alpha");
        log.redo(id, "Ferrous");
        log.redo(id, "Ferrous");
        assertThat(roster().byId(alpha.id())).get().extracting(Player::idle).isEqualTo(true);
        assertThat(log.nextRedo(id)).isEmpty();
        // append-only: 1 founding + 2 actions + 2 undos + 2 redos
        assertThat(log.history(id)).hasSize(7);
    }

    @Test
    void aNewActionClearsTheRedoHistory() {
        store.roster().addPlayer(id, "Ferrous", "Alpha", false, null);
        log.undo(id, "Ferrous");
        store.roster().addPlayer(id, "Ferrous", "Bravo", false, null);
        assertThat(log.nextRedo(id)).isEmpty();
        assertThatThrownBy(() -> log.redo(id, "Ferrous")).hasMessage("There is nothing to redo.");
    }

    @Test
    void foundingADynastyCannotBeUndone() {
        assertThat(log.nextUndo(id)).isEmpty();
        assertThatThrownBy(() -> log.undo(id, "Ferrous")).isInstanceOf(Refusal.class)
                .hasMessage("There is nothing to undo.");
        assertThat(store.dynasties().find(id)).isPresent();
    }

    @Test
    void theNewestEntryIsEachDynastysOwnAndUndoStopsAtTheLastEntryThatCannotBeUndone() {
        Dynasty other = store.dynasties().found("Ferrous", "Elsewhere", 205,
                new Terms("Operator", "Operators", "Announcer"), "Ferrous", clock.today());
        store.roster().addPlayer(id, "Ferrous", "Alpha", false, null);
        store.roster().addPlayer(other.id(), "Ferrous", "Bravo", false, null);
        long newestHere = log.history(id).stream().mapToLong(LogEntry::id).max().orElseThrow();
        long newestThere = log.history(other.id()).stream().mapToLong(LogEntry::id).max().orElseThrow();
        assertThat(newestThere).isGreaterThan(newestHere);
        assertThat(log.newestEntryId(id)).isEqualTo(newestHere);
        assertThat(log.newestEntryId(other.id())).isEqualTo(newestThere);
        assertThat(log.newestEntryId(other.id() + 1000)).isZero();

        // an entry that cannot be undone (as an import writes) ends the undo history, the actions before it stay
        log.performFinal(id, "Ferrous", "test.final", "Imported", changes -> null);
        store.roster().addPlayer(id, "Ferrous", "Charlie", false, null);
        assertThat(log.newestEntryId(id)).isGreaterThan(newestThere);
        log.undo(id, "Ferrous");
        assertThat(roster().byName("Charlie")).isEmpty();
        assertThatThrownBy(() -> log.undo(id, "Ferrous")).hasMessage("There is nothing to undo.");
        assertThat(roster().byName("Alpha")).isPresent();
    }

    @Test
    void aRefusedActionChangesNothingAndLogsNothing() {
        Player alpha = store.roster().addPlayer(id, "Ferrous", "Alpha", false, null);
        int entries = log.history(id).size();
        assertThatThrownBy(() -> store.roster().renameByProposal(id, "Ferrous", alpha.id(), "A", "Proposal X"))
                .isInstanceOf(Refusal.class);
        assertThat(log.history(id)).hasSize(entries);
        assertThat(roster().byId(alpha.id())).get().extracting(Player::name).isEqualTo("Alpha");
    }

    @Test
    void anActionThatFailsHalfwayIsRolledBackWhole() {
        Player alpha = store.roster().addPlayer(id, "Ferrous", "Alpha", false, null);
        int entries = log.history(id).size();
        assertThatThrownBy(() -> log.perform(id, "Ferrous", "test.halfway", "Half an action", changes -> {
            Player before = roster().byId(alpha.id()).orElseThrow();
            changes.update(playerTable(), before, before.withAdmin(true));
            throw new IllegalStateException("the power went out");
        })).hasMessage("the power went out");
        assertThat(roster().byId(alpha.id())).get().extracting(Player::admin).isEqualTo(false);
        assertThat(log.history(id)).hasSize(entries);
    }

    @Test
    void listenersHearEveryCommittedAction() {
        List<Long> heard = new ArrayList<>();
        log.addListener(heard::add);
        store.roster().addPlayer(id, "Ferrous", "Alpha", false, null);
        log.undo(id, "Ferrous");
        assertThat(heard).containsExactly(id, id);
    }

    private Roster roster() {
        return store.roster().roster(id);
    }

    private EntityTable<Player> playerTable() {
        return store.players();
    }
}
