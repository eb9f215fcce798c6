package org.dynast.app.desktop;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.geometry.Rectangle2D;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.stage.PopupWindow;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.stage.WindowEvent;
import org.dynast.app.DynastApp;
import org.dynast.app.FxReads;
import org.dynast.model.dynasty.Dynasty;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The real console on a real X display with a window manager (Xvfb and Openbox, started by
 * {@code src/test/desktop/displays.sh}, which the {@code desktop} profile runs), at the screen size the display was
 * made with ({@code dynast.desktop.screen}, e.g. {@code 1280x800}). Screenshots go to
 * {@code target/journeys/<screen>/}.
 */
final class Desktop {

    private final Path folder;
    private final Path shots;
    private Application app;
    private Stage main;

    private Desktop(Path folder, Path shots) {
        this.folder = folder;
        this.shots = shots;
    }

    /** The screen the journeys were asked to run at, e.g. "1280x800". */
    static String screen() {
        String screen = System.getProperty("dynast.desktop.screen");
        if (screen == null || !screen.matches("\\d+x\\d+")) {
            throw new IllegalStateException("The desktop journeys run under the desktop profile (mvn -B verify "
                    + "-Pdesktop), which starts Xvfb and Openbox (apt-get install xvfb openbox x11-utils wmctrl "
                    + "imagemagick) and says which screen each run is for; dynast.desktop.screen is not set");
        }
        return screen;
    }

    /**
     * Checks the display is the one asked for, with a window manager running on it, and starts the console on a new
     * file in a new data folder.
     */
    static Desktop start(String name) throws Exception {
        String screen = screen();
        String display = System.getenv("DISPLAY");
        if (display == null || display.isBlank()) {
            throw new IllegalStateException("No DISPLAY: the desktop journeys need an X display (mvn -B verify -Pdesktop)");
        }
        Process wm = new ProcessBuilder("wmctrl", "-m").redirectErrorStream(true).start();
        String wmSays = new String(wm.getInputStream().readAllBytes());
        assertThat(wm.waitFor()).as("a window manager on " + display + " (wmctrl -m: " + wmSays.strip() + ")")
                .isZero();
        Path root = Path.of("target", "journeys", screen).toAbsolutePath();
        Path folder = Files.createDirectories(root.resolve("homes")).resolve(name + "-" + System.nanoTime());
        Files.createDirectories(folder);
        Desktop desktop = new Desktop(folder, Files.createDirectories(root));
        desktop.launch();
        Rectangle2D bounds = FxReads.fx(() -> Screen.getPrimary().getBounds());
        assertThat((int) bounds.getWidth() + "x" + (int) bounds.getHeight()).as("the X screen").isEqualTo(screen);
        return desktop;
    }

    /** Starts the console (again) on this journey's file, as the launcher does, and waits for its tabs. */
    void launch() throws Exception {
        FxToolkit.registerPrimaryStage();
        main = FxToolkit.registerStage(Stage::new); // a new window each launch, as a new process has
        Path file = folder.resolve("dynast.mv.db");
        app = FxToolkit.setupApplication(DynastApp.class, "--file=" + file, "--home=" + folder);
        await(180, () -> FxReads.fx(() -> tabs() != null && !tabs().getTabs().isEmpty()
                && tabs().getSelectionModel().getSelectedItem() != null
                && tabs().getSelectionModel().getSelectedItem().getContent() != null));
        // the console exits JavaFX with its last window; the journeys' JVM relaunches it, so JavaFX must stay up
        FxReads.fx(() -> {
            Platform.setImplicitExit(false);
            return null;
        });
        settle();
    }

    /** Closes the console as the user does (its window), so that it saves what it remembers. */
    void quit() throws TimeoutException {
        FxReads.fx(() -> {
            for (Window window : List.copyOf(Window.getWindows())) {
                if (window != main && window instanceof Stage stage) {
                    stage.close();
                }
            }
            main.fireEvent(new WindowEvent(main, WindowEvent.WINDOW_CLOSE_REQUEST));
            return null;
        });
        await(20, () -> FxReads.fx(() -> !main.isShowing()));
        FxToolkit.cleanupApplication(app);
    }

    Stage main() {
        return main;
    }

    Path folder() {
        return folder;
    }

    TabPane tabs() {
        return main.getScene() == null ? null : (TabPane) main.getScene().lookup("#tabs");
    }

    /** The showing windows other than the main one (dialogs and tool windows), newest last. */
    List<Window> others() {
        return FxReads.fx(() -> Window.getWindows().stream()
                .filter(w -> w != main && w.isShowing() && !(w instanceof PopupWindow)).toList());
    }

    /** Waits until the window manager and JavaFX have done what they were doing: two pulses and a short pause. */
    void settle() {
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.sleep(400, TimeUnit.MILLISECONDS);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The X screen as the user sees it, window frames included, saved as {@code <name>.png}. */
    Path shoot(String name) throws IOException, InterruptedException {
        settle();
        return shootAsIs(name);
    }

    /** The X screen now, without waiting on the FX thread (which a native dialog may hold). */
    Path shootAsIs(String name) throws IOException, InterruptedException {
        Path png = shots.resolve(name.toLowerCase(Locale.ROOT) + ".png");
        Process p = new ProcessBuilder("import", "-window", "root", png.toString()).redirectErrorStream(true).start();
        String says = new String(p.getInputStream().readAllBytes());
        assertThat(p.waitFor()).as("import -window root: " + says).isZero();
        return png;
    }

    /** Asserts that nothing a user would notice is wrong with the showing windows, naming the step. */
    void check(String step) {
        settle();
        // the window manager places and sizes windows when it gets to them (seconds, on a loaded machine): what a
        // user notices is the state it settles in, so a problem must still be there after 10 s to count
        List<String> problems = FxReads.fx(SceneChecks::problems);
        for (long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(10); !problems.isEmpty()
                && System.nanoTime() < until; ) {
            WaitForAsyncUtils.sleep(500, TimeUnit.MILLISECONDS);
            settle();
            problems = FxReads.fx(SceneChecks::problems);
        }
        assertThat(problems).as("at " + screen() + ", " + step).isEmpty();
    }

    void fx(Runnable action) {
        FxReads.fx(() -> {
            action.run();
            return null;
        });
    }

    /** Runs {@code action} later on the FX thread (it may open a modal dialog, which does not return until closed). */
    void later(Runnable action) {
        Platform.runLater(action);
        WaitForAsyncUtils.waitForFxEvents();
    }

    <T> T read(Callable<T> read) {
        return FxReads.fx(read);
    }

    static void await(int seconds, BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /**
     * Waits until {@code count} windows besides the main one show; on a timeout says which windows were showing
     * (their titles and whether focused), so a journey's failure names what the user would have seen.
     */
    void awaitOthers(int count, int seconds) {
        try {
            await(seconds, () -> others().size() == count);
        } catch (TimeoutException e) {
            try {
                shoot("timeout-" + System.nanoTime());
            } catch (IOException | InterruptedException | RuntimeException notShot) {
                // the report below says what was showing
            }
            throw new AssertionError("after " + seconds + " s, " + count + " window(s) besides the main one were expected; "
                    + "showing: " + read(() -> Window.getWindows().stream().filter(Window::isShowing)
                    .map(w -> (w instanceof Stage st ? "\"" + st.getTitle() + "\"" : w.getClass().getSimpleName())
                            + (w.isFocused() ? " (focused)" : "")).toList()), e);
        }
    }

    /** Shows the tab {@code id} and waits until its View is built (a core tab is built when first shown). */
    void showTab(String id, String control) throws Exception {
        fx(() -> tabs().getSelectionModel().select(tab(id)));
        // built, and its data read (a control waiting for them is off until then)
        await(90, () -> read(() -> main().getScene().lookup(control) != null
                && !main().getScene().lookup(control).isDisabled()));
        settle();
    }

    void closeWelcome() throws Exception {
        awaitOthers(1, 120);
        fx(() -> ((Stage) others().get(0)).close());
        awaitOthers(0, 30);
    }

    @SuppressWarnings("unchecked")
    ComboBox<Dynasty> switcher() {
        return (ComboBox<Dynasty>) main().getScene().lookup("#dynastySwitcher");
    }

    Tab tab(String id) {
        return tabs().getTabs().stream().filter(t -> id.equals(t.getId())).findFirst().orElseThrow();
    }

    MenuItem menuItem(String id) {
        MenuBar bar = (MenuBar) main().getScene().lookup("#menuBar");
        return bar.getMenus().stream().flatMap(m -> items(m.getItems()).stream()).filter(i -> id.equals(i.getId()))
                .findFirst().orElseThrow(() -> new AssertionError("no menu item #" + id));
    }

    private static List<MenuItem> items(List<MenuItem> items) {
        List<MenuItem> all = new ArrayList<>();
        for (MenuItem item : items) {
            all.add(item);
            if (item instanceof Menu menu) {
                all.addAll(items(menu.getItems()));
            }
        }
        return all;
    }

    static String slug(String text) {
        return text.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
    }
}
