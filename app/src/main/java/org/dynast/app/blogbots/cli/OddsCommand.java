package org.dynast.app.blogbots.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.dynast.app.cli.CommandFiles;
import org.dynast.app.module.Command;
import org.dynast.model.blogbots.arena.BoutEngine;
import org.dynast.model.blogbots.arena.Configuration;
import org.dynast.model.blogbots.arena.Entrant;
import org.dynast.model.blogbots.arena.Odds;
import org.dynast.model.blogbots.bots.Catalogue;
import picocli.CommandLine;

/**
 * {@code dynast odds BOT.json BOT.json [BOT.json...] [-n N] [--seed=S] [--threads=T]}: Monte-Carlo matchup
 * odds. Every pairing runs N Bouts (seeds S, S+1, ...) across all cores; prints each Bot's win rate with
 * a 95% Wilson interval, how many Bouts a tie-break decided, the endings, and the matrix of win rates.
 */
@CommandLine.Command(name = "odds", description = "Monte-Carlo matchup odds: every pairing runs N Bouts "
        + "(seeds S, S+1, ...) across the cores; prints win rates with 95%% Wilson intervals and a matrix.")
public final class OddsCommand extends Command {

    @CommandLine.Parameters(paramLabel = "BOT.json", arity = "2..*", description = "two Bot files or more")
    List<String> files;

    @CommandLine.Option(names = {"-n", "--bouts"}, paramLabel = "N", defaultValue = "10000",
            description = "Bouts per pairing (default: ${DEFAULT-VALUE})")
    int n;

    @CommandLine.Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "the first Bout's seed (default: ${DEFAULT-VALUE})")
    long seed;

    @CommandLine.Option(names = "--threads", paramLabel = "T",
            description = "threads (default: one per core)")
    Integer threadCount;

    @Override
    protected int run() throws Exception {
        if (n < 1 || threadCount != null && threadCount < 1) {
            return badArguments("-n and --threads take a positive whole number");
        }
        int threads = threadCount != null ? threadCount : Runtime.getRuntime().availableProcessors();
        List<Entrant> bots = new ArrayList<>();
        for (String f : files) {
            Entrant e = CliArgs.bot(f, "odds", err);
            if (e == null) {
                return 1;
            }
            bots.add(e);
        }
        String same = CliArgs.sameName(bots);
        if (same != null) {
            err.println("dynast odds: " + same);
            return 1;
        }
        BoutEngine engine = new BoutEngine(Catalogue.shipped());
        int k = bots.size();
        double[][] matrix = new double[k][k];
        long start = System.nanoTime();
        long total = 0;
        out.printf(Locale.ROOT, "%d Bouts per pairing, seeds %d to %d, %d threads, standard configuration%n", n, seed,
                seed + n - 1, threads);
        for (int i = 0; i < k; i++) {
            for (int j = i + 1; j < k; j++) {
                Odds.Tally t = Odds.run(engine, bots.get(i), bots.get(j), Configuration.standard(), n, seed, threads);
                total += t.bouts();
                double[] ci = Odds.wilson(t.firstWins(), t.bouts());
                double[] cj = Odds.wilson(t.secondWins(), t.bouts());
                matrix[i][j] = (double) t.firstWins() / t.bouts();
                matrix[j][i] = (double) t.secondWins() / t.bouts();
                out.printf(Locale.ROOT, "%s v %s:%n", bots.get(i).name(), bots.get(j).name());
                out.printf(Locale.ROOT, "  %-20s wins %6.2f%%  (95%% CI %6.2f%% to %6.2f%%)%n", bots.get(i).name(),
                        100.0 * t.firstWins() / t.bouts(), 100 * ci[0], 100 * ci[1]);
                out.printf(Locale.ROOT, "  %-20s wins %6.2f%%  (95%% CI %6.2f%% to %6.2f%%)%n", bots.get(j).name(),
                        100.0 * t.secondWins() / t.bouts(), 100 * cj[0], 100 * cj[1]);
                double[] ct = Odds.wilson(t.tieBreaks(), t.bouts());
                out.printf(Locale.ROOT, "  decided by a tie-break (a \"draw\") %6.2f%% (95%% CI %6.2f%% to %6.2f%%); "
                        + "endings %s; %.1f turns a Bout%n", 100.0 * t.tieBreaks() / t.bouts(), 100 * ct[0],
                        100 * ct[1], t.endings(), (double) t.turns() / t.bouts());
            }
        }
        if (k > 2) {
            out.println();
            out.println("Win rate of the row's Bot against the column's:");
            StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "%-20s", ""));
            for (Entrant e : bots) {
                head.append(String.format(Locale.ROOT, " %12s", abbreviate(e.name())));
            }
            out.println(head);
            for (int i = 0; i < k; i++) {
                StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "%-20s", abbreviate(bots.get(i).name())));
                for (int j = 0; j < k; j++) {
                    row.append(i == j ? String.format(Locale.ROOT, " %12s", "-")
                            : String.format(Locale.ROOT, " %11.1f%%", 100 * matrix[i][j]));
                }
                out.println(row);
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        out.printf(Locale.ROOT, "%d Bouts in %.2f s (%.0f Bouts/s)%n", total, seconds, total / seconds);
        return 0;
    }

    private static String abbreviate(String name) {
        return name.length() <= 12 ? name : name.substring(0, 11) + "…";
    }
}
