package org.dynast.app.wizards;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TitledPane;
import javafx.stage.Stage;
import org.dynast.app.common.FxDialogService;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.app.common.Messages;
import org.dynast.app.shell.Console;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.module.DynastyModules;
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

/**
 * Drives the real Wizards tab of a Ruleset 168 dynasty: breed a creature, run a duel's battle, close a campaign, undo.
 */
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
        tracker.setCell(id, "Brendan", "Clucky", "Stable", "Digging Badger; Armored Toad");
        var duels = WizardsEngine.in(store).duels();
        int n = duels.announce(id, "Brendan", "Josh", "Gates", List.of("City Gates", "Mushroom Mines", "Ice Floes"),
                List.of(), List.of());
        duels.accept(id, "Brendan", n, "Kevan", "City Gates");
        duels.judge(id, "Brendan", n, "Clucky");
        duels.plan(id, "Brendan", n, "Josh", List.of("Giant Horse", "Winged Emu", "", "", ""));
        duels.plan(id, "Brendan", n, "Kevan", List.of("Swift Ox", "", "", "", ""));
        WizardsEngine.in(store).campaigns().go(id, "Brendan", List.of("Goblin Pass", "Eastern Marsh", "Bleak Tor"));
        clock.advance(Duration.ofMinutes(5));
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
    void breedRunABattleAndUndo(FxRobot robot) throws TimeoutException {
        robot.clickOn("Wizards");
        robot.clickOn("#wizardsBreedTab");
        ListView<WizardsViewModel.StableItem> stables = robot.lookup("#wizardsStables").queryListView();
        await(() -> stables.getItems().size() == 6);

        // Breeding: Josh breeds from Kevan's Swift Ox (Upkeep 1) a plain Ox
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
        robot.clickOn("#wizardsDuelsTab");
        TableView<WizardsViewModel.SlotRow> slots = robot.lookup("#wizardsSlots").queryTableView();
        await(() -> slots.getItems().size() == 5 && slots.getItems().get(1).firstStrength() == 4);
        robot.clickOn("#wizardsRunBattle");
        TextArea battle = robot.lookup("#wizardsBattle").queryAs(TextArea.class);
        Label message = robot.lookup("#wizardsRunNote").queryAs(Label.class);
        await(() -> battle.getText().contains("Triumphant"), message::getText);
        assertThat(battle.getText()).contains("Josh");
        await(() -> robot.lookup("#wizardsDuels").<WizardsViewModel.DuelItem>queryListView().getItems().get(0)
                .stage().equals("decided"));

        // Edit › Undo (the toolbar's; the tab has none of its own): the battle is taken back
        assertThat(robot.lookup("#wizardsUndo").tryQuery()).isEmpty();
        robot.clickOn("#undoButton");
        await(() -> robot.lookup("#wizardsDuels").<WizardsViewModel.DuelItem>queryListView().getItems().get(0)
                .stage().equals("begun"));
        assertThat(robot.lookup("#messageStatus").queryAs(Label.class).getText()).contains("ran the battle");
        assertThat(WizardsEngine.in(store).wizards().state(id).duel(1).orElseThrow().triumphant).isNull();
    }

    /**
     * The Campaign panel: Clucky participates, and 72 hours after the post the campaign is closed; every battle against
     * the Western Force is shown slot by slot with the closing comment to copy, and undo takes the close back.
     */
    @Test
    void closeACampaignAndUndo(FxRobot robot) throws TimeoutException {
        robot.clickOn("Wizards");
        robot.clickOn("#wizardsCampaignTab");
        ComboBox<String> participant = robot.lookup("#campaignParticipant").queryComboBox();
        await(() -> participant.getItems().contains("Clucky") && !participant.isDisabled());
        // each of the seven choices is captioned, the caption its label
        for (String[] captioned : new String[][] {{"campaignParticipant", "Wizard"},
                {"campaignBattlefield", "Battlefield"}, {"campaignSlot1", "Slot 1"}, {"campaignSlot5", "Slot 5"}}) {
            Label caption = robot.lookup("#" + captioned[0] + "Caption").queryAs(Label.class);
            assertThat(caption.getText()).isEqualTo(captioned[1]);
            assertThat(caption.getLabelFor()).isSameAs(robot.lookup("#" + captioned[0]).query());
            assertThat(caption.isVisible()).isTrue();
        }
        robot.interact(() -> participant.setValue("Clucky"));
        robot.interact(() -> robot.lookup("#campaignBattlefield").<String>queryComboBox().setValue("Bleak Tor"));
        ComboBox<String> slot = robot.lookup("#campaignSlot1").queryComboBox();
        await(() -> slot.getItems().contains("Digging Badger"));
        robot.interact(() -> slot.setValue("Digging Badger"));
        robot.clickOn("#campaignJoin");
        ListView<String> participants = robot.lookup("#campaignParticipants").queryListView();
        await(() -> participants.getItems().stream().anyMatch(p -> p.startsWith("Clucky on Bleak Tor")));

        clock.advance(Duration.ofHours(72));
        robot.interact(() -> robot.lookup("#campaignCloser").<String>queryComboBox().setValue("Josh"));
        robot.clickOn("#campaignClose");
        TableView<WizardsCampaignViewModel.BattleRow> battles = robot.lookup("#campaignBattles").queryTableView();
        TextArea comment = robot.lookup("#campaignComment").queryAs(TextArea.class);
        await(() -> battles.getItems().size() == 5
                && comment.getText().startsWith("Closing campaign 1. The Western Force: Emu1 "));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(battles.getItems().get(0).battle()).startsWith("Clucky on Bleak Tor");
        assertThat(battles.getItems().get(0).creature()).isEqualTo("Digging Badger");
        assertThat(comment.getText()).contains("Bleak Tor").contains("Triumphant");
        assertThat(WizardsEngine.in(store).wizards().state(id).openCampaign()).isEmpty();

        robot.clickOn("#undoButton");
        await(() -> WizardsEngine.in(store).wizards().state(id).openCampaign().isPresent()
                && !robot.lookup("#campaignClose").queryButton().isDisabled());
        assertThat(robot.lookup("#messageStatus").queryAs(Label.class).getText()).contains("closed Campaign 1");
    }

    /**
     * The Duels panel's actions: Clucky announces a duel on three battlefields, Josh accepts it on Ice Floes, Kevan
     * judges it and Josh's plan goes privately to the judge from the plan box; the board then shows Josh's side.
     */
    @Test
    void announceAcceptAndSendAPlan(FxRobot robot) throws TimeoutException {
        robot.clickOn("Wizards");
        robot.clickOn("#wizardsDuelsTab");
        robot.clickOn("#duelAnnouncePane");
        ComboBox<String> challenger = robot.lookup("#duelChallenger").queryComboBox();
        await(() -> challenger.getItems().contains("Clucky"));
        robot.interact(() -> {
            challenger.setValue("Clucky");
            robot.lookup("#duelField1").<String>queryComboBox().setValue("City Gates");
            robot.lookup("#duelField2").<String>queryComboBox().setValue("Ice Floes");
            robot.lookup("#duelField3").<String>queryComboBox().setValue("Royal Forest");
        });
        robot.clickOn("#duelTitle").write("Frost");
        robot.clickOn("#duelAnnounce");
        Label said = robot.lookup("#duelMessage").queryAs(Label.class);
        ListView<WizardsViewModel.DuelItem> duels = robot.lookup("#wizardsDuels").queryListView();
        await(() -> duels.getItems().stream().anyMatch(d -> d.title().equals("Duel: Frost")), said::getText);
        await(() -> duels.getSelectionModel().getSelectedItem() != null
                && duels.getSelectionModel().getSelectedItem().title().equals("Duel: Frost"));

        // the chosen duel's stage opens its pane: its roles while announced, its plans once begun
        await(() -> robot.lookup("#duelRolesPane").queryAs(TitledPane.class).isExpanded());
        ComboBox<String> acceptor = robot.lookup("#duelAcceptor").queryComboBox();
        await(() -> acceptor.getItems().contains("Josh") && !acceptor.getItems().contains("Clucky"));
        robot.interact(() -> {
            acceptor.setValue("Josh");
            robot.lookup("#duelField").<String>queryComboBox().setValue("Ice Floes");
        });
        robot.clickOn("#duelAccept");
        await(() -> "Josh".equals(WizardsEngine.in(store).wizards().state(id).duel(2).orElseThrow().opponent),
                said::getText);
        ComboBox<String> judge = robot.lookup("#duelJudge").queryComboBox();
        await(() -> judge.getItems().contains("Kevan"));
        robot.interact(() -> judge.setValue("Kevan"));
        robot.clickOn("#duelJudgeIt");
        await(() -> WizardsEngine.in(store).wizards().state(id).duel(2).orElseThrow().begun(), said::getText);

        await(() -> robot.lookup("#duelPlanPane").queryAs(TitledPane.class).isExpanded());
        ComboBox<String> duelist = robot.lookup("#duelDuelist").queryComboBox();
        await(() -> duelist.getItems().contains("Josh") && !duelist.isDisabled());
        robot.interact(() -> duelist.setValue("Josh"));
        ComboBox<String> slot = robot.lookup("#duelSlot1").queryComboBox();
        await(() -> slot.getItems().contains("Giant Horse"));
        robot.interact(() -> slot.setValue("Giant Horse"));
        robot.clickOn("#duelSendPlan");
        await(() -> said.getText().equals("Josh's plan was sent privately to the judge."), said::getText);
        assertThat(WizardsEngine.in(store).wizards().state(id).duel(2).orElseThrow().planOf("Josh").orElseThrow()
                .slots).containsExactly("Giant Horse", "", "", "", "");
        TableView<WizardsViewModel.SlotRow> slots = robot.lookup("#wizardsSlots").queryTableView();
        await(() -> slots.getItems().size() == 5 && "Giant Horse".equals(slots.getItems().get(0).second()));
        assertThat(slots.getItems().get(0).first()).isEqualTo("waiting for Clucky's plan");
        // Clucky's plan is still out: Run battle is off, and says why beside it
        Label runNote = robot.lookup("#wizardsRunNote").queryAs(Label.class);
        await(() -> robot.lookup("#wizardsRunBattle").queryButton().isDisabled() && runNote.isVisible()
                && runNote.getText().contains("Clucky"), runNote::getText);

        // duel 1 chosen: the message about duel 2's plan is not shown under it; both its plans are in, so it may run
        robot.interact(() -> duels.getSelectionModel().select(duels.getItems().stream().filter(d -> d.number() == 1)
                .findFirst().orElseThrow()));
        await(() -> said.getText().isEmpty() && !robot.lookup("#wizardsRunBattle").queryButton().isDisabled(),
                said::getText);
        assertThat(runNote.isVisible()).isFalse();
    }

    /**
     * What a panel says stays in that panel: a breed is said under Breed (not in the tab's header, which keeps its
     * height), and is gone once another panel is shown. The Stock in use is the one selected in the list, named
     * above the whelps, and another may be chosen; one that may not be bred from is greyed.
     */
    @Test
    void breedingShowsItsStockAndSaysWhatItDidInItsOwnPanel(FxRobot robot) throws TimeoutException {
        robot.clickOn("Wizards");
        robot.clickOn("#wizardsBreedTab");
        ComboBox<String> breeder = robot.lookup("#wizardsBreeder").queryComboBox();
        await(() -> breeder.getItems().contains("Josh"));
        robot.interact(() -> breeder.setValue("Josh"));
        ListView<WizardsViewModel.StockItem> stocks = robot.lookup("#wizardsStocks").queryListView();
        Label stockLine = robot.lookup("#wizardsStockLine").queryAs(Label.class);
        await(() -> stocks.getSelectionModel().getSelectedItem() != null
                && stockLine.getText().equals("Breeding from " + stocks.getSelectionModel().getSelectedItem()));
        WizardsViewModel.StockItem badger = stocks.getItems().stream()
                .filter(s -> s.creature().equals("Digging Badger")).findFirst().orElseThrow();
        robot.interact(() -> stocks.getSelectionModel().select(badger));
        await(() -> stockLine.getText().startsWith("Breeding from Clucky's Digging Badger"));
        assertThat(robot.lookup(n -> n instanceof ListCell<?> c && c.getText() != null
                && c.getText().startsWith("Kevan's Mechanical Toad")).queryAs(ListCell.class)
                .isDisabled()).as("the Mechanical Toad greyed").isTrue();

        Node header = robot.lookup(".wizards > .roster-header").query();
        double height = header.getBoundsInLocal().getHeight();
        ListView<WizardsViewModel.WhelpItem> whelps = robot.lookup("#wizardsWhelps").queryListView();
        await(() -> whelps.getItems().stream().anyMatch(WizardsViewModel.WhelpItem::legal));
        robot.clickOn("#wizardsBreed");
        Label said = robot.lookup("#wizardsBreedMessage").queryAs(Label.class);
        await(() -> said.isVisible() && said.getText().startsWith("Josh bred "), said::getText);
        assertThat(robot.lookup("#wizardsMessage").queryAs(Label.class).getText()).isEmpty();
        assertThat(header.getBoundsInLocal().getHeight()).isEqualTo(height);

        robot.clickOn("#wizardsDuelsTab");
        await(() -> !said.isVisible());
        robot.clickOn("#wizardsBreedTab");
        assertThat(said.getText()).isEmpty();
    }

    private static void await(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, condition::getAsBoolean);
    }

    /** Waits; on a timeout, says what the tab's message line said (a refusal, say). */
    private static void await(BooleanSupplier condition, Supplier<String> shown)
            throws TimeoutException {
        try {
            await(condition);
        } catch (TimeoutException e) {
            throw new TimeoutException("Waited in vain; the tab said: " + shown.get());
        }
    }
}
