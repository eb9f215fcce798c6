package org.dynast.model.factory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Ruleset 190, "Energy Cycles": the Atomic Action "Cycle" step by step, and "Bots". */
class CycleAndBotsTest extends FloorFixture {

    static final Instant LAST = Instant.parse("2026-11-20T00:00:00Z");

    void cycle() {
        floor.lastCycle = LAST;
        // step 6 rolls nothing (no Client has two Wants), step 7 rolls DICE3 = 1 for each: no new Wants
        rolls.addAll(List.of(1, 1, 1));
        engine().cycle(LAST.plus(Duration.ofHours(60)), null);
    }

    @Test
    void aCycleNeedsSixtyHoursOrTwentyFourWithEveryoneWithoutADustsheetClockedOut() {
        // "If it has been at least 60 hours since the last Cycle, or if it has been at least 24 hours since the last Cycle and all
        //  non-Bot Workers without Dustsheets are Clocked Out, any Worker may perform an Atomic Action named "Cycle""
        floor.lastCycle = LAST;
        line("Spin");
        assertThat(engine().cycleBar(LAST.plus(Duration.ofHours(23)), null)).contains("at least 24 hours");
        assertThat(engine().cycleBar(LAST.plus(Duration.ofHours(30)), null)).contains("Kev is still Clocked In");
        kev.clockedOut = true;
        assertThat(engine().cycleBar(LAST.plus(Duration.ofHours(30)), null)).isNull();
        kev.clockedOut = false;
        line("Dustsheet");
        assertThat(engine().cycleBar(LAST.plus(Duration.ofHours(30)), null)).isNull();
        line("Spin");
        assertThat(engine().cycleBar(LAST.plus(Duration.ofHours(60)), null)).isNull();
        assertThatThrownBy(() -> engine().cycle(LAST.plus(Duration.ofHours(2)), null))
                .hasMessageContaining("24 hours");
    }

    @Test
    void step1RemovesAllBoxes() {
        // "1. Remove all Boxes"
        boxes(3, 9);
        cycle();
        assertThat(kev.boxes).isEmpty();
    }

    @Test
    void step2RaisesEnergyBelowTwoToTwo() {
        // "2. For every Worker, if their Energy is less than 2, set it to 2."
        kev.energy = 0;
        floor.worker("Cogbot").orElseThrow().energy = 5;
        cycle();
        assertThat(kev.energy).isEqualTo(2);
        assertThat(floor.worker("Cogbot").orElseThrow().energy).isEqualTo(5);
    }

    @Test
    void step3ClocksInEveryNonBotWorker() {
        // "3. Each Non-Bot Worker becomes Clocked In"
        kev.clockedOut = true;
        cycle();
        assertThat(kev.clockedOut).isFalse();
    }

    @Test
    void step4TurnsAClinkIntoADustsheetForWorkersWithNoHotMachines() {
        // "4. For each Worker with no Hot Machines, replace a Clink in their Line (if they have one) with a Dustsheet"
        line("Spin'", "Clink", "Clink");
        WorkerState cog = floor.worker("Cogbot").orElseThrow();
        cog.line = new ArrayList<>(List.of(new MachineSlot("Clink"), new MachineSlot("Spin", Heat.HOT, null, null)));
        cycle();
        assertThat(kev.line).extracting(MachineSlot::notation).containsExactly("Spin", "Dustsheet", "Clink");
        assertThat(cog.line).extracting(MachineSlot::notation).containsExactly("Clink", "Spin");
    }

    @Test
    void step5MakesEveryMachineCold() {
        // "5. For each machine, set its heat to Cold."
        line("Spin*", "Clink'");
        cycle();
        assertThat(kev.line).allMatch(m -> m.heat == Heat.COLD);
    }

    @Test
    void step6RandomlyRemovesWantsUntilOneOrFewerRemain() {
        // "6. For each Client who has more than one Want, randomly remove Wants from their collection of Wants until they
        //  have one or fewer Wants remaining."
        floor.wantsOf(Client.ELITE).addAll(List.of("Surplus", "Efficiency", "Loyalty"));
        floor.lastCycle = LAST;
        rolls.addAll(List.of(2, 1, 1, 1, 1));
        engine().cycle(LAST.plus(Duration.ofHours(61)), null);
        assertThat(sides).startsWith(3, 2);
        assertThat(floor.wantsOf(Client.ELITE)).containsExactly("Loyalty");
    }

    @Test
    void step7AddsDice3MinusOneNewWantsSkippingThoseHeld() {
        // "7. For each Client, roll a DICE3, subtract 1, and add that many Wants to their collection of Wants, choosing randomly
        //  from the list in "Clientele" (skipping Wants that the Client already possesses)."
        floor.wantsOf(Client.MASSES).add("Workers' Rights");
        floor.lastCycle = LAST;
        // Masses: DICE3 = 3 -> two Wants, DICE9 = 1 (Eco-Friendliness), DICE8 = 1 (Efficiency); Elite and Vatican: 1 -> none
        rolls.addAll(List.of(3, 1, 1, 1, 1));
        engine().cycle(LAST.plus(Duration.ofHours(61)), null);
        assertThat(sides).containsExactly(3, 9, 8, 3, 3);
        assertThat(floor.wantsOf(Client.MASSES)).containsExactly("Workers' Rights", "Eco-Friendliness", "Efficiency");
    }

    @Test
    void aCycleStartsTheCountsOfTheNewCycle() {
        kev.activationsThisCycle = 4;
        kev.boxesGainedThisCycle = 6;
        floor.cogbotTurnedOn = true;
        cycle();
        assertThat(kev.activationsThisCycle).isZero();
        assertThat(kev.boxesGainedThisCycle).isZero();
        assertThat(floor.cogbotTurnedOn).isFalse();
        assertThat(floor.lastCycle).isEqualTo(LAST.plus(Duration.ofHours(60)));
    }

    @Test
    void cogbotActivatesItsColdSpinsThenItsColdClinksWithItsLargestBox() {
        // "Cogbot first activate its cold spin machines until it either has no more cold spin machines or no more energy. Cogbot
        //  then activates its cold clink machines, always using its largest value box, until it either has no more cold clink
        //  machines or no more boxes. ... Cogbot always chooses the machine earliest in its machine list"
        WorkerState cog = floor.worker("Cogbot").orElseThrow();
        cog.line = new ArrayList<>(List.of(new MachineSlot("Clink"), new MachineSlot("Spin"), new MachineSlot("Spin"),
                new MachineSlot("Spin"), new MachineSlot("Clink")));
        rolls.addAll(List.of(4, 9));
        engine().turnOnCogbot("Kev");
        assertThat(cog.line).extracting(MachineSlot::notation)
                .containsExactly("Clink*", "Spin*", "Spin*", "Spin", "Clink*");
        assertThat(cog.energy).isZero();
        assertThat(cog.cogs).isEqualTo(13);
        assertThat(cog.boxes).isEmpty();
        assertThatThrownBy(() -> engine().turnOnCogbot("Kev")).hasMessageContaining("already been turned on");
    }

    @Test
    void sleepybotCannotPerformAnyActions() {
        // "Name: Sleepybot. Behavior: Sleepybot cannot perform any actions"
        assertThatThrownBy(() -> engine().activate("Sleepybot", 0)).hasMessageContaining("cannot perform any actions");
    }

    @Test
    void anyWorkerMayCauseSharebotToActOncePerCycle() {
        // "Name: Sharebot. Behavior: Provided they have not already done so since the last Cycle, any Worker may cause Sharebot
        //  to perform any action which Sharebot is legally allowed to perform."
        engine().activate("Sharebot (caused by Kev)", 0);
        assertThat(floor.worker("Sharebot").orElseThrow().line).extracting(MachineSlot::notation).containsExactly("Clink");
        assertThatThrownBy(() -> engine().activate("Sharebot (caused by Kev)", 0))
                .hasMessageContaining("already caused Sharebot");
        assertThatThrownBy(() -> engine().activate("Sharebot", 0)).hasMessageContaining("name the Worker who causes");
        cycle(); // step 4 turns Sharebot's Clink back into a Dustsheet
        engine().activate("Sharebot (caused by Kev)", 0);
        assertThat(floor.sharebotCausedBy).containsExactly("Kev");
    }

    @Test
    void monkeybotCopiesAnActionTheWorkerAlreadyPerformedThisCycle() {
        // "Name:Monkeybot Behavior: Each Worker may cause Monkeybot to perform an action identical in all respects (except for
        //  the results of any Dice rolls or required random selections) to any action that Worker has already performed in the
        //  current Cycle, provided that Monkeybot is legally allowed to perform the action."
        assertThatThrownBy(() -> engine().activate("Monkeybot (caused by Kev)", 0))
                .hasMessageContaining("has not activated the Dustsheet at position 1 this Cycle");
        engine().activate("Kev", 0);
        engine().activate("Monkeybot (caused by Kev)", 0);
        assertThat(floor.worker("Monkeybot").orElseThrow().line).extracting(MachineSlot::notation)
                .containsExactly("Clink");
    }

    @Test
    void cogbotActsOnlyWhenTurnedOn() {
        assertThatThrownBy(() -> engine().activate("Cogbot (caused by Kev)", 0)).hasMessageContaining("turns it on");
    }
}
