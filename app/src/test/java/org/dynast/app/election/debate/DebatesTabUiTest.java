package org.dynast.app.election.debate;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TitledPane;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.dynast.app.Scroll;
import org.dynast.app.common.FxDialogService;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.app.common.Messages;
import org.dynast.app.shell.Console;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.election.ElectionEngine;
import org.dynast.model.election.debate.DebateService;
import org.dynast.model.election.debate.DebateState;
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

/** Drives the real Debates board in the Election tab: enter a debate, resolve it, undo. */
@ExtendWith(ApplicationExtension.class)
class DebatesTabUiTest {

    static final Instant START = Instant.parse("2008-08-08T01:00:00Z");

    private final ManualGameClock clock = ManualGameClock.at("2008-08-08T01:00:00Z");
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private GameStore store;
    private long id;
    private DebateService debates;

    @Start
    void start(Stage stage) {
        store = GameStore.inMemory("debgui-" + UUID.randomUUID(), clock);
        Dynasty d = store.dynasties().found("Admin", "The Election", 57, new Terms("Candidate", "Candidates",
                "President Thog"), "Thog", LocalDate.of(2008, 8, 1));
        id = d.id();
        for (String name : List.of("Arrow", "Brigid", "Cassius", "Dorian")) {
            store.roster().addPlayer(id, "Admin", name, true, null);
        }
        debates = DebateService.in(store);
        debates.start(id, "Admin", 1, "Arrow", "Healthcare");
        debates.enter(id, "Admin", 1, "Cassius", "I will enter.");
        debates.receive(id, "Admin", 1, "Cassius", "Debate Lower costs");
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

    /** The Election tab, then its Debates sub-tab, by their headers as a user does. */
    private static void openTheBoard(FxRobot robot) {
        for (String header : List.of("Election", "Debates")) {
            robot.clickOn(robot.lookup(n -> n instanceof Label l && header.equals(l.getText())
                    && l.getStyleClass().contains("tab-label")).<Node>query());
        }
    }

    @Test
    void enterAndResolveADebateThenUndo(FxRobot robot) throws TimeoutException {
        openTheBoard(robot);
        TableView<?> table = robot.lookup("#debatesTable").queryAs(TableView.class);
        await(() -> table.getItems().size() == 8);
        robot.interact(() -> table.getSelectionModel().select(0));

        // Brigid enters: "I will enter." and the entry cost paid to Arrow
        ComboBox<String> candidate = robot.lookup("#debatesCandidate").queryAs(ComboBox.class);
        robot.interact(() -> candidate.setValue("Brigid"));
        Scroll.into(robot, "#debatesEnter");
        robot.clickOn("#debatesEnter");
        Label message = robot.lookup("#debatesMessage").queryAs(Label.class);
        awaitMessage(message, "Brigid entered Debate 1");
        assertThat(money("Brigid")).isEqualTo(8);

        // the moderator records Brigid's PM in the private box
        TitledPane box = robot.lookup("#debatesPrivateBox").queryAs(TitledPane.class);
        robot.interact(() -> {
            box.setAnimated(false); // the robot clicks where the box's controls are, not where they are sliding to
            box.setExpanded(true);
        });
        WaitForAsyncUtils.waitForFxEvents();
        ComboBox<String> from = robot.lookup("#debatesPmAuthor").queryAs(ComboBox.class);
        TextArea pm = robot.lookup("#debatesPm").queryAs(TextArea.class);
        robot.interact(() -> {
            from.setValue("Brigid");
            pm.setText("Debate Free clinics");
        });
        Scroll.into(robot, "#debatesRecordPm");
        robot.clickOn("#debatesRecordPm");
        awaitMessage(message, "Debate 1: the moderator recorded a response");
        TableView<?> pms = robot.lookup("#debatesPms").queryAs(TableView.class);
        await(() -> pms.getItems().size() == 2);

        // 80 hours on: the Debate resolution; replies; 50 hours more: resolve
        robot.interact(() -> clock.set(START.plus(Duration.ofHours(80))));
        Scroll.into(robot, "#debatesPostResolution");
        robot.clickOn("#debatesPostResolution");
        awaitMessage(message, "Debate 1: Arrow posted the Debate resolution with 2 entries");
        debates.reply(id, "Admin", 1, "Dorian", 2);
        debates.reply(id, "Admin", 1, "Arrow", 2);
        robot.interact(() -> clock.set(START.plus(Duration.ofHours(130))));
        Scroll.into(robot, "#debatesResolve");
        robot.clickOn("#debatesResolve");
        awaitMessage(message, "Debate 1 resolved by Arrow");
        // V = 4 × 5 × 1 = 20; numeric 2 (Lower costs, Cassius) got both replies: 2 / 2 × 20
        assertThat(supporters("Cassius")).isEqualTo(20);
        await(() -> table.getItems().get(0).toString().contains("Finished"));

        robot.clickOn("#undoButton");
        await(() -> supporters("Cassius") == 0);
        assertThat(debates.debates(id).get(0).state()).isEqualTo(DebateState.ACTIVE);
        await(() -> table.getItems().get(0).toString().contains("Active"));
    }

    @Test
    void aDebatesTimerIsReadWholeOnTheSmallestWindow(FxRobot robot) throws TimeoutException {
        robot.interact(() -> {
            Stage stage = (Stage) robot.listTargetWindows().stream().filter(w -> w instanceof Stage).findFirst()
                    .orElseThrow();
            stage.setWidth(1024);
            stage.setHeight(700);
        });
        openTheBoard(robot);
        TableView<DebatesViewModel.Row> table = robot.lookup("#debatesTable").queryAs(TableView.class);
        await(() -> table.getItems().size() == 8);
        Scroll.into(robot, "#debatesTable");
        WaitForAsyncUtils.waitForFxEvents();
        String timer = table.getItems().get(0).status();
        assertThat(timer).startsWith("Active: entries close in");
        // the timer's cell holds its whole words, wrapped in its column, not cut to "…"
        List<String> shown = robot.lookup(".table-cell").queryAll().stream()
                .filter(n -> table.equals(ancestor(n, TableView.class)))
                .flatMap(n -> n.lookupAll(".wrapping-cell-text").stream())
                .map(n -> ((Text) n).getText()).toList();
        assertThat(shown).contains(timer);
        // and what every cell of the board draws is whole (a cut label draws its text ending in "…")
        assertThat(robot.lookup(".table-cell").queryAll().stream()
                .filter(n -> table.equals(ancestor(n, TableView.class)))
                .flatMap(n -> n.lookupAll("Text").stream())
                .map(n -> ((Text) n).getText()))
                .as("no cell of the board cut short").noneMatch(t -> t != null && t.endsWith("\u2026"));
    }

    private static <T> T ancestor(Node node, Class<T> type) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (type.isInstance(n)) {
                return type.cast(n);
            }
        }
        return null;
    }

    private long money(String name) {
        return ElectionEngine.in(store).books().candidates(id).stream().filter(c -> c.name().equals(name))
                .findFirst().orElseThrow().money();
    }

    private long supporters(String name) {
        return ElectionEngine.in(store).books().candidates(id).stream().filter(c -> c.name().equals(name))
                .findFirst().orElseThrow().supporters();
    }

    private static void awaitMessage(Label message, String start) {
        try {
            await(() -> message.getText() != null && message.getText().startsWith(start));
        } catch (TimeoutException e) {
            throw new AssertionError("The board says \"" + message.getText() + "\", not \"" + start + "…\"", e);
        }
    }

    private static void await(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, condition::getAsBoolean);
    }
}
