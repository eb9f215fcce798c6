package org.dynast.app.blogbots.workshop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.dynast.app.FxReads.fx;

import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;
import org.dynast.app.common.FxDialogService;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.app.common.Messages;
import org.dynast.app.shell.Console;
import org.dynast.model.blogbots.BlogBots;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.factory.FactoryDemo;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * An unsaved Script is never thrown away silently: switching the Operator, switching the dynasty or closing the
 * window asks Save / Discard / Cancel in the real dialog, and each answer does what it says.
 */
@ExtendWith(ApplicationExtension.class)
class UnsavedScriptUiTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private GameStore store;
    private Dynasty demo;
    private Console console;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        store = GameStore.inMemory("unsaved-" + UUID.randomUUID(), clock);
        demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
        console = new Console(stage, store, demo, clock, executor, new FxDialogService(() -> stage, Messages.load(DynastyModules.installed())),
                path -> store);
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
    void switchingTheOperatorWithAnUnsavedScriptAsksSaveDiscardOrCancel(FxRobot robot) throws Exception {
        robot.clickOn(robot.lookup(n -> n.getStyleClass().contains("tab-label") && n instanceof Label l
                && "Workshop".equals(l.getText())).queryAs(Label.class));
        await(() -> "Brass_Monkey".equals(operatorShown(robot)) && !script(robot).isEmpty());
        String stored = storedScript("Brass_Monkey");
        robot.clickOn("#scriptArea");
        robot.interact(() -> robot.lookup("#scriptArea").queryAs(CodeArea.class).moveTo(script(robot).length()));
        robot.write("\nmove forward 2");

        // another Operator: the question, naming whose Script; Cancel keeps the Operator and the typed text
        chooseOperator(robot, "Cogsworth");
        await(() -> prompt(robot) != null);
        assertThat(prompt(robot).getHeaderText()).isEqualTo("Save Brass_Monkey's Script before going on?");
        robot.clickOn("Cancel");
        await(() -> prompt(robot) == null && "Brass_Monkey".equals(operatorShown(robot)));
        assertThat(script(robot)).endsWith("move forward 2");
        assertThat(storedScript("Brass_Monkey")).isEqualTo(stored);

        // Save: stored, then the other Operator is shown
        chooseOperator(robot, "Cogsworth");
        await(() -> prompt(robot) != null);
        robot.clickOn("Save");
        await(() -> "Cogsworth".equals(operatorShown(robot)));
        assertThat(storedScript("Brass_Monkey")).endsWith("move forward 2");

        // Discard: the typed text is dropped, the stored Script untouched
        String cogsworth = storedScript("Cogsworth");
        robot.clickOn("#scriptArea");
        robot.write("\nmove back 1");
        chooseOperator(robot, "Brass_Monkey");
        await(() -> prompt(robot) != null);
        robot.clickOn("Discard");
        await(() -> "Brass_Monkey".equals(operatorShown(robot)));
        assertThat(storedScript("Cogsworth")).isEqualTo(cogsworth);
    }

    @Test
    void switchingTheDynastyOrClosingTheWindowAsksToo(FxRobot robot) throws Exception {
        robot.clickOn(robot.lookup(n -> n.getStyleClass().contains("tab-label") && n instanceof Label l
                && "Workshop".equals(l.getText())).queryAs(Label.class));
        await(() -> "Brass_Monkey".equals(operatorShown(robot)) && !script(robot).isEmpty());
        robot.clickOn("#scriptArea");
        robot.write("\nmove forward 3");

        // the window's close box: Cancel keeps the window open with the text
        // (later, not waited for: the question holds the event until it is answered)
        Platform.runLater(() -> stage.fireEvent(new WindowEvent(stage,
                WindowEvent.WINDOW_CLOSE_REQUEST)));
        await(() -> prompt(robot) != null);
        robot.clickOn("Cancel");
        await(() -> prompt(robot) == null);
        assertThat(fx(stage::isShowing)).isTrue();
        assertThat(script(robot)).endsWith("move forward 3");

        // another dynasty: Cancel keeps this one shown (and the switcher on it)
        choose(robot, "#dynastySwitcher", FactoryDemo.NAME);
        await(() -> prompt(robot) != null);
        robot.clickOn("Cancel");
        await(() -> prompt(robot) == null && demo.name().equals(switcherShown(robot)));
        assertThat(console.session().dynasty().id()).isEqualTo(demo.id());
        assertThat(script(robot)).endsWith("move forward 3");

        // Save, then the other dynasty is shown
        choose(robot, "#dynastySwitcher", FactoryDemo.NAME);
        await(() -> prompt(robot) != null);
        robot.clickOn("Save");
        await(() -> console.session().dynasty().name().equals(FactoryDemo.NAME)
                && FactoryDemo.NAME.equals(switcherShown(robot)));
        assertThat(storedScript("Brass_Monkey")).endsWith("move forward 3");
    }

    private void chooseOperator(FxRobot robot, String name) {
        choose(robot, "#operatorChoice", name);
    }

    /** Opens the list and clicks the entry, as a user does. */
    private static void choose(FxRobot robot, String list, String entry) {
        // a list left open when the question took over is closed first, as a user would find it
        ComboBox<?> box = robot.lookup(list).queryAs(ComboBox.class);
        robot.interact(box::hide);
        robot.clickOn(list);
        robot.clickOn(robot.lookup(n -> n instanceof ListCell<?> c && entry.equals(c.getText())
                && c.isVisible()).queryAs(Node.class));
    }

    private static DialogPane prompt(FxRobot robot) {
        return robot.lookup("#unsavedDialog").tryQueryAs(DialogPane.class).filter(p -> p.getScene() != null
                && p.getScene().getWindow() != null && p.getScene().getWindow().isShowing()).orElse(null);
    }

    private static String operatorShown(FxRobot robot) {
        return robot.lookup("#operatorChoice").queryAs(ComboBox.class).getValue() instanceof String s ? s : null;
    }

    private static String switcherShown(FxRobot robot) {
        Object value = robot.lookup("#dynastySwitcher").queryAs(ComboBox.class).getValue();
        return value == null ? null : value.toString();
    }

    private static String script(FxRobot robot) {
        return robot.lookup("#scriptArea").queryAs(CodeArea.class).getText();
    }

    private String storedScript(String operator) {
        return BlogBots.in(store).workshop().operators(demo.id()).stream()
                .filter(o -> o.name().equals(operator)).findFirst().orElseThrow().loadout().script();
    }


    private static void await(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> fx(condition::getAsBoolean));
    }
}
