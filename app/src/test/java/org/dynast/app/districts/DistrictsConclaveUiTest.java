package org.dynast.app.districts;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.dynast.app.common.FxDialogService;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.app.common.Messages;
import org.dynast.app.shell.Console;
import org.dynast.model.districts.DistrictsEngine;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.dynast.model.tracker.TrackerEngine;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Drives the real Districts tab through a Plenary Session: post it, record a District's private response, see it
 * scored, post the next Session (which summarises and Anoints), undo.
 */
@ExtendWith(ApplicationExtension.class)
class DistrictsConclaveUiTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-09-01T12:00:00Z");
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private GameStore store;
    private long id;

    @Start
    void start(Stage stage) {
        store = GameStore.inMemory("dcui-" + UUID.randomUUID(), clock);
        Dynasty d = store.dynasties().found("Magistra", "Dead City", 217, new Terms("District", "Districts", "City"),
                "Magistra", LocalDate.of(2026, 8, 25));
        id = d.id();
        for (String name : List.of("Ashgrove", "Brickwell", "Cinderfold", "Dunmarsh")) {
            store.roster().addPlayer(id, "Magistra", name, false, null);
        }
        // "If the most recently posted Dilemma's number is 30 or higher, a Conclave is ongoing": thirty Dilemmas a
        // day apart, the last no longer Ongoing
        for (int i = 0; i < 30; i++) {
            DistrictsEngine.in(store).districts().pose(id, "Magistra", false);
            clock.advance(Duration.ofDays(1));
        }
        clock.advance(Duration.ofHours(49));
        // enough of what every Agenda Item scores (People, Food, Ingenuity, Defence): the Agenda is drawn at random
        var tracker = TrackerEngine.in(store).tracker();
        tracker.setCell(id, "Magistra", "Brickwell", "Food", "5");
        tracker.setCell(id, "Magistra", "Brickwell", "Ingenuity", "3");
        tracker.setCell(id, "Magistra", "Brickwell", "Defences", "2");
        new Console(stage, store, store.dynasties().get(id), clock, executor,
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
    void scoreAPlenarySessionAndUndo(FxRobot robot) throws TimeoutException {
        robot.clickOn(robot.lookup(n -> n instanceof Label l && "Districts".equals(l.getText())
                && l.getStyleClass().contains("tab-label")).<Node>query());
        TableView<DistrictsViewModel.Row> table = robot.lookup("#districtsTable").queryAs(TableView.class);
        await(() -> table.getItems().size() == 4);
        robot.clickOn("#districtsConclaveTab");
        Label state = robot.lookup("#districtsConclaveState").queryAs(Label.class);
        await(() -> "The City may post a Plenary Session.".equals(state.getText()));

        robot.clickOn("#districtsPostSession");
        Label message = robot.lookup("#districtsMessage").queryAs(Label.class);
        awaitMessage(message, "Posted Plenary Session #1");

        ComboBox<String> responder = robot.lookup("#districtsResponder").queryAs(ComboBox.class);
        robot.interact(() -> responder.setValue("Brickwell"));
        long people = table.getItems().get(1).people();
        robot.clickOn("#districtsAmount-People").write("10");
        robot.clickOn("#districtsAmount-Food").write("1");
        robot.clickOn("#districtsAmount-Ingenuity").write("1");
        robot.clickOn("#districtsAmount-Defences").write("1");
        robot.clickOn("#districtsRespond");
        awaitMessage(message, "Brickwell's response to Plenary Session #1 is recorded (private) and spent.");
        await(() -> table.getItems().get(1).people() == people - 10);
        ListView<String> scoring = robot.lookup("#districtsScoring").queryAs(ListView.class);
        await(() -> !scoring.getItems().isEmpty()
                && scoring.getItems().get(scoring.getItems().size() - 1).equals("Brickwell has the single highest "
                + "Score so far."));
        assertThat(scoring.getItems()).anyMatch(l -> l.startsWith("Brickwell: "));

        // 48 hours on, the City may post again: posting summarises Session #1 and Anoints the single highest Score
        clock.advance(Duration.ofHours(48));
        robot.clickOn("#districtsPostSession");
        awaitMessage(message, "Posted Plenary Session #2");
        ListView<String> sessions = robot.lookup("#districtsSessions").queryAs(ListView.class);
        await(() -> sessions.getItems().size() == 2);
        assertThat(sessions.getItems().get(0)).endsWith("Brickwell is Anointed.");
        await(() -> table.getItems().get(1).anointments() == 1);

        robot.clickOn("#undoButton");
        await(() -> sessions.getItems().size() == 1 && table.getItems().get(1).anointments() == 0);
        assertThat(sessions.getItems().get(0)).contains("open, 1 response(s)");
        assertThat(DistrictsEngine.in(store).conclave().sessions(id).get(0).summarised).isFalse();
    }

    private static void awaitMessage(Label message, String start) {
        try {
            await(() -> message.getText() != null && message.getText().startsWith(start));
        } catch (TimeoutException e) {
            throw new AssertionError("The tab says \"" + message.getText() + "\", not \"" + start + "…\"", e);
        }
    }

    private static void await(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, condition::getAsBoolean);
    }
}
