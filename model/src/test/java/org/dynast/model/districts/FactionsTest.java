package org.dynast.model.districts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import org.dynast.model.Refusal;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Ruleset 217, "Factions", "The People's Front of Judea", "Mooting", "Socialize" and "Reinitialisation". */
class FactionsTest {

    private final Fixture f = new Fixture();
    private final FactionsService factions = f.engine.factions();
    private final long id = f.found();

    @AfterEach
    void close() {
        f.close();
    }

    private void house(String district, String... names) {
        f.set(id, district, "Factions", String.join(", ", names));
    }

    /**
     * "For the named Faction, calculate the named District's position relative to all other Districts for each of the
     * Preference Formulas of its Culture, with Loyal always being considered above average and Disloyal always being
     * considered below average. If more than two of the results are below the mean average for all Districts then it
     * stops housing that Faction."
     */
    @Test
    void aFactionTestCountsPositionsBelowTheMeanAndMoreThanTwoStopsTheHousing() {
        f.faction(id, "Lamplighters", "Progressive", "Multicultural", "Acquisitive",
                "Ordered", "Loyal");
        house("Ashgrove", "Lamplighters");
        f.set(id, "Ashgrove", "Order", 1);
        f.set(id, "Ashgrove", "Food", 2);
        // Progressive: 0 against a mean of 0 (not below); Multicultural: 1 Faction against 0.25 (not below);
        // Acquisitive: Food 2 against (2+5+5+5)/4 = 4.25 (below); Ordered: 1 against 3.25 (below); Loyal: above
        FactionTest.Result kept = factions.calculate(id, "Ashgrove", "Lamplighters");
        assertThat(kept.below()).isEqualTo(2);
        assertThat(kept.stops()).isFalse();
        assertThat(kept.lines().get(2).text()).isEqualTo("Acquisitive (Food + Number of Connections + Energy): 2 "
                + "against a mean of 4.25 \u2014 below");
        assertThat(kept.lines().get(4).text()).isEqualTo("Loyal: always above average");

        f.faction(id, "Ash Choir", "Progressive", "Multicultural", "Acquisitive", "Ordered", "Disloyal");
        house("Ashgrove", "Lamplighters", "Ash Choir");
        // Disloyal is always below: three below, so the test stops the housing
        FactionTest.Result r = factions.carryOutTest(id, Fixture.ADMIN, "Ashgrove", "Ash Choir");
        assertThat(r.below()).isEqualTo(3);
        assertThat(r.stops()).isTrue();
        assertThat(f.district(id, "Ashgrove").factions()).containsExactly("Lamplighters");
        f.store.log().undo(id, Fixture.ADMIN);
        assertThat(f.district(id, "Ashgrove").factions()).containsExactly("Lamplighters", "Ash Choir");
    }

    /** Progressive's Preference Formula: "Ingenuity + Ingenuity cost of all understood Innovations". */
    @Test
    void progressiveCountsTheIngenuityCostOfUnderstoodInnovations() {
        f.faction(id, "Tinkers", "Progressive", "Monocultural", "Relational", "Anarchic", "Loyal");
        house("Brickwell", "Tinkers");
        f.set(id, "Brickwell", "Ingenuity", 1);
        f.set(id, "Brickwell", "Innovations", "Military Research, Improvised Shields");
        // 1 + 1 + 2 = 4 against a mean of 1
        assertThat(factions.calculate(id, "Brickwell", "Tinkers").lines().get(0).text())
                .isEqualTo("Progressive (Ingenuity + Ingenuity cost of all understood Innovations): 4 against a mean "
                        + "of 1 \u2014 not below");
    }

    /**
     * Mooting: "A District may Moot when directed to by the ruleset"; the ruleset's one direction is Stormbrow Peak's
     * "The District may Moot once, immediately after the completion of this Gathering". A Moot no rule directs is
     * refused, and so is a second Moot on one direction (four undirected Moots took a District from 55 to 75 People).
     */
    @Test
    void aMootTheRulesetNeverDirectedIsRefusedAndSoIsASecond() {
        int logged = f.store.log().history(id).size();
        assertThatThrownBy(() -> factions.moot(id, Fixture.ADMIN, "Cinderfold")).isInstanceOf(Refusal.class)
                .hasMessageContaining("Cinderfold has not been directed to Moot")
                .hasMessageContaining("A District may Moot when directed to by the ruleset");
        assertThat(f.store.log().history(id)).hasSize(logged);
        assertThat(factions.mayMoot(id, "Cinderfold")).isFalse();
        factions.directMoot(id, Fixture.ADMIN, "Cinderfold", "Proposal #7");
        assertThat(factions.mayMoot(id, "cinderfold")).isTrue();
        factions.moot(id, Fixture.ADMIN, "Cinderfold");
        assertThat(factions.mayMoot(id, "Cinderfold")).isFalse();
        assertThatThrownBy(() -> factions.moot(id, Fixture.ADMIN, "Cinderfold"))
                .hasMessageContaining("has not been directed to Moot");
        assertThat(factions.inbox(id)).hasSize(1);
        f.store.log().undo(id, Fixture.ADMIN);
        assertThat(factions.mayMoot(id, "Cinderfold")).as("undoing the Moot gives the direction back").isTrue();
    }

    /**
     * Mooting: "they should, at their earliest opportunity, carry out a Faction Test for each of that District's
     * Factions, and then issue the Rewards of all Factions that remain Housed in that District to that District."
     */
    @Test
    void aMootTestsEveryFactionThenIssuesTheRewardsOfThoseThatRemain() {
        f.faction(id, "Lamplighters", "Progressive", "Multicultural", "Relational", "Ordered", "Loyal");
        f.faction(id, "Ash Choir", "Conservative", "Monocultural", "Acquisitive", "Anarchic", "Disloyal");
        house("Cinderfold", "Lamplighters", "Ash Choir");
        factions.directMoot(id, Fixture.ADMIN, "Cinderfold", "Proposal #1");
        long message = factions.moot(id, Fixture.ADMIN, "Cinderfold");
        assertThat(factions.inbox(id)).singleElement().satisfies(m -> {
            assertThat(m.kind).isEqualTo("Moot");
            assertThat(m.answered).isFalse();
        });
        List<String> answer = factions.answerMoot(id, Fixture.ADMIN, message);
        // Ash Choir: Conservative 4 = mean (not below), Monocultural -2 < -0.5, Acquisitive 5 = 5, Anarchic -4 = -4,
        // Disloyal below: two below, kept. Lamplighters: all at or above the mean, kept.
        assertThat(answer).contains("Cinderfold and Lamplighters: 0 of 5 below the mean \u2014 keeps Lamplighters",
                "Cinderfold and Ash Choir: 2 of 5 below the mean \u2014 keeps Ash Choir");
        District c = f.district(id, "Cinderfold");
        // Rewards: Progressive 2 Ingenuity; Multicultural 5 People, 1 Ingenuity; Relational 1 People; Ordered 1
        // Defence and 1 Order; Conservative 2 Order; Monocultural 1 People, 1 Order; Acquisitive 1 Food and 1 Energy;
        // Anarchic 1 Food, 1 Ingenuity and 1 Energy
        assertThat(c.people()).isEqualTo(50 + 5 + 1 + 1);
        assertThat(c.ingenuity()).isEqualTo(2 + 1 + 1);
        assertThat(c.order()).isEqualTo(4 + 1 + 2 + 1);
        assertThat(c.defences()).isEqualTo(1);
        assertThat(c.food()).isEqualTo(5 + 1 + 1);
        assertThat(c.energyTrap()).isEqualTo(2);
        assertThatThrownBy(() -> factions.answerMoot(id, Fixture.ADMIN, message)).isInstanceOf(Refusal.class)
                .hasMessage("Message #1 has been answered already.");
    }

    /**
     * Socialize: "the City should privately respond with the number of those Positions that are in the Culture of one
     * or more Factions that the District is housing, counting 1 per Position regardless of how many Factions' Cultures
     * it matches."
     */
    @Test
    void socializeCountsEachMatchingPositionOnce() {
        f.faction(id, "Lamplighters", "Progressive", "Multicultural", "Relational", "Ordered", "Loyal");
        f.faction(id, "Ash Choir", "Progressive", "Monocultural", "Acquisitive", "Ordered", "Disloyal");
        house("Dunmarsh", "Lamplighters", "Ash Choir");
        String answer = f.engine.books().act(id, Fixture.ADMIN, "districts.socialize", "test", w ->
                FactionsService.socialize(w, "Dunmarsh", List.of("Progressive", "Monocultural", "Relational",
                        "Anarchic")).answer);
        // Progressive (both, counted once), Monocultural (Ash Choir), Relational (Lamplighters); not Anarchic
        assertThat(answer).isEqualTo("3");
        assertThatThrownBy(() -> FactionsService.socializeCulture(List.of("Progressive", "Conservative", "Relational",
                "Anarchic"))).isInstanceOf(Refusal.class).hasMessageContaining("same statement's two sides");
        assertThatThrownBy(() -> FactionsService.socializeCulture(List.of("Progressive", "Monocultural", "Relational",
                "Loyal"))).isInstanceOf(Refusal.class)
                .hasMessage("A Socialize's Culture does not include the Loyal or Disloyal Positions.");
    }

    /** "While a District that Houses Factions has no People, it is instead considered to house no Factions." */
    @Test
    void aDistrictWithNoPeopleHousesNoFactions() {
        f.faction(id, "Lamplighters", "Progressive", "Multicultural", "Relational", "Ordered", "Loyal");
        house("Ashgrove", "Lamplighters");
        f.set(id, "Ashgrove", "People", 0);
        assertThat(f.district(id, "Ashgrove").housedFactions()).isEmpty();
        assertThat(f.district(id, "Ashgrove").factions()).containsExactly("Lamplighters");
        assertThatThrownBy(() -> factions.carryOutTest(id, Fixture.ADMIN, "Ashgrove", "Lamplighters"))
                .isInstanceOf(Refusal.class).hasMessage("Ashgrove does not house Lamplighters.");
    }

    /**
     * "Whenever a District loses 5 or more People as a result of its own decision, it may also choose to stop housing
     * a single specific Faction."
     */
    @Test
    void stoppingHousingNeedsALossOfFivePeopleByTheDistrictsOwnDecision() {
        f.faction(id, "Lamplighters", "Progressive", "Multicultural", "Relational", "Ordered", "Loyal");
        house("Ashgrove", "Lamplighters");
        assertThatThrownBy(() -> factions.stopHousing(id, Fixture.ADMIN, "Ashgrove", "Lamplighters"))
                .isInstanceOf(Refusal.class).hasMessageStartingWith("Ashgrove may stop housing a Faction only when it "
                        + "loses 5 or more People as a result of its own decision");
        f.seed(id, w -> FactionsService.lostPeople(w, "Ashgrove", 5));
        assertThat(factions.mayStopHousing(id, "Ashgrove")).isTrue();
        factions.stopHousing(id, Fixture.ADMIN, "Ashgrove", "Lamplighters");
        assertThat(f.district(id, "Ashgrove").factions()).isEmpty();
        assertThat(factions.mayStopHousing(id, "Ashgrove")).isFalse();
    }

    /**
     * "If a Faction has no Culture then the City may generate one for it, with each Position being secretly randomly
     * selected." Each Position is one side of its statement, drawn by a secret roll the players never see.
     */
    @Test
    void aNewFactionsCultureIsDrawnBySecretRolls() {
        String name = factions.createFaction(id, Fixture.ADMIN, "");
        assertThat(name).isEqualTo("Faction 1");
        DistrictsState.Faction made = factions.factions(id).get(0);
        assertThat(made.positions()).extracting(Position::pair).containsExactly(0, 1, 2, 3, 4);
        assertThat(f.store.dice().emperorView(id)).hasSize(5).allSatisfy(r -> assertThat(r.secret()).isTrue());
        assertThat(f.store.dice().playerView(id)).isEmpty();
        // the log's summary (exported with the dynasty) names no Position
        assertThat(f.store.log().history(id).get(f.store.log().history(id).size() - 1).summary())
                .isEqualTo("The City created a Faction (private)");
    }

    /**
     * Reinitialisation: "If they have not already done so in the current dynasty, a District may make a post to the
     * blog announcing that they are Reinitialising; if they do so then they must immediately set all of their
     * gamestate tracked values to their defaults for new players, and if the City is privately tracking any
     * information about them then they should do likewise".
     */
    @Test
    void reinitialisingResetsEveryValueOnceADynasty() {
        f.set(id, "Brickwell", "People", 12);
        f.set(id, "Brickwell", "Commons", "The Grazing Lands");
        factions.directMoot(id, Fixture.ADMIN, "Brickwell", "Proposal #1");
        factions.moot(id, Fixture.ADMIN, "Brickwell");
        factions.reinitialise(id, Fixture.ADMIN, "Brickwell");
        District b = f.district(id, "Brickwell");
        assertThat(b.people()).isEqualTo(50);
        assertThat(b.commons()).isEmpty();
        assertThat(factions.inbox(id)).isEmpty();
        assertThatThrownBy(() -> factions.reinitialise(id, Fixture.ADMIN, "Brickwell")).isInstanceOf(Refusal.class)
                .hasMessageStartingWith("Brickwell has Reinitialised already in this dynasty");
    }

    /**
     * Reinitialisation: "When a District has Reinitialised, they are considered to have undertaken no actions in this
     * dynasty for the purposes of determining the validity of limited actions taken after the Reinitialisation, except
     * for the action of Reinitialising itself." Its earlier Reaction no longer bars it from Reacting ("the oldest
     * Ongoing Dilemma that they haven't already Reacted to"), nor its earlier response from responding ("Each District
     * may respond once to each Plenary Session"); the earlier ones stay on the record.
     */
    @Test
    void afterReinitialisingEarlierReactionsAndResponsesDoNotCount() {
        f.engine.districts().pose(id, Fixture.ADMIN, false);
        f.engine.districts().pass(id, Fixture.ADMIN, "Brickwell");
        assertThat(f.engine.districts().reactableDilemma(id, "Brickwell")).isEmpty();
        factions.reinitialise(id, Fixture.ADMIN, "Brickwell");
        assertThat(f.engine.districts().reactableDilemma(id, "Brickwell")).contains(1);
        // the other Districts' Reactions count as before
        f.engine.districts().pass(id, Fixture.ADMIN, "Ashgrove");
        assertThat(f.engine.districts().reactableDilemma(id, "Ashgrove")).isEmpty();
        f.engine.districts().pass(id, Fixture.ADMIN, "Brickwell");
        assertThat(f.district(id, "Brickwell").order()).isEqualTo(3);
        DistrictsState.Dilemma d = f.engine.districts().state(id).dilemmas.get(0);
        assertThat(d.reactions.get("Brickwell").beforeReinitialising).isFalse();
        assertThat(d.beforeReinitialising).containsKey("Brickwell");
        // once Reacted again, it has Reacted
        assertThatThrownBy(() -> f.engine.districts().pass(id, Fixture.ADMIN, "Brickwell"))
                .isInstanceOf(Refusal.class);
        // "except for the action of Reinitialising itself"
        assertThatThrownBy(() -> factions.reinitialise(id, Fixture.ADMIN, "Brickwell")).isInstanceOf(Refusal.class);
    }

    @Test
    void afterReinitialisingADistrictMayRespondAgainToAPlenarySession() {
        f.dilemmas(id, 30, Duration.ofHours(49));
        f.engine.conclave().post(id, Fixture.ADMIN);
        DistrictsState.Allocation food = new DistrictsState.Allocation();
        food.amounts.put("Food", 2L);
        f.engine.conclave().respond(id, Fixture.ADMIN, 1, "Cinderfold", food);
        assertThatThrownBy(() -> f.engine.conclave().respond(id, Fixture.ADMIN, 1, "Cinderfold",
                new DistrictsState.Allocation())).isInstanceOf(Refusal.class)
                .hasMessageStartingWith("Each District may respond once to each Plenary Session");
        factions.reinitialise(id, Fixture.ADMIN, "Cinderfold");
        DistrictsState.Allocation people = new DistrictsState.Allocation();
        people.amounts.put("People", 10L);
        f.engine.conclave().respond(id, Fixture.ADMIN, 1, "Cinderfold", people);
        DistrictsState.Session x = f.engine.conclave().sessions(id).get(0);
        assertThat(x.responses.get("Cinderfold").amount("People")).isEqualTo(10);
        assertThat(x.beforeReinitialising.get("Cinderfold").amount("Food")).isEqualTo(2);
        assertThat(f.district(id, "Cinderfold").people()).isEqualTo(40);
    }
}
