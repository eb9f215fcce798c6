package org.dynast.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.app.common.Settings;
import org.dynast.model.Demos;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.module.DynastyModules;
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
 * Issue 34's done-when: a console built with one module left out (the Wizards) opens a file that holds that module's
 * tables and a dynasty that runs it; the file opens, the dynasty's other modules' tabs work, and in place of the
 * Wizards tab the dynasty says, in plain words, which module it needs.
 */
@ExtendWith(ApplicationExtension.class)
class ModuleLeftOutUiTest {

    @TempDir
    static Path dir;

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private GameStore store;
    private Console console;

    /** The installed modules but the Wizards. */
    static DynastyModules withoutWizards() {
        return new DynastyModules(DynastyModules.installed().all().stream().filter(m -> !m.id().equals("wizards"))
                .toList());
    }

    @Start
    void start(Stage stage) {
        Path file = dir.resolve("all-modules.mv.db");
        // written by a build with every module: the Wizards' tables, history and demo dynasty are in it
        GameStore.open(file, clock, DynastyModules.installed(), s -> DemoDynasty.seedIfEmpty(s, "Ferrous")).close();
        store = GameStore.open(file, clock, withoutWizards());
        Dynasty court = store.dynasties().all().stream().filter(d -> d.modules().contains("wizards")).findFirst()
                .orElseThrow();
        console = new Console(stage, store, court, clock, executor, new FakeDialogs(), path -> store,
                Settings.inMemory(), true);
        stage.show();
    }

    @AfterEach
    void stop() {
        executor.close();
        store.close();
    }

    private Tab tab(FxRobot robot, String id) {
        return robot.lookup("#tabs").queryAs(TabPane.class).getTabs().stream().filter(t -> id.equals(t.getId()))
                .findFirst().orElseThrow();
    }

    @Test
    void theWizardsDynastyOpensAndSaysItNeedsTheWizardsModule(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        // every installed module's demo, the Wizards' too
        assertThat(store.dynasties().all()).extracting(Dynasty::name).containsExactlyElementsOf(Demos.names());
        assertThat(console.view().tabIds()).contains("gamestateTab", "missing-wizards").doesNotContain("wizardsTab");
        Tab missing = tab(robot, "missing-wizards");
        assertThat(missing.getText()).isEqualTo("Wizards (not in this build)");
        robot.clickOn(missing.getText());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#missingModule").queryAs(Label.class).getText()).isEqualTo("This dynasty needs the "
                + "Wizards module, which this build does not have. Its gamestate stays in the file as it is; open the "
                + "file with a Dynast that has the module to see or change it.");
        // the module it builds on is installed, and its tab works on the same dynasty
        robot.clickOn(tab(robot, "gamestateTab").getText());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(tab(robot, "gamestateTab").getContent()).isNotNull();
    }
}
