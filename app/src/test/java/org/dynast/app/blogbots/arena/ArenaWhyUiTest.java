package org.dynast.app.blogbots.arena;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.app.shell.Console;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** In the real main window's Arena tab: "why?" on the Bout's result line and Tally chart: a click and F1. */
@ExtendWith(ApplicationExtension.class)
class ArenaWhyUiTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private final FakeDialogs dialogs = new FakeDialogs();
    private GameStore store;
    private Console console;

    @Start
    void start(Stage stage) {
        store = GameStore.inMemory("arena-why-ui-" + UUID.randomUUID(), clock);
        Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
        console = new Console(stage, store, demo, clock, executor, dialogs, path -> store);
        stage.setWidth(1200);
        stage.setHeight(760);
        stage.show();
    }

    @AfterEach
    void stop() {
        // the executor is left open, as in ArenaTabUiTest: the window's refresh timelines outlive the test
        store.close();
    }

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

    private static void await(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, condition::getAsBoolean);
    }
}
