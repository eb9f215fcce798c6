package org.dynast.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.scene.control.ComboBox;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.stage.Stage;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** File › Delete Dynasty… and File › Restore Deleted Dynasty… in the real console (issue 33). */
@ExtendWith(ApplicationExtension.class)
class DeleteDynastyUiTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private final FakeDialogs dialogs = new FakeDialogs();
    private GameStore store;
    private Dynasty first;
    private Dynasty second;

    @Start
    void start(Stage stage) {
        store = GameStore.inMemory("delete-dynasty-" + UUID.randomUUID(), clock);
        Terms terms = new Terms("Operator", "Operators", "Announcer");
        first = store.dynasties().found("Ferrous", "Broken Import", 205, terms, "Ferrous", LocalDate.of(2026, 11, 1));
        second = store.dynasties().found("Ferrous", "Kept", 205, terms, "Ferrous", LocalDate.of(2026, 11, 1));
        new Console(stage, store, store.dynasties().get(first.id()), clock, executor, dialogs, path -> store);
        stage.show();
    }

    @AfterEach
    void stop() {
        executor.close();
        store.close();
    }

    private void fire(FxRobot robot, String id) {
        MenuBar bar = robot.lookup("#menuBar").queryAs(MenuBar.class);
        robot.interact(() -> bar.getMenus().stream().flatMap(m -> m.getItems().stream())
                .filter(i -> id.equals(i.getId())).findFirst().map(MenuItem.class::cast).orElseThrow().fire());
    }

    @Test
    void theFileMenuDeletesTheShownDynastyAndRestoresIt(FxRobot robot) throws TimeoutException {
        dialogs.confirms.add(true);
        fire(robot, "deleteDynastyItem");
        await(() -> store.dynasties().isDeleted(first.id()));
        ComboBox<?> chooser = robot.lookup("#dynastySwitcher").tryQuery().map(ComboBox.class::cast).orElse(null);
        assertThat(chooser).isNotNull();
        await(() -> chooser.getItems().stream().noneMatch(x -> ((Dynasty) x).id() == first.id()));

        dialogs.choices.add("Broken Import (#" + first.id() + ")");
        fire(robot, "undeleteDynastyItem");
        await(() -> !store.dynasties().isDeleted(first.id()));
        assertThat(store.dynasties().all()).extracting(Dynasty::id).contains(first.id(), second.id());
    }

    private static void await(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> {
            WaitForAsyncUtils.waitForFxEvents();
            return condition.getAsBoolean();
        });
    }
}
