package org.dynast.model.blogbots.arena;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The draw behind an Announcement (rule "Bouts"), as a pure function of the Operators, the House Bots and one
 * seed, so an Announcement re-derives exactly from its recorded seed: for each Bout, two Operators picked "using
 * the Selection Criteria", then its Configuration ("Prior to Announcing a Bout, the Announcer must generate the
 * Configuration for that Bout") and the seed the Bout will run with, all drawn from one generator in that order.
 *
 * <p>Rulings (docs/rulings.md): "a higher Bout Count than any other Operator" is strictly higher than every other
 * Operator's (all Operators, Ready or not; a tie at the top excludes nobody); each pick is weighted afresh over the
 * Operators still eligible (the second pick of a Bout without the first, with "the highest Bout Count of all
 * eligible Operators" taken over those); and a Bout's two Operators count it at once ("includes announced bouts"),
 * so the next Bout of the same Announcement is drawn with the new Bout Counts.
 */
public final class Announcing {

    /**
     * An Operator as the Selection Criteria see them: their Bout Count and whether they may be selected at all
     * (Readiness Ready, and not engaged in another Bout: "each Operator may be engaged in at most one Bout").
     */
    public record Candidate(long playerId, String name, int boutCount, boolean available) {
    }

    /** One Bout drawn: its two Operators in the order drawn, its Configuration and the seed it runs with. */
    public record Drawn(Candidate first, Candidate second, Configuration configuration, long boutSeed) {
    }

    private Announcing() {
    }

    /** Up to {@code count} Bouts drawn from {@code seed}; fewer when fewer than two Operators remain eligible. */
    public static List<Drawn> draw(List<Candidate> operators, List<Entrant> houseBots, int count, long seed) {
        Random random = new Random(seed);
        Map<Long, Integer> counts = new HashMap<>();
        operators.forEach(c -> counts.put(c.playerId(), c.boutCount()));
        List<Candidate> free = new ArrayList<>(operators.stream().filter(Candidate::available).toList());
        List<Drawn> out = new ArrayList<>();
        while (out.size() < count && free.size() >= 2) {
            Candidate first = pick(free, counts, random);
            free.remove(first);
            Candidate second = pick(free, counts, random);
            free.remove(second);
            counts.merge(first.playerId(), 1, Integer::sum);
            counts.merge(second.playerId(), 1, Integer::sum);
            Configuration configuration = Configuration.generate(random, houseBots);
            long boutSeed = random.nextLong();
            out.add(new Drawn(withCount(first, counts), withCount(second, counts), configuration, boutSeed));
        }
        return out;
    }

    private static Candidate withCount(Candidate c, Map<Long, Integer> counts) {
        return new Candidate(c.playerId(), c.name(), counts.get(c.playerId()), false);
    }

    /**
     * The Operators that may be selected from {@code free} now: "If an Operator has a higher Bout Count than any other
     * Operator, they may not be selected by the Announcer, except if there are no other available Operators to
     * select."
     */
    static List<Candidate> eligible(List<Candidate> free, Map<Long, Integer> counts) {
        Long top = null;
        int best = Integer.MIN_VALUE;
        boolean tie = false;
        for (Map.Entry<Long, Integer> e : counts.entrySet()) {
            if (e.getValue() > best) {
                best = e.getValue();
                top = e.getKey();
                tie = false;
            } else if (e.getValue() == best) {
                tie = true;
            }
        }
        Long excluded = tie || counts.size() < 2 ? null : top;
        List<Candidate> out = free.stream().filter(c -> excluded == null || c.playerId() != excluded).toList();
        return out.isEmpty() ? List.copyOf(free) : out;
    }

    /**
     * "for each eligible Operator, subtract the current Bout Count for that Operator from the highest Bout Count of all
     * eligible Operators then add 1 to get the weighting that the random selection will use"
     */
    static List<Integer> weights(List<Candidate> eligible, Map<Long, Integer> counts) {
        int highest = eligible.stream().mapToInt(c -> counts.get(c.playerId())).max().orElse(0);
        return eligible.stream().map(c -> highest - counts.get(c.playerId()) + 1).toList();
    }

    static Candidate pick(List<Candidate> free, Map<Long, Integer> counts, Random random) {
        List<Candidate> eligible = eligible(free, counts);
        List<Integer> weights = weights(eligible, counts);
        int total = weights.stream().mapToInt(Integer::intValue).sum();
        int r = random.nextInt(total);
        for (int i = 0; i < eligible.size(); i++) {
            r -= weights.get(i);
            if (r < 0) {
                return eligible.get(i);
            }
        }
        throw new IllegalStateException();
    }
}
