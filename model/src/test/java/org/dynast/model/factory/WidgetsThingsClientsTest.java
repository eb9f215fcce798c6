package org.dynast.model.factory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Ruleset 190: "Widgets", the inventory rules (Prototypes and Techs, Things, Crops and Seeds) and "Clientele". */
class WidgetsThingsClientsTest extends FloorFixture {

    @Test
    void attachingAWidgetPaysItsCostAndReplacesTheOldOne() {
        // "Any Worker may Attach a new Widget to one of the Machines they have by paying its Cost. ... If a Worker would
        //  Attach a Widget to one of the Machines they have that already has a Widget Attached to it, that Worker first
        //  removes the already existing Widget from that Machine, then adds the new Widget in the previous Widget's place."
        line("Spin");
        kev.cogs = 15;
        engine().attachWidget("Kev", 0, "Boxing Widget");
        engine().attachWidget("Kev", 0, "Cooling Widget");
        assertThat(kev.line.get(0).notation()).isEqualTo("Spin [Cooling Widget]");
        assertThat(kev.cogs).isZero();
        assertThatThrownBy(() -> engine().attachWidget("Kev", 0, "Boxing Widget")).hasMessageContaining("5 Cogs");
    }

    @Test
    void coolingWidgetMakesAColdMachineWarmInsteadOfHot() {
        // "Cooling Widget ... Whenever the Machine this Widget is Attached to is Activated when it is Cold and would be made Hot,
        //  it is made Warm instead."
        line("Spin [Cooling Widget]");
        rolls.addAll(List.of(2, 5));
        engine().activate("Kev", 0);
        assertThat(kev.line.get(0).notation()).isEqualTo("Spin' [Cooling Widget]");
        engine().activate("Kev", 0);
        assertThat(kev.line.get(0).notation()).isEqualTo("Spin* [Cooling Widget]");
        assertThat(kev.boxes).containsExactly(2, 5);
    }

    @Test
    void boxingWidgetAddsOneToEachBoxGained() {
        // "Boxing Widget ... Whenever you would gain a box containing a number as a result of you Activating the Machine this
        //  Widget is Attached to, you gain a box of that number plus one instead."
        line("Bisector [Boxing Widget]");
        boxes(6);
        engine().activate("Kev", 0);
        assertThat(kev.boxes).containsExactly(4, 4);
    }

    @Test
    void widgetNotationFollowsHeatAndRecordedInformation() {
        // "Widgets are listed in brackets immediately after their attached Machine's name and (if present) Heat status mark
        //  and/or parenthesized recorded information, e.g. "Storage* (3) [Cooling Widget]"."
        MachineSlot m = TrackingText.machine("Storage* (3) [Cooling Widget]", CATALOGUE);
        assertThat(m.type).isEqualTo("Storage");
        assertThat(m.heat).isEqualTo(Heat.HOT);
        assertThat(m.info).isEqualTo("3");
        assertThat(m.widget).isEqualTo("Cooling Widget");
        assertThat(m.notation()).isEqualTo("Storage* (3) [Cooling Widget]");
        assertThat(TrackingText.machine("Spin'", CATALOGUE).heat).isEqualTo(Heat.WARM);
    }

    @Test
    void techsAreHighTechNamesUpToThePrototypeCountPaidByCost() {
        // "Each Worker can have a number of Techs up to their number of Prototypes. ... A Worker may add a High-Tech Machine
        //  or Widget to their Tech list at any time by paying its Cost."
        kev.things = new ArrayList<>(List.of("A", "B", "C", "D", "E", "F", "G", "H", "I", "J"));
        assertThatThrownBy(() -> engine().learnTech("Kev", "Capstone")).hasMessageContaining("up to their number");
        kev.prototypes = 1;
        assertThatThrownBy(() -> engine().learnTech("Kev", "Spin")).hasMessageContaining("not High-Tech");
        engine().learnTech("Kev", "Capstone");
        assertThat(kev.techs).containsExactly("Capstone");
        assertThat(kev.things).isEmpty();
    }

    @Test
    void sugarcubeGivesABoxOfTheWorkersChoiceFromOneToSeven() {
        // "Sugarcube: Gain 1 Box with an integer value of your choice between 1 and 7, inclusive"
        kev.things = new ArrayList<>(List.of("Sugarcube"));
        engine("7").spendThing("Kev", "Sugarcube");
        assertThat(kev.boxes).containsExactly(7);
        assertThat(kev.things).isEmpty();
    }

    @Test
    void breadGivesOneEnergy() {
        // "Bread: Gain 1 Energy."
        kev.things = new ArrayList<>(List.of("Bread"));
        engine().spendThing("Kev", "Bread");
        assertThat(kev.energy).isEqualTo(3);
    }

    @Test
    void cornGivesTwoCogs() {
        // "Corn: Gain 2 Cogs."
        kev.things = new ArrayList<>(List.of("Corn"));
        engine().spendThing("Kev", "Corn");
        assertThat(kev.cogs).isEqualTo(2);
        kev.things = new ArrayList<>(List.of("Boot"));
        assertThatThrownBy(() -> engine().spendThing("Kev", "Boot")).hasMessageContaining("no Effect");
    }

    @Test
    void atTenThingsNoMoreAreGainedAndOverTheCapTheWorkerChoosesWhich() {
        // "When a Worker would otherwise gain a Thing but already has 10 Things, they do not gain that Thing (If they had fewer
        //  than 10 Things, but then gain a number of Things that would cause them to have more than 10 Things at the same time,
        //  they choose which subset of those new Things to gain such that they have 10 Things)."
        kev.things = new ArrayList<>(List.of("A", "B", "C", "D", "E", "F", "G", "H", "I"));
        line("Wastebin");
        rolls.addAll(List.of(2, 3));
        engine("2", "Candle").activate("Kev", 0);
        assertThat(kev.things).hasSize(10).endsWith("Candle");
        line("Seed Drill");
        kev.cogs = 1;
        engine("Corn").activate("Kev", 0);
        assertThat(kev.things).hasSize(10).doesNotContain("Corn Seed");
    }

    @Test
    void seedsAreNamedAfterTheirCrop() {
        // "A Seed is a Thing corresponding to a particular Crop, named "X Seed", where X is the name of the Crop"
        assertThat(LineEngine.isSeed("Wheat Seed")).isTrue();
        assertThat(LineEngine.isSeed("Boot Seed")).isFalse();
        assertThat(LineEngine.CROPS).containsExactly("Sugar", "Wheat", "Corn");
    }

    // ---- Clientele -------------------------------------------------------------------------------

    boolean fulfils(Want want) {
        return Wants.fulfils(floor, kev, want, Client.MASSES);
    }

    @Test
    void workersRights() {
        // "Workers' Rights: The Worker has at least 1 Energy."
        kev.energy = 1;
        assertThat(fulfils(Want.WORKERS_RIGHTS)).isTrue();
        kev.energy = 0;
        assertThat(fulfils(Want.WORKERS_RIGHTS)).isFalse();
    }

    @Test
    void ecoFriendliness() {
        // "Eco-Friendliness: The Worker has activated 3 or less Machines during the current Cycle."
        kev.activationsThisCycle = 3;
        assertThat(fulfils(Want.ECO_FRIENDLINESS)).isTrue();
        kev.activationsThisCycle = 4;
        assertThat(fulfils(Want.ECO_FRIENDLINESS)).isFalse();
    }

    @Test
    void efficiency() {
        // "Efficiency: The Worker has more Hot Machines than they have non-Hot Machines."
        line("Spin*", "Clink*", "Mill");
        assertThat(fulfils(Want.EFFICIENCY)).isTrue();
        line("Spin*", "Clink'");
        assertThat(fulfils(Want.EFFICIENCY)).isFalse();
    }

    @Test
    void productivity() {
        // "Productivity: The Worker has gained 5 or more Boxes in the current Cycle."
        kev.boxesGainedThisCycle = 5;
        assertThat(fulfils(Want.PRODUCTIVITY)).isTrue();
        kev.boxesGainedThisCycle = 4;
        assertThat(fulfils(Want.PRODUCTIVITY)).isFalse();
    }

    @Test
    void smallProduct() {
        // "Small Product: The Worker has a Box containing 1 or lower."
        boxes(1, 9);
        assertThat(fulfils(Want.SMALL_PRODUCT)).isTrue();
        boxes(2);
        assertThat(fulfils(Want.SMALL_PRODUCT)).isFalse();
    }

    @Test
    void largeProduct() {
        // "Large Product: The Worker has a Box containing 8 or higher."
        boxes(8);
        assertThat(fulfils(Want.LARGE_PRODUCT)).isTrue();
        boxes(7);
        assertThat(fulfils(Want.LARGE_PRODUCT)).isFalse();
    }

    @Test
    void asceticism() {
        // "Asceticism: The Worker has more Machines than they have Things."
        line("Spin", "Clink");
        kev.things = new ArrayList<>(List.of("Boot"));
        assertThat(fulfils(Want.ASCETICISM)).isTrue();
        kev.things.add("Gum");
        assertThat(fulfils(Want.ASCETICISM)).isFalse();
    }

    @Test
    void surplus() {
        // "Surplus: The Worker has at least 5 Things."
        kev.things = new ArrayList<>(List.of("A", "B", "C", "D", "E"));
        assertThat(fulfils(Want.SURPLUS)).isTrue();
        kev.things.remove(0);
        assertThat(fulfils(Want.SURPLUS)).isFalse();
    }

    @Test
    void competence() {
        // "Competence: For every Bot, the Worker has more Boxes, more Cogs, or more Prototypes than that Bot."
        kev.cogs = 1;
        assertThat(fulfils(Want.COMPETENCE)).isTrue();
        floor.worker("Cogbot").orElseThrow().cogs = 1;
        assertThat(fulfils(Want.COMPETENCE)).isFalse();
    }

    @Test
    void loyalty() {
        // "Loyalty: For at least one other Client, the Worker does not fulfill any of their Wants (ignoring those Wants that
        //  are also held by this Client)."
        floor.wantsOf(Client.MASSES).add("Loyalty");
        floor.wantsOf(Client.ELITE).add("Workers' Rights");
        floor.wantsOf(Client.VATICAN).add("Surplus");
        assertThat(fulfils(Want.LOYALTY)).as("Kev has no 5 Things: he fulfils none of the Vatican's Wants").isTrue();
        floor.wantsOf(Client.MASSES).add("Surplus");
        assertThat(fulfils(Want.LOYALTY)).as("the Vatican's Surplus is also held by the Masses, so ignored").isTrue();
        floor.wantsOf(Client.MASSES).remove("Surplus");
        kev.things = new ArrayList<>(List.of("A", "B", "C", "D", "E"));
        assertThat(fulfils(Want.LOYALTY)).isFalse();
    }

    @Test
    void aReportEarnsCogsPerSatisfiedClientByItsNumberOfWantsAndClocksOut() {
        // "A Worker who is Clocked In can Submit a Report: upon doing so they gain Cogs per Client that is Satisfied with them,
        //  and become Clocked Out. ... 2 Cogs for 1 Want, 4 Cogs for 2 Wants, and 7 Cogs for 3 or more Wants."
        floor.wantsOf(Client.MASSES).addAll(List.of("Workers' Rights"));
        floor.wantsOf(Client.ELITE).addAll(List.of("Workers' Rights", "Eco-Friendliness", "Asceticism"));
        floor.wantsOf(Client.VATICAN).addAll(List.of("Surplus", "Workers' Rights"));
        assertThat(engine().submitReport("Kev")).isEqualTo(2 + 7);
        assertThat(kev.cogs).isEqualTo(9);
        assertThat(kev.clockedOut).isTrue();
        assertThatThrownBy(() -> engine().submitReport("Kev")).hasMessageContaining("Clocked Out");
        assertThat(Client.reportCogs(2)).isEqualTo(4);
    }

    @Test
    void aWorkerCanClockOutAtAnyTime() {
        // "A Worker can set themself to be Clocked Out at any time."
        engine().clockOut("Kev");
        assertThat(kev.clockedOut).isTrue();
        assertThatThrownBy(() -> engine().clockOut("Cogbot")).hasMessageContaining("except for Bots");
    }
}
