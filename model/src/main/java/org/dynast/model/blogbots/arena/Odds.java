package org.dynast.model.blogbots.arena;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Monte-Carlo matchup odds: N Bouts of one pairing with seeds {@code seed, seed+1, ...}, spread over
 * threads. Bout {@code k} always has seed {@code seed + k}, so the counts do not depend on the number
 * of threads.
 */
public final class Odds {

    private Odds() {
    }

    /** The counts of one pairing: wins of the first and second, Bouts won on a tie-break, endings. */
    public record Tally(int bouts, int firstWins, int secondWins, int tieBreaks, Map<Ending, Integer> endings,
                        long turns) {
    }

    /** A 95% Wilson score interval for {@code wins} of {@code n}: {low, high}. */
    public static double[] wilson(int wins, int n) {
        if (n == 0) {
            return new double[] {0, 1};
        }
        double z = 1.959963984540054;
        double p = (double) wins / n;
        double z2 = z * z;
        double denominator = 1 + z2 / n;
        double centre = (p + z2 / (2.0 * n)) / denominator;
        double half = z * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / denominator;
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }

    /** Runs {@code n} Bouts of {@code first} against {@code second} on {@code threads} threads. */
    public static Tally run(BoutEngine engine, Entrant first, Entrant second, Configuration configuration, int n,
                            long seed, int threads) throws InterruptedException {
        List<String> names = BoutEngine.namesInPlay(first, second, configuration.houseBot());
        BoutEngine.Prepared a = engine.prepare(first, names);
        BoutEngine.Prepared b = engine.prepare(second, names);
        int parts = Math.max(1, Math.min(threads, n));
        ExecutorService pool = Executors.newFixedThreadPool(parts, r -> {
            Thread t = new Thread(r, "odds");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<Tally>> futures = new ArrayList<>();
            for (int p = 0; p < parts; p++) {
                int from = (int) ((long) n * p / parts);
                int to = (int) ((long) n * (p + 1) / parts);
                futures.add(pool.submit(() -> range(engine, a, b, configuration, seed, from, to)));
            }
            Tally total = new Tally(0, 0, 0, 0, new EnumMap<>(Ending.class), 0);
            for (Future<Tally> f : futures) {
                total = add(total, f.get());
            }
            return total;
        } catch (ExecutionException e) {
            throw new IllegalStateException("A Bout failed: " + e.getCause().getMessage(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    static Tally range(BoutEngine engine, BoutEngine.Prepared a, BoutEngine.Prepared b, Configuration c, long seed,
                       int from, int to) {
        int first = 0;
        int second = 0;
        int ties = 0;
        long turns = 0;
        Map<Ending, Integer> endings = new EnumMap<>(Ending.class);
        for (int k = from; k < to; k++) {
            BoutResult r = engine.run(a, b, c, seed + k, false);
            if (r.winner() == 0) {
                first++;
            } else {
                second++;
            }
            if (r.tieBreak()) {
                ties++;
            }
            turns += r.turns();
            endings.merge(r.ending(), 1, Integer::sum);
        }
        return new Tally(to - from, first, second, ties, endings, turns);
    }

    /** Two tallies of the same pairing, added (for runs made in parts, e.g. with a progress bar). */
    public static Tally add(Tally x, Tally y) {
        Map<Ending, Integer> endings = new EnumMap<>(Ending.class);
        endings.putAll(x.endings());
        y.endings().forEach((k, v) -> endings.merge(k, v, Integer::sum));
        return new Tally(x.bouts() + y.bouts(), x.firstWins() + y.firstWins(), x.secondWins() + y.secondWins(),
                x.tieBreaks() + y.tieBreaks(), endings, x.turns() + y.turns());
    }
}
