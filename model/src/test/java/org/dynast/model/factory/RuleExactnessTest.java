package org.dynast.model.factory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.dynast.model.Refusal;
import org.dynast.model.log.Snapshots;
import org.junit.jupiter.api.Test;

/** Ruleset 190 read exactly (issue 14): the Line's cap with Crusher, Bots as Workers, a renamed Machine. */
class RuleExactnessTest extends FloorFixture {

    @Test
    void machinesCrusherMayBeAddedToAFullLineBecauseItsCostSpendsAMachineFirst() {
        // "Each Worker may have up to six Machines in their Line ... A Worker may add a new, Cold instance of a Machine to
        //  any position in their Line by paying that Machine's Cost." Crusher: "Cost: one Energy and one non-Crusher
        //  Machine"; and "the spending or payment step taking place before the effects step".
        line("Spin", "Clink", "Mill", "Spin", "Spin", "Spin");
        kev.energy = 1;
        engine("2. Clink").add("Kev", "Crusher", 3); // before the Spin at position 4, paying with the Clink at 2
        assertThat(kev.line).extracting(MachineSlot::notation)
                .containsExactly("Spin", "Mill", "Crusher", "Spin", "Spin", "Spin");
        assertThat(kev.energy).isZero();
        // any other Machine still finds the Line full
        boxes(3);
        assertThatThrownBy(() -> engine().add("Kev", "Clink", 0)).isInstanceOf(Refusal.class)
                .hasMessage("Each Worker may have up to six Machines in their Line: Kev already has six.");
    }

    @Test
    void machinesARenamedMachineKeepsItsCostAndEffect() {
        // "The list of available types of Machine ... is as follows": the list is data a Proposal may change; a
        // renamed Clink ("Cost: one Box", "Effect: Gain Cogs equal to the value of the Box used to activate this
        // machine.") and Dustsheet ("Effect: Replace this Machine with a Cold Clink") work under their new names.
        FactoryCatalogue renamed = CATALOGUE.renamed(MachineType.CLINK, "Cog Press")
                .renamed(MachineType.DUSTSHEET, "Drop Cloth");
        kev.line.clear();
        kev.line.add(TrackingText.machine("Drop Cloth", renamed));
        LineEngine engine = new LineEngine(renamed, floor, (n, why) -> rolls.pop(), Chooser.NONE);
        engine.activate("Kev", 0);
        assertThat(kev.line).extracting(MachineSlot::notation).containsExactly("Cog Press");
        boxes(4);
        new LineEngine(renamed, floor, (n, why) -> rolls.pop(), Chooser.NONE).activate("Kev", 0);
        assertThat(kev.cogs).isEqualTo(4);
        assertThat(kev.line).extracting(MachineSlot::notation).containsExactly("Cog Press*");
        // a Line written before the rename still names its Machines by the old name, and they still work
        floor.workers.add(WorkerState.newWorker("Newcomer", false));
        new LineEngine(renamed, floor, (n, why) -> rolls.pop(), Chooser.NONE).activate("Newcomer", 0);
        assertThat(floor.worker("Newcomer").orElseThrow().line).extracting(MachineSlot::notation)
                .containsExactly("Cog Press");
        boxes(2);
        new LineEngine(renamed, floor, (n, why) -> rolls.pop(), Chooser.NONE).add("Kev", "Cog Press", 1);
        assertThat(kev.line).extracting(MachineSlot::notation).containsExactly("Cog Press*", "Cog Press");
    }

    @Test
    void botsSharebotIsAWorkerAndMayTurnOnCogbot() {
        // "Bots are Workers for the purposes of dynastic rules only." Cogbot: "If no Worker has done so since the last
        //  Cycle, a Worker may turn on Cogbot." Sharebot: "any Worker may cause Sharebot to perform any action which
        //  Sharebot is legally allowed to perform."
        WorkerState cogbot = floor.worker(Bots.COGBOT).orElseThrow();
        cogbot.line.clear();
        cogbot.line.add(new MachineSlot("Spin"));
        rolls.push(6);
        LineEngine e = engine();
        e.turnOnCogbot("Sharebot (caused by Kev)");
        assertThat(floor.cogbotTurnedOn).isTrue();
        assertThat(cogbot.boxes).containsExactly(6);
        assertThat(floor.sharebotCausedBy).containsExactly("Kev");
        assertThat(e.notes()).contains("Kev causes Sharebot to act.", "Sharebot turned on Cogbot.");
        // Sleepybot still cannot act, and Cogbot is turned on once per Cycle
        assertThatThrownBy(() -> engine().turnOnCogbot("Sleepybot (caused by Kev)"))
                .hasMessage("Sleepybot cannot perform any actions.");
        assertThatThrownBy(() -> engine().turnOnCogbot("Kev")).hasMessageContaining("already been turned on");
    }

    @Test
    void botsMonkeybotCopiesTheMachineTypeAndTheChoicesAndRollsOnlyTheDice() {
        // "Name:Monkeybot Behavior: Each Worker may cause Monkeybot to perform an action identical in all respects
        //  (except for the results of any Dice rolls or required random selections) to any action that Worker has
        //  already performed in the current Cycle, provided that Monkeybot is legally allowed to perform the action."
        WorkerState monkey = floor.worker(Bots.MONKEYBOT).orElseThrow();
        line("Clink", "Wastebin");
        boxes(2, 5);
        kev.energy = 1;
        engine("5").activate("Kev", 0); // Kev chooses Box 5 of 2 and 5
        rolls.addAll(List.of(1, 2));
        engine("2").activate("Kev", 1); // Wastebin: Kev chooses two Things; the dice give Ashtray, Boot
        assertThat(kev.things).containsExactly("Ashtray", "Boot");

        monkey.line.clear();
        monkey.line.add(new MachineSlot("Spin"));
        monkey.line.add(new MachineSlot("Wastebin"));
        // a different Machine at the same position is not the same action
        assertThatThrownBy(() -> engine().activate("Monkeybot (caused by Kev)", 0)).isInstanceOf(Refusal.class)
                .hasMessageContaining("Kev has not activated the Spin at position 1 this Cycle");
        monkey.line.set(0, new MachineSlot("Clink"));
        monkey.boxes.addAll(List.of(2, 5));
        engine().activate("Monkeybot (caused by Kev)", 0); // nothing is asked: Box 5, as Kev chose
        assertThat(monkey.cogs).isEqualTo(5);
        assertThat(monkey.boxes).containsExactly(2);
        // only the dice are rolled again: two Things, as Kev chose, at random
        rolls.addAll(List.of(26, 3));
        engine().activate("Monkeybot (caused by Kev)", 1);
        assertThat(monkey.things).containsExactly("Ziploc", "Candle");
        // Monkeybot must be legally allowed to make the same choice
        monkey.line.set(0, new MachineSlot("Clink"));
        monkey.boxes.clear();
        monkey.boxes.add(2);
        assertThatThrownBy(() -> engine().activate("Monkeybot (caused by Kev)", 0)).isInstanceOf(Refusal.class)
                .hasMessageContaining("the Worker chose 5, and Monkeybot can choose only 2");
    }

    @Test
    void botsMonkeybotReadsAFloorWrittenBeforeChoicesWereRecorded() {
        // a file written by an earlier version records only what was done ("activated the Machine at position 1")
        FactoryFloor old = new Snapshots().read("{\"dynastyId\":1,\"performedThisCycle\":"
                + "{\"Kev\":[\"activated the Machine at position 1\"]}}", FactoryFloor.class);
        assertThat(old.performedThisCycle.get("Kev")).extracting(Performed::action)
                .containsExactly("activated the Machine at position 1");
        assertThat(old.performedThisCycle.get("Kev").get(0).choices()).isEmpty();
    }
}
