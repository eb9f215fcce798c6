package org.dynast.app.roster;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.assertj.core.data.Offset;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.app.common.InSight;
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

/** Drives the real Roster tab in the real main window (headless Monocle), finding nodes by fx:id. */
@ExtendWith(ApplicationExtension.class)
class RosterTabUiTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private GameStore store;
    private Console console;
    private final FakeDialogs dialogs = new FakeDialogs();

    @Start
    void start(Stage stage) {
        store = GameStore.inMemory("ui-" + UUID.randomUUID(), clock);
        Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
        console = new Console(stage, store, demo, clock, executor, dialogs, path -> store);
        stage.show();
    }

    @AfterEach
    void stop() {
        executor.close();
        store.close();
    }

    @Test
    void addAPlayerRefuseABadNameIdleOneSeeQuorumChangeAndUndo(FxRobot robot) throws TimeoutException {
        await(() -> rows(robot) == 9);
        assertThat(text(robot, "#quorumLabel")).isEqualTo("Quorum 4");

        // a bad name is refused inline, in the rule's words, and cannot be added
        robot.clickOn("#newNameField").write("Al");
        await(() -> text(robot, "#newNameProblem").contains("4 to 30 characters"));
        assertThat(robot.lookup("#addButton").queryAs(Button.class).isDisabled()).isTrue();
        robot.write(" B");
        await(() -> text(robot, "#newNameProblem").contains("has a space"));

        // a good one is added with Enter; Quorum goes up
        robot.eraseText(4).write("Alpha_1").type(KeyCode.ENTER);
        await(() -> rows(robot) == 10);
        await(() -> text(robot, "#quorumLabel").equals("Quorum 5"));
        assertThat(text(robot, "#quorumStatus")).startsWith("Quorum 5 · 8 active Operators");

        // idle them: Quorum goes back down
        robot.clickOn("Alpha_1");
        robot.clickOn("#idleButton");
        await(() -> text(robot, "#quorumLabel").equals("Quorum 4"));
        assertThat(text(robot, "#countsLabel")).isEqualTo("7 active Operators, 3 Idle");

        // an Operator who asked to go Idle cannot be Unidled within 96 hours: refused inline
        robot.clickOn("#unidleButton");
        await(() -> text(robot, "#messageLabel").contains("within the past 96 hours (4 days)"));

        // Ctrl+Z undoes the idling, then the adding
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        await(() -> text(robot, "#quorumLabel").equals("Quorum 5"));
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        await(() -> rows(robot) == 9);
        assertThat(text(robot, "#quorumLabel")).isEqualTo("Quorum 4");
        assertThat(text(robot, "#messageStatus")).isEqualTo("Undo: Added Operator Alpha_1");
    }

    @Test
    void theFilterNarrowsTheTable(FxRobot robot) throws TimeoutException {
        await(() -> rows(robot) == 9);
        robot.clickOn("#filterField").write("idle");
        await(() -> rows(robot) == 2);
        robot.clickOn("#showIdleCheck");
        await(() -> rows(robot) == 0);
    }

    @Test
    void theDemoShowsTheCoreTabsAndItsOwnModulesTabsEachWithItsView(FxRobot robot) throws Exception {
        // looked up on the FX thread: the tabs fill themselves from background loads meanwhile
        WaitForAsyncUtils.waitForFxEvents();
        TabPane tabs = WaitForAsyncUtils.asyncFx(() -> robot.lookup("#tabs").queryAs(TabPane.class)).get();
        // a Ruleset 205 dynasty runs BlogBots: its tabs, and not the factory's Machine Lines
        assertThat(tabs.getTabs()).extracting(Tab::getText).containsExactly("Ruleset", "Votable Matters", "Roster",
                "Workshop", "Arena", "Bouts", "Tournament");
        assertThat(tabs.getTabs()).allSatisfy(tab -> assertThat(tab.getContent()).isNotNull());
    }

    /**
     * The new-user report: "Ctrl+M works only while the Votable Matters tab is shown, and does nothing elsewhere
     * without telling the user"; "Ctrl+N in the Roster focuses the Add field even when the right column is scrolled
     * away". Ctrl+N now scrolls the field into sight first; Ctrl+M from the Roster shows Votable Matters and opens New
     * Matter there.
     */
    @Test
    void ctrlNShowsTheFieldItFocusesAndCtrlMOpensNewMatterFromTheRoster(FxRobot robot) throws Exception {
        await(() -> rows(robot) == 9);
        ScrollPane side = robot.lookup("#sidePane").queryAs(ScrollPane.class);
        Node field = robot.lookup("#newNameField").query();
        robot.interact(() -> {
            // a short window: the side column scrolled to its bottom, the Add field above the fold
            side.setPrefViewportHeight(120);
            side.setMaxHeight(120);
            side.getScene().getRoot().layout();
            side.setVvalue(side.getVmax());
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("#playerTable");
        robot.press(KeyCode.CONTROL, KeyCode.N).release(KeyCode.N, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(field.isFocused()).isTrue();
        Bounds seen = WaitForAsyncUtils.asyncFx(() -> InSight.visiblePart(field))
                .get();
        Bounds whole = WaitForAsyncUtils.asyncFx(() -> field.localToScene(field.getBoundsInLocal()))
                .get();
        assertThat(seen).as("the focused field is in sight").isNotNull();
        assertThat(seen.getHeight()).isEqualTo(whole.getHeight(), Offset.offset(0.5));

        robot.press(KeyCode.CONTROL, KeyCode.M).release(KeyCode.M, KeyCode.CONTROL);
        await(() -> !dialogs.newMatterAuthors.isEmpty());
        TabPane tabs = robot.lookup("#tabs").queryAs(TabPane.class);
        assertThat(tabs.getSelectionModel().getSelectedItem().getText()).isEqualTo("Votable Matters");
    }

    private static int rows(FxRobot robot) {
        return robot.lookup("#playerTable").queryAs(TableView.class).getItems().size();
    }

    private static String text(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(Label.class).getText();
    }

    private static void await(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
