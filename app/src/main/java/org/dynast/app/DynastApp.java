package org.dynast.app;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.stage.Stage;
import org.dynast.app.common.Failures;
import org.dynast.app.common.FxDialogService;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.app.common.Messages;
import org.dynast.app.shell.Console;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.store.Backups;
import org.dynast.model.store.DamagedFileException;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.GameClock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The JavaFX application: opens the dynasty file (seeding the demo on first launch) and shows the console. */
public final class DynastApp extends Application {

    private static final Logger LOG = LoggerFactory.getLogger(DynastApp.class);
    /** Start-up benchmark: print the launch-to-window time and close. */
    static final String EXIT_AFTER_SHOWN = "--exit-after-shown";

    private final GameClock clock = GameClock.system();
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private GameStore store;
    private Dynasty first;
    private Throwable openFailure;
    private Path file;
    private Console console;
    private Path replay;
    private org.dynast.app.common.Settings settings;

    @Override
    public void init() {
        replay = ReplayArgument.find(getParameters().getRaw()).orElse(null);
        if (replay != null) {
            return; // viewer-only: no dynasty file is opened or created
        }
        file = DataLocation.resolve(getParameters().getRaw(), System.getenv(), System.getProperty("user.home"));
        openFile();
    }

    /** Opens the file (building it, demo included, if new): off the FX thread. */
    private void openFile() {
        store = null;
        openFailure = null;
        try {
            // a new file is built whole, demo included, before it is put in place
            String actor = org.dynast.model.blogbots.BlogBotsDemo.EMPEROR;
            store = GameStore.open(file, clock, created -> DemoDynasty.seedIfEmpty(created, actor));
            first = DemoDynasty.seedIfEmpty(store, actor);
        } catch (RuntimeException e) {
            openFailure = e;
            if (store != null) {
                store.close();
            }
        }
    }

    @Override
    public void start(Stage stage) {
        settings = org.dynast.app.common.Settings.in(
                DataLocation.settings(System.getenv(), System.getProperty("user.home")));
        org.dynast.app.common.Themes.use(org.dynast.app.common.Themes.Theme.named(
                settings.get(org.dynast.app.common.Themes.SETTING, "light")));
        if (replay != null) {
            org.dynast.app.blogbots.arena.ViewerWindow.show(stage, replay, executor, getParameters().getRaw().contains(ReplayArgument.MEASURE_FRAMES),
                    getParameters().getRaw().contains(EXIT_AFTER_SHOWN));
            return;
        }
        if (openFailure != null) {
            refuseOrRestore(stage);
            return;
        }
        showConsole(stage);
    }

    /**
     * The file could not be opened: says why; a damaged file with backups is offered its newest one, restored (off the
     * FX thread) before the console is shown.
     */
    private void refuseOrRestore(Stage stage) {
        Messages messages = Messages.load();
        java.util.List<Backups.Backup> backups = openFailure instanceof DamagedFileException damaged
                ? damaged.backups() : java.util.List.of(); // read from the folder once
        if (!backups.isEmpty()) {
            DamagedFileException damaged = (DamagedFileException) openFailure;
            Backups.Backup newest = backups.get(0);
            ButtonType restore = new ButtonType(messages.get("dialog.damaged.restore"),
                    javafx.scene.control.ButtonBar.ButtonData.OK_DONE);
            ButtonType quit = new ButtonType(messages.get("menu.file.quit").replace("_", ""),
                    javafx.scene.control.ButtonBar.ButtonData.CANCEL_CLOSE);
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
                        showConsole(stage);
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

    private void showConsole(Stage stage) {
        Platform.setImplicitExit(true);
        Messages messages = Messages.load();
        console = new Console(stage, store, first, clock, executor, new FxDialogService(() -> stage, messages),
                path -> GameStore.open(path, clock), settings);
        stage.setOnShown(e -> {
            Instant started = ProcessHandle.current().info().startInstant().orElse(Instant.now());
            long ms = Duration.between(started, Instant.now()).toMillis();
            System.out.println("Dynast: window shown " + ms + " ms after JVM start (" + store.description() + ")");
            if (getParameters().getRaw().contains(EXIT_AFTER_SHOWN)) {
                Platform.runLater(stage::close);
            }
        });
        stage.setMinWidth(1024);
        stage.setMinHeight(640);
        stage.show();
        if (org.dynast.app.welcome.WelcomeViewModel.showAtStart(settings)
                && !getParameters().getRaw().contains(EXIT_AFTER_SHOWN)) {
            console.showWelcome();
        }
    }

    @Override
    public void stop() {
        if (console != null) {
            console.session().close();
        }
        executor.close();
        LOG.info("Dynast closed");
    }
}
