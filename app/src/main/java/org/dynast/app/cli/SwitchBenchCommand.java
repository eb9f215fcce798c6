package org.dynast.app.cli;

import java.io.BufferedWriter;
import java.io.Reader;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.dynast.app.common.Frames;
import org.dynast.app.common.FxDialogService;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.app.common.Messages;
import org.dynast.app.common.Settings;
import org.dynast.app.module.Command;
import org.dynast.app.session.Session;
import org.dynast.app.shell.Console;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.store.HistoryGenerator;
import org.dynast.model.time.GameClock;
import picocli.CommandLine;

/**
 * {@code dynast bench-switch [--matters=1000,20000] [--rounds=3] [--tab=TITLE]} (issue 31): for each size, a file
 * with the modules' demo dynasties and a generated dynasty of that many votable matters, shown in the real console (on
 * the display, or JavaFX's headless platform without one); the dynasty switcher then goes round them {@code rounds}
 * times with the Votable Matters tab shown (or the Ruleset or the Roster: {@code --tab}). Per switch it times what the
 * user sees: the first frame after the choice (the status bar's "Opening …"), the new dynasty's tabs shown with their
 * data, and the longest the FX thread went without a frame meanwhile, then again from there until the console has
 * settled. The first round opens each dynasty for the first time ("to a new one"), the later rounds go back to
 * dynasties already opened ("to an open one"). Prints the medians, the worst, and how many switches blocked the FX
 * thread longer than the goal of 50 ms.
 * <p>
 * A gap between two frames is the FX thread's own work (CSS, layout, the console's code) and its waits: for the
 * renderer to finish painting the previous frame, and for a core. With JavaFX's software renderer (no GPU, as on
 * Xvfb) a full-window paint takes 20 to 50 ms on its own thread, and on two cores the JIT compiler, the worker and
 * the X server share them too. So each switch also gets the most CPU time the FX thread used between two frames (its
 * thread CPU clock): the part of a gap that is the console's own work, whatever the renderer and the machine add.
 */
@CommandLine.Command(name = "bench-switch", description = "Switch the console between dynasties (the demos and a "
        + "generated one of N matters) and print the time to feedback, to the tabs shown and the longest FX-thread block.")
final class SwitchBenchCommand extends Command {

    @CommandLine.Option(names = "--matters", paramLabel = "N[,N...]", split = ",",
            converter = HistoryCommands.Whole.class, defaultValue = "1000,20000",
            description = "the generated dynasty's sizes, in votable matters (default: ${DEFAULT-VALUE})")
    List<Integer> sizes;

    @CommandLine.Option(names = "--rounds", paramLabel = "R", converter = HistoryCommands.Whole.class,
            defaultValue = "4", description = "rounds of the switcher through every dynasty (default: ${DEFAULT-VALUE})")
    int rounds;

    @CommandLine.Option(names = "--tab", paramLabel = "TITLE", defaultValue = "Votable Matters",
            description = "the tab shown while switching, one every dynasty has: Votable Matters, Ruleset or Roster "
                    + "(default: ${DEFAULT-VALUE})")
    String tab;

    @CommandLine.Mixin
    HistoryCommands.Generator generator;

    /** The shown tab's title, as the console spells it. */
    private String tabTitle;

    /** The tabs every dynasty shows, by id: what --tab may name. */
    private static final List<String> CORE_TABS = List.of("mattersTab", "rulesetTab", "rosterTab");

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** The issue's goal for the FX thread: no block longer than this (ms). */
    static final int BLOCK_GOAL_MS = 50;

    /**
     * One switch: to whom, whether it was opened before, and its figures (ms): to the first frame, to the tabs shown,
     * the longest gap between frames and the most FX-thread CPU between two frames until then, and the longest gap
     * from then until the console settled.
     */
    record Switch(String to, boolean open, double feedback, double shown, double block, double work,
            double blockAfter) {
    }

    @Override
    protected int run() throws Exception {
        if (rounds < 2) {
            return badArguments("--rounds takes 2 or more (the first opens each dynasty, the others go back)");
        }
        List<HistoryGenerator.Size> all = new ArrayList<>();
        try {
            for (int matters : sizes) {
                all.add(generator.size(matters, 20));
            }
        } catch (IllegalArgumentException e) {
            return badArguments(e.getMessage());
        }
        if (System.getenv("DISPLAY") == null || System.getenv("DISPLAY").isBlank()) {
            System.setProperty("glass.platform", "Headless"); // no display: JavaFX's own headless platform
        }
        CountDownLatch started = new CountDownLatch(1);
        Platform.startup(started::countDown);
        started.await();
        Platform.setImplicitExit(false);
        out.println("Dynasty switch benchmark (" + (System.getProperty("glass.platform") == null
                ? "display " + System.getenv("DISPLAY") : "JavaFX headless platform") + ", " + rounds
                + " rounds, load average " + loadAverage() + ", " + aotCache() + "):");
        try {
            for (HistoryGenerator.Size size : all) {
                if (!bench(size)) {
                    return badArguments("--tab takes a tab every dynasty has (Votable Matters, Ruleset or Roster), not '"
                            + tab + "'");
                }
            }
        } finally {
            Platform.exit();
        }
        return 0;
    }

    /** Benches one size; false when --tab names no tab every dynasty has. */
    private boolean bench(HistoryGenerator.Size size) throws Exception {
        Path dir = Files.createTempDirectory("dynast-bench-switch");
        Path export = dir.resolve("history.json");
        try (BufferedWriter w = Files.newBufferedWriter(export, StandardCharsets.UTF_8)) {
            new HistoryGenerator(size, modules.shippedRulesets().get(0)).write(w);
        }
        GameClock clock = GameClock.system();
        try (GameStore store = GameStore.open(dir.resolve("game.mv.db"), clock, modules);
             FxTaskExecutor executor = new FxTaskExecutor()) {
            Dynasty first = DemoDynasty.seedIfEmpty(store, "bench");
            try (Reader r = Files.newBufferedReader(export, StandardCharsets.UTF_8)) {
                store.exchange().importFrom(r, "history.json", "bench");
            }
            List<Dynasty> dynasties = store.dynasties().all();
            Stage stage = fx(Stage::new);
            Console console = fx(() -> {
                Console c = new Console(stage, store, first, clock, executor, new FxDialogService(() -> stage,
                        Messages.load(store.modules())), path -> store, Settings.inMemory(), true);
                stage.setWidth(1280);
                stage.setHeight(800);
                stage.show();
                return c;
            });
            Scene scene = stage.getScene();
            settle(executor, scene);
            boolean shown = fx(() -> {
                TabPane tabs = (TabPane) scene.lookup("#tabs");
                var chosen = tabs.getTabs().stream().filter(t -> CORE_TABS.contains(t.getId())
                        && t.getText().equalsIgnoreCase(tab.strip())).findFirst();
                chosen.ifPresentOrElse(t -> {
                    tabs.getSelectionModel().select(t);
                    tabTitle = t.getText();
                }, stage::close);
                return chosen.isPresent();
            });
            if (!shown) {
                return false;
            }
            settle(executor, scene);
            List<Switch> switches = new ArrayList<>();
            Set<Long> opened = new HashSet<>(List.of(first.id()));
            for (int round = 0; round < rounds; round++) {
                for (Dynasty to : rotated(dynasties, first)) {
                    if (round == 0 && to.id() == first.id()) {
                        continue; // shown at start
                    }
                    switches.add(switchTo(stage, console.session(), executor, to, opened.contains(to.id())));
                    opened.add(to.id());
                }
            }
            fx(() -> {
                stage.close();
                return null;
            });
            out.printf(Locale.ROOT, "%n%,d generated matters (+ %d demo dynasties), %d switches, the %s tab shown:%n",
                    size.matters(), dynasties.size() - 1, switches.size(), tabTitle);
            report("to a new one", switches.stream().filter(s -> !s.open()).toList());
            report("to an open one", switches.stream().filter(Switch::open).toList());
            Map<String, List<Switch>> byDynasty = new LinkedHashMap<>();
            switches.forEach(s -> byDynasty.computeIfAbsent(s.to(), k -> new ArrayList<>()).add(s));
            byDynasty.forEach((name, list) -> out.printf(Locale.ROOT, "  %-40s tabs shown median %6.0f ms, "
                    + "longest block %5.0f ms, most work between frames %5.0f ms%n", name,
                    median(list.stream().map(Switch::shown).toList()),
                    list.stream().mapToDouble(Switch::block).max().orElse(0),
                    list.stream().mapToDouble(Switch::work).max().orElse(0)));
        }
        return true;
    }

    private void report(String what, List<Switch> list) {
        if (list.isEmpty()) {
            return;
        }
        out.printf(Locale.ROOT, "  %-16s feedback (first frame) median %5.0f ms, worst %5.0f | tabs shown median %6.0f "
                        + "ms, worst %6.0f%n", what,
                median(list.stream().map(Switch::feedback).toList()),
                list.stream().mapToDouble(Switch::feedback).max().orElse(0),
                median(list.stream().map(Switch::shown).toList()),
                list.stream().mapToDouble(Switch::shown).max().orElse(0));
        out.printf(Locale.ROOT, "  %-16s longest FX-thread block median %5.0f ms, worst %5.0f, over %d ms in %d of %d | "
                        + "of which its own work (CPU) median %5.0f ms, worst %5.0f, over %d ms in %d of %d%n", "",
                median(list.stream().map(Switch::block).toList()),
                list.stream().mapToDouble(Switch::block).max().orElse(0),
                BLOCK_GOAL_MS, list.stream().filter(s -> s.block() > BLOCK_GOAL_MS).count(), list.size(),
                median(list.stream().map(Switch::work).toList()),
                list.stream().mapToDouble(Switch::work).max().orElse(0),
                BLOCK_GOAL_MS, list.stream().filter(s -> s.work() > BLOCK_GOAL_MS).count(), list.size());
        out.printf(Locale.ROOT, "  %-16s then until settled: longest FX-thread block median %5.0f ms, worst %5.0f, over "
                        + "%d ms in %d of %d%n", "",
                median(list.stream().map(Switch::blockAfter).toList()),
                list.stream().mapToDouble(Switch::blockAfter).max().orElse(0),
                BLOCK_GOAL_MS, list.stream().filter(s -> s.blockAfter() > BLOCK_GOAL_MS).count(), list.size());
    }

    /**
     * Chooses {@code to} in the switcher as a user does and waits until it is shown with its data: the session shows
     * it, then the worker has done what the switch asked of it (the tabs' refreshes, queued before this), then a
     * frame. An animation timer meanwhile counts the frames: the first one after the choice is the feedback. It goes on
     * counting until the console has settled (the worker idle, two frames and a pause): what the switch still costs
     * after its tabs are shown (late refreshes, repaints) is as much in the user's way.
     */
    private Switch switchTo(Stage stage, Session console, FxTaskExecutor executor, Dynasty to, boolean open) throws Exception {
        Scene scene = stage.getScene();
        CompletableFuture<double[]> done = new CompletableFuture<>();
        long[] at = {0, 0, 0}; // chosen, first frame, previous frame
        double[] longest = {0, 0, 0}; // gap, work (to the tabs shown); gap after them
        boolean[] after = {false};
        AnimationTimer frames = fx(() -> {
            at[0] = System.nanoTime();
            long[] cpu = {THREADS.getCurrentThreadCpuTime()}; // the FX thread's CPU clock at the previous frame
            AnimationTimer timer = new AnimationTimer() {
                @Override
                public void handle(long now) {
                    long t = System.nanoTime();
                    if (at[1] == 0) {
                        at[1] = t;
                    }
                    double gap = (t - (at[2] == 0 ? at[0] : at[2])) / 1e6;
                    at[2] = t;
                    if (after[0]) {
                        longest[2] = Math.max(longest[2], gap);
                        return;
                    }
                    longest[0] = Math.max(longest[0], gap);
                    long c = THREADS.getCurrentThreadCpuTime();
                    longest[1] = Math.max(longest[1], (c - cpu[0]) / 1e6);
                    cpu[0] = c;
                }
            };
            timer.start();
            ChangeListener<Dynasty> shown = new ChangeListener<>() {
                @Override
                public void changed(ObservableValue<? extends Dynasty> o, Dynasty was, Dynasty now) {
                    if (now != null && now.id() == to.id()) {
                        console.dynastyProperty().removeListener(this);
                        Platform.runLater(() -> executor.submit(() -> null, x -> Frames.afterNext(scene, () -> {
                            long end = System.nanoTime();
                            after[0] = true;
                            longest[0] = Math.max(longest[0], (end - at[2]) / 1e6);
                            longest[1] = Math.max(longest[1], (THREADS.getCurrentThreadCpuTime() - cpu[0]) / 1e6);
                            at[2] = end;
                            done.complete(new double[] {(at[1] - at[0]) / 1e6, (end - at[0]) / 1e6, longest[0],
                                    longest[1]});
                        }), done::completeExceptionally));
                    }
                }
            };
            console.dynastyProperty().addListener(shown);
            @SuppressWarnings("unchecked")
            ComboBox<Dynasty> switcher = (ComboBox<Dynasty>) scene.lookup("#dynastySwitcher");
            switcher.setValue(switcher.getItems().stream().filter(d -> d.id() == to.id()).findFirst().orElseThrow());
            return timer;
        });
        double[] figures = done.get(300, TimeUnit.SECONDS);
        settle(executor, scene);
        double afterBlock = fx(() -> {
            frames.stop();
            return Math.max(longest[2], (System.nanoTime() - at[2]) / 1e6);
        });
        return new Switch(to.name(), open, figures[0], figures[1], figures[2], figures[3], afterBlock);
    }

    /** Lets the console finish what it was doing: the worker's queue, then two frames and a short pause. */
    private static void settle(FxTaskExecutor executor, Scene scene) throws Exception {
        CompletableFuture<Void> idle = new CompletableFuture<>();
        Platform.runLater(() -> Frames.afterWork(executor, scene, () -> idle.complete(null)));
        idle.get(300, TimeUnit.SECONDS);
        Thread.sleep(300);
    }

    private static List<Dynasty> rotated(List<Dynasty> all, Dynasty first) {
        List<Dynasty> order = new ArrayList<>(all);
        int i = order.indexOf(first);
        Collections.rotate(order, -Math.max(0, i));
        return order;
    }

    private static <T> T fx(Callable<T> work) throws Exception {
        CompletableFuture<T> result = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                result.complete(work.call());
            } catch (Throwable t) {
                result.completeExceptionally(t);
            }
        });
        return result.get(300, TimeUnit.SECONDS);
    }

    private static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        return n == 0 ? Double.NaN : n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }

    /** The AOT cache this JVM was started with (its figures depend on it, and on what trained it), or none. */
    private static String aotCache() {
        return ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(a -> a.startsWith("-XX:AOTCache=")).findFirst()
                .map(a -> "AOT cache " + a.substring("-XX:AOTCache=".length())).orElse("no AOT cache");
    }

    private static String loadAverage() {
        double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        return load < 0 ? "unknown" : String.format(Locale.ROOT, "%.1f", load);
    }
}
