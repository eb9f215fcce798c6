package org.dynast.app.wizards;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.dynast.model.tracker.TrackerEngine;
import org.dynast.model.wizards.WizardsEngine;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The Wizards tab's panels without a window: the Strength matrix, the Duels board slot by slot, the Campaign panel, the
 * Court and the weekly actions with their previews.
 */
class WizardsPanelsViewModelTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final GameStore store = GameStore.inMemory("wpvm-" + UUID.randomUUID(), clock);
    private final Dynasty court = store.dynasties().found("Brendan", "Wizards", 168, new Terms("Wizard", "Wizards",
            "King"), "Brendan", LocalDate.of(2026, 11, 1));
    private final long id = court.id();
    {
        for (String name : List.of("Josh", "Kevan", "Clucky", "Darth", "Amnistar")) {
            store.roster().addPlayer(id, "Brendan", name, false, null);
        }
        cell("Josh", "Stable", "Winged Bat; Merging Giant Emu");
        cell("Kevan", "Stable", "Giant Ox");
        cell("The Druid", "Stable", "Winged Bat");
    }
    private final Session session = new Session(TaskExecutor.immediate(), store, store.dynasties().get(id));
    private final Messages messages = Messages.load(DynastyModules.installed());

    private void cell(String row, String column, String value) {
        TrackerEngine.in(store).tracker().setCell(id, "Brendan", row, column, value);
    }

    private String cellOf(String row, String column) {
        return TrackerEngine.in(store).tracker().table(id).rows().stream().filter(r -> r.name().equals(row))
                .findFirst().orElseThrow().cells().get(column);
    }

    @AfterEach
    void close() {
        store.close();
    }

    private static WizardsViewModel.MatrixRow row(WizardsViewModel vm, String field) {
        return vm.matrix().stream().filter(r -> r.battlefield().equals(field)).findFirst().orElseThrow();
    }

    /**
     * The Strength matrix: the chosen Stable's creatures × the current Battlefields, each cell the Strength from the
     * table with its reasons — "+2 if the creature has winged and the battlefield does not have underground or forest",
     * "The Druid’s creatures gain +1 Strength in Forest Battlefields", and Merging's "it has 0 Strength" for its win.
     */
    @Test
    void theStrengthMatrixGivesEachCellItsReasons() {
        WizardsViewModel vm = new WizardsViewModel(session, new FakeDialogs(), TaskExecutor.immediate(), messages);
        assertThat(vm.stableProperty().get().wizard()).isEqualTo("Josh");
        assertThat(vm.matrix()).hasSize(13);
        assertThat(vm.matrixColumns()).containsExactly("Winged Bat", "Merging Giant Emu");
        var gates = row(vm, "City Gates");
        assertThat(gates.wording()).isEqualTo("City Gates: nearby, walled, level");
        var bat = gates.cells().get(0);
        assertThat(bat.strength()).isEqualTo(4);
        assertThat(bat.reasons()).contains("+2 if the creature has winged and the battlefield does not have "
                + "underground or forest");
        assertThat(gates.cells().get(1).reasons()).contains("Merging: in a battle it adds this "
                + "Strength to the creature slot listed above itself");
        assertThat(row(vm, "Royal Forest").cells().get(0).reasons()).contains("no bullet");
        vm.stableProperty().set(vm.stables().stream().filter(s -> s.wizard().equals("The Druid")).findFirst()
                .orElseThrow());
        var druid = row(vm, "Royal Forest").cells().get(0);
        assertThat(druid.strength()).isEqualTo(1);
        assertThat(druid.reasons()).contains("The Druid's creatures gain +1 Strength in Forest Battlefields");
    }

    /**
     * The Duels board: each slot's Strength with its reasons and who wins it, the Panache of each duelist ("equal to
     * their Panache value, or one more or less"), the tie to be broken by a DICE2 when run, then the DICE2 as rolled and
     * the result text to post.
     */
    @Test
    void theDuelsBoardShowsEachSlotPanacheAndTheTieBreak() {
        cell("Josh", "Stable", "Giant Horse");
        cell("Josh", "Underling Type", "Swift");
        var duels = WizardsEngine.in(store).duels();
        int n = duels.announce(id, "Brendan", "Josh", "Gates", List.of("City Gates", "Mushroom Mines", "Ice Floes"),
                List.of(), List.of());
        duels.accept(id, "Brendan", n, "Kevan", "City Gates");
        duels.judge(id, "Brendan", n, "Clucky");
        duels.plan(id, "Brendan", n, "Josh", List.of("Giant Horse", "", "", "", ""));
        WizardsViewModel vm = new WizardsViewModel(session, new FakeDialogs(), TaskExecutor.immediate(), messages);
        // one plan in: the emperor sees that side slot by slot, the other awaited
        assertThat(vm.slots()).extracting(WizardsViewModel.SlotRow::second).containsOnly("waiting for Kevan's plan");
        assertThat(vm.slots().get(0).first()).isEqualTo("Giant Horse");
        assertThat(vm.boardProperty().get()).contains("Kevan has not").contains("Josh's plan is in");
        duels.plan(id, "Brendan", n, "Kevan", List.of("Giant Ox", "", "", "", ""));
        var first = vm.slots().get(0);
        assertThat(first.first()).isEqualTo("Giant Horse");
        assertThat(first.firstStrength()).isEqualTo(3);
        assertThat(first.firstReasons()).isEqualTo("+3 if the creature has giant");
        assertThat(first.secondStrength()).isEqualTo(3);
        assertThat(first.winner()).isEqualTo("\u2014");
        assertThat(vm.boardProperty().get()).contains("Josh's Panache is 1: Tactics with a Panache Requirement of 0 "
                + "to 2.").contains("Kevan's Panache is 0").contains("a DICE2 gives the additional win");
        vm.runBattle();
        var roll = store.dice().emperorView(id);
        assertThat(roll).hasSize(1);
        assertThat(vm.boardProperty().get()).contains("the DICE2 rolled " + roll.get(0).total());
        assertThat(vm.battleTextProperty().get()).contains("Tied, so DICE2").contains("Triumphant");
    }

    /**
     * The Campaign panel: "the King may “Go on Campaign”", a Wizard participates (their creatures are locked: they are
     * no longer offered for a slot), and after 72 hours the close shows every battle slot by slot against the Western
     * Force and every casualty, with the closing comment to copy; undo takes the close back.
     */
    @Test
    void theCampaignPanelGoesParticipatesAndClosesShowingEveryBattle() {
        WizardsCampaignViewModel vm = new WizardsCampaignViewModel(session, TaskExecutor.immediate(), messages);
        assertThat(vm.anyOpenProperty().get()).isFalse();
        vm.names().get(0).set("Goblin Pass");
        vm.names().get(1).set("Eastern Marsh");
        vm.names().get(2).set("Bleak Tor");
        vm.go();
        assertThat(vm.messageProperty().get()).isEqualTo("The King went on Campaign 1; its battlefields' effects "
                + "were rolled.");
        assertThat(vm.anyOpenProperty().get()).isTrue();
        // "If an open campaign has been posted for 72 hours, any Wizard may close it"
        assertThat(vm.campaignProperty().get().status()).contains("may be closed from 2026-11-23 12:00");
        assertThat(vm.openBattlefields()).containsExactly("Goblin Pass", "Eastern Marsh", "Bleak Tor");
        vm.participantProperty().set("Kevan");
        assertThat(vm.slotChoices()).containsExactly("", "Giant Ox");
        vm.battlefieldProperty().set("Eastern Marsh");
        vm.slots().get(0).set("Giant Ox");
        vm.participate();
        assertThat(vm.campaignProperty().get().participants()).singleElement()
                .isEqualTo(new WizardsCampaignViewModel.ParticipantItem("Kevan", "Eastern Marsh",
                        "Giant Ox; empty; empty; empty; empty"));
        vm.participantProperty().set("Josh");
        vm.participantProperty().set("Kevan");
        assertThat(vm.slotChoices()).containsExactly("");
        WizardsViewModel stables = new WizardsViewModel(session, new FakeDialogs(), TaskExecutor.immediate(), messages);
        assertThat(stables.stables().get(1).chips()).singleElement().matches(WizardsViewModel.Chip::locked);
        vm.closerProperty().set("Josh");
        vm.close();
        assertThat(vm.messageProperty().get()).contains("72 hours");
        clock.advance(Duration.ofHours(72));
        vm.close();
        assertThat(vm.messageProperty().get()).startsWith("Campaign 1 closed: 1 battle(s)");
        assertThat(vm.battles()).hasSize(5);
        assertThat(vm.battles().get(0).battle()).startsWith("Kevan on Eastern Marsh");
        assertThat(vm.battles().get(0).creature()).isEqualTo("Giant Ox");
        assertThat(vm.battles().get(0).emu()).isEqualTo("Emu1");
        assertThat(vm.closingProperty().get()).startsWith("Closing campaign 1. The Western Force: Emu1 ");
        String comment = vm.closingProperty().get();
        if (comment.contains("is destroyed")) {
            assertThat(vm.casualties()).anyMatch(c -> c.fate().startsWith("destroyed"));
        } else {
            assertThat(vm.casualties()).noneMatch(c -> c.fate().startsWith("destroyed"));
        }
        assertThat(vm.campaignProperty().get().status()).contains("closed by Josh");
        assertThat(vm.anyOpenProperty().get()).isFalse();
        store.log().undo(id, "Brendan");
        assertThat(vm.anyOpenProperty().get()).isTrue();
    }

    /**
     * The Court: every identity with its Wizard and trust; associating previews "spending an amount of favor which is
     * both greater than zero and greater than the trust of any court allies with that identity" before it is done.
     */
    @Test
    void theCourtListsAlliesByIdentityAndPreviewsAssociating() {
        cell("Josh", "Allies", "Queen(3)");
        cell("Kevan", "Favor", "6");
        WizardsCourtViewModel vm = new WizardsCourtViewModel(session, TaskExecutor.immediate(), messages);
        assertThat(vm.allies()).hasSize(10);
        assertThat(vm.allies().get(0)).isEqualTo(new WizardsCourtViewModel.AllyRow("Queen", "Josh", 3,
                "more than 3 Favor"));
        assertThat(vm.allies().get(1).holder()).isEmpty();
        assertThat(vm.courtiers().get(0)).isEqualTo(new WizardsCourtViewModel.CourtierRow("Josh", 0, 1,
                "Queen (3)"));
        vm.wizardProperty().set("Kevan");
        vm.identityProperty().set("Queen");
        vm.favorProperty().set(3);
        assertThat(vm.previewProperty().get()).startsWith("Would be refused:").contains("greater than the trust");
        assertThat(vm.possibleProperty().get()).isFalse();
        vm.favorProperty().set(4);
        assertThat(vm.previewProperty().get()).isEqualTo("Kevan spends 4 Favor (6 \u2192 2) and takes the Queen from "
                + "Josh (trust 3), at trust 4.");
        assertThat(cellOf("Kevan", "Favor")).isEqualTo("6");
        vm.associate();
        assertThat(vm.allies().get(0).holder()).isEqualTo("Kevan");
        assertThat(cellOf("Kevan", "Favor")).isEqualTo("2");
    }

    /**
     * "Eliminated Wizards can freely transfer their Favor and Food to other Wizards": the Court previews the transfer,
     * or says why it would be refused (a Wizard at Elimination 0, more than they have), before it is done.
     */
    @Test
    void theCourtPreviewsAndMakesAnEliminatedWizardsTransfer() {
        cell("Josh", "Favor", "4");
        cell("Josh", "Food", "6");
        WizardsCourtViewModel vm = new WizardsCourtViewModel(session, TaskExecutor.immediate(), messages);
        assertThat(vm.recipients()).contains("Kevan", "The Druid");
        vm.transferFromProperty().set("Josh");
        vm.transferToProperty().set("Kevan");
        vm.transferFavorProperty().set(5);
        assertThat(vm.transferPreviewProperty().get()).startsWith("Would be refused:").contains("has 4 Favor");
        assertThat(vm.transferPossibleProperty().get()).isFalse();
        vm.transferFavorProperty().set(3);
        vm.transferFoodProperty().set(2);
        assertThat(vm.transferPreviewProperty().get()).isEqualTo("Josh (Eliminated) transferred 3 Favor and 2 Food to "
                + "Kevan.");
        assertThat(vm.transferPossibleProperty().get()).isTrue();
        vm.transfer();
        assertThat(cellOf("Josh", "Favor")).isEqualTo("1");
        assertThat(cellOf("Kevan", "Food")).isEqualTo("2");
        assertThat(vm.messageProperty().get()).isEqualTo("Josh transferred 3 Favor and 2 Food to Kevan.");
        cell("Josh", "Elimination", "0");
        vm.refresh();
        assertThat(vm.transferPreviewProperty().get()).contains("Josh has an Elimination of 0");
    }

    /**
     * The weekly actions with their previews: the feeding Wizard by Wizard ("increase every Wizard's Food by 10 […]
     * decreased by the total Upkeep of every Creature in their Stable"), the Soup Kitchen's Food, the Underling Type's
     * cost ("three times the absolute value of that quality’s listed Upkeep"), Raise trust ally by ally — and, once
     * taken, the week's take refused in the preview.
     */
    @Test
    void theWeeklyActionsPreviewWhatTheyWouldDo() {
        cell("Kevan", "Food", "10");
        cell("Josh", "Allies", "Queen(3)");
        WizardsWeeklyViewModel vm = new WizardsWeeklyViewModel(session, TaskExecutor.immediate(), messages);
        assertThat(vm.takers()).containsExactly("Josh", "Kevan", "Clucky", "Darth", "Amnistar", "Brendan");
        vm.takerProperty().set("Kevan");
        assertThat(vm.headProperty().get()).isEqualTo("Kevan increases every Wizard's Food:");
        assertThat(vm.lines()).contains("Kevan: +10 -3 (Stable Upkeep): 10 \u2192 17");
        assertThat(vm.possibleProperty().get()).isTrue();
        vm.actionProperty().set(WizardsWeeklyViewModel.Action.SOUP_KITCHEN);
        assertThat(vm.headProperty().get()).isEqualTo("Kevan Visits the Soup Kitchen and receives 0 Food: 10 \u2192 10.");
        vm.actionProperty().set(WizardsWeeklyViewModel.Action.UNDERLING);
        vm.qualityProperty().set("Giant");
        assertThat(vm.headProperty().get()).isEqualTo("Kevan sets their Underling Type to Giant for 9 Food (three "
                + "times its listed Upkeep): 10 \u2192 1.");
        vm.actionProperty().set(WizardsWeeklyViewModel.Action.RAISE_TRUST);
        assertThat(vm.headProperty().get()).contains("no campaign yet");
        assertThat(vm.possibleProperty().get()).isFalse();
        WizardsEngine.in(store).campaigns().go(id, "Brendan", List.of("Goblin Pass", "Eastern Marsh", "Bleak Tor"));
        assertThat(vm.lines()).containsExactly("Josh's Queen: trust 3 \u2192 4");
        vm.actionProperty().set(WizardsWeeklyViewModel.Action.FEED);
        vm.take();
        assertThat(cellOf("Kevan", "Food")).isEqualTo("17");
        assertThat(vm.possibleProperty().get()).isFalse();
        assertThat(vm.headProperty().get()).startsWith("Would be refused:");
    }
}
