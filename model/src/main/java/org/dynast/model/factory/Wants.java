package org.dynast.model.factory;

import java.util.ArrayList;
import java.util.List;

/** Whether a Worker fulfils a Want, and whether a Client is Satisfied with them ("Clientele"). */
public final class Wants {

    private Wants() {
    }

    /** One Client's verdict on one Worker: satisfied or not, the Cogs a Report would earn, and why. */
    public record Verdict(Client client, boolean satisfied, int cogs, List<String> reasons) {
    }

    public static boolean fulfils(FactoryFloor floor, WorkerState w, Want want, Client holder) {
        return switch (want) {
            case WORKERS_RIGHTS -> w.energy >= 1;
            case ECO_FRIENDLINESS -> w.activationsThisCycle <= 3;
            case EFFICIENCY -> w.hotMachines() > w.line.size() - w.hotMachines();
            case PRODUCTIVITY -> w.boxesGainedThisCycle >= 5;
            case SMALL_PRODUCT -> w.boxes.stream().anyMatch(b -> b <= 1);
            case LARGE_PRODUCT -> w.boxes.stream().anyMatch(b -> b >= 8);
            case ASCETICISM -> w.line.size() > w.things.size();
            case SURPLUS -> w.things.size() >= 5;
            case COMPETENCE -> floor.bots().stream().filter(b -> b != w).allMatch(b -> w.boxes.size() > b.boxes.size()
                    || w.cogs > b.cogs || w.prototypes > b.prototypes);
            case LOYALTY -> loyal(floor, w, holder);
        };
    }

    private static boolean loyal(FactoryFloor floor, WorkerState w, Client holder) {
        List<Want> own = wants(floor, holder);
        for (Client other : Client.values()) {
            if (other == holder) {
                continue;
            }
            boolean fulfilsAny = false;
            for (Want x : wants(floor, other)) {
                if (!own.contains(x) && fulfils(floor, w, x, other)) {
                    fulfilsAny = true;
                }
            }
            if (!fulfilsAny) {
                return true;
            }
        }
        return false;
    }

    public static List<Want> wants(FactoryFloor floor, Client client) {
        List<Want> list = new ArrayList<>();
        for (String name : floor.wantsOf(client)) {
            Want.named(name).ifPresent(list::add);
        }
        return list;
    }

    /** "A Client is Satisfied with a Worker if the Worker is currently fulfilling all of the Client's Wants." */
    public static Verdict verdict(FactoryFloor floor, WorkerState w, Client client) {
        List<Want> wants = wants(floor, client);
        List<String> reasons = new ArrayList<>();
        boolean all = true;
        for (Want want : wants) {
            boolean ok = fulfils(floor, w, want, client);
            all &= ok;
            reasons.add((ok ? "\u2713 " : "\u2717 ") + want.title());
        }
        if (wants.isEmpty()) {
            reasons.add("no Wants");
        }
        return new Verdict(client, all, all ? Client.reportCogs(wants.size()) : 0, reasons);
    }

    public static List<Verdict> verdicts(FactoryFloor floor, WorkerState w) {
        List<Verdict> list = new ArrayList<>();
        for (Client c : Client.values()) {
            list.add(verdict(floor, w, c));
        }
        return list;
    }
}
