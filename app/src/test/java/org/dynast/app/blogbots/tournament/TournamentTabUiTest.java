package org.dynast.app.blogbots.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.dynast.app.common.FxDialogService;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.app.common.Messages;
import org.dynast.app.shell.Console;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.dynast.model.time.UtcCalendar;
import org.dynast.model.blogbots.tournament.TournamentService;
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
    private GameStore store;
    private long dynastyId;

    @Start
    void start(Stage stage) {
        store = GameStore.inMemory("tui-" + UUID.randomUUID(), clock);
        Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
        dynastyId = demo.id();
        TournamentService t = org.dynast.model.blogbots.BlogBots.in(store).tournament();
        t.setEligibleFrom(demo.id(), "Ferrous", UtcCalendar.day(clock.now()));
        t.start(demo.id(), "Ferrous");
        clock.advance(Duration.ofDays(3));
        t.postFinal(demo.id(), "Ferrous", t.seedOrder(demo.id()).stream().map(s -> s.playerId()).toList());
        t.postBracket(demo.id(), "Ferrous");
        t.bringForward(demo.id(), "Ferrous");
        t.bringForward(demo.id(), "Ferrous");
        new Console(stage, store, demo, clock, executor, new FxDialogService(() -> stage, Messages.load()),
                path -> store);
        stage.show();
    }

    @AfterEach
    void stop() {
        executor.close();
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
        assertThat(org.dynast.model.blogbots.BlogBots.in(store).tournament().tournament(dynastyId).bracket().bout("1-2")
                .orElseThrow().fought()).isTrue();
    }

    private static void await(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
