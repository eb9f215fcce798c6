package org.dynast.app.matters;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.UUID;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.explain.Explanation;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** "Why?" on the Votable Matters tab's figures (Quorum, a verdict) opens their explanation. */
class MattersWhyTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final GameStore store = GameStore.inMemory("why-" + UUID.randomUUID(), clock);
    private final Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
    private final FakeDialogs dialogs = new FakeDialogs();
    private final Session session = new Session(TaskExecutor.immediate(), store, demo);
    private final MattersViewModel vm = new MattersViewModel(session, dialogs, TaskExecutor.immediate(),
            Messages.load(DynastyModules.installed()), clock);

    @AfterEach
    void close() {
        session.close();
    }

    @Test
    void whyOnQuorumShowsTheCountTheFractionAndTheDynastysSentence() {
        select("Arena Lighting");
        vm.explainQuorum();
        Explanation why = dialogs.explanations.get(0);
        assertThat(why.figure()).isEqualTo("Quorum");
        assertThat(why.value()).isEqualTo(Integer.toString(vm.quorumProperty().get())).isEqualTo("4");
        assertThat(why.arithmetic()).containsExactly("Operators who are not Idle: 7 (Idle, not counted: Kessler, Lumen)",
                "half of 7 = 3 (rounded down)",
                "3 + 1 = 4");
        // Ruleset 205: "Quorum of a subset of Operators is half the number of Operators in that subset, rounded down,
        // plus one."
        assertThat(why.citation().quoted()).isTrue();
        assertThat(why.citation().sentence()).startsWith("Quorum of a subset of Operators is half the number");
    }

    @Test
    void whyOnTheVerdictShowsTheDecidingRouteAndItsSentence() {
        select("Arena Lighting");
        vm.explainVerdict();
        Explanation why = dialogs.explanations.get(0);
        assertThat(why.figure()).isEqualTo("Proposal “Arena Lighting”");
        assertThat(why.value()).isEqualTo("May be Enacted");
        assertThat(vm.explanationProperty().get()).startsWith("May be Enacted");
        assertThat(why.arithmetic()).contains("It is Popular")
                .anySatisfy(l -> assertThat(l).isEqualTo("✓ Popular (4 FOR ≥ Quorum 4)"));
        assertThat(why.citation().sentence()).startsWith("The oldest Pending Proposal may be Enacted by any Admin");
    }

    @Test
    void withNoMatterChosenThereIsNothingToExplain() {
        vm.selectedProperty().set(null);
        vm.explainQuorum();
        assertThat(dialogs.explanations).isEmpty();
    }

    private void select(String title) {
        vm.selectedProperty().set(vm.allMatters().stream().filter(r -> r.title().equals(title)).findFirst()
                .orElseThrow());
    }
}
