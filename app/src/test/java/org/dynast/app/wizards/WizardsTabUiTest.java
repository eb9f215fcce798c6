package org.dynast.app.wizards;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.stage.Stage;
import org.dynast.app.common.FxDialogService;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.app.common.Messages;
import org.dynast.app.shell.Console;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.dynast.model.tracker.TrackerEngine;
import org.dynast.model.wizards.WizardsEngine;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Drives the real Wizards tab of a Ruleset 168 dynasty: breed a creature, run a duel's battle, undo. */
@ExtendWith(ApplicationExtension.class)
class WizardsTabUiTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private GameStore store;
    private long id;

    @Start
    void start(Stage stage) {
        store = GameStore.inMemory("gui-" + UUID.randomUUID(), clock);
        Dynasty d = store.dynasties().found("Brendan", "Wizards and Kings", 168, new Terms("Wizard", "Wizards",
                "King"), "Brendan", LocalDate.of(2026, 11, 1));
        id = d.id();
        for (String name : List.of("Josh", "Kevan", "Clucky", "Darth", "Amnistar")) {
            store.roster().addPlayer(id, "Brendan", name, false, null);
        }
        var tracker = TrackerEngine.in(store).tracker();
        tracker.setCell(id, "Brendan", "Josh", "Stable", "Giant Horse; Winged Emu");
        tracker.setCell(id, "Brendan", "Josh", "Food", "5");
        tracker.setCell(id, "Brendan", "Kevan", "Stable", "Swift Ox; Mechanical Toad");
        var duels = WizardsEngine.in(store).duels();
        int n = duels.announce(id, "Brendan", "Josh", "Gates", List.of("City Gates", "Mushroom Mines", "Ice Floes"),
                List.of(), List.of());
        duels.accept(id, "Brendan", n, "Kevan", "City Gates");
        duels.judge(id, "Brendan", n, "Clucky");
        duels.plan(id, "Brendan", n, "Josh", List.of("Giant Horse", "Winged Emu", "", "", ""));
        duels.plan(id, "Brendan", n, "Kevan", List.of("Swift Ox", "", "", "", ""));
        clock.advance(Duration.ofMinutes(5));
        new Console(stage, store, store.dynasties().get(id), clock, executor,
                new FxDialogService(() -> stage, Messages.load()), path -> store);
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
    void breedRunABattleAndUndo(FxRobot robot) throws TimeoutException {
        robot.clickOn("Wizards");
        ListView<WizardsViewModel.StableItem> stables = robot.lookup("#wizardsStables").queryListView();
        await(() -> stables.getItems().size() == 6);

        // Breed…: Josh breeds from Kevan's Swift Ox (Upkeep 1) a plain Ox
        robot.interact(() -> robot.lookup("#wizardsBreeder").<String>queryComboBox().setValue("Josh"));
        ListView<WizardsViewModel.StockItem> stocks = robot.lookup("#wizardsStocks").queryListView();
        await(() -> stocks.getItems().stream().anyMatch(s -> s.creature().equals("Swift Ox") && s.legal()));
        // "A Mechanical Creature cannot be selected as Stock": listed greyed, with the reason
        assertThat(stocks.getItems()).anyMatch(s -> s.creature().equals("Mechanical Toad") && !s.legal()
                && s.toString().contains("Mechanical"));
        robot.interact(() -> stocks.getSelectionModel().select(stocks.getItems().stream()
                .filter(s -> s.creature().equals("Swift Ox")).findFirst().orElseThrow()));
        ListView<WizardsViewModel.WhelpItem> whelps = robot.lookup("#wizardsWhelps").queryListView();
        await(() -> whelps.getItems().stream().anyMatch(w -> w.creature().equals("Ox")));
        robot.interact(() -> whelps.getSelectionModel().select(whelps.getItems().stream()
                .filter(w -> w.creature().equals("Ox")).findFirst().orElseThrow()));
        robot.clickOn("#wizardsBreed");
        await(() -> stables.getItems().stream().anyMatch(s -> s.wizard().equals("Josh") && s.chips().size() == 3));
        assertThat(stables.getItems().stream().filter(s -> s.wizard().equals("Josh")).findFirst().orElseThrow().food())
                .isEqualTo(4);

        // Run battle: Josh's Giant Horse 3 and Winged Emu 4 against Kevan's Swift Ox 2 on City Gates
        robot.clickOn("#wizardsRunBattle");
        TextArea battle = robot.lookup("#wizardsBattle").queryAs(TextArea.class);
        await(() -> battle.getText().contains("Triumphant"));
        assertThat(battle.getText()).contains("Josh");
        await(() -> robot.lookup("#wizardsDuels").<WizardsViewModel.DuelItem>queryListView().getItems().get(0)
                .stage().equals("decided"));

        // undo: the battle is taken back
        robot.clickOn("#wizardsUndo");
        await(() -> robot.lookup("#wizardsDuels").<WizardsViewModel.DuelItem>queryListView().getItems().get(0)
                .stage().equals("begun"));
        assertThat(robot.lookup("#wizardsMessage").queryAs(Label.class).getText()).contains("ran the battle");
        assertThat(WizardsEngine.in(store).wizards().state(id).duel(1).orElseThrow().triumphant).isNull();
    }

    private static void await(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, condition::getAsBoolean);
    }
}
