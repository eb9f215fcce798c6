package org.dynast.model.districts.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.dynast.model.Refusal;
import org.junit.jupiter.api.Test;

/** Ruleset 217, "Upsides and Downsides": applying each consequence. */
class ConsequencesTest {

    static final Situation AT_3 = Situation.of(3);
    static final District TANAGER = District.newDistrict("Tanager");

    static Reaction apply(District d, Consequence c, Choices ch, Dice dice) {
        return Consequences.apply(d, c, null, AT_3, ch, dice);
    }

    static Reaction apply(District d, Consequence c) {
        return apply(d, c, Choices.outcome(1), new ScriptedDice());
    }

    @Test
    void theGainUpsidesAddTheirAmounts() {
        // "Gain 5 People" / "Gain 1 Food" / "Gain 1 Defences" / "Gain 1 Ingenuity" / "Gain 4 to your Energy Trap"
        assertThat(apply(TANAGER, Upside.GAIN_5_PEOPLE).district().people()).isEqualTo(55);
        assertThat(apply(TANAGER, Upside.GAIN_1_FOOD).district().food()).isEqualTo(6);
        assertThat(apply(TANAGER, Upside.GAIN_1_DEFENCES).district().defences()).isEqualTo(1);
        assertThat(apply(TANAGER, Upside.GAIN_1_INGENUITY).district().ingenuity()).isEqualTo(1);
        assertThat(apply(TANAGER, Upside.GAIN_4_ENERGY).district().energyTrap()).isEqualTo(4);
    }

    @Test
    void gainingPeopleOfAFactionHousesIt() {
        // "A District that chooses to Gain People from that Upside begins to house its specified Faction if they do not
        //  already."
        Reaction r = Consequences.apply(TANAGER, Upside.GAIN_5_PEOPLE, "The Gleaners", AT_3, Choices.outcome(1),
                new ScriptedDice());
        assertThat(r.district().factions()).containsExactly("The Gleaners");
        assertThat(r.startedHousing()).isEqualTo("The Gleaners");
        Reaction again = Consequences.apply(r.district(), Upside.GAIN_5_PEOPLE, "The Gleaners", AT_3,
                Choices.outcome(1), new ScriptedDice());
        assertThat(again.district().factions()).containsExactly("The Gleaners");
        assertThat(again.startedHousing()).isNull();
    }

    @Test
    void aStarvingDistrictSkipsGainingPeople() {
        // "A Starving District cannot willingly increase its own People unless it simultaneously increases its Food."
        // "If a District is unable to perform an Upside or Downside [...] they must skip it instead of performing it."
        Reaction r = Consequences.apply(TANAGER.withFood(0), Upside.GAIN_5_PEOPLE, "The Gleaners", AT_3,
                Choices.outcome(1), new ScriptedDice());
        assertThat(r.district().people()).isEqualTo(50);
        assertThat(r.district().factions()).isEmpty();
        assertThat(r.steps().get(0).text()).contains("Skipped");
    }

    @Test
    void theLoseDownsidesSubtractTheirAmounts() {
        // "Lose 5 People" / "Lose 1 Food" / "Lose 1 Defences" / "Lose 1 Ingenuity" / "Lose 4 from your Energy Trap"
        District rich = TANAGER.withIngenuity(3).withEnergyTrap(9).withDefences(2);
        assertThat(apply(rich, Downside.LOSE_5_PEOPLE).district().people()).isEqualTo(45);
        assertThat(apply(rich, Downside.LOSE_1_FOOD).district().food()).isEqualTo(4);
        assertThat(apply(rich, Downside.LOSE_1_DEFENCES).district().defences()).isEqualTo(1);
        assertThat(apply(rich, Downside.LOSE_1_INGENUITY).district().ingenuity()).isEqualTo(2);
        assertThat(apply(rich, Downside.LOSE_4_ENERGY).district().energyTrap()).isEqualTo(5);
    }

    @Test
    void lossesAreCappedAtWhatIsHeldExceptDefences() {
        // "With the exception of Defences, if a District would be required to lose more of a value than they possess, as
        //  a result of applying a consequence, then they instead lose all of that value."
        assertThat(apply(TANAGER.withPeople(3), Downside.LOSE_5_PEOPLE).district().people()).isZero();
        assertThat(apply(TANAGER.withEnergyTrap(2), Downside.LOSE_4_ENERGY).district().energyTrap()).isZero();
        assertThat(apply(TANAGER, Downside.LOSE_1_DEFENCES).district().defences()).isEqualTo(-1);
    }

    @Test
    void aStarvingDistrictLosesTenPeopleInsteadOfFood() {
        // "Lose 1 Food, or lose 10 People instead if you are Starving"
        Reaction r = apply(TANAGER.withFood(0), Downside.LOSE_1_FOOD);
        assertThat(r.district().people()).isEqualTo(40);
        assertThat(r.district().food()).isZero();
        assertThat(r.peopleLost()).isEqualTo(10);
    }

    @Test
    void withNoIngenuityTheLowestCostUnderstoodInnovationIsLostAtRandomAmongTies() {
        // "Lose 1 Ingenuity, or lose your lowest-cost understood Innovation (selecting one at random if there's a tie)
        //  instead if you have no Ingenuity"
        District d = TANAGER.withInnovations(List.of(Innovation.COMMUNAL_SWAY, Innovation.INDOOR_GARDENS,
                Innovation.MILITARY_RESEARCH));
        ScriptedDice dice = new ScriptedDice(2);
        Reaction r = apply(d, Downside.LOSE_1_INGENUITY, Choices.outcome(1), dice);
        assertThat(r.district().innovations()).containsExactly(Innovation.COMMUNAL_SWAY, Innovation.INDOOR_GARDENS);
        assertThat(dice.draws.get(0).sides()).isEqualTo(2);
        assertThat(apply(TANAGER, Downside.LOSE_1_INGENUITY).steps().get(0).text()).contains("Skipped");
    }

    @Test
    void negativeDefencesLoseTheWholeEnergyTrap() {
        // "Lose 4 from your Energy Trap, or lose all of your Energy Trap instead if your Defences are less than 0"
        assertThat(apply(TANAGER.withEnergyTrap(11).withDefences(-1), Downside.LOSE_4_ENERGY).district().energyTrap())
                .isZero();
        assertThat(apply(TANAGER.withEnergyTrap(11), Downside.LOSE_4_ENERGY).district().energyTrap()).isEqualTo(7);
    }

    @Test
    void theRandomDownsideAppliesZeroToTwoOtherDownsides() {
        // "Randomly select a number from 0 to 2, inclusive; then randomly select and apply that number of Downsides
        //  (excluding this one) to yourself."
        ScriptedDice none = new ScriptedDice(1);
        assertThat(apply(TANAGER, Downside.RANDOM_DOWNSIDES, Choices.outcome(1), none).district()).isEqualTo(TANAGER);
        // DICE3 = 3: two Downsides; DICE5 = 1 (Lose 5 People), then DICE4 over the four left = 2 (Lose 1 Defences)
        ScriptedDice two = new ScriptedDice(3, 1, 2);
        Reaction r = apply(TANAGER, Downside.RANDOM_DOWNSIDES, Choices.outcome(1), two);
        assertThat(r.district().people()).isEqualTo(45);
        assertThat(r.district().defences()).isEqualTo(-1);
        assertThat(two.draws).extracting(Draw::sides).containsExactly(3, 5, 4);
        two.assertAllUsed();
    }

    @Test
    void improvisedShieldsTradeAPeopleLossForOneDefence() {
        // Improvised Shields: "If your Defences are greater than 0 and you are not Starving, any time you would lose
        //  People from applying a Downside, you may choose to lose 1 Defences instead when applying that Downside."
        District d = TANAGER.withDefences(1).withEnergyTrap(1)
                .withInnovations(List.of(Innovation.MILITARY_RESEARCH, Innovation.IMPROVISED_SHIELDS));
        Reaction shielded = apply(d, Downside.LOSE_5_PEOPLE);
        assertThat(shielded.district().people()).isEqualTo(50);
        assertThat(shielded.district().defences()).isZero();
        Reaction declined = apply(d, Downside.LOSE_5_PEOPLE, Choices.outcome(1).withImprovisedShields(false),
                new ScriptedDice());
        assertThat(declined.district().people()).isEqualTo(45);
        assertThat(apply(d.withDefences(0), Downside.LOSE_5_PEOPLE).district().people()).isEqualTo(45);
        assertThat(apply(d.withFood(0), Downside.LOSE_1_FOOD).district().people()).isEqualTo(40);
        // Technological: off while the Energy Trap is zero
        assertThat(apply(d.withEnergyTrap(0), Downside.LOSE_5_PEOPLE).district().people()).isEqualTo(45);
    }

    @Test
    void governingGainsOneOrderWhenChosen() {
        // "When a District Governs, it may choose to either Gather, Innovate or gain 1 Order, and in addition may choose
        //  to Socialize."
        Reaction r = apply(TANAGER, Upside.GOVERN, Choices.outcome(1).withGovern(GovernChoice.GAIN_ORDER)
                .withSocialize(true), new ScriptedDice());
        assertThat(r.district().order()).isEqualTo(5);
        assertThat(r.socialize()).isTrue();
        assertThatThrownBy(() -> apply(TANAGER, Upside.GOVERN)).isInstanceOf(Refusal.class)
                .hasMessageContaining("Gather, Innovate or gain 1 Order");
    }

    @Test
    void governingByInnovatingPaysAndUnderstands() {
        // "When a District Innovates, they choose one Innovation for which they meet all prerequisites, pay its
        //  Ingenuity cost, and then understand it."
        Reaction r = apply(TANAGER.withIngenuity(2), Upside.GOVERN,
                Choices.outcome(1).withInnovate(Innovation.COMMUNAL_SWAY), new ScriptedDice());
        assertThat(r.district().ingenuity()).isZero();
        assertThat(r.district().innovations()).containsExactly(Innovation.COMMUNAL_SWAY);
    }

    @Test
    void communalSwayAddsAConsequenceToTheProspectBeforeGoverning() {
        // Communal Sway: "Immediately before you Govern, if your People exceeds the People of the District with the
        //  3rd-highest People by 25 or more, you may add one consequence of your choice to the Prospect."
        District big = TANAGER.withPeople(80).withInnovations(List.of(Innovation.COMMUNAL_SWAY));
        List<District> all = List.of(big, District.newDistrict("B").withPeople(60), District.newDistrict("C")
                .withPeople(55), District.newDistrict("D").withPeople(10));
        Situation s = AT_3.withDistricts(all);
        Choices ch = Choices.outcome(1).withGovern(GovernChoice.GAIN_ORDER).withCommunalSway(Downside.LOSE_5_PEOPLE);
        Reaction r = Consequences.apply(big, Upside.GOVERN, null, s, ch, new ScriptedDice());
        assertThat(r.prospect()).containsExactly(Downside.LOSE_5_PEOPLE);
        Reaction close = Consequences.apply(big.withPeople(79), Upside.GOVERN, null, s, ch, new ScriptedDice());
        assertThat(close.prospect()).isEmpty();
        Reaction few = Consequences.apply(big, Upside.GOVERN, null, AT_3.withDistricts(all.subList(0, 2)), ch,
                new ScriptedDice());
        assertThat(few.prospect()).isEmpty();
    }
}
