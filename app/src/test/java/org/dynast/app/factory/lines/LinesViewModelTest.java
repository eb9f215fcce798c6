package org.dynast.app.factory.lines;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.List;
import java.util.UUID;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.blogbots.BlogBotsDemo;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.factory.FactoryEngine;
import org.dynast.model.factory.MachineSlot;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The Machine Lines tab's behaviour, without a window. */
class LinesViewModelTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final GameStore store = GameStore.inMemory("lvm-" + UUID.randomUUID(), clock);
    private final Dynasty works = store.dynasties().found("Overseer", "Works", 190,
            new Terms("Worker", "Workers", "Factory"), "Overseer", LocalDate.of(2026, 11, 1));
    private final FakeDialogs dialogs = new FakeDialogs();
    private final Session session;
    private final LinesViewModel vm;

    LinesViewModelTest() {
        store.roster().addPlayer(works.id(), "Overseer", "Kevan", false, null);
        // "If there are fewer than five Workers, BlogNomic is on Hiatus" (and Dynastic Actions wait): five of them
        for (String name : new String[] {"Amsel", "Bucket", "Clementine"}) {
            store.roster().addPlayer(works.id(), "Overseer", name, false, null);
        }
        session = new Session(TaskExecutor.immediate(), store, store.dynasties().get(works.id()));
        vm = new LinesViewModel(session, dialogs, TaskExecutor.immediate(), Messages.load(DynastyModules.installed()));
    }

    @AfterEach
    void close() {
        session.close();
    }

    @Test
    void anotherRulesetsDynastySaysPlainlyItIsNotAFactory() {
        Dynasty bots = store.dynasties().found("Ferrous", BlogBotsDemo.NAME, 205,
                new Terms("Operator", "Operators", "Announcer"), "Ferrous", LocalDate.of(2026, 11, 1));
        session.show(bots);
        assertThat(vm.factoryProperty().get()).isFalse();
        assertThat(vm.notFactoryProperty().get()).startsWith("The Tin Announcer's Workshop plays Ruleset 205");
    }

    @Test
    void buildALineActivateASpinAndAClinkAndUndo() {
        assertThat(vm.factoryProperty().get()).isTrue();
        assertThat(vm.selectedWorkerProperty().get()).isEqualTo("Kevan");
        assertThat(vm.slots().get(0).type()).isEqualTo("Dustsheet");
        assertThat(vm.slots().get(0).cost()).isEqualTo("None");
        assertThat(vm.slots().get(1).empty()).isTrue();

        vm.activate(0);
        assertThat(vm.slots().get(0).type()).isEqualTo("Clink");
        assertThat(vm.slots().get(0).canActivate()).as("no Box to pay with").isFalse();
        assertThat(vm.slots().get(0).preview()).contains("has no Box that can pay it");

        vm.selectedMachineProperty().set("Spin");
        assertThat(vm.paletteDetailProperty().get()).contains("Cost: one Energy");
        vm.addMachine(0);
        assertThat(vm.slots()).extracting(SlotRow::type).startsWith("Spin", "Clink");
        assertThat(vm.energyProperty().get()).isEqualTo("1");
        assertThat(vm.slots().get(0).preview()).startsWith("Becomes Hot. Roll DICE10");

        vm.activate(0);
        assertThat(vm.slots().get(0).heat()).isEqualTo("Hot");
        assertThat(vm.boxes()).hasSize(1);
        int box = Integer.parseInt(vm.boxes().get(0));
        vm.activate(1);
        assertThat(vm.cogsProperty().get()).isEqualTo(Integer.toString(box));
        assertThat(vm.boxes()).isEmpty();

        store.log().undo(works.id(), "Overseer");
        assertThat(vm.cogsProperty().get()).isEqualTo("0");
        assertThat(vm.boxes()).containsExactly(Integer.toString(box));
    }

    @Test
    void theWorkersChoicesAreAskedAndARefusalIsShownInTheRulesWords() {
        FactoryEngine.in(store).factory().seed(works.id(), "Overseer", "set up", f -> {
            var k = f.worker("Kevan").orElseThrow();
            k.line.set(0, new MachineSlot("Clink"));
            k.boxes.addAll(List.of(2, 9));
        });
        vm.refresh();
        dialogs.choices.add("9");
        vm.activate(0);
        assertThat(vm.cogsProperty().get()).isEqualTo("9");
        assertThat(vm.boxes()).containsExactly("2");

        vm.demolish(0);
        assertThat(vm.messageProperty().get())
                .isEqualTo("A Worker may Demolish a Cold Machine they have: Kevan's Clink is Hot.");
        assertThat(dialogs.errors).as("said in the tab, as every tab says it").isEmpty();
    }

    @Test
    void clientsVerdictsAndTheCyclePreviewAreShown() {
        assertThat(vm.clients()).hasSize(3).allMatch(c -> c.contains("Satisfied"));
        assertThat(vm.cyclePreview()).isNotEmpty();
        assertThat(vm.cycleAllowedProperty().get()).as("no Cycle yet: counted from the dynasty's start").isTrue();
        vm.cyclePerformerProperty().set("Kevan");
        vm.cycle();
        assertThat(vm.lastCycleProperty().get()).isEqualTo("Last Cycle: 2026-11-20 12:00 UTC");
        assertThat(vm.cycleAllowedProperty().get()).isFalse();
        assertThat(vm.cyclePreview()).singleElement().asString().contains("since the last Cycle");
    }

    @Test
    void energyCyclesTheEmperorPicksTheWorkerWhoPerformsTheCycle() {
        // "... any Worker may perform an Atomic Action named "Cycle"": the Workers are offered (not the Factory, not
        // the Bots), nothing is performed until one is picked, and the picked Worker performs it and rolls its dice
        assertThat(vm.cyclePerformers()).containsExactly("Kevan", "Amsel", "Bucket", "Clementine");
        assertThat(vm.cyclePerformerProperty().get()).isNull();
        vm.cycle();
        assertThat(vm.messageProperty().get()).isEqualTo("Pick the Worker who performs the Cycle (any Worker may "
                + "perform it).");
        assertThat(vm.lastCycleProperty().get()).isEqualTo("No Cycle yet");

        vm.cyclePerformerProperty().set("Bucket");
        vm.cycle();
        assertThat(vm.lastCycleProperty().get()).isEqualTo("Last Cycle: 2026-11-20 12:00 UTC");
        assertThat(vm.messageProperty().get()).startsWith("Bucket performs the Cycle.");
        assertThat(store.log().nextUndo(works.id()).orElseThrow().summary()).isEqualTo("Bucket performed a Cycle");
        assertThat(store.dice().emperorView(works.id())).isNotEmpty()
                .allSatisfy(r -> assertThat(r.roller()).isEqualTo("Bucket"));
    }

    @Test
    void thingsAWorkerOverTheCapIsFlaggedAndOneOfTheirThingsIsRemovedAtRandom() {
        // "If a worker has more than 10 Things, any Worker may random select one of that Worker's things and remove it."
        assertThat(vm.overThingCapProperty().get()).isEmpty();
        vm.copyTrackingText();
        dialogs.pastes.add(dialogs.clipboard.replace("| Amsel || 2 || Dustsheet || 0 ||  ||  ||",
                "| Amsel || 2 || Dustsheet || 0 ||  || Ashtray, Boot, Candle, Dust, Earplug, Fishbone, Gum, Hair, "
                        + "Insect, Jamjar, Kettle ||"));
        vm.importTrackingText();
        assertThat(dialogs.errors).isEmpty();
        assertThat(vm.overThingCapProperty().get()).isEqualTo("More than 10 Things: Amsel has 11. Any Worker may "
                + "select one of their Things at random and remove it.");

        vm.removeRandomThing(); // Kevan, the selected Worker, removes one of Amsel's
        assertThat(vm.messageProperty().get()).startsWith("Kevan selects one of Amsel's 11 Things at random (DICE11: ");
        assertThat(vm.overThingCapProperty().get()).isEmpty();
        vm.selectedWorkerProperty().set("Amsel");
        assertThat(vm.things()).hasSize(10);
    }

    @Test
    void theTrackingTextIsCopiedAndABadOneIsRefusedLineByLine() {
        vm.copyTrackingText();
        assertThat(dialogs.clipboard).contains("| Kevan || 2 || Dustsheet || 0");
        dialogs.pastes.add(dialogs.clipboard.replace("| Kevan || 2 ||", "| Kevan || lots ||"));
        vm.importTrackingText();
        assertThat(vm.messageProperty().get())
                .contains("nothing was changed").contains("line 5: Energy must be a non-negative whole number");
        dialogs.pastes.add(dialogs.clipboard.replace("| Kevan || 2 || Dustsheet || 0", "| Kevan || 2* || Spin* || 4"));
        vm.importTrackingText();
        assertThat(vm.cogsProperty().get()).isEqualTo("4");
        assertThat(vm.energyProperty().get()).isEqualTo("2 (Clocked Out)");
    }

    @Test
    void theUserNamesTheWorkerWhoCausesSharebotToActAndCogbotIsTurnedOnOnce() {
        vm.selectedWorkerProperty().set("Sharebot");
        dialogs.choices.add("Kevan");
        vm.activate(0);
        assertThat(vm.slots().get(0).type()).isEqualTo("Clink");
        assertThat(store.log().nextUndo(works.id()).orElseThrow().summary())
                .isEqualTo("Sharebot (caused by Kevan) activated Dustsheet (position 1)");
        dialogs.choices.add("Kevan");
        vm.demolish(0);
        assertThat(vm.messageProperty().get()).contains("already caused Sharebot");

        assertThat(vm.cogbotOnProperty().get()).isFalse();
        vm.selectedWorkerProperty().set("Kevan");
        vm.turnOnCogbot();
        assertThat(vm.cogbotOnProperty().get()).isTrue();
    }
}
