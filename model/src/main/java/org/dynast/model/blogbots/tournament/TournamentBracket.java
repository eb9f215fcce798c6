package org.dynast.model.blogbots.tournament;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.LongFunction;
import java.util.function.LongSupplier;
import org.dynast.model.blogbots.arena.ArenaService;
import org.dynast.model.blogbots.arena.BoutEngine;
import org.dynast.model.blogbots.arena.BoutResult;
import org.dynast.model.blogbots.arena.Configuration;
import org.dynast.model.blogbots.arena.Entrant;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.Catalogue;
import org.dynast.model.blogbots.bots.Loadout;
import org.dynast.model.blogbots.bots.Part;
import org.dynast.model.blogbots.bots.WorkshopService;
import org.dynast.model.blogbots.tournament.Tournament.Bout;
import org.dynast.model.blogbots.tournament.Tournament.Bracket;
import org.dynast.model.blogbots.tournament.Tournament.Seed;
import org.dynast.model.blogbots.tournament.Tournament.Slot;
import org.dynast.model.blogbots.tournament.Tournament.Tier;
import org.dynast.model.log.Changes;
import org.dynast.model.time.GameClock;

/**
 * The Bracket's tiers for {@link TournamentService} (split out of it): tiers organised and placed (each Bout with its
 * seed and Configuration) or drawn as the favourites' path, Bracket Bouts fought and settled, and their winners
 * recorded or recalculated.
 */
final class TournamentBracket {

    private final WorkshopService workshop;
    private final ArenaService arena;
    private final GameClock clock;
    private final LongSupplier seeds;
    private final LongFunction<List<Entrant>> houseBots;

    TournamentBracket(WorkshopService workshop, ArenaService arena, GameClock clock, LongSupplier seeds,
                      LongFunction<List<Entrant>> houseBots) {
        this.workshop = workshop;
        this.arena = arena;
        this.clock = clock;
        this.seeds = seeds;
        this.houseBots = houseBots;
    }

    List<BracketPlanner.Entry> entries(long dynastyId, List<Seed> seeded) {
        Map<Long, Integer> banners = new HashMap<>();
        workshop.operators(dynastyId).forEach(o -> banners.put(o.playerId(), o.loadout().bannerNames().size()));
        return seeded.stream().map(s -> new BracketPlanner.Entry(s.playerId(), s.name(), s.seed(),
                banners.getOrDefault(s.playerId(), 0))).toList();
    }

    /** A tier organised for real: every Bout whose sides are known is placed with a seed and Configuration. */
    Tier place(long dynastyId, BracketPlanner.TierPlan plan) {
        List<Bout> bouts = new ArrayList<>();
        int n = plan.tier();
        Long eliminationTop = null;
        if (plan.elimination() != null) {
            BracketPlanner.Pairing e = plan.elimination();
            bouts.add(placed(dynastyId, new Bout(n + "-E", n, true, slot(e.top()), slot(e.bottom()), null, null,
                    null, null)));
            eliminationTop = e.top().playerId();
        }
        int i = 1;
        for (BracketPlanner.Pairing p : plan.bouts()) {
            Slot a = slot(p.top());
            Slot b = Long.valueOf(p.bottom().playerId()).equals(eliminationTop) ? Slot.open("Winner of " + n + "-E")
                    : slot(p.bottom());
            bouts.add(placed(dynastyId, new Bout(n + "-" + i++, n, false, a, b, null, null, null, null)));
        }
        return new Tier(n, false, bouts, plan.deferred().stream().map(TournamentBracket::slot).toList(), null, null,
                null, List.of());
    }

    Bout placed(long dynastyId, Bout bout) {
        if (!bout.first().decided() || !bout.second().decided() || bout.configuration() != null) {
            return bout;
        }
        long seed = seeds.getAsLong();
        return bout.with(bout.first(), bout.second(), seed,
                Configuration.generate(new Random(seed), houseBots.apply(dynastyId)));
    }

    /** The tiers after {@code real} as the favourites' path: "Winner of 1-2" where a winner is not yet known. */
    static List<Tier> drawAfter(BracketPlanner.TierPlan real) {
        Map<Long, String> labels = new HashMap<>();
        List<Tier> out = new ArrayList<>();
        BracketPlanner.TierPlan tier = real;
        while (true) {
            List<BracketPlanner.Entry> next = new ArrayList<>(tier.deferred());
            int i = 1;
            if (tier.elimination() != null) {
                labels.put(tier.elimination().top().playerId(), "Winner of " + tier.tier() + "-E");
            }
            for (BracketPlanner.Pairing p : tier.bouts()) {
                next.add(p.top());
                labels.put(p.top().playerId(), "Winner of " + tier.tier() + "-" + i++);
            }
            if (next.size() <= 1) {
                return out;
            }
            tier = BracketPlanner.organise(tier.tier() + 1, next);
            out.add(drawn(tier, labels));
        }
    }

    static Tier drawn(BracketPlanner.TierPlan plan, Map<Long, String> labels) {
        int n = plan.tier();
        List<Bout> bouts = new ArrayList<>();
        Long eliminationTop = null;
        if (plan.elimination() != null) {
            BracketPlanner.Pairing e = plan.elimination();
            bouts.add(new Bout(n + "-E", n, true, drawnSlot(e.top(), labels), drawnSlot(e.bottom(), labels), null,
                    null, null, null));
            eliminationTop = e.top().playerId();
        }
        int i = 1;
        for (BracketPlanner.Pairing p : plan.bouts()) {
            Slot b = Long.valueOf(p.bottom().playerId()).equals(eliminationTop) ? Slot.open("Winner of " + n + "-E")
                    : drawnSlot(p.bottom(), labels);
            bouts.add(new Bout(n + "-" + i++, n, false, drawnSlot(p.top(), labels), b, null, null, null, null));
        }
        return new Tier(n, true, bouts, plan.deferred().stream().map(e -> drawnSlot(e, labels)).toList(), null, null,
                null, List.of());
    }

    static Slot drawnSlot(BracketPlanner.Entry e, Map<Long, String> labels) {
        String label = labels.get(e.playerId());
        return label == null ? slot(e) : Slot.open(label);
    }

    static Slot slot(BracketPlanner.Entry e) {
        return new Slot(e.playerId(), e.name(), e.seed(), null);
    }

    static Bracket replaceTier(Bracket b, Tier tier) {
        List<Tier> tiers = new ArrayList<>(b.tiers());
        tiers.set(tier.number() - 1, tier);
        return b.withTiers(tiers);
    }

    /** A Bracket Bout fought between the two sides' Bots with its Configuration and seed, and its result line. */
    record Fight(BoutResult result, Slot winner, Slot loser, String line) {
    }

    Fight fight(long dynastyId, Bout bout, Loadout a, Loadout c) {
        BoutEngine engine = new BoutEngine(workshop.rules(dynastyId).catalogue());
        BoutResult result = engine.run(Entrant.of(a.bot(), a.script(), bout.first().name()),
                Entrant.of(c.bot(), c.script(), bout.second().name()), bout.configuration(), bout.seed());
        Slot winner = result.winner() == 0 ? bout.first() : bout.second();
        Slot loser = result.winner() == 0 ? bout.second() : bout.first();
        return new Fight(result, winner, loser, winner.name() + " beat " + loser.name() + " (" + result.ending().word()
                + ", " + result.turns() + (result.turns() == 1 ? " turn)" : " turns)"));
    }

    /** Settles a Bracket Bout (counted: it is not announced) and returns what the settlement did to each side. */
    List<Tournament.Settlement> settle(Changes changes, long dynastyId, BoutResult result, Bout bout) {
        long firstId = bout.first().playerId();
        long secondId = bout.second().playerId();
        Loadout a = workshop.loadout(dynastyId, firstId);
        Loadout c = workshop.loadout(dynastyId, secondId);
        // a Bracket Bout is not announced, so it is counted here; the LED Banner shows Operators' names
        arena.settleIn(changes, dynastyId, result, firstId, secondId, bout.first().name(), bout.second().name(),
                false, true);
        return List.of(settlement(a, workshop.loadout(dynastyId, firstId), bout.first().name()),
                settlement(c, workshop.loadout(dynastyId, secondId), bout.second().name()));
    }

    /** What the settlement did to one side, and the side as it fought (its Bot and Script), to replay the Bout. */
    static Tournament.Settlement settlement(Loadout before, Loadout after, String operator) {
        List<Integer> conditions = new ArrayList<>();
        List<Integer> b = conditions(before);
        List<Integer> a = conditions(after);
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            conditions.add(a.get(i) - b.get(i));
        }
        return new Tournament.Settlement(after.money() - before.money(), after.boutCount() - before.boutCount(),
                conditions, before.redMist(), before.readiness(), before.readinessSince(), before.repairedSinceBout(),
                before.bannerNames(), Entrant.of(before.bot(), before.script(), operator),
                after.bot().engine().condition() - before.bot().engine().condition());
    }

    static List<Integer> conditions(Loadout l) {
        List<Integer> out = new ArrayList<>();
        out.add(l.bot().chassis().condition());
        l.bot().systems().forEach(p -> out.add(p.condition()));
        return out;
    }

    /** The loadout with a settlement reversed: the changes taken back, the values before put back. */
    static Loadout reversed(Loadout l, Tournament.Settlement s) {
        Bot bot = l.bot();
        // the Engine's change (0 in a settlement recorded before it was kept, when the demo Bots never hurt an Engine)
        bot = bot.withEngine(bot.engine().withCondition(bot.engine().condition() - s.engineCondition()));
        List<Integer> d = s.conditions();
        if (!d.isEmpty()) {
            bot = bot.withChassis(bot.chassis().withCondition(bot.chassis().condition() - d.get(0)));
        }
        List<Part> systems = new ArrayList<>(bot.systems());
        for (int i = 0; i < systems.size() && i + 1 < d.size(); i++) {
            systems.set(i, systems.get(i).withCondition(systems.get(i).condition() - d.get(i + 1)));
        }
        bot = bot.withSystems(systems);
        return l.withBot(bot).withMoney(Math.max(0, Math.min(Loadout.MONEY_CAP, l.money() - s.money())))
                .withBoutCount(Math.max(0, l.boutCount() - s.boutCount())).withRedMist(s.redMist())
                .withReadiness(s.readiness(), s.readinessSince()).withRepaired(s.repaired())
                .withBannerNames(s.bannerNames());
    }

    Bracket recordWinner(long dynastyId, Bracket b, String boutId, long winnerId, String line,
                                 List<Tournament.Settlement> settlement) {
        Bout bout = b.bout(boutId).orElseThrow();
        Tier tier = b.tiers().get(bout.tier() - 1);
        Slot winner = bout.first().playerId() == winnerId ? bout.first() : bout.second();
        List<Bout> bouts = new ArrayList<>();
        List<Bout> nowPlaced = new ArrayList<>();
        for (Bout x : tier.bouts()) {
            if (x.id().equals(boutId)) {
                bouts.add(x.won(winnerId, line).ended(clock.now(), settlement));
            } else if (bout.elimination() && !x.fought()) {
                String label = "Winner of " + boutId;
                Slot a = label.equals(x.first().label()) ? decided(winner, label) : x.first();
                Slot c = label.equals(x.second().label()) ? decided(winner, label) : x.second();
                Bout y = placed(dynastyId, x.with(a, c, x.seed(), x.configuration()));
                if (!x.placed() && y.placed()) {
                    nowPlaced.add(y);
                }
                bouts.add(y);
            } else {
                bouts.add(x);
            }
        }
        for (Bout y : nowPlaced) {
            b = b.withPost(new Tournament.Post(clock.now(), "Bracket: Bout " + y.id(),
                    BracketPost.bout(y, catalogue(dynastyId))));
        }
        Tier done = tier.withBouts(bouts);
        if (!done.complete()) {
            return replaceTier(b, done);
        }
        done = done.withFinished(clock.now());
        List<Tier> tiers = new ArrayList<>(b.tiers().subList(0, done.number() - 1));
        tiers.add(done);
        List<Slot> next = new ArrayList<>(done.deferred());
        done.bouts().stream().filter(x -> !x.elimination()).forEach(x -> next.add(x.winner().orElseThrow()));
        if (next.size() <= 1) {
            return b.withTiers(tiers).withChampion(winner);
        }
        List<Seed> seeded = next.stream().map(s -> new Seed(s.playerId(), s.name(), s.seed())).toList();
        BracketPlanner.TierPlan plan = BracketPlanner.organise(done.number() + 1, entries(dynastyId, seeded));
        Tier placed = place(dynastyId, plan);
        tiers.add(placed);
        tiers.addAll(drawAfter(plan));
        return b.withTiers(tiers).withPost(new Tournament.Post(clock.now(), "Bracket: tier " + placed.number(),
                BracketPost.tier(placed, catalogue(dynastyId))));
    }

    Catalogue catalogue(long dynastyId) {
        return workshop.rules(dynastyId).catalogue();
    }

    static Slot decided(Slot s, String label) {
        return new Slot(s.playerId(), s.name(), s.seed(), label);
    }

    Bracket recalculated(long dynastyId, Bracket b, String boutId, long winnerId, String line,
                                 List<Tournament.Settlement> settlement) {
        Bout bout = b.bout(boutId).orElseThrow();
        Tier tier = b.tiers().get(bout.tier() - 1);
        Instant now = clock.now();
        if (bout.winnerId() == winnerId) {
            List<Bout> bouts = tier.bouts().stream().map(x -> x.id().equals(boutId)
                    ? x.won(winnerId, line).ended(now, settlement) : x).toList();
            Tier done = tier.withBouts(bouts);
            // the most recent ending time is the tier's
            return replaceTier(b, done.complete() ? done.withFinished(now) : done);
        }
        String label = "Winner of " + boutId;
        List<Bout> bouts = new ArrayList<>();
        for (Bout x : tier.bouts()) {
            if (x.id().equals(boutId)) {
                bouts.add(x.unfought());
            } else {
                Slot first = label.equals(x.first().label()) ? Slot.open(label) : x.first();
                Slot second = label.equals(x.second().label()) ? Slot.open(label) : x.second();
                bouts.add(x.with(first, second, x.seed(), x.configuration()));
            }
        }
        // what followed from the old winner is drawn again from the new one
        List<Tier> tiers = new ArrayList<>(b.tiers().subList(0, tier.number() - 1));
        tiers.add(new Tier(tier.number(), tier.drawn(), bouts, tier.deferred(), tier.staging(), tier.set(), null,
                tier.broughtForward()));
        tiers.addAll(b.tiers().subList(tier.number(), b.tiers().size()));
        Bracket reset = b.withTiers(tiers).withChampion(null);
        return recordWinner(dynastyId, reset, boutId, winnerId, line, settlement);
    }
}
