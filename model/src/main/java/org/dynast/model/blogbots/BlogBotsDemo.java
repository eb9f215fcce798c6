package org.dynast.model.blogbots;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToLongFunction;
import org.dynast.model.blogbots.arena.HouseBot;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.Loadout;
import org.dynast.model.blogbots.bots.Part;
import org.dynast.model.blogbots.bots.Readiness;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.MatterStatus;
import org.dynast.model.matters.VotableMatter;
import org.dynast.model.matters.VoteIcon;
import org.dynast.model.module.ModuleContext;
import org.dynast.model.roster.IdleReason;
import org.dynast.model.roster.Mentorship;
import org.dynast.model.roster.Player;
import org.dynast.model.ruleset.MatterRef;
import org.dynast.model.ruleset.ShippedRuleset;

/**
 * The demo dynasty a new console opens on: a Ruleset 205 bot workshop with a small roster, two Idle Operators,
 * two Tenured ones and a Mentorship, a week of votes, the Operators' bots and two House Bots.
 */
public final class BlogBotsDemo {

    public static final String NAME = "The Tin Announcer's Workshop";
    public static final String EMPEROR = "Ferrous";

    private BlogBotsDemo() {
    }

    /** Founds the demo dynasty. */
    static Dynasty seed(ModuleContext store, BlogBots bots, String actor) {
        LocalDate today = store.clock().today();
        Instant now = store.clock().now();
        Dynasty dynasty = store.dynasties().found(actor, NAME, 205, new Terms("Operator", "Operators", "Announcer"),
                EMPEROR, today.minusDays(21));
        long id = dynasty.id();
        importDemoRuleset(store, id, actor);
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
        seedBots(bots, id, actor, now);
        seedHouseBots(bots, id, actor);
        return store.dynasties().get(id);
    }

    /**
     * The dynasty's ruleset: a copy of Ruleset 205 as read off the wiki, with the rule headings the copy lost restored
     * where a source names them (see the README beside the shipped texts); imported before the seeds, so it is not
     * undoable.
     */
    private static void importDemoRuleset(ModuleContext store, long id, String actor) {
        ShippedRuleset bots = BlogBotsModule.RULESET_205;
            var first = store.rulesets().importText(id, actor, bots.text(), bots.fileName(), null);
            // what the enacted "Spare Parts for All" changed: one more sentence in "Spare Parts Bin"
            var reading = store.rulesets().read(first);
            reading.ruleset().ruleTitled("Spare Parts Bin").ifPresent(rule -> {
                List<String> lines = reading.text().lines().toList()
                        .subList(rule.line() - 1, Math.min(rule.endLine(), (int) reading.text().lines().count()));
                String edited = String.join("\n", lines).strip()
                        + "\n\nEach Operator starts the Dynasty with an empty Spare Parts Bin.";
                store.rulesets().editRule(id, actor, first.id(), rule.id(), edited,
                        MatterRef.of("Proposal: Spare Parts for All"));
            });
    }

    /**
     * A week of votes: an enacted Proposal, the oldest pending one Popular and past its 12 hours
     * (ready to Enact), a younger one still waiting, a Withdrawn one, and a CfJ a few votes short.
     */
    private static void seedMatters(ModuleContext store, long id, String actor, Instant now) {
        var roster = store.roster().roster(id);
        ToLongFunction<String> p = name -> roster.byName(name).orElseThrow().id();
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

    /** A bot for each Operator: one near its power limit, one Trashed, one Ready, scripts to read back. */
    private static void seedBots(BlogBots store, long id, String actor, Instant now) {
        List<Loadout> seeded = new ArrayList<>();
        for (var o : store.workshop().operators(id)) {
            var l = o.loadout();
            Bot bot = switch (o.name()) {
                case "Brass_Monkey" -> new Bot("Clanky", Part.engine("Petrol", 90), Part.chassis("Apex Systems X1500", 80),
                        List.of(Part.system("Ram", 100), Part.system("Plate", 60)));
                case "Cogsworth" -> new Bot("Tick Tock", Part.engine("Nuclear", 100),
                        Part.chassis("Camelot CG3 Rampart", 95), List.of(Part.system("Axe", 100),
                        Part.system("Grinder", 70), Part.system("Advanced Logic Module", 100)));
                case "Dr.Volt" -> new Bot("Sparky", Part.engine("Electric", 100), Part.chassis("Frictionless Inquisitor",
                        100), List.of(Part.system("Taser", 50)));
                case "Gearheart" -> new Bot("Heartbreaker", Part.engine("Hydraulic", 75),
                        Part.chassis("Titanium Holdfast", 100), List.of(Part.system("Flipper", 100),
                        Part.system("Spikes", 90), Part.system("Back-up Battery", 100)));
                case "O'Malley" -> new Bot("Shamrock", Part.engine("Petrol", 0), Part.chassis("Tundra Industries #9", 40),
                        List.of(Part.system("Grinder", 30)));
                default -> Bot.standard(o.name() + "'s Bot");
            };
            int money = switch (o.name()) {
                case "Brass_Monkey" -> 12_600;
                case "Cogsworth" -> 1_250;
                case "Dr.Volt" -> 15_000;
                case "Gearheart" -> 4_330;
                case "O'Malley" -> 20_000;
                default -> 20_000;
            };
            // Scripts that fight (Ruleset 205 BotScript): each closes in, then rams, flips, axes or tases what is in
            // front of it, so a first Bout in the Arena shows moves, Shoves, flips, damage and an ending. O'Malley's
            // Bot is left Defunct (an Engine at 0%) with no Script, as a Bot that cannot fight.
            String script = switch (o.name()) {
                case "Brass_Monkey" -> "If the Actor has Flipped, turn to face the other way\n"
                        + "If the space in front of the Actor are occupied by an Opponent, move forwards 3 times\n"
                        + "If the 1 space in front of the Actor is empty, move forwards 1 times";
                case "Cogsworth" -> "If the first closest Opponent is evading, block\n"
                        + "If the space in front of the Actor are occupied by an Opponent, use the following System: Axe\n"
                        + "If the value of Token RAGE is greater than 2, use the following System: Grinder\n"
                        + "If the current turn number is odd, increase Token RAGE by 1 and move forwards 1 times";
                case "Dr.Volt" -> "If the space in front of the Actor are occupied by an Opponent, use the following System: "
                        + "Taser\nIf the 1 space in front of the Actor is empty, move forwards 1 times";
                case "Gearheart" -> "If the space in front of the Actor are occupied by an Opponent, use the following "
                        + "System: Flipper\nIf the 1 space in front of the Actor is empty, move forwards 1 times";
                case "O'Malley" -> "";
                default -> "If the space in front of the Actor are occupied by an Opponent, move forwards 2 times\n"
                        + "If the 1 space in front of the Actor is empty, move forwards 1 times";
            };
            var loadout = l.withBot(bot).withMoney(money).withScript(script);
            if (o.name().equals("Cogsworth")) {
                loadout = loadout.withBin(List.of(Part.system("LED Banner", 90)))
                        .withBannerNames(List.of("Brass_Monkey"));
            }
            if (o.name().equals("Dr.Volt")) {
                loadout = loadout.withReadiness(Readiness.READY, now.minus(Duration.ofHours(20)));
            }
            if (o.name().equals("Gearheart")) {
                loadout = loadout.withBin(List.of(Part.system("Pincers", 80), Part.engine("Petrol", 65)));
            }
            seeded.add(loadout);
        }
        store.workshop().seed(id, actor, "Seeded the demo's bots", seeded);
    }

    /**
     * Two legal House Bots: "One House Bot may have a Bot Value of up to ₩15,000" (The Gatekeeper, ₩12,450); "the
     * other two must have Bot Values that do not exceed ₩12,000" (Rustbucket, ₩8,700).
     */
    private static void seedHouseBots(BlogBots store, long id, String actor) {
        store.bouts().seedHouseBots(id, actor, List.of(
                new HouseBot(0, id, new Bot("The Gatekeeper", Part.engine("Hydraulic", 100),
                        Part.chassis("Tundra Industries #9", 100), List.of(Part.system("Flipper", 100),
                        Part.system("Plate", 100))),
                        "If the space in front of the Actor is occupied by an opponent, use Flipper\n"
                                + "If the 2 spaces behind the Actor are empty, move backwards 2 times"),
                new HouseBot(0, id, new Bot("Rustbucket", Part.engine("Petrol", 100),
                        Part.chassis("Apex Systems X1500", 100), List.of(Part.system("Ram", 100),
                        Part.system("Spikes", 100))),
                        "If the space in front of the Actor are occupied by an Opponent, move forwards 3 times\n"
                                + "move forward 2")));
    }
}
