package org.dynast.app.factory.lines;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.stage.Stage;
import org.dynast.app.common.FxDialogService;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.app.common.Messages;
import org.dynast.app.shell.Console;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Drives the real Machine Lines tab: build a Line, activate a Spin and a Clink, see the Cogs change, undo. */
@ExtendWith(ApplicationExtension.class)
class LinesTabUiTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private GameStore store;

    @Start
    void start(Stage stage) {
        store = GameStore.inMemory("lui-" + UUID.randomUUID(), clock);
        Dynasty d = store.dynasties().found("Overseer", "Works", 190, new Terms("Worker", "Workers", "Factory"),
                "Overseer", LocalDate.of(2026, 11, 1));
        store.roster().addPlayer(d.id(), "Overseer", "Kevan", false, null);
        // "If there are fewer than five Workers, BlogNomic is on Hiatus" (and Dynastic Actions wait): five of them
        for (String name : new String[] {"Amsel", "Bucket", "Clementine"}) {
            store.roster().addPlayer(d.id(), "Overseer", name, false, null);
        }
        new Console(stage, store, store.dynasties().get(d.id()), clock, executor,
                new FxDialogService(() -> stage, Messages.load(DynastyModules.installed())), path -> store);
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
    void buildALineActivateASpinAndAClinkSeeCogsChangeAndUndo(FxRobot robot) throws TimeoutException {
        robot.clickOn("Machine Lines");
        await(() -> text(robot, "#machine0").equals("Dustsheet"));
        robot.clickOn("#activate0");
        await(() -> text(robot, "#machine0").equals("Clink"));

        // the palette may be taller than its list (the theme's rows are roomy): bring Spin into view first
        @SuppressWarnings("unchecked")
        ListView<String> palette = robot.lookup("#paletteList").queryAs(ListView.class);
        await(() -> palette.getItems().contains("Spin"));
        robot.interact(() -> palette.scrollTo("Spin"));
        await(() -> robot.lookup("Spin").match(Node::isVisible).tryQuery().isPresent());
        robot.clickOn("Spin");
        robot.clickOn("#insert0");
        await(() -> text(robot, "#machine0").equals("Spin") && text(robot, "#machine1").equals("Clink"));
        assertThat(text(robot, "#cogsLabel")).isEqualTo("0");

        robot.clickOn("#activate0");
        await(() -> text(robot, "#energyLabel").equals("0"));
        robot.clickOn("#activate1");
        await(() -> !text(robot, "#cogsLabel").equals("0"));
        int cogs = Integer.parseInt(text(robot, "#cogsLabel"));
        assertThat(cogs).isBetween(1, 10);

        robot.clickOn("#undoButton");
        await(() -> text(robot, "#cogsLabel").equals("0"));
        // the tab's last result spoke of what is now undone, so it is cleared (issue 17: every pane shows the present)
        await(() -> text(robot, "#linesMessage").isEmpty());
    }

    private static String text(FxRobot robot, String query) {
        return robot.lookup(query).tryQueryAs(Label.class).map(Label::getText).orElse("");
    }

    private static void await(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
