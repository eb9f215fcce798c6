package org.dynast.model.blogbots.tournament;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * The Bracket "by the stated principles" of Winners at War, as a pure function of the Final Seed List
 * and each Operator's LED Banner name count. Pairing within a tier is "1 v n, 2 v n-1, …": the i-th best
 * seed of the tier meets the i-th weakest, so the top n/2 seeds each meet a non-top seed (docs/rulings.md).
 */
public final class BracketPlanner {

    private BracketPlanner() {
    }

    /** A participant: their Final Seed List position (1 is the best) and LED Banner name count. */
    public record Entry(long playerId, String name, int seed, int banners) {
        public Entry {
            Objects.requireNonNull(name, "name");
        }
    }

    /** Two Entries to meet, the better seed first. */
    public record Pairing(Entry top, Entry bottom) {
    }

    /**
     * One tier: its {@code participants} (seed order), an elimination Bout held first (tier 3 or above with
     * an odd count; null otherwise), the Bouts (where the elimination's winner is represented by the better
     * seed of the two, whose place in the pairing the winner takes either way) and who is deferred into the
     * next tier.
     */
    public record TierPlan(int tier, List<Entry> participants, Pairing elimination, List<Pairing> bouts,
                           List<Entry> deferred) {
        public TierPlan {
            participants = List.copyOf(participants);
            bouts = List.copyOf(bouts);
            deferred = List.copyOf(deferred);
        }
    }

    /**
     * Tier 1: "all Operators with no LED Banner or no names on their LED Banner should participate in a
     * Bout"; the others are deferred into tier 2 ("due to having populated LED banners"). "If there are an
     * uneven or otherwise unmanageable number of Operators in tier 1 then the top-most seeded Operators may
     * be deferred into tier 2": one, the top-most. Where fewer than two Operators have empty banners the
     * principle cannot be followed, and tier 1 is organised from everyone.
     */
    public static TierPlan tierOne(List<Entry> finalSeeds) {
        List<Entry> all = bySeed(finalSeeds);
        if (all.size() < 2) {
            throw new IllegalArgumentException("A Tournament needs at least two Operators, not " + all.size() + ".");
        }
        List<Entry> empty = all.stream().filter(e -> e.banners() == 0).toList();
        List<Entry> players = empty.size() >= 2 ? new ArrayList<>(empty) : new ArrayList<>(all);
        List<Entry> deferred = new ArrayList<>(all.stream().filter(e -> !players.contains(e)).toList());
        if (players.size() % 2 == 1) {
            deferred.add(players.remove(0));
        }
        return new TierPlan(1, all.stream().filter(players::contains).toList(), null, pair(players), bySeed(deferred));
    }

    /**
     * Tier 2 and above, from those "to have won their" previous tier's Bout and those deferred into it.
     * Tier 2 with an odd count: "the Operator with the most names in their LED Banner (using top-most
     * seededness as a tiebreaker) may be deferred into tier 3". Tier 3 or above with an odd count: "before any
     * of the Bouts in that tier take place an elimination bout is held between the two bottom seeded Operators
     * in that tier". One participant left: no Bouts (the Tournament is won).
     */
    public static TierPlan organise(int tier, List<Entry> participants) {
        if (tier < 2) {
            throw new IllegalArgumentException("Tier 1 is organised by tierOne.");
        }
        List<Entry> players = new ArrayList<>(bySeed(participants));
        List<Entry> all = List.copyOf(players);
        if (players.size() <= 1) {
            return new TierPlan(tier, all, null, List.of(), List.of());
        }
        List<Entry> deferred = new ArrayList<>();
        Pairing elimination = null;
        if (players.size() % 2 == 1) {
            if (tier == 2) {
                Entry most = players.stream().max(Comparator.comparingInt(Entry::banners)
                        .thenComparing(Comparator.comparingInt(Entry::seed).reversed())).orElseThrow();
                players.remove(most);
                deferred.add(most);
            } else {
                Entry worst = players.remove(players.size() - 1);
                Entry nextWorst = players.get(players.size() - 1);
                elimination = new Pairing(nextWorst, worst);
            }
        }
        return new TierPlan(tier, all, elimination, pair(players), deferred);
    }

    /** "1 v n, 2 v n-1, …" over an even list in seed order. */
    static List<Pairing> pair(List<Entry> players) {
        List<Entry> sorted = bySeed(players);
        List<Pairing> out = new ArrayList<>();
        for (int i = 0; i < sorted.size() / 2; i++) {
            out.add(new Pairing(sorted.get(i), sorted.get(sorted.size() - 1 - i)));
        }
        return out;
    }

    /**
     * The whole Bracket as it would run if the better seed won every Bout: how later tiers are drawn before
     * their participants are known (docs/rulings.md). Stops when one participant is left.
     */
    public static List<TierPlan> favourites(List<Entry> finalSeeds) {
        List<TierPlan> tiers = new ArrayList<>();
        TierPlan tier = tierOne(finalSeeds);
        tiers.add(tier);
        while (true) {
            List<Entry> next = new ArrayList<>(tier.deferred());
            for (Pairing p : tier.bouts()) {
                next.add(p.top());
            }
            if (next.size() <= 1) {
                return tiers;
            }
            tier = organise(tier.tier() + 1, next);
            tiers.add(tier);
        }
    }

    private static List<Entry> bySeed(List<Entry> entries) {
        return entries.stream().sorted(Comparator.comparingInt(Entry::seed)).toList();
    }
}
