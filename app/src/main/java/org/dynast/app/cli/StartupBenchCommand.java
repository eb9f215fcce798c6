package org.dynast.app.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.dynast.app.module.Command;
import picocli.CommandLine;

/**
 * {@code dynast bench-startup [--launches=N] [--file=PATH]} (issue 22): launches this same Dynast N times with
 * {@code --exit-after-shown --timings} (a display is needed, e.g. Xvfb), each a new process as a user's double-click
 * is, and prints the median of each start-up phase, of the window being shown (its skeleton) and of the console
 * being ready (on screen with its tabs' first data). The first
 * launch, which creates the file with the demo when there is none, is reported apart and left out of the medians.
 */
@CommandLine.Command(name = "bench-startup", description = "Launch the console N times (--exit-after-shown "
        + "--timings; needs a display) and print the median of each start-up phase, of the window shown and of the console ready.")
final class StartupBenchCommand extends Command {

    private static final Pattern PHASE = Pattern.compile("^  phase (\\s*)(.+?)\\s+(-?[0-9.]+)\\s+ends at\\s+(-?[0-9.]+)$");
    private static final Pattern SHOWN = Pattern.compile("^Dynast: window shown (\\d+) ms");
    private static final Pattern READY = Pattern.compile("^Dynast: console ready (\\d+) ms after JVM start \\((?:CPU (\\d+))?");
    private static final Pattern FX_CPU = Pattern.compile("; FX thread CPU (\\d+) ms");
    private static final Pattern STALL = Pattern.compile("; longest FX-thread stall (\\d+) ms");

    @CommandLine.Option(names = "--launches", paramLabel = "N", defaultValue = "7",
            description = "launches to take the medians of (default: ${DEFAULT-VALUE})")
    int launches;

    @CommandLine.Option(names = "--file", paramLabel = "PATH", description = "the dynasty file each launch opens "
            + "(default: a new one in a temporary folder, created with the demo by a first launch)")
    Path file;

    /**
     * One launch's figures: each phase's duration, the window shown and the console ready (ms after JVM start), the
     * CPU time until then (all threads, and the FX thread's) and the longest time the FX thread went without a frame.
     */
    record Launch(Map<String, Double> phases, double shown, double ready, double cpu, double fxCpu, double stall) {
    }

    @Override
    protected int run() throws Exception {
        if (launches < 1) {
            return badArguments("--launches takes a positive whole number");
        }
        Path home = Files.createTempDirectory("dynast-bench-startup");
        Path target = file != null ? file : home.resolve("dynast.mv.db");
        List<String> command = relaunch();
        out.println("Start-up benchmark: " + launches + " launches of " + describe(command) + load());
        out.println("file: " + target);
        if (!Files.exists(target)) {
            Launch first = launch(command, target, home);
            out.printf(Locale.ROOT, "first launch (creates the file with the demo): window shown %.0f ms, console "
                    + "ready %.0f ms after JVM start%n", first.shown(), first.ready());
        }
        List<Launch> runs = new ArrayList<>();
        for (int i = 0; i < launches; i++) {
            runs.add(launch(command, target, home));
        }
        Map<String, List<Double>> byPhase = new LinkedHashMap<>();
        for (Launch l : runs) {
            l.phases().forEach((name, ms) -> byPhase.computeIfAbsent(name, k -> new ArrayList<>()).add(ms));
        }
        out.printf(Locale.ROOT, "medians of %d launches (ms):%n", runs.size());
        byPhase.forEach((name, values) -> out.printf(Locale.ROOT, "  %-48s %8.1f%n", name, median(values)));
        out.printf(Locale.ROOT, "window shown after JVM start:   median %.0f ms (%s)%n",
                median(runs.stream().map(Launch::shown).toList()), list(runs.stream().map(Launch::shown).toList()));
        out.printf(Locale.ROOT, "console ready after JVM start:  median %.0f ms (%s)%n",
                median(runs.stream().map(Launch::ready).toList()), list(runs.stream().map(Launch::ready).toList()));
        out.printf(Locale.ROOT, "CPU until the console ready:    median %.0f ms, all threads (%s)%n",
                median(runs.stream().map(Launch::cpu).toList()), list(runs.stream().map(Launch::cpu).toList()));
        out.printf(Locale.ROOT, "  of which the FX thread:         median %.0f ms (%s)%n",
                median(runs.stream().map(Launch::fxCpu).toList()), list(runs.stream().map(Launch::fxCpu).toList()));
        out.printf(Locale.ROOT, "longest FX-thread stall:        median %.0f ms (%s)%n",
                median(runs.stream().map(Launch::stall).toList()), list(runs.stream().map(Launch::stall).toList()));
        return 0;
    }

    /**
     * Dynast's entry point (the build's {@code main.class}), which a relaunch on a plain JVM starts. Named rather than
     * imported: the root package starts the command line, so the command line does not depend back on it (issue 34).
     */
    static final String LAUNCHER = "org.dynast.app.Launcher";

    /** The command line that starts this same Dynast: its native launcher, or java with this JVM's options. */
    static List<String> relaunch() {
        ProcessHandle.Info info = ProcessHandle.current().info();
        String exe = info.command().orElse("java");
        String name = Path.of(exe).getFileName().toString();
        List<String> command = new ArrayList<>(List.of(exe));
        if (name.equals("java") || name.equals("java.exe")) {
            // a training run's options are left out (each launch would train the cache again); -XX:AOTCache is kept
            for (String option : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
                if (!option.startsWith("-agentlib") && !option.startsWith("-javaagent")
                        && !option.startsWith("-XX:ArchiveClassesAtExit") && !option.startsWith("-XX:AOTCacheOutput")
                        && !option.startsWith("-XX:AOTConfiguration") && !option.startsWith("-XX:AOTMode")) {
                    command.add(option);
                }
            }
            command.add("-cp");
            command.add(System.getProperty("java.class.path"));
            command.add(LAUNCHER);
        }
        return command;
    }

    private Launch launch(List<String> command, Path target, Path home) throws IOException, InterruptedException {
        List<String> line = new ArrayList<>(command);
        line.addAll(List.of("--file=" + target, "--exit-after-shown", "--timings"));
        ProcessBuilder builder = new ProcessBuilder(line).redirectErrorStream(true);
        builder.environment().put("DYNAST_HOME", home.toString());
        // jpackage's launcher marks its own process (_JPACKAGE_LAUNCHER): a child that inherited the mark would read
        // its arguments as the JVM's
        builder.environment().keySet().removeIf(name -> name.toUpperCase(Locale.ROOT).contains("JPACKAGE"));
        Process p = builder.start();
        List<String> said = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String l = r.readLine(); l != null; l = r.readLine()) {
                said.add(l);
            }
        }
        if (!p.waitFor(5, TimeUnit.MINUTES)) {
            p.destroyForcibly();
        }
        Launch launch = read(said);
        if (Double.isNaN(launch.ready())) {
            throw new IllegalStateException("a launch never said its console was ready (is there a display?); it said: "
                    + String.join(" / ", said.subList(Math.max(0, said.size() - 5), said.size())));
        }
        return launch;
    }

    /** A launch's figures from what it printed with {@code --exit-after-shown --timings}. */
    static Launch read(List<String> lines) {
        Map<String, Double> phases = new LinkedHashMap<>();
        double shown = Double.NaN;
        double ready = Double.NaN;
        double cpu = Double.NaN;
        double fxCpu = Double.NaN;
        double stall = Double.NaN;
        for (String l : lines) {
            Matcher m = PHASE.matcher(l);
            if (m.matches()) {
                phases.merge(m.group(1) + m.group(2), Double.parseDouble(m.group(3)), Double::sum);
            } else if ((m = SHOWN.matcher(l)).find()) {
                shown = Double.parseDouble(m.group(1));
            } else if ((m = READY.matcher(l)).find()) {
                ready = Double.parseDouble(m.group(1));
                cpu = m.group(2) == null ? Double.NaN : Double.parseDouble(m.group(2));
                fxCpu = (m = FX_CPU.matcher(l)).find() ? Double.parseDouble(m.group(1)) : Double.NaN;
                stall = (m = STALL.matcher(l)).find() ? Double.parseDouble(m.group(1)) : Double.NaN;
            }
        }
        return new Launch(phases, shown, ready, cpu, fxCpu, stall);
    }

    static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }

    private static String list(List<Double> values) {
        return String.join(", ", values.stream().map(v -> String.format(Locale.ROOT, "%.0f", v)).toList());
    }

    private static String describe(List<String> command) {
        return command.size() == 1 ? command.get(0) : command.get(0) + " … " + command.get(command.size() - 1);
    }

    /** The machine's load average, where the system tells it: a loaded machine's figures are not a quiet one's. */
    private static String load() {
        try {
            String[] parts = Files.readString(Path.of("/proc/loadavg")).split(" ");
            return " (load average " + parts[0] + ", " + Runtime.getRuntime().availableProcessors() + " cores)";
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }
}
