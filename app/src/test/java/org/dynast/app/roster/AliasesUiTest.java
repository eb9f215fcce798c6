package org.dynast.app.roster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.dynast.app.FxReads.fx;

import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.dynast.app.Scroll;
import org.dynast.app.common.FxDialogService;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.app.common.Messages;
import org.dynast.app.shell.Console;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.matcher.control.LabeledMatchers;
import org.testfx.util.WaitForAsyncUtils;

/** The Roster tab's Aliases… editor in the real window and its real dialog (issue 32). */
@ExtendWith(ApplicationExtension.class)
class AliasesUiTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private GameStore store;
    private Dynasty demo;

    @Start
    void start(Stage stage) {
        store = GameStore.inMemory("aliases-ui-" + UUID.randomUUID(), clock);
        demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
        new Console(stage, store, demo, clock, executor, new FxDialogService(() -> stage, Messages.load(DynastyModules.installed())),
                path -> store);
        stage.show();
    }

    @AfterEach
    void stop() {
        executor.close();
        store.close();
    }

    @Test
    void aFormerNameIsAddedForAPlayerRefusedWhereItIsAPlayersNameAndForgotten(FxRobot robot) throws Exception {
        robot.clickOn("Roster");
        await(() -> fx(() -> robot.lookup("#playerTable").queryAs(TableView.class).getItems().size()) == 9);
        Scroll.into(robot, "#aliasesButton");
        robot.clickOn("#aliasesButton");
        await(() -> robot.lookup("#aliasTable").tryQuery().isPresent());

        // a player's own name is refused in the roster's words, and stays typed
        robot.clickOn("#aliasField").write("omalley");
        robot.clickOn("#aliasPlayer");
        robot.clickOn(robot.lookup(".list-cell").match(LabeledMatchers.hasText("Rivet-7"))
                .queryAs(Node.class));
        robot.clickOn("#addAliasButton");
        await(() -> text(robot, "#aliasesMessage").startsWith("Not done: O'Malley is an Operator of this dynasty"));

        // a former name is added with Enter
        robot.doubleClickOn("#aliasField").eraseText(7).write("Ienpw III").type(KeyCode.ENTER);
        await(() -> text(robot, "#aliasesMessage").equals("Recorded Ienpw III as a known alias of Rivet-7."));
        await(() -> fx(() -> robot.lookup("#aliasTable").queryAs(TableView.class).getItems().size()) == 1);
        assertThat(store.roster().aliases(demo.id())).isEqualTo(Map.of("Ienpw III", "Rivet-7"));

        long id = store.roster().aliasList(demo.id()).get(0).id();
        robot.clickOn("#forgetAlias-" + id);
        await(() -> fx(() -> robot.lookup("#aliasTable").queryAs(TableView.class).getItems().isEmpty()));
        assertThat(store.roster().aliases(demo.id())).isEmpty();
        robot.clickOn("Close");
        await(() -> robot.lookup("#aliasTable").tryQuery().isEmpty());
    }

    private static String text(FxRobot robot, String query) {
        return fx(() -> robot.lookup(query).queryAs(Label.class).getText());
    }

    private static void await(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> {
            WaitForAsyncUtils.waitForFxEvents();
            return condition.getAsBoolean();
        });
    }
}
