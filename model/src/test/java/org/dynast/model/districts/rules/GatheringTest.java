package org.dynast.model.districts.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Ruleset 217, "Commons": Gathering and the Connection Effects. */
class GatheringTest {

    static final District ASH = District.newDistrict("Ash");
    /** Gathering's random Consequence: DICE11 = 3 is "Gain 1 Defences". */
    static final int DEFENCES = 3;

    static Reaction gather(District d, int number, Choices ch, ScriptedDice dice) {
        Reaction r = Gathering.gather(d, Situation.of(number), ch, dice);
        dice.assertAllUsed();
        return r;
    }

    static Reaction gather(District d, int number, Integer... dice) {
        return gather(d, number, Choices.outcome(1), new ScriptedDice(dice));
    }

    static District connected(String... commons) {
        return ASH.withCommons(List.of(commons));
    }

    @Test
    void theGrazingLandsGiveTheFallowValueOverFiveFoodRounded() {
        // The Grazing Lands: "Gain their Fallow Value / 5 Food"; "Round all values to the nearest whole number."
        assertThat(gather(connected(Commons.GRAZING_LANDS), 13, DEFENCES).district().food()).isEqualTo(5 + 3);
        assertThat(gather(connected(Commons.GRAZING_LANDS), 7, DEFENCES).district().food()).isEqualTo(5 + 1);
    }

    @Test
    void halvesRoundUp() {
        // Gnostic Mainframe: "Gain their Fallow Value / 10 Ingenuity"; "Round all values to the nearest whole number."
        assertThat(gather(connected(Commons.GNOSTIC_MAINFRAME), 5, DEFENCES).district().ingenuity()).isEqualTo(1);
        assertThat(gather(connected(Commons.GNOSTIC_MAINFRAME), 4, DEFENCES).district().ingenuity()).isZero();
    }

    @Test
    void repeatedConnectionsDuplicateButDoNotCompound() {
        // "Apply the Connection Effects of each Connection individually, in the order that they are listed in that
        //  District’s Commons field, with repeated Connections duplicating but not compounding their effects."
        Reaction r = gather(connected(Commons.GRAZING_LANDS, Commons.GRAZING_LANDS), 13, DEFENCES);
        assertThat(r.district().food()).isEqualTo(5 + 3 + 3);
    }

    @Test
    void theDesertedBarracksDoubleWithMilitaryResearchBeforeRounding() {
        // The Deserted Barracks: "Gain their Fallow Value / 10 Defences"; Military Research: "When performing the
        //  Connection Effect of the Commons named Deserted Barracks, multiply the result by 2 (before rounding)."
        District barracks = connected(Commons.DESERTED_BARRACKS);
        assertThat(gather(barracks, 13, 8).district().defences()).isEqualTo(1 - 1);
        District research = barracks.withEnergyTrap(1).withInnovations(List.of(Innovation.MILITARY_RESEARCH));
        // 13 / 10 × 2 = 2.6 → 3 (rounding first would give 2); DICE11 = 8 is "Lose 1 Defences"
        assertThat(gather(research, 13, 8).district().defences()).isEqualTo(3 - 1);
    }

    @Test
    void theShrinesApplyARandomUpsideOtherThanGoverningAndARandomDownside() {
        // Shrine to Iclaseer: "Apply a random Upside other than Governing"; Shrine to Oseele: "Apply a random Downside"
        ScriptedDice dice = new ScriptedDice(5, 1, DEFENCES);
        Reaction r = gather(connected(Commons.SHRINE_TO_ICLASEER, Commons.SHRINE_TO_OSEELE), 3, Choices.outcome(1),
                dice);
        assertThat(r.district().energyTrap()).isEqualTo(4);
        assertThat(r.district().people()).isEqualTo(45);
        assertThat(dice.draws).extracting(Draw::sides).containsExactly(5, 6, 11);
    }

    @Test
    void theSiliconLakeMovesTheSolarFieldByOne() {
        // The Silicon Lake: "Choose to increase or decrease the Solar Field by 1"
        District lake = connected(Commons.SILICON_LAKE);
        Situation s = Situation.of(3).withSolarField(2);
        assertThat(Gathering.gather(lake, s, Choices.outcome(1), new ScriptedDice(DEFENCES)).solarField()).isEqualTo(3);
        assertThat(Gathering.gather(lake, s, Choices.outcome(1).withRaiseSolarField(false), new ScriptedDice(DEFENCES))
                .solarField()).isEqualTo(1);
        Reaction atZero = Gathering.gather(lake, Situation.of(3), Choices.outcome(1).withRaiseSolarField(false),
                new ScriptedDice(DEFENCES));
        assertThat(atZero.solarField()).isZero();
    }

    @Test
    void stormbrowPeakLetsTheDistrictMootOnceAfterGathering() {
        // Stormbrow Peak: "The District may Moot once, immediately after the completion of this Gathering"
        assertThat(gather(connected(Commons.STORMBROW_PEAK, Commons.STORMBROW_PEAK), 3, DEFENCES).moot()).isTrue();
        assertThat(gather(ASH, 3, DEFENCES).moot()).isFalse();
    }

    @Test
    void gatheringAppliesARandomConsequenceOtherThanGoverningThenSetsTheCalendar() {
        // "Randomly select one Consequence (other than Governing) and apply it" / "Set their Calendar to the number of
        //  the Dilemma to which they are Reacting."
        assertThat(Gathering.randomPool()).hasSize(11).doesNotContain(Upside.GOVERN);
        Reaction r = gather(ASH.withCalendar(4), 9, 11, 1);
        // DICE11 = 11: the random Downside; DICE3 = 1: none
        assertThat(r.district()).isEqualTo(ASH.withCalendar(9));
    }

    @Test
    void communityFoodBanksReRollAFoodLossOncePerStep() {
        // Community Food Banks: "When Gathering, any time you perform a random selection that results in a Consequence
        //  that would cause you to lose Food, you may re-roll that random selection, but only once for that step of that
        //  instance of Gathering."
        District banks = connected(Commons.SHRINE_TO_OSEELE, Commons.SHRINE_TO_OSEELE)
                .withInnovations(List.of(Innovation.INDOOR_GARDENS, Innovation.COMMUNITY_FOOD_BANKS)).withEnergyTrap(1);
        // step 1: Oseele DICE6 = 2 (Lose 1 Food) re-rolled to 3 (Lose 1 Defences); Oseele again 2: no second re-roll;
        // step 2: DICE11 = 7 (Lose 1 Food) re-rolled to 3 (Gain 1 Defences)
        ScriptedDice dice = new ScriptedDice(2, 3, 2, 7, 3);
        Reaction r = gather(banks, 3, Choices.outcome(1), dice);
        assertThat(r.district().food()).isEqualTo(4);
        assertThat(r.district().defences()).isZero();
        // declined: the Food is lost
        ScriptedDice declined = new ScriptedDice(2, 2, DEFENCES);
        assertThat(gather(banks, 3, Choices.outcome(1).withFoodBanksReroll(false), declined).district().food())
                .isEqualTo(3);
    }
}
