package org.dynast.app.roster;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.UUID;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.app.shell.MainViewModel;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.explain.Explanation;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.roster.IdleReason;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * "Why?" on the Roster's Quorum badge and on the status bar's: the players who are not Idle now, the fraction and the
 * sentence of the dynasty's own ruleset, worked out to the figure the badge shows.
 */
class QuorumWhyTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final GameStore store = GameStore.inMemory("quorum-why-" + UUID.randomUUID(), clock);
    private final Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
    private final FakeDialogs dialogs = new FakeDialogs();
    private final Session session = new Session(TaskExecutor.immediate(), store, demo);
    private final RosterViewModel roster = new RosterViewModel(session, dialogs, TaskExecutor.immediate(),
            Messages.load(DynastyModules.installed()), clock);
    private final MainViewModel main = new MainViewModel(session, dialogs, TaskExecutor.immediate(), Messages.load(DynastyModules.installed()),
            path -> store, clock);

    @AfterEach
    void close() {
        session.close();
    }

    @Test
    void whyOnTheRostersQuorumCountsThePlayersWhoAreNotIdleAndQuotesTheDynastysSentence() {
        assertThat(roster.quorumTextProperty().get()).isEqualTo("Quorum 4");
        roster.explainQuorum();
        Explanation why = dialogs.explanations.get(0);
        assertThat(why.figure()).isEqualTo("Quorum");
        assertThat(why.value()).isEqualTo("4");
        assertThat(why.arithmetic()).containsExactly(
                "Operators who are not Idle: 7 (Idle, not counted: Kessler, Lumen)",
                "half of 7 = 3 (rounded down)",
                "3 + 1 = 4");
        // Ruleset 205, "Ruleset and Gamestate": "Quorum of a subset of Operators is half the number of Operators in
        // that subset, rounded down, plus one."
        assertThat(why.citation().quoted()).isTrue();
        assertThat(why.citation().sentence()).isEqualTo("Quorum of a subset of Operators is half the number of "
                + "Operators in that subset, rounded down, plus one.");
    }

    @Test
    void theExplanationFollowsTheRosterWhenAPlayerGoesIdle() {
        roster.selectedProperty().set(roster.players().stream().filter(p -> p.name().equals("Cogsworth"))
                .findFirst().orElseThrow());
        roster.idleReasonProperty().set(IdleReason.REQUESTED);
        roster.idleSelected();
        assertThat(roster.quorumTextProperty().get()).isEqualTo("Quorum 4");
        roster.explainQuorum();
        Explanation why = dialogs.explanations.get(0);
        assertThat(why.arithmetic()).containsExactly(
                "Operators who are not Idle: 6 (Idle, not counted: Cogsworth, Kessler, Lumen)",
                "half of 6 = 3",
                "3 + 1 = 4");
        assertThat(why.value()).isEqualTo("4");
    }

    @Test
    void whyOnTheStatusBarsQuorumExplainsTheFigureItShows() {
        assertThat(main.quorumStatusProperty().get()).startsWith("Quorum 4 · 7 active Operators · 2 Idle");
        main.explainQuorum();
        Explanation why = dialogs.explanations.get(0);
        assertThat(why.value()).isEqualTo("4");
        assertThat(why.arithmetic()).first().isEqualTo(
                "Operators who are not Idle: 7 (Idle, not counted: Kessler, Lumen)");
        assertThat(why.citation().sentence()).startsWith("Quorum of a subset of Operators is half the number");
    }
}
