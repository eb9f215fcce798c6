package org.dynast.model.factory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.time.Duration;
import java.time.LocalDate;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.log.Snapshots;
import org.dynast.model.roster.IdleReason;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The factory floor in a dynasty file: logged actions, dice through the Dice Roller, undo. */
class FactoryServiceTest {

    private final ManualGameClock clock = TestStores.clock();
    private final GameStore store = TestStores.store(clock);
    private final Dynasty dynasty = store.dynasties().found(TestStores.ADMIN, "Works", 190,
            new Terms("Worker", "Workers", "Factory"), TestStores.ADMIN, LocalDate.of(2026, 11, 1));
    private final long id = dynasty.id();
    private final FactoryService factory = FactoryEngine.in(store).factory();

    FactoryServiceTest() {
        store.roster().addPlayer(id, TestStores.ADMIN, "Kevan", false, null);
        // "If there are fewer than five Workers, BlogNomic is on Hiatus": five, so the factory is not
        for (String name : new String[] {"Amsel", "Bucket", "Clementine"}) {
            store.roster().addPlayer(id, TestStores.ADMIN, name, false, null);
        }
    }

    /**
     * Core rules (Ruleset 190): "If there are fewer than five Workers, BlogNomic is on Hiatus." and "If BlogNomic is on
     * Hiatus, Dynastic Actions may not be taken": a factory action is refused while a Worker short, and nothing is
     * written; the emperor's corrections are bookkeeping, not Dynastic Actions.
     */
    /**
     * Core rules (Ruleset 190): "If there are fewer than five Workers, BlogNomic is on Hiatus." and "If BlogNomic is on
     * Hiatus, Dynastic Actions may not be taken": a factory action is refused while a Worker short, and nothing is
     * written; the emperor's seeding is bookkeeping, not a Dynastic Action. With five Workers again it is taken.
     */
    @Test
    void dynasticActionsWaitWhileTheFactoryIsOnHiatus() {
        long bucket = store.roster().roster(id).byName("Bucket").orElseThrow().id();
        store.roster().idle(id, TestStores.ADMIN, bucket, IdleReason.REQUESTED);
        assertThat(store.matters().hiatusReasons(id)).containsExactly("there are fewer than 5 Workers (4)");
        int logged = store.log().history(id).size();
        String before = new Snapshots().write(factory.floor(id));
        assertThatThrownBy(() -> factory.clockOut(id, TestStores.ADMIN, "Kevan"))
                .isInstanceOf(Refusal.class)
                .hasMessage("BlogNomic is on Hiatus (there are fewer than 5 Workers (4)): Dynastic Actions may not be "
                        + "taken.");
        assertThat(store.log().history(id)).hasSize(logged);
        assertThat(new Snapshots().write(factory.floor(id))).isEqualTo(before);
        factory.seed(id, TestStores.ADMIN, "Set up", f -> f.lastCycle = clock.now());

        store.roster().addPlayer(id, TestStores.ADMIN, "Dunlin", false, null);
        assertThat(store.matters().hiatusReasons(id)).isEmpty();
        factory.clockOut(id, TestStores.ADMIN, "Kevan");
        assertThat(factory.floor(id).worker("Kevan").orElseThrow().clockedOut).isTrue();
    }

    /**
     * The Bots (Sharebot, Sleepybot, Cogbot, Monkeybot) are tracked on the floor by name, beside the Workers: a player
     * added or renamed to a Bot's name would take over that Bot's row, so the name is refused, and nothing written.
     */
    @Test
    void aWorkerMayNotTakeABotsName() {
        int logged = store.log().history(id).size();
        assertThatThrownBy(() -> store.roster().addPlayer(id, TestStores.ADMIN, "sharebot", false, null))
                .isInstanceOf(Refusal.class)
                .hasMessage("Sharebot is one of the factory's Bots, tracked by that name on the floor: a Worker may not "
                        + "take a Bot's name.");
        long kevan = store.roster().roster(id).byName("Kevan").orElseThrow().id();
        assertThatThrownBy(() -> store.roster().renameByProposal(id, TestStores.ADMIN, kevan, "Cogbot", "Proposal: X"))
                .hasMessageContaining("Cogbot is one of the factory's Bots");
        assertThat(store.log().history(id)).hasSize(logged);
        assertThat(factory.floor(id).workers).extracting(w -> w.name).containsOnlyOnce("Sharebot", "Cogbot");
        // another ruleset's dynasty has no Bots on a floor: the name is free there
        Dynasty bots = TestStores.operatorsDynasty(store);
        store.roster().addPlayer(bots.id(), TestStores.ADMIN, "Sharebot", false, null);
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void theWorkersAreTheRostersPlayersOtherThanTheFactoryThenTheBots() {
        // "Dynastic Distance: For the purposes of dynastic rules which do not deal with voting, the Factory is not a Worker."
        assertThat(factory.floor(id).workers).extracting(w -> w.name)
                .containsExactly("Kevan", "Amsel", "Bucket", "Clementine", "Sharebot", "Sleepybot", "Cogbot", "Monkeybot");
        assertThat(factory.isFactory(id)).isTrue();
    }

    @Test
    void theEmperorCorrectsALinesOrderAsALoggedUndoableCorrection() {
        // The rules let a Worker add a Machine "to any position" but give no action to move one: moving is the
        // emperor's correction of the tracked Line (docs/rulings.md, Ruleset 190 factory, 16).
        factory.addMachine(id, TestStores.ADMIN, "Kevan", "Spin", 1, Chooser.NONE);
        assertThat(factory.floor(id).worker("Kevan").orElseThrow().line).extracting(m -> m.type)
                .containsExactly("Dustsheet", "Spin");
        factory.correctOrder(id, TestStores.ADMIN, "Kevan", 1, 0);
        assertThat(factory.floor(id).worker("Kevan").orElseThrow().line).extracting(m -> m.type)
                .containsExactly("Spin", "Dustsheet");
        assertThat(store.log().nextUndo(id).orElseThrow().summary())
                .isEqualTo("Correction: moved Kevan's Spin from position 2 to 1");
        assertThatThrownBy(() -> factory.correctOrder(id, TestStores.ADMIN, "Kevan", 1, 2))
                .hasMessage("Kevan's Line has 2 Machines: there is no position 3 to move to or from.");
        store.log().undo(id, TestStores.ADMIN);
        assertThat(factory.floor(id).worker("Kevan").orElseThrow().line).extracting(m -> m.type)
                .containsExactly("Dustsheet", "Spin");
    }

    @Test
    void aSpinRollsThroughTheDiceRollerAndUndoTakesBackTheActionAndItsRoll() {
        factory.activate(id, TestStores.ADMIN, "Kevan", 0, Chooser.NONE); // Dustsheet -> Clink
        factory.addMachine(id, TestStores.ADMIN, "Kevan", "Spin", 0, Chooser.NONE);
        factory.activate(id, TestStores.ADMIN, "Kevan", 0, Chooser.NONE);
        WorkerState kev = factory.floor(id).worker("Kevan").orElseThrow();
        assertThat(kev.boxes).hasSize(1);
        assertThat(store.dice().emperorView(id)).singleElement().satisfies(r -> {
            assertThat(r.roller()).isEqualTo("Kevan");
            assertThat(r.expression()).isEqualTo("DICE10");
            assertThat(r.total()).isEqualTo((long) kev.boxes.get(0));
        });
        assertThat(store.log().nextUndo(id).orElseThrow().summary()).isEqualTo("Kevan activated Spin (position 1)");

        store.log().undo(id, TestStores.ADMIN);
        assertThat(factory.floor(id).worker("Kevan").orElseThrow().boxes).isEmpty();
        assertThat(factory.floor(id).worker("Kevan").orElseThrow().energy).isEqualTo(1);
        assertThat(store.dice().emperorView(id)).isEmpty();
    }

    @Test
    void thingsAWorkerWithMoreThanTenThingsLosesOneSelectedAtRandomLoggedAndUndoable() {
        // "If a worker has more than 10 Things, any Worker may random select one of that Worker's things and remove it."
        // A tracking page with 11 Things is a legal state (the action then fixes it): the import accepts it.
        FactoryFloor now = factory.floor(id);
        String page = TrackingText.export(now).replace("| Amsel || 2 || Dustsheet || 0 ||  ||  ||",
                "| Amsel || 2 || Dustsheet || 0 ||  || Ashtray, Boot, Candle, Dust, Earplug, Fishbone, Gum, Hair, "
                        + "Insect, Jamjar, Kettle ||");
        factory.replace(id, TestStores.ADMIN, TrackingText.read(page, now, factory.catalogue()));
        assertThat(factory.floor(id).worker("Amsel").orElseThrow().things).hasSize(11);
        assertThat(FactoryService.overTheThingCap(factory.floor(id))).containsExactly("Amsel");

        factory.removeRandomThing(id, TestStores.ADMIN, "Kevan", "Amsel");
        WorkerState amsel = factory.floor(id).worker("Amsel").orElseThrow();
        assertThat(amsel.things).hasSize(10);
        assertThat(store.dice().emperorView(id)).singleElement().satisfies(r -> {
            assertThat(r.roller()).isEqualTo("Kevan");
            assertThat(r.expression()).isEqualTo("DICE11");
            assertThat(amsel.things).doesNotContain(LineEngine.WASTEBIN_THINGS.get((int) (long) r.total() - 1));
        });
        assertThat(store.log().nextUndo(id).orElseThrow().summary()).isEqualTo("Kevan removed a random Thing of Amsel");
        assertThat(FactoryService.overTheThingCap(factory.floor(id))).isEmpty();
        // at 10 Things there is nothing to remove
        assertThatThrownBy(() -> factory.removeRandomThing(id, TestStores.ADMIN, "Kevan", "Amsel"))
                .isInstanceOf(Refusal.class)
                .hasMessage("If a worker has more than 10 Things, any Worker may random select one of that Worker's "
                        + "things and remove it: Amsel has 10.");

        store.log().undo(id, TestStores.ADMIN);
        assertThat(factory.floor(id).worker("Amsel").orElseThrow().things).hasSize(11);
        assertThat(store.dice().emperorView(id)).isEmpty();
    }

    @Test
    void aRefusedActionChangesNothingAndIsNotLogged() {
        int entries = store.log().history(id).size();
        assertThatThrownBy(() -> factory.demolish(id, TestStores.ADMIN, "Kevan", 3))
                .hasMessageContaining("no Machine at position 4");
        assertThat(store.log().history(id)).hasSize(entries);
    }

    @Test
    void aCycleIsRefusedTooSoonAndRollsItsDiceWhenDue() {
        factory.seed(id, TestStores.ADMIN, "Set up", f -> f.lastCycle = clock.now());
        assertThat(factory.cycleBar(id)).contains("0 hours since the last Cycle");
        clock.advance(Duration.ofHours(60));
        factory.cycle(id, TestStores.ADMIN, "Bucket");
        assertThat(factory.floor(id).lastCycle).isEqualTo(clock.now());
        assertThat(store.dice().emperorView(id)).extracting(r -> r.expression()).contains("DICE3");
    }

    @Test
    void energyCyclesAnyWorkerMayPerformTheCycleAndRollsItsDice() {
        // "... any Worker may perform an Atomic Action named "Cycle" with the following steps:"
        factory.seed(id, TestStores.ADMIN, "Set up", f -> f.lastCycle = clock.now());
        clock.advance(Duration.ofHours(60));
        assertThat(FactoryService.cyclePerformers(factory.floor(id))).containsExactly("Kevan", "Amsel", "Bucket",
                "Clementine");
        // the Factory is not a Worker ("Dynastic Distance")
        assertThatThrownBy(() -> factory.cycle(id, TestStores.ADMIN, TestStores.ADMIN))
                .isInstanceOf(Refusal.class).hasMessageContaining("There is no Worker named "
                        + TestStores.ADMIN);
        assertThat(factory.cycle(id, TestStores.ADMIN, "Clementine")).first().isEqualTo("Clementine performs the Cycle.");
        assertThat(store.log().nextUndo(id).orElseThrow().summary()).isEqualTo("Clementine performed a Cycle");
        assertThat(store.dice().emperorView(id)).isNotEmpty().allSatisfy(r -> assertThat(r.roller())
                .isEqualTo("Clementine"));
    }

    @Test
    void anotherRulesetsDynastyHasNoFactory() {
        Dynasty bots = TestStores.operatorsDynasty(store);
        assertThat(factory.isFactory(bots.id())).isFalse();
        assertThatThrownBy(() -> factory.clockOut(bots.id(), TestStores.ADMIN, "Ferrous"))
                .hasMessageContaining("does not run Factory");
    }

    @Test
    void anImportedTrackingTextReplacesTheFloorAsOneUndoableAction() {
        FactoryFloor before = factory.floor(id);
        String text = TrackingText.export(before).replace("| Kevan || 2 || Dustsheet || 0", "| Kevan || 1* || Spin* || 3");
        factory.replace(id, TestStores.ADMIN, TrackingText.read(text, before, factory.catalogue()));
        WorkerState kev = factory.floor(id).worker("Kevan").orElseThrow();
        assertThat(kev.clockedOut).isTrue();
        assertThat(kev.line.get(0).notation()).isEqualTo("Spin*");
        assertThat(kev.cogs).isEqualTo(3);
        store.log().undo(id, TestStores.ADMIN);
        assertThat(factory.floor(id).worker("Kevan").orElseThrow().cogs).isZero();
    }

    /**
     * "If a worker has more than 10 Things, any Worker may random select one of that Worker's things and remove it"
     * (more than ten is a state of play) and a Capstone's victory: what the Machine Lines tab accepts is what a dynasty
     * file holds, so a dynasty's own export always imports (rulings 9 and 21, issue 33). A pasted page with a Worker of
     * 1,001 Things or "Victory: Nobody" is refused as the file would be, naming the field; 1,000 Things are kept, and
     * the export imports.
     */
    @Test
    void whatThePastedPageMayHoldIsWhatTheFileMayHold() throws IOException {
        FactoryFloor before = factory.floor(id);
        FactoryFloor many = TrackingText.read(TrackingText.export(before), before, factory.catalogue());
        WorkerState kev = many.worker("Kevan").orElseThrow();
        kev.things.clear();
        for (int i = 0; i < 1_001; i++) {
            kev.things.add("Sprocket");
        }
        int logged = store.log().history(id).size();
        assertThatThrownBy(() -> factory.replace(id, TestStores.ADMIN, many)).isInstanceOf(Refusal.class)
                .hasMessageContaining("1001 Things: a floor holds up to 1,000 a Worker");
        FactoryFloor nobody = TrackingText.read(TrackingText.export(before) + "\nVictory: Nobody\n", before,
                factory.catalogue());
        assertThatThrownBy(() -> factory.replace(id, TestStores.ADMIN, nobody))
                .hasMessageContaining("\"Nobody\" is not a Worker of the floor (factory.victor)");
        assertThat(store.log().history(id)).hasSize(logged);

        kev.things.remove(0);
        factory.replace(id, TestStores.ADMIN, many);
        StringWriter out = new StringWriter();
        store.exchange().export(id, out);
        try (GameStore other = TestStores.store(TestStores.clock())) {
            Dynasty copy = other.exchange().importFrom(new StringReader(out.toString()), "works.json",
                    TestStores.ADMIN);
            assertThat(FactoryEngine.in(other).factory().floor(copy.id()).worker("Kevan").orElseThrow().things)
                    .hasSize(1_000);
        }
    }

    @Test
    void aWorkerRenamedByProposalKeepsTheirLine() {
        factory.activate(id, TestStores.ADMIN, "Kevan", 0, Chooser.NONE);
        long kevan = store.roster().roster(id).byName("Kevan").orElseThrow().id();
        store.roster().renameByProposal(id, TestStores.ADMIN, kevan, "Kevan_II", "Rename Kevan");
        assertThat(factory.floor(id).worker("Kevan_II").orElseThrow().line).extracting(MachineSlot::notation)
                .containsExactly("Clink");
        assertThat(factory.floor(id).worker("Kevan")).isEmpty();
    }
}
