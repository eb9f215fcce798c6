package org.dynast.app.blogbots.cli;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import org.dynast.app.cli.CommandFiles;
import org.dynast.app.module.Command;
import org.dynast.model.blogbots.arena.BoutEngine;
import org.dynast.model.blogbots.arena.BoutResult;
import org.dynast.model.blogbots.arena.Configuration;
import org.dynast.model.blogbots.arena.Entrant;
import org.dynast.model.blogbots.arena.StandardBots;
import org.dynast.model.blogbots.bots.Catalogue;
import picocli.CommandLine;

/**
 * {@code dynast bench-bouts [--seconds=S]}: Bouts per second of the standard pair of 10-line Scripts
 * ({@link StandardBots}), on one core and on all cores, without and with the event list.
 */
@CommandLine.Command(name = "bench-bouts", description = "Bouts per second on one core and on all cores "
        + "(the standard pair of 10-line Scripts).")
public final class BenchBoutsCommand extends Command {

    @CommandLine.Option(names = "--seconds", paramLabel = "S", defaultValue = "3",
            description = "how long each measurement runs (default: ${DEFAULT-VALUE})")
    int seconds;

    @Override
    protected int run() throws Exception {
        if (seconds < 1) {
            return badArguments("--seconds takes a positive whole number, not " + seconds);
        }
        BoutEngine engine = new BoutEngine(Catalogue.shipped());
        Configuration c = Configuration.standard();
        // prepared with the Bout's names in play, so that a run does not read the Scripts again
        List<String> names = BoutEngine.namesInPlay(StandardBots.brawler(), StandardBots.skirmisher(), null);
        BoutEngine.Prepared a = engine.prepare(StandardBots.brawler(), names);
        BoutEngine.Prepared b = engine.prepare(StandardBots.skirmisher(), names);
        int cores = Runtime.getRuntime().availableProcessors();
        out.printf(Locale.ROOT, "Standard pair: %s v %s, %d cores, Java %s%n", a.entrant().name(), b.entrant().name(),
                cores, System.getProperty("java.version"));
        loop(engine, a, b, c, 1.0, false, new AtomicLong(), new AtomicLong(), new AtomicLong()); // warm-up
        AtomicLong turns = new AtomicLong();
        AtomicLong bouts = new AtomicLong();
        AtomicLong cpu = new AtomicLong();
        double one = loop(engine, a, b, c, seconds, false, bouts, turns, cpu);
        double perCpu = bouts.get() / (cpu.get() / 1e9);
        out.printf(Locale.ROOT, "one core:  %,.0f Bouts/s (%,.0f Bouts per CPU-second: the thread had %.0f%% of a core; "
                + "%.1f turns a Bout, %.0f ns of CPU a turn)%n", one, perCpu, 100 * one / perCpu,
                (double) turns.get() / bouts.get(), 1e9 / (perCpu * turns.get() / bouts.get()));
        AtomicLong recBouts = new AtomicLong();
        AtomicLong recCpu = new AtomicLong();
        double recorded = loop(engine, a, b, c, seconds, true, recBouts, new AtomicLong(), recCpu);
        out.printf(Locale.ROOT, "one core, recording every event: %,.0f Bouts/s (%,.0f per CPU-second)%n", recorded,
                recBouts.get() / (recCpu.get() / 1e9));
        long parse = System.nanoTime();
        int reads = 200;
        for (int i = 0; i < reads; i++) {
            engine.prepare(StandardBots.brawler(), names);
        }
        out.printf(Locale.ROOT, "reading a 10-line Script: %.0f µs (done once per Bot, not per Bout)%n",
                (System.nanoTime() - parse) / 1e3 / reads);
        // issue 13: Scripts whose counts are 2147483647 go "as far as they can go", in time bounded by the arena
        BoutEngine.Prepared hugeA = engine.prepare(Entrant.of(
                StandardBots.brawler().bot(), "If the 2147483647 spaces in front of the Actor are empty, move forwards "
                        + "2147483647 times\nIf the current turn is 1 or more, bypass forwards 2147483647 times", "A"), names);
        BoutEngine.Prepared hugeB = engine.prepare(Entrant.of(
                StandardBots.skirmisher().bot(), "If any of the 2147483647 spaces behind the Actor are occupied by an "
                        + "Opponent, block\nIf the current turn is 1 or more, move backwards 2147483647 times", "B"), names);
        long huge = System.nanoTime();
        for (int i = 0; i < reads; i++) {
            engine.run(hugeA, hugeB, c, i, true);
        }
        out.printf(Locale.ROOT, "a Bout of Scripts counting 2147483647 spaces: %.0f µs%n",
                (System.nanoTime() - huge) / 1e3 / reads);
        List<Thread> threads = new ArrayList<>();
        AtomicLong all = new AtomicLong();
        AtomicLong allCpu = new AtomicLong();
        double[] rates = new double[cores];
        for (int t = 0; t < cores; t++) {
            int index = t;
            double s = seconds;
            Thread thread = new Thread(() -> rates[index] = loop(engine, a, b, c, s, false, all, new AtomicLong(),
                    allCpu));
            threads.add(thread);
        }
        threads.forEach(Thread::start);
        for (Thread t : threads) {
            t.join();
        }
        double sum = 0;
        for (double r : rates) {
            sum += r;
        }
        out.printf(Locale.ROOT, "all %d cores: %,.0f Bouts/s (%,.0f Bouts per CPU-second per thread)%n", cores, sum,
                all.get() / (allCpu.get() / 1e9));
        out.println("(Bouts/s is wall-clock throughput; on a shared machine the CPU-second figure is the engine's own speed.)");
        return 0;
    }

    /** Runs Bouts for {@code seconds}; returns Bouts per second. */
    private static double loop(BoutEngine engine, BoutEngine.Prepared a, BoutEngine.Prepared b, Configuration c,
                               double seconds, boolean record, AtomicLong bouts, AtomicLong turns, AtomicLong cpu) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        long cpuStart = mx.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        long end = start + (long) (seconds * 1e9);
        long n = 0;
        long t = 0;
        long seed = Thread.currentThread().getId() << 32;
        long now;
        do {
            for (int i = 0; i < 256; i++) {
                BoutResult r = engine.run(a, b, c, seed++, record);
                t += r.turns();
            }
            n += 256;
            now = System.nanoTime();
        } while (now < end);
        bouts.addAndGet(n);
        turns.addAndGet(t);
        cpu.addAndGet(mx.getCurrentThreadCpuTime() - cpuStart);
        return n / ((now - start) / 1e9);
    }
}
