package org.dynast.app.log;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.io.StringWriter;
import java.util.UUID;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.blogbots.BlogBots;
import org.dynast.model.blogbots.BlogBotsDemo;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.store.HistoryGenerator;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The browsable action log: newest first, each entry as who / when / what in words, the fields it changed as
 * before → after in the dynasty's terms (not the file's JSON), and filters by who acted and by kind.
 */
class ActionLogViewModelTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final GameStore store = GameStore.inMemory("log-" + UUID.randomUUID(), clock);
    private final Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
    private final Session session = new Session(TaskExecutor.immediate(), store, demo);
    private final ActionLogViewModel vm = new ActionLogViewModel(session, TaskExecutor.immediate(), Messages.load(DynastyModules.installed()));

    {
        vm.openProperty().set(true); // its window is open
    }

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
                "Founded " + BlogBotsDemo.NAME);
        ActionLogViewModel.EntryRow unidle = vm.entries().get(1);
        assertThat(unidle.actor()).isEqualTo("Cogsworth");
        assertThat(unidle.at()).isEqualTo("2026-11-20 12:00 UTC");
        assertThat(unidle.kind()).isEqualTo("Roster");

        vm.selectedProperty().set(unidle);
        assertThat(vm.changesProperty().get()).isEqualTo("Operator Lumen (changed)\n"
                + "  idle since: 2026-11-17 12:00 UTC → —\n"
                + "  idle reason: inactive → —\n"
                + "  last unidled: — → 2026-11-20 12:00 UTC");
    }

    @Test
    void moneyIsWrittenAsMoneyAndTheLogFiltersByWhoAndByKind() {
        long kevan = store.roster().roster(demo.id()).byName("Brass_Monkey").orElseThrow().id();
        BlogBots.in(store).workshop().correct(demo.id(), "Ferrous", kevan, "Money spent",
                l -> l.withMoney(12_500));

        ActionLogViewModel.EntryRow spent = vm.entries().get(0);
        assertThat(spent.kind()).isEqualTo("Workshop");
        vm.selectedProperty().set(spent);
        assertThat(vm.changesProperty().get()).startsWith("Brass_Monkey's Bot (changed)\n")
                .containsPattern("  money: ₩[0-9,]+ → ₩12,500")
                .doesNotContain("{").doesNotContain("\"");
        // a creation: every field from nothing; the dynasty id left out; a Script of several lines as two blocks
        vm.selectedProperty().set(vm.entries().stream().filter(r -> r.summary().equals("Seeded the demo's bots"))
                .findFirst().orElseThrow());
        assertThat(vm.changesProperty().get()).contains("Brass_Monkey's Bot (created)\n  operator: \u2014 \u2192 Brass_Monkey")
                .contains("  money: \u2014 \u2192 \u20a9").contains("  script, after:\n      If ")
                .doesNotContain("dynasty:");

        int all = vm.entries().size();
        assertThat(vm.actors()).startsWith("Everyone").contains("Ferrous");
        vm.kindFilterProperty().set("Workshop");
        assertThat(vm.entries()).isNotEmpty().allMatch(r -> r.kind().equals("Workshop"));
        assertThat(vm.countProperty().get()).isEqualTo(vm.entries().size() + " of " + all + " entries");
        vm.kindFilterProperty().set("Every kind");
        vm.actorFilterProperty().set("Cogsworth");
        assertThat(vm.entries()).isEmpty();
        store.roster().unidle(demo.id(), "Cogsworth",
                store.roster().roster(demo.id()).byName("Lumen").orElseThrow().id());
        // a refresh keeps the filter
        assertThat(vm.actorFilterProperty().get()).isEqualTo("Cogsworth");
        assertThat(vm.entries()).extracting(ActionLogViewModel.EntryRow::actor).containsExactly("Cogsworth");
    }

    @Test
    void nothingIsReadWhileTheWindowIsClosedAndThenOnlyWhatIsNew() {
        ActionLogViewModel closed = new ActionLogViewModel(session, TaskExecutor.immediate(), Messages.load(DynastyModules.installed()));
        long lumen = store.roster().roster(demo.id()).byName("Lumen").orElseThrow().id();
        store.roster().unidle(demo.id(), "Cogsworth", lumen);
        assertThat(closed.entries()).as("its window was never opened").isEmpty();

        closed.openProperty().set(true);
        assertThat(closed.entries()).hasSize(vm.entries().size());
        ActionLogViewModel.EntryRow unidled = closed.entries().get(0);
        store.log().undo(demo.id(), "Ferrous");
        assertThat(closed.entries().get(0).summary()).startsWith("Undo: Unidled Lumen");
        // the entries it had were not read again
        assertThat(closed.entries().get(1)).isSameAs(unidled);

        closed.openProperty().set(false);
        store.log().redo(demo.id(), "Ferrous");
        assertThat(closed.entries().get(0).summary()).as("closed: not read").startsWith("Undo:");
        closed.openProperty().set(true);
        assertThat(closed.entries().get(0).summary()).startsWith("Redo: Unidled Lumen");
        assertThat(closed.entries()).hasSize(vm.entries().size());
    }

    @Test
    void aLargeEntryShowsItsFirstChangesAndHowManyMoreUntilAllAreAsked() throws Exception {
        StringWriter json = new StringWriter();
        new HistoryGenerator(new HistoryGenerator.Size(20, 2, 120, 1),
                DynastyModules.installed().shippedRulesets().get(0))
                .write(json);
        Dynasty imported = store.exchange().importFrom(new StringReader(json.toString()), "history.json",
                "Ferrous");
        session.show(imported);
        ActionLogViewModel.EntryRow entry = vm.entries().stream().filter(r -> r.summary().startsWith("Imported"))
                .findFirst().orElseThrow();

        vm.selectedProperty().set(entry);
        String first = vm.changesProperty().get();
        // the dynasty, 120 players and 36 mentorships: the first 100 in words, then how many more and of what
        assertThat(first.split("\n\n")).hasSize(ActionLogViewModel.SHOWN_CHANGES + 1);
        assertThat(first).endsWith("\u2026 and 57 more changes (mentorship \u00d736, player \u00d721): "
                + "Show All lists them.");
        assertThat(vm.moreChangesProperty().get()).isTrue();
        assertThat(vm.wholeChangesProperty().get()).isFalse();

        vm.showAllChanges();
        assertThat(vm.changesProperty().get().split("\n\n")).hasSize(157);
        assertThat(vm.changesProperty().get()).startsWith(first.substring(0, first.lastIndexOf("\n\n")));
        assertThat(vm.moreChangesProperty().get()).isFalse();
        assertThat(vm.wholeChangesProperty().get()).as("a long text, not wrapped").isTrue();
    }
}
