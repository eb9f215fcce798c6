package org.dynast.model.factory;

import java.util.ArrayList;
import java.util.List;

/**
 * One Worker's (or Bot's) dynastic gamestate in Ruleset 190: Energy, Clocked In/Out, the Line, Cogs,
 * Boxes, Things, Prototypes and Techs, and the two per-Cycle counts that Wants look at.
 */
public final class WorkerState {

    public static final int DEFAULT_ENERGY = 2;
    public static final int MAX_MACHINES = 6;
    public static final int MAX_THINGS = 10;

    public String name;
    /** The roster player this Worker is (null for Bots), so a rename by Proposal keeps their gamestate. */
    public Long playerId;
    public boolean bot;
    public int energy = DEFAULT_ENERGY;
    public boolean clockedOut;
    public List<MachineSlot> line = new ArrayList<>();
    public int cogs;
    /** The Boxes' values, ascending: Boxes with the same number are fungible. */
    public List<Integer> boxes = new ArrayList<>();
    public List<String> things = new ArrayList<>();
    public int prototypes;
    public List<String> techs = new ArrayList<>();
    /** Machines Activated during the current Cycle (for Eco-Friendliness). */
    public int activationsThisCycle;
    /** Boxes gained in the current Cycle (for Productivity). */
    public int boxesGainedThisCycle;

    public WorkerState() {
    }

    /** A new Worker's defaults: 2 Energy, Clocked In, a Line of one Dustsheet, nothing else. */
    public static WorkerState newWorker(String name, boolean bot) {
        WorkerState w = new WorkerState();
        w.name = name;
        w.bot = bot;
        w.line.add(new MachineSlot("Dustsheet"));
        return w;
    }

    public long hotMachines() {
        return line.stream().filter(m -> m.heat == Heat.HOT).count();
    }

    public boolean hasMachine(String type) {
        return line.stream().anyMatch(m -> m.type.equals(type));
    }

    void sortBoxes() {
        boxes.sort(null);
    }
}
