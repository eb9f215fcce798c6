package org.dynast.app.shell;

import com.sun.management.OperatingSystemMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Where start-up goes (issue 22): each phase's start and end in milliseconds after the JVM started, printed by
 * {@code --exit-after-shown --timings}. Phases may overlap (the dynasty file opens while the FX toolkit starts); a
 * sub-phase is indented under its phase. One per process: the launch is one.
 */
public final class StartupTimings {

    /** The phase lines' marker, read by {@code dynast bench-startup}. */
    static final String PREFIX = "  phase ";

    /** One phase: its name, start and end (ms after JVM start), and its depth (0 a phase, 1 a part of one). */
    public record Phase(String name, double start, double end, int depth) {
        double millis() {
            return end - start;
        }
    }

    private static final long ORIGIN_NANOS = System.nanoTime();
    /** Milliseconds from the JVM's start to {@link #ORIGIN_NANOS} (class initialisation, at the start of main). */
    private static final double ORIGIN_MS = ProcessAge.millis();
    private static final List<Phase> PHASES = new ArrayList<>();
    /** Set once the first frame is shown: what happens later (another dynasty's tabs) is not start-up. */
    private static volatile boolean finished;

    private StartupTimings() {
    }

    /** Milliseconds after the JVM started, for a {@link System#nanoTime()} reading. */
    public static double at(long nanos) {
        return ORIGIN_MS + (nanos - ORIGIN_NANOS) / 1e6;
    }

    /** Marks the start of main: the JVM's own start-up, up to the first line of Dynast. */
    public static void mainEntered() {
        record(new Phase("JVM start to main", 0, ORIGIN_MS, 0));
    }

    public static void record(String name, long startNanos, long endNanos, int depth) {
        record(new Phase(name, at(startNanos), at(endNanos), depth));
    }

    /** Start-up is over: later phases are not recorded. */
    public static void finish() {
        finished = true;
    }

    private static void record(Phase phase) {
        if (finished) {
            return;
        }
        synchronized (PHASES) {
            PHASES.add(phase);
        }
    }

    /** Runs {@code work} and records it as a phase of {@code depth}. */
    public static <T> T time(String name, int depth, Supplier<T> work) {
        long start = System.nanoTime();
        try {
            return work.get();
        } finally {
            record(name, start, System.nanoTime(), depth);
        }
    }

    /** Records the parts of a phase that began at {@code startNanos}, one after another, e.g. a store's open phases. */
    public static void recordParts(long startNanos, Map<String, Long> parts, int depth) {
        long at = startNanos;
        for (Map.Entry<String, Long> part : parts.entrySet()) {
            record(part.getKey(), at, at + part.getValue(), depth);
            at += part.getValue();
        }
    }

    /** The CPU time the process has used so far, all its threads (a loaded machine stretches the wall clock). */
    public static double processCpuMillis() {
        try {
            return ManagementFactory.getOperatingSystemMXBean()
                    instanceof OperatingSystemMXBean os ? os.getProcessCpuTime() / 1e6 : Double.NaN;
        } catch (LinkageError noJdkManagement) { // a runtime without the jdk.management module
            return Double.NaN;
        }
    }

    /** The CPU time the calling thread has used so far (the FX thread's, called there); NaN if not known. */
    public static double threadCpuMillis() {
        var threads = ManagementFactory.getThreadMXBean();
        return threads.isCurrentThreadCpuTimeSupported() ? threads.getCurrentThreadCpuTime() / 1e6 : Double.NaN;
    }

    /**
     * The line that ends start-up: when the console was ready (on screen with its tabs' first data), the CPU time
     * spent until then, and the file it shows.
     */
    public static String readyLine(double at, double cpu, String file) {
        return readyLine(at, cpu, Double.NaN, Double.NaN, file);
    }

    /**
     * As {@link #readyLine(double, double, String)}, with the FX thread's own CPU time until then and the longest
     * time it went without a frame from the skeleton's showing on (how long the window stood still).
     */
    public static String readyLine(double at, double cpu, double fxCpu, double longestStall, String file) {
        String fx = Double.isNaN(fxCpu) ? "" : String.format(Locale.ROOT, "; FX thread CPU %.0f ms", fxCpu);
        String stall = Double.isNaN(longestStall) ? ""
                : String.format(Locale.ROOT, "; longest FX-thread stall %.0f ms", longestStall);
        return String.format(Locale.ROOT, "Dynast: console ready %.0f ms after JVM start (%s%s%s; %s)%n", at,
                Double.isNaN(cpu) ? "CPU not known" : String.format(Locale.ROOT, "CPU %.0f ms, all threads", cpu),
                fx, stall, file);
    }

    public static List<Phase> phases() {
        synchronized (PHASES) {
            return List.copyOf(PHASES);
        }
    }

    /** The breakdown: a line per phase, its duration and when it ended, in the order they were recorded. */
    public static String report(List<Phase> phases) {
        StringBuilder out = new StringBuilder("Dynast start-up (ms; phases may overlap; \"ends at\" is after JVM start):\n");
        for (Phase p : phases) {
            String name = "  ".repeat(p.depth()) + p.name();
            out.append(String.format(Locale.ROOT, "%s%-44s %8.1f   ends at %8.1f%n", PREFIX, name, p.millis(), p.end()));
        }
        return out.toString();
    }
}
