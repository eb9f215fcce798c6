package org.dynast.app;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.stage.Stage;
import org.dynast.app.cli.WindowOptions;
import org.dynast.app.common.Failures;
import org.dynast.app.common.Frames;
import org.dynast.app.common.FxDialogService;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.app.common.Messages;
import org.dynast.app.common.Settings;
import org.dynast.app.common.Themes;
import org.dynast.app.module.ModuleUis;
import org.dynast.app.shell.Console;
import org.dynast.app.shell.LastDynasty;
import org.dynast.app.shell.Skeleton;
import org.dynast.app.shell.StartupTimings;
import org.dynast.app.shell.TrainingTour;
import org.dynast.app.welcome.WelcomeViewModel;
import org.dynast.model.blogbots.BlogBotsDemo;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.Backups;
import org.dynast.model.store.DamagedFileException;
import org.dynast.model.store.Database;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.GameClock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The JavaFX application: opens the dynasty file (seeding the demo on first launch) and shows the console. */
public final class DynastApp extends Application {

    private static final Logger LOG = LoggerFactory.getLogger(DynastApp.class);

    /**
     * The installed modules, found once here and passed in to everything the window makes (the store, the console,
     * the texts, the look): the model's registry and the console parts, the latter found when first needed.
     */
    private static final DynastyModules MODULES =
            DynastyModules.installed();
    private ModuleUis uis;
    private final GameClock clock = GameClock.system();
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private GameStore store;
    private Dynasty first;
    private Throwable openFailure;
    private Path file;
    private Console console;
    private Path replay;
    /** The window's arguments, parsed once in {@link #init()}. */
    private WindowOptions options;
    /** Why the arguments were refused (when the window was launched other than through {@link Launcher}). */
    private WindowOptions.Refused refused;
    private Settings settings;

    /** The dynasty file as opened (store and first dynasty), or why it could not be. */
    private record Opened(GameStore store, Dynasty first, RuntimeException failure) {
    }

    /** The file being opened on a thread of its own since main, while the FX toolkit starts (see {@link #openEarly}). */
    private static volatile CompletableFuture<Opened> early;

    /** The window's arguments as main had them parsed (see {@link #startEarly}), for {@link #init()}. */
    private static volatile CompletableFuture<WindowOptions> parsedEarly;

    /**
     * From main, before the FX toolkit starts: parses the window's arguments (picocli's first use costs a moment) and
     * then opens the console's dynasty file, on a thread of their own, so that both overlap the toolkit's start (issue
     * 22, start-up); {@link #init()} takes the arguments from there, and the window waits for the file.
     */
    static void startEarly(String[] args) {
        var parsed = new CompletableFuture<WindowOptions>();
        var opened = new CompletableFuture<Opened>();
        parsedEarly = parsed;
        early = opened;
        onOwnThread(() -> {
            try {
                long parsing = System.nanoTime();
                WindowOptions options = WindowOptions.parse(List.of(args));
                StartupTimings.record("the window's arguments (picocli)", parsing, System.nanoTime(), 0);
                parsed.complete(options);
                if (options.help() || options.replay().isPresent()) {
                    opened.complete(null); // nothing to open: the usage, or the viewer alone
                    return;
                }
                Path file = DataLocation.resolve(options, System.getenv(), System.getProperty("user.home"));
                opened.complete(open(file, GameClock.system(), lastShown(options, file)));
            } catch (RuntimeException | Error e) {
                parsed.completeExceptionally(e);
                opened.completeExceptionally(e);
            }
        });
    }

    /** The dynasty last shown from {@code file}, as the console's settings remember it (if they do). */
    private static OptionalLong lastShown(WindowOptions options, Path file) {
        return LastDynasty.of(Settings.in(
                DataLocation.settings(options, System.getenv(), System.getProperty("user.home"))), file);
    }

    @Override
    public void init() {
        StartupTimings.record("FX toolkit", launched, System.nanoTime(), 0);
        var parsed = parsedEarly;
        parsedEarly = null;
        try {
            options = parsed != null ? joined(parsed) : WindowOptions.parse(getParameters().getRaw());
        } catch (WindowOptions.Refused e) {
            if (parsed != null) { // launched by main: say so and open no window
                System.err.println(Launcher.refusal(e));
                System.exit(2);
            }
            refused = e; // start() says so and closes: no file is opened on arguments that were not understood
            early = null;
            return;
        }
        if (options.help() && parsed != null) {
            System.out.print(WindowOptions.usage());
            System.exit(0);
        }
        replay = options.replay().orElse(null);
        if (replay != null) {
            return; // viewer-only: no dynasty file is opened or created
        }
        file = DataLocation.resolve(options, System.getenv(), System.getProperty("user.home"));
        var pending = early;
        early = null;
        // the window's skeleton is shown while the file opens: nothing here waits for it
        OptionalLong last = pending != null ? OptionalLong.empty()
                : lastShown(options, file);
        opening = pending != null ? pending
                : CompletableFuture.supplyAsync(() -> open(file, clock, last),
                        DynastApp::onOwnThread);
    }

    /**
     * When the FX toolkit could not start (no display): the arguments' refusal or {@code --help} is still told, and
     * the process ends with its exit code; otherwise this returns and the launcher reports the toolkit's failure.
     */
    static void answerArgumentsWithoutWindow() {
        var parsed = parsedEarly;
        if (parsed == null) {
            return;
        }
        try {
            if (joined(parsed).help()) {
                System.out.print(WindowOptions.usage());
                System.exit(0);
            }
        } catch (WindowOptions.Refused e) {
            System.err.println(Launcher.refusal(e));
            System.exit(2);
        }
    }

    /** The arguments main's thread parsed, or the refusal it met (what it threw). */
    private static WindowOptions joined(CompletableFuture<WindowOptions> parsed) {
        try {
            return parsed.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw e;
        }
    }

    /** The dynasty file being opened (started by main, or by {@link #init()}), off the FX thread. */
    private CompletableFuture<Opened> opening;

    private static void onOwnThread(Runnable command) {
        Thread t = new Thread(command, "dynast-open");
        t.setDaemon(true);
        t.start();
    }

    /** When main called {@code Application.launch}: the FX toolkit starts from there. */
    private static volatile long launched = System.nanoTime();

    static void launching() {
        launched = System.nanoTime();
    }

    private void use(Opened opened) {
        store = opened.store();
        first = opened.first();
        openFailure = opened.failure();
    }

    /** Opens the file (building it, demo included, if new): off the FX thread. */
    private void openFile() {
        use(open(file, clock, lastShown(options, file)));
    }

    /** Opens (or creates) {@code file}; the dynasty shown first is {@code last} if the file still holds it. */
    private static Opened open(Path file, GameClock clock, OptionalLong last) {
        GameStore store = null;
        try {
            // a new file is built whole, demo included, before it is put in place
            String actor = BlogBotsDemo.EMPEROR;
            long start = System.nanoTime();
            boolean created = !Files.exists(
                    Database.basePath(file).resolveSibling(Database.basePath(file).getFileName() + Database.FILE_SUFFIX));
            long[] seeding = {0};
            // the shipped profiles are checked on the console's worker, before its tabs read anything (showConsole)
            store = GameStore.openLeavingProfileCheck(file, clock, MODULES, fresh -> {
                long seeded = System.nanoTime();
                DemoDynasty.seedIfEmpty(fresh, actor);
                seeding[0] = System.nanoTime() - seeded;
            });
            long opened = System.nanoTime();
            StartupTimings.record(created ? "create the file" : "open the file", start, opened, 0);
            if (created) {
                StartupTimings.record("demo seeding (new file)", start, start + seeding[0], 1);
            }
            StartupTimings.recordParts(opened - store.openPhases().values().stream().mapToLong(Long::longValue).sum(),
                    store.openPhases(), 1);
            GameStore s = store;
            Dynasty first = StartupTimings.time("first dynasty", 0, () -> {
                if (s.dynasties().all().isEmpty()) {
                    s.checkShippedProfiles(); // the demo is made with them
                }
                Dynasty seeded = DemoDynasty.seedIfEmpty(s, actor);
                return last.isPresent() ? s.dynasties().find(last.getAsLong()).orElse(seeded) : seeded;
            });
            return new Opened(store, first, null);
        } catch (RuntimeException e) {
            if (store != null) {
                store.close();
            }
            return new Opened(null, null, e);
        }
    }

    @Override
    public void start(Stage stage) {
        if (refused != null || options.help()) {
            if (refused != null) {
                System.err.println(Launcher.refusal(refused));
            } else {
                System.out.print(WindowOptions.usage());
            }
            Platform.exit();
            return;
        }
        settings = Settings.in(
                DataLocation.settings(options, System.getenv(), System.getProperty("user.home")));
        Themes.useModules(MODULES);
        StartupTimings.time("theme (user-agent stylesheet)", 0, () -> {
            Themes.use(Themes.Theme.named(
                    settings.get(Themes.SETTING, "light")));
            return null;
        });
        if (replay != null) {
            // the module that opens replays shows it (BlogBots' viewer-only window); the root names no module
            boolean measure = options.measureFrames();
            boolean exit = options.exitAfterShown();
            if (uis().forModules(MODULES).all().stream()
                    .anyMatch(ui -> ui.showReplay(stage, replay, executor, measure, exit))) {
                return;
            }
        }
        showSkeleton(stage);
    }

    /**
     * Shows the window at once as a skeleton ({@link Skeleton}: the shell, the tab headers, which file is opening);
     * once the file is open the console's parts are prepared on a thread of their own ({@link Console#prepare}: its
     * ViewModels, the window's and the first tab's FXML) while the skeleton stays painted and moving; once it is
     * painted and they are ready, the console replaces it (or the file is refused, or restored).
     */
    private void showSkeleton(Stage stage) {
        long building = System.nanoTime();
        Scene scene = Skeleton.show(stage, Messages.load(MODULES), settings, file);
        StartupTimings.record("skeleton (build and show)", building, System.nanoTime(), 0);
        System.out.println("Dynast: window shown " + sinceJvmStart() + " ms after JVM start (skeleton, opening " + file
                + ")");
        long shown = System.nanoTime();
        gaps.start();
        CompletableFuture<Console.Parts> parts = opening.thenApplyAsync(
                opened -> opened.failure() == null ? prepare(stage, opened) : null, DynastApp::onConsoleThread);
        // the console is attached on the FX thread, which then paints nothing: first let the skeleton be painted, also
        // where the window system maps the window after its first frame (X11 asks for a repaint once it is mapped)
        afterFrames(scene, SKELETON_FRAMES, shown + SKELETON_SETTLE_NANOS, () -> {
            StartupTimings.record("skeleton painted", shown, System.nanoTime(), 0);
            long waiting = System.nanoTime();
            parts.whenComplete((prepared, failed) -> Platform.runLater(() -> {
                Throwable error = failed instanceof CompletionException wrapped
                        && wrapped.getCause() != null ? wrapped.getCause() : failed;
                StartupTimings.record("waiting for the file and the console's parts", waiting, System.nanoTime(), 0);
                Opened opened = opening.getNow(null);
                if (opened == null) { // the file could not be opened at all (not a failure it reported)
                    use(new Opened(null, null, null));
                    openFailure = error;
                } else {
                    use(opened);
                    if (openFailure == null && error != null) { // the console's parts could not be built
                        store.close();
                        openFailure = error;
                    }
                }
                if (openFailure != null) {
                    refuseOrRestore(stage);
                } else {
                    showConsole(stage, prepared);
                }
            }));
        });
    }

    /**
     * Prepares the console's parts off the FX thread (on the console thread): the worker first checks the shipped
     * profiles, then runs the refreshes the ViewModels ask for; their results are held back until the console is on
     * the stage ({@link FxTaskExecutor#hold()}).
     */
    private Console.Parts prepare(Stage stage, Opened opened) {
        long start = System.nanoTime();
        executor.hold();
        checkProfiles(opened.store());
        Console.Parts made = Console.prepare(opened.store(), opened.first(), clock, executor,
                new FxDialogService(() -> stage, Messages.load(MODULES)), path -> GameStore.open(path, clock, MODULES), settings, true, uis());
        StartupTimings.record("console's parts (on their own thread)", start, System.nanoTime(), 0);
        return made;
    }

    /** The installed modules' console parts, found (ServiceLoader) the first time they are needed. */
    private synchronized ModuleUis uis() {
        if (uis == null) {
            uis = ModuleUis.discover();
        }
        return uis;
    }

    private static void onConsoleThread(Runnable command) {
        Thread t = new Thread(command, "dynast-console");
        t.setDaemon(true);
        t.start();
    }

    /** The worker's first task, before the tabs' first refreshes, which it runs in order: they read checked profiles. */
    private void checkProfiles(GameStore checking) {
        executor.submit(() -> StartupTimings.time("profile check (on the worker)", 1, checking::checkShippedProfiles),
                wrote -> { }, e -> {
                    LOG.warn("the shipped profiles could not be checked", e);
                    console.main().say(Failures.message(e));
                });
    }

    /** How long the window stood still at most, from the skeleton's showing to the console's being ready. */
    private final FrameGaps gaps = new FrameGaps();

    /** Frames the skeleton is given to be painted before the console is built, and the least time that takes. */
    private static final int SKELETON_FRAMES = 3;
    private static final long SKELETON_SETTLE_NANOS = 100_000_000L;

    /** Runs {@code then} on the FX thread once {@code frames} pulses have laid out {@code scene} and it is {@code notBefore}. */
    private static void afterFrames(Scene scene, int frames, long notBefore, Runnable then) {
        Frames.afterNext(scene, () -> {
            if (frames <= 1 && System.nanoTime() >= notBefore) {
                then.run();
            } else {
                afterFrames(scene, frames - 1, notBefore, then);
            }
        });
    }

    private static long sinceJvmStart() {
        return Math.round(StartupTimings.at(System.nanoTime()));
    }

    /**
     * The file could not be opened: says why; a damaged file with backups is offered its newest one, restored (off the
     * FX thread) before the console is shown.
     */
    private void refuseOrRestore(Stage stage) {
        Messages messages = Messages.load(MODULES);
        List<Backups.Backup> backups = openFailure instanceof DamagedFileException damaged
                ? damaged.backups() : List.of(); // read from the folder once
        if (!backups.isEmpty()) {
            DamagedFileException damaged = (DamagedFileException) openFailure;
            Backups.Backup newest = backups.get(0);
            ButtonType restore = new ButtonType(messages.get("dialog.damaged.restore"),
                    ButtonBar.ButtonData.OK_DONE);
            ButtonType quit = new ButtonType(messages.get("menu.file.quit").replace("_", ""),
                    ButtonBar.ButtonData.CANCEL_CLOSE);
            Alert alert = new Alert(Alert.AlertType.WARNING, Failures.message(openFailure), restore, quit);
            alert.setHeaderText(messages.get("dialog.damaged.header", damaged.file().getFileName()));
            alert.getDialogPane().setMinWidth(560);
            // no window is shown while the backup is restored: the toolkit must not take that for the end
            Platform.setImplicitExit(false);
            if (alert.showAndWait().filter(restore::equals).isPresent()) {
                executor.submit(() -> {
                    Backups.restore(damaged.file(), newest, clock.now());
                    openFile();
                    return openFailure;
                }, failure -> {
                    if (failure == null) {
                        showConsole(stage, null);
                        console.main().say(messages.get("message.restored", damaged.file().getFileName(),
                                newest.describe()));
                    } else {
                        refuseOrRestore(stage);
                    }
                }, e -> {
                    openFailure = e;
                    refuseOrRestore(stage);
                });
                return;
            }
            Platform.exit();
            return;
        }
        Alert alert = new Alert(Alert.AlertType.ERROR, Failures.message(openFailure), ButtonType.OK);
        alert.setHeaderText("Dynast cannot open " + file);
        alert.getDialogPane().setMinWidth(560);
        alert.showAndWait();
        Platform.exit();
    }

    /** Shows the console on {@code stage}: the parts prepared off the FX thread, else (a restored file) built now. */
    private void showConsole(Stage stage, Console.Parts prepared) {
        Platform.setImplicitExit(true);
        Console.Parts parts = prepared;
        if (parts == null) {
            Messages messages = Messages.load(MODULES);
            checkProfiles(store);
            parts = Console.prepare(store, first, clock, executor, new FxDialogService(() -> stage, messages),
                    path -> GameStore.open(path, clock, MODULES), settings, true, uis());
        }
        long built = System.nanoTime();
        console = new Console(stage, parts);
        StartupTimings.record("console (module tabs, menus, scene)", built, System.nanoTime(), 0);
        executor.release(); // the refreshes read meanwhile reach the console now
        long shown = System.nanoTime();
        // the console is on screen after two pulses, the window's shell then the shown tab's content (each styled and
        // laid out in its own); it is ready once the refreshes its tabs asked for when they were made (the first
        // tab's data, read on the worker) are shown too
        Runnable putBack = console.view().holdShownTab();
        Frames.afterNext(stage.getScene(), () -> {
            StartupTimings.record("console's first frame (the window's shell)", shown, System.nanoTime(), 0);
            long tab = System.nanoTime();
            putBack.run();
            Frames.afterNext(stage.getScene(), () -> consoleShown(stage, tab));
        });
        if (WelcomeViewModel.showAtStart(settings)
                && !options.exitAfterShown()) {
            console.showWelcome();
        }
    }

    /** The console's shown tab has had its first frame (since {@code tab}): start-up ends once its data are shown. */
    private void consoleShown(Stage stage, long tab) {
        StartupTimings.record("the shown tab's first frame (its content)", tab, System.nanoTime(), 0);
        long loading = System.nanoTime();
        executor.submit(() -> null, done -> Frames.afterNext(stage.getScene(), () -> {
            StartupTimings.record("the tabs' data shown", loading, System.nanoTime(), 0);
            StartupTimings.finish();
            try {
                if (options.timings()) {
                    System.out.print(StartupTimings.report(StartupTimings.phases()));
                }
                System.out.print(StartupTimings.readyLine(StartupTimings.at(System.nanoTime()),
                        StartupTimings.processCpuMillis(), StartupTimings.threadCpuMillis(), gaps.stop(),
                        store.description()));
            } finally {
                if (options.exitAfterShown() && options.tour()) {
                    TrainingTour.run(stage.getScene(), executor, console.session()::dynasty, stage::close);
                } else if (options.exitAfterShown()) {
                    stage.close();
                }
            }
        }), e -> LOG.warn("start-up: the tabs' first refresh failed", e));
    }

    @Override
    public void stop() {
        executor.closeAndWait(); // nothing still reading when the file closes
        if (console != null) {
            console.session().close();
        }
        LOG.info("Dynast closed");
    }
}
