package org.dynast.model.blogbots.tournament;

import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.dynast.model.blogbots.arena.Configuration;
import org.dynast.model.blogbots.arena.Entrant;
import org.dynast.model.blogbots.bots.Readiness;

/**
 * One dynasty's Tournament ("Winners at War"), stored whole as one JSON document: the emperor's date for
 * "If the date is on or after August 22 2022", when Tournament Mode began, the seed lists posted, the
 * Bracket and its schedule, and the winner.
 *
 * @param eligibleFrom the dynasty's date in "If the date is on or after …" (the emperor's setting), or null
 * @param began        when Tournament Mode began, or null
 * @param provisional  the last Provisional Seed List posted, or null
 * @param finalSeeds   the Final Seed List, or null
 * @param bracket      the Bracket, or null until posted
 * @param pauses       the Calls for Judgement the emperor marked as requesting a pause in the tournament
 *                     ("Formalised Disputes"), by matter id
 * @param governing    the link to the governing ruleset ("Standardised Rule Books"), or null while none exists
 */
public record Tournament(long dynastyId, LocalDate eligibleFrom, Instant began, SeedList provisional,
                         SeedList finalSeeds, Bracket bracket, List<Long> pauses, GoverningRuleset governing) {

    /**
     * "The link to the governing ruleset": the dynasty's ruleset revision it names (its number and when it was made),
     * when the link was last updated, and the event that updated it.
     */
    public record GoverningRuleset(int revision, Instant revisionAt, Instant updatedAt, String event) {
    }

    public Tournament(long dynastyId, LocalDate eligibleFrom, Instant began, SeedList provisional,
                      SeedList finalSeeds, Bracket bracket, List<Long> pauses) {
        this(dynastyId, eligibleFrom, began, provisional, finalSeeds, bracket, pauses, null);
    }

    public Tournament withGoverning(GoverningRuleset value) {
        return new Tournament(dynastyId, eligibleFrom, began, provisional, finalSeeds, bracket, pauses, value);
    }

    public Tournament {
        pauses = pauses == null ? List.of() : List.copyOf(pauses);
    }

    public Tournament(long dynastyId, LocalDate eligibleFrom, Instant began, SeedList provisional,
                      SeedList finalSeeds, Bracket bracket) {
        this(dynastyId, eligibleFrom, began, provisional, finalSeeds, bracket, List.of());
    }

    public static Tournament none(long dynastyId) {
        return new Tournament(dynastyId, null, null, null, null, null);
    }

    public Tournament withPauses(List<Long> value) {
        return new Tournament(dynastyId, eligibleFrom, began, provisional, finalSeeds, bracket, value, governing);
    }

    public Tournament withEligibleFrom(LocalDate date) {
        return new Tournament(dynastyId, date, began, provisional, finalSeeds, bracket, pauses, governing);
    }

    public Tournament withBegan(Instant at) {
        return new Tournament(dynastyId, eligibleFrom, at, provisional, finalSeeds, bracket, pauses, governing);
    }

    public Tournament withProvisional(SeedList list) {
        return new Tournament(dynastyId, eligibleFrom, began, list, finalSeeds, bracket, pauses, governing);
    }

    public Tournament withFinalSeeds(SeedList list) {
        return new Tournament(dynastyId, eligibleFrom, began, provisional, list, bracket, pauses, governing);
    }

    public Tournament withBracket(Bracket value) {
        return new Tournament(dynastyId, eligibleFrom, began, provisional, finalSeeds, value, pauses, governing);
    }

    /** Whether Tournament Mode has begun. */
    public boolean started() {
        return began != null;
    }

    /** A seeded Operator. */
    public record Seed(long playerId, String name, int seed) {
    }

    /** A posted seed list, "ordered from 1 being the best to the highest number being the weakest", and its post. */
    public record SeedList(Instant postedAt, List<Seed> seeds, String post) {
        public SeedList {
            seeds = List.copyOf(seeds);
        }

        public Optional<Seed> of(long playerId) {
            return seeds.stream().filter(s -> s.playerId() == playerId).findFirst();
        }
    }

    /**
     * One side of a Bracket Bout: an Operator (playerId set), or a place still to be decided, named by its
     * {@code label} ("Winner of 1-2"); a decided side keeps the label it was drawn with.
     */
    public record Slot(Long playerId, String name, int seed, String label) {
        public static Slot of(Seed s) {
            return new Slot(s.playerId(), s.name(), s.seed(), null);
        }

        public static Slot open(String label) {
            return new Slot(null, null, 0, label);
        }

        public boolean decided() {
            return playerId != null;
        }

        /** The name if decided, else the label. */
        public String shown() {
            return decided() ? name : label;
        }
    }

    /**
     * A Bout of the Bracket, "1-2" being tier 1's second and "3-E" tier 3's elimination Bout. {@code seed} is
     * the recorded seed its Configuration and its run are drawn from; both are set when the Bout is placed
     * (its sides known), as "All Bouts in the Bracket should have their Configurations detailed".
     */
    public record Bout(String id, int tier, boolean elimination, Slot first, Slot second, Long seed,
                       Configuration configuration, Long winnerId, String result, Instant endedAt,
                       List<Settlement> settlement) {

        public Bout {
            settlement = settlement == null ? List.of() : List.copyOf(settlement);
        }

        public Bout(String id, int tier, boolean elimination, Slot first, Slot second, Long seed,
                    Configuration configuration, Long winnerId, String result) {
            this(id, tier, elimination, first, second, seed, configuration, winnerId, result, null, List.of());
        }

        public boolean placed() {
            return first.decided() && second.decided() && configuration != null;
        }

        public boolean fought() {
            return winnerId != null;
        }

        public Optional<Slot> winner() {
            return winnerId == null ? Optional.empty()
                    : Optional.of(winnerId.equals(first.playerId()) ? first : second);
        }

        public Optional<Slot> loser() {
            return winnerId == null ? Optional.empty()
                    : Optional.of(winnerId.equals(first.playerId()) ? second : first);
        }

        public Bout with(Slot a, Slot b, Long newSeed, Configuration cfg) {
            return new Bout(id, tier, elimination, a, b, newSeed, cfg, winnerId, result, endedAt, settlement);
        }

        public Bout won(long winner, String line) {
            return new Bout(id, tier, elimination, first, second, seed, configuration, winner, line, endedAt,
                    settlement);
        }

        /** The Bout as it ended at {@code at}, with what its settlement did to each side (first, second). */
        public Bout ended(Instant at, List<Settlement> value) {
            return new Bout(id, tier, elimination, first, second, seed, configuration, winnerId, result, at, value);
        }

        /** The Bout with no result, as before it was fought (its sides, Configuration and seed kept). */
        public Bout unfought() {
            return new Bout(id, tier, elimination, first, second, seed, configuration, null, null, null, List.of());
        }
    }

    /**
     * What a Bracket Bout's settlement did to one side's workshop, so that a recalculation ("Formalised
     * Disputes") can reverse it: the changes of Money, Bout Count and each Component's Condition (the Chassis
     * first, then the Systems in order; the Engine's in {@code engineCondition}, 0 in a file written before it was
     * kept), and the Red Mist, Readiness (and since when), repair interval and LED Banner names the side had before.
     */
    public record Settlement(int money, int boutCount, List<Integer> conditions, int redMist,
                             Readiness readiness, Instant readinessSince, boolean repaired,
                             List<String> bannerNames, Entrant entrant,
                             int engineCondition) {
        public Settlement {
            conditions = conditions == null ? List.of() : List.copyOf(conditions);
            bannerNames = bannerNames == null ? List.of() : List.copyOf(bannerNames);
        }
    }

    /**
     * A tier: its Bouts (the elimination Bout first), who is deferred into the next tier, whether it is only
     * drawn (the favourites' path, not yet organised), and its schedule: when its participants were set to
     * Staging and to Set, which of those were brought forward, and when its last result was posted.
     */
    public record Tier(int number, boolean drawn, List<Bout> bouts, List<Slot> deferred, Instant staging,
                       Instant set, Instant finished, List<String> broughtForward) {
        public Tier {
            bouts = List.copyOf(bouts);
            deferred = List.copyOf(deferred);
            broughtForward = broughtForward == null ? List.of() : List.copyOf(broughtForward);
        }

        public Tier withBouts(List<Bout> value) {
            return new Tier(number, drawn, value, deferred, staging, set, finished, broughtForward);
        }

        public Tier withStaging(Instant at, boolean forward) {
            return new Tier(number, drawn, bouts, deferred, at, set, finished, forwarded(forward, "Staging"));
        }

        public Tier withSet(Instant at, boolean forward) {
            return new Tier(number, drawn, bouts, deferred, staging, at, finished, forwarded(forward, "Set"));
        }

        public Tier withFinished(Instant at) {
            return new Tier(number, drawn, bouts, deferred, staging, set, at, broughtForward);
        }

        private List<String> forwarded(boolean forward, String step) {
            if (!forward) {
                return broughtForward;
            }
            List<String> out = new ArrayList<>(broughtForward);
            out.add(step);
            return out;
        }

        public boolean complete() {
            return !drawn && bouts.stream().allMatch(Bout::fought);
        }

        /** The Operators due to participate in this tier's Bouts. */
        public List<Slot> participants() {
            List<Slot> out = new ArrayList<>();
            for (Bout b : bouts) {
                for (Slot s : List.of(b.first(), b.second())) {
                    if (s.decided() && out.stream().noneMatch(o -> o.playerId().equals(s.playerId()))) {
                        out.add(s);
                    }
                }
            }
            return out;
        }
    }

    /** A post of the Bracket document: the Bracket itself, then each later tier when it is placed. */
    public record Post(Instant postedAt, String title, String text) {
    }

    /**
     * The Bracket: when it was posted, its tiers in order, the winner of its final Bout, and its posts (the
     * Bracket document first, "All Bouts in the Bracket should have their Configurations detailed in the Bracket
     * document", then a post for each later tier or Bout as it is placed).
     */
    public record Bracket(Instant postedAt, List<Tier> tiers, Slot champion, List<Post> posts) {
        public Bracket {
            tiers = List.copyOf(tiers);
            posts = posts == null ? List.of() : List.copyOf(posts);
        }

        public Bracket withTiers(List<Tier> value) {
            return new Bracket(postedAt, value, champion, posts);
        }

        public Bracket withChampion(Slot value) {
            return new Bracket(postedAt, tiers, value, posts);
        }

        public Bracket withPost(Post post) {
            List<Post> out = new ArrayList<>(posts);
            out.add(post);
            return new Bracket(postedAt, tiers, champion, out);
        }

        /** The latest post, if any. */
        public Optional<Post> lastPost() {
            return posts.isEmpty() ? Optional.empty() : Optional.of(posts.get(posts.size() - 1));
        }

        public Optional<Bout> bout(String id) {
            return tiers.stream().flatMap(t -> t.bouts().stream()).filter(b -> b.id().equals(id)).findFirst();
        }

        /** Everyone who lost a Bout of the Bracket. */
        public List<Long> eliminated() {
            return tiers.stream().flatMap(t -> t.bouts().stream()).flatMap(b -> b.loser().stream())
                    .map(Slot::playerId).toList();
        }
    }
}
