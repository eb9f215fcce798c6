package org.dynast.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.MenuBar;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.app.common.Messages;
import org.dynast.app.common.Settings;
import org.dynast.app.module.ModuleUis;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 22, start-up: the window is shown at once as a skeleton — the console's menus, its core tabs' headers with the
 * tab last shown selected, and which file is being opened — and the console replaces it in the same window.
 */
@ExtendWith(ApplicationExtension.class)
class SkeletonUiTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private final Settings settings = Settings.inMemory();
    private Stage stage;
    private GameStore store;

    @Start
    void start(Stage primary) {
        // a window of its own, as the app's is at start (the toolkit's primary stage is shared by the test classes)
        this.stage = new Stage();
        settings.put(WindowMemory.TAB, "mattersTab");
        settings.put(WindowMemory.WIDTH, 1100.0);
        settings.put(WindowMemory.HEIGHT, 700.0);
        Skeleton.show(stage, Messages.load(DynastyModules.installed()), settings, Path.of("games", "Gamma.mv.db"));
    }

    @AfterEach
    void stop() throws Exception {
        FxToolkit.cleanupStages();
        executor.close();
        if (store != null) {
            store.close();
        }
    }

    @Test
    void theSkeletonShowsTheShellAndTheFileBeingOpenedThenTheConsoleTakesItsPlace(FxRobot robot) {
        TabPane tabs = robot.lookup(".tab-pane").queryAs(TabPane.class);
        assertThat(tabs.getTabs()).extracting(Tab::getText).containsExactly("Ruleset", "Votable Matters", "Roster");
        assertThat(tabs.getSelectionModel().getSelectedItem().getId()).as("the tab last shown").isEqualTo("mattersTab");
        assertThat(robot.lookup("#" + Skeleton.OPENING_ID).queryAs(Label.class).getText())
                .isEqualTo("Opening Gamma.mv.db\u2026");
        assertThat(robot.lookup(".menu-bar").queryAs(MenuBar.class).getMenus())
                .as("nothing to do yet").allMatch(m -> m.isDisable());
        assertThat(stage.getWidth()).as("the console's remembered size").isEqualTo(1100.0);

        robot.interact(() -> {
            store = GameStore.inMemory("skeleton-" + UUID.randomUUID(), clock);
            Dynasty first = DemoDynasty.seedIfEmpty(store, "Ferrous");
            new Console(stage, store, first, clock, executor, new FakeDialogs(), path -> store, settings, true);
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#" + Skeleton.OPENING_ID).tryQuery()).isEmpty();
        assertThat(robot.lookup("#matterTable").tryQuery()).as("the tab last shown, built and usable").isPresent();
        assertThat(robot.lookup("#playerTable").tryQuery()).as("the Roster is not shown: not built").isEmpty();
        assertThat(stage.getWidth()).as("the window did not move or resize").isEqualTo(1100.0);
    }

    @Test
    void theConsolePreparedOffTheFxThreadTakesTheSkeletonsPlaceWithTheDataReadMeanwhile(FxRobot robot)
            throws Exception {
        Scene skeleton = stage.getScene();
        store = GameStore.inMemory("skeleton-" + UUID.randomUUID(), clock);
        Dynasty first = DemoDynasty.seedIfEmpty(store, "Ferrous");
        // as the app does at start-up: the worker's results held back while the parts are built on a thread of
        // their own, the skeleton still shown and painted
        executor.hold();
        var parts = CompletableFuture.supplyAsync(() -> Console.prepare(store, first, clock,
                executor, new FakeDialogs(), path -> store, settings, true, ModuleUis.discover()), runnable -> new Thread(runnable,
                "console-parts").start()).get(2, TimeUnit.MINUTES);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#" + Skeleton.OPENING_ID).tryQuery()).as("still the skeleton").isPresent();

        robot.interact(() -> {
            new Console(stage, parts);
            executor.release();
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(stage.getScene()).as("the skeleton's scene, taken over").isSameAs(skeleton);
        assertThat(robot.lookup("#" + Skeleton.OPENING_ID).tryQuery()).isEmpty();
        TableView<?> matters = robot.lookup("#matterTable").queryAs(
                TableView.class);
        assertThat(matters.getItems()).as("the tab last shown, with the demo's matters read meanwhile").isNotEmpty();
        assertThat(robot.lookup("#playerTable").tryQuery()).as("the Roster is not shown: not built").isEmpty();
        assertThat(stage.getWidth()).as("the window did not move or resize").isEqualTo(1100.0);
    }

    @Test
    void resultsHeldBackReachTheFxThreadInOrderOnceReleased() throws Exception {
        List<String> delivered = new CopyOnWriteArrayList<>();
        executor.hold();
        executor.submit(() -> "first", delivered::add, e -> { });
        executor.submit(() -> "second", delivered::add, e -> { });
        CountDownLatch worked = new CountDownLatch(1);
        executor.submit(() -> "third", delivered::add, e -> { });
        executor.submit(() -> {
            worked.countDown(); // the worker runs in order: the three results are in by now
            return null;
        }, done -> { }, e -> { });
        worked.await(1, TimeUnit.MINUTES);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(delivered).as("held back").isEmpty();
        Platform.runLater(executor::release);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(delivered).containsExactly("first", "second", "third");
    }
}
