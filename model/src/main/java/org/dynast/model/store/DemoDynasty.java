package org.dynast.model.store;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.MatterStatus;
import org.dynast.model.matters.VotableMatter;
import org.dynast.model.matters.VoteIcon;
import org.dynast.model.roster.IdleReason;
import org.dynast.model.roster.Mentorship;
import org.dynast.model.roster.Player;

/**
 * The demo dynasty a new console opens on: a Ruleset 205 bot workshop with a small roster, two
 * Idle Operators, two Tenured ones and a Mentorship. Seeded as one action that cannot be undone.
 */
public final class DemoDynasty {

    public static final String NAME = "The Tin Announcer's Workshop";
    public static final String EMPEROR = "Ferrous";

    private DemoDynasty() {
    }

    /** Founds the demo dynasty in {@code store} if the file has no dynasty yet; returns it either way. */
    public static Dynasty seedIfEmpty(GameStore store, String actor) {
        var existing = store.dynasties().all();
        if (!existing.isEmpty()) {
            return existing.get(0);
        }
        LocalDate today = store.clock().today();
        Instant now = store.clock().now();
        Dynasty dynasty = store.dynasties().found(actor, NAME, 205, new Terms("Operator", "Operators", "Announcer"),
                EMPEROR, today.minusDays(21));
        long id = dynasty.id();
        String[][] roster = {
            // name, admin, joined days ago, tenured
            {"Brass_Monkey", "false", "400", "false"},
            {"Cogsworth", "true", "2900", "true"},
            {"Dr.Volt", "false", "120", "false"},
            {"Gearheart", "true", "1500", "true"},
            {"Kessler", "false", "700", "false"},
            {"Lumen", "false", "90", "false"},
            {"O'Malley", "false", "35", "false"},
            {"Rivet-7", "false", "10", "false"},
        };
        store.roster().seed(id, actor, "Seeded the demo roster", repos -> {
            long gearheart = 0;
            long rivet = 0;
            for (String[] row : roster) {
                Player p = new Player(repos.nextPlayerId(), id, row[0], Boolean.parseBoolean(row[1]),
                        today.minusDays(Long.parseLong(row[2])), Boolean.parseBoolean(row[3]), null, null, null);
                if (p.name().equals("Kessler")) {
                    p = p.idled(now.minus(Duration.ofDays(9)), IdleReason.REQUESTED);
                } else if (p.name().equals("Lumen")) {
                    p = p.idled(now.minus(Duration.ofDays(3)), IdleReason.INACTIVE);
                }
                repos.add(p);
                if (p.name().equals("Gearheart")) {
                    gearheart = p.id();
                } else if (p.name().equals("Rivet-7")) {
                    rivet = p.id();
                }
            }
            repos.add(new Mentorship(repos.nextMentorshipId(), id, gearheart, rivet, today.minusDays(9), null));
        });
        seedMatters(store, id, actor, now);
        seedWidgetWorks(store, actor);
        return store.dynasties().get(id);
    }

    public static final String FACTORY_NAME = "Widget Works";
    public static final String FACTORY_EMPEROR = "Overseer";

    /**
     * The second demo dynasty: a Ruleset 190 factory (Worker/Factory) with a few Workers whose Lines are
     * under way, the Clients' Wants, and the last Cycle a day and a half ago.
     */
    static Dynasty seedWidgetWorks(GameStore store, String actor) {
        LocalDate today = store.clock().today();
        Instant now = store.clock().now();
        Dynasty dynasty = store.dynasties().found(actor, FACTORY_NAME, 190, new Terms("Worker", "Workers", "Factory"),
                FACTORY_EMPEROR, today.minusDays(10));
        long id = dynasty.id();
        String[] workers = {"Amsel", "Bucket", "Clementine", "Dunlin"};
        store.roster().seed(id, actor, "Seeded the demo Workers", repos -> {
            for (int i = 0; i < workers.length; i++) {
                repos.add(new Player(repos.nextPlayerId(), id, workers[i], i == 0, today.minusDays(300L * (i + 1)),
                        false, null, null, null));
            }
        });
        var catalogue = store.factory().catalogue();
        store.factory().seed(id, actor, "Seeded the demo factory floor", floor -> {
            floor.lastCycle = now.minus(Duration.ofHours(36));
            line(floor.worker("Amsel").orElseThrow(), catalogue, 2, 7, "3, 6", "Corn, Wheat Seed", 1, "",
                    "Spin*", "Clink", "Storage* (3) [Cooling Widget]", "Greenhouse (Wheat)");
            line(floor.worker("Bucket").orElseThrow(), catalogue, 1, 2, "5", "Boot, Lint, Sugarcube", 0, "",
                    "Spin'", "Number Press [Boxing Widget]", "Glue Gun");
            line(floor.worker("Clementine").orElseThrow(), catalogue, 0, 12, "", "Bread, Flour, Flour", 2, "Capstone",
                    "Dustsheet", "Mill*", "Bread Oven", "Prototyper");
            floor.worker("Dunlin").orElseThrow().clockedOut = true;
            line(floor.worker("Cogbot").orElseThrow(), catalogue, 2, 0, "", "", 0, "", "Spin", "Spin", "Clink");
            floor.wantsOf(org.dynast.model.factory.Client.MASSES).add("Workers' Rights");
            floor.wantsOf(org.dynast.model.factory.Client.ELITE).addAll(java.util.List.of("Large Product", "Efficiency"));
        });
        return store.dynasties().get(id);
    }

    private static void line(org.dynast.model.factory.WorkerState w, org.dynast.model.factory.FactoryCatalogue catalogue,
                             int energy, int cogs, String boxes, String things, int prototypes, String techs,
                             String... machines) {
        w.energy = energy;
        w.cogs = cogs;
        w.line.clear();
        for (String m : machines) {
            w.line.add(org.dynast.model.factory.TrackingText.machine(m, catalogue));
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

    /**
     * A week of votes: an enacted Proposal, the oldest pending one Popular and past its 12 hours
     * (ready to Enact), a younger one still waiting, a Withdrawn one, and a CfJ a few votes short.
     */
    private static void seedMatters(GameStore store, long id, String actor, Instant now) {
        var roster = store.roster().roster(id);
        java.util.function.ToLongFunction<String> p = name -> roster.byName(name).orElseThrow().id();
        store.matters().seed(id, actor, "Seeded the demo's Votable Matters", seed -> {
            Instant h = now;
            VotableMatter old = seed.post(MatterKind.PROPOSAL, "Spare Parts for All", p.applyAsLong("Cogsworth"),
                    h.minus(Duration.ofHours(70)), "Each Operator gains a Spare Parts Bin.");
            for (String v : new String[] {"Ferrous", "Gearheart", "Dr.Volt", "Brass_Monkey"}) {
                seed.vote(old, p.applyAsLong(v), VoteIcon.FOR, h.minus(Duration.ofHours(60)));
            }
            seed.resolve(old, MatterStatus.ENACTED, h.minus(Duration.ofHours(40)), "Gearheart",
                    "Enacted by Gearheart. 5 FOR, 0 AGAINST, 2 without a valid Vote (Quorum 4 of 7).");
            VotableMatter ready = seed.post(MatterKind.PROPOSAL, "Arena Lighting", p.applyAsLong("Dr.Volt"),
                    h.minus(Duration.ofHours(20)), "Add the rule \"Floodlights\" to the Dynastic Rules.");
            seed.vote(ready, p.applyAsLong("Gearheart"), VoteIcon.FOR, h.minus(Duration.ofHours(18)));
            seed.vote(ready, p.applyAsLong("O'Malley"), VoteIcon.DEFERENTIAL, h.minus(Duration.ofHours(17)));
            seed.vote(ready, p.applyAsLong("Ferrous"), VoteIcon.FOR, h.minus(Duration.ofHours(15)));
            seed.vote(ready, p.applyAsLong("Rivet-7"), VoteIcon.AGAINST, h.minus(Duration.ofHours(9)));
            VotableMatter young = seed.post(MatterKind.PROPOSAL, "[Core] Quorum Wording", p.applyAsLong("Gearheart"),
                    h.minus(Duration.ofHours(6)), "In \"Keywords\", reword Quorum.");
            seed.vote(young, p.applyAsLong("Cogsworth"), VoteIcon.FOR, h.minus(Duration.ofHours(5)));
            VotableMatter withdrawn = seed.post(MatterKind.PROPOSAL, "Rust Everywhere",
                    p.applyAsLong("Brass_Monkey"), h.minus(Duration.ofHours(4)), "All Conditions drop by 10%.");
            seed.vote(withdrawn, p.applyAsLong("Brass_Monkey"), VoteIcon.AGAINST, h.minus(Duration.ofHours(3)));
            VotableMatter cfj = seed.post(MatterKind.CFJ, "Was Rivet-7's repair legal?", p.applyAsLong("Rivet-7"),
                    h.minus(Duration.ofHours(10)), "Uphold Rivet-7's repair of 2026-11-19.");
            seed.vote(cfj, p.applyAsLong("Gearheart"), VoteIcon.FOR, h.minus(Duration.ofHours(8)));
            seed.vote(cfj, p.applyAsLong("Cogsworth"), VoteIcon.AGAINST, h.minus(Duration.ofHours(7)));
        });
    }
}
