package org.dynast.model.store;

import java.util.ArrayList;
import java.util.List;
import org.dynast.model.Refusal;
import org.dynast.model.factory.FactoryEngine;
import org.dynast.model.factory.FactoryFloor;
import org.dynast.model.factory.FactoryService;
import org.dynast.model.factory.MachineType;
import org.dynast.model.factory.TrackingText;
import org.dynast.model.factory.WidgetType;

/**
 * Ruleset 190's actions for {@link ExportImportRoundTripTest}: the Machine Lines tracker's every action (machines
 * added, activated, demolished, reordered, Widgets attached, Tech learnt, Things spent, clocking out, reports, Cycles,
 * Cogbots) and the tracking text pasted back whole or with a line the file would refuse ("Victory: Nobody").
 */
final class FactoryRandomActions {

    /** Ten Things with different names, none of which are listed in the effect of Wastebin. */
    private static final List<String> TREASURES = List.of("Anvil", "Bell", "Compass", "Drum", "Easel", "Flute",
            "Globe", "Harp", "Inkwell", "Lantern");

    private FactoryRandomActions() {
    }

    static void add(RandomActions x) {
        FactoryService f = FactoryEngine.in(x.store).factory();
        long id = x.id;
        String a = x.actor;
        List<String> machines = f.catalogue().machines().stream().map(MachineType::name).toList();
        List<String> widgets = f.catalogue().widgets().stream().map(WidgetType::name).toList();
        // "A Tech is the name of a High-Tech Machine or Widget"
        List<String> techs = new ArrayList<>(f.catalogue().machines().stream().filter(MachineType::highTech)
                .map(MachineType::name).toList());
        f.catalogue().widgets().stream().filter(WidgetType::highTech).forEach(t -> techs.add(t.name()));
        x.add("factory.addMachine", 6, () -> f.addMachine(id, a, worker(x, f), x.pick(machines), x.rnd.nextInt(7),
                x.chooser()));
        x.add("factory.activate", 10, () -> {
            String w = worker(x, f);
            f.activate(id, a, w, index(x, f, w), x.chooser());
        });
        x.add("factory.demolish", 2, () -> {
            String w = worker(x, f);
            f.demolish(id, a, w, index(x, f, w));
        });
        x.add("factory.correctOrder", 1, () -> {
            String w = worker(x, f);
            f.correctOrder(id, a, w, index(x, f, w), index(x, f, w));
        });
        x.add("factory.attachWidget", 3, () -> {
            String w = x.rnd.nextInt(4) == 0 ? worker(x, f) : x.pick(f.floor(id).workers.stream()
                    .filter(z -> !z.bot && !z.line.isEmpty()).map(z -> z.name).toList());
            int size = f.floor(id).worker(bare(w)).map(z -> z.line.size()).orElse(1);
            f.attachWidget(id, a, w, x.rnd.nextInt(Math.max(1, size)), x.pick(widgets));
        });
        // "Each Worker can have a number of Techs up to their number of Prototypes", and Capstone costs "10 Things with
        // different names, none of which are listed in the effect of Wastebin": the tracker is corrected to give a
        // Worker those first (a pasted tracking text, an action of its own), then the Tech is learnt
        x.add("factory.learnTech", 3, () -> {
            String w = x.pick(f.floor(id).workers.stream().filter(z -> !z.bot).map(z -> z.name).toList());
            if (x.rnd.nextInt(4) > 0) {
                x.attempt("factory.trackingText", () -> {
                    FactoryFloor floor = f.floor(id);
                    FactoryFloor copy = TrackingText.read(TrackingText.export(floor), floor, f.catalogue());
                    copy.worker(w).ifPresent(z -> {
                        z.prototypes = Math.max(z.prototypes, z.techs.size() + 1);
                        z.things.clear();
                        z.things.addAll(TREASURES);
                    });
                    f.replace(id, a, copy);
                });
            }
            List<String> known = f.floor(id).worker(w).map(z -> z.techs).orElse(List.of());
            f.learnTech(id, a, w, x.pick(techs.stream().filter(t -> !known.contains(t)).toList()), x.chooser());
        });
        x.add("factory.spendThing", 2, () -> {
            String w = worker(x, f);
            List<String> things = f.floor(id).worker(bare(w)).map(z -> z.things).orElse(List.of());
            f.spendThing(id, a, w, things.isEmpty() || x.rnd.nextInt(5) == 0 ? "Corn" : x.pick(things),
                    x.chooser());
        });
        x.add("factory.clockOut", 2, () -> f.clockOut(id, a, worker(x, f)));
        x.add("factory.report", 2, () -> f.submitReport(id, a, worker(x, f)));
        x.add("factory.cycle", 3, () -> f.cycle(id, a, x.player().name()));
        x.add("factory.cogbot", 1, () -> f.turnOnCogbot(id, a, worker(x, f)));
        // the Machine Lines tab's pasted tracking text: what it accepts must export and import ("Victory: Nobody" is
        // refused, as the file would be)
        x.add("factory.trackingText", 2, () -> {
            FactoryFloor floor = f.floor(id);
            String text = TrackingText.export(floor) + (x.rnd.nextInt(5) == 0 ? "\nVictory: Nobody\n" : "");
            FactoryFloor read;
            try {
                read = TrackingText.read(text, floor, f.catalogue());
            } catch (IllegalArgumentException | TrackingText.BadTrackingText e) {
                throw new Refusal("test", "the tracking text is refused: " + e.getMessage());
            }
            f.replace(id, a, read);
        });
    }

    /** A Worker of the floor mostly, else one of its Bots or a Bot caused by a Worker. */
    private static String worker(RandomActions x, FactoryService f) {
        FactoryFloor floor = f.floor(x.id);
        List<String> workers = floor.workers.stream().filter(w -> !w.bot).map(w -> w.name).toList();
        int r = x.rnd.nextInt(16);
        if (r <= 1 || workers.isEmpty()) {
            return x.pick(floor.bots().stream().map(w -> w.name).toList());
        }
        if (r == 2) {
            return FactoryService.causedBy(x.pick(List.of("Sharebot", "Monkeybot")), x.pick(workers));
        }
        return x.pick(workers);
    }

    /** The Worker's name without a "(caused by …)". */
    private static String bare(String worker) {
        int at = worker.indexOf(" (caused by ");
        return at < 0 ? worker : worker.substring(0, at);
    }

    private static int index(RandomActions x, FactoryService f, String worker) {
        int size = f.floor(x.id).worker(bare(worker)).map(w -> w.line.size()).orElse(1);
        return x.rnd.nextInt(size + 1); // now and then one past the end
    }
}
