package org.dynast.app.blogbots.arena;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import java.util.stream.LongStream;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.blogbots.BlogBots;
import org.dynast.model.blogbots.arena.ArenaFiles.Replay;
import org.dynast.model.blogbots.arena.ArenaFiles;
import org.dynast.model.blogbots.arena.BoutEngine;
import org.dynast.model.blogbots.arena.Configuration;
import org.dynast.model.blogbots.arena.Entrant;
import org.dynast.model.blogbots.bots.Part;
import org.dynast.model.blogbots.bots.Readiness;
import org.dynast.model.blogbots.bots.WorkshopService;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Running a Bout from the console for two Operators' Bots of the shown dynasty, and publishing it. */
class ArenaRunBoutTest {

    @Test
    void runsTwoOperatorsBotsWithASeedShowsItAndWritesThePlayerSafeReplayAndSummary(@TempDir Path dir)
            throws Exception {
        ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
        try (GameStore store = GameStore.inMemory("arena-run-" + UUID.randomUUID(), clock)) {
            Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
            TaskExecutor now = TaskExecutor.immediate();
            FakeDialogs dialogs = new FakeDialogs();
            ArenaViewModel vm = new ArenaViewModel(dialogs, now, Messages.load(DynastyModules.installed()), new Session(now, store, demo));
            var operators = BlogBots.in(store).workshop().operators(demo.id());
            assertThat(operators).hasSizeGreaterThanOrEqualTo(2);
            WorkshopService.Operator a = operators.get(0);
            WorkshopService.Operator b = operators.get(1);
            dialogs.choices.add(a.name() + " \u2014 " + a.loadout().bot().name());
            dialogs.choices.add(b.name() + " \u2014 " + b.loadout().bot().name());
            dialogs.texts.add("7");

            vm.runBout();

            assertThat(dialogs.errors).isEmpty();
            Replay shown = vm.cursorProperty().get().replay();
            assertThat(shown.seed()).isEqualTo(7L);
            assertThat(shown.entrants()).extracting(ArenaFiles.BotFile::operator).containsExactly(a.name(), b.name());
            assertThat(vm.canPublishProperty().get()).isTrue();

            Path out = dir.resolve("bout-7-player-safe.json");
            dialogs.files.add(out);
            vm.publish();
            Replay safe = ArenaFiles.readReplay(Files.readString(out));
            assertThat(safe.playerSafe()).isTrue();
            assertThat(safe.entrants()).allMatch(e -> e.script().isEmpty());
            String summary = Files.readString(dir.resolve("bout-7-player-safe.txt"));
            assertThat(summary).contains(a.loadout().bot().name()).contains(shown.outcome().winner() + " wins");
            assertThat(dialogs.clipboard).isEqualTo(summary);
            // the web page any player opens in a browser, which the Story Post links by name (issue 23)
            assertThat(Files.readString(dir.resolve("bout-7-player-safe.html"))).startsWith("<!DOCTYPE html>");
            assertThat(summary).contains("Watch the Bout in any browser: bout-7-player-safe.html");
            // publishing applies the awards through the action log: ₩1,000 + ₩500 for the one Opponent
            assertThat(BlogBots.in(store).workshop().loadout(demo.id(), a.playerId()).money())
                    .isEqualTo(Math.min(20_000, a.loadout().money() + 1_500));
            assertThat(store.log().nextUndo(demo.id()).orElseThrow().summary()).startsWith("Settled the Bout ");
            assertThat(vm.messageProperty().get()).contains("Awards applied");
        }
    }

    /** LED Banner: "If a Bot wins a Bout while using an LED Banner that displays the name of more than four Operators then the operator of that Bot has achieved Victory." */
    @Test
    void publishingABoutWonUnderABannerOfFiveNamesSaysTheWinnerHasAchievedVictory(@TempDir Path dir) {
        ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
        try (GameStore store = GameStore.inMemory("arena-win-" + UUID.randomUUID(), clock)) {
            Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
            WorkshopService ws = BlogBots.in(store).workshop();
            var operators = ws.operators(demo.id());
            WorkshopService.Operator a = operators.get(0);
            // an opponent Brass_Monkey's Clanky can beat: the demo's Dr.Volt (its Sparky), not Cogsworth's Tick Tock
            WorkshopService.Operator b = operators.stream().filter(o -> o.name().equals("Dr.Volt")).findFirst()
                    .orElseThrow();
            ws.correct(demo.id(), "Ferrous", a.playerId(), "an LED Banner with four names", l -> l
                    .withBot(l.bot().withSystemAt(1, Part.system("LED Banner", 100)))
                    .withBannerNames(List.of("Cy", "Di", "Ed", "Fe")));
            var la = ws.loadout(demo.id(), a.playerId());
            var engine = new BoutEngine(ws.rules(demo.id()).catalogue());
            long seed = LongStream.range(1, 500).filter(n -> engine.run(
                    Entrant.of(la.bot(), la.script(), a.name()),
                    Entrant.of(b.loadout().bot(), b.loadout().script(), b.name()),
                    Configuration.standard(), n).winner() == 0).findFirst().orElseThrow();
            TaskExecutor now = TaskExecutor.immediate();
            FakeDialogs dialogs = new FakeDialogs();
            ArenaViewModel vm = new ArenaViewModel(dialogs, now, Messages.load(DynastyModules.installed()), new Session(now, store, demo));
            dialogs.choices.add(a.name() + " \u2014 " + la.bot().name());
            dialogs.choices.add(b.name() + " \u2014 " + b.loadout().bot().name());
            dialogs.texts.add(Long.toString(seed));
            vm.runBout();
            dialogs.files.add(dir.resolve("won.json"));
            vm.publish();

            assertThat(ws.loadout(demo.id(), a.playerId()).bannerNames()).containsExactly("Cy", "Di", "Ed", "Fe",
                    b.name());
            assertThat(vm.messageProperty().get()).contains(a.name() + " has achieved Victory: their LED Banner "
                    + "displays 5 Operators.");
        }
    }

    /** "When a Bout has Ended, the Announcer posts an entry to the blog summarising the events of the Bout and its Winner": an announced Bout, already settled by the Bouts tab, is published from the Arena tab without being settled again. */
    @Test
    void anAnnouncedBoutWatchedInTheArenaIsPublishedWithoutSettlingItAgain(@TempDir Path dir) throws Exception {
        ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
        try (GameStore store = GameStore.inMemory("arena-announced-" + UUID.randomUUID(), clock)) {
            Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
            WorkshopService ws = BlogBots.in(store).workshop();
            long monkey = ws.operators(demo.id()).stream().filter(o -> o.name().equals("Brass_Monkey")).findFirst()
                    .orElseThrow().playerId();
            ws.setReadiness(demo.id(), "Ferrous", monkey, Readiness.READY);
            var bout = BlogBots.in(store).bouts().announce(demo.id(), "Ferrous", 1, 11).bouts().get(0);
            ws.setReadiness(demo.id(), "Ferrous", bout.firstPlayerId(), Readiness.SET);
            ws.setReadiness(demo.id(), "Ferrous", bout.secondPlayerId(), Readiness.SET);
            var ran = BlogBots.in(store).bouts().run(demo.id(), "Ferrous", bout.id());
            int money = ws.loadout(demo.id(), bout.firstPlayerId()).money();
            String lastAction = store.log().nextUndo(demo.id()).orElseThrow().summary();

            TaskExecutor now = TaskExecutor.immediate();
            FakeDialogs dialogs = new FakeDialogs();
            ArenaViewModel vm = new ArenaViewModel(dialogs, now, Messages.load(DynastyModules.installed()), new Session(now, store, demo));
            vm.showSettled(ran.replay());
            assertThat(vm.canPublishProperty().get()).isTrue();
            Path out = dir.resolve("announced.json");
            dialogs.files.add(out);
            vm.publish();

            assertThat(ArenaFiles.readReplay(Files.readString(out)).playerSafe()).isTrue();
            assertThat(Files.readString(dir.resolve("announced.txt"))).contains(ran.replay().outcome().winner() + " wins");
            assertThat(ws.loadout(demo.id(), bout.firstPlayerId()).money()).isEqualTo(money);
            assertThat(store.log().nextUndo(demo.id()).orElseThrow().summary()).isEqualTo(lastAction);
            assertThat(vm.messageProperty().get()).doesNotContain("Awards applied");
        }
    }
}
