package org.dynast.model.factory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.dynast.model.Refusal;
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
}
