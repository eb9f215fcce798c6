package org.dynast.app.dice;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.app.dice.DiceViewModel.RollRow;
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

/** Opens the Dice Roller from the Tools menu of the real main window (headless Monocle) and rolls. */
@ExtendWith(ApplicationExtension.class)
class DiceWindowUiTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private GameStore store;

    @Start
    void start(Stage stage) {
        store = GameStore.inMemory("dice-ui-" + UUID.randomUUID(), clock);
        Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
        new Console(stage, store, demo, clock, executor, new FakeDialogs(), path -> store);
        stage.show();
    }

    @AfterEach
    void stop() {
        executor.close();
        store.close();
    }

    @Test
    void rollFromTheToolsMenuAndSeeItInTheLog(FxRobot robot) throws TimeoutException {
        robot.clickOn("Tools").clickOn("Dice Roller\u2026");
        await(() -> robot.lookup("#expressionField").tryQuery().isPresent());

        // a bad expression is explained inline and cannot be rolled
        TextField expression = robot.lookup("#expressionField").queryAs(TextField.class);
        robot.interact(() -> expression.setText(""));
        robot.clickOn(expression).write("3DICE");
        await(() -> text(robot, "#expressionProblem").equals("'3DICE' needs a number of sides: 3DICE6"));
        assertThat(robot.lookup("#rollButton").queryAs(Button.class).isDisabled()).isTrue();

        // a good one is rolled with the button and appears at the top of the log
        robot.write("6");
        robot.clickOn("#purposeField").write("Arena damage");
        robot.clickOn("#rollButton");
        await(() -> rows(robot).size() == 1);
        RollRow row = rows(robot).get(0);
        assertThat(row.expression()).isEqualTo("3DICE6");
        assertThat(row.roller()).isEqualTo("Ferrous");
        assertThat(row.purpose()).isEqualTo("Arena damage");
        assertThat(text(robot, "#resultLabel")).isEqualTo(row.roll().line());
        assertThat(robot.lookup(row.outcome()).tryQuery()).isPresent();

        // a secret roll is marked in this console and hidden by the player view
        robot.clickOn("#secretCheck").clickOn("#rollButton");
        await(() -> rows(robot).size() == 2);
        assertThat(rows(robot).get(0).secret()).isTrue();
        await(() -> text(robot, "#countLabel").equals("2 rolls, 1 secret"));
        robot.clickOn("#playerViewCheck");
        await(() -> rows(robot).size() == 1 && !rows(robot).get(0).secret());
    }

    @SuppressWarnings("unchecked")
    private static List<RollRow> rows(FxRobot robot) {
        return robot.lookup("#rollTable").queryAs(TableView.class).getItems();
    }

    private static String text(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(Label.class).getText();
    }

    private static void await(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
