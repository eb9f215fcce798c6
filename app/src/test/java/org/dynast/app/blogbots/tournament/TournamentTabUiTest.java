package org.dynast.app.blogbots.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Comparator;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.dynast.app.FxReads;
import org.dynast.app.common.FxDialogService;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.app.common.Messages;
import org.dynast.app.shell.Console;
import org.dynast.model.Refusal;
import org.dynast.model.blogbots.BlogBots;
import org.dynast.model.blogbots.tournament.TournamentService;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.dynast.model.time.UtcCalendar;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Drives the real Tournament tab: the Bracket drawn as boxes, pick a ready Bout and run it. */
@ExtendWith(ApplicationExtension.class)
class TournamentTabUiTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private final GameStore store = GameStore.inMemory("tui-" + UUID.randomUUID(), clock);
    private final Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
    private final long dynastyId = demo.id();

    /** The dynasty is made ready off the FX thread, before the window (so a loaded machine does not time out). */
    TournamentTabUiTest() {
        TournamentService t = BlogBots.in(store).tournament();
        t.setEligibleFrom(demo.id(), "Ferrous", UtcCalendar.day(clock.now()));
        t.start(demo.id(), "Ferrous");
        clock.advance(Duration.ofDays(3));
        t.postFinal(demo.id(), "Ferrous", t.seedOrder(demo.id()).stream().map(s -> s.playerId()).toList());
        t.postBracket(demo.id(), "Ferrous");
        t.bringForward(demo.id(), "Ferrous");
        t.bringForward(demo.id(), "Ferrous");
    }

    @Start
    void start(Stage stage) {
        new Console(stage, store, demo, clock, executor, new FxDialogService(() -> stage, Messages.load(DynastyModules.installed())),
                path -> store);
        stage.show();
    }

    @AfterEach
    void stop() {
        // the executor is left open (a daemon thread): the window's refresh timelines outlive the test and would
        // otherwise submit to a closed executor while the next test's window is set up
        store.close();
    }

    @Test
    void theBracketIsDrawnAndAReadyBoutRunsFromItsBox(FxRobot robot) throws TimeoutException {
        // "12 hours after that, all Operators have their Readiness set to Set; as soon as possible thereafter, the
        // Announcer should run the first tier Bouts in the Tournament Bracket"
        robot.clickOn(robot.lookup(n -> n.getStyleClass().contains("tab-label") && n instanceof Label l
                && "Tournament".equals(l.getText())).queryAs(Label.class));
        await(() -> robot.lookup("#bout-1-2").tryQuery().isPresent());
        assertThat(robot.lookup("#bout-2-1").tryQuery()).isPresent(); // the drawn tier 2
        robot.clickOn("#bout-1-2");
        await(() -> "Bout 1-2".equals(robot.lookup("#selectedLabel").queryAs(Label.class).getText()));
        robot.clickOn("#runBoutButton");
        await(() -> robot.lookup("#tournamentMessage").queryAs(Label.class).getText().startsWith("Bout 1-2: "));
        assertThat(BlogBots.in(store).tournament().tournament(dynastyId).bracket().bout("1-2")
                .orElseThrow().fought()).isTrue();
    }

    /**
     * "The winner of the final Bout in the Tournament has achieved Victory": once the final Bout is fought the tab
     * offers the champion's Declaration of Victory, and its button posts it in one step.
     */
    @Test
    void theChampionsDeclarationOfVictoryIsPostedWithItsButton(FxRobot robot) throws TimeoutException {
        TournamentService t = BlogBots.in(store).tournament();
        assertThat(robot.lookup("#championDovButton").tryQuery()).hasValueSatisfying(b -> assertThat(b.isVisible())
                .isFalse());
        for (int guard = 0; guard < 80 && t.tournament(dynastyId).bracket().champion() == null; guard++) {
            var ready = t.tournament(dynastyId).bracket().tiers().stream().filter(x -> !x.drawn())
                    .flatMap(x -> x.bouts().stream()).filter(x -> x.placed() && !x.fought())
                    .sorted(Comparator.comparing(x -> !x.elimination())).toList();
            boolean ran = false;
            for (var bout : ready) {
                try {
                    t.runBout(dynastyId, "Ferrous", bout.id());
                    ran = true;
                    break;
                } catch (Refusal notYet) {
                    // another Bout, or bring the next step forward
                }
            }
            if (!ran) {
                t.bringForward(dynastyId, "Ferrous");
            }
        }
        String champion = t.tournament(dynastyId).bracket().champion().name();
        // looked up on the FX thread: the Bouts just run are still changing the scene, and a lookup from the test's
        // thread met a children list that changed under it (IndexOutOfBoundsException inside TestFX's lookup)
        Label tournamentTab = FxReads.fx(() -> robot.lookup(n -> n.getStyleClass().contains("tab-label")
                && n instanceof Label l && "Tournament".equals(l.getText())).queryAs(Label.class));
        robot.clickOn(tournamentTab);
        await(() -> robot.lookup("#championDovButton").queryButton().isVisible()
                && !robot.lookup("#championDovButton").queryButton().isDisabled());
        robot.clickOn("#championDovButton");
        await(() -> store.matters().state(dynastyId).matters().stream()
                .anyMatch(m -> m.kind() == MatterKind.DOV));
        var dov = store.matters().state(dynastyId).matters().stream()
                .filter(m -> m.kind() == MatterKind.DOV).findFirst().orElseThrow();
        assertThat(dov.title()).isEqualTo("Declaration of Victory: " + champion + " won the Tournament");
        assertThat(dov.authorId()).isEqualTo(t.tournament(dynastyId).bracket().champion().playerId());
        await(() -> robot.lookup("#tournamentMessage").queryAs(Label.class).getText()
                .startsWith("Posted the Declaration of Victory"));
    }

    private static void await(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
