package org.dynast.app.blogbots.arena;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.dynast.app.common.FxDialogService;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.app.common.Messages;
import org.dynast.app.shell.Console;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.DemoDynasty;
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
 * The Arena for players (issue 17), in the real window with the real dialogs: Run a bout asks for both Bots and the
 * seed in one dialog (not three in a row), the result stays hidden until the end unless the emperor ticks Show
 * result, and the caption and legend are under the board.
 */
@ExtendWith(ApplicationExtension.class)
class ArenaViewerUiTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private GameStore store;
    private Console console;

    @Start
    void start(Stage stage) {
        store = GameStore.inMemory("arena-viewer-" + UUID.randomUUID(), clock);
        Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
        console = new Console(stage, store, demo, clock, executor, new FxDialogService(() -> stage, Messages.load(DynastyModules.installed())),
                path -> store);
        stage.setWidth(1280);
        stage.setHeight(800);
        stage.show();
    }

    @AfterEach
    void stop() {
        store.close();
    }

    @Test
    void runABoutIsOneDialogAndTheResultIsHiddenUntilTheEnd(FxRobot robot) throws Exception {
        ArenaViewModel vm = console.moduleViewModel(ArenaViewModel.class).orElseThrow();
        robot.clickOn("Arena");
        // the Tournament tab has a button of this id too: the Arena's
        robot.clickOn(robot.lookup("#arenaRoot #runBoutButton").queryButton());
        WaitForAsyncUtils.waitFor(40, TimeUnit.SECONDS, () -> robot.lookup("#matchupDialog").tryQuery().isPresent());
        DialogPane dialog = robot.lookup("#matchupDialog").queryAs(DialogPane.class);
        assertThat(dialog.getHeaderText()).as("the title says it once").isNull();
        ComboBox<String> first = robot.lookup("#matchupFirst").queryAs(ComboBox.class);
        ComboBox<String> second = robot.lookup("#matchupSecond").queryAs(ComboBox.class);
        String gearheart = first.getItems().stream().filter(n -> n.startsWith("Gearheart")).findFirst().orElseThrow();
        String brass = first.getItems().stream().filter(n -> n.startsWith("Brass_Monkey")).findFirst().orElseThrow();
        robot.interact(() -> {
            first.setValue(gearheart);
            second.setValue(gearheart);
        });
        assertThat(robot.lookup("#matchupOk").query().isDisabled()).as("the same Bot twice").isTrue();
        robot.interact(() -> second.setValue(brass));
        robot.doubleClickOn("#matchupNumber").write("7");
        assertThat(robot.lookup("#matchupNumber").queryAs(TextField.class).getText()).isEqualTo("7");
        robot.clickOn("#matchupOk");

        // the Bout runs and shows at once: no second or third dialog follows the first
        WaitForAsyncUtils.waitFor(40, TimeUnit.SECONDS, () -> vm.cursorProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(dialog.getScene()).as("the dialog has closed").isNull();
        List<Window> open = Window.getWindows().stream().filter(Window::isShowing).toList();
        assertThat(open).hasSize(1);
        assertThat(vm.titleProperty().get()).contains("Heartbreaker").contains("Clanky");

        Label outcome = robot.lookup("#arenaRoot #outcomeLabel").queryAs(Label.class);
        String result = vm.outcomeProperty().get();
        assertThat(result).isNotBlank();
        assertThat(outcome.getText()).isEqualTo("The result is shown at the end of the Bout.");
        robot.clickOn("#arenaRoot #showResultCheck");
        assertThat(outcome.getText()).isEqualTo(result);
        robot.clickOn("#arenaRoot #showResultCheck");
        robot.clickOn("#arenaRoot #arenaPlayerViewCheck");
        assertThat(robot.lookup("#arenaRoot #showResultCheck").query().isDisabled()).isTrue();
        assertThat(outcome.getText()).isEqualTo("The result is shown at the end of the Bout.");
        robot.interact(vm::end);
        assertThat(outcome.getText()).isEqualTo(result);

        assertThat(robot.lookup("#arenaRoot #captionLabel").queryAs(Label.class).getText()).startsWith("Turn ")
                .contains("The Bout is over.");
        assertThat(robot.lookup("#arenaRoot #arenaLegend").tryQuery()).isPresent();
    }
}
