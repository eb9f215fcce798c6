package org.dynast.app.log;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.UUID;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.shell.Session;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The browsable action log: newest first, each entry with the fields it changed. */
class ActionLogViewModelTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final GameStore store = GameStore.inMemory("log-" + UUID.randomUUID(), clock);
    private final Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
    private final Session session = new Session(TaskExecutor.immediate(), store, demo);
    private final ActionLogViewModel vm = new ActionLogViewModel(session, TaskExecutor.immediate());

    @AfterEach
    void close() {
        session.close();
    }

    @Test
    void listsEveryActionNewestFirstWithTheFieldsItChanged() {
        long lumen = store.roster().roster(demo.id()).byName("Lumen").orElseThrow().id();
        store.roster().unidle(demo.id(), "Cogsworth", lumen);
        store.log().undo(demo.id(), "Ferrous");

        assertThat(vm.entries()).extracting(ActionLogViewModel.EntryRow::summary).containsExactly(
                "Undo: Unidled Lumen; Quorum 4 → 5", "Unidled Lumen; Quorum 4 → 5", "Seeded the demo's House Bots",
                "Seeded the demo's bots",
                "Seeded the demo's Votable Matters",
                "Seeded the demo roster",
                "Edited rule “Spare Parts Bin” (Proposal: Spare Parts for All)",
                "Imported the ruleset (Ruleset 205: 4 sections, 70 rules) from ruleset-205-bots.txt",
                "Founded " + org.dynast.model.blogbots.BlogBotsDemo.NAME);
        ActionLogViewModel.EntryRow unidle = vm.entries().get(1);
        assertThat(unidle.actor()).isEqualTo("Cogsworth");
        assertThat(unidle.at()).isEqualTo("2026-11-20 12:00:00");

        vm.selectedProperty().set(unidle);
        assertThat(vm.changesProperty().get()).isEqualTo("player #" + lumen + " (changed)\n"
                + "  idleSince: 2026-11-17T12:00:00Z → null\n"
                + "  idleReason: INACTIVE → null\n"
                + "  lastUnidled: null → 2026-11-20T12:00:00Z");
    }
}
