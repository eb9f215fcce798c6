package org.dynast.app.districts;

import static org.assertj.core.api.Assertions.assertThat;

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
import org.dynast.model.districts.rules.GovernChoice;
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

/** Drives the real Districts tab: pose a Dilemma, apply a Decide with Govern → Gather, undo. */
@ExtendWith(ApplicationExtension.class)
class DistrictsTabUiTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private GameStore store;
    private long id;

    @Start
    void start(Stage stage) {
        store = GameStore.inMemory("dgui-" + UUID.randomUUID(), clock);
        Dynasty d = store.dynasties().found("Magistra", "Dead City", 217, new Terms("District", "Districts", "City"),
                "Magistra", LocalDate.of(2026, 11, 1));
        id = d.id();
        for (String name : List.of("Ashgrove", "Brickwell", "Cinderfold", "Dunmarsh")) {
            store.roster().addPlayer(id, "Magistra", name, false, null);
        }
        // a Govern in the Prospect replaces one incoming Upside: one Outcome of the Dilemma is a Govern
        TrackerEngine.in(store).tracker().setGlobal(id, "Magistra", "Prospect", "Govern");
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
    void poseDecideWithGovernGatherAndUndo(FxRobot robot) throws TimeoutException {
        robot.clickOn(robot.lookup(n -> n instanceof Label l && "Districts".equals(l.getText())
                && l.getStyleClass().contains("tab-label")).<Node>query());
        TableView<?> table = robot.lookup("#districtsTable").queryAs(TableView.class);
        await(() -> table.getItems().size() == 4);

        robot.clickOn("#districtsPose");
        Label message = robot.lookup("#districtsMessage").queryAs(Label.class);
        awaitMessage(message, "Posed Dilemma #1");
        ListView<?> steps = robot.lookup("#districtsPoseSteps").queryAs(ListView.class);
        assertThat(steps.getItems()).isNotEmpty();

        robot.clickOn("#districtsReactionsTab");
        var dilemma = DistrictsEngine.in(store).districts().state(id).dilemmas.get(0);
        int govern = dilemma.upsides.get(0).equals("Govern") ? 1 : 2;
        ComboBox<String> reactor = robot.lookup("#districtsReactor").queryAs(ComboBox.class);
        ComboBox<Integer> outcome = robot.lookup("#districtsOutcome").queryAs(ComboBox.class);
        ComboBox<GovernChoice> choice = robot.lookup("#districtsGovern").queryAs(ComboBox.class);
        robot.interact(() -> {
            reactor.setValue("Brickwell");
            outcome.setValue(govern);
            choice.setValue(GovernChoice.GATHER);
        });
        robot.clickOn("#districtsDecide");
        awaitMessage(message, "Brickwell: Decide on Dilemma #1.");
        ListView<?> reacted = robot.lookup("#districtsReactionSteps").queryAs(ListView.class);
        assertThat(reacted.getItems()).anyMatch(s -> s.toString().startsWith("Gathering, step 3"));
        assertThat(DistrictsEngine.in(store).districts().districts(id).get(1).calendar()).isEqualTo(1);

        assertThat(robot.lookup("#districtsUndo").tryQuery()).as("no Undo of the tab's own").isEmpty();
        robot.clickOn("#undoButton");
        await(() -> reacted.getItems().isEmpty()); // the steps spoke of the Decide now undone
        await(() -> DistrictsEngine.in(store).districts().districts(id).get(1).calendar() == 0);
        assertThat(DistrictsEngine.in(store).districts().state(id).dilemmas.get(0).reactions).isEmpty();
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
