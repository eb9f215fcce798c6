package org.dynast.model.districts.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.dynast.model.Refusal;
import org.junit.jupiter.api.Test;

/** Ruleset 217, "Reactions": Decide (with Labour) and Pass. */
class ReactionsTest {

    static final Instant T0 = Instant.parse("2026-11-20T00:00:00Z");
    static final List<String> ALL = List.of("Ash", "Birch");
    static final District ASH = District.newDistrict("Ash");

    static Dilemma dilemma(int number, Outcome one, Outcome two) {
        return new Dilemma(number, T0, List.of(one, two), Map.of());
    }

    static Dilemma plain(int number) {
        return dilemma(number, new Outcome(Upside.GAIN_1_FOOD, Downside.LOSE_5_PEOPLE),
                new Outcome(Upside.GAIN_1_DEFENCES, Downside.LOSE_1_INGENUITY));
    }

    @Test
    void aDistrictReactsToTheOldestOngoingDilemmaItHasNotReactedTo() {
        // "A District may React to the oldest Ongoing Dilemma that they haven’t already Reacted to"
        Dilemma one = new Dilemma(1, T0, plain(1).outcomes(), Map.of("Ash", T0.plus(Duration.ofHours(1))));
        Dilemma two = new Dilemma(2, T0.plus(Duration.ofHours(20)), plain(2).outcomes(), Map.of());
        Dilemma three = new Dilemma(3, T0.plus(Duration.ofHours(30)), plain(3).outcomes(), Map.of());
        List<Dilemma> all = List.of(three, one, two);
        Instant now = T0.plus(Duration.ofHours(31));
        assertThat(Reactions.toReactTo("Ash", all, ALL, now)).contains(two);
        assertThat(Reactions.toReactTo("Birch", all, ALL, now)).contains(one);
        // "A Dilemma is Ongoing if it is less than 48 hours old and some Districts are yet to React to it."
        assertThat(Reactions.toReactTo("Birch", all, ALL, T0.plus(Duration.ofHours(48)))).contains(two);
        assertThatThrownBy(() -> Reactions.checkMayReact("Ash", three, all, ALL, now)).isInstanceOf(Refusal.class)
                .hasMessageContaining("Dilemma #2, not #3");
        assertThatThrownBy(() -> Reactions.checkMayReact("Ash", three, all, ALL, T0.plus(Duration.ofDays(9))))
                .hasMessageContaining("no Ongoing Dilemma");
    }

    @Test
    void decideAppliesTheUpsideThenTheDownside() {
        // "then applying the selected Outcome’s Upside and then its Downside to themselves."
        // A Starving District that gains 1 Food first is no longer Starving when it loses 1 Food.
        Dilemma d = dilemma(4, new Outcome(Upside.GAIN_1_FOOD, Downside.LOSE_1_FOOD),
                new Outcome(Upside.GAIN_1_DEFENCES, Downside.LOSE_5_PEOPLE));
        Reaction r = Reactions.decide(ASH.withFood(0), d, Situation.of(4), Choices.outcome(1), new ScriptedDice());
        assertThat(r.district().food()).isZero();
        assertThat(r.district().people()).isEqualTo(50);
        assertThat(r.outcome()).isEqualTo(1);
        Reaction two = Reactions.decide(ASH, d, Situation.of(4), Choices.outcome(2), new ScriptedDice());
        assertThat(two.district().defences()).isEqualTo(1);
        assertThat(two.district().people()).isEqualTo(45);
        assertThatThrownBy(() -> Reactions.decide(ASH, d, Situation.of(4), Choices.outcome(3), new ScriptedDice()))
                .isInstanceOf(Refusal.class);
    }

    @Test
    void aDistrictInChaosSelectsAnOutcomeAtRandom() {
        // "Whenever a District that is in Chaos Decides on a Dilemma, it must make the selection between Outcomes at
        //  random."
        ScriptedDice dice = new ScriptedDice(2);
        Reaction r = Reactions.decide(ASH.withOrder(0), plain(4), Situation.of(4), Choices.outcome(1), dice);
        assertThat(r.outcome()).isEqualTo(2);
        assertThat(r.outcomeAtRandom()).isTrue();
        assertThat(r.district().defences()).isEqualTo(1);
        assertThat(dice.draws.get(0).sides()).isEqualTo(2);
        assertThat(dice.draws.get(0).secret()).isFalse();
    }

    @Test
    void aDistrictThatCannotPerformAConsequenceSkipsIt() {
        // "If a District is unable to perform an Upside or Downside (eg. because it would set a variable to an invalid
        //  value), they must skip it instead of performing it."
        Reaction r = Reactions.decide(ASH, plain(4), Situation.of(4), Choices.outcome(2), new ScriptedDice());
        assertThat(r.district().ingenuity()).isZero();
        assertThat(r.steps()).anyMatch(s -> s.text().startsWith("Skipped \"Lose 1 Ingenuity\""));
    }

    @Test
    void decidingOnGainFivePeopleHousesItsFaction() {
        // "A District that chooses to Gain People from that Upside begins to house its specified Faction"
        Dilemma d = dilemma(4, new Outcome(Upside.GAIN_5_PEOPLE, Downside.LOSE_1_DEFENCES, "The Gleaners"),
                plain(4).outcome(2));
        Reaction r = Reactions.decide(ASH, d, Situation.of(4), Choices.outcome(1), new ScriptedDice());
        assertThat(r.district().people()).isEqualTo(55);
        assertThat(r.district().factions()).containsExactly("The Gleaners");
    }

    @Test
    void losingFivePeopleByItsOwnDecisionMayStopHousingAFaction() {
        // "Whenever a District loses 5 or more People as a result of its own decision, it may also choose to stop
        //  housing a single specific Faction."
        District housing = ASH.housing("Reds").housing("Blues");
        Reaction r = Reactions.decide(housing, plain(4), Situation.of(4), Choices.outcome(1).withStopHousing("Reds"),
                new ScriptedDice());
        assertThat(r.district().factions()).containsExactly("Blues");
        assertThat(r.stoppedHousing()).isEqualTo("Reds");
        Reaction kept = Reactions.decide(housing, plain(4), Situation.of(4), Choices.outcome(2).withStopHousing("Reds"),
                new ScriptedDice());
        assertThat(kept.district().factions()).containsExactly("Reds", "Blues");
        assertThatThrownBy(() -> Reactions.decide(housing, plain(4), Situation.of(4),
                Choices.outcome(1).withStopHousing("Greens"), new ScriptedDice())).isInstanceOf(Refusal.class);
    }

    @Test
    void passReducesOrderByOneToAMinimumOfZero() {
        // "Pass: Posting a comment on the Dilemma announcing that they are passing, then reducing their Order by 1 (to a
        //  minimum of zero)."
        assertThat(Reactions.pass(ASH, Situation.of(2)).district().order()).isEqualTo(3);
        assertThat(Reactions.pass(ASH.withOrder(0), Situation.of(2)).district().order()).isZero();
    }

    @Test
    void labouringPerformsTheWorkEffectsOfChosenUnderstoodInnovationsInOrder() {
        // "To Labour is to select any number of Innovations that you understand and to perform each of their Work
        //  effects, in any order."
        // Shared Wisdom: "Gain 1 Ingenuity if you are Reacting to a Dilemma whose number is a multiple of 7."
        // Gadget Repository: "You may spend 1 Ingenuity to add one Upside of your choice to the Prospect."
        District d = ASH.withEnergyTrap(1).withInnovations(List.of(Innovation.SHARED_WISDOM,
                Innovation.GADGET_REPOSITORY));
        Choices ch = Choices.outcome(1).withLabour(List.of(Innovation.SHARED_WISDOM, Innovation.GADGET_REPOSITORY))
                .withGadgetUpside(Upside.GOVERN);
        Reaction r = Reactions.decide(d, plain(14), Situation.of(14), ch, new ScriptedDice());
        assertThat(r.district().ingenuity()).isZero();
        assertThat(r.prospect()).containsExactly(Upside.GOVERN);
        // in the other order there is no Ingenuity to spend yet
        Reaction other = Reactions.decide(d, plain(14), Situation.of(14), ch.withLabour(List.of(
                Innovation.GADGET_REPOSITORY, Innovation.SHARED_WISDOM)), new ScriptedDice());
        assertThat(other.district().ingenuity()).isEqualTo(1);
        assertThat(other.prospect()).isEmpty();
        // not a multiple of 7
        assertThat(Reactions.decide(d, plain(15), Situation.of(15), ch, new ScriptedDice()).district().ingenuity())
                .isZero();
    }

    @Test
    void indoorGardensGrowTwoFoodOnEveryTenthDilemma() {
        // Indoor Gardens: "Work effect: Gain 2 Food if you are Reacting to a Dilemma whose number is a multiple of 10."
        District d = ASH.withEnergyTrap(1).withInnovations(List.of(Innovation.INDOOR_GARDENS));
        Choices ch = Choices.outcome(2).withLabour(List.of(Innovation.INDOOR_GARDENS));
        assertThat(Reactions.decide(d, plain(20), Situation.of(20), ch, new ScriptedDice()).district().food())
                .isEqualTo(7);
        assertThat(Reactions.decide(d, plain(21), Situation.of(21), ch, new ScriptedDice()).district().food())
                .isEqualTo(5);
    }

    @Test
    void scavengingPartiesSpendOneFoodForARandomBenefitOnEveryFifthDilemma() {
        // Scavenging Parties: "Work effect: If you are Reacting to a Dilemma whose number is a multiple of 5, spend 1
        //  Food to gain one of the following three benefits at random: +1 Ingenuity, +1 Defences, or +4 to your Energy
        //  Trap."
        District d = ASH.withInnovations(List.of(Innovation.SCAVENGING_PARTIES));
        Choices ch = Choices.outcome(2).withLabour(List.of(Innovation.SCAVENGING_PARTIES));
        ScriptedDice dice = new ScriptedDice(3);
        Reaction r = Reactions.decide(d, plain(15), Situation.of(15), ch, dice);
        assertThat(r.district().food()).isEqualTo(4);
        assertThat(r.district().energyTrap()).isEqualTo(4);
        assertThat(dice.draws.get(0).sides()).isEqualTo(3);
        Reaction hungry = Reactions.decide(d.withFood(0), plain(15), Situation.of(15), ch, new ScriptedDice());
        assertThat(hungry.district().food()).isZero();
        assertThat(hungry.steps().get(0).text()).contains("no Food to spend");
        // Societal: switched off while People is zero
        assertThatThrownBy(() -> Reactions.decide(d.withPeople(0), plain(15), Situation.of(15), ch,
                new ScriptedDice())).hasMessageContaining("does not apply");
    }

    @Test
    void labourIsRefusedForInnovationsNotUnderstoodOrWithoutWorkEffectsOrLapsed() {
        // "select any number of Innovations that you understand and to perform each of their Work effects"
        Choices gardens = Choices.outcome(1).withLabour(List.of(Innovation.INDOOR_GARDENS));
        assertThatThrownBy(() -> Reactions.decide(ASH, plain(10), Situation.of(10), gardens, new ScriptedDice()))
                .hasMessageContaining("does not understand");
        District research = ASH.withEnergyTrap(3).withInnovations(List.of(Innovation.MILITARY_RESEARCH));
        assertThatThrownBy(() -> Reactions.decide(research, plain(10), Situation.of(10),
                Choices.outcome(1).withLabour(List.of(Innovation.MILITARY_RESEARCH)), new ScriptedDice()))
                .hasMessageContaining("no Work effect");
        // Technological: switched off with an empty Energy Trap
        District off = ASH.withInnovations(List.of(Innovation.INDOOR_GARDENS));
        assertThatThrownBy(() -> Reactions.decide(off, plain(10), Situation.of(10), gardens, new ScriptedDice()))
                .hasMessageContaining("does not apply");
    }

    @Test
    void governingByGatheringInADecideUsesTheDilemmaReactedTo() {
        // "Set their Calendar to the number of the Dilemma to which they are Reacting."
        Dilemma d = dilemma(12, new Outcome(Upside.GOVERN, Downside.LOSE_1_DEFENCES), plain(12).outcome(2));
        District grazing = ASH.withCommons(List.of(Commons.GRAZING_LANDS)).withCalendar(2);
        // Fallow Value 10: 2 Food; Gathering's random Consequence DICE11 = 3: Gain 1 Defences
        Reaction r = Reactions.decide(grazing, d, Situation.of(12), Choices.outcome(1).withGovern(GovernChoice.GATHER),
                new ScriptedDice(3));
        assertThat(r.district().food()).isEqualTo(7);
        assertThat(r.district().defences()).isZero();
        assertThat(r.district().calendar()).isEqualTo(12);
    }
}
