package org.dynast.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.UUID;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.dynast.app.FakeDialogs;
import org.dynast.app.blogbots.BlogBotsUi;
import org.dynast.app.blogbots.arena.ArenaViewModel;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.app.common.Settings;
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

/**
 * Issue 22, start-up: the app's console builds a tab's View (a module's, or a core tab's) only when the tab is first
 * shown; the tabs are there at once, the shown one usable, and a tab shown later works as it always did.
 */
@ExtendWith(ApplicationExtension.class)
class LazyTabsUiTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private GameStore store;
    private Console console;

    @Start
    void start(Stage stage) {
        store = GameStore.inMemory("lazy-tabs-" + UUID.randomUUID(), clock);
        Dynasty bots = DemoDynasty.seedIfEmpty(store, "Ferrous");
        console = new Console(stage, store, bots, clock, executor, new FakeDialogs(), path -> store,
                Settings.inMemory(), true);
        stage.show();
    }

    @AfterEach
    void stop() {
        executor.close();
        store.close();
    }

    private Tab tab(FxRobot robot, String id) {
        return robot.lookup("#tabs").queryAs(TabPane.class).getTabs().stream().filter(t -> id.equals(t.getId()))
                .findFirst().orElseThrow();
    }

    @Test
    void aModuleTabIsBuiltWhenFirstShownAndThenWorks(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(console.view().tabIds()).contains(BlogBotsUi.WORKSHOP_TAB, BlogBotsUi.ARENA_TAB,
                BlogBotsUi.BOUTS_TAB, BlogBotsUi.TOURNAMENT_TAB);
        Tab arena = tab(robot, BlogBotsUi.ARENA_TAB);
        assertThat(arena.isSelected()).isFalse();
        assertThat(arena.getContent()).as("not shown yet, so not built").isNull();
        assertThat(robot.lookup("#openReplayButton").tryQuery()).isEmpty();
        // its ViewModel is there from the start (a Bout may be sent to it to watch)
        assertThat(console.moduleViewModel(ArenaViewModel.class)).isPresent();

        robot.clickOn(arena.getText());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(arena.isSelected()).isTrue();
        assertThat(arena.getContent()).isNotNull();
        assertThat(robot.lookup("#openReplayButton").tryQuery()).isPresent();
        assertThat(tab(robot, BlogBotsUi.TOURNAMENT_TAB).getContent()).as("still not shown").isNull();
    }

    @Test
    void onlyTheShownCoreTabIsBuiltAndAnotherIsBuiltWhenClicked(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(tab(robot, "rosterTab").isSelected()).isTrue();
        assertThat(robot.lookup("#playerTable").tryQuery()).as("the Roster, shown, is usable").isPresent();
        assertThat(tab(robot, "mattersTab").getContent()).as("not shown yet, so not built").isNull();
        assertThat(tab(robot, "rulesetTab").getContent()).isNull();

        robot.clickOn(tab(robot, "mattersTab").getText());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#matterTable").tryQuery()).isPresent();
        assertThat(tab(robot, "rulesetTab").getContent()).as("still not shown").isNull();
        assertThat(console.matters().matters()).as("the Votable Matters list shows the demo's matters").isNotEmpty();
    }
}
