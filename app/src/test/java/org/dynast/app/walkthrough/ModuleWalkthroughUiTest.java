package org.dynast.app.walkthrough;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringWriter;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.dynast.app.FakeDialogs;
import org.dynast.app.blogbots.arena.ArenaViewModel;
import org.dynast.app.blogbots.arena.Goldens;
import org.dynast.app.blogbots.workshop.WorkshopViewModel;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.app.election.ElectionViewModel;
import org.dynast.app.election.debate.DebatesViewModel;
import org.dynast.app.factory.lines.LinesViewModel;
import org.dynast.app.module.ModuleUis;
import org.dynast.app.shell.Console;
import org.dynast.app.shell.WalkthroughWindow;
import org.dynast.model.Numbers;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.election.CampaignAction;
import org.dynast.model.roster.IdleReason;
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
 * The module walkthroughs (Your first Bot, Your first Machine Line, Watching a bout replay) driven from their first
 * step to their end, every step done (none skipped), in the sandbox window opened from a live dynasty that runs their
 * module in an awkward state (extra players, the default author with 2 Proposals pending, nothing resolvable, the
 * player the steps name Idle there): the sandbox is the module's demo under the live dynasty's name, doing what each
 * step asks with the tab's own controls; afterwards the real dynasty's export is byte for byte what it was.
 */
@ExtendWith(ApplicationExtension.class)
class ModuleWalkthroughUiTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private final FakeDialogs dialogs = new FakeDialogs();
    private GameStore store;
    private Stage stage;
    private Console console;
    private Dynasty shown;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        store = GameStore.inMemory("module-walk-" + UUID.randomUUID(), clock);
        DemoDynasty.seedIfEmpty(store, "Ferrous");
    }

    @AfterEach
    void stop() {
        executor.close();
        store.close();
    }

    /**
     * Shows the demo dynasty that runs {@code module} in the console, made awkward, with {@code idle} (a player the
     * walkthrough's steps name) Idle in it.
     */
    private void show(FxRobot robot, String module, String idle) {
        shown = store.dynasties().all().stream().filter(d -> d.runs(module)).findFirst().orElseThrow();
        AwkwardDynasty.make(store, shown);
        long named = store.roster().roster(shown.id()).byName(idle).orElseThrow().id();
        if (!store.roster().roster(shown.id()).byId(named).orElseThrow().idle()) {
            store.roster().idle(shown.id(), "Admin", named, IdleReason.REQUESTED);
        }
        robot.interact(() -> {
            console = new Console(stage, store, shown, clock, executor, dialogs, path -> store);
            stage.show();
        });
    }

    @Test
    void yourFirstBot(FxRobot robot) throws Exception {
        show(robot, "blogbots", "O'Malley");
        String before = export();
        WalkthroughWindow w = open(robot, "first-bot");
        WorkshopViewModel workshop = w.console().moduleViewModel(WorkshopViewModel.class).orElseThrow();
        assertThat(text(w, "#walkthroughQuote")).isEqualTo("\u201cEach Operator has an amount of Money, which is"
                + " publicly tracked and which defaults to \u20a920,000.\u201d");
        assertThat(w.console().view().tabIds()).contains("workshopTab");
        @SuppressWarnings("unchecked")
        ComboBox<String> operators = (ComboBox<String>) find(w, "#operatorChoice");
        await(() -> operators.getItems().contains("O'Malley"));
        robot.interact(() -> operators.setValue("O'Malley"));
        doneThenNext(w, 1);
        await(() -> workshop.moneyProperty().get().contains("20,000"));

        dialogs.choices.add("Nitrogen \u2014 " + Numbers.money(5500) + ", 900");
        press(robot, w, "#replaceEngineButton");
        doneThenNext(w, 2);
        await(() -> workshop.engineProperty().get().contains("Nitrogen"));
        dialogs.choices.add("Tundra Industries #9 \u2014 " + Numbers.money(3350) + ", 2 hardpoints, 170");
        press(robot, w, "#replaceChassisButton");
        doneThenNext(w, 3);
        @SuppressWarnings("unchecked")
        TableView<WorkshopViewModel.CatalogueRow> catalogue = (TableView<WorkshopViewModel.CatalogueRow>)
                find(w, "#catalogueTable");
        robot.interact(() -> catalogue.getSelectionModel().select(catalogue.getItems().stream()
                .filter(r -> r.name().equals("Flipper")).findFirst().orElseThrow()));
        press(robot, w, "#addSystemButton");
        doneThenNext(w, 4);
        assertThat(dialogs.errors).isEmpty();
        // ₩20,000 less the Nitrogen Engine (₩5,500) and the Flipper (₩1,600); the Chassis cost ₩3,350 and the old
        // one at 40% sold for ₩1,340
        assertThat(text(w, "#moneyLabel")).contains(Numbers.money(20_000 - 5_500 - 3_350 + 1_340 - 1_600));
        press(robot, w, "#walkthroughNext");
        onStep(w, 6);

        robot.interact(() -> ((CodeArea) find(w, "#scriptArea")).replaceText(
                "If the space in front of the Actor are occupied by an Opponent, use the following System: Flipper\n"
                        + "If the Actor has Flipped, turn to face the other way\n"
                        + "If the 1 space in front of the Actor is empty, move forwards 1 times"));
        press(robot, w, "#saveScriptButton");
        doneThenNext(w, 6);
        assertThat(((ListView<?>) find(w, "#readBackList")).getItems()).hasSize(3);
        press(robot, w, "#walkthroughNext");
        onStep(w, 8);
        press(robot, w, "#walkthroughNext");
        onStep(w, 9);

        dialogs.choices.add("O'Malley \u2014 Shamrock");
        dialogs.choices.add("Brass_Monkey \u2014 Clanky");
        dialogs.texts.add("7");
        press(robot, w, "#arenaRoot #runBoutButton");
        doneThenNext(w, 9);
        ArenaViewModel arena = w.console().moduleViewModel(ArenaViewModel.class).orElseThrow();
        press(robot, w, "#playButton");
        await(() -> arena.playingProperty().get() || arena.indexProperty().get() > 0);
        robot.interact(arena::end); // the End key
        doneThenNext(w, 10);
        await(() -> w.viewModel().finishedProperty().get());
        assertThat(w.viewModel().completeProperty().get()).isTrue();
        assertThat(arena.shownOutcomeProperty().get()).isNotBlank();
        leave(robot, w);
        assertThat(export()).isEqualTo(before);
    }

    @Test
    void yourFirstMachineLine(FxRobot robot) throws Exception {
        show(robot, "factory", "Amsel");
        String before = export();
        WalkthroughWindow w = open(robot, "machine-line");
        LinesViewModel lines = w.console().moduleViewModel(LinesViewModel.class).orElseThrow();
        assertThat(text(w, "#walkthroughQuote")).contains("Each Worker may have up to six Machines in their Line");
        await(() -> "Amsel".equals(lines.selectedWorkerProperty().get()) && !lines.slots().get(0).empty());
        @SuppressWarnings("unchecked")
        ListView<String> palette = (ListView<String>) find(w, "#paletteList");
        robot.interact(() -> palette.getSelectionModel().select("Clink"));
        doneThenNext(w, 1);
        dialogs.choices.add("3"); // Amsel's Boxes are 3 and 6: the Clink is paid with the 3
        press(robot, w, "#insert0");
        doneThenNext(w, 2);
        await(() -> "Clink".equals(lines.slots().get(0).type()) && lines.slots().get(0).canActivate());
        String cogs = lines.cogsProperty().get();
        press(robot, w, "#activate0");
        doneThenNext(w, 3);
        assertThat(lines.slots().get(0).heat()).isEqualTo("Hot");
        // "Gain Cogs equal to the value of the Box used to activate this machine": the Box of 6
        assertThat(Integer.parseInt(lines.cogsProperty().get())).isEqualTo(Integer.parseInt(cogs) + 6);
        press(robot, w, "#walkthroughNext");
        onStep(w, 5);
        press(robot, w, "#walkthroughNext");
        onStep(w, 6);
        press(robot, w, "#reportButton");
        doneThenNext(w, 6);
        robot.interact(() -> lines.cyclePerformerProperty().set("Amsel"));
        assertThat(lines.cycleAllowedProperty().get()).as("36 hours since the last Cycle").isFalse();
        assertThat(find(w, "#cycleButton").isDisabled()).isTrue();
        assertThat(text(w, "#walkthroughAction")).isEqualTo("Let 1 day pass (in this copy only)");
        press(robot, w, "#walkthroughAction");
        await(() -> !find(w, "#cycleButton").isDisabled()); // 60 hours now
        press(robot, w, "#cycleButton");
        doneThenNext(w, 7);
        await(() -> w.viewModel().finishedProperty().get());
        assertThat(w.viewModel().completeProperty().get()).isTrue();
        assertThat(dialogs.errors).isEmpty();
        leave(robot, w);
        assertThat(export()).isEqualTo(before);
    }

    @Test
    void watchingABoutReplayInTheConsole(FxRobot robot) throws Exception {
        show(robot, "blogbots", "Brass_Monkey");
        String before = export();
        WalkthroughWindow w = open(robot, "replay");
        assertThat(text(w, "#walkthroughProgress")).isEqualTo("Step 1 of 6");
        dialogs.files.add(Goldens.path(2));
        press(robot, w, "#openReplayButton");
        doneThenNext(w, 1);
        ArenaViewModel arena = w.console().moduleViewModel(ArenaViewModel.class).orElseThrow();
        press(robot, w, "#walkthroughNext");
        onStep(w, 3);
        press(robot, w, "#playButton");
        doneThenNext(w, 3);
        await(() -> arena.indexProperty().get() > 2);
        press(robot, w, "#stepBackButton");
        doneThenNext(w, 4);
        assertThat(text(w, "#captionLabel")).isNotBlank();
        press(robot, w, "#walkthroughNext");
        onStep(w, 6);
        robot.interact(arena::end);
        doneThenNext(w, 6);
        await(() -> w.viewModel().finishedProperty().get());
        assertThat(w.viewModel().completeProperty().get()).isTrue();
        leave(robot, w);
        assertThat(export()).isEqualTo(before);
    }

    /**
     * Run a campaign (Ruleset 57, the election): the Candidates' table, Excalabur's windows, a Fundraiser previewed and
     * taken, a donation to Darknight, and who may start Debate 2, each done with the Election tab's own controls.
     */
    @Test
    void runACampaign(FxRobot robot) throws Exception {
        show(robot, "election", "Wakukee");
        String before = export();
        WalkthroughWindow w = open(robot, "campaign");
        ElectionViewModel election = w.console()
                .moduleViewModel(ElectionViewModel.class).orElseThrow();
        assertThat(w.console().view().tabIds()).contains("electionTab");
        // Rule "Candidates": "A Candidate's Total Support is the sum total of the Supporters of all Candidates that
        // Endorse them."
        assertThat(text(w, "#walkthroughQuote")).startsWith("\u201cA Candidate\u2019s Total Support is the sum total");
        assertThat(text(w, "#walkthroughExplain")).contains("(the President Thog is not one)")
                .contains("Each row is a Candidate");
        await(() -> election.rows().stream().anyMatch(r -> r.name().equals("Excalabur")));
        outlined(w, "#electionCandidates");
        ElectionViewModel.Row excalabur = row(election, "Excalabur");
        assertThat(excalabur.supporters()).isEqualTo(18);
        assertThat(excalabur.endorses()).isEqualTo("Darknight");
        press(robot, w, "#walkthroughNext");

        onStep(w, 2);
        outlined(w, "#electionCandidate");
        @SuppressWarnings("unchecked")
        ComboBox<String> candidate = (ComboBox<String>) find(w, "#electionCandidate");
        robot.interact(() -> candidate.setValue("Excalabur"));
        doneThenNext(w, 2);
        assertThat(election.windows()).contains("Fundraiser possible now").anyMatch(l -> l.startsWith(
                "Grass Roots possible in 18 h"));

        outlined(w, "#electionAction");
        @SuppressWarnings("unchecked")
        ComboBox<CampaignAction> action =
                (ComboBox<CampaignAction>) find(w, "#electionAction");
        robot.interact(() -> action.setValue(CampaignAction.FUNDRAISER));
        robot.interact(() -> ((TextField) find(w, "#electionX")).setText("8"));
        doneThenNext(w, 3);
        assertThat(election.preview()).anyMatch(l -> l.contains("loses X \u00d7 .25 rounded down = 2 Supporters"));

        outlined(w, "#electionPerform");
        press(robot, w, "#electionPerform");
        doneThenNext(w, 4);
        ElectionViewModel.Row after = row(election, "Excalabur");
        // "decrease their supporters by X*.25. Rounded down": 18 − 2; the money rose by the 1DICE8 roll
        assertThat(after.supporters()).isEqualTo(16);
        assertThat(after.money()).isBetween(excalabur.money() + 1, excalabur.money() + 8);

        outlined(w, "#electionDonationRow");
        long darknight = row(election, "Darknight").money();
        robot.interact(() -> ((TextField) find(w, "#electionDonation")).setText("2"));
        press(robot, w, "#electionDonate");
        doneThenNext(w, 5);
        assertThat(row(election, "Excalabur").money()).isEqualTo(after.money() - 2);
        assertThat(row(election, "Darknight").money()).isEqualTo(darknight + 2);

        @SuppressWarnings("unchecked")
        TableView<DebatesViewModel.Row> debates =
                (TableView<DebatesViewModel.Row>) find(w, "#debatesTable");
        await(() -> debates.getItems().size() == 8);
        outlined(w, "#debatesTable");
        assertThat(debates.getItems().get(1).state()).isEqualTo("Upcoming");
        robot.interact(() -> debates.getSelectionModel().select(1));
        doneThenNext(w, 6);
        // the demo's Debate 1 is Darknight's: "e did not moderate the debate whose number is one less"
        assertThat(debates.getItems().get(0).moderator()).isEqualTo("Darknight");
        assertThat(text(w, "#debatesDetails")).contains("Who may start it: Any Candidate but Darknight, who moderated"
                + " Debate 1, now.");
        await(() -> w.viewModel().finishedProperty().get());
        assertThat(w.viewModel().completeProperty().get()).isTrue();
        assertThat(dialogs.errors).isEmpty();
        leave(robot, w);
        assertThat(export()).isEqualTo(before);
    }

    /**
     * The step's control is in sight in the walkthrough window (its sub-tab chosen, scrolled to inside its scroll
     * panes) and the outline is around it, not elsewhere.
     */
    private static void outlined(WalkthroughWindow w, String query) throws TimeoutException {
        Node control = find(w, query);
        Node outline = w.stage().getScene().getRoot().lookup(".walkthrough-highlight");
        await(() -> outline.isVisible() && outline.getBoundsInLocal().getWidth() > 0);
        Bounds c = control.localToScene(control.getBoundsInLocal());
        Bounds o = outline.localToScene(outline.getBoundsInLocal());
        Bounds window = new BoundingBox(0, 0, w.stage().getScene().getWidth(),
                w.stage().getScene().getHeight());
        assertThat(window.intersects(c)).as(query + " in sight").isTrue();
        // shown at all: a control on a sub-tab not chosen (the Election's Debates) has a hidden ancestor
        for (Node n = control; n != null; n = n.getParent()) {
            assertThat(n.isVisible()).as(query + " shown, its sub-tab chosen").isTrue();
        }
        assertThat(o.intersects(c)).as("the outline on " + query).isTrue();
    }

    private static ElectionViewModel.Row row(
            ElectionViewModel election, String name) {
        return election.rows().stream().filter(r -> r.name().equals(name)).findFirst().orElseThrow();
    }

    private WalkthroughWindow open(FxRobot robot, String id) throws TimeoutException {
        AtomicReference<WalkthroughWindow> opened = new AtomicReference<>();
        Walkthrough walkthrough = WalkthroughLibrary.shipped(ModuleUis.discover().walkthroughs()).find(id).orElseThrow();
        assertThat(WalkthroughLibrary.shipped(ModuleUis.discover().walkthroughs()).offeredFor(shown)).contains(walkthrough);
        robot.interact(() -> console.startWalkthrough(walkthrough, opened::set));
        await(() -> opened.get() != null || !dialogs.errors.isEmpty());
        assertThat(dialogs.errors).isEmpty();
        WalkthroughWindow w = opened.get();
        await(() -> !w.console().roster().allPlayers().isEmpty());
        assertThat(w.sandbox().dynasty().name()).isEqualTo(shown.name());
        assertThat(w.sandbox().dynasty().terms()).isEqualTo(shown.terms());
        return w;
    }

    private void leave(FxRobot robot, WalkthroughWindow w) throws TimeoutException {
        press(robot, w, "#walkthroughLeave");
        await(() -> !w.stage().isShowing());
    }

    private String export() throws Exception {
        StringWriter out = new StringWriter();
        store.exchange().export(shown.id(), out);
        return out.toString();
    }

    /** Presses a button of the walkthrough's window (fired in its own window, whichever window is in front). */
    private static void press(FxRobot robot, WalkthroughWindow w, String query) {
        robot.interact(() -> ((Button) find(w, query)).fire());
    }

    /**
     * The step's condition is met: the card stays on the step and says it is done (the learner sees the effect), Next
     * is offered, and pressing it shows the next step (or the end).
     */
    private void doneThenNext(WalkthroughWindow w, int number) throws TimeoutException {
        onStep(w, number);
        try {
            await(() -> w.viewModel().metProperty().get());
        } catch (TimeoutException e) {
            throw new AssertionError("Step " + number + " not done; errors " + dialogs.errors, e);
        }
        assertThat(w.viewModel().indexProperty().get()).as("still on the step done").isEqualTo(number - 1);
        assertThat(text(w, "#walkthroughDone")).startsWith("Done \u2014 ");
        assertThat(find(w, "#walkthroughNext").isDisabled()).isFalse();
        WaitForAsyncUtils.asyncFx(() -> ((Button) find(w, "#walkthroughNext")).fire());
        WaitForAsyncUtils.waitForFxEvents();
        if (number < w.viewModel().walkthrough().steps().size()) {
            onStep(w, number + 1);
        }
    }

    private void onStep(WalkthroughWindow w, int number) throws TimeoutException {
        try {
            await(() -> w.viewModel().indexProperty().get() == number - 1);
        } catch (TimeoutException e) {
            throw new AssertionError("Not on step " + number + " but " + (w.viewModel().indexProperty().get() + 1)
                    + " (" + w.viewModel().titleProperty().get() + "); errors " + dialogs.errors, e);
        }
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
