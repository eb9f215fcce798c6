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
import org.dynast.model.wizards.WizardsState;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The Duels panel's actions without a window, each through the model's DuelService, logged and undoable: announce,
 * accept, judge, the private plan box, the board with one plan in, the timeout, taking a creature, forcing the
 * opponent, closing; and the tab's Export as MediaWiki.
 */
class WizardsDuelViewModelTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final GameStore store = GameStore.inMemory("wdvm-" + UUID.randomUUID(), clock);
    private final Dynasty court = store.dynasties().found("Brendan", "Wizards", 168, new Terms("Wizard", "Wizards",
            "King"), "Brendan", LocalDate.of(2026, 11, 1));
    private final long id = court.id();
    {
        // five with the King: "If there are fewer than five Wizards, then BlogNomic is Dormant" (the King counted)
        for (String name : List.of("Josh", "Kevan", "Clucky", "Darth")) {
            store.roster().addPlayer(id, "Brendan", name, false, null);
        }
        TrackerEngine.in(store).tracker().setCell(id, "Brendan", "Josh", "Stable", "Winged Bat; Giant Emu");
        TrackerEngine.in(store).tracker().setCell(id, "Brendan", "Kevan", "Stable", "Giant Ox");
    }
    private final Session session = new Session(TaskExecutor.immediate(), store, store.dynasties().get(id));
    private final Messages messages = Messages.load(DynastyModules.installed());
    private final FakeDialogs dialogs = new FakeDialogs();
    private final WizardsViewModel board = new WizardsViewModel(session, dialogs, TaskExecutor.immediate(), messages);
    private final WizardsDuelViewModel vm = new WizardsDuelViewModel(session, TaskExecutor.immediate(), messages);

    @AfterEach
    void close() {
        store.close();
    }

    private WizardsState.Duel duel(int n) {
        return WizardsEngine.in(store).wizards().state(id).duel(n).orElseThrow();
    }

    private void announce(String opponent, String judge) {
        vm.challengerProperty().set("Josh");
        vm.titleProperty().set("Gates");
        vm.announceFieldProperty(0).set("City Gates");
        vm.announceFieldProperty(1).set("Mushroom Mines");
        vm.announceFieldProperty(2).set("Ice Floes");
        vm.opponentChoiceProperty().set(opponent);
        vm.judgeChoiceProperty().set(judge);
        vm.announce();
    }

    /**
     * "The challenger specifies three different battlefields": the same one twice is refused in those words and
     * nothing is announced; then the duel is announced with "a list of all Wizards" as valid opponents by default, and
     * the challenger is not among the opponents offered ("The judge, opponent, and challenger must all be different").
     */
    @Test
    void announceOffersValidChoicesAndRefusesInTheRulesWords() {
        assertThat(vm.opponentChoices()).startsWith("(any: the rule's default)").doesNotContain("Josh")
                .contains("Kevan", "Clucky");
        assertThat(vm.judgeChoices()).contains("Kevan", "Brendan").doesNotContain("Josh");
        vm.challengerProperty().set("Josh");
        vm.announceFieldProperty(0).set("City Gates");
        vm.announceFieldProperty(1).set("City Gates");
        vm.announceFieldProperty(2).set("Ice Floes");
        vm.announce();
        assertThat(vm.messageProperty().get()).isEqualTo("City Gates is named twice: \"The challenger specifies "
                + "three different battlefields\".");
        assertThat(WizardsEngine.in(store).wizards().state(id).duels).isEmpty();

        announce("(any: the rule's default)", "(any: the rule's default)");
        assertThat(vm.messageProperty().get()).isEqualTo("Josh announced Duel 1.");
        assertThat(vm.duelProperty().get()).isEqualTo(1);
        assertThat(duel(1).title).isEqualTo("Duel: Gates");
        assertThat(duel(1).validOpponents).isEmpty();
        assertThat(vm.acceptors()).containsExactly("Kevan", "Clucky", "Darth", "The Druid");
        assertThat(vm.duelFields()).containsExactly("City Gates", "Mushroom Mines", "Ice Floes");
        assertThat(board.duels()).extracting(WizardsViewModel.DuelItem::number).containsExactly(1);
        assertThat(board.duels().get(0).timers()).contains("may be closed from 2026-11-27 12:00 UTC (due in 7 d)");
    }

    /**
     * Ruleset 168, the Duels: "that Judge cannot take actions on any but the earliest of those Duels (based on the
     * times at which they had begun)". The judge's Timeout on a later duel is off ahead of time and says which duel
     * comes first, rather than being offered and then refused.
     */
    @Test
    void aJudgesLaterDuelHasTimeoutOffSayingWhichDuelComesFirst() {
        announce("(any: the rule's default)", "(any: the rule's default)");
        vm.acceptorProperty().set("Kevan");
        vm.duelFieldProperty().set("Mushroom Mines");
        vm.accept();
        vm.judgeProperty().set("Clucky");
        vm.judge();
        clock.advance(Duration.ofMinutes(5));
        vm.challengerProperty().set("Darth");
        vm.titleProperty().set("Floes");
        vm.announceFieldProperty(0).set("City Gates");
        vm.announceFieldProperty(1).set("Mushroom Mines");
        vm.announceFieldProperty(2).set("Ice Floes");
        vm.opponentChoiceProperty().set("(any: the rule's default)");
        vm.judgeChoiceProperty().set("(any: the rule's default)");
        vm.announce();
        assertThat(vm.duelProperty().get()).isEqualTo(2);
        vm.acceptorProperty().set("Josh");
        vm.duelFieldProperty().set("Ice Floes");
        vm.accept();
        vm.judgeProperty().set("Clucky");
        vm.judge();
        assertThat(duel(2).begun()).isTrue();

        clock.advance(Duration.ofHours(80));
        vm.refresh();
        assertThat(vm.canTimeoutProperty().get()).isFalse();
        assertThat(vm.timeoutWhyProperty().get()).isEqualTo("Clucky must first decide Duel: Gates, begun earlier: "
                + "\u201cthat Judge cannot take actions on any but the earliest of those Duels\u201d.");
        vm.duelProperty().set(1);
        assertThat(vm.canTimeoutProperty().get()).isTrue();
        assertThat(vm.timeoutWhyProperty().get()).isEmpty();
        vm.timeout();
        assertThat(duel(1).triumphant).isNotNull();
        vm.duelProperty().set(2);
        assertThat(vm.canTimeoutProperty().get()).isTrue();
        assertThat(vm.timeoutWhyProperty().get()).isEmpty();
    }

    /**
     * Accept, judge, a private plan, the board with one plan in, "If 24 hours have passed since the start of the duel
     * and only one of the duelists has submitted a valid plan, the Judge may declare that duelist to be the
     * Triumphant", "within 24 hours of winning it, transfer one creature from their opponent’s stable", and undo.
     */
    @Test
    void acceptJudgePlanTimeoutTakeAndUndo() {
        announce("(any: the rule's default)", "(any: the rule's default)");
        vm.acceptorProperty().set("Kevan");
        vm.duelFieldProperty().set("Mushroom Mines");
        vm.accept();
        assertThat(vm.messageProperty().get()).isEqualTo("Kevan accepted the duel on Mushroom Mines.");
        assertThat(duel(1).opponent).isEqualTo("Kevan");
        assertThat(duel(1).battlefield).isEqualTo("Mushroom Mines");
        assertThat(vm.judges()).doesNotContain("Josh", "Kevan").contains("Clucky", "Brendan");
        assertThat(vm.canPlanProperty().get()).isFalse();
        vm.judgeProperty().set("Clucky");
        vm.judge();
        assertThat(duel(1).begun()).isTrue();
        assertThat(board.duels().get(0).timers()).contains("Kevan must send a plan by 2026-11-21 12:00 UTC "
                + "(due in 24 h)");

        assertThat(vm.duelists()).containsExactly("Josh", "Kevan");
        vm.duelistProperty().set("Josh");
        assertThat(vm.slotChoices()).contains("", "Winged Bat", "Giant Emu", "Bait", "Proud Trumpeting");
        vm.slotProperty(0).set("Giant Emu");
        vm.slotProperty(1).set("Bait Ox");
        vm.refresh();
        assertThat(vm.slotProperty(1).get()).isEqualTo("Bait Ox");
        vm.sendPlan();
        assertThat(vm.messageProperty().get()).isEqualTo("Josh's plan was sent privately to the judge.");
        assertThat(duel(1).planOf("Josh").orElseThrow().slots).containsExactly("Giant Emu", "Bait Ox", "", "", "");
        var log = store.log().history(id);
        assertThat(log.get(log.size() - 1).summary()).isEqualTo("Josh sent a plan to the judge of Duel: Gates "
                + "(private)");

        // the board with one plan in: Josh's side slot by slot, Kevan's awaited
        assertThat(board.slots()).hasSize(5);
        assertThat(board.slots().get(0).first()).isEqualTo("Giant Emu");
        assertThat(board.slots().get(0).firstStrength()).isEqualTo(3);
        assertThat(board.slots().get(0).second()).isEqualTo("waiting for Kevan's plan");
        assertThat(board.slots().get(0).secondStrength()).isNull();
        assertThat(board.boardProperty().get()).contains("Kevan has not").contains("Josh's plan is in")
                .contains("due by 2026-11-21 12:00 UTC");

        assertThat(vm.canTimeoutProperty().get()).isFalse();
        vm.timeout();
        assertThat(vm.messageProperty().get()).startsWith("Kevan has until");
        assertThat(duel(1).triumphant).isNull();
        clock.advance(Duration.ofHours(25));
        vm.refresh();
        assertThat(vm.canTimeoutProperty().get()).isTrue();
        vm.timeout();
        assertThat(duel(1).triumphant).isEqualTo("Josh");
        assertThat(vm.canTakeProperty().get()).isTrue();
        assertThat(vm.takeable()).containsExactly("Giant Ox");
        vm.takingProperty().set("Giant Ox");
        vm.take();
        assertThat(vm.messageProperty().get()).isEqualTo("Josh took Giant Ox.");
        assertThat(duel(1).taken).isEqualTo("Giant Ox");
        assertThat(vm.canTakeProperty().get()).isFalse();

        store.log().undo(id, "Brendan"); // Edit › Undo
        session.rewound();
        assertThat(duel(1).taken).isNull();
        assertThat(vm.canTakeProperty().get()).isTrue();
    }

    /**
     * "If a duel has only one valid judge and that judge is the King, then the King becomes its judge automatically";
     * the challenger may force the one valid opponent once "the post announcing it is more than 24 hours old"; and
     * "If seven days have passed since a duel’s blog entry was posted and it has no opponent, any wizard or the king
     * may close it".
     */
    @Test
    void forceTheOpponentAndCloseAfterTheirDeadlines() {
        announce("Kevan", "Brendan");
        assertThat(duel(1).judge).isEqualTo("Brendan");
        assertThat(vm.canForceProperty().get()).isFalse();
        vm.duelFieldProperty().set("Ice Floes");
        vm.force();
        assertThat(vm.messageProperty().get()).startsWith("The post must be \u201cmore than 24 hours old\u201d");
        clock.advance(Duration.ofHours(25));
        vm.refresh();
        assertThat(vm.canForceProperty().get()).isTrue();
        vm.force();
        assertThat(duel(1).opponent).isEqualTo("Kevan");
        assertThat(duel(1).battlefield).isEqualTo("Ice Floes");
        assertThat(duel(1).begun()).isTrue();

        announce("(any: the rule's default)", "(any: the rule's default)");
        assertThat(vm.duelProperty().get()).isEqualTo(2);
        vm.close();
        assertThat(vm.messageProperty().get()).startsWith("A duel may be closed once \u201cseven days have passed");
        assertThat(vm.canCloseProperty().get()).isFalse();
        clock.advance(Duration.ofDays(7));
        vm.refresh();
        assertThat(vm.canCloseProperty().get()).isTrue();
        vm.close();
        assertThat(vm.messageProperty().get()).isEqualTo("Brendan closed the duel (no opponent in seven days).");
        assertThat(duel(2).stage()).isEqualTo("closed");
        assertThat(vm.canCloseProperty().get()).isFalse();
    }

    /** Export as MediaWiki: the page on the clipboard, with the duels but never a duelist's private plan. */
    @Test
    void exportAsMediaWikiLeavesThePlansOut() {
        announce("(any: the rule's default)", "(any: the rule's default)");
        vm.acceptorProperty().set("Kevan");
        vm.accept();
        vm.judgeProperty().set("Clucky");
        vm.judge();
        vm.duelistProperty().set("Josh");
        vm.slotProperty(0).set("Bait Ox");
        vm.slotProperty(1).set("Winged Bat");
        vm.sendPlan();
        assertThat(duel(1).planOf("Josh")).isPresent();
        board.copyWikiPage();
        assertThat(board.messageProperty().get()).contains("on the clipboard");
        assertThat(dialogs.clipboard).contains("== Wizards ==").contains("== Duels ==").contains("Duel: Gates")
                .doesNotContain("Bait");
    }

    /**
     * "If The Druid wins a duel, The King must as an atomic action remove a creature from The Druid's stable, remove
     * another creature from any Wizard's stable, and add that creature to The Druid's stable": offered once the Druid
     * has won (here by the plan deadline: the opponent "has 72 hours to submit a plan"), done once, and then no more.
     */
    @Test
    void theKingMovesTheDruidsSpoilsAfterItsWin() {
        TrackerEngine.in(store).tracker().setCell(id, "Brendan", "The Druid", "Stable", "Wild Wolf");
        var duels = WizardsEngine.in(store).duels();
        int n = duels.announce(id, "Brendan", "The Druid", "for nature",
                List.of("City Gates", "Mushroom Mines", "Ice Floes"), List.of("Kevan"), List.of("Brendan"));
        duels.plan(id, "Brendan", n, "The Druid", List.of("Wild Wolf", "", "", "", ""));
        clock.advance(Duration.ofHours(73));
        duels.timeout(id, "Brendan", n, "Brendan");
        vm.refresh();
        vm.duelProperty().set(n);
        assertThat(vm.canSpoilProperty().get()).isTrue();
        assertThat(vm.druidCreatures()).containsExactly("Wild Wolf");
        assertThat(vm.spoilsWizards()).contains("Josh", "Kevan").doesNotContain("The Druid");
        vm.druidCreatureProperty().set("Wild Wolf");
        vm.spoilsWizardProperty().set("Josh");
        vm.spoilsCreatureProperty().set("Giant Emu");
        vm.druidSpoils();
        assertThat(vm.messageProperty().get())
                .isEqualTo("The King removed Wild Wolf from The Druid's Stable and moved Giant Emu from Josh's to it.");
        assertThat(duel(n).aftermath).contains("moved Giant Emu from Josh's");
        assertThat(TrackerEngine.in(store).tracker().table(id).rows().stream()
                .filter(r -> r.name().equals("The Druid")).findFirst().orElseThrow().cells().get("Stable"))
                .isEqualTo("Giant Emu");
        assertThat(vm.canSpoilProperty().get()).isFalse();
    }
}
