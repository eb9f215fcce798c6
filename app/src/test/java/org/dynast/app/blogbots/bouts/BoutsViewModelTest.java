package org.dynast.app.blogbots.bouts;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.assertj.core.groups.Tuple;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.blogbots.BlogBots;
import org.dynast.model.blogbots.arena.ArenaFiles.Replay;
import org.dynast.model.blogbots.arena.BoutStatus;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.Part;
import org.dynast.model.blogbots.bots.Readiness;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The Bouts tab's main flows, without a window. */
class BoutsViewModelTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final GameStore store = GameStore.inMemory("bouts-" + UUID.randomUUID(), clock);
    private final Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
    private final FakeDialogs dialogs = new FakeDialogs();
    private final TaskExecutor now = TaskExecutor.immediate();
    private final BoutsViewModel vm = new BoutsViewModel(new Session(now, store, demo), dialogs, dialogs, now, Messages.load(DynastyModules.installed()),
            clock);

    @AfterEach
    void close() {
        store.close();
    }

    private BoutsViewModel.OperatorRow row(String name) {
        return vm.operators().stream().filter(o -> o.name().equals(name)).findFirst().orElseThrow();
    }

    private void announceOne() {
        BlogBots.in(store).workshop().setReadiness(demo.id(), "Ferrous", row("Brass_Monkey").playerId(), Readiness.READY);
        dialogs.texts.add("1");
        vm.announce();
        assertThat(dialogs.errors).isEmpty();
    }

    @Test
    void showsTheHouseBotsWithTheirValuesAndTheOperators() {
        // House Bots: "publicly tracked"; Readiness, Bout Count and Red Mist are publicly tracked too
        assertThat(vm.houseBots()).extracting(BoutsViewModel.HouseBotRow::name, BoutsViewModel.HouseBotRow::value)
                .containsExactly(Tuple.tuple("The Gatekeeper", "₩12,450"),
                        Tuple.tuple("Rustbucket", "₩8,700"));
        assertThat(row("Dr.Volt").readiness()).isEqualTo("Ready");
        assertThat(row("Dr.Volt").boutCount()).isZero();
    }

    @Test
    void announceStagingSetRunSettled() {
        // "When an Operator's Readiness is Ready and they are named in an Announcement Post then the Announcer should
        // set their Readiness to Staging"; "When an Operator's Readiness is Staging then they may set it to Set at any
        // time"; "When an Operator's Readiness is Set and they are participating in a Bout then the Announcer should
        // set their Readiness to Workshop"
        announceOne();
        assertThat(vm.postProperty().get()).startsWith("Announcement: 1 Bout").contains("Dr.Volt")
                .contains("Brass_Monkey");
        assertThat(dialogs.clipboard).isEqualTo(vm.postProperty().get());
        assertThat(row("Dr.Volt").readiness()).isEqualTo("Staging");
        assertThat(row("Brass_Monkey").boutCount()).isEqualTo(1);
        assertThat(vm.bouts()).hasSize(1);
        assertThat(vm.bouts().get(0).state()).startsWith("waiting for Set: ");

        vm.selectedOperatorProperty().set(row("Dr.Volt"));
        vm.setReadinessSet();
        vm.selectedOperatorProperty().set(row("Brass_Monkey"));
        vm.setReadinessSet();
        assertThat(vm.bouts().get(0).state()).isEqualTo("both Set: ready to run");

        List<Replay> watched = new ArrayList<>();
        vm.useWatcher(watched::add);
        vm.selectedBoutProperty().set(vm.bouts().get(0));
        vm.runBout();

        assertThat(dialogs.errors).isEmpty();
        assertThat(vm.messageProperty().get()).startsWith("Ran ");
        assertThat(vm.resultProperty().get()).contains("gains ₩");
        assertThat(vm.bouts().get(0).bout().status()).isEqualTo(BoutStatus.FOUGHT);
        assertThat(vm.bouts().get(0).state()).startsWith("fought: ");
        assertThat(row("Dr.Volt").readiness()).isEqualTo("Workshop");
        assertThat(row("Dr.Volt").boutCount()).isEqualTo(1);
        vm.watchInArena();
        assertThat(watched).hasSize(1);
        assertThat(watched.get(0).seed()).isEqualTo(vm.bouts().get(0).bout().boutSeed());
    }

    @Test
    void aForfeitCountsDownAndIsDeclared() {
        // "... has had their Readiness set to Set for the last 48 hours and the other has not changed their Readiness
        // from Staging since the Announcement Post for that Bout, then the Operator whose Readiness is Staging forfeits"
        announceOne();
        vm.selectedOperatorProperty().set(row("Dr.Volt"));
        vm.setReadinessSet();
        assertThat(vm.bouts().get(0).state()).isEqualTo("Brass_Monkey may be declared forfeit in 48 h (Dr.Volt is Set)");
        clock.advance(Duration.ofHours(43));
        vm.refresh();
        assertThat(vm.bouts().get(0).state()).startsWith("Brass_Monkey may be declared forfeit in 5 h");
        vm.selectedBoutProperty().set(vm.bouts().get(0));
        vm.declareForfeit();
        assertThat(vm.errorProperty().get()).isTrue();
        assertThat(vm.messageProperty().get()).contains("for the last 48 hours");

        clock.advance(Duration.ofHours(5));
        vm.refresh();
        assertThat(vm.bouts().get(0).forfeitDue()).isTrue();
        vm.selectedBoutProperty().set(vm.bouts().get(0));
        vm.declareForfeit();
        assertThat(vm.bouts().get(0).bout().status()).isEqualTo(BoutStatus.FORFEITED);
        assertThat(vm.bouts().get(0).bout().winner()).isEqualTo("Dr.Volt");
        assertThat(row("Brass_Monkey").readiness()).isEqualTo("Workshop");
    }

    @Test
    void aHouseBotIsAddedWithTheEditorAndARefusalIsShownInTheRulesWords() {
        // "If there are less than three House Bots then the Announcer may create a new House Bot at any time."
        dialogs.houseBotEdits.add(e -> fill(e, "Tinny"));
        vm.addHouseBot();
        assertThat(dialogs.houseBotEditors.get(0).amending()).isFalse();
        assertThat(vm.houseBots()).extracting(BoutsViewModel.HouseBotRow::name).contains("Tinny");
        assertThat(vm.houseBots()).filteredOn(r -> r.name().equals("Tinny"))
                .extracting(BoutsViewModel.HouseBotRow::systems).containsExactly("Plate");
        // The fourth is legal on its own, so the editor lets it through; the model refuses it, as before.
        dialogs.houseBotEdits.add(e -> fill(e, "Fourth"));
        vm.addHouseBot();
        assertThat(vm.errorProperty().get()).isTrue();
        assertThat(vm.messageProperty().get()).contains("up to three House Bots");
    }

    private static boolean fill(HouseBotEditorViewModel e, String name) {
        e.nameProperty().set(name);
        e.systemToAddProperty().set(e.systemTypes().stream().filter(t -> t.name().equals("Plate")).findFirst()
                .orElseThrow());
        e.addSystem();
        e.scriptProperty().set("move forward 1");
        return true;
    }

    @Test
    void editingOpensTheEditorOnTheSelectedHouseBotAndSavesItsChanges() {
        // "Once created, the Announcer may amend or remove the House Bots at any time"
        vm.selectedHouseBotProperty().set(vm.houseBots().get(0));
        dialogs.houseBotEdits.add(e -> {
            assertThat(e.nameProperty().get()).isEqualTo("The Gatekeeper");
            assertThat(e.systems()).containsExactly("Flipper", "Plate");
            e.selectedSystemProperty().set(0);
            e.moveSystemDown();
            return true;
        });
        vm.editHouseBot();
        assertThat(dialogs.houseBotEditors.get(0).amending()).isTrue();
        assertThat(vm.errorProperty().get()).isFalse();
        assertThat(vm.houseBots().get(0).systems()).isEqualTo("Plate, Flipper");
    }

    @Test
    void anIllegalHouseBotIsNotSavedBecauseOkIsDisabled() {
        // "the other two must have Bot Values that do not exceed ₩12,000": The Gatekeeper already does.
        dialogs.houseBotEdits.add(e -> {
            fill(e, "Pricey");
            e.engineProperty().set(e.engines().stream().filter(x -> x.name().equals("Nuclear")).findFirst()
                    .orElseThrow());
            assertThat(e.okDisabledProperty().get()).isTrue();
            return true; // pressing a disabled OK does nothing
        });
        vm.addHouseBot();
        assertThat(vm.houseBots()).extracting(BoutsViewModel.HouseBotRow::name).doesNotContain("Pricey");
    }

    @Test
    void aTauntOffersTheMostAllowed() {
        // "increase the Taunt Target's Red Mist to any value up to two higher than their own Red Mist"
        vm.selectedOperatorProperty().set(row("Cogsworth"));
        dialogs.choices.add("Gearheart");
        dialogs.texts.add("2");
        vm.taunt();
        assertThat(vm.errorProperty().get()).isFalse();
        assertThat(row("Gearheart").redMist()).isEqualTo(2);
    }

    @Test
    void aStagingOperatorWithModularBreakpointAsksForOneBinSystem() {
        // Modular Breakpoint: "The Operator of the Actor may privately message the Announcer to add a System from
        // their Spare Parts Bin to their Bot while their Readiness is Staging"
        long volt = row("Dr.Volt").playerId();
        BlogBots.in(store).workshop().correct(demo.id(), "Ferrous", volt, "MB", l -> l.withBot(new Bot("Sparky",
                Part.engine("Nuclear", 100),
                Part.chassis("Camelot CG3 Rampart", 100),
                List.of(Part.system("Modular Breakpoint", 100))))
                .withBin(List.of(Part.system("Ram", 90))));
        announceOne();
        vm.selectedOperatorProperty().set(row("Dr.Volt"));
        dialogs.choices.add("Ram");
        vm.requestSystem();
        assertThat(vm.errorProperty().get()).isFalse();
        assertThat(row("Dr.Volt").request()).isEqualTo("Ram");
    }
}
