package org.dynast.app.desktop;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Predicate;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.dynast.app.blogbots.arena.Goldens;
import org.dynast.app.election.ElectionViewModel;
import org.dynast.app.election.debate.DebatesViewModel;
import org.dynast.app.wizards.WizardsViewModel;
import org.dynast.model.election.CampaignAction;
import org.dynast.model.dynasty.Dynasty;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The journeys of a user playing a dynasty on a real desktop (Openbox on Xvfb, at the run's screen size), beside
 * {@link DesktopJourneysTest}'s first looks: a Gamestate cell edited and undone, a Wizards breeding and a Districts
 * Dilemma taken and undone, a walkthrough followed to its end, and a replay opened from File › Open Replay… through the
 * desktop's own file chooser (GTK's, driven with xdotool as a user's keyboard). Each step is checked as the first
 * looks are ({@link SceneChecks}) and photographed under {@code target/journeys/<screen>/}.
 */
@Tag("desktop")
class DesktopPlayJourneysTest {

    private final FxRobot robot = new FxRobot();
    private Desktop desktop;

    @AfterEach
    void quit() throws Exception {
        // a journey that failed with GTK's chooser open: Esc closes it, or it would hold the FX thread for good
        Process chooser = new ProcessBuilder("xdotool", "search", "--onlyvisible", "--name", "Open a bout replay")
                .redirectErrorStream(true).start();
        String open = new String(chooser.getInputStream().readAllBytes()).strip();
        if (chooser.waitFor() == 0 && !open.isEmpty()) {
            xdotool("windowactivate", "--sync", open.lines().findFirst().orElseThrow());
            xdotool("key", "Escape");
        }
        if (desktop != null) {
            desktop.quit();
        }
    }

    @Test
    void aGamestateCellIsEditedInPlaceAndUndone() throws Exception {
        openOn("gamestate", "districts", "Gamestate");
        Desktop.await(60, () -> !cellText("col-People", 0).isEmpty());
        String before = cellText("col-People", 0);
        String after = Integer.toString(Integer.parseInt(before) + 1);
        for (int attempt = 1; desktop.read(() -> focusedEditor() == null); attempt++) {
            robot.doubleClickOn(desktop.read(() -> cell("col-People", 0)));
            try {
                Desktop.await(5, () -> desktop.read(() -> focusedEditor() != null));
            } catch (TimeoutException notYet) {
                assertThat(attempt).as("the cell's editor opened on a double-click").isLessThan(3);
            }
        }
        desktop.fx(() -> focusedEditor().selectAll());
        robot.write(after).type(KeyCode.ENTER);
        Desktop.await(20, () -> cellText("col-People", 0).equals(after));
        desktop.shoot("play-gamestate-edited");
        desktop.check("a Gamestate cell edited");
        robot.clickOn(desktop.read(() -> desktop.main().getScene().lookup("#undoButton")));
        Desktop.await(20, () -> cellText("col-People", 0).equals(before));
        desktop.shoot("play-gamestate-undone");
        desktop.check("a Gamestate cell edit undone");
        // Edit Columns…: every column's header whole ("May be nega…" and "Priv…" were cut beside empty space)
        desktop.later(() -> ((Button) desktop.main().getScene().lookup("#trackerEditColumns")).fire());
        desktop.awaitOthers(1, 30);
        desktop.shoot("play-gamestate-columns");
        desktop.check("the Edit Columns dialog");
        robot.type(KeyCode.ESCAPE);
        desktop.awaitOthers(0, 30);
    }

    @Test
    void aWizardBreedsFromAStockAndTheBreedingIsUndone() throws Exception {
        openOn("wizards", "wizards", "Wizards");
        robot.clickOn(desktop.read(() -> tabHeader("Breeding")));
        ComboBox<String> breeder = desktop.read(() -> lookup("#wizardsBreeder"));
        ListView<WizardsViewModel.StockItem> stocks = desktop.read(() -> lookup("#wizardsStocks"));
        ListView<WizardsViewModel.WhelpItem> whelps = desktop.read(() -> lookup("#wizardsWhelps"));
        ListView<WizardsViewModel.StableItem> stables = desktop.read(() -> lookup("#wizardsStables"));
        Desktop.await(30, () -> desktop.read(() -> !breeder.getItems().isEmpty() && !stables.getItems().isEmpty()));
        // the first Wizard with a Stock they may breed from and a whelp they can pay for, chosen as a user does
        String wizard = null;
        for (String w : desktop.read(() -> List.copyOf(breeder.getItems()))) {
            desktop.fx(() -> breeder.setValue(w));
            desktop.settle();
            boolean stock = desktop.read(() -> stocks.getItems().stream().anyMatch(s -> s.refusal() == null));
            if (stock) {
                desktop.fx(() -> stocks.getSelectionModel().select(stocks.getItems().stream()
                        .filter(s -> s.refusal() == null).findFirst().orElseThrow()));
                desktop.settle();
                if (desktop.read(() -> whelps.getItems().stream().anyMatch(x -> x.refusal() == null))) {
                    wizard = w;
                    break;
                }
            }
        }
        assertThat(wizard).as("a Wizard of the demo who may breed").isNotNull();
        String breeding = wizard;
        desktop.fx(() -> whelps.getSelectionModel().select(whelps.getItems().stream()
                .filter(x -> x.refusal() == null).findFirst().orElseThrow()));
        int creatures = desktop.read(() -> chips(stables, breeding));
        robot.clickOn(desktop.read(() -> desktop.main().getScene().lookup("#wizardsBreed")));
        Desktop.await(20, () -> desktop.read(() -> chips(stables, breeding) == creatures + 1));
        assertThat(desktop.read(() -> text("#wizardsBreedMessage")))
                .as("what breeding did, said where the user acted").isNotBlank();
        desktop.shoot("play-wizards-bred");
        desktop.check("a Wizard has bred");
        robot.clickOn(desktop.read(() -> desktop.main().getScene().lookup("#undoButton")));
        Desktop.await(20, () -> desktop.read(() -> chips(stables, breeding) == creatures));
        desktop.shoot("play-wizards-undone");
        desktop.check("a breeding undone");
    }

    @Test
    void theCityPosesADilemmaAndItIsUndone() throws Exception {
        openOn("districts", "districts", "Districts");
        Desktop.await(30, () -> desktop.read(() -> !desktop.main().getScene().lookup("#districtsPose").isDisabled()));
        robot.clickOn(desktop.read(() -> desktop.main().getScene().lookup("#districtsPose")));
        Desktop.await(20, () -> desktop.read(() -> text("#districtsMessage").startsWith("Posed Dilemma #")));
        assertThat(desktop.read(() -> ((ListView<?>) desktop.main().getScene().lookup("#districtsPoseSteps"))
                .getItems())).as("the Dilemma's steps, shown where the user posed it").isNotEmpty();
        desktop.shoot("play-districts-posed");
        desktop.check("a Dilemma posed");
        robot.clickOn(desktop.read(() -> desktop.main().getScene().lookup("#undoButton")));
        Desktop.await(20, () -> desktop.read(() -> text("#messageStatus").startsWith("Undo: ")));
        desktop.shoot("play-districts-undone");
        desktop.check("a Dilemma's posing undone");
    }

    /**
     * The Election (Ruleset 57): Grass Roots chosen for Darknight, previewed and performed with the user's clicks, then
     * undone; on the Debates sub-tab, Amnistar enters the Active Debate 1 and the entry is undone.
     */
    @Test
    void aCampaignActionIsTakenAndADebateEnteredOnTheElectionTab() throws Exception {
        openOn("election", "election", "Election");
        TableView<ElectionViewModel.Row> candidates = desktop.read(() -> lookup("#electionCandidates"));
        Desktop.await(30, () -> desktop.read(() -> !candidates.getItems().isEmpty()));
        ComboBox<String> candidate = desktop.read(() -> lookup("#electionCandidate"));
        ComboBox<CampaignAction> action = desktop.read(() -> lookup("#electionAction"));
        desktop.fx(() -> {
            candidate.setValue("Darknight");
            action.setValue(CampaignAction.GRASS_ROOTS);
        });
        ListView<String> preview = desktop.read(() -> lookup("#electionPreview"));
        Desktop.await(20, () -> desktop.read(() -> !preview.getItems().isEmpty()
                && preview.getItems().get(0).startsWith("Rolls 1DICE12")));
        String before = desktop.read(() -> action(candidates, "Darknight"));
        robot.clickOn(desktop.read(() -> desktop.main().getScene().lookup("#electionPerform")));
        Desktop.await(20, () -> desktop.read(() -> text("#electionMessage").startsWith("Darknight: Grass Roots")));
        Desktop.await(20, () -> desktop.read(() -> !action(candidates, "Darknight").equals(before)));
        String said = desktop.read(() -> text("#electionMessage"));
        desktop.shoot("play-election-grass-roots");
        desktop.check("a Campaign Action taken");
        robot.clickOn(desktop.read(() -> desktop.main().getScene().lookup("#undoButton")));
        Desktop.await(20, () -> desktop.read(() -> action(candidates, "Darknight").equals(before)));
        // Undo names the action as it was done, its roll included (it once said the dry run's "+1")
        Desktop.await(20, () -> desktop.read(() -> text("#messageStatus").equals("Undo: " + said)));
        desktop.check("a Campaign Action undone");

        robot.clickOn(desktop.read(() -> tabHeader("Debates")));
        TableView<DebatesViewModel.Row> board = desktop.read(() -> lookup("#debatesTable"));
        Desktop.await(30, () -> desktop.read(() -> board.getItems().size() == 8));
        robot.clickOn(desktop.read(() -> board.lookupAll(".table-row-cell").stream()
                .filter(n -> n instanceof TableRow<?> r && r.getIndex() == 0).findFirst().orElseThrow()));
        ComboBox<String> entrant = desktop.read(() -> lookup("#debatesCandidate"));
        desktop.fx(() -> entrant.setValue("Amnistar"));
        robot.clickOn(desktop.read(() -> desktop.main().getScene().lookup("#debatesEnter")));
        Desktop.await(20, () -> desktop.read(() -> text("#debatesMessage").startsWith("Amnistar entered Debate 1")));
        // the board's details name the new entrant
        Desktop.await(20, () -> desktop.read(() -> text("#debatesDetails").contains("Amnistar")));
        desktop.shoot("play-election-debate-entered");
        desktop.check("a Debate entered");
        robot.clickOn(desktop.read(() -> desktop.main().getScene().lookup("#undoButton")));
        Desktop.await(20, () -> desktop.read(() -> !text("#debatesDetails").contains("Amnistar")));
        desktop.check("a Debate's entry undone");
    }

    private static String action(TableView<ElectionViewModel.Row> table, String candidate) {
        return table.getItems().stream().filter(r -> r.name().equals(candidate)).findFirst()
                .map(ElectionViewModel.Row::action).orElse("");
    }

    /**
     * Help › Walkthroughs…, "How a dynasty works" chosen in the picker and followed to "All 7 steps done": every step
     * done by the user's own clicks and typing in the walkthrough's window, none skipped.
     */
    @Test
    void aWalkthroughIsFollowedToItsEnd() throws Exception {
        desktop = Desktop.start("walkthrough");
        desktop.closeWelcome();
        desktop.later(() -> desktop.menuItem("walkthroughsItem").fire());
        desktop.awaitOthers(1, 60);
        desktop.shoot("play-walkthrough-picker");
        desktop.check("the walkthroughs' picker");
        DialogPane picker = desktop.read(() -> (DialogPane) desktop.others().get(0).getScene().lookup(
                "#walkthroughPicker"));
        Button start = desktop.read(() -> (Button) picker.lookupButton(picker.getButtonTypes().stream()
                .filter(t -> t.getButtonData() == ButtonBar.ButtonData.OK_DONE).findFirst().orElseThrow()));
        robot.clickOn(start);
        Desktop.await(60, () -> walkthroughWindow() != null);
        Stage window = walkthroughWindow();
        Node root = desktop.read(() -> window.getScene().getRoot());
        Desktop.await(60, () -> desktop.read(() -> root.lookup("#walkthroughProgress") != null
                && ((Labeled) root.lookup("#walkthroughProgress")).getText().equals("Step 1 of 7")));
        desktop.shoot("play-walkthrough-step-1");
        desktop.check("a walkthrough's first step");
        robot.clickOn(desktop.read(() -> root.lookup("#outlineTree"))).type(KeyCode.DOWN);
        next(root, 1);
        next(root, 2);
        robot.clickOn(desktop.read(() -> root.lookup("#searchField"))).write("Quorum");
        next(root, 3);
        robot.clickOn(desktop.read(() -> root.lookupAll("#playerTable .table-row-cell").iterator().next()));
        next(root, 4);
        next(root, 5);
        robot.clickOn(desktop.read(() -> root.lookup("#showIdleCheck")));
        next(root, 6);
        desktop.shoot("play-walkthrough-step-7");
        desktop.check("a walkthrough's last step");
        next(root, 7);
        Desktop.await(30, () -> desktop.read(() -> ((Labeled) root.lookup("#walkthroughProgress")).getText()
                .equals("All 7 steps done")));
        desktop.shoot("play-walkthrough-done");
        desktop.check("a walkthrough done");
        robot.clickOn(desktop.read(() -> root.lookup("#walkthroughLeave")));
        Desktop.await(30, () -> desktop.read(() -> !window.isShowing()));
    }

    /**
     * File › Open Replay… opens the desktop's own file chooser (GTK's, a window JavaFX does not draw); the user types
     * the replay's path into it (Ctrl+L, the path, Enter, as xdotool types it) and the bout viewer opens on it, at its
     * size.
     */
    @Test
    void aReplayIsOpenedFromTheFileMenuThroughTheDesktopsFileChooser() throws Exception {
        desktop = Desktop.start("open-replay");
        desktop.closeWelcome();
        Path replay = Goldens.path(1);
        MenuItem item = desktop.read(() -> desktop.menuItem("openReplayItem"));
        // GTK's chooser holds the FX thread until it closes (JavaFX runs it as a native modal loop): from here until
        // the path is typed, nothing may wait on the FX thread
        Platform.runLater(item::fire);
        // the chooser is GTK's own window: found by its title on the X display, focused, typed into
        String id = xdotool("search", "--sync", "--onlyvisible", "--name", "Open a bout replay").lines()
                .filter(l -> !l.isBlank()).findFirst().orElseThrow(() -> new AssertionError("no file chooser shown"));
        WaitForAsyncUtils.sleep(1, TimeUnit.SECONDS);
        desktop.shootAsIs("play-open-replay-chooser");
        // the keys go through the X server to the focused window, as a keyboard's do (GTK ignores keys sent to a
        // window directly)
        xdotool("windowactivate", "--sync", id);
        xdotool("key", "ctrl+l");
        WaitForAsyncUtils.sleep(500, TimeUnit.MILLISECONDS);
        xdotool("type", "--delay", "15", replay.toString());
        WaitForAsyncUtils.sleep(500, TimeUnit.MILLISECONDS);
        desktop.shootAsIs("play-open-replay-typed");
        xdotool("key", "Return");
        Desktop.await(60, () -> desktop.others().stream().anyMatch(w -> w instanceof Stage s
                && desktop.read(() -> s.getTitle() != null && s.getTitle().contains("golden-1.json"))));
        Window viewer = desktop.others().get(0);
        Desktop.await(30, () -> desktop.read(() -> viewer.getScene().lookup("#endButton") != null
                && !viewer.getScene().lookup("#endButton").isDisabled()));
        desktop.shoot("play-open-replay-viewer");
        desktop.check("the bout viewer of a replay opened from the File menu");
        desktop.fx(() -> ((Stage) viewer).close());
    }

    private static String xdotool(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("xdotool"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String says = new String(p.getInputStream().readAllBytes());
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("xdotool " + String.join(" ", args) + " ended").isTrue();
        assertThat(p.exitValue()).as("xdotool " + String.join(" ", args) + ": " + says).isZero();
        return says;
    }

    /**
     * Launches the console in a fresh home named {@code home}, closes the welcome, switches to the demo dynasty that
     * runs {@code module} and shows its tab {@code tab}: where each module's journey begins.
     */
    private void openOn(String home, String module, String tab) throws Exception {
        desktop = Desktop.start(home);
        desktop.closeWelcome();
        switchTo(d -> d.modules() != null && d.modules().contains(module));
        showModuleTab(tab);
    }

    private void switchTo(Predicate<Dynasty> which) throws Exception {
        Dynasty dynasty = desktop.read(() -> desktop.switcher().getItems().stream().filter(which).findFirst()
                .orElseThrow());
        desktop.fx(() -> desktop.switcher().setValue(dynasty));
        Desktop.await(30, () -> desktop.read(() -> desktop.main().getTitle().contains(dynasty.name())));
    }

    private void showModuleTab(String text) throws Exception {
        Tab tab = desktop.read(() -> desktop.tabs().getTabs().stream().filter(t -> text.equals(t.getText()))
                .findFirst().orElseThrow());
        desktop.fx(() -> desktop.tabs().getSelectionModel().select(tab));
        Desktop.await(30, () -> desktop.read(() -> tab.getContent() != null));
        desktop.settle();
    }

    /** A sub-tab's header (Stables, Breeding, Duels…), to click as a user does. */
    private Node tabHeader(String text) {
        return desktop.main().getScene().getRoot().lookupAll(".tab-pane .tab").stream()
                .filter(n -> n.lookup(".tab-label") instanceof Labeled l && text.equals(l.getText())
                        && n.isVisible() && n.getScene() != null)
                .reduce((a, b) -> b).orElseThrow(() -> new AssertionError("no tab " + text));
    }

    /** The text a label or button of the main window shows (read on the FX thread, inside {@code desktop.read}). */
    private String text(String query) {
        return ((Labeled) desktop.main().getScene().lookup(query)).getText();
    }

    @SuppressWarnings("unchecked")
    private <T> T lookup(String query) {
        return (T) desktop.main().getScene().lookup(query);
    }

    private static int chips(ListView<WizardsViewModel.StableItem> stables, String wizard) {
        return stables.getItems().stream().filter(s -> s.wizard().equals(wizard)).findFirst()
                .map(s -> s.chips().size()).orElse(-1);
    }

    private Node cell(String column, int row) {
        return desktop.main().getScene().getRoot().lookupAll(".table-cell").stream()
                .filter(n -> n instanceof TableCell<?, ?> c && c.getTableColumn() != null
                        && column.equals(c.getTableColumn().getId()) && c.getIndex() == row && c.isVisible())
                .findFirst().orElse(null);
    }

    private String cellText(String column, int row) {
        return desktop.read(() -> {
            Node cell = cell(column, row);
            return cell instanceof TableCell<?, ?> c && c.getText() != null ? c.getText() : "";
        });
    }

    private TextField focusedEditor() {
        return desktop.main().getScene().getFocusOwner() instanceof TextField f && "cellEditor".equals(f.getId())
                ? f : null;
    }

    /** Waits for the step to be done (or read), then presses Next as the learner does. */
    private void next(Node root, int step) throws Exception {
        Desktop.await(30, () -> desktop.read(() -> ((Labeled) root.lookup("#walkthroughProgress")).getText()
                .equals("Step " + step + " of 7") && !root.lookup("#walkthroughNext").isDisabled()));
        robot.clickOn(desktop.read(() -> root.lookup("#walkthroughNext")));
    }

    private Stage walkthroughWindow() {
        return desktop.read(() -> Window.getWindows().stream().filter(w -> w instanceof Stage s && s.isShowing()
                        && s != desktop.main() && s.getTitle() != null && s.getTitle().startsWith("Walkthrough:"))
                .map(w -> (Stage) w).findFirst().orElse(null));
    }
}
