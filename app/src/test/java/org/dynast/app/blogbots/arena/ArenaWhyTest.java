package org.dynast.app.blogbots.arena;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.UUID;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.blogbots.arena.BotState;
import org.dynast.model.blogbots.arena.BoutEvent;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.explain.Explanation;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * "Why?" on a Bout's Tallies in the Arena tab, without a window: both Bots' Tallies at the cursor added up from the
 * Bout's events, quoting Ruleset 205's "Whenever an action by a Bot in a Bout causes the Condition of another Bot’s
 * Engine, Chassis or System to be reduced by any means other than Scratch Damage, the Tally of the Bot that took the
 * action, for that Bout, increases by the same amount."
 */
class ArenaWhyTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final GameStore store = GameStore.inMemory("arena-why-" + UUID.randomUUID(), clock);
    private final Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
    private final FakeDialogs dialogs = new FakeDialogs();
    private final Session session = new Session(TaskExecutor.immediate(), store, demo);
    private final ArenaViewModel vm = new ArenaViewModel(dialogs, TaskExecutor.immediate(), Messages.load(DynastyModules.installed()), session);

    @AfterEach
    void close() {
        session.close();
    }

    @Test
    void whyOnTheTalliesAddsUpEachBotsTallyToTheCursorAndQuotesTheDynastysSentence() {
        vm.open(Goldens.path(1));
        vm.scrub(40);
        BoutEvent shown = vm.cursorProperty().get().events().get(40);
        vm.explanations().explainTallies();
        Explanation why = dialogs.explanations.get(0);
        assertThat(why.figure()).isEqualTo("Tallies after turn " + shown.turn());
        assertThat(why.value()).isEqualTo("Brawler " + tally(shown, "Brawler") + " · Skirmisher "
                + tally(shown, "Skirmisher"));
        assertThat(why.arithmetic()).contains("Brawler:", "    Tally = " + tally(shown, "Brawler"), "Skirmisher:",
                "    Tally = " + tally(shown, "Skirmisher"));
        assertThat(why.arithmetic()).last().asString().contains("(Domination is decided after 60 turns)");
        assertThat(why.citation().quoted()).isTrue();
        assertThat(why.citation().rule()).isNotBlank();
        assertThat(why.citation().sentence()).contains("the Tally of the Bot that took the action, for that Bout, "
                + "increases by the same amount");
    }

    @Test
    void inThePlayerViewTheTalliesAreExplainedOnlyOnceTheBoutIsOver() {
        vm.open(Goldens.path(1));
        vm.playerViewProperty().set(true);
        vm.scrub(40);
        vm.explanations().explainTallies();
        assertThat(dialogs.explanations).isEmpty();
        assertThat(dialogs.errors).singleElement().asString().contains("private count")
                .contains("once the Bout is over");
        vm.end();
        vm.explanations().explainTallies();
        assertThat(dialogs.explanations).singleElement().extracting(Explanation::figure).asString()
                .isEqualTo("Tallies after turn 44");
        // the Bout was a Ring-out at turn 44: its Tallies did not decide it, and the explanation says so
        assertThat(dialogs.explanations.get(0).arithmetic()).last().asString()
                .contains("at the end, turn 44 (it ended before 60 turns: the Tallies did not decide it)");
    }

    @Test
    void withNoBoutThereIsNothingToExplainAndTheViewerAloneQuotesTheEnginesCopy() {
        vm.explanations().explainTallies();
        assertThat(dialogs.explanations).isEmpty();
        assertThat(dialogs.errors).singleElement().asString().contains("no Tallies to explain");

        ArenaViewModel viewer = new ArenaViewModel(dialogs, TaskExecutor.immediate(), Messages.load(DynastyModules.installed()));
        viewer.open(Goldens.path(1));
        viewer.end();
        viewer.explanations().explainTallies();
        Explanation why = dialogs.explanations.get(0);
        assertThat(why.citation().quoted()).isFalse();
        assertThat(why.citation().sentence()).contains("the Tally of the Bot that took the action");
    }

    private static int tally(BoutEvent e, String bot) {
        return e.bots().stream().filter(s -> s.name().equals(bot)).mapToInt(BotState::tally).findFirst().orElseThrow();
    }
}
