package org.dynast.app.roster;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
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

/** In the real main window: "why?" on the Roster's Quorum badge and the status bar's: a click on the badge and F1. */
@ExtendWith(ApplicationExtension.class)
class QuorumWhyUiTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private final FakeDialogs dialogs = new FakeDialogs();
    private GameStore store;

    @Start
    void start(Stage stage) {
        store = GameStore.inMemory("ui-" + UUID.randomUUID(), clock);
        Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
        new Console(stage, store, demo, clock, executor, dialogs, path -> store);
        stage.show();
    }

    @AfterEach
    void stop() {
        executor.close();
        store.close();
    }

    @Test
    void theRostersQuorumBadgeAnswersWhyOnF1AndFromItsContextMenu(FxRobot robot) throws TimeoutException {
        await(() -> "Quorum 4".equals(text(robot, "#quorumLabel")));
        robot.clickOn("#quorumLabel").type(KeyCode.F1);
        await(() -> !dialogs.explanations.isEmpty());
        assertThat(dialogs.explanations.get(0).value()).isEqualTo("4");
        assertThat(dialogs.explanations.get(0).arithmetic()).first()
                .isEqualTo("Operators who are not Idle: 7 (Idle, not counted: Kessler, Lumen)");
        assertThat(dialogs.explanations.get(0).citation().sentence())
                .startsWith("Quorum of a subset of Operators is half the number of Operators");

        // its context menu has the same question
        MenuItem why = robot.lookup("#quorumLabel").queryAs(Label.class).getContextMenu()
                .getItems().stream().filter(i -> "Why? (F1)".equals(i.getText())).findFirst().orElseThrow();
        robot.interact(why::fire);
        await(() -> dialogs.explanations.size() == 2);
        assertThat(dialogs.explanations.get(1)).isEqualTo(dialogs.explanations.get(0));
    }

    @Test
    void theStatusBarsQuorumAnswersWhyOnF1(FxRobot robot) throws TimeoutException {
        await(() -> text(robot, "#quorumStatus").startsWith("Quorum 4"));
        robot.clickOn("#quorumStatus").type(KeyCode.F1);
        await(() -> !dialogs.explanations.isEmpty());
        assertThat(dialogs.explanations.get(0).figure()).isEqualTo("Quorum");
        assertThat(dialogs.explanations.get(0).value()).isEqualTo("4");
    }

    private static String text(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(Label.class).getText();
    }

    private static void await(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, condition::getAsBoolean);
    }
}
