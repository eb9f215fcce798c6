package org.dynast.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.scene.control.MenuBar;
import javafx.scene.text.Text;
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

/** Texts built from data keep their underscores: the Undo menu names "Brass_Monkey", not "BrassMonkey". */
@ExtendWith(ApplicationExtension.class)
class UndoMenuUiTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private GameStore store;
    private Dynasty d;

    @Start
    void start(Stage stage) {
        store = GameStore.inMemory("undo-menu-" + UUID.randomUUID(), clock);
        d = store.dynasties().found("Ferrous", "Bots", 205, new Terms("Operator", "Operators", "Announcer"),
                "Ferrous", LocalDate.of(2026, 11, 1));
        new Console(stage, store, store.dynasties().get(d.id()), clock, executor, new FakeDialogs(), path -> store);
        stage.show();
    }

    @AfterEach
    void stop() {
        executor.close();
        store.close();
    }

    @Test
    void theUndoMenuShowsAPlayersNameWithItsUnderscore(FxRobot robot) throws TimeoutException {
        long id = store.roster().addPlayer(d.id(), "Ferrous", "Brass_Monkey", false, null).id();
        store.roster().setAdmin(d.id(), "Ferrous", id, true);
        await(() -> robot.lookup("#undoButton").queryButton().getTooltip().getText().contains("Brass_Monkey"));

        MenuBar bar = robot.lookup("#menuBar").queryAs(MenuBar.class);
        robot.interact(() -> bar.getMenus().stream().filter(m -> m.getItems().stream()
                .anyMatch(i -> "undoItem".equals(i.getId()))).findFirst().orElseThrow().show());
        // what the open menu draws, as a user reads it
        await(() -> robot.lookup(n -> n instanceof Text t && t.getText() != null
                && t.getText().startsWith("Undo: ")).tryQuery().isPresent());
        Text drawn = robot.lookup(n -> n instanceof Text t && t.getText() != null && t.getText().startsWith("Undo: "))
                .queryAs(Text.class);
        assertThat(drawn.getText()).isEqualTo("Undo: Made Brass_Monkey an Admin");
    }

    private static void await(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> {
            WaitForAsyncUtils.waitForFxEvents();
            return condition.getAsBoolean();
        });
    }
}
