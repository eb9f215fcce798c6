package org.dynast.app.desktop;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.dynast.app.blogbots.arena.Goldens;
import org.dynast.app.blogbots.arena.ViewerWindow;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.model.dynasty.Dynasty;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * A new user's journeys through the real console on a real X display with a window manager (Openbox), at the screen
 * size of the run (1024×700, 1280×800 and 1920×1080: three runs of the desktop profile). Each step asserts what a
 * user would notice ({@link SceneChecks}): every window at least its content's size and on the screen, no control of
 * the shown content cut off without a scroll bar, no toolbar hiding controls behind », no label cut to "…", the main
 * window still maximised after a dialog; and saves a screenshot under {@code target/journeys/<screen>/}.
 */
@Tag("desktop")
class DesktopJourneysTest {

    private final FxRobot robot = new FxRobot();
    private Desktop desktop;

    @AfterEach
    void quit() throws Exception {
        if (desktop != null) {
            desktop.quit();
        }
    }

    @Test
    void firstLaunchShowsTheWelcomeWholeThenTheConsoleOnTheScreen() throws Exception {
        desktop = Desktop.start("first-launch");
        Desktop.await(30, () -> desktop.others().size() == 1);
        desktop.check("the first launch, with the welcome page");
        desktop.shoot("first-launch-welcome");
        robot.type(KeyCode.ESCAPE);
        Desktop.await(10, () -> desktop.others().isEmpty());
        desktop.check("the first launch, after the welcome page is closed");
        desktop.shoot("first-launch-console");
    }

    @Test
    void everyTabOfEveryDemoDynastyFitsTheWindowLightAndDark() throws Exception {
        desktop = Desktop.start("every-tab");
        closeWelcome();
        for (String theme : List.of("light", "dark")) {
            desktop.fx(() -> menuItem(theme + "ThemeItem").fire());
            List<Dynasty> dynasties = desktop.read(() -> List.copyOf(switcher().getItems()));
            for (Dynasty dynasty : dynasties) {
                desktop.fx(() -> switcher().setValue(dynasty));
                Desktop.await(30, () -> desktop.read(() -> desktop.main().getTitle().contains(dynasty.name())));
                int count = desktop.read(() -> desktop.tabs().getTabs().size());
                for (int i = 0; i < count; i++) {
                    int index = i;
                    Tab tab = desktop.read(() -> desktop.tabs().getTabs().get(index));
                    desktop.fx(() -> desktop.tabs().getSelectionModel().select(tab));
                    Desktop.await(30, () -> desktop.read(() -> tab.getContent() != null));
                    String step = dynasty.name() + " › " + tab.getText() + " (" + theme + ")";
                    desktop.shoot("tab-" + slug(dynasty.name()) + "-" + slug(tab.getText()) + "-" + theme);
                    desktop.check(step);
                }
            }
        }
    }

    @Test
    void aDialogOpensAtItsSizeAndLeavesTheMainWindowMaximized() throws Exception {
        desktop = Desktop.start("dialogs");
        closeWelcome();
        desktop.fx(() -> desktop.main().setMaximized(true));
        Desktop.await(10, () -> desktop.read(() -> desktop.main().isMaximized()));
        desktop.fx(() -> desktop.tabs().getSelectionModel().select(tab("mattersTab")));
        desktop.settle();
        for (String button : List.of("newMatterButton", "importThreadButton")) {
            desktop.later(() -> ((Button) desktop.main().getScene().lookup("#" + button)).fire());
            Desktop.await(15, () -> desktop.others().size() == 1);
            desktop.shoot("dialog-" + slug(button));
            desktop.check("the dialog of #" + button);
            assertThat(desktop.read(() -> desktop.main().isMaximized())).as("the main window maximised under the "
                    + "dialog of #" + button).isTrue();
            robot.type(KeyCode.ESCAPE);
            Desktop.await(10, () -> desktop.others().isEmpty());
            assertThat(desktop.read(() -> desktop.main().isMaximized())).as("the main window maximised after the "
                    + "dialog of #" + button).isTrue();
        }
        for (String item : List.of("newDynastyItem", "userGuideItem", "walkthroughsItem", "logItem", "diceItem",
                "aboutItem")) {
            desktop.later(() -> menuItem(item).fire());
            Desktop.await(15, () -> desktop.others().size() == 1);
            desktop.shoot("window-" + slug(item));
            desktop.check("the window of " + item);
            assertThat(desktop.read(() -> desktop.main().isMaximized())).as("the main window maximised under the "
                    + "window of " + item).isTrue();
            Window shown = desktop.others().get(0);
            desktop.fx(() -> ((Stage) shown).close());
            Desktop.await(10, () -> desktop.others().isEmpty());
        }
        desktop.quit();
        desktop.launch();
        assertThat(desktop.read(() -> desktop.main().isMaximized())).as("a relaunch opens maximised, as it was left")
                .isTrue();
        closeWelcome();
    }

    @Test
    void aVoteTypedInTheQuickVoteFieldIsCountedAndUndone() throws Exception {
        desktop = Desktop.start("vote");
        closeWelcome();
        desktop.fx(() -> desktop.tabs().getSelectionModel().select(tab("mattersTab")));
        desktop.settle();
        robot.clickOn("#quickVoteField").write("cogs for").type(KeyCode.ENTER);
        Desktop.await(10, () -> desktop.read(() -> ((TextField) desktop.main().getScene().lookup("#quickVoteField"))
                .getText().isEmpty()));
        desktop.shoot("vote-counted");
        desktop.check("a vote counted");
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        desktop.shoot("vote-undone");
        desktop.check("a vote undone");
    }

    @Test
    void aReplayOpensInTheViewerWindowAtItsSize() throws Exception {
        desktop = Desktop.start("replay");
        closeWelcome();
        FxTaskExecutor executor = new FxTaskExecutor();
        desktop.fx(() -> ViewerWindow.show(new Stage(), Goldens.path(1), executor, false, false));
        Desktop.await(20, () -> desktop.others().size() == 1);
        desktop.shoot("replay-viewer");
        desktop.check("the bout viewer of a replay");
        desktop.fx(() -> ((Stage) desktop.others().get(0)).close());
    }

    private void closeWelcome() throws Exception {
        Desktop.await(30, () -> desktop.others().size() == 1);
        desktop.fx(() -> ((Stage) desktop.others().get(0)).close());
        Desktop.await(10, () -> desktop.others().isEmpty());
    }

    @SuppressWarnings("unchecked")
    private ComboBox<Dynasty> switcher() {
        return (ComboBox<Dynasty>) desktop.main().getScene().lookup("#dynastySwitcher");
    }

    private Tab tab(String id) {
        return desktop.tabs().getTabs().stream().filter(t -> id.equals(t.getId())).findFirst().orElseThrow();
    }

    private MenuItem menuItem(String id) {
        javafx.scene.control.MenuBar bar = (javafx.scene.control.MenuBar) desktop.main().getScene().lookup("#menuBar");
        return bar.getMenus().stream().flatMap(m -> items(m.getItems()).stream()).filter(i -> id.equals(i.getId()))
                .findFirst().orElseThrow(() -> new AssertionError("no menu item #" + id));
    }

    private static List<MenuItem> items(List<MenuItem> items) {
        List<MenuItem> all = new java.util.ArrayList<>();
        for (MenuItem item : items) {
            all.add(item);
            if (item instanceof javafx.scene.control.Menu menu) {
                all.addAll(items(menu.getItems()));
            }
        }
        return all;
    }

    private static String slug(String text) {
        return text.toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
    }
}
