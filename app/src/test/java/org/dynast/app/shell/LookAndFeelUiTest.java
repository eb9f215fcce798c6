package org.dynast.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.application.Application;
import javafx.geometry.Rectangle2D;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.app.common.Settings;
import org.dynast.app.common.Themes;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The console's look (issue 17): View › Theme switches every window between light and dark and the choice is
 * remembered in the console's settings file (never the user's Java preferences); Alt+F opens File; the window's
 * size and last tab are remembered.
 */
@ExtendWith(ApplicationExtension.class)
class LookAndFeelUiTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private final FakeDialogs dialogs = new FakeDialogs();
    @TempDir
    static Path dir;
    private Path settingsFile;
    private GameStore store;
    private Console console;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        settingsFile = dir.resolve("settings-" + UUID.randomUUID() + ".properties");
        Themes.use(Themes.Theme.LIGHT);
        store = GameStore.inMemory("look-" + UUID.randomUUID(), clock);
        Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
        console = new Console(stage, store, demo, clock, executor, dialogs, path -> store, Settings.in(settingsFile));
        stage.show();
    }

    @AfterEach
    void stop(FxRobot robot) {
        robot.interact(() -> Themes.use(Themes.Theme.LIGHT)); // the next UI test starts in the default look
        store.close();
    }

    @Test
    void viewThemeDarkRestylesTheWindowAndIsRemembered(FxRobot robot) throws Exception {
        Region root = console.view().root();
        double lightBackground = luminance(root);
        assertThat(lightBackground).isGreaterThan(0.8);

        robot.clickOn("View").clickOn("Theme").clickOn("Dark");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(Themes.current()).isEqualTo(Themes.Theme.DARK);
        assertThat(Application.getUserAgentStylesheet()).contains("primer-dark");
        assertThat(stage.getScene().getStylesheets()).anyMatch(s -> s.endsWith("dynast-dark.css"));
        assertThat(luminance(root)).as("the window's background is dark").isLessThan(0.25);
        assertThat(Files.readString(settingsFile)).contains("theme=DARK");
        assertThat(Settings.in(settingsFile).get(Themes.SETTING, "")).isEqualTo("DARK");

        robot.clickOn("View").clickOn("Theme").clickOn("Light");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(stage.getScene().getStylesheets()).noneMatch(s -> s.endsWith("dynast-dark.css"));
        assertThat(luminance(root)).isGreaterThan(0.8);
        assertThat(Settings.in(settingsFile).get(Themes.SETTING, "")).isEqualTo("LIGHT");
    }

    @Test
    void altFOpensTheFileMenu(FxRobot robot) {
        robot.clickOn("#tabs");
        robot.press(KeyCode.ALT).press(KeyCode.F).release(KeyCode.F).release(KeyCode.ALT);
        WaitForAsyncUtils.waitForFxEvents();
        Menu file = robot.lookup("#menuBar").queryAs(MenuBar.class).getMenus().get(0);
        assertThat(file.getId()).isEqualTo("fileMenu");
        assertThat(file.isShowing()).isTrue();
        robot.press(KeyCode.ESCAPE).release(KeyCode.ESCAPE);
    }

    @Test
    void theWindowSizeAndTheLastTabAreRemembered(FxRobot robot) throws Exception {
        robot.clickOn("Ruleset");
        robot.interact(() -> {
            stage.setMaximized(false); // a first launch on a screen smaller than the window opens maximised
            stage.setWidth(1111);
            stage.setHeight(707);
        });
        robot.interact(stage::close); // closing saves the settings
        Settings saved = Settings.in(settingsFile);
        assertThat(saved.get(WindowMemory.TAB, "")).isEqualTo("rulesetTab");
        assertThat(saved.number(WindowMemory.WIDTH)).contains(1111.0);
        assertThat(saved.number(WindowMemory.HEIGHT)).contains(707.0);

        // a new console on the same settings opens at that size, on that tab
        robot.interact(() -> {
            Stage next = new Stage();
            Console reopened = new Console(next, store, store.dynasties().all().get(0), clock, executor, dialogs,
                    path -> store, Settings.in(settingsFile));
            next.show();
            assertThat(next.getWidth()).isEqualTo(1111.0);
            assertThat(reopened.view().tabIds()).contains("rulesetTab");
            TabPane tabs = (TabPane) next.getScene().lookup("#tabs");
            assertThat(tabs.getSelectionModel().getSelectedItem().getId()).isEqualTo("rulesetTab");
            next.close();
        });

        // a position kept above the screen's top (an older Dynast kept -2,-40) opens with the title bar on the screen
        Settings above = Settings.in(settingsFile);
        above.put(WindowMemory.X, -2.0);
        above.put(WindowMemory.Y, -40.0);
        above.save();
        robot.interact(() -> {
            Stage next = new Stage();
            new Console(next, store, store.dynasties().all().get(0), clock, executor, dialogs, path -> store,
                    Settings.in(settingsFile));
            next.show();
            Rectangle2D screen = Screen.getPrimary().getVisualBounds();
            assertThat(next.getY()).as("the window's top").isGreaterThanOrEqualTo(screen.getMinY());
            assertThat(next.getX()).isGreaterThanOrEqualTo(screen.getMinX());
            next.close();
        });
    }

    @Test
    void helpAboutNamesTheVersionAndTheDataFile(FxRobot robot) throws TimeoutException {
        robot.clickOn("Help").clickOn("About Dynast");
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> robot.lookup("#aboutDialog").tryQuery().isPresent());
        DialogPane about = robot.lookup("#aboutDialog").queryAs(DialogPane.class);
        assertThat(about.getHeaderText()).startsWith("Dynast ").doesNotContain("unknown");
        assertThat(about.getContentText()).contains("Version: ").contains("Data file: ");
        robot.interact(() -> ((Stage) about.getScene().getWindow()).close());
    }

    private static double luminance(Region region) {
        var fills = region.getBackground() == null ? List.<BackgroundFill>of()
                : region.getBackground().getFills();
        if (fills.isEmpty() || !(fills.get(0).getFill() instanceof Color c)) {
            return luminance((Region) region.getScene().getRoot().lookup(".tab-pane"));
        }
        return 0.2126 * c.getRed() + 0.7152 * c.getGreen() + 0.0722 * c.getBlue();
    }
}
