package org.dynast.app.help;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.event.ActionEvent;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCombination;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.app.common.Settings;
import org.dynast.app.shell.Console;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.fxmisc.richtext.StyleClassedTextArea;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Help menu in the real console: Keyboard Shortcuts lists the accelerators its menus have (a module's File
 * command too), the User Guide finds and highlights what is typed in its find box, and the welcome page lists the
 * file's dynasties, turns itself off and starts a walkthrough.
 */
@ExtendWith(ApplicationExtension.class)
class HelpMenuUiTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private final FakeDialogs dialogs = new FakeDialogs();
    private final Settings settings = Settings.inMemory();
    private GameStore store;
    private Console console;

    @Start
    void start(Stage stage) {
        store = GameStore.inMemory("help-" + UUID.randomUUID(), clock);
        console = new Console(stage, store, DemoDynasty.seedIfEmpty(store, "Ferrous"), clock, executor, dialogs,
                path -> store, settings);
        stage.show();
    }

    @AfterEach
    void stop() {
        executor.close();
        store.close();
    }

    private MenuItem helpItem(String id) {
        Menu help = console.view().menuBar().getMenus().stream().filter(m -> "helpMenu".equals(m.getId()))
                .findFirst().orElseThrow();
        return help.getItems().stream().filter(i -> id.equals(i.getId())).findFirst().orElseThrow();
    }

    private static Stage window(String title) throws TimeoutException {
        await(() -> Window.getWindows().stream().anyMatch(w -> w instanceof Stage s && title.equals(s.getTitle())));
        return (Stage) Window.getWindows().stream().filter(w -> w instanceof Stage s && title.equals(s.getTitle()))
                .findFirst().orElseThrow();
    }

    @Test
    void keyboardShortcutsAreReadFromTheMenus(FxRobot robot) throws Exception {
        robot.interact(() -> helpItem("shortcutsItem").fire());
        Stage shortcuts = window("Keyboard Shortcuts");
        @SuppressWarnings("unchecked")
        TableView<KeyboardShortcuts.Row> table = (TableView<KeyboardShortcuts.Row>) shortcuts.getScene().getRoot();
        List<KeyboardShortcuts.Row> rows = table.getItems();
        String open = KeyCombination.keyCombination("Shortcut+O").getDisplayText();
        assertThat(rows).contains(new KeyboardShortcuts.Row("File \u203a Open File\u2026", open),
                new KeyboardShortcuts.Row("Help \u203a User Guide", "F1"),
                new KeyboardShortcuts.Row("View \u203a Action Log\u2026",
                        KeyCombination.keyCombination("Shortcut+L").getDisplayText()));
        // the BlogBots module's File command, added to the menu at start: read from the menu, not typed in a list
        assertThat(rows).anyMatch(r -> r.command().startsWith("File \u203a Open Replay"));
        // the tabs' own keys (Ctrl+F filters the tab shown) are listed from the window's accelerators
        assertThat(rows).anyMatch(r -> r.command().startsWith("On the tab shown") && r.keys().equals(
                KeyCombination.keyCombination("Shortcut+F").getDisplayText()));
        robot.interact(shortcuts::close);
    }

    @Test
    void theUserGuideHighlightsWhatItsFindBoxFinds(FxRobot robot) throws Exception {
        robot.interact(() -> helpItem("userGuideItem").fire());
        Stage guide = window("Dynast User Guide");
        StyleClassedTextArea text = (StyleClassedTextArea) guide.getScene().getRoot().lookup("#guideText");
        assertThat(text.getText()).startsWith("Using the console");
        TextField find = (TextField) guide.getScene().getRoot().lookup("#guideSearchField");
        robot.interact(() -> find.setText("Quorum"));
        int first = text.getText().toLowerCase(Locale.ROOT).indexOf("quorum");
        await(() -> text.getStyleAtPosition(first + 1).contains("guide-hit-current"));
        String status = ((Label) guide.getScene().getRoot().lookup("#guideSearchStatus")).getText();
        assertThat(status).startsWith("1 of ");
        robot.interact(() -> find.fireEvent(new ActionEvent())); // Enter: the next hit
        await(() -> text.getStyleAtPosition(first + 1).contains("guide-hit")
                && !text.getStyleAtPosition(first + 1).contains("guide-hit-current"));
        assertThat(text.getCaretPosition()).isGreaterThan(first);
        robot.interact(guide::close);
    }

    @Test
    void theWelcomePageListsTheDynastiesTurnsItselfOffAndStartsAWalkthrough(FxRobot robot) throws Exception {
        robot.interact(() -> helpItem("welcomeItem").fire());
        Stage welcome = window("Welcome to Dynast");
        @SuppressWarnings("unchecked")
        ListView<String> list = (ListView<String>) welcome.getScene().getRoot().lookup("#welcomeDynasties");
        await(() -> list.getItems().size() >= 2);
        assertThat(list.getItems()).anyMatch(s -> s.startsWith("Widget Works \u2014 Ruleset 190, its Workers"));
        assertThat(welcome.getScene().getRoot().lookup("#welcomeReplayButton").isVisible()).isTrue();
        CheckBox show = (CheckBox) welcome.getScene().getRoot().lookup("#welcomeShowAtStart");
        assertThat(show.isSelected()).isTrue();
        robot.interact(() -> show.setSelected(false));
        assertThat(settings.get("welcome.showAtStart", "")).isEqualTo("false");
        dialogs.choices.add("How a dynasty works");
        robot.interact(() -> ((Button) welcome.getScene().getRoot().lookup("#welcomeWalkthroughButton")).fire());
        Stage walkthrough = window("Walkthrough: How a dynasty works \u2014 practice on "
                + console.session().dynasty().name());
        assertThat(welcome.isShowing()).isFalse();
        robot.interact(walkthrough::close);
    }

    private static void await(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
