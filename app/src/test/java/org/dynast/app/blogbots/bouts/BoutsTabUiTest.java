package org.dynast.app.blogbots.bouts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.app.shell.Console;
import org.dynast.model.blogbots.BlogBots;
import org.dynast.model.blogbots.bots.Readiness;
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

/** Drives the real Bouts tab: announce a Bout, both Operators Set, run it. */
@ExtendWith(ApplicationExtension.class)
class BoutsTabUiTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private final FakeDialogs dialogs = new FakeDialogs();
    private GameStore store;
    private Dynasty demo;

    @Start
    void start(Stage stage) {
        store = GameStore.inMemory("bui-" + UUID.randomUUID(), clock);
        demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
        new Console(stage, store, demo, clock, executor, dialogs, path -> store);
        stage.setWidth(1280);
        stage.setHeight(800);
        stage.show();
    }

    @AfterEach
    void stop() {
        executor.close();
        store.close();
    }

    private long id(String name) {
        return BlogBots.in(store).workshop().operators(demo.id()).stream().filter(o -> o.name().equals(name)).findFirst()
                .orElseThrow().playerId();
    }

    @Test
    void announceSetAndRunABout(FxRobot robot) throws TimeoutException {
        // "As a Daily Action, the Announcer may Announce any number of upcoming Bouts"
        robot.clickOn("Bouts");
        await(() -> rows(robot, "#houseTable") == 2);
        BlogBots.in(store).workshop().setReadiness(demo.id(), "Ferrous", id("Brass_Monkey"), Readiness.READY);
        dialogs.texts.add("1");
        robot.clickOn("#announceButton");
        await(() -> rows(robot, "#boutTable") == 1);
        assertThat(robot.lookup("#postArea").queryAs(TextArea.class).getText()).contains("Bout 1: ");

        BlogBots.in(store).workshop().setReadiness(demo.id(), "Ferrous", id("Brass_Monkey"), Readiness.SET);
        BlogBots.in(store).workshop().setReadiness(demo.id(), "Ferrous", id("Dr.Volt"), Readiness.SET);
        await(() -> state(robot).startsWith("both Set"));
        robot.clickOn(state(robot));
        robot.clickOn("#runButton");
        await(() -> state(robot).startsWith("fought: "));
        assertThat(robot.lookup("#resultArea").queryAs(TextArea.class).getText()).contains("gains ₩");
        assertThat(robot.lookup("#boutsMessage").queryAs(Label.class).getText())
                .contains("the awards are applied");

        // Undo takes the Bout back: the result pane and the message spoke of it, and are cleared
        robot.clickOn("#undoButton");
        await(() -> state(robot).startsWith("both Set"));
        assertThat(robot.lookup("#resultArea").queryAs(TextArea.class).getText()).isEmpty();
        assertThat(robot.lookup("#boutsMessage").queryAs(Label.class).getText()).isEmpty();
    }

    @Test
    void theBoutsTabHasKeyboardShortcuts(FxRobot robot) throws TimeoutException {
        robot.clickOn("Bouts");
        await(() -> rows(robot, "#houseTable") == 2);
        // Insert on the House Bots table opens the editor for a new House Bot
        dialogs.houseBotEdits.add(e -> {
            e.nameProperty().set("Tinny");
            e.addSystem();
            e.scriptProperty().set("move forward 1");
            return true;
        });
        robot.clickOn("Rustbucket");
        robot.type(KeyCode.INSERT);
        await(() -> rows(robot, "#houseTable") == 3);
        assertThat(dialogs.houseBotEditors.get(0).amending()).isFalse();
        // Enter edits the selected House Bot
        robot.clickOn("The Gatekeeper");
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(dialogs.houseBotEditors).hasSize(2);
        assertThat(dialogs.houseBotEditors.get(1).nameProperty().get()).isEqualTo("The Gatekeeper");
        // Ctrl+Shift+A: Announce Bouts…
        BlogBots.in(store).workshop().setReadiness(demo.id(), "Ferrous", id("Brass_Monkey"), Readiness.READY);
        dialogs.texts.add("1");
        robot.press(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.A)
                .release(KeyCode.A, KeyCode.SHIFT,
                        KeyCode.SHORTCUT);
        await(() -> rows(robot, "#boutTable") == 1);
    }

    @SuppressWarnings("unchecked")
    private static String state(FxRobot robot) {
        TableView<BoutsViewModel.BoutRow> t = robot.lookup("#boutTable").queryAs(TableView.class);
        return t.getItems().isEmpty() ? "" : t.getItems().get(0).state();
    }

    private static int rows(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(TableView.class).getItems().size();
    }

    private static void await(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> {
            WaitForAsyncUtils.waitForFxEvents();
            return condition.getAsBoolean();
        });
    }
}
