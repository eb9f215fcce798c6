package org.dynast.model.factory;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.dynast.model.Refusal;

/**
 * Ruleset 190's "Energy Cycles": when a Cycle may be performed, and the Atomic Action "Cycle" step by step, on the
 * {@link LineEngine}'s working copy of the floor (its notes and dice).
 */
final class CycleSteps {

    private final FactoryCatalogue catalogue;
    private final FactoryFloor floor;
    private final Dice dice;
    private final List<String> notes;

    CycleSteps(FactoryCatalogue catalogue, FactoryFloor floor, Dice dice, List<String> notes) {
        this.catalogue = catalogue;
        this.floor = floor;
        this.dice = dice;
        this.notes = notes;
    }

    /** Why a Cycle may not be performed at {@code now}, or null if it may. */
    String bar(Instant now, Instant sinceIfNever) {
        Instant last = floor.lastCycle != null ? floor.lastCycle : sinceIfNever;
        if (last == null) {
            return null;
        }
        Duration since = Duration.between(last, now);
        if (since.compareTo(Duration.ofHours(60)) >= 0) {
            return null;
        }
        if (since.compareTo(Duration.ofHours(24)) >= 0) {
            List<String> in = floor.workers.stream()
                    .filter(w -> !w.bot && !hasMachine(w, MachineType.DUSTSHEET) && !w.clockedOut)
                    .map(w -> w.name).toList();
            if (in.isEmpty()) {
                return null;
            }
            return "It has been " + since.toHours() + " hours since the last Cycle and " + String.join(", ", in)
                    + (in.size() == 1 ? " is" : " are") + " still Clocked In without a Dustsheet: a Cycle needs at"
                    + " least 60 hours, or 24 hours with all non-Bot Workers without Dustsheets Clocked Out.";
        }
        return "It has been " + since.toHours() + " hours since the last Cycle: a Cycle needs at least 24 hours"
                + " (with all non-Bot Workers without Dustsheets Clocked Out) or 60 hours.";
    }

    /** The Atomic Action "Cycle", its seven steps in order. */
    void perform(Instant now, Instant sinceIfNever) {
        String bar = bar(now, sinceIfNever);
        if (bar != null) {
            throw new Refusal("Energy Cycles", bar);
        }
        // 1. Remove all Boxes
        for (WorkerState w : floor.workers) {
            if (!w.boxes.isEmpty()) {
                notes.add("1. " + w.name + " loses Boxes " + w.boxes.stream().map(String::valueOf)
                        .collect(Collectors.joining(", ")) + ".");
            }
            w.boxes.clear();
        }
        // 2. For every Worker, if their Energy is less than 2, set it to 2.
        for (WorkerState w : floor.workers) {
            if (w.energy < 2) {
                notes.add("2. " + w.name + "'s Energy goes from " + w.energy + " to 2.");
                w.energy = 2;
            }
        }
        // 3. Each Non-Bot Worker becomes Clocked In
        for (WorkerState w : floor.workers) {
            if (!w.bot && w.clockedOut) {
                notes.add("3. " + w.name + " is Clocked In.");
                w.clockedOut = false;
            }
        }
        // 4. For each Worker with no Hot Machines, replace a Clink in their Line (if they have one) with a Dustsheet
        for (WorkerState w : floor.workers) {
            if (w.hotMachines() == 0) {
                for (int i = 0; i < w.line.size(); i++) {
                    if (catalogue.idOf(w.line.get(i).type).equals(MachineType.CLINK)) {
                        w.line.set(i, new MachineSlot(catalogue.nameOf(MachineType.DUSTSHEET)));
                        notes.add("4. " + w.name + " has no Hot Machines: their Clink at position " + (i + 1)
                                + " becomes a Dustsheet.");
                        break;
                    }
                }
            }
        }
        // 5. For each machine, set its heat to Cold.
        long warm = floor.workers.stream().flatMap(w -> w.line.stream()).filter(m -> m.heat != Heat.COLD).count();
        floor.workers.forEach(w -> w.line.forEach(m -> m.heat = Heat.COLD));
        notes.add("5. " + warm + (warm == 1 ? " Machine becomes" : " Machines become") + " Cold.");
        // 6. Randomly remove Wants until each Client has one or fewer.
        for (Client c : Client.values()) {
            List<String> wants = floor.wantsOf(c);
            while (wants.size() > 1) {
                String gone = wants.remove(dice.roll(wants.size(), c.shortName() + " loses a Want") - 1);
                notes.add("6. The " + c.fullName() + " no longer want " + gone + ".");
            }
        }
        // 7. For each Client, roll a DICE3, subtract 1, and add that many Wants, skipping Wants it already has.
        for (Client c : Client.values()) {
            int n = dice.roll(3, c.shortName() + "'s new Wants") - 1;
            List<String> wants = floor.wantsOf(c);
            for (int i = 0; i < n; i++) {
                List<String> open = new ArrayList<>();
                for (Want want : Want.values()) {
                    if (!wants.contains(want.title())) {
                        open.add(want.title());
                    }
                }
                if (open.isEmpty()) {
                    break;
                }
                String added = open.get(dice.roll(open.size(), c.shortName() + "'s new Want") - 1);
                wants.add(added);
                notes.add("7. The " + c.fullName() + " now want " + added + ".");
            }
        }
        floor.workers.forEach(w -> {
            w.activationsThisCycle = 0;
            w.boxesGainedThisCycle = 0;
        });
        floor.cogbotTurnedOn = false;
        floor.sharebotCausedBy.clear();
        floor.performedThisCycle.clear();
        floor.lastCycle = now;
    }

    private boolean hasMachine(WorkerState w, String typeId) {
        return w.line.stream().anyMatch(m -> catalogue.idOf(m.type).equals(typeId));
    }
}
