package org.dynast.app.walkthrough;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringWriter;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import javafx.event.ActionEvent;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.image.WritableImage;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.DialogService.NewMatter;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.app.common.InSight;
import org.dynast.app.module.ModuleUis;
import org.dynast.app.roster.PlayerRow;
import org.dynast.app.shell.Console;
import org.dynast.app.shell.WalkthroughWindow;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.matters.MatterKind;
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
 * The four core walkthroughs driven from their first step to their end, every step done (none skipped), in the real
 * console of their sandbox window, by clicking and typing what each step asks, on a live dynasty in the state that
 * dead-ended them on a copy of it (issue 31): three extra players raising Quorum, one more Idle, the default author
 * with 2 Proposals pending and nothing an Admin may resolve. Each step done says so and waits for Next. Afterwards the
 * real dynasty's export is byte for byte what it was.
 */
@ExtendWith(ApplicationExtension.class)
class WalkthroughUiTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private final FakeDialogs dialogs = new FakeDialogs();
    private GameStore store;
    private Console console;
    private Dynasty demo;
    /** The live dynasty's default author, with 2 Proposals pending there. */
    private String busyAuthor;

    @Start
    void start(Stage stage) {
        store = GameStore.inMemory("walk-" + UUID.randomUUID(), clock);
        demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
        busyAuthor = AwkwardDynasty.make(store, demo);
        console = new Console(stage, store, demo, clock, executor, dialogs, path -> store);
        stage.show();
    }

    @AfterEach
    void stop() {
        executor.close();
        store.close();
    }

    @Test
    void howADynastyWorks(FxRobot robot) throws Exception {
        String before = export();
        WalkthroughWindow w = open(robot, "dynasty");
        assertThat(text(w, "#walkthroughBanner")).isEqualTo("Walkthrough \u2014 nothing here is saved");
        assertThat(text(w, "#walkthroughProgress")).isEqualTo("Step 1 of 7");
        assertThat(text(w, "#walkthroughQuote")).startsWith("\u201cIt comprises four Sections");
        assertThat(w.console().view().tabIds().get(0)).isEqualTo("rulesetTab");
        assertThat(find(w, "#walkthroughNext").isDisabled()).isTrue();
        assertDimmedAround(robot, w, "#outlineTree");

        // a click in the outline, then the arrow key: another rule is chosen
        robot.clickOn(find(w, "#outlineTree")).type(KeyCode.DOWN);
        doneThenNext(robot, w, 1);
        press(robot, w, "#walkthroughNext");
        onStep(w, 3);
        assertThat(text(w, "#walkthroughQuote")).isEqualTo("\u201cQuorum of a subset of Operators is half the number"
                + " of Operators in that subset, rounded down, plus one.\u201d");
        robot.clickOn(find(w, "#searchField")).write("Quorum");
        doneThenNext(robot, w, 3);
        assertThat(text(w, "#walkthroughTitle")).isEqualTo("The Operators");
        robot.clickOn(w.stage().getScene().getRoot().lookupAll("#playerTable .table-row-cell").iterator().next());
        doneThenNext(robot, w, 4);
        assertThat(text(w, "#walkthroughTitle")).isEqualTo("The Announcer");
        // Back to a step done: Next is offered, the step stays done
        robot.clickOn(find(w, "#walkthroughBack"));
        onStep(w, 4);
        assertThat(find(w, "#walkthroughNext").isDisabled()).isFalse();
        press(robot, w, "#walkthroughNext");
        onStep(w, 5);
        press(robot, w, "#walkthroughNext");
        onStep(w, 6);
        // the scenario has an Idle player to hide: the list shrinks, and the card waits while the learner sees it
        TableView<?> table = (TableView<?>) find(w, "#playerTable");
        int everyone = table.getItems().size();
        robot.clickOn(find(w, "#showIdleCheck"));
        await(() -> table.getItems().size() < everyone);
        doneThenNext(robot, w, 6);
        press(robot, w, "#walkthroughNext");
        await(() -> w.viewModel().finishedProperty().get());
        assertThat(text(w, "#walkthroughProgress")).isEqualTo("All 7 steps done");
        assertThat(w.viewModel().completeProperty().get()).isTrue();
        leave(robot, w);
        assertThat(export()).isEqualTo(before);
    }

    @Test
    void yourFirstProposal(FxRobot robot) throws Exception {
        String before = export();
        WalkthroughWindow w = open(robot, "proposal");
        assertThat(text(w, "#walkthroughQuote")).contains("unless the Operator already has 2 Proposals pending");
        // OK with the author the dialog offers: the live dynasty's busy default author may post here
        dialogs.newMatters.add(new NewMatter(MatterKind.PROPOSAL, "Robots Need Names", null, null, "Names."));
        robot.clickOn(find(w, "#newMatterButton"));
        doneThenNext(robot, w, 1);
        assertThat(dialogs.newMatterAuthors).containsExactly(busyAuthor);
        assertThat(dialogs.matterRefusals).isEmpty();
        assertQuickVoteOutlinedInSight(robot, w);
        for (String name : otherPlayers(w, busyAuthor)) {
            if (w.viewModel().metProperty().get()) {
                break;
            }
            vote(robot, w, name + " for");
            WaitForAsyncUtils.waitForFxEvents();
            await(() -> find(w, "#quickVoteField") instanceof TextField f && f.getText().isEmpty());
        }
        doneThenNext(robot, w, 2);
        assertThat(text(w, "#walkthroughAction")).isEqualTo("Let 12 hours pass (in this copy only)");
        assertThat(find(w, "#walkthroughNext").isDisabled()).as("Next waits for the 12 hours").isTrue();
        robot.clickOn(find(w, "#walkthroughAction"));
        doneThenNext(robot, w, 3);
        ListView<?> dashboard = (ListView<?>) find(w, "#dashboardList");
        await(() -> !dashboard.getItems().isEmpty());
        assertThat(dashboard.getItems()).hasSize(1);
        robot.interact(() -> dashboard.getSelectionModel().select(0));
        robot.clickOn(find(w, "#resolveItemButton"));
        doneThenNext(robot, w, 4);
        assertThat(w.console().matters().allMatters()).anyMatch(r -> r.title().equals("Robots Need Names")
                && r.status().contains("Enacted"));
        assertThat(w.console().view().tabIds()).contains("rulesetTab");
        press(robot, w, "#walkthroughNext");
        await(() -> w.viewModel().finishedProperty().get());
        assertThat(w.viewModel().completeProperty().get()).isTrue();
        leave(robot, w);
        assertThat(export()).isEqualTo(before);
    }

    @Test
    void howVotesCount(FxRobot robot) throws Exception {
        String before = export();
        WalkthroughWindow w = open(robot, "votes");
        dialogs.newMatters.add(new NewMatter(MatterKind.PROPOSAL, "What If", null, null, "A test."));
        robot.clickOn(find(w, "#newMatterButton"));
        await(() -> !dialogs.matterRefusals.isEmpty() || !dialogs.errors.isEmpty()
                || w.viewModel().metProperty().get());
        assertThat(dialogs.matterRefusals).isEmpty();
        assertThat(dialogs.errors).isEmpty();
        doneThenNext(robot, w, 1);
        await(() -> text(w, "#tallyText").startsWith("1 FOR"));
        assertThat(text(w, "#walkthroughQuote")).contains("the author\u2019s Vote is FOR");
        press(robot, w, "#walkthroughNext");
        onStep(w, 3);
        String other = otherPlayers(w, busyAuthor).get(0);
        vote(robot, w, other + " against");
        await(() -> text(w, "#tallyText").startsWith("1 FOR, 1 AGAINST"));
        doneThenNext(robot, w, 3);
        press(robot, w, "#walkthroughNext");
        onStep(w, 5);
        press(robot, w, "#walkthroughNext");
        onStep(w, 6);
        String verdict = text(w, "#nextChange");
        robot.clickOn(find(w, "#walkthroughAction"));
        await(() -> !text(w, "#nextChange").equals(verdict));
        press(robot, w, "#walkthroughNext");
        await(() -> w.viewModel().finishedProperty().get());
        assertThat(w.viewModel().completeProperty().get()).isTrue();
        leave(robot, w);
        assertThat(export()).isEqualTo(before);
    }

    @Test
    void cfjsAndDoVs(FxRobot robot) throws Exception {
        String before = export();
        WalkthroughWindow w = open(robot, "cfj-dov");
        dialogs.newMatters.add(new NewMatter(MatterKind.CFJ, "Is Quorum right?", null, null, "Asking."));
        robot.clickOn(find(w, "#newMatterButton"));
        doneThenNext(robot, w, 1);
        press(robot, w, "#walkthroughNext");
        onStep(w, 3);
        assertThat(text(w, "#hiatusLabel")).as("no Hiatus before the DoV").isBlank();
        dialogs.newMatters.add(new NewMatter(MatterKind.DOV, "I have won", null, null, "Truly."));
        robot.clickOn(find(w, "#newMatterButton"));
        await(() -> w.console().matters().allMatters().stream().anyMatch(r -> r.title().equals("I have won"))
                || !dialogs.matterRefusals.isEmpty());
        assertThat(dialogs.matterRefusals).isEmpty();
        doneThenNext(robot, w, 3);
        await(() -> !text(w, "#hiatusLabel").isBlank());
        assertThat(text(w, "#walkthroughQuote")).contains("If there is at least one pending DoV, BlogNomic is on Hiatus.");
        press(robot, w, "#walkthroughNext");
        onStep(w, 5);
        assertThat(text(w, "#walkthroughQuote")).contains("120 hours");
        press(robot, w, "#walkthroughNext");
        await(() -> w.viewModel().finishedProperty().get());
        assertThat(w.viewModel().completeProperty().get()).isTrue();
        leave(robot, w);
        assertThat(export()).isEqualTo(before);
    }

    @Test
    void leavingHalfWayDiscardsTheSandbox(FxRobot robot) throws Exception {
        String before = export();
        WalkthroughWindow w = open(robot, "proposal");
        dialogs.newMatters.add(new NewMatter(MatterKind.PROPOSAL, "Half Way", null, null, "Gone."));
        robot.clickOn(find(w, "#newMatterButton"));
        doneThenNext(robot, w, 1);
        assertThat(w.console().matters().allMatters()).anyMatch(r -> r.title().equals("Half Way"));
        leave(robot, w);
        assertThat(export()).isEqualTo(before);
        assertThat(console.matters().allMatters()).noneMatch(r -> r.title().equals("Half Way"));
    }

    /**
     * The quick vote field, below the tally in the scrolling detail pane: scrolled into the pane's sight and outlined
     * there, not on the status bar.
     */
    private static void assertQuickVoteOutlinedInSight(FxRobot robot, WalkthroughWindow w) throws Exception {
        AtomicReference<Bounds[]> at = new AtomicReference<>();
        robot.interact(() -> {
            Node field = find(w, "#quickVoteField");
            Node outline = w.stage().getScene().getRoot().lookup(".walkthrough-highlight");
            ScrollPane pane = InSight.scrollPanes(field).get(0);
            Node viewport = pane.lookup(".viewport");
            Node status = find(w, "#quorumStatus").getParent();
            at.set(new Bounds[] {field.localToScene(field.getBoundsInLocal()),
                    outline.isVisible() ? outline.localToScene(outline.getBoundsInLocal()) : null,
                    viewport.localToScene(viewport.getLayoutBounds()), status.localToScene(status.getBoundsInLocal())});
        });
        Bounds field = at.get()[0];
        Bounds outline = at.get()[1];
        assertThat(at.get()[2].contains(field)).as("the field %s in its pane's sight %s", field, at.get()[2]).isTrue();
        assertThat(outline).as("the field outlined").isNotNull();
        assertThat(outline.contains(field.getMinX() + 1, field.getMinY() + 1)).isTrue();
        assertThat(outline.contains(field.getMaxX() - 1, field.getMaxY() - 1)).isTrue();
        assertThat(outline.getMaxY()).as("above the status bar").isLessThanOrEqualTo(at.get()[3].getMinY());
    }

    private WalkthroughWindow open(FxRobot robot, String id) throws TimeoutException {
        AtomicReference<WalkthroughWindow> opened = new AtomicReference<>();
        Walkthrough walkthrough = WalkthroughLibrary.shipped(ModuleUis.discover().walkthroughs()).find(id).orElseThrow();
        robot.interact(() -> console.startWalkthrough(walkthrough, opened::set));
        await(() -> opened.get() != null || !dialogs.errors.isEmpty());
        assertThat(dialogs.errors).isEmpty();
        WalkthroughWindow w = opened.get();
        await(() -> !w.console().roster().allPlayers().isEmpty());
        // the scenario made for the core walkthroughs: nothing pending in it, whatever the live dynasty has
        assertThat(w.console().matters().allMatters()).isEmpty();
        assertThat(w.sandbox().dynasty().name()).isEqualTo(demo.name());
        return w;
    }

    private void leave(FxRobot robot, WalkthroughWindow w) throws TimeoutException {
        robot.clickOn(find(w, "#walkthroughLeave"));
        await(() -> !w.stage().isShowing());
    }

    /** The active players of the walkthrough's dynasty but {@code author}. */
    private List<String> otherPlayers(WalkthroughWindow w, String author) {
        return w.console().roster().allPlayers().stream().filter(p -> !p.idle()).map(PlayerRow::name)
                .filter(n -> !n.equals(author)).toList();
    }

    private String export() throws Exception {
        StringWriter out = new StringWriter();
        store.exchange().export(demo.id(), out);
        return out.toString();
    }

    /** Presses a button of the walkthrough's window (fired in its own window, whichever window is in front). */
    private static void press(FxRobot robot, WalkthroughWindow w, String query) {
        robot.interact(() -> ((Button) find(w, query)).fire());
    }

    /** Types a quick vote into the walkthrough console's field and presses Enter there. */
    private static void vote(FxRobot robot, WalkthroughWindow w, String line) {
        robot.interact(() -> {
            TextField field = (TextField) find(w, "#quickVoteField");
            field.setText(line);
            field.fireEvent(new ActionEvent());
        });
    }

    /**
     * The step's condition is met: the card stays on the step and says it is done (the learner sees the effect), Next
     * is offered, and pressing it shows the next step.
     */
    private static void doneThenNext(FxRobot robot, WalkthroughWindow w, int number) throws TimeoutException {
        onStep(w, number);
        await(() -> w.viewModel().metProperty().get());
        assertThat(w.viewModel().indexProperty().get()).as("still on the step done").isEqualTo(number - 1);
        assertThat(text(w, "#walkthroughProgress")).startsWith("Step " + number + " of ");
        assertThat(text(w, "#walkthroughDone")).startsWith("Done \u2014 ").endsWith("Press Next when you are ready.");
        assertThat(find(w, "#walkthroughDone").isVisible()).isTrue();
        assertThat(find(w, "#walkthroughNext").isDisabled()).isFalse();
        press(robot, w, "#walkthroughNext");
        onStep(w, number + 1);
    }

    private static void onStep(WalkthroughWindow w, int number) throws TimeoutException {
        await(() -> w.viewModel().indexProperty().get() == number - 1);
    }

    /** What the learner sees: the window darkened but for the step's control, which is drawn as it is. */
    private static void assertDimmedAround(FxRobot robot, WalkthroughWindow w, String control) throws Exception {
        AtomicReference<WritableImage> shot = new AtomicReference<>();
        AtomicReference<Bounds> at = new AtomicReference<>();
        AtomicReference<Bounds> cardAt = new AtomicReference<>();
        robot.interact(() -> {
            shot.set(w.stage().getScene().snapshot(null));
            Node n = find(w, control);
            at.set(n.localToScene(n.getBoundsInLocal()));
            Node card = w.stage().getScene().getRoot().lookup(".walkthrough-card");
            cardAt.set(card.localToScene(card.getBoundsInLocal()));
        });
        var pixels = shot.get().getPixelReader();
        Bounds b = at.get();
        double inside = 0;
        double outside = 0;
        for (int i = 1; i < 10; i++) {
            for (int j = 1; j < 10; j++) {
                inside = Math.max(inside, pixels.getColor((int) (b.getMinX() + b.getWidth() * i / 10),
                        (int) (b.getMinY() + b.getHeight() * j / 10)).getBrightness());
                // the strip right of the control, left of the step card (which is drawn over the dimming)
                double x = b.getMaxX() + 20 + 400 * i / 10;
                double y = b.getMinY() + b.getHeight() * j / 10;
                if (!cardAt.get().contains(x, y) && x < shot.get().getWidth()) {
                    outside = Math.max(outside, pixels.getColor((int) x, (int) y).getBrightness());
                }
            }
        }
        // the control's white background stays white; everything beside it (white panes too) is darkened
        assertThat(inside).as("brightest point of the control").isGreaterThan(0.95);
        assertThat(outside).as("brightest point beside it").isLessThan(0.7);
    }

    private static Node find(WalkthroughWindow w, String query) {
        Node n = w.stage().getScene().getRoot().lookup(query);
        if (n == null) {
            throw new AssertionError("No " + query + " in the walkthrough window");
        }
        return n;
    }

    private static String text(WalkthroughWindow w, String query) {
        return ((Labeled) find(w, query)).getText();
    }

    private static void await(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
