package org.dynast.app.election;

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
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.election.CampaignAction;
import org.dynast.model.election.Candidate;
import org.dynast.model.election.ElectionEngine;
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

/** Drives the real Election tab: a Campaign Action previewed, performed with its roll, and undone. */
@ExtendWith(ApplicationExtension.class)
class ElectionTabUiTest {

    private final ManualGameClock clock = ManualGameClock.at("2008-08-10T12:00:00Z");
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private GameStore store;
    private long id;

    @Start
    void start(Stage stage) {
        store = GameStore.inMemory("egui-" + UUID.randomUUID(), clock);
        Dynasty d = store.dynasties().found("Thog", "The Election", 57, new Terms("Candidate", "Candidates",
                "President Thog"), "Thog", LocalDate.of(2008, 8, 1));
        id = d.id();
        for (String name : List.of("Arrow", "Brigid", "Cassius")) {
            store.roster().addPlayer(id, "Thog", name, false, LocalDate.of(2008, 8, 1));
        }
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

    private Candidate arrow() {
        return ElectionEngine.in(store).books().candidates(id).get(0);
    }

    @Test
    void grassRootsPreviewedPerformedAndUndone(FxRobot robot) throws TimeoutException {
        robot.clickOn(robot.lookup(n -> n instanceof Label l && "Election".equals(l.getText())
                && l.getStyleClass().contains("tab-label")).<Node>query());
        TableView<?> table = robot.lookup("#electionCandidates").queryAs(TableView.class);
        await(() -> table.getItems().size() == 3);

        ComboBox<String> candidate = robot.lookup("#electionCandidate").queryAs(ComboBox.class);
        ComboBox<CampaignAction> action = robot.lookup("#electionAction").queryAs(ComboBox.class);
        robot.interact(() -> {
            candidate.setValue("Arrow");
            action.setValue(CampaignAction.GRASS_ROOTS);
        });
        ListView<String> windows = robot.lookup("#electionWindows").queryAs(ListView.class);
        await(() -> windows.getItems().contains("Grass Roots possible now"));
        ListView<String> preview = robot.lookup("#electionPreview").queryAs(ListView.class);
        await(() -> !preview.getItems().isEmpty() && preview.getItems().get(0).startsWith("Rolls 1DICE12"));

        robot.clickOn("#electionPerform");
        Label message = robot.lookup("#electionMessage").queryAs(Label.class);
        await(() -> message.getText() != null && message.getText().startsWith("Arrow: Grass Roots"));
        assertThat(arrow().supporters()).isBetween(1L, 12L);
        assertThat(arrow().action()).isEqualTo(clock.now());
        await(() -> windows.getItems().contains("Grass Roots possible in 2 d 0 h"));

        robot.clickOn("#undoButton");
        await(() -> arrow().supporters() == 0 && arrow().action() == null);
        await(() -> windows.getItems().contains("Grass Roots possible now"));
    }

    private static void await(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, condition::getAsBoolean);
    }
}
