package org.dynast.app.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.dynast.app.module.Command;
import org.dynast.model.Refusal;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.log.ActionLog;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.VotableMatter;
import org.dynast.model.matters.VoteIcon;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.DynastyShare;
import org.dynast.model.store.GameStore;
import org.dynast.model.store.StoreException;
import org.dynast.model.time.GameClock;
import picocli.CommandLine;

/**
 * {@code dynast bench-shared --to=URL [--consoles=2,10,25] [--votes=20]} (issue 36): for each count, that many
 * consoles' stores open one dynasty shared in the PostgreSQL database {@code URL}; one console casts a vote, and the
 * time is taken until every other console has heard it and read its Votable Matters again with the vote in it (what
 * its tab does). Prints the median, 95th percentile and worst per count, and the time of one vote itself on that
 * server and on an H2 file, side by side. The dynasty it shares for this is deleted again at the end.
 */
@CommandLine.Command(name = "bench-shared", description = "Time a vote in one console of a shared dynasty until every "
        + "other console shows it (2, 10 and 25 consoles), and a vote on PostgreSQL against one on an H2 file.")
final class SharedBenchCommand extends Command {

    @CommandLine.Option(names = "--to", paramLabel = "URL", required = true,
            description = "a PostgreSQL database to share a scratch dynasty into (jdbc:postgresql://…)")
    String url;

    @CommandLine.Option(names = "--consoles", paramLabel = "N[,N...]", split = ",",
            converter = HistoryCommands.Whole.class, defaultValue = "2,10,25",
            description = "how many consoles (default: ${DEFAULT-VALUE})")
    List<Integer> counts;

    @CommandLine.Option(names = "--votes", paramLabel = "V", converter = HistoryCommands.Whole.class,
            defaultValue = "20", description = "votes timed per count (default: ${DEFAULT-VALUE})")
    int votes;

    @Override
    protected int run() throws Exception {
        if (!url.startsWith("jdbc:postgresql:")) {
            return badArguments("--to must name a PostgreSQL database (jdbc:postgresql://host:port/database?user=…), "
                    + "not '" + url.replaceAll("(?i)password=[^&]*", "password=…") + "'");
        }
        GameClock clock = GameClock.system();
        Path dir = Files.createTempDirectory("dynast-bench-shared");
        try (GameStore file = GameStore.open(dir.resolve("bench.mv.db"), clock, modules);
             GameStore first = GameStore.onServer(url, clock, null, modules)) {
            Dynasty own = DemoDynasty.seedIfEmpty(file, "Ferrous");
            Dynasty shared = DynastyShare.copy(file, own.id(), first, "Ferrous").copy();
            out.printf(Locale.ROOT, "Shared %s into %s as '%s' for the benchmark.%n", own.name(), first.description(),
                    shared.name());
            try {
                List<Double> onFile = new ArrayList<>();
                List<Double> onServer = new ArrayList<>();
                for (int i = 0; i < votes; i++) {
                    onFile.add(timeVote(file, own, i));
                    onServer.add(timeVote(first, shared, i));
                }
                out.printf(Locale.ROOT, "one vote, cast and committed: H2 file median %.1f ms (worst %.1f); "
                                + "PostgreSQL median %.1f ms (worst %.1f); %d votes each%n",
                        median(onFile), worst(onFile), median(onServer), worst(onServer), votes);
                for (int n : counts) {
                    report(n, shared, clock);
                }
            } finally {
                first.dynasties().delete(shared.id(), "Ferrous");
            }
        } catch (Refusal | StoreException e) {
            return failed(e.getMessage());
        } finally {
            try (var files = Files.list(dir)) {
                for (Path p : files.toList()) {
                    Files.deleteIfExists(p);
                }
            }
            Files.deleteIfExists(dir);
        }
        return 0;
    }

    private void report(int n, Dynasty shared, GameClock clock) throws InterruptedException {
        List<GameStore> consoles = new ArrayList<>();
        try {
            for (int i = 0; i < n; i++) {
                consoles.add(GameStore.onServer(url, clock, null, modules));
            }
            for (GameStore c : consoles) { // every console listening before the first vote
                long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
                while (!c.hearing() && System.nanoTime() < until) {
                    Thread.sleep(10);
                }
            }
            GameStore caster = consoles.get(0);
            VotableMatter on = pending(caster, shared);
            long voter = caster.roster().roster(shared.id()).active().get(0).id();
            List<Double> seen = new ArrayList<>();
            for (int i = 0; i < votes; i++) {
                VoteIcon icon = i % 2 == 0 ? VoteIcon.AGAINST : VoteIcon.FOR;
                CountDownLatch everyone = new CountDownLatch(n - 1);
                List<ActionLog.ChangeListener> listening = new ArrayList<>();
                for (GameStore other : consoles.subList(1, n)) {
                    boolean[] done = {false};
                    ActionLog.ChangeListener l = (d, entities, changes) -> {
                        // what the tab does when told: reads the matters again, and shows the vote if it is there
                        synchronized (done) {
                            if (!done[0] && d == shared.id() && other.matters().state(d).votesOn(on.id()).stream()
                                    .anyMatch(v -> v.playerId() == voter && v.icon() == icon)) {
                                done[0] = true;
                                everyone.countDown();
                            }
                        }
                    };
                    other.log().addChangeListener(l);
                    listening.add(l);
                }
                long cast = System.nanoTime();
                caster.matters().vote(shared.id(), "Ferrous", on.id(), voter, icon, null);
                boolean all = everyone.await(30, TimeUnit.SECONDS);
                double ms = (System.nanoTime() - cast) / 1e6;
                for (int k = 1; k < n; k++) {
                    consoles.get(k).log().removeChangeListener(listening.get(k - 1));
                }
                if (!all) {
                    out.printf(Locale.ROOT, "%d consoles: vote %d not shown by every console within 30 s%n", n, i + 1);
                    continue;
                }
                seen.add(ms);
            }
            out.printf(Locale.ROOT, "%2d consoles: vote to every other console showing it: median %.0f ms, 95th %.0f ms,"
                    + " worst %.0f ms (%d votes)%n", n, median(seen), percentile(seen, 95), worst(seen), seen.size());
        } finally {
            consoles.forEach(GameStore::close);
        }
    }

    private static VotableMatter pending(GameStore store, Dynasty d) {
        return store.matters().state(d.id()).matters().stream().filter(m -> m.title().equals("[Core] Benchmark"))
                .findFirst()
                .orElseGet(() -> store.matters().post(d.id(), "Ferrous", MatterKind.PROPOSAL, "[Core] Benchmark",
                        store.roster().roster(d.id()).active().get(0).id(), null, "Voted on by the benchmark."));
    }

    private static double timeVote(GameStore store, Dynasty d, int i) {
        VotableMatter on = pending(store, d);
        long voter = store.roster().roster(d.id()).active().get(1).id();
        long start = System.nanoTime();
        store.matters().vote(d.id(), "Ferrous", on.id(), voter, i % 2 == 0 ? VoteIcon.AGAINST : VoteIcon.FOR, null);
        return (System.nanoTime() - start) / 1e6;
    }

    private static double median(List<Double> xs) {
        return percentile(xs, 50);
    }

    private static double percentile(List<Double> xs, int p) {
        if (xs.isEmpty()) {
            return Double.NaN;
        }
        List<Double> sorted = new ArrayList<>(xs);
        Collections.sort(sorted);
        return sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(p / 100.0 * sorted.size()) - 1));
    }

    private static double worst(List<Double> xs) {
        return xs.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN);
    }
}
