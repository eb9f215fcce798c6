package org.dynast.model.factory;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.module.ModuleContext;
import org.dynast.model.roster.Player;
import org.dynast.model.ruleset.ShippedRuleset;

/** The Ruleset 190 demo dynasty. */
public final class FactoryDemo {

    private FactoryDemo() {
    }

    public static final String NAME = "Widget Works";
    public static final String EMPEROR = "Overseer";

    /**
     * The second demo dynasty: a Ruleset 190 factory (Worker/Factory) with a few Workers whose Lines are
     * under way, the Clients' Wants, and the last Cycle a day and a half ago.
     */
    static Dynasty seed(ModuleContext store, FactoryService factory, String actor) {
        LocalDate today = store.clock().today();
        Instant now = store.clock().now();
        Dynasty dynasty = store.dynasties().found(actor, NAME, 190, new Terms("Worker", "Workers", "Factory"),
                EMPEROR, today.minusDays(10));
        long id = dynasty.id();
        importDemoRuleset(store, id, actor);
        String[] workers = {"Amsel", "Bucket", "Clementine", "Dunlin"};
        store.roster().seed(id, actor, "Seeded the demo Workers", repos -> {
            for (int i = 0; i < workers.length; i++) {
                repos.add(new Player(repos.nextPlayerId(), id, workers[i], i == 0, today.minusDays(300L * (i + 1)),
                        false, null, null, null));
            }
        });
        var catalogue = factory.catalogue();
        factory.seed(id, actor, "Seeded the demo factory floor", floor -> {
            floor.lastCycle = now.minus(Duration.ofHours(36));
            line(floor.worker("Amsel").orElseThrow(), catalogue, 2, 7, "3, 6", "Corn, Wheat Seed", 1, "",
                    "Spin*", "Clink", "Storage* (3) [Cooling Widget]", "Greenhouse (Wheat)");
            line(floor.worker("Bucket").orElseThrow(), catalogue, 1, 2, "5", "Boot, Lint, Sugarcube", 0, "",
                    "Spin'", "Number Press [Boxing Widget]", "Glue Gun");
            line(floor.worker("Clementine").orElseThrow(), catalogue, 0, 12, "", "Bread, Flour, Flour", 2, "Capstone",
                    "Dustsheet", "Mill*", "Bread Oven", "Prototyper");
            floor.worker("Dunlin").orElseThrow().clockedOut = true;
            line(floor.worker("Cogbot").orElseThrow(), catalogue, 2, 0, "", "", 0, "", "Spin", "Spin", "Clink");
            floor.wantsOf(Client.MASSES).add("Workers' Rights");
            floor.wantsOf(Client.ELITE).addAll(List.of("Large Product", "Efficiency"));
        });
        return store.dynasties().get(id);
    }

    /**
     * The dynasty's ruleset: the shipped copy of Ruleset 190 as its first revision, as the other demos are seeded
     * (imported before the seeds, so it is not undoable).
     */
    private static void importDemoRuleset(ModuleContext store, long id, String actor) {
        ShippedRuleset factory = FactoryModule.RULESET_190;
        store.rulesets().importText(id, actor, factory.text(), factory.fileName(), null);
    }

    private static void line(WorkerState w, FactoryCatalogue catalogue,
                             int energy, int cogs, String boxes, String things, int prototypes, String techs,
                             String... machines) {
        w.energy = energy;
        w.cogs = cogs;
        w.line.clear();
        for (String m : machines) {
            w.line.add(TrackingText.machine(m, catalogue));
        }
        w.boxes.clear();
        for (String b : boxes.split(",")) {
            if (!b.isBlank()) {
                w.boxes.add(Integer.parseInt(b.strip()));
            }
        }
        w.things.clear();
        for (String t : things.split(",")) {
            if (!t.isBlank()) {
                w.things.add(t.strip());
            }
        }
        w.prototypes = prototypes;
        w.techs.clear();
        if (!techs.isBlank()) {
            w.techs.add(techs);
        }
    }

}
