package org.dynast.app.cli;

import java.io.BufferedWriter;
import java.io.PrintStream;
import java.io.Reader;
import java.io.Writer;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.matters.MattersViewModel;
import org.dynast.app.module.Command;
import org.dynast.app.session.Session;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.log.Change;
import org.dynast.model.matters.CoreRulesEngine;
import org.dynast.model.matters.MattersState;
import org.dynast.model.matters.Verdict;
import org.dynast.model.matters.VerdictCache;
import org.dynast.model.matters.VoteIcon;
import org.dynast.model.roster.Player;
import org.dynast.model.store.GameStore;
import org.dynast.model.store.HistoryGenerator;
import org.dynast.model.time.GameClock;
import picocli.CommandLine;

/**
 * The scale commands (issue 22): {@code generate-history} writes a long, realistic dynasty export; {@code
 * bench-history} generates one per size and times what an emperor does with it, printing a figure per operation.
 */
final class HistoryCommands {

    private HistoryCommands() {
    }

    /** A whole number as an option gives it ("20,000" and "20_000" read as 20000). */
    static final class Whole implements CommandLine.ITypeConverter<Integer> {
        @Override
        public Integer convert(String v) {
            try {
                return Integer.parseInt(v.replace("_", "").replace(",", ""));
            } catch (NumberFormatException e) {
                throw new CommandLine.TypeConversionException("'" + v + "' is not a whole number");
            }
        }
    }

    /**
     * The generator's options both commands take alike, {@code --players} and {@code --seed} (the sizes and the
     * revisions differ in default from one command to the other, so each keeps its own).
     */
    static final class Generator {
        @CommandLine.Option(names = "--players", paramLabel = "P", converter = Whole.class,
                defaultValue = "60", description = "players (default: ${DEFAULT-VALUE})")
        int players;
        @CommandLine.Option(names = "--seed", paramLabel = "S", converter = Whole.class,
                defaultValue = "1", description = "the generator's seed (default: ${DEFAULT-VALUE})")
        int seed;

        /** The size of history to generate; refused (IllegalArgumentException, with why) if the generator cannot. */
        HistoryGenerator.Size size(int matters, int revisions) {
            return new HistoryGenerator.Size(matters, revisions, players, seed);
        }
    }

    /** {@code dynast generate-history --out=FILE [--matters=N] [--revisions=M] [--players=P] [--seed=S]}. */
    @CommandLine.Command(name = "generate-history", description = "Write a long, realistic dynasty export "
            + "(for File > Import Dynasty... and the scale benchmark).")
    static final class Generate extends Command {
        @CommandLine.Option(names = "--out", paramLabel = "FILE", required = true,
                description = "where to write it")
        Path file;
        @CommandLine.Option(names = "--matters", paramLabel = "N", converter = Whole.class,
                defaultValue = "20000", description = "votable matters (default: ${DEFAULT-VALUE})")
        int matters;
        @CommandLine.Option(names = "--revisions", paramLabel = "M", converter = Whole.class,
                defaultValue = "500", description = "ruleset revisions (default: ${DEFAULT-VALUE})")
        int revisions;
        @CommandLine.Mixin
        Generator generator;

        @Override
        protected int run() throws Exception {
            HistoryGenerator.Size size;
            try {
                size = generator.size(matters, revisions);
            } catch (IllegalArgumentException e) {
                return badArguments(e.getMessage());
            }
            try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
                new HistoryGenerator(size, modules.shippedRulesets().get(0)).write(w);
            }
            out.printf("wrote %s: %,d matters, %,d ruleset revisions, %,d players (seed %d), %,d KB%n", file,
                    size.matters(), size.revisions(), size.players(), size.seed(), Files.size(file) / 1024);
            return 0;
        }
    }

    /** {@code dynast bench-history [--matters=1000,5000,20000] [--revisions=R] [--players=P] [--seed=S]}. */
    @CommandLine.Command(name = "bench-history", description = "Generate dynasties of those sizes and time "
            + "import, opening, verdicts, a vote, an undo and export.")
    static final class Bench extends Command {
        @CommandLine.Option(names = "--matters", paramLabel = "N[,N...]", split = ",",
                converter = Whole.class, defaultValue = "1000,5000",
                description = "the sizes, in votable matters (default: ${DEFAULT-VALUE})")
        List<Integer> sizes;
        @CommandLine.Option(names = "--revisions", paramLabel = "R", converter = Whole.class,
                defaultValue = "100", description = "ruleset revisions (default: ${DEFAULT-VALUE})")
        int revisions;
        @CommandLine.Mixin
        Generator generator;

        @Override
        protected int run() throws Exception {
            List<HistoryGenerator.Size> all = new ArrayList<>();
            try {
                for (int matters : sizes) {
                    all.add(generator.size(matters, revisions));
                }
            } catch (IllegalArgumentException e) {
                return badArguments(e.getMessage());
            }
            out.println("History benchmark (one run each; wall-clock ms, and this thread's CPU ms):");
            for (HistoryGenerator.Size size : all) {
                bench(size, out);
            }
            return 0;
        }

        private void bench(HistoryGenerator.Size size, PrintStream out) throws Exception {
            Path dir = Files.createTempDirectory("dynast-bench-history");
            try {
                Path export = dir.resolve("history.json");
                try (BufferedWriter w = Files.newBufferedWriter(export, StandardCharsets.UTF_8)) {
                    new HistoryGenerator(size, modules.shippedRulesets().get(0)).write(w);
                }
                out.printf("%n%,d matters, %,d revisions, %,d players: export file %,d KB%n", size.matters(),
                        size.revisions(), size.players(), Files.size(export) / 1024);
                Path file = dir.resolve("game.mv.db");
                GameClock clock = GameClock.system();
                long id;
                try (GameStore store = timed(out, "create the file", () -> GameStore.open(file, clock, modules))) {
                    Dynasty d = timed(out, "import", () -> {
                        try (Reader r = Files.newBufferedReader(export, StandardCharsets.UTF_8)) {
                            return store.exchange().importFrom(r, "history.json", "bench");
                        }
                    });
                    id = d.id();
                }
                out.printf("  %-44s %,12d KB%n", "file after import", Files.size(file) / 1024);
                try (GameStore store = timed(out, "open the file", () -> GameStore.open(file, clock, modules))) {
                    var service = store.matters();
                    MattersState state = timed(out, "read the matters (state)", () -> service.state(id));
                    CoreRulesEngine engine = service.engine(state.dynasty());
                    Instant now = clock.now();
                    VerdictCache kept = new VerdictCache();
                    List<Verdict> all = timed(out, "a verdict for every matter (Matters refresh)",
                            () -> kept.verdicts(state, engine, now));
                    timed(out, "resolve now (pending verdicts)", () -> service.pendingVerdicts(id));
                    timed(out, "the state as of a year ago", () -> service.stateAt(id, now.minusSeconds(365L * 86400)));
                    var pending = state.matters().stream().filter(m -> !m.status().resolved()).findFirst();
                    if (pending.isPresent()) {
                        Player voter = store.roster().roster(id).players().stream().filter(p -> !p.idle())
                                .findFirst().orElseThrow();
                        List<List<Change>> heard = new ArrayList<>();
                        store.log().addChangeListener((dynasty, entities, changes) -> heard.add(changes));
                        timed(out, "a vote", () -> service.vote(id, "bench", pending.get().id(), voter.id(),
                                VoteIcon.FOR, now));
                        MattersState voted = timed(out, "  then the Matters refresh (what changed)", () -> {
                            MattersState after = service.patched(state, heard.get(heard.size() - 1)).orElseThrow();
                            kept.verdicts(after, engine, clock.now());
                            return after;
                        });
                        out.printf("  %-44s %,12d verdicts%n", "  (matters judged again)", kept.lastJudged());
                        timed(out, "  then the Undo menu (log headers)", () -> store.log().nextUndoHeader(id));
                        long newest = store.log().headers(id, 0).stream().mapToLong(e -> e.id()).max().orElse(0);
                        timed(out, "its undo", () -> store.log().undo(id, "bench"));
                        timed(out, "  then the Matters refresh (what changed)", () -> {
                            MattersState after = service.patched(voted, heard.get(heard.size() - 1)).orElseThrow();
                            return kept.verdicts(after, engine, clock.now());
                        });
                        timed(out, "  (a whole read and judgement instead)", () -> {
                            MattersState after = service.state(id);
                            return kept.verdicts(after, engine, clock.now());
                        });
                        timed(out, "  then the Action Log (entries since)", () -> store.log().headers(id, newest));
                    }
                    timed(out, "the clock's tick (pending judged again)", () -> state.pending().stream()
                            .map(m -> engine.verdict(state, m.id(), clock.now())).toList());
                    timed(out, "export", () -> {
                        try (Writer w = Files.newBufferedWriter(dir.resolve("again.json"), StandardCharsets.UTF_8)) {
                            store.exchange().export(id, w);
                        }
                        return null;
                    });
                    out.printf("  %-44s %,12d verdicts%n", "(matters judged)", all.size());
                    benchTab(store, id, clock, out);
                }
                Runtime rt = Runtime.getRuntime();
                out.printf("  %-44s %,12d MB%n", "heap in use after", (rt.totalMemory() - rt.freeMemory()) >> 20);
            } finally {
                try (Stream<Path> files = Files.walk(dir)) {
                    files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
                }
            }
        }

        /**
         * The Votable Matters tab as the console drives it, its reads on this thread: shown first on a small dynasty,
         * then switched to the long one, away and back, and a vote until the tab shows it.
         */
        private static void benchTab(GameStore store, long id, GameClock clock, PrintStream out) throws Exception {
            Dynasty other = store.dynasties().found("bench", "Elsewhere", 217,
                    new Terms("Player", "Players", "Emperor"), "Elsewhere",
                    clock.today());
            Dynasty long_ = store.dynasties().get(id);
            Session session = new Session(
                    TaskExecutor.immediate(), store, other);
            DialogService none = (DialogService)
                    Proxy.newProxyInstance(HistoryCommands.class.getClassLoader(),
                            new Class<?>[] {DialogService.class}, (proxy, method, args) -> {
                                throw new IllegalStateException("the benchmark opens no dialog: " + method.getName());
                            });
            var tab = new MattersViewModel(session, none,
                    TaskExecutor.immediate(), Messages.load(store.modules()), clock);
            timed(out, "switch to the dynasty (Votable Matters shown)", () -> {
                session.show(long_);
                return tab.allMatters().size();
            });
            session.show(other);
            timed(out, "  away and back (nothing changed)", () -> {
                session.show(long_);
                return tab.allMatters().size();
            });
            var pending = store.matters().state(id).pending();
            if (!pending.isEmpty()) {
                Player voter = store.roster().roster(id).players().stream().filter(p -> !p.idle())
                        .reduce((a, b) -> b).orElseThrow();
                timed(out, "a vote until the tab shows it", () -> store.matters().vote(id, "bench",
                        pending.get(pending.size() - 1).id(), voter.id(), VoteIcon.AGAINST, clock.now()));
            }
        }

        /** Runs the work and prints its wall-clock time and the CPU time of this thread (the load shows between). */
        private static <T> T timed(PrintStream out, String what, Callable<T> work) throws Exception {
            ThreadMXBean threads = ManagementFactory.getThreadMXBean();
            long cpu = threads.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            T result = work.call();
            out.printf("  %-44s %,12.1f ms  (CPU %,.1f ms)%n", what, (System.nanoTime() - start) / 1e6,
                    (threads.getCurrentThreadCpuTime() - cpu) / 1e6);
            return result;
        }
    }
}
