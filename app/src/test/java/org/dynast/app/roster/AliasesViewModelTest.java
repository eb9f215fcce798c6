package org.dynast.app.roster;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.Map;
import java.util.UUID;
import org.assertj.core.groups.Tuple;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The Roster tab's Aliases… editor (issue 32), without a window: the shown dynasty's known aliases only. */
class AliasesViewModelTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final GameStore store = GameStore.inMemory("aliases-" + UUID.randomUUID(), clock);
    private final Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
    private final FakeDialogs dialogs = new FakeDialogs();
    private final Session session = new Session(TaskExecutor.immediate(), store, demo);
    private final RosterViewModel roster = new RosterViewModel(session, dialogs, TaskExecutor.immediate(),
            Messages.load(DynastyModules.installed()), clock);

    @AfterEach
    void close() {
        session.close();
    }

    private AliasesViewModel open() {
        roster.showAliases();
        assertThat(dialogs.aliasEditors).isNotEmpty();
        return dialogs.aliasEditors.get(dialogs.aliasEditors.size() - 1);
    }

    @Test
    void anAliasTypedForAPlayerIsRecordedListedAndForgotten() {
        AliasesViewModel vm = open();
        assertThat(vm.rows()).isEmpty();
        assertThat(vm.players()).contains("Ferrous", "Rivet-7", "O'Malley");

        vm.newAliasProperty().set("  Ienpw III ");
        vm.newPlayerProperty().set("Rivet-7");
        vm.add();

        assertThat(vm.messageProperty().get()).isEqualTo("Recorded Ienpw III as a known alias of Rivet-7.");
        assertThat(vm.failedProperty().get()).isFalse();
        assertThat(vm.newAliasProperty().get()).isEmpty();
        assertThat(vm.rows()).extracting(AliasesViewModel.AliasRow::alias, AliasesViewModel.AliasRow::player)
                .containsExactly(Tuple.tuple("Ienpw III", "Rivet-7"));
        assertThat(store.roster().aliases(demo.id())).isEqualTo(Map.of("Ienpw III", "Rivet-7"));

        vm.remove(vm.rows().get(0));
        assertThat(vm.messageProperty().get()).isEqualTo("Forgot Ienpw III as an alias of Rivet-7.");
        assertThat(vm.rows()).isEmpty();
        // each was one action: undo brings the alias back, and the editor follows
        store.log().undo(demo.id(), "Ferrous");
        assertThat(vm.rows()).extracting(AliasesViewModel.AliasRow::alias).containsExactly("Ienpw III");
    }

    @Test
    void aRefusedAliasIsSaidInTheRostersWordsAndStaysTyped() {
        AliasesViewModel vm = open();
        vm.newAliasProperty().set("omalley");
        vm.newPlayerProperty().set("Rivet-7");
        vm.add();
        assertThat(vm.failedProperty().get()).isTrue();
        assertThat(vm.messageProperty().get()).isEqualTo("Not done: O'Malley is an Operator of this dynasty: a comment "
                + "by that name already counts as theirs.");
        assertThat(vm.newAliasProperty().get()).isEqualTo("omalley");
        assertThat(vm.rows()).isEmpty();

        vm.newPlayerProperty().set(null);
        vm.add();
        assertThat(vm.messageProperty().get()).isEqualTo("Type the former name and choose the player it belonged to.");
    }

    @Test
    void anotherDynastyShownShowsItsOwnAliasesOnly() {
        AliasesViewModel vm = open();
        vm.newAliasProperty().set("Old Volt");
        vm.newPlayerProperty().set("Dr.Volt");
        vm.add();
        Dynasty other = store.dynasties().found("Josh", "Another Dynasty", 205,
                new Terms("Drafter", "Drafters", "Emperor"), "Josh", LocalDate.of(2026, 11, 1));
        session.show(other);
        vm.refresh();
        assertThat(vm.rows()).isEmpty();
        assertThat(vm.players()).containsExactly("Josh");
        assertThat(store.roster().aliases(other.id())).isEmpty();
    }
}
