package org.dynast.app.tracker;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.dynast.app.common.FxDialogService;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.app.common.Messages;
import org.dynast.app.shell.Console;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A new Ruleset 168 dynasty with only its King, as New Dynasty leaves it: the Gamestate header counts what the status
 * bar counts, in the dynasty's terms, and no empty table or list in its tabs shows JavaFX's "No content in table".
 */
@ExtendWith(ApplicationExtension.class)
class NewDynastyGamestateUiTest {

    private static final Pattern ACTIVE = Pattern.compile("(\\d+) active (\\w+)");
    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private GameStore store;

    @Start
    void start(Stage stage) {
        store = GameStore.inMemory("new168-" + UUID.randomUUID(), clock);
        Dynasty d = store.dynasties().found("Kevan", "The Court", 168, new Terms("Wizard", "Wizards", "King"),
                "Kevan", LocalDate.of(2026, 11, 20));
        new Console(stage, store, store.dynasties().get(d.id()), clock, executor,
                new FxDialogService(() -> stage, Messages.load(DynastyModules.installed())), path -> store);
        stage.setWidth(1280);
        stage.setHeight(800);
        stage.show();
    }

    @AfterEach
    void stop() {
        executor.close();
        store.close();
    }

    @Test
    void theHeaderCountsWhatTheStatusBarCounts(FxRobot robot) throws TimeoutException {
        robot.clickOn("Gamestate");
        Label caption = robot.lookup("#captionLabel").queryAs(Label.class);
        Label status = robot.lookup("#quorumStatus").queryAs(Label.class);
        await(() -> ACTIVE.matcher(caption.getText()).find() && ACTIVE.matcher(status.getText()).find());
        assertThat(caption.getText()).isEqualTo("Ruleset 168: 1 active Wizard (the King has no row)")
                .doesNotContain("players").doesNotContain("Blank");
        Matcher header = ACTIVE.matcher(caption.getText());
        Matcher bar = ACTIVE.matcher(status.getText());
        assertThat(header.find() && bar.find()).isTrue();
        assertThat(header.group(0)).isEqualTo(bar.group(0));
    }

    @Test
    void noEmptyTableOrListSaysNoContent(FxRobot robot) throws TimeoutException {
        for (String tab : List.of("Gamestate", "Wizards", "Ruleset", "Votable Matters", "Roster")) {
            robot.clickOn(tab);
            WaitForAsyncUtils.waitForFxEvents();
            assertNoDefaultPlaceholder(robot, tab);
            // and every sub-tab of the tab (the Wizards' Stables, Breeding, Duels …)
            for (Node n : robot.lookup(".tab-pane").queryAll()) {
                if (n instanceof TabPane panes && panes.getId() != null && !panes.getId().equals("tabs")
                        && panes.isVisible() && panes.getScene() != null) {
                    for (Tab sub : List.copyOf(panes.getTabs())) {
                        robot.interact(() -> panes.getSelectionModel().select(sub));
                        WaitForAsyncUtils.waitForFxEvents();
                        assertNoDefaultPlaceholder(robot, tab + " \u203a " + sub.getText());
                    }
                }
            }
        }
    }

    private static void assertNoDefaultPlaceholder(FxRobot robot, String where) {
        List<String> shown = robot.lookup(NewDynastyGamestateUiTest::shown)
                .queryAll().stream().map(n -> n instanceof Labeled l ? l.getText() : n instanceof Text t ? t.getText()
                        : null).filter(t -> t != null && t.startsWith("No content in")).toList();
        assertThat(shown).as("default placeholders in %s", where).isEmpty();
    }

    private static boolean shown(Node n) {
        for (Node at = n; at != null; at = at.getParent()) {
            if (!at.isVisible()) {
                return false;
            }
        }
        return n.getScene() != null;
    }

    private static void await(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
