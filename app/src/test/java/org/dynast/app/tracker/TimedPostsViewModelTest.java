package org.dynast.app.tracker;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.dynast.model.tracker.TimedPosts;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The Gamestate tab's Timed Posts without a window: post, tick off, what is due now, settle, undo. */
class TimedPostsViewModelTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final GameStore store = GameStore.inMemory("tpvm-" + UUID.randomUUID(), clock);
    private final Dynasty city = store.dynasties().found("City", "Dead City", 217, new Terms("District", "Districts",
            "City"), "City", LocalDate.of(2023, 7, 1));
    {
        for (String name : List.of("Josh", "Kevan", "Clucky")) {
            store.roster().addPlayer(city.id(), "City", name, false, null);
        }
    }
    private final Session session = new Session(TaskExecutor.immediate(), store, store.dynasties().get(city.id()));
    private final GamestateViewModel gamestate = new GamestateViewModel(session, new FakeDialogs(),
            TaskExecutor.immediate(), Messages.load(DynastyModules.installed()));
    private final TimedPostsViewModel vm = gamestate.posts();

    @AfterEach
    void close() {
        store.close();
    }

    /**
     * Ruleset 217: "A Dilemma is Ongoing if it is less than 48 hours old and some Districts are yet to React to it."
     * — entered 40 hours late, it is due 8 hours later; ticking every District off makes it due at once.
     */
    @Test
    void aDilemmaIsPostedTickedOffAndFallsDue() {
        assertThat(vm.kinds()).containsExactly("Dilemma", "Plenary Session");
        assertThat(vm.namesReactors("Dilemma")).isFalse();
        vm.post(new TimedPostsViewModel.PostRequest("Dilemma", "The Flood", List.of(), "2026-11-18 20:00"));
        assertThat(vm.messageProperty().get()).isEqualTo("The Dilemma is entered.");
        assertThat(vm.posts()).singleElement().satisfies(p -> {
            assertThat(p.heading()).isEqualTo("The Flood");
            assertThat(p.phase()).isEqualTo(TimedPosts.Phase.OPEN);
            assertThat(p.words()).contains("closes in 8 h");
        });
        assertThat(vm.summaryProperty().get()).isEqualTo("Nothing due now (1 open)");

        vm.selectedProperty().set(vm.posts().get(0));
        assertThat(vm.checklist()).extracting(TimedPostsViewModel.Reactor::name).containsExactly("Josh", "Kevan",
                "Clucky");
        vm.react("Josh");
        vm.react("Kevan");
        assertThat(vm.checklist()).extracting(TimedPostsViewModel.Reactor::when).containsExactly(
                "2026-11-20 12:00 UTC", "2026-11-20 12:00 UTC", "");
        vm.react("Kevan");
        assertThat(vm.messageProperty().get()).contains("Kevan has already reacted");
        clock.advance(Duration.ofHours(8));
        vm.refresh();
        assertThat(vm.summaryProperty().get()).isEqualTo("1 post is due now");
        assertThat(vm.posts().get(0).words()).contains("waiting on Clucky").contains("Order penalty");
        vm.settle();
        assertThat(vm.posts().get(0).phase()).isEqualTo(TimedPosts.Phase.SETTLED);
        store.log().undo(city.id(), "City"); // Edit › Undo
        session.rewound();
        assertThat(vm.posts().get(0).phase()).isEqualTo(TimedPosts.Phase.DUE);
    }

    @Test
    void aTimeThatIsNotATimeIsRefusedBeforeAnythingIsWritten() {
        int logged = store.log().history(city.id()).size();
        vm.post(new TimedPostsViewModel.PostRequest("Dilemma", "", List.of(), "yesterday"));
        assertThat(vm.messageProperty().get()).startsWith("\"yesterday\" is not a time");
        vm.post(new TimedPostsViewModel.PostRequest("Dilemma", "", List.of(), "2026-11-21 09:00"));
        assertThat(vm.messageProperty().get()).contains("is in the future");
        assertThat(store.log().history(city.id())).hasSize(logged);
        assertThat(vm.posts()).isEmpty();
    }
}
