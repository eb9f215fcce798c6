package org.dynast.model.blogbots.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.blogbots.BlogBots;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The workshop actions of "Bot Loadout", "Spare Parts Bin", the repairs and Readiness. */
class WorkshopServiceTest {

    private static final String A = TestStores.ADMIN;
    private final ManualGameClock clock = TestStores.clock();
    private final GameStore store = TestStores.store(clock);
    private final Dynasty dynasty = TestStores.operatorsDynasty(store);
    private final long id = dynasty.id();
    private final long kevan = store.roster().addPlayer(id, A, "Kevan", false, null).id();
    private final long josh = store.roster().addPlayer(id, A, "Josh", false, null).id();
    private final WorkshopService ws = BlogBots.in(store).workshop();

    @AfterEach
    void close() {
        store.close();
    }

    private Loadout kevan() {
        return ws.loadout(id, kevan);
    }

    private static String rule(Runnable r) {
        try {
            r.run();
        } catch (Refusal e) {
            return e.rule() + ": " + e.getMessage();
        }
        throw new AssertionError("not refused");
    }

    /** "Each Operator has an amount of Money ... which defaults to ₩20,000"; the Announcer has no Bot. */
    @Test
    void defaultsAndTheAnnouncerHasNoBot() {
        assertThat(ws.operators(id)).extracting(WorkshopService.Operator::name).containsExactly("Josh", "Kevan");
        assertThat(kevan().money()).isEqualTo(20_000);
        assertThat(kevan().readiness()).isEqualTo(Readiness.WORKSHOP);
        assertThat(kevan().bot().engine()).isEqualTo(Part.engine("Petrol", 100));
        long emperor = dynasty.emperorId();
        assertThat(rule(() -> ws.repair(id, A, emperor))).startsWith("Dynastic Distance");
    }

    /** LED Banner: "these names ... persist when the LED Banner is either equipped on the Bot or in its Operator's Spare Parts bin; if the Operator loses the LED Banner through any means then their LED Banner name tracking is blanked" */
    @Test
    void ledBannerNamesPersistInTheBinAndAreBlankedWhenTheBannerIsSold() {
        ws.addSystem(id, A, kevan, "LED Banner", 100, Source.MONEY, 0);
        ws.correct(id, A, kevan, "names from earlier Bouts", l -> l.withBannerNames(List.of("Josh", "Cori")));
        ws.removeSystem(id, A, kevan, 0, Disposal.BIN);
        assertThat(kevan().bannerNames()).containsExactly("Josh", "Cori");
        ws.addSystem(id, A, kevan, "LED Banner", 100, Source.BIN, 0);
        assertThat(kevan().bannerNames()).containsExactly("Josh", "Cori");
        ws.removeSystem(id, A, kevan, 0, Disposal.SELL);
        assertThat(kevan().bannerNames()).isEmpty();
    }

    /** "add a System of a desired Condition to their Bot by spending its Effective Cost" */
    @Test
    void addSystemSpendsItsEffectiveCost() {
        ws.addSystem(id, A, kevan, "axe", 50, Source.MONEY, 0);
        assertThat(kevan().money()).isEqualTo(20_000 - 1_100);
        assertThat(kevan().bot().systems()).containsExactly(Part.system("Axe", 50));
    }

    /** "a single Bot may have between none and a number equal to the number of hardpoints on the Bot's Chassis" */
    @Test
    void addSystemRefusedBeyondTheHardpoints() {
        ws.addSystem(id, A, kevan, "Ram", 100, Source.MONEY, 9);
        ws.addSystem(id, A, kevan, "Plate", 100, Source.MONEY, 9);
        assertThat(rule(() -> ws.addSystem(id, A, kevan, "Spikes", 100, Source.MONEY, 9)))
                .startsWith("Bot Loadout: A single Bot may have").contains("Apex Systems X1500 has 2 hardpoints");
        assertThat(kevan().bot().systems()).hasSize(2);
    }

    /** Numbers and Variables: "Any action that would set those values below zero is an illegal action". */
    @Test
    void cannotSpendMoreMoneyThanOwned() {
        ws.replaceEngine(id, A, kevan, Disposal.BIN, "Nuclear", 100, Source.MONEY); // 20,000 - 9,700
        ws.replaceChassis(id, A, kevan, Disposal.BIN, "Numenatics Featherlight 44714", 100, Source.MONEY); // - 9,110
        assertThat(kevan().money()).isEqualTo(1_190);
        assertThat(rule(() -> ws.addSystem(id, A, kevan, "Flipper", 100, Source.MONEY, 0)))
                .isEqualTo("Bot Loadout: Paying ₩1,600 for Flipper (100%) would set Kevan's Money below zero: "
                        + "they have ₩1,190.");
    }

    /** "a Condition rating, being a percentage from 0% to 100%" */
    @Test
    void conditionsAreFromZeroToOneHundred() {
        assertThat(rule(() -> ws.addSystem(id, A, kevan, "Ram", 101, Source.MONEY, 0)))
                .isEqualTo("Bot Loadout: A Condition rating is a percentage from 0% to 100%, not 101%.");
        assertThat(rule(() -> ws.replaceEngine(id, A, kevan, Disposal.SELL, "Nuclear", -1, Source.MONEY)))
                .startsWith("Bot Loadout: A Condition rating");
        ws.addSystem(id, A, kevan, "Ram", 0, Source.MONEY, 0); // free at 0%, and legal
        assertThat(kevan().money()).isEqualTo(20_000);
    }

    /** "as long as that system is present in their Spare Parts Bin at that condition" */
    @Test
    void addFromTheBinOnlyAtThatCondition() {
        ws.addSystem(id, A, kevan, "Ram", 70, Source.MONEY, 0);
        ws.removeSystem(id, A, kevan, 0, Disposal.BIN);
        assertThat(kevan().bin()).containsExactly(Part.system("Ram", 70));
        assertThat(rule(() -> ws.addSystem(id, A, kevan, "Ram", 100, Source.BIN, 0))).startsWith("Spare Parts Bin");
        int money = kevan().money();
        ws.addSystem(id, A, kevan, "Ram", 70, Source.BIN, 0);
        assertThat(kevan().bin()).isEmpty();
        assertThat(kevan().money()).isEqualTo(money);
    }

    /**
     * "An Operator whose Readiness is not Set may remove a System from their Bot at any time by ...
     * increasing their money by the Effective Cost"; "An Operator's Money can not surpass ₩20,000", and (Appendix)
     * "An Operator who has a choice in whether to take an action defined by a dynastic rule may not take that action
     * if ... the action would change one or more of those values to an illegal value": a sale that would take Money
     * over ₩20,000 is refused, and Money and the Bot stay as they were.
     */
    @Test
    void sellingThatWouldSurpassTheMoneyCapIsRefused() {
        ws.addSystem(id, A, kevan, "Axe", 100, Source.MONEY, 0);
        ws.weeklyMoney(id, A, dynasty.emperorId()); // the Announcer's: capped
        assertThat(kevan().money()).isEqualTo(20_000);
        assertThat(rule(() -> ws.removeSystem(id, A, kevan, 0, Disposal.SELL)))
                .startsWith("Bot Loadout: An Operator's Money can not surpass ₩20,000: selling Axe (100%) would take "
                        + "Kevan's Money from ₩20,000 to ₩");
        assertThat(kevan().money()).isEqualTo(20_000);
        assertThat(kevan().bot().systems()).hasSize(1);
        ws.removeSystem(id, A, kevan, 0, Disposal.BIN); // binning it changes no Money
        assertThat(kevan().bin()).hasSize(1);
        ws.addSystem(id, A, kevan, "Axe", 100, Source.BIN, 0);
        ws.setReadiness(id, A, kevan, Readiness.READY);
        ws.removeSystem(id, A, kevan, 0, Disposal.BIN); // Ready is not Set: allowed
        assertThat(kevan().bin()).containsExactly(Part.system("Axe", 100));
        assertThat(rule(() -> ws.addSystem(id, A, kevan, "Axe", 100, Source.BIN, 0))).startsWith("Readiness");
    }

    @Test
    void removeSystemRefusedWhenSet() {
        ws.addSystem(id, A, kevan, "Axe", 100, Source.MONEY, 0);
        toSet();
        assertThat(rule(() -> ws.removeSystem(id, A, kevan, 0, Disposal.SELL)))
                .startsWith("Bot Loadout: Only an Operator whose Readiness is not Set");
    }

    private void toSet() {
        ws.setReadiness(id, A, kevan, Readiness.READY);
        ws.setReadiness(id, A, kevan, Readiness.STAGING);
        ws.setReadiness(id, A, kevan, Readiness.SET);
    }

    /**
     * "Either increase their money by the effective one-off cost of their engine or add their engine and
     * its condition to their Spare Parts Bin" then "Replace the Engine ... by paying the Effective One-off
     * Cost of the new Engine. If the new Engine is present in their Spare Parts Bin, they may instead
     * remove it from their Spare Parts Bin."
     */
    @Test
    void replaceEngineSellingThenBuyingAndFromTheBin() {
        // selling first is a step of its own: at ₩20,000 it would surpass the cap, so the whole action is refused
        assertThat(rule(() -> ws.replaceEngine(id, A, kevan, Disposal.SELL, "Electric", 40, Source.MONEY)))
                .startsWith("Bot Loadout: An Operator's Money can not surpass ₩20,000: selling Petrol (100%)");
        assertThat(kevan().bot().engine()).isEqualTo(Part.engine("Petrol", 100));
        ws.correct(id, A, kevan, "Money spent elsewhere", l -> l.withMoney(16_000));
        ws.replaceEngine(id, A, kevan, Disposal.SELL, "Electric", 40, Source.MONEY); // +4,000, -1,000
        assertThat(kevan().money()).isEqualTo(19_000);
        assertThat(kevan().bot().engine()).isEqualTo(Part.engine("Electric", 40));
        ws.replaceEngine(id, A, kevan, Disposal.BIN, "Nitrogen", 100, Source.MONEY);
        assertThat(kevan().money()).isEqualTo(13_500);
        ws.replaceEngine(id, A, kevan, Disposal.BIN, "Electric", 0, Source.BIN);
        assertThat(kevan().bot().engine()).isEqualTo(Part.engine("Electric", 40));
        assertThat(kevan().bin()).containsExactly(Part.engine("Nitrogen", 100));
        assertThat(rule(() -> ws.replaceEngine(id, A, kevan, Disposal.BIN, "Nuclear", 0, Source.BIN)))
                .startsWith("Spare Parts Bin: There is no Nuclear");
        assertThat(rule(() -> ws.replaceEngine(id, A, kevan, Disposal.BIN, "Steam", 100, Source.MONEY)))
                .startsWith("Bot Loadout: There is no Engine called 'Steam'");
    }

    /** A Chassis with fewer hardpoints than the Bot has Systems cannot be fitted. */
    @Test
    void replaceChassisNeedsHardpointsForEverySystem() {
        ws.addSystem(id, A, kevan, "Ram", 100, Source.MONEY, 0);
        ws.addSystem(id, A, kevan, "Plate", 100, Source.MONEY, 1);
        assertThat(rule(() -> ws.replaceChassis(id, A, kevan, Disposal.SELL, "Frictionless Inquisitor", 100,
                Source.MONEY))).contains("Frictionless Inquisitor has 1");
        ws.replaceChassis(id, A, kevan, Disposal.BIN, "Titanium Holdfast", 50, Source.MONEY);
        assertThat(kevan().bot().chassis()).isEqualTo(Part.chassis("Titanium Holdfast", 50));
    }

    /** "Operator changes to any of a Bot's physical hardware components ... may only be made when the Operator's Readiness is Workshop." */
    @Test
    void hardwareOnlyInWorkshop() {
        ws.setReadiness(id, A, kevan, Readiness.READY);
        assertThat(rule(() -> ws.addSystem(id, A, kevan, "Ram", 100, Source.MONEY, 0)))
                .startsWith("Readiness: Operator changes to any of a Bot's physical hardware");
        assertThat(rule(() -> ws.replaceEngine(id, A, kevan, Disposal.SELL, "Nuclear", 100, Source.MONEY)))
                .startsWith("Readiness");
        assertThat(rule(() -> ws.moveSystem(id, A, kevan, 0, 0))).startsWith("Readiness");
    }

    /** "Operator changes to a Bot's software ... can only be made when the Operator's Readiness is Workshop, Ready or Staging." */
    @Test
    void softwareUntilSet() {
        ws.setScript(id, A, kevan, "block");
        ws.setReadiness(id, A, kevan, Readiness.READY);
        ws.setReadiness(id, A, kevan, Readiness.STAGING);
        ws.setScript(id, A, kevan, "evade");
        ws.setReadiness(id, A, kevan, Readiness.SET);
        assertThat(rule(() -> ws.setScript(id, A, kevan, "block"))).startsWith("Readiness: Changes to a Bot's software");
        assertThat(kevan().script()).isEqualTo("evade");
        assertThat(kevan().publicView().script()).isEmpty();
        assertThat(ws.playerView(id)).allSatisfy(o -> assertThat(o.loadout().script()).isEmpty());
        assertThat(store.log().history(id)).noneSatisfy(e -> assertThat(e.summary()).contains("evade"));
    }

    /** The Readiness state machine, with its 48 hours and its not-Trashed test. */
    @Test
    void readinessTransitions() {
        assertThat(rule(() -> ws.setReadiness(id, A, kevan, Readiness.STAGING))).startsWith("Readiness");
        assertThat(rule(() -> ws.setReadiness(id, A, kevan, Readiness.SET))).startsWith("Readiness");
        ws.setReadiness(id, A, kevan, Readiness.READY);
        clock.advance(Duration.ofHours(47));
        assertThat(rule(() -> ws.setReadiness(id, A, kevan, Readiness.WORKSHOP)))
                .contains("has been set to Ready for the past 48 hours");
        clock.advance(Duration.ofHours(1));
        ws.setReadiness(id, A, kevan, Readiness.WORKSHOP);
        toSet();
        assertThat(rule(() -> ws.setReadiness(id, A, kevan, Readiness.READY))).startsWith("Readiness");
        ws.setReadiness(id, A, kevan, Readiness.WORKSHOP);
        assertThat(kevan().readiness()).isEqualTo(Readiness.WORKSHOP);
    }

    /** "When an Operator's Readiness is Workshop and their Bot is not Trashed, they may set their Readiness to Ready" */
    @Test
    void trashedBotCannotBeReady() {
        ws.replaceEngine(id, A, kevan, Disposal.BIN, "Petrol", 0, Source.MONEY);
        assertThat(rule(() -> ws.setReadiness(id, A, kevan, Readiness.READY)))
                .contains("is Trashed: its Engine's Condition is 0%");
    }

    /** "Once in between each Bout ... add 5% condition to each component ... In Tournament Mode ... 20%." */
    @Test
    void repairOnceBetweenBouts() {
        ws.replaceEngine(id, A, kevan, Disposal.BIN, "Petrol", 50, Source.MONEY);
        ws.addSystem(id, A, kevan, "Ram", 98, Source.MONEY, 0);
        ws.repair(id, A, kevan);
        assertThat(kevan().bot().engine().condition()).isEqualTo(55);
        assertThat(kevan().bot().systems().get(0).condition()).isEqualTo(100);
        assertThat(rule(() -> ws.repair(id, A, kevan))).startsWith("Maintenance: Once in between each Bout");
        toSet();
        ws.setReadiness(id, A, kevan, Readiness.WORKSHOP); // the bout is over
        ws.updateRules(id, A, r -> r.withTournamentMode(true), "Tournament Mode");
        ws.repair(id, A, kevan);
        assertThat(kevan().bot().engine().condition()).isEqualTo(75);
    }

    /** "As a Weekly Communal Action, any Operator or Announcer may increase all Operator's Money by 3,000." */
    @Test
    void weeklyCommunalMoney() {
        ws.addSystem(id, A, kevan, "Axe", 100, Source.MONEY, 0);
        ws.weeklyMoney(id, A, dynasty.emperorId());
        assertThat(kevan().money()).isEqualTo(20_000);
        assertThat(rule(() -> ws.weeklyMoney(id, A, josh))).startsWith("Weekly Communal Action");
    }

    /**
     * "As a Weekly Communal Action, any Operator or Announcer may increase all Operator's Money by 3,000." with "An
     * Operator's Money can not surpass ₩20,000" and the Appendix's "An Operator who has a choice in whether to take an
     * action defined by a dynastic rule may not take that action if ... the action would change one or more of those
     * values to an illegal value": an Operator may not take it while it would lift anyone over ₩20,000; the
     * Announcer (not an Operator) may, and Money stops at ₩20,000.
     */
    @Test
    void weeklyMoneyByAnOperatorIsRefusedWhenItWouldSurpassTheCap() {
        ws.correct(id, A, kevan, "Money spent elsewhere", l -> l.withMoney(10_000));
        assertThat(rule(() -> ws.weeklyMoney(id, A, kevan))).isEqualTo("Bot Loadout: An Operator's Money can not "
                + "surpass ₩20,000: increasing all Operators' Money by ₩3,000 would take Josh (₩20,000) over it, and "
                + "an Operator may not take an action that would change a value to an illegal value.");
        assertThat(kevan().money()).isEqualTo(10_000);
        assertThat(store.cooldowns().history(id)).as("a refused action takes no Weekly turn").isEmpty();
        ws.correct(id, A, josh, "Money spent elsewhere", l -> l.withMoney(17_000));
        ws.weeklyMoney(id, A, kevan);
        assertThat(kevan().money()).isEqualTo(13_000);
        assertThat(ws.loadout(id, josh).money()).isEqualTo(20_000);
    }

    /**
     * "If the game is in Tournament Mode then each Operator may, once after each Bout, award themselves ₩1,000."
     * Refused outside Tournament Mode and before any Bout; once until their next Bout ends (the Announcer sets their
     * Readiness back to Workshop); refused when it would take Money over ₩20,000; undoable.
     */
    @Test
    void tournamentModeAwardOnceAfterEachBout() {
        ws.correct(id, A, kevan, "Money spent elsewhere", l -> l.withMoney(15_000));
        assertThat(rule(() -> ws.awardTournamentMoney(id, A, kevan))).isEqualTo("Maintenance: If the game is in "
                + "Tournament Mode then each Operator may, once after each Bout, award themselves ₩1,000: the game is "
                + "not in Tournament Mode.");
        ws.updateRules(id, A, r -> r.withTournamentMode(true), "Tournament Mode");
        assertThat(rule(() -> ws.awardTournamentMoney(id, A, kevan))).endsWith("Kevan has had no Bout yet.");
        toSet();
        ws.correct(id, A, kevan, "Kevan's Bout is counted", l -> l.withBoutCount(1));
        ws.setReadiness(id, A, kevan, Readiness.WORKSHOP); // the Announcer, after the Bout
        ws.awardTournamentMoney(id, A, kevan);
        assertThat(kevan().money()).isEqualTo(16_000);
        assertThat(store.log().nextUndo(id).orElseThrow().summary())
                .isEqualTo("Kevan awarded themselves ₩1,000 (Tournament Mode): ₩15,000 → ₩16,000");
        assertThat(rule(() -> ws.awardTournamentMoney(id, A, kevan)))
                .endsWith("Kevan has already done so since their last Bout.");
        store.log().undo(id, A);
        assertThat(kevan().money()).isEqualTo(15_000);
        ws.awardTournamentMoney(id, A, kevan);
        toSet();
        ws.setReadiness(id, A, kevan, Readiness.WORKSHOP); // the next Bout is over
        ws.awardTournamentMoney(id, A, kevan);
        assertThat(kevan().money()).isEqualTo(17_000);
        ws.correct(id, A, kevan, "Money at 19,500", l -> l.withMoney(19_500).withAwarded(false));
        assertThat(rule(() -> ws.awardTournamentMoney(id, A, kevan))).startsWith("Bot Loadout: An Operator's Money "
                + "can not surpass ₩20,000: awarding themselves ₩1,000 would take Kevan's Money from ₩19,500 to ₩20,500");
    }

    /** Every workshop action is one entry in the log, and undo restores the loadout. */
    @Test
    void undoRestores() {
        ws.addSystem(id, A, kevan, "Axe", 100, Source.MONEY, 0);
        ws.moveSystem(id, A, kevan, 0, 0);
        store.log().undo(id, A);
        store.log().undo(id, A);
        assertThat(kevan().bot().systems()).isEmpty();
        assertThat(kevan().money()).isEqualTo(20_000);
        store.log().redo(id, A);
        assertThat(kevan().bot().systems()).hasSize(1);
    }

    /** The emperor corrects a loadout (or the arena records a Bout's results) as one undoable action. */
    @Test
    void corrections() {
        ws.correct(id, A, kevan, "A Proposal dents Kevan's chassis", l -> l.withBot(l.bot().withChassis(
                l.bot().chassis().withCondition(40))));
        assertThat(kevan().bot().chassis().condition()).isEqualTo(40);
        store.log().undo(id, A);
        assertThat(kevan().bot().chassis().condition()).isEqualTo(100);
        assertThatThrownBy(() -> ws.correct(id, A, kevan, "too rich", l -> l.withMoney(25_000)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(kevan().money()).isEqualTo(20_000);
    }

    /** The emperor edits a number in the catalogue when a Proposal changes it. */
    @Test
    void catalogueEdits() {
        ws.updateRules(id, A, r -> r.with(r.catalogue().with(new SystemType("Axe", 2_000, 250, "Melee System.",
                false, true))), "Axe costs ₩2,000");
        ws.addSystem(id, A, kevan, "Axe", 100, Source.MONEY, 0);
        assertThat(kevan().money()).isEqualTo(18_000);
        assertThat(ws.rules(id).catalogue().systems()).hasSize(26);
        assertThat(List.of(ws.rules(id).tournamentMode())).containsExactly(false);
    }
}
