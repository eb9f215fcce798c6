package org.dynast.app.blogbots.arena;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.scene.Node;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Slider;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.app.shell.Console;
import org.dynast.model.blogbots.arena.BotState;
import org.dynast.model.blogbots.arena.BoutEvent;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The Arena tab of the real main window (headless Monocle): open a golden replay, play, pause, scrub, read. */
@ExtendWith(ApplicationExtension.class)
class ArenaTabUiTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private final FakeDialogs dialogs = new FakeDialogs();
    private GameStore store;
    private Console console;

    @Start
    void start(Stage stage) {
        store = GameStore.inMemory("arena-ui-" + UUID.randomUUID(), clock);
        Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
        console = new Console(stage, store, demo, clock, executor, dialogs, path -> store);
        stage.setWidth(1200);
        stage.setHeight(760);
        stage.show();
    }

    @AfterEach
    void stop() {
        // the executor is left open (a daemon thread): the window's 5-second refresh timelines outlive the test
        // and would otherwise submit to a closed executor while a later UI test runs
        store.close();
    }

    @Test
    void openPlayPauseScrubToAMarkedEventAndHideScriptLinesInThePlayerView(FxRobot robot) throws TimeoutException {
        ArenaViewModel vm = console.moduleViewModel(ArenaViewModel.class).orElseThrow();
        robot.clickOn("Arena");
        dialogs.files.add(Goldens.path(1));
        robot.clickOn("#openReplayButton");
        await(() -> vm.cursorProperty().get() != null && vm.log().size() == 1);
        List<BoutEvent> events = vm.cursorProperty().get().events();
        assertThat(robot.lookup("#arenaCanvas").queryAs(Canvas.class).getWidth()).isGreaterThan(300);

        // play at 8x for a moment, then pause: the cursor moved and stays put
        robot.interact(() -> robot.lookup("#speedChoice").queryAs(ComboBox.class).setValue(8.0));
        robot.clickOn("#playButton");
        await(() -> vm.indexProperty().get() >= 5);
        robot.clickOn("#playButton");
        await(() -> !vm.playingProperty().get());
        int paused = vm.indexProperty().get();
        double at = vm.positionProperty().get();
        WaitForAsyncUtils.sleep(150, TimeUnit.MILLISECONDS);
        assertThat(vm.positionProperty().get()).isEqualTo(at);
        assertThat(paused).isGreaterThanOrEqualTo(5);

        // scrub the timeline to the first hit marker: the drawn state is the event list's at that point
        int hit = vm.markers().stream().filter(m -> m.kind() == ReplayCursor.MarkerKind.HIT).findFirst().orElseThrow()
                .index();
        assertThat(robot.lookup(".marker-hit").queryAll()).isNotEmpty();
        robot.interact(() -> robot.lookup("#timelineSlider").queryAs(Slider.class).setValue(hit));
        await(() -> vm.indexProperty().get() == hit);
        assertDrawnIs(vm, events.get(hit));
        assertThat(events.get(hit).kind()).isEqualTo(BoutEvent.Kind.CONDITION);

        // keys: right steps one event, Home goes back to the start
        robot.type(KeyCode.RIGHT);
        await(() -> vm.indexProperty().get() == hit + 1);
        assertDrawnIs(vm, events.get(hit + 1));
        robot.type(KeyCode.HOME);
        await(() -> vm.indexProperty().get() == 0);

        // clicking a log entry jumps to its event (a fired line's row: the line's event)
        ListView<?> log = robot.lookup("#eventLog").queryAs(ListView.class);
        robot.clickOn("#showResultCheck");
        await(() -> vm.log().size() == 66);
        int fourth = vm.log().get(4).index();
        assertThat(events.get(fourth).kind()).isEqualTo(BoutEvent.Kind.TRIGGER);
        robot.clickOn(robot.lookup("#eventLog .list-cell")
                .<ListCell<?>>match(c -> c.getIndex() == 4).<Node>query());
        await(() -> vm.indexProperty().get() == fourth);
        assertDrawnIs(vm, events.get(fourth));

        // the emperor view shows which line fired; the player view does not
        assertThat(log.getItems()).anyMatch(r -> r.toString().contains(" line 8 "));
        robot.clickOn("#arenaPlayerViewCheck");
        await(() -> log.getItems().stream().noneMatch(r -> r.toString().contains(" line ")));
        assertThat(log.getItems()).hasSizeLessThan(66);
    }

    /**
     * Setup › Save setup… at an event ("start from here") and Setup › Open setup… through the real menu (the file
     * choosers are the dialog service's): the saved Bout runs on exactly as the replay did after that turn.
     */
    @Test
    void theSetupMenuSavesABoutFromAnEventAndOpensItToRunTheRestOfIt(FxRobot robot,
            @TempDir Path dir) throws Exception {
        ArenaViewModel vm = console.moduleViewModel(ArenaViewModel.class).orElseThrow();
        robot.clickOn("Arena");
        dialogs.files.add(Goldens.path(3));
        robot.clickOn("#openReplayButton");
        await(() -> vm.cursorProperty().get() != null && !vm.log().isEmpty());
        List<BoutEvent> original = vm.cursorProperty().get().events();
        int k = 0; // the last event of turn 10
        for (int i = 0; i < original.size(); i++) {
            if (original.get(i).turn() == 10) {
                k = i;
            }
        }
        int at = k;
        robot.interact(() -> robot.lookup("#timelineSlider").queryAs(Slider.class).setValue(at));
        await(() -> vm.indexProperty().get() == at);

        Path saved = dir.resolve("from-turn-10.json");
        dialogs.files.add(saved);
        robot.clickOn("#setupMenu");
        robot.clickOn("#saveSetupItem");
        await(() -> Files.exists(saved));
        String json = Files.readString(saved);
        assertThat(json).contains("\"version\" : 2", "\"turn\" : 11", "\"resume\"");

        dialogs.files.add(saved);
        robot.clickOn("#setupMenu");
        robot.clickOn("#openSetupItem");
        await(() -> vm.cursorProperty().get() != null && vm.cursorProperty().get().events().get(0).turn() == 11);
        List<BoutEvent> resumed = vm.cursorProperty().get().events();
        assertThat(resumed.subList(1, resumed.size())).containsExactlyElementsOf(original.subList(at + 1,
                original.size()));
        assertThat(dialogs.errors).isEmpty();
    }

    @Test
    void framesWhilePlayingAtEightTimes(FxRobot robot) throws TimeoutException {
        ArenaViewModel vm = console.moduleViewModel(ArenaViewModel.class).orElseThrow();
        robot.clickOn("Arena");
        robot.interact(() -> vm.show(Goldens.replay(3)));
        robot.interact(() -> vm.speedProperty().set(8));
        ArenaView view = console.moduleView(ArenaView.class).orElseThrow();
        view.frames().reset();
        robot.interact(vm::play);
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> !vm.playingProperty().get());
        System.out.println("Arena viewer at 8x (Monocle headless, software pipeline, golden-3, "
                + vm.cursorProperty().get().size() + " events): " + view.frames().summary());
        assertThat(vm.indexProperty().get()).isEqualTo(vm.cursorProperty().get().last());
    }

    /** "why?" on the Bout's result line and Tally chart: a click and F1 (the Arena's part of the mentor's Explain). */
    @Test
    void theResultLineAndTheTallyChartAnswerWhyWithTheTallies(FxRobot robot) throws TimeoutException {
        ArenaViewModel vm = console.moduleViewModel(ArenaViewModel.class).orElseThrow();
        robot.clickOn("Arena");
        dialogs.files.add(Goldens.path(1));
        robot.clickOn("#openReplayButton");
        await(() -> vm.cursorProperty().get() != null);
        robot.interact(vm::end);

        robot.clickOn("#outcomeLabel").type(KeyCode.F1);
        await(() -> dialogs.explanations.size() == 1);
        assertThat(dialogs.explanations.get(0).value()).startsWith("Brawler ").contains(" · Skirmisher ");
        assertThat(dialogs.explanations.get(0).citation().sentence())
                .contains("the Tally of the Bot that took the action");

        robot.clickOn("#tallyChart").type(KeyCode.F1);
        await(() -> dialogs.explanations.size() == 2);
        assertThat(dialogs.explanations.get(1)).isEqualTo(dialogs.explanations.get(0));
    }

    private static void assertDrawnIs(ArenaViewModel vm, BoutEvent event) {
        ReplayCursor.Drawn drawn = vm.drawn();
        assertThat(drawn.turn()).isEqualTo(event.turn());
        for (int b = 0; b < event.bots().size(); b++) {
            BotState s = event.bots().get(b);
            ReplayCursor.DrawnBot d = drawn.bots().get(b);
            assertThat(d.name()).isEqualTo(s.name());
            assertThat(d.x()).as(s.name() + " square").isEqualTo(s.square());
            assertThat(d.engine()).isEqualTo(s.engine());
            assertThat(d.chassis()).isEqualTo(s.chassis());
            assertThat(d.systems()).containsExactlyElementsOf(s.systems().stream().map(Integer::doubleValue).toList());
        }
    }

    private static void await(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
