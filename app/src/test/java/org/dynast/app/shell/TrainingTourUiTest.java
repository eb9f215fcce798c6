package org.dynast.app.shell;

import static org.assertj.core.api.Assertions.assertThat;
import static org.dynast.app.FxReads.fx;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * {@code --exit-after-shown --tour}, the AOT cache's training launch (issue 31): it shows every dynasty of the file
 * with its data and each of that dynasty's tabs, so that the cache holds what switching dynasty and every tab load,
 * and it leaves the console on the dynasty and tab it started on (what the console remembers for the next launch).
 */
@ExtendWith(ApplicationExtension.class)
class TrainingTourUiTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private GameStore store;
    private Console console;
    private Stage stage;
    private Dynasty first;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        store = GameStore.inMemory("tour-" + UUID.randomUUID(), clock);
        first = DemoDynasty.seedIfEmpty(store, "Ferrous");
        console = new Console(stage, store, first, clock, executor, new FakeDialogs(), path -> store);
        stage.show();
    }

    @AfterEach
    void stop() {
        executor.close();
        store.close();
    }

    @Test
    void theTourShowsEveryDynastyAndEachOfItsTabsThenReturnsToWhereItStarted(FxRobot robot) throws Exception {
        TabPane tabs = fx(() -> (TabPane) stage.getScene().lookup("#tabs"));
        Tab matters = fx(() -> tabs.getTabs().stream().filter(t -> "mattersTab".equals(t.getId())).findFirst()
                .orElseThrow());
        robot.interact(() -> tabs.getSelectionModel().select(matters));
        List<String> dynasties = fx(() -> store.dynasties().all().stream().map(Dynasty::name).toList());
        assertThat(dynasties).hasSizeGreaterThanOrEqualTo(5);

        // what the user would see: each tab shown, under the dynasty shown at that moment
        Map<String, Set<String>> shown = new LinkedHashMap<>();
        Map<String, List<String>> offered = new LinkedHashMap<>();
        robot.interact(() -> tabs.getSelectionModel().selectedItemProperty().addListener((o, was, tab) -> {
            if (tab != null) {
                String dynasty = console.session().dynasty().name();
                shown.computeIfAbsent(dynasty, k -> new LinkedHashSet<>()).add(tab.getText());
                offered.put(dynasty, new ArrayList<>(tabs.getTabs().stream().map(Tab::getText).toList()));
            }
        }));
        CountDownLatch done = new CountDownLatch(1);
        robot.interact(() -> TrainingTour.run(stage.getScene(), executor, console.session()::dynasty,
                done::countDown));
        assertThat(done.await(120, TimeUnit.SECONDS)).as("the tour ends").isTrue();

        assertThat(shown.keySet()).containsExactlyInAnyOrderElementsOf(dynasties);
        offered.forEach((dynasty, titles) -> assertThat(shown.get(dynasty)).as(dynasty)
                .containsAll(titles.stream().filter(t -> !t.isBlank()).toList()));
        assertThat(offered.get(first.name())).contains("Workshop", "Arena"); // its modules' tabs, not only the core's
        assertThat(fx(() -> console.session().dynasty().id())).isEqualTo(first.id());
        assertThat(fx(() -> tabs.getSelectionModel().getSelectedItem())).isSameAs(matters);
    }
}
