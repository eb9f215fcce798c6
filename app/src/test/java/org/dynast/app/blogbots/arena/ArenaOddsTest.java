package org.dynast.app.blogbots.arena;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.blogbots.BlogBots;
import org.dynast.model.blogbots.bots.WorkshopService;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.Test;

/** Matchup odds from the console: N Bouts of two Operators' Bots in parts, with progress, and the win rates. */
class ArenaOddsTest {

    @Test
    void oddsRunInPartsReportProgressAndGiveWinRatesWithIntervals() {
        ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
        try (GameStore store = GameStore.inMemory("arena-odds-" + UUID.randomUUID(), clock)) {
            Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
            TaskExecutor now = TaskExecutor.immediate();
            FakeDialogs dialogs = new FakeDialogs();
            ArenaViewModel vm = new ArenaViewModel(dialogs, now, Messages.load(DynastyModules.installed()), new Session(now, store, demo));
            List<WorkshopService.Operator> operators = BlogBots.in(store).workshop().operators(demo.id());
            WorkshopService.Operator a = operators.get(0);
            WorkshopService.Operator b = operators.get(1);
            dialogs.choices.add(a.name() + " \u2014 " + a.loadout().bot().name());
            dialogs.choices.add(b.name() + " \u2014 " + b.loadout().bot().name());
            dialogs.texts.add("4500");
            List<Double> progress = new ArrayList<>();
            vm.oddsProgressProperty().addListener((o, was, is) -> progress.add(is.doubleValue()));

            vm.runOdds();

            assertThat(dialogs.errors).isEmpty();
            assertThat(progress).as("three parts of at most 2,000 Bouts").hasSize(3).last().isEqualTo(1.0);
            assertThat(vm.oddsRunningProperty().get()).isFalse();
            assertThat(vm.oddsTextProperty().get()).startsWith("4500 Bouts: " + a.name() + " wins ")
                    .contains("(95% ").contains(b.name() + " wins ").contains("decided by a tie-break");

            dialogs.choices.add(a.name() + " \u2014 " + a.loadout().bot().name());
            dialogs.choices.add(b.name() + " \u2014 " + b.loadout().bot().name());
            dialogs.texts.add("many");
            vm.runOdds();
            assertThat(dialogs.errors).singleElement().asString().contains("\"many\" is not a number of Bouts");
        }
    }
}
