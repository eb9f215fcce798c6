package org.dynast.model.factory.explain;

import java.util.ArrayList;
import java.util.List;
import org.dynast.model.explain.Citation;
import org.dynast.model.explain.Explanation;
import org.dynast.model.factory.Client;
import org.dynast.model.factory.FactoryFloor;
import org.dynast.model.factory.Want;
import org.dynast.model.factory.Wants;
import org.dynast.model.factory.WorkerState;
import org.dynast.model.ruleset.Ruleset;

/**
 * "Why?" on a Client's satisfaction with a Worker (Ruleset 190, "Clientele"): each of the Client's Wants with the
 * Worker's numbers it is judged on, whether all are fulfilled, and the Cogs a Report would earn, from the same
 * {@link Wants#verdict} the Lines tab shows.
 */
public final class ClientExplanations {

    static final String SATISFIED = "A Client is Satisfied with a Worker if the Worker is currently fulfilling all of "
            + "the Client’s Wants.";

    private ClientExplanations() {
    }

    public static Explanation satisfaction(FactoryFloor floor, WorkerState worker, Client client, Ruleset ruleset) {
        Wants.Verdict verdict = Wants.verdict(floor, worker, client);
        List<Want> wants = Wants.wants(floor, client);
        List<String> lines = new ArrayList<>();
        if (wants.isEmpty()) {
            lines.add(client.fullName() + " has no Wants");
        }
        for (Want want : wants) {
            boolean ok = Wants.fulfils(floor, worker, want, client);
            lines.add((ok ? "\u2713 " : "\u2717 ") + want.title() + ": " + measure(floor, worker, want)
                    + " — “" + want.sentence() + "”");
        }
        long met = wants.stream().filter(w -> Wants.fulfils(floor, worker, w, client)).count();
        lines.add(met + " of " + wants.size() + " Wants fulfilled: " + (verdict.satisfied() ? "Satisfied"
                : "not Satisfied"));
        if (verdict.satisfied() && !wants.isEmpty()) {
            lines.add("A Report earns " + verdict.cogs() + " Cogs for " + wants.size() + " Want"
                    + (wants.size() == 1 ? "" : "s") + " (2 for 1, 4 for 2, 7 for 3 or more)");
        }
        return new Explanation(client.fullName() + " with " + worker.name,
                verdict.satisfied() ? "Satisfied" : "Not Satisfied", lines,
                Citation.of(ruleset, "Clientele", SATISFIED, "is Satisfied with a Worker if"));
    }

    /** The Worker's numbers a Want is judged on. */
    private static String measure(FactoryFloor floor, WorkerState w, Want want) {
        return switch (want) {
            case WORKERS_RIGHTS -> "Energy " + w.energy;
            case ECO_FRIENDLINESS -> w.activationsThisCycle + " activations this Cycle";
            case EFFICIENCY -> w.hotMachines() + " Hot, " + (w.line.size() - w.hotMachines()) + " not Hot";
            case PRODUCTIVITY -> w.boxesGainedThisCycle + " Boxes gained this Cycle";
            case SMALL_PRODUCT, LARGE_PRODUCT -> "Boxes " + w.boxes;
            case ASCETICISM -> w.line.size() + " Machines, " + w.things.size() + " Things";
            case SURPLUS -> w.things.size() + " Things";
            case COMPETENCE -> w.boxes.size() + " Boxes, " + w.cogs + " Cogs, " + w.prototypes + " Prototypes against "
                    + floor.bots().stream().filter(b -> b != w).map(b -> b.name + " (" + b.boxes.size() + ", "
                    + b.cogs + ", " + b.prototypes + ")").reduce((a, b) -> a + ", " + b).orElse("no Bots");
            case LOYALTY -> "the other Clients' Wants it fulfils";
        };
    }
}
