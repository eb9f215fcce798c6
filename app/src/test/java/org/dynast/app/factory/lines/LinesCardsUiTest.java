package org.dynast.app.factory.lines;

import static org.assertj.core.api.Assertions.assertThat;
import static org.dynast.app.FxReads.fx;

import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Label;
import javafx.stage.Stage;
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

/** The demo's Machine Lines at 1280×800: each machine's card shows its cost and effect whole, not cut to "…". */
@ExtendWith(ApplicationExtension.class)
class LinesCardsUiTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private GameStore store;

    @Start
    void start(Stage stage) {
        store = GameStore.inMemory("cards-" + UUID.randomUUID(), clock);
        DemoDynasty.seedIfEmpty(store, "Ferrous");
        Dynasty works = store.dynasties().all().stream().filter(d -> d.name().equals("Widget Works")).findFirst()
                .orElseThrow();
        new Console(stage, store, works, clock, executor, new FxDialogService(() -> stage, Messages.load(DynastyModules.installed())),
                path -> store);
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
    void aGreenhousesLongEffectAndItsCostAreShownWhole(FxRobot robot) throws Exception {
        robot.clickOn("Machine Lines");
        // Amsel's line: Spin, Clink, Storage, Greenhouse (Wheat): the Greenhouse's effect takes ten lines on its card
        // the scene is read on the FX thread, which may be changing it meanwhile
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> fx(() -> robot.lookup("#machine3")
                .tryQueryAs(Label.class).map(l -> l.getText().equals("Greenhouse")).orElse(false)));
        WaitForAsyncUtils.waitForFxEvents();
        List<String> cut = fx(() -> {
            List<String> found = new ArrayList<>();
            for (int slot = 0; slot < 4; slot++) {
                for (String id : new String[] {"#effect" + slot, "#cost" + slot}) {
                    Label label = robot.lookup(id).queryAs(Label.class);
                    // a wrapped label given less height than its text needs at its width shows it cut, ending in "…"
                    if (label.getHeight() < label.prefHeight(label.getWidth()) - 0.5) {
                        found.add(id + " \"" + label.getText() + "\"");
                    }
                }
            }
            return found;
        });
        assertThat(cut).isEmpty();
        assertThat(fx(() -> robot.lookup("#effect3").queryAs(Label.class).getText())).contains("(if any)");
    }
}
