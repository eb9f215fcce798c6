package org.dynast.app.cli;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.dynast.app.module.Command;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.ruleset.ImportResult;
import org.dynast.model.ruleset.RulesetImporter;
import org.dynast.model.ruleset.RulesetReading;
import org.dynast.model.ruleset.RulesetService;
import org.dynast.model.ruleset.SearchIndex;
import picocli.CommandLine;

/**
 * {@code dynast bench-ruleset [FILE|NUMBER]}: times importing a ruleset text into its tree, reading it in
 * full (terms, glossary, statuses, search index) and searching it, and prints the medians. A NUMBER
 * names a ruleset that ships inside the app ({@code bench-ruleset 205}); without either it takes the
 * largest shipped ruleset.
 */
@CommandLine.Command(name = "bench-ruleset", description = "Time importing and searching a ruleset text, "
        + "or a shipped one by number (default: the largest shipped); prints the medians.")
final class BenchRulesetCommand extends Command {

    @CommandLine.Parameters(paramLabel = "FILE|NUMBER", arity = "0..1", description = "a ruleset file, or a "
            + "shipped ruleset's number")
    String ruleset;

    static final int WARM_UP = 30;
    static final int RUNS = 51;
    static final List<String> QUERIES = List.of("quorum", "\"daily action\"", "idle", "special case", "dynasty",
            "proposal enacted", "victory", "zzzz");

    @Override
    protected void describe(CommandLine.Model.CommandSpec spec) {
        spec.usageMessage().footer("", "Shipped rulesets, named by number: " + RulesetArgument.shippedNumbers(modules) + ".");
    }

    @Override
    protected int run() throws Exception {
        Optional<RulesetArgument> ruleset = this.ruleset == null ? Optional.of(largest(modules))
                : RulesetArgument.resolve(name(), this.ruleset, err, modules);
        if (ruleset.isEmpty()) {
            return 2;
        }
        String text = ruleset.get().text();
        out.println("Ruleset benchmark: " + ruleset.get().label() + " (" + text.length()
                + " characters, " + text.lines().count() + " lines; median of " + RUNS + " runs after " + WARM_UP
                + " warm-up runs)");

        // warm every path up first, so that each is timed as the console runs it once warm
        for (int i = 0; i < WARM_UP; i++) {
            SearchIndex warm = RulesetService.preview(text).index();
            QUERIES.forEach(warm::search);
        }
        ImportResult[] last = new ImportResult[1];
        double importMs = median(() -> last[0] = RulesetImporter.read(text));
        out.printf("  import (text to tree, every character checked): %8.3f ms   %s%n", importMs,
                last[0].report().summary(last[0].ruleset()));

        RulesetReading[] reading = new RulesetReading[1];
        double readMs = median(() -> reading[0] = RulesetService.preview(text));
        out.printf("  full read (import + terms, glossary, statuses, search index): %8.3f ms%n", readMs);

        SearchIndex index = reading[0].index();
        int[] hits = new int[1];
        double searchMs = median(() -> {
            hits[0] = 0;
            for (String q : QUERIES) {
                hits[0] += index.search(q).total();
            }
        }) / QUERIES.size();
        out.printf("  search (whole text, per query): %8.3f ms   %d queries, %d hits: %s%n", searchMs, QUERIES.size(),
                hits[0], String.join(", ", QUERIES));
        return 0;
    }

    private static double median(Runnable work) {
        double[] ms = new double[RUNS];
        for (int i = 0; i < RUNS; i++) {
            long start = System.nanoTime();
            work.run();
            ms[i] = (System.nanoTime() - start) / 1e6;
        }
        Arrays.sort(ms);
        return ms[RUNS / 2];
    }

    /** The shipped ruleset with the longest text. */
    private static RulesetArgument largest(DynastyModules modules) {
        return modules.shippedRulesets().stream().map(RulesetArgument::shipped)
                .max(Comparator.comparingInt(r -> r.text().length())).orElseThrow();
    }
}
