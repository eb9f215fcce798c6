package org.dynast.app.districts;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.List;
import java.util.UUID;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.shell.Session;
import org.dynast.model.districts.DistrictsState;
import org.dynast.model.districts.rules.GovernChoice;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.dynast.model.tracker.TrackerEngine;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The Districts tab's ViewModel without a window: pose, react with Govern → Gather, the private book, undo. */
class DistrictsViewModelTest {

    private final GameStore store = GameStore.inMemory("dvm-" + UUID.randomUUID(),
            ManualGameClock.at("2026-11-20T12:00:00Z"));
    private final FakeDialogs dialogs = new FakeDialogs();
    private final Dynasty city = store.dynasties().found("Magistra", "Dead City", 217, new Terms("District",
            "Districts", "City"), "Magistra", LocalDate.of(2026, 11, 1));
    {
        for (String name : List.of("Ashgrove", "Brickwell", "Cinderfold", "Dunmarsh")) {
            store.roster().addPlayer(city.id(), "Magistra", name, false, null);
        }
        // "If there are any Upsides in the Prospect, remove one at random and replace one of this action's incoming
        // Upsides (selected at random) with it": a Govern in the Prospect makes one Outcome a Govern
        TrackerEngine.in(store).tracker().setGlobal(city.id(), "Magistra", "Prospect", "Govern");
    }
    private final Session session = new Session(TaskExecutor.immediate(), store, store.dynasties().get(city.id()));
    private final DistrictsViewModel vm = new DistrictsViewModel(session, dialogs, TaskExecutor.immediate(),
            Messages.load());

    @AfterEach
    void close() {
        store.close();
    }

    private int governOutcome() {
        DistrictsState.Dilemma d = org.dynast.model.districts.DistrictsEngine.in(store).districts().state(city.id())
                .dilemmas.get(0);
        return d.upsides.get(0).equals("Govern") ? 1 : 2;
    }

    @Test
    void theTableShowsTheDistrictsWithTheirBadges() {
        assertThat(vm.rows()).extracting(DistrictsViewModel.Row::name).containsExactly("Ashgrove", "Brickwell",
                "Cinderfold", "Dunmarsh");
        assertThat(vm.rows().get(0).people()).isEqualTo(50);
        assertThat(vm.rows().get(0).badges()).isEmpty();
        assertThat(vm.poseStateProperty().get()).isEqualTo("The City may Pose a Dilemma now.");
        assertThat(vm.prospectProperty().get()).isEqualTo("Govern");
        assertThat(vm.conclaveStateProperty().get()).isEqualTo("No Conclave is ongoing (it begins with Dilemma #30).");
    }

    @Test
    void poseDecideWithGovernGatherAndUndo() {
        vm.pose();
        assertThat(vm.messageProperty().get()).startsWith("Posed Dilemma #1");
        assertThat(vm.poseSteps()).anyMatch(s -> s.startsWith("Step 3: \"Govern\" is removed from the Prospect"));
        assertThat(vm.postTextProperty().get()).startsWith("Dilemma #1");
        assertThat(vm.poseStateProperty().get()).startsWith("The City may not Pose a Dilemma now: The City has "
                + "already Posed a Dilemma today");
        assertThat(vm.reactions()).singleElement().satisfies(r -> assertThat(r).startsWith("Dilemma #1 \u2014 "
                + "Ongoing until"));

        vm.reactorProperty().set("Brickwell");
        assertThat(vm.reactToProperty().get()).startsWith("Reacts to Dilemma #1");
        vm.outcomeProperty().set(governOutcome());
        vm.governProperty().set(GovernChoice.GATHER);
        vm.decide();
        assertThat(vm.messageProperty().get()).isEqualTo("Brickwell: Decide on Dilemma #1.");
        assertThat(vm.reactionSteps()).anyMatch(s -> s.startsWith("Gathering, step 3: Brickwell's Calendar is set "
                + "to 1"));
        assertThat(vm.rows().get(1).calendar()).isEqualTo(1);
        assertThat(vm.reactions().get(0)).contains("Decided: Brickwell (Outcome " + governOutcome() + ")");

        vm.undo();
        assertThat(vm.rows().get(1).calendar()).isZero();
        assertThat(vm.reactions().get(0)).contains("Decided: .");
        vm.copyDeadCity();
        assertThat(dialogs.clipboard).contains("== Districts ==").contains("== Dilemmas ==");
    }

    @Test
    void aRefusalIsShownNotThrown() {
        vm.reactorProperty().set("Ashgrove");
        vm.pass();
        assertThat(vm.messageProperty().get()).isEqualTo("Ashgrove has no Ongoing Dilemma that they haven't already "
                + "Reacted to.");
        vm.postSession();
        assertThat(vm.messageProperty().get()).startsWith("No Conclave is ongoing");
    }
}
