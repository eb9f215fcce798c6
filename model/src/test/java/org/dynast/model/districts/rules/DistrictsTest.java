package org.dynast.model.districts.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Ruleset 217, "Districts", "The Grid", "Commons", "Factions": a District's values and what follows from them. */
class DistrictsTest {

    static final Catalogue CAT = Catalogue.ruleset217();

    @Test
    void districtsDefaultToFiftyPeopleFiveFoodNoDefencesFourOrderNoIngenuityAndAnEmptyEnergyTrap() {
        // "A number of People, being a number that defaults to 50." / "An amount of Food, being a number that defaults
        //  to 5." / "A level of Defences, being a number that defaults to 0" / "A level of Order, being a number that
        //  defaults to 4." / "An amount of Ingenuity, being a number that defaults to 0" / The Grid: "Energy Trap,
        //  which defaults to zero"
        District d = District.newDistrict("Tanager");
        assertThat(List.of(d.people(), d.food(), d.defences(), d.order(), d.ingenuity(), d.energyTrap()))
                .containsExactly(50, 5, 0, 4, 0, 0);
        assertThat(d.calendar()).isZero();
        assertThat(d.commons()).isEmpty();
        assertThat(d.innovations()).isEmpty();
        assertThat(d.factions()).isEmpty();
    }

    @Test
    void defencesMayBeNegativeButNoOtherValueMay() {
        // "A level of Defences, being a number that defaults to 0 but which can be negative."
        assertThat(District.newDistrict("A").withDefences(-3).defences()).isEqualTo(-3);
        assertThatThrownBy(() -> District.newDistrict("A").withFood(-1)).hasMessageContaining("Food cannot be negative");
        assertThatThrownBy(() -> District.newDistrict("A").withOrder(-1)).hasMessageContaining("Order");
    }

    @Test
    void aDistrictWithNoPeopleIsAbandoned() {
        // "A District with no People is Abandoned."
        assertThat(District.newDistrict("A").withPeople(0).abandoned()).isTrue();
        assertThat(District.newDistrict("A").withPeople(1).abandoned()).isFalse();
    }

    @Test
    void peopleInExcessOfTwentyFiveTimesFoodIsFamished() {
        // "A District with People in excess of 25 times its Food is Famished."
        District d = District.newDistrict("A").withFood(2);
        assertThat(d.withPeople(50).famished()).isFalse();
        assertThat(d.withPeople(51).famished()).isTrue();
    }

    @Test
    void noFoodAndNotAbandonedIsStarving() {
        // "A District with no Food that is not Abandoned is Starving."
        District d = District.newDistrict("A").withFood(0);
        assertThat(d.starving()).isTrue();
        assertThat(d.withPeople(0).starving()).isFalse();
        assertThat(d.withFood(1).starving()).isFalse();
    }

    @Test
    void noOrderIsChaos() {
        // "A District with no Order is in Chaos."
        assertThat(District.newDistrict("A").withOrder(0).chaos()).isTrue();
        assertThat(District.newDistrict("A").chaos()).isFalse();
    }

    @Test
    void theFallowValueIsTheDifferenceBetweenCalendarAndTheDilemmaReactedTo() {
        // "When a District is required to apply its Fallow Value, that is defined as the difference between their own
        //  Calendar and the number of the Dilemma to which they are Reacting."
        District d = District.newDistrict("A").withCalendar(4);
        assertThat(d.fallowValue(17)).isEqualTo(13);
        assertThat(d.fallowValue(4)).isZero();
    }

    @Test
    void aDistrictWithNoPeopleHousesNoFactions() {
        // "While a District that Houses Factions has no People, it is instead considered to house no Factions."
        District d = District.newDistrict("A").housing("The Gleaners");
        assertThat(d.houses("The Gleaners")).isTrue();
        assertThat(d.withPeople(0).housedFactions()).isEmpty();
        assertThat(d.withPeople(0).factions()).containsExactly("The Gleaners");
    }

    @Test
    void commonsAreOrderedAndMayRepeat() {
        // "Apply the Connection Effects of each Connection individually, in the order that they are listed in that
        //  District’s Commons field, with repeated Connections duplicating"
        District d = District.newDistrict("A").withCommons(List.of(Commons.SHRINE_TO_OSEELE, Commons.GRAZING_LANDS,
                Commons.SHRINE_TO_OSEELE));
        assertThat(d.commons()).containsExactly(Commons.SHRINE_TO_OSEELE, Commons.GRAZING_LANDS,
                Commons.SHRINE_TO_OSEELE);
        assertThat(d.connections()).isEqualTo(3);
    }

    @Test
    void anInnovationWhosePrerequisiteIsNoLongerUnderstoodLapses() {
        // "If a District understands an Innovation but no longer understands a different Innovation which is listed as
        //  one of its prerequisites, then the understood Innovation’s effect no longer applies to that District until
        //  it regains all of the understood Innovation’s prerequisite Innovations."
        District d = District.newDistrict("A").withEnergyTrap(4)
                .withInnovations(List.of(Innovation.MILITARY_RESEARCH, Innovation.IMPROVISED_SHIELDS));
        assertThat(d.effectApplies(Innovation.IMPROVISED_SHIELDS, CAT)).isTrue();
        District lost = d.withInnovations(List.of(Innovation.IMPROVISED_SHIELDS));
        assertThat(lost.effectApplies(Innovation.IMPROVISED_SHIELDS, CAT)).isFalse();
    }

    @Test
    void notFamishedIsAPrerequisiteToInnovateNotOneThatLapses() {
        // "(If a Prerequisite is the name of another Innovation, it requires that the District must understand that
        //  Innovation.)" — "You are not Famished" names no Innovation, so Careful Rationing does not lapse.
        District famished = District.newDistrict("A").withFood(1).withInnovations(List.of(Innovation.CAREFUL_RATIONING));
        assertThat(famished.famished()).isTrue();
        assertThat(famished.effectApplies(Innovation.CAREFUL_RATIONING, CAT)).isTrue();
    }

    @Test
    void societalEffectsAreOffWithNoPeopleAndTechnologicalOnesWithAnEmptyEnergyTrap() {
        // "While a District’s People is zero, the effects of Societal Innovations do not apply to that District. While a
        //  District’s Energy Trap is zero, the effects of Technological Innovations do not apply to that District."
        District d = District.newDistrict("A").withInnovations(List.of(Innovation.SHARED_WISDOM,
                Innovation.INDOOR_GARDENS));
        assertThat(d.effectApplies(Innovation.SHARED_WISDOM, CAT)).isTrue();
        assertThat(d.effectApplies(Innovation.INDOOR_GARDENS, CAT)).isFalse();
        District powered = d.withEnergyTrap(1);
        assertThat(powered.effectApplies(Innovation.INDOOR_GARDENS, CAT)).isTrue();
        assertThat(powered.withPeople(0).effectApplies(Innovation.SHARED_WISDOM, CAT)).isFalse();
    }

    @Test
    void theUpsidesAndDownsidesAreTheSixListedEach() {
        // "The Upsides are: Gain 5 People / Gain 1 Food / Gain 1 Defences / Gain 1 Ingenuity / Govern / Gain 4 to your
        //  Energy Trap"
        assertThat(Upside.values()).extracting(Upside::text).containsExactly("Gain 5 People", "Gain 1 Food",
                "Gain 1 Defences", "Gain 1 Ingenuity", "Govern", "Gain 4 to your Energy Trap");
        assertThat(Downside.values()).hasSize(6);
        assertThat(Downside.LOSE_1_FOOD.text()).isEqualTo("Lose 1 Food, or lose 10 People instead if you are Starving");
        assertThat(Consequence.named("gain 1 food")).contains(Upside.GAIN_1_FOOD);
        assertThat(Consequence.named("LOSE_5_PEOPLE")).contains(Downside.LOSE_5_PEOPLE);
    }

    @Test
    void theThirdWordIgnoresPunctuation() {
        // "if the 3rd word of the first or second Upside is the same as the 3rd word of the first or second Downside"
        assertThat(Upside.GAIN_1_FOOD.thirdWord()).contains("food");
        assertThat(Downside.LOSE_1_FOOD.thirdWord()).contains("food");
        assertThat(Upside.GOVERN.thirdWord()).isEmpty();
        assertThat(Upside.GAIN_4_ENERGY.thirdWord()).contains("to");
    }

    @Test
    void theTableOfInnovationsShipsAsTheRulesetListsIt() {
        // "Each Innovation has an Innovation type, a name, an Ingenuity cost, zero or more prerequisites, and an effect"
        assertThat(CAT.innovations()).extracting(Innovation::name).containsExactly("Shared Wisdom", "Indoor Gardens",
                "Military Research", "Improvised Shields", "Scavenging Parties", "Careful Rationing",
                "Community Food Banks", "Communal Sway", "Gadget Repository");
        Innovation shields = CAT.innovationOrRefuse("improvised shields");
        assertThat(shields.type()).isEqualTo(InnovationType.TECHNOLOGICAL);
        assertThat(shields.cost()).isEqualTo(2);
        assertThat(shields.prerequisites()).containsExactly("Military Research");
        assertThat(CAT.innovationOrRefuse("Gadget Repository").hasWorkEffect()).isTrue();
        assertThat(CAT.innovationOrRefuse("Military Research").hasWorkEffect()).isFalse();
        assertThat(CAT.commons()).extracting(Commons::name).containsExactly("The Grazing Lands",
                "The Deserted Barracks", "Shrine to Iclaseer", "Shrine to Oseele", "The Silicon Lake",
                "Gnostic Mainframe", "Stormbrow Peak");
    }
}
