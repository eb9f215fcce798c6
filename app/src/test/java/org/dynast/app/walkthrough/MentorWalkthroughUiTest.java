package org.dynast.app.walkthrough;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableRow;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.dynast.app.common.DialogService.WalkthroughChoice;
import org.dynast.app.common.FxDialogService;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.app.common.InSight;
import org.dynast.app.common.Messages;
import org.dynast.app.roster.PlayerRow;
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
import org.testfx.util.WaitForAsyncUtils;

/**
 * The mentor's route (issue 31, Journey 6 item 8), in the real console with its real dialogs: Rivet-7's row in the
 * Roster offers "Start a walkthrough for Rivet-7…" and "Mentor's view of Rivet-7" (which scrolls the long side
 * column down to it), the Roster's header has a "Walkthrough for Rivet-7…" button, the picker lists each walkthrough
 * with its summary and steps, the walkthrough window says it is run for Rivet-7, and the finished walkthrough shows in
 * the mentor's view.
 */
@ExtendWith(ApplicationExtension.class)
class MentorWalkthroughUiTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private GameStore store;
    private Console console;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        store = GameStore.inMemory("mentor-walk-" + UUID.randomUUID(), clock);
        Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
        AwkwardDynasty.make(store, demo);
        console = new Console(stage, store, demo, clock, executor, new FxDialogService(() -> stage, Messages.load(DynastyModules.installed())),
                path -> store);
        stage.setWidth(1000);
        stage.setHeight(760);
        stage.show();
    }

    @AfterEach
    void stop() {
        executor.close();
        store.close();
    }

    @Test
    void aMentorStartsAWalkthroughForTheirMenteeFromTheRosterAndSeesItFinished(FxRobot robot) throws Exception {
        robot.interact(() -> console.view().selectTab("rosterTab"));
        await(() -> console.roster().allPlayers().stream().anyMatch(p -> p.name().equals("Rivet-7")));
        Button header = (Button) find("#walkthroughForButton");
        assertThat(header.isDisabled()).as("no player chosen").isTrue();
        TableRow<?> row = row("Rivet-7");
        robot.clickOn(row);
        await(() -> header.getText().equals("Walkthrough for Rivet-7\u2026"));
        assertThat(header.isDisabled()).isFalse();

        // the row's menu: a walkthrough for Rivet-7, and Rivet-7's mentor's view
        robot.rightClickOn(row);
        await(() -> row.getContextMenu() != null && row.getContextMenu().isShowing());
        ContextMenu menu = row.getContextMenu();
        assertThat(menu.getItems()).extracting(MenuItem::getText).containsExactly(
                "Start a walkthrough for Rivet-7\u2026", "Mentor's view of Rivet-7");
        robot.interact(() -> {
            menu.hide();
            menu.getItems().get(1).fire();
        });
        await(() -> ((Labeled) find("#mentorTitle")).getText().equals("Rivet-7, mentored by Gearheart"));
        WaitForAsyncUtils.waitForFxEvents();
        Node title = find("#mentorTitle");
        assertThat(inSight(robot, title)).as("the mentor's view scrolled into sight in the side column").isTrue();
        assertThat(((Labeled) find("#mentorStartWalkthrough")).getText())
                .isEqualTo("Start a walkthrough for Rivet-7\u2026");

        // the header button: the picker lists each walkthrough with its line and steps, for Rivet-7
        robot.clickOn(header);
        await(() -> robot.lookup("#walkthroughPicker").tryQuery().isPresent());
        DialogPane picker = robot.lookup("#walkthroughPicker").queryAs(DialogPane.class);
        assertThat(picker.getHeaderText()).startsWith("A walkthrough for Rivet-7,");
        assertThat(((Stage) picker.getScene().getWindow()).getTitle()).isEqualTo("Walkthroughs for Rivet-7");
        @SuppressWarnings("unchecked")
        ListView<WalkthroughChoice> list = (ListView<WalkthroughChoice>) picker.lookup("#walkthroughList");
        assertThat(list.getItems()).extracting(WalkthroughChoice::title).containsExactly("How a dynasty works",
                "Your first Proposal", "How votes count", "CfJs and DoVs", "Your first Bot",
                "Watching a bout replay");
        List<String> shown = robot.lookup("#walkthroughList .list-cell").queryAll().stream()
                .map(n -> ((ListCell<?>) n).getAccessibleText()).filter(t -> t != null)
                .toList();
        assertThat(shown).contains("How a dynasty works, 7 steps: The ruleset's four sections, the Core and the"
                + " Dynastic rules, the Announcer, the Operators, Idle and Quorum.");
        assertThat(list.getSelectionModel().getSelectedItem().title()).isEqualTo("How a dynasty works");
        Button start = (Button) picker.lookupButton(picker.getButtonTypes().stream()
                .filter(t -> t.getButtonData() == ButtonBar.ButtonData.OK_DONE).findFirst()
                .orElseThrow());
        assertThat(start.getText()).isEqualTo("_Start");
        robot.clickOn(start);

        // the window says whom it is run for, and its New Matter author is Rivet-7
        await(() -> walkthroughWindow() != null);
        Stage window = walkthroughWindow();
        assertThat(window.getTitle()).startsWith("Walkthrough: How a dynasty works for Rivet-7 \u2014 practice on ");
        await(() -> window.getScene().getRoot().lookup("#walkthroughProgress") != null
                && ((Labeled) window.getScene().getRoot().lookup("#walkthroughProgress")).getText()
                .equals("Step 1 of 7"));
        assertThat(((Labeled) window.getScene().getRoot().lookup("#walkthroughBanner")).getText())
                .isEqualTo("Walkthrough for Rivet-7 \u2014 nothing here is saved");

        // every step done, none skipped: recorded for Rivet-7, in the live file, for the mentor
        Node root = window.getScene().getRoot();
        robot.clickOn(root.lookup("#outlineTree")).type(KeyCode.DOWN);
        next(robot, root, 1);
        next(robot, root, 2);
        robot.clickOn(root.lookup("#searchField")).write("Quorum");
        next(robot, root, 3);
        robot.clickOn(root.lookupAll("#playerTable .table-row-cell").iterator().next());
        next(robot, root, 4);
        next(robot, root, 5);
        robot.clickOn(root.lookup("#showIdleCheck"));
        next(robot, root, 6);
        next(robot, root, 7);
        await(() -> ((Labeled) root.lookup("#walkthroughProgress")).getText().equals("All 7 steps done"));
        robot.interact(() -> ((Button) root.lookup("#walkthroughLeave")).fire());
        await(() -> !window.isShowing());
        @SuppressWarnings("unchecked")
        ListView<String> done = (ListView<String>) find("#mentorWalkthroughs");
        await(() -> done.getItems().stream().anyMatch(s -> s.startsWith("How a dynasty works \u2014 finished")));
    }

    /** Waits for the step to be done (or read), then presses Next. */
    private static void next(FxRobot robot, Node root, int step) throws TimeoutException {
        await(() -> ((Labeled) root.lookup("#walkthroughProgress")).getText().equals("Step " + step + " of 7")
                && !root.lookup("#walkthroughNext").isDisabled());
        robot.interact(() -> ((Button) root.lookup("#walkthroughNext")).fire());
    }

    private Stage walkthroughWindow() {
        return Window.getWindows().stream().filter(w -> w instanceof Stage s && s.isShowing() && s != stage
                && s.getTitle() != null && s.getTitle().startsWith("Walkthrough:")).map(w -> (Stage) w).findFirst()
                .orElse(null);
    }

    private TableRow<?> row(String name) {
        return stage.getScene().getRoot().lookupAll("#playerTable .table-row-cell").stream()
                .map(n -> (TableRow<?>) n).filter(r -> r.getItem() instanceof PlayerRow p && p.name().equals(name))
                .findFirst().orElseThrow();
    }

    /** Whether {@code node} is wholly within the sight of the scroll pane around it. */
    private static boolean inSight(FxRobot robot, Node node) {
        boolean[] in = {false};
        robot.interact(() -> {
            ScrollPane pane = InSight.scrollPanes(node).get(0);
            Node viewport = pane.lookup(".viewport");
            Bounds sight = viewport.localToScene(viewport.getLayoutBounds());
            in[0] = sight.contains(node.localToScene(node.getBoundsInLocal()));
        });
        return in[0];
    }

    private Node find(String query) {
        Node n = stage.getScene().getRoot().lookup(query);
        if (n == null) {
            throw new AssertionError("No " + query + " in the console");
        }
        return n;
    }

    private static void await(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
