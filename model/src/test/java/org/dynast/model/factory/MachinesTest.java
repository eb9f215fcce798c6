package org.dynast.model.factory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import org.dynast.model.Refusal;
import org.junit.jupiter.api.Test;

/** Ruleset 190, "Machines": the Line, adding, activating, demolishing, and each Machine's Cost and Effect. */
class MachinesTest extends FloorFixture {


    @Test
    void theCatalogueListsNineteenMachinesInAlphabeticalOrderWithCapstoneHighTech() {
        // "The list of available types of Machine (which any Worker can arrange in alphabetical order...)"
        List<String> names = CATALOGUE.machines().stream().map(MachineType::name).toList();
        assertThat(names).hasSize(19).isSorted();
        assertThat(CATALOGUE.machines().stream().filter(MachineType::highTech).map(MachineType::name))
                .containsExactly("Capstone");
    }

    @Test
    void aNewWorkersLineDefaultsToOneDustsheet() {
        // "this is tracked as an ordered list that defaults to one Dustsheet machine"
        assertThat(WorkerState.newWorker("New", false).line).extracting(MachineSlot::notation)
                .containsExactly("Dustsheet");
        assertThat(WorkerState.newWorker("New", false).energy).isEqualTo(2);
    }

    @Test
    void addingPutsAColdMachineAtAnyPositionByPayingItsCost() {
        // "A Worker may add a new, Cold instance of a Machine to any position in their Line by paying that Machine's Cost."
        kev.energy = 2;
        boxes(4);
        engine().add("Kev", "Clink", 0);
        assertThat(kev.line).extracting(MachineSlot::notation).containsExactly("Clink", "Dustsheet");
        assertThat(kev.boxes).isEmpty();
        engine().add("Kev", "Spin", 1);
        assertThat(kev.line).extracting(MachineSlot::notation).containsExactly("Clink", "Spin", "Dustsheet");
        assertThat(kev.energy).isEqualTo(1);
    }

    @Test
    void aLineHoldsUpToSixMachines() {
        // "Each Worker may have up to six Machines in their Line"
        line("Spin", "Spin", "Spin", "Spin", "Spin", "Spin");
        assertThatThrownBy(() -> engine().add("Kev", "Spin", 0)).isInstanceOf(Refusal.class)
                .hasMessageContaining("up to six Machines");
    }

    @Test
    void aMachineThatCannotBePaidForIsNotAdded() {
        boxes();
        assertThatThrownBy(() -> engine().add("Kev", "Clink", 0)).hasMessageContaining("has no Box");
        assertThat(kev.line).hasSize(1);
    }

    @Test
    void onlyColdOrWarmMachinesActivateAndBecomeHot() {
        // "A Worker may Activate a Cold or Warm Machine they have by paying its costs, setting its heat to Hot"
        line("Spin'", "Spin*");
        rolls.push(3);
        engine().activate("Kev", 0);
        assertThat(kev.line.get(0).heat).isEqualTo(Heat.HOT);
        assertThatThrownBy(() -> engine().activate("Kev", 1)).hasMessageContaining("is Hot");
    }

    @Test
    void onlyAColdMachineIsDemolished() {
        // "A Worker may Demolish a Cold Machine they have by removing it from their Line."
        line("Spin*", "Clink");
        assertThatThrownBy(() -> engine().demolish("Kev", 0)).hasMessageContaining("is Hot");
        engine().demolish("Kev", 1);
        assertThat(kev.line).extracting(MachineSlot::notation).containsExactly("Spin*");
    }

    @Test
    void highTechMachinesNeedTheirNameInTheTechList() {
        // "If a Machine is High-Tech, Workers may not add it to their lineup or activate it unless they have its name in their Tech list."
        assertThatThrownBy(() -> engine().add("Kev", "Capstone", 0)).hasMessageContaining("Tech list");
    }

    @Test
    void clockedOutWorkersCannotUseMachines() {
        // "Clocked Out Workers cannot perform actions that are defined by the rule "Machines""
        kev.clockedOut = true;
        assertThatThrownBy(() -> engine().activate("Kev", 0)).hasMessageContaining("Clocked Out");
    }

    @Test
    void bisector() {
        // "Cost: one Box with an even value / Effect: gain two Boxes whose values are each half those of the box"
        line("Bisector");
        boxes(3, 8);
        engine().activate("Kev", 0);
        assertThat(kev.boxes).containsExactly(3, 4, 4);
        line("Bisector");
        boxes(3);
        assertThatThrownBy(() -> engine().activate("Kev", 0)).hasMessageContaining("even value");
    }

    @Test
    void breadOven() {
        // "Cost: one Cog / Effect: For each Flour you have, remove that Flour and gain one Thing called Bread."
        line("Bread Oven");
        kev.cogs = 1;
        kev.things = new ArrayList<>(List.of("Flour", "Corn", "Flour"));
        engine().activate("Kev", 0);
        assertThat(kev.things).containsExactly("Bread", "Corn", "Bread");
        assertThat(kev.cogs).isZero();
    }

    @Test
    void capstoneGivesTwoPrototypesOrVictoryAtElevenPrototypes() {
        // "Cost: 10 Things with different names, none of which are listed in the effect of Wastebin /
        //  Effect: achieve victory if the Worker owning this machine holds at least 11 Prototypes; otherwise, gain two Prototypes."
        line("Capstone");
        kev.techs.add("Capstone");
        List<String> ten = List.of("A", "B", "C", "D", "E", "F", "G", "H", "I", "J");
        kev.things = new ArrayList<>(ten);
        engine().activate("Kev", 0);
        assertThat(kev.prototypes).isEqualTo(2);
        assertThat(floor.victor).isNull();
        line("Capstone");
        kev.things = new ArrayList<>(ten);
        kev.prototypes = 11;
        engine().activate("Kev", 0);
        assertThat(floor.victor).isEqualTo("Kev");
        line("Capstone");
        kev.things = new ArrayList<>(List.of("A", "B", "C", "D", "E", "F", "G", "H", "I", "Boot"));
        assertThatThrownBy(() -> engine().activate("Kev", 0)).hasMessageContaining("Wastebin");
    }

    @Test
    void clink() {
        // "Cost: one Box / Effect: Gain Cogs equal to the value of the Box used to activate this machine."
        line("Clink");
        boxes(2, 7);
        engine("7").activate("Kev", 0);
        assertThat(kev.cogs).isEqualTo(7);
        assertThat(kev.boxes).containsExactly(2);
    }

    @Test
    void compactor() {
        // "Cost: one or more Things / Effect: Gain a Box containing the number of Things used"
        line("Compactor");
        kev.things = new ArrayList<>(List.of("Boot", "Lint", "Gum"));
        engine("Boot, Gum").activate("Kev", 0);
        assertThat(kev.boxes).containsExactly(2);
        assertThat(kev.things).containsExactly("Lint");
    }

    @Test
    void crusherGainsTheSmallestPaymentForTheSpentMachineAndItsWidget() {
        // "Cost: one Energy and one non-Crusher Machine / Effect: Gain the smallest possible valid payment for the Cost of the
        //  Machine spent to activate this Machine (and any Widgets that were attached to it); any Things gained this way are named "Scrap""
        line("Crusher", "Compactor [Cooling Widget]");
        kev.energy = 1;
        engine().activate("Kev", 0);
        assertThat(kev.line).extracting(MachineSlot::notation).containsExactly("Crusher*");
        assertThat(kev.things).containsExactly("Scrap");
        assertThat(kev.cogs).isEqualTo(10);
        assertThat(kev.energy).isZero();
        line("Crusher", "Crusher");
        kev.energy = 1;
        assertThatThrownBy(() -> engine().activate("Kev", 0)).hasMessageContaining("non-Crusher");
    }

    @Test
    void dustsheetCostsNothingToActivateAndBecomesAColdClink() {
        // "Cost: None when activated; one Box when being added to a Line / Effect: Replace this Machine with a Cold Clink"
        line("Dustsheet");
        engine().activate("Kev", 0);
        assertThat(kev.line).extracting(MachineSlot::notation).containsExactly("Clink");
        boxes(5);
        engine().add("Kev", "Dustsheet", 1);
        assertThat(kev.boxes).isEmpty();
    }

    @Test
    void glueGun() {
        // "Cost: two Boxes / Effect: gain a Box whose value equals the sum of the values of the boxes used"
        line("Glue Gun");
        boxes(2, 3, 9);
        engine("2", "9").activate("Kev", 0);
        assertThat(kev.boxes).containsExactly(3, 11);
    }

    @Test
    void greenhouseRecordsItsSeed() {
        // "Cost: one Seed plus one Energy / Effect: The type of Seed used to activate this Greenhouse is recorded in parentheses"
        line("Greenhouse");
        kev.things = new ArrayList<>(List.of("Wheat Seed"));
        engine().activate("Kev", 0);
        assertThat(kev.line.get(0).notation()).isEqualTo("Greenhouse* (Wheat)");
        assertThat(kev.things).isEmpty();
        assertThat(kev.energy).isEqualTo(1);
    }

    @Test
    void harvesterReapsEachHotGreenhouse() {
        // "Cost: two Cogs / Effect: for each Hot Greenhouse you own, gain a Crop corresponding to the Seed last used to activate it,
        //  plus a Seed of the type last used to activate it."
        line("Harvester", "Greenhouse* (Corn)", "Greenhouse (Wheat)");
        kev.cogs = 2;
        engine().activate("Kev", 0);
        assertThat(kev.things).containsExactly("Corn", "Corn Seed");
    }

    @Test
    void mill() {
        // "Cost: one Cog / Effect: For each Wheat you have, remove that Wheat and gain one Thing called Flour."
        line("Mill");
        kev.cogs = 3;
        kev.things = new ArrayList<>(List.of("Wheat", "Wheat"));
        engine().activate("Kev", 0);
        assertThat(kev.things).containsExactly("Flour", "Flour");
    }

    @Test
    void numberPressAsksForTheNumber() {
        // "Cost: one Energy / Effect: Gain a Box containing any number from 1 to 5."
        line("Number Press");
        engine("4").activate("Kev", 0);
        assertThat(kev.boxes).containsExactly(4);
        line("Number Press");
        assertThatThrownBy(() -> engine("6").activate("Kev", 0)).hasMessageContaining("not one of");
    }

    @Test
    void paperPress() {
        // "Cost: one Box / Effect: Gain a number of Things called Paper equal to half the value of the Box (rounded up)."
        line("Paper Press");
        boxes(5);
        engine().activate("Kev", 0);
        assertThat(kev.things).containsExactly("Paper", "Paper", "Paper");
    }

    @Test
    void prototyper() {
        // "Cost: a Box with value greater than (and not equal to) the number of Prototypes ..., plus a number of Cogs equal to
        //  the number of Prototypes / Effect: gain one Prototype."
        line("Prototyper");
        kev.prototypes = 2;
        kev.cogs = 2;
        boxes(2, 3);
        engine().activate("Kev", 0);
        assertThat(kev.prototypes).isEqualTo(3);
        assertThat(kev.cogs).isZero();
        assertThat(kev.boxes).containsExactly(2);
    }

    @Test
    void seedDrillAsksForTheCrop() {
        // "Cost: one Cog / Effect: Gain a Seed corresponding to a Crop of your choice."
        line("Seed Drill");
        kev.cogs = 1;
        engine("Sugar").activate("Kev", 0);
        assertThat(kev.things).containsExactly("Sugar Seed");
    }

    @Test
    void spinRollsDice10() {
        // "Cost: one Energy / Effect: Roll DICE10 and gain a Box containing the result of that roll."
        line("Spin");
        rolls.push(7);
        engine().activate("Kev", 0);
        assertThat(sides).containsExactly(10);
        assertThat(kev.boxes).containsExactly(7);
        assertThat(kev.energy).isEqualTo(1);
    }

    @Test
    void storageGivesBackTheBoxSpentBefore() {
        // "Cost: One box / Effect: Gain whatever box was most recently spent to purchase or activate this machine, prior to the
        //  current activation. (The value of that box is tracked in parenthesis after this machine's name and heat status marker)"
        line();
        boxes(3, 6);
        engine("3").add("Kev", "Storage", 0);
        assertThat(kev.line.get(0).notation()).isEqualTo("Storage (3)");
        engine().activate("Kev", 0);
        assertThat(kev.boxes).containsExactly(3);
        assertThat(kev.line.get(0).notation()).isEqualTo("Storage* (6)");
    }

    @Test
    void aStorageWhoseRecordedBoxIsNotANumberIsRefusedBeforeAnythingIsPaid() {
        // issue 13: a floor stored before the import checked it; activating used to fail with NumberFormatException
        line();
        boxes(3, 6);
        kev.line.add(new MachineSlot("Storage", Heat.COLD, "x", null));
        assertThatThrownBy(() -> engine().activate("Kev", 0)).isInstanceOf(Refusal.class)
                .hasMessageContaining("Kev's Storage records \u201cx\u201d, which is not the value of a Box");
        assertThat(kev.boxes).containsExactly(3, 6);
        assertThat(kev.line.get(0).heat).isEqualTo(Heat.COLD);
    }

    @Test
    void sugarRefinery() {
        // "Cost: one Cog / Effect: For each Thing called Sugar you have, remove that Thing and gain one Thing called Sugarcube."
        line("Sugar Refinery");
        kev.cogs = 1;
        kev.things = new ArrayList<>(List.of("Sugar"));
        engine().activate("Kev", 0);
        assertThat(kev.things).containsExactly("Sugarcube");
    }

    @Test
    void wastebinGainsUpToFourRandomThings() {
        // "Cost: one Energy / Effect: Gain up to four Things, each with one of the following names at random: Ashtray, Boot, ..."
        line("Wastebin");
        rolls.addAll(List.of(1, 26));
        engine("2").activate("Kev", 0);
        assertThat(sides).containsExactly(26, 26);
        assertThat(kev.things).containsExactly("Ashtray", "Ziploc");
    }
}
