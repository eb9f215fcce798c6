package org.dynast.model.blogbots.arena;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.blogbots.BlogBots;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.Loadout;
import org.dynast.model.blogbots.bots.Part;
import org.dynast.model.blogbots.bots.Readiness;
import org.dynast.model.blogbots.bots.WorkshopService;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Rules "Bouts", "House Bots", "Taunt", "Modular Breakpoint" and the Tournament list, in the dynasty file. */
class BoutsServiceTest {

    private static final String ME = "Ferrous";
    private final ManualGameClock clock = TestStores.clock();
    private final GameStore store = TestStores.store(clock);
    private final Dynasty demo = DemoDynasty.seedIfEmpty(store, ME);
    private final BoutsService bouts = BlogBots.in(store).bouts();
    private final WorkshopService workshop = BlogBots.in(store).workshop();

    @AfterEach
    void close() {
        store.close();
    }

    private long id(String name) {
        return workshop.operators(demo.id()).stream().filter(o -> o.name().equals(name)).findFirst().orElseThrow()
                .playerId();
    }

    private Loadout loadout(String name) {
        return workshop.loadout(demo.id(), id(name));
    }

    /** Dr.Volt is Ready in the demo; Brass_Monkey becomes Ready too: the only two that can be drawn. */
    private AnnouncedBout announceVoltAndMonkey() {
        workshop.setReadiness(demo.id(), ME, id("Brass_Monkey"), Readiness.READY);
        BoutsService.Announcement a = bouts.announce(demo.id(), ME, 1, 11);
        assertThat(a.bouts()).hasSize(1);
        return a.bouts().get(0);
    }

    // ------------------------------------------------------------------------ House Bots

    @Test
    void theDemoHouseBotsAreLegal() {
        // "One House Bot may have a Bot Value of up to ₩15,000; the other two must have Bot Values that do not exceed
        // ₩12,000."
        List<HouseBot> house = bouts.houseBots(demo.id());
        assertThat(house).extracting(HouseBot::name).containsExactly("The Gatekeeper", "Rustbucket");
        assertThat(house).extracting(h -> bouts.value(demo.id(), h.bot())).containsExactly(12_450, 8_700);
    }

    @Test
    void thereMayBeUpToThreeHouseBots() {
        // "At any time, there may be up to three House Bots"
        bouts.createHouseBot(demo.id(), ME, cheap("Third"), "move forward 1");
        assertThatThrownBy(() -> bouts.createHouseBot(demo.id(), ME, cheap("Fourth"), "move forward 1"))
                .isInstanceOf(Refusal.class).hasMessageContaining("up to three House Bots");
    }

    @Test
    void onlyOneHouseBotMayExceedTwelveThousand() {
        // "One House Bot may have a Bot Value of up to ₩15,000; the other two must have Bot Values that do not exceed
        // ₩12,000." The Gatekeeper already exceeds ₩12,000.
        Bot big = new Bot("Big", Part.engine("Hydraulic", 100), Part.chassis("Tundra Industries #9", 100),
                List.of(Part.system("Flipper", 100), Part.system("Ram", 100)));
        assertThatThrownBy(() -> bouts.createHouseBot(demo.id(), ME, big, "move forward 1"))
                .isInstanceOf(Refusal.class).hasMessageContaining("the other two must have Bot Values that do not "
                        + "exceed ₩12,000");
        Bot huge = new Bot("Huge", Part.engine("Nuclear", 100), Part.chassis("Titanium Holdfast", 100),
                List.of(Part.system("Flipper", 100)));
        assertThatThrownBy(() -> bouts.amendHouseBot(demo.id(), ME, bouts.houseBots(demo.id()).get(0).id(), huge,
                "move forward 1")).isInstanceOf(Refusal.class).hasMessageContaining("up to ₩15,000");
    }

    @Test
    void aHouseBotMustHaveAtLeastOneSystemAndAScript() {
        // "A House Bot must have a name, an engine, chassis and at least one system ..., and a script"
        bouts.removeHouseBot(demo.id(), ME, bouts.houseBots(demo.id()).get(1).id());
        Bot bare = new Bot("Bare", Part.engine("Petrol", 100), Part.chassis("Apex Systems X1500", 100), List.of());
        assertThatThrownBy(() -> bouts.createHouseBot(demo.id(), ME, bare, "move forward 1"))
                .hasMessageContaining("at least one system");
        assertThatThrownBy(() -> bouts.createHouseBot(demo.id(), ME, cheap("NoScript"), " "))
                .hasMessageContaining("has no script");
    }

    @Test
    void aHouseBotHasNoMoreSystemsThanItsChassisHasHardpoints() {
        // Bot Loadout: "An ordered list of Systems, of which a single Bot may have between none and a number equal to
        // the number of hardpoints on the Bot's Chassis"
        Bot crowded = new Bot("Crowded", Part.engine("Petrol", 100), Part.chassis("Frictionless Inquisitor", 100),
                List.of(Part.system("Plate", 100), Part.system("Ram", 100)));
        assertThatThrownBy(() -> bouts.createHouseBot(demo.id(), ME, crowded, "move forward 1"))
                .isInstanceOf(Refusal.class).hasMessageContaining("Frictionless Inquisitor has 1, and Crowded has 2");
    }

    @Test
    void theHouseBotCheckIsAskedWithoutActing() {
        // The same refusal, asked before acting (an editor does), and which value limit is left for one more House Bot.
        var catalogue = workshop.rules(demo.id()).catalogue();
        List<HouseBot> house = bouts.houseBots(demo.id());
        HouseBot third = new HouseBot(-1, demo.id(), cheap("Third"), "move forward 1");
        List<HouseBot> after = new ArrayList<>(house);
        after.add(third);
        assertThat(BoutsService.houseBotProblem(third, after, catalogue)).isEmpty();
        HouseBot nameless = new HouseBot(-1, demo.id(), cheap(" "), "move forward 1");
        assertThat(BoutsService.houseBotProblem(nameless, List.of(nameless), catalogue)).hasValueSatisfying(
                why -> assertThat(why).contains("has no name"));
        // The Gatekeeper (₩12,450) already exceeds ₩12,000: the others may have up to ₩12,000; it, up to ₩15,000.
        assertThat(BoutsService.houseValueLimit(house, catalogue)).isEqualTo(12_000);
        assertThat(BoutsService.houseValueLimit(house.subList(1, 2), catalogue)).isEqualTo(15_000);
    }

    @Test
    void aHouseBotDrawnForAPendingBoutCannotBeAmendedOrRemoved() {
        // "the Announcer may amend or remove the House Bots at any time, unless the House Bot in question has been
        // drawn as a Configuration in an Announcement for a Bout that has not yet taken place."
        workshop.setReadiness(demo.id(), ME, id("Brass_Monkey"), Readiness.READY);
        long seed = seedWithHouseBot();
        AnnouncedBout b = bouts.announce(demo.id(), ME, 1, seed).bouts().get(0);
        assertThat(b.houseBotId()).isNotNull();
        assertThatThrownBy(() -> bouts.removeHouseBot(demo.id(), ME, b.houseBotId())).isInstanceOf(Refusal.class)
                .hasMessageContaining("has been drawn as a Configuration");
        long other = bouts.houseBots(demo.id()).stream().filter(h -> h.id() != b.houseBotId()).findFirst()
                .orElseThrow().id();
        bouts.removeHouseBot(demo.id(), ME, other);
        assertThat(bouts.houseBots(demo.id())).hasSize(1);
    }

    private long seedWithHouseBot() {
        List<Entrant> house = bouts.houseBots(demo.id()).stream().map(HouseBot::entrant).toList();
        List<Announcing.Candidate> two = List.of(new Announcing.Candidate(id("Brass_Monkey"), "Brass_Monkey", 0, true),
                new Announcing.Candidate(id("Dr.Volt"), "Dr.Volt", 0, true));
        for (long s = 0; ; s++) {
            if (Announcing.draw(two, house, 1, s).get(0).configuration().houseBot() != null) {
                return s;
            }
        }
    }

    private static Bot cheap(String name) {
        return new Bot(name, Part.engine("Petrol", 100), Part.chassis("Apex Systems X1500", 100),
                List.of(Part.system("Plate", 100)));
    }

    // ------------------------------------------------------------------------ Announcing

    @Test
    void announcingSetsBothToStagingAndCountsTheBout() {
        // "When an Operator's Readiness is Ready and they are named in an Announcement Post then the Announcer should
        // set their Readiness to Staging"; the Bout Count "includes announced bouts that include the bot that are yet
        // to be resolved"
        AnnouncedBout b = announceVoltAndMonkey();
        assertThat(List.of(b.firstOperator(), b.secondOperator())).containsExactlyInAnyOrder("Brass_Monkey", "Dr.Volt");
        assertThat(loadout("Dr.Volt").readiness()).isEqualTo(Readiness.STAGING);
        assertThat(loadout("Brass_Monkey").readiness()).isEqualTo(Readiness.STAGING);
        assertThat(loadout("Dr.Volt").boutCount()).isEqualTo(1);
        assertThat(b.status()).isEqualTo(BoutStatus.ANNOUNCED);
        assertThat(b.announcementSeed()).isEqualTo(11);

        store.log().undo(demo.id(), ME);
        assertThat(loadout("Dr.Volt").readiness()).isEqualTo(Readiness.READY);
        assertThat(loadout("Dr.Volt").boutCount()).isZero();
        assertThat(bouts.bouts(demo.id())).isEmpty();
    }

    @Test
    void announcingIsADailyAction() {
        // "As a Daily Action, the Announcer may Announce any number of upcoming Bouts"
        announceVoltAndMonkey();
        workshop.setReadiness(demo.id(), ME, id("Gearheart"), Readiness.READY);
        workshop.setReadiness(demo.id(), ME, id("Cogsworth"), Readiness.READY);
        assertThatThrownBy(() -> bouts.announce(demo.id(), ME, 1, 3)).isInstanceOf(Refusal.class)
                .hasMessageContaining("Daily Action");
        clock.advance(Duration.ofHours(24));
        assertThat(bouts.announce(demo.id(), ME, 1, 3).bouts()).hasSize(1);
    }

    @Test
    void anAnnouncementNeedsTwoReadyOperators() {
        // "If an Operator has a Readiness that is not Ready, it may not be selected by the Announcer."
        assertThatThrownBy(() -> bouts.announce(demo.id(), ME, 1, 3)).isInstanceOf(Refusal.class)
                .hasMessageContaining("not Ready");
    }

    @Test
    void theAnnouncementPostDetailsEachBoutsConfiguration() {
        // "The specific Arena configuration for each Bout must be detailed in the Announcement for that Bout."
        workshop.setReadiness(demo.id(), ME, id("Brass_Monkey"), Readiness.READY);
        BoutsService.Announcement a = bouts.announce(demo.id(), ME, 1, seedWithHouseBot());
        assertThat(a.post()).contains("Bout 1: ").contains("House bot: ").contains("starting in square 10 facing");
        assertThat(a.post()).contains(a.bouts().get(0).firstOperator()).contains(a.bouts().get(0).secondOperator());
    }

    // ------------------------------------------------------------------------ running and forfeits

    @Test
    void anAnnouncedBoutRunsWithItsStoredSeedAndIsSettledWithoutCountingAgain() {
        // The Bout Count counted the Bout when it was announced; "When an Operator's Readiness is Set and they are
        // participating in a Bout then the Announcer should set their Readiness to Workshop"
        AnnouncedBout b = announceVoltAndMonkey();
        assertThatThrownBy(() -> bouts.run(demo.id(), ME, b.id())).hasMessageContaining("Readiness is Staging");
        workshop.setReadiness(demo.id(), ME, b.firstPlayerId(), Readiness.SET);
        workshop.setReadiness(demo.id(), ME, b.secondPlayerId(), Readiness.SET);
        int moneyBefore = workshop.loadout(demo.id(), b.firstPlayerId()).money();

        BoutsService.Ran ran = bouts.run(demo.id(), ME, b.id());

        assertThat(ran.bout().status()).isEqualTo(BoutStatus.FOUGHT);
        assertThat(ran.bout().winner()).isIn(b.firstOperator(), b.secondOperator());
        Loadout first = workshop.loadout(demo.id(), b.firstPlayerId());
        assertThat(first.readiness()).isEqualTo(Readiness.WORKSHOP);
        assertThat(first.boutCount()).isEqualTo(1);
        int opponents = b.configuration().houseBot() == null ? 1 : 2;
        assertThat(first.money()).isEqualTo(Math.min(Loadout.MONEY_CAP, moneyBefore + 1_000 + 500 * opponents));
        // the whole Bout re-derives from what was stored
        assertThat(bouts.replay(demo.id(), b.id()).outcome()).isEqualTo(ran.replay().outcome());
        assertThatThrownBy(() -> bouts.run(demo.id(), ME, b.id())).hasMessageContaining("already been fought");
    }

    @Test
    void theStoredBoutIsWhatItsSeedDraws() {
        // All randomness flows from one recorded seed: the selection, "Prior to Announcing a Bout, the Announcer must
        // generate the Configuration for that Bout", and the Bout's own seed re-derive from the stored seed.
        List<Announcing.Candidate> before = new ArrayList<>();
        workshop.setReadiness(demo.id(), ME, id("Brass_Monkey"), Readiness.READY);
        for (WorkshopService.Operator o : workshop.operators(demo.id())) {
            before.add(new Announcing.Candidate(o.playerId(), o.name(), o.loadout().boutCount(),
                    o.loadout().readiness() == Readiness.READY));
        }
        List<Entrant> house = bouts.houseBots(demo.id()).stream().map(HouseBot::entrant).toList();
        AnnouncedBout b = bouts.announce(demo.id(), ME, 1, 123).bouts().get(0);
        Announcing.Drawn d = Announcing.draw(before, house, 1, b.announcementSeed()).get(0);
        assertThat(b.firstPlayerId()).isEqualTo(d.first().playerId());
        assertThat(b.configuration()).isEqualTo(d.configuration());
        assertThat(b.boutSeed()).isEqualTo(d.boutSeed());
    }

    @Test
    void runningABoutIsOneUndoableAction() {
        AnnouncedBout b = announceVoltAndMonkey();
        workshop.setReadiness(demo.id(), ME, b.firstPlayerId(), Readiness.SET);
        workshop.setReadiness(demo.id(), ME, b.secondPlayerId(), Readiness.SET);
        Loadout first = workshop.loadout(demo.id(), b.firstPlayerId());
        bouts.run(demo.id(), ME, b.id());
        store.log().undo(demo.id(), ME);
        assertThat(bouts.bout(demo.id(), b.id()).status()).isEqualTo(BoutStatus.ANNOUNCED);
        assertThat(workshop.loadout(demo.id(), b.firstPlayerId())).isEqualTo(first);
    }

    @Test
    void aBoutRunStraightFromTheArenaCountsWhenSettled() {
        // "The number of bouts an Operator's bot has been engaged in is publicly tracked"
        Loadout a = loadout("Dr.Volt");
        Loadout b = loadout("Gearheart");
        BoutResult result = new BoutEngine(workshop.rules(demo.id()).catalogue()).run(Entrant.of(a.bot(), a.script(),
                "Dr.Volt"), Entrant.of(b.bot(), b.script(), "Gearheart"), Configuration.standard(), 3);
        BlogBots.in(store).arena().settle(demo.id(), ME, result, id("Dr.Volt"), id("Gearheart"), false);
        assertThat(loadout("Dr.Volt").boutCount()).isEqualTo(1);
        assertThat(loadout("Gearheart").boutCount()).isEqualTo(1);
    }

    @Test
    void theOperatorStillStagingForfeitsOnceTheOtherHasBeenSetFor48Hours() {
        // "If, at any point during a Bout, one of the participating Operators has had their Readiness set to Set for
        // the last 48 hours and the other has not changed their Readiness from Staging since the Announcement Post
        // for that Bout, then the Operator whose Readiness is Staging forfeits the match and the other Operator is the
        // Winner for that Bout."
        AnnouncedBout b = announceVoltAndMonkey();
        assertThat(bouts.forfeit(demo.id(), b.id())).isEmpty();
        clock.advance(Duration.ofHours(2));
        workshop.setReadiness(demo.id(), ME, b.firstPlayerId(), Readiness.SET);
        Bot before = workshop.loadout(demo.id(), b.secondPlayerId()).bot();
        BoutsService.Forfeit f = bouts.forfeit(demo.id(), b.id()).orElseThrow();
        assertThat(f.loser()).isEqualTo(b.secondOperator());
        assertThat(f.from()).isEqualTo(clock.now().plus(Duration.ofHours(48)));

        clock.advance(Duration.ofHours(47));
        assertThatThrownBy(() -> bouts.declareForfeit(demo.id(), ME, b.id())).hasMessageContaining("for the last 48 "
                + "hours");
        clock.advance(Duration.ofHours(1));
        AnnouncedBout after = bouts.declareForfeit(demo.id(), ME, b.id());

        assertThat(after.status()).isEqualTo(BoutStatus.FORFEITED);
        assertThat(after.winner()).isEqualTo(b.firstOperator());
        Loadout loser = workshop.loadout(demo.id(), b.secondPlayerId());
        assertThat(loser.readiness()).isEqualTo(Readiness.WORKSHOP);
        assertThat(loser.bot()).isEqualTo(before); // ruling: no Bout was fought, the Conditions are unchanged
        assertThat(loser.boutCount()).isEqualTo(1);
    }

    // ------------------------------------------------------------------------ requested Systems

    @Test
    void modularBreakpointAddsOneBinSystemOnceSetBeforeTheBout() {
        // Modular Breakpoint: "The Operator of the Actor may privately message the Announcer to add a System from
        // their Spare Parts Bin to their Bot while their Readiness is Staging ... The Announcer should add that System
        // to the Actor once its Operator's Readiness is Set, but before processing the Bout."
        long volt = id("Dr.Volt");
        workshop.correct(demo.id(), ME, volt, "MB", l -> l.withBot(new Bot("Sparky", Part.engine("Nuclear", 100),
                Part.chassis("Camelot CG3 Rampart", 100), List.of(Part.system("Modular Breakpoint", 100))))
                .withBin(List.of(Part.system("Ram", 90))));
        assertThatThrownBy(() -> bouts.requestSystems(demo.id(), ME, volt, List.of("Ram")))
                .hasMessageContaining("while their Readiness is Staging");
        AnnouncedBout b = announceVoltAndMonkey();
        assertThatThrownBy(() -> bouts.requestSystems(demo.id(), ME, volt, List.of("Ram", "Axe")))
                .hasMessageContaining("Only one System");
        assertThatThrownBy(() -> bouts.requestSystems(demo.id(), ME, volt, List.of("Axe")))
                .hasMessageContaining("no Axe");
        bouts.requestSystems(demo.id(), ME, volt, List.of("Ram"));
        assertThat(loadout("Dr.Volt").requests()).containsExactly(Part.system("Ram", 90));
        assertThat(loadout("Dr.Volt").publicView().requests()).isEmpty();

        workshop.setReadiness(demo.id(), ME, b.firstPlayerId(), Readiness.SET);
        workshop.setReadiness(demo.id(), ME, b.secondPlayerId(), Readiness.SET);
        BoutsService.Ran ran = bouts.run(demo.id(), ME, b.id());

        Entrant voltIn = ran.bout().firstPlayerId() == volt ? ran.bout().firstEntrant() : ran.bout().secondEntrant();
        assertThat(voltIn.bot().systems()).extracting(Part::name).containsExactly("Modular Breakpoint", "Ram");
        assertThat(loadout("Dr.Volt").bin()).isEmpty();
        assertThat(loadout("Dr.Volt").requests()).isEmpty();
    }

    @Test
    void inTournamentModeTheListIsAddedAtStagingWhenAllAreInTheBin() {
        // "Once an Operator's Readiness is set to Staging, the Announcer should remove all the Systems in their list
        // from their Spare Parts Bin and add the Systems to their Bot, given their Bot has enough spare hardpoints to
        // accommodate all the Systems in their list and all the Systems in the list exist in their Spare Parts Bin."
        workshop.updateRules(demo.id(), ME, r -> r.withTournamentMode(true), "Tournament Mode");
        long volt = id("Dr.Volt");
        workshop.correct(demo.id(), ME, volt, "bin", l -> l.withBot(new Bot("Sparky", Part.engine("Nuclear", 100),
                Part.chassis("Camelot CG3 Rampart", 100), List.of(Part.system("Taser", 100))))
                .withBin(List.of(Part.system("Ram", 90), Part.system("Plate", 50))));
        bouts.requestSystems(demo.id(), ME, volt, List.of("Ram", "Plate"));
        long monkey = id("Brass_Monkey");
        bouts.requestSystems(demo.id(), ME, monkey, List.of("Axe")); // not in the bin: nothing is added
        announceVoltAndMonkey();
        assertThat(loadout("Dr.Volt").bot().systems()).extracting(Part::name).containsExactly("Taser", "Ram", "Plate");
        assertThat(loadout("Dr.Volt").bin()).isEmpty();
        assertThat(loadout("Brass_Monkey").bot().systems()).extracting(Part::name).containsExactly("Ram", "Plate");
        assertThat(loadout("Brass_Monkey").requests()).isEmpty();
        assertThatThrownBy(() -> bouts.requestSystems(demo.id(), ME, volt, List.of("Ram")))
                .hasMessageContaining("Workshop or Ready");
    }

    // ------------------------------------------------------------------------ Taunt

    @Test
    void aTauntRaisesTheTargetsRedMistUpToTwoAboveTheTaunters() {
        // "When an Operator Taunts a Taunt Target they increase the Taunt Target's Red Mist to any value up to two
        // higher than their own Red Mist."
        long cog = id("Cogsworth");
        long gear = id("Gearheart");
        assertThatThrownBy(() -> bouts.taunt(demo.id(), ME, cog, gear, 3)).hasMessageContaining("at most 2");
        bouts.taunt(demo.id(), ME, cog, gear, 2);
        assertThat(loadout("Gearheart").redMist()).isEqualTo(2);
        assertThatThrownBy(() -> bouts.taunt(demo.id(), ME, cog, gear, 2)).hasMessageContaining("already 2");
    }

    @Test
    void aTauntNeedsAnyOfTheThreeConditions() {
        // "provided that any of the following are true: They have not Taunted that Taunt target in the past 48 hours;
        // Both ... have their Readiness set to Workshop or Ready; ... Announced to be participants in the same upcoming
        // Bout, and at least one of those Operators has a Readiness of Staging"
        AnnouncedBout b = announceVoltAndMonkey();
        long gear = id("Gearheart");
        long volt = id("Dr.Volt");
        bouts.taunt(demo.id(), ME, gear, volt, 1); // not taunted in 48 hours: enough
        workshop.correct(demo.id(), ME, gear, "mist", l -> l.withRedMist(2));
        assertThatThrownBy(() -> bouts.taunt(demo.id(), ME, gear, volt, 2)).hasMessageContaining("None is true");
        // in the same upcoming Bout with one Staging: allowed again within 48 hours
        long other = b.firstPlayerId() == volt ? b.secondPlayerId() : b.firstPlayerId();
        bouts.taunt(demo.id(), ME, other, volt, 2);
        bouts.taunt(demo.id(), ME, volt, other, 1);
        workshop.correct(demo.id(), ME, volt, "mist", l -> l.withRedMist(0));
        assertThatThrownBy(() -> bouts.taunt(demo.id(), ME, volt, other, 3)).hasMessageContaining("at most 2")
                .isInstanceOf(Refusal.class);
    }

    @Test
    void whenAllThreeHoldTheTauntMayGiveOneMore() {
        // "If all three of the previous conditions are true, the operator taunting the Taunt target may add one the
        // amount of red mist given to the Taunt Target additionally." (All three cannot hold at once while a Bout's
        // Operators are Staging and both must be Workshop or Ready, so the allowance shows the bonus only then.)
        BoutsService.TauntAllowance a = new BoutsService.TauntAllowance(true, true, true, 0, 3);
        assertThat(a.bonus()).isTrue();
        assertThat(bouts.tauntAllowance(demo.id(), id("Cogsworth"), id("Gearheart")).max()).isEqualTo(2);
    }

    @Test
    void inTournamentModeTauntHasNoEffect() {
        // "The rules Showboating and Taunt have no effect and are flavour text"
        workshop.updateRules(demo.id(), ME, r -> r.withTournamentMode(true), "Tournament Mode");
        assertThatThrownBy(() -> bouts.taunt(demo.id(), ME, id("Cogsworth"), id("Gearheart"), 1))
                .hasMessageContaining("no effect");
    }
}
