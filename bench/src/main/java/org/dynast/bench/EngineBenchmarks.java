package org.dynast.bench;

import java.io.StringReader;
import java.io.StringWriter;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.dynast.model.blogbots.arena.BoutEngine;
import org.dynast.model.blogbots.arena.BoutResult;
import org.dynast.model.blogbots.arena.Configuration;
import org.dynast.model.blogbots.arena.StandardBots;
import org.dynast.model.blogbots.bots.Catalogue;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.matters.CoreRulesEngine;
import org.dynast.model.matters.MattersState;
import org.dynast.model.matters.Verdict;
import org.dynast.model.ruleset.ImportResult;
import org.dynast.model.ruleset.RulesetImporter;
import org.dynast.model.ruleset.ShippedRulesets;
import org.dynast.model.store.GameStore;
import org.dynast.model.store.HistoryGenerator;
import org.dynast.model.time.GameClock;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The engines' microbenchmarks (issue 22): a whole Bout between the standard Bots (with and without recording its
 * events), a verdict on a matter of a generated history, all verdicts of it (what the Votable Matters tab computes),
 * and the ruleset importer on the largest shipped ruleset. The console's own {@code bench-*} commands stay for users.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class EngineBenchmarks {

    /** The arena: two prepared standard Bots on the standard configuration. */
    @State(Scope.Thread)
    public static class Arena {
        final BoutEngine engine = new BoutEngine(Catalogue.shipped());
        BoutEngine.Prepared first;
        BoutEngine.Prepared second;
        long seed;

        @Setup
        public void setUp() {
            first = engine.prepare(StandardBots.brawler());
            second = engine.prepare(StandardBots.skirmisher());
        }
    }

    /** A generated history of {@code matters} Votable Matters, imported into an in-memory store. */
    @State(Scope.Benchmark)
    public static class History {
        @Param({"1000", "5000"})
        public int matters;
        GameStore store;
        MattersState state;
        CoreRulesEngine engine;
        List<Long> ids;
        Instant now;

        @Setup(Level.Trial)
        public void setUp() throws Exception {
            StringWriter json = new StringWriter();
            new HistoryGenerator(new HistoryGenerator.Size(matters, 10, 60, 1)).write(json);
            store = GameStore.inMemory("bench-" + matters, GameClock.system());
            Dynasty d = store.exchange().importFrom(new StringReader(json.toString()), "history.json", "bench");
            state = store.matters().state(d.id());
            engine = store.matters().engine(state.dynasty());
            ids = state.matters().stream().map(m -> m.id()).toList();
            now = Instant.now();
        }

        @TearDown(Level.Trial)
        public void tearDown() {
            store.close();
        }
    }

    @State(Scope.Benchmark)
    public static class Text {
        final String ruleset = ShippedRulesets.find(205).orElseThrow().text();
    }

    @Benchmark
    public BoutResult boutUnrecorded(Arena a) {
        return a.engine.run(a.first, a.second, Configuration.standard(), a.seed++, false);
    }

    @Benchmark
    public BoutResult boutRecorded(Arena a) {
        return a.engine.run(a.first, a.second, Configuration.standard(), a.seed++, true);
    }

    @Benchmark
    public Verdict oneVerdict(History h) {
        return h.engine.verdict(h.state, h.ids.get(h.ids.size() - 1), h.now);
    }

    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public void everyVerdict(History h, Blackhole bh) {
        for (long id : h.ids) {
            bh.consume(h.engine.verdict(h.state, id, h.now));
        }
    }

    @Benchmark
    public ImportResult importRuleset205(Text t) {
        return RulesetImporter.read(t.ruleset);
    }
}
