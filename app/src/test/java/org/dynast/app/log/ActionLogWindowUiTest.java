package org.dynast.app.log;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.stage.Stage;
import javafx.stage.Window;
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

/**
 * View › Action Log opens a proper window: entries as who / when / what in words, the selected one's changes as
 * before → after in the dynasty's terms, and filters by who and by kind.
 */
@ExtendWith(ApplicationExtension.class)
class ActionLogWindowUiTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private GameStore store;
    private Dynasty demo;

    @Start
    void start(Stage stage) {
        store = GameStore.inMemory("log-ui-" + UUID.randomUUID(), clock);
        demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
        new Console(stage, store, demo, clock, executor, new FakeDialogs(), path -> store);
        stage.setWidth(1280);
        stage.setHeight(800);
        stage.show();
    }

    @AfterEach
    void stop() {
        executor.close();
        store.close();
    }

    @Test
    @SuppressWarnings("unchecked")
    void theActionLogShowsEntriesInWordsAndFiltersThem(FxRobot robot) throws TimeoutException {
        long lumen = store.roster().roster(demo.id()).byName("Lumen").orElseThrow().id();
        store.roster().unidle(demo.id(), "Cogsworth", lumen);
        MenuBar bar = robot.lookup("#menuBar").queryAs(MenuBar.class);
        MenuItem logItem = bar.getMenus().stream().flatMap(m -> m.getItems().stream())
                .filter(i -> "logItem".equals(i.getId())).findFirst().orElseThrow();
        robot.interact(logItem::fire);

        TableView<ActionLogViewModel.EntryRow> table = robot.lookup("#entryTable").queryAs(TableView.class);
        await(() -> table.getItems().size() > 3);
        Window window = table.getScene().getWindow();
        assertThat(window.getWidth()).isGreaterThanOrEqualTo(640);
        assertThat(window.getHeight()).isGreaterThanOrEqualTo(400);

        ActionLogViewModel.EntryRow newest = table.getItems().get(0);
        assertThat(newest.actor()).isEqualTo("Cogsworth");
        assertThat(newest.at()).isEqualTo("2026-11-20 12:00 UTC");
        assertThat(newest.summary()).startsWith("Unidled Lumen");
        robot.interact(() -> table.getSelectionModel().select(0));
        // looked up in the log window: the main window has its own lists with these names
        Node log = window.getScene().getRoot();
        TextArea area = robot.from(log).lookup("#changesArea").queryAs(TextArea.class);
        await(() -> !area.getText().isEmpty()); // read when selected, off the UI thread
        String changes = area.getText();
        assertThat(changes).startsWith("Operator Lumen (changed)").contains("idle since: 2026-11-17 12:00 UTC \u2192 \u2014")
                .doesNotContain("{").doesNotContain("idleSince");

        ComboBox<String> kinds = robot.from(log).lookup("#kindChoice").queryAs(ComboBox.class);
        robot.interact(() -> kinds.setValue("Roster"));
        await(() -> !table.getItems().isEmpty() && table.getItems().stream().allMatch(r -> r.kind().equals("Roster")));
        ComboBox<String> who = robot.from(log).lookup("#actorChoice").queryAs(ComboBox.class);
        robot.interact(() -> who.setValue("Cogsworth"));
        await(() -> table.getItems().size() == 1);
    }

    private static void await(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> {
            WaitForAsyncUtils.waitForFxEvents();
            return condition.getAsBoolean();
        });
    }
}
