package org.dynast.model.tracker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.log.Snapshots;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Timed posts with a checklist (issue 19): a post with its open and close times, who has reacted, when the
 * emperor's move is due, and what is due now — each change logged and undoable, carried by the dynasty file.
 */
class TimedPostsTest {

    private final ManualGameClock clock = TestStores.clock();
    private final GameStore store = TestStores.store(clock);
    private final Snapshots json = new Snapshots();

    @AfterEach
    void close() {
        store.close();
    }

    private long dynasty(int ruleset, Terms terms, List<String> players) {
        Dynasty d = store.dynasties().found(TestStores.ADMIN, "Test", ruleset, terms, TestStores.ADMIN,
                LocalDate.of(2023, 7, 1));
        for (String name : players) {
            store.roster().addPlayer(d.id(), TestStores.ADMIN, name, false, null);
        }
        return d.id();
    }

    private long districts() {
        return dynasty(217, new Terms("District", "Districts", "City"), List.of("Josh", "Kevan", "Clucky"));
    }

    private long wizards() {
        return dynasty(168, new Terms("Wizard", "Wizards", "King"), List.of("Bucky", "Darth", "Purplebeard"));
    }

    private TimedPosts posts() {
        return TrackerEngine.in(store).posts();
    }

    /**
     * Ruleset 217, "Dilemmas": "A Dilemma is Ongoing if it is less than 48 hours old and some Districts are yet to
     * React to it." — every District is expected; the Dilemma stays open 48 hours unless all have reacted.
     */
    @Test
    void aDilemmaIsOngoingFor48HoursWhileSomeDistrictsAreYetToReact() {
        long id = districts();
        int n = posts().post(id, TestStores.ADMIN, "Dilemma", "The Flood", null, null);
        TimedPosts.Status s = posts().all(id).get(0);
        assertThat(s.phase()).isEqualTo(TimedPosts.Phase.OPEN);
        assertThat(s.post().reactors).containsExactly("Josh", "Kevan", "Clucky");
        assertThat(s.words()).contains("closes in 2 d").contains("0 of 3 reacted; waiting on Josh, Kevan, Clucky");
        assertThat(posts().dueNow(id)).isEmpty();

        clock.advance(Duration.ofHours(5));
        posts().react(id, TestStores.ADMIN, n, "kevan", null);
        clock.advance(Duration.ofHours(42));
        assertThat(posts().all(id).get(0).words()).contains("closes in 1 h")
                .contains("1 of 3 reacted; waiting on Josh, Clucky");
        clock.advance(Duration.ofHours(1));
        List<TimedPosts.Status> due = posts().dueNow(id);
        assertThat(due).hasSize(1);
        assertThat(due.get(0).words()).startsWith("due now (closed now)").contains("Order penalty");
    }

    /** "…and some Districts are yet to React to it": once every District has reacted the Dilemma is over at once. */
    @Test
    void aDilemmaEveryDistrictHasReactedToIsDueAtOnce() {
        long id = districts();
        int n = posts().post(id, TestStores.ADMIN, "Dilemma", "", null, null);
        assertThat(posts().all(id).get(0).heading()).isEqualTo("Dilemma 1");
        for (String d : List.of("Josh", "Kevan", "Clucky")) {
            posts().react(id, TestStores.ADMIN, n, d, null);
        }
        assertThat(posts().dueNow(id)).singleElement().satisfies(s -> assertThat(s.words())
                .contains("everyone expected has reacted").contains("3 of 3 reacted"));
        posts().settle(id, TestStores.ADMIN, n);
        assertThat(posts().dueNow(id)).isEmpty();
        assertThat(posts().all(id).get(0).phase()).isEqualTo(TimedPosts.Phase.SETTLED);
    }

    /**
     * Ruleset 168, the duel: "If 24 hours have passed since the start of the duel and only one of the duelists has
     * submitted a valid plan, the Judge may declare that duelist to be the Triumphant." — the duelists are named.
     */
    @Test
    void aDuelsJudgeIsDue24HoursAfterItsStartWithThePlansMissingNamed() {
        long id = wizards();
        clock.advance(Duration.ofHours(30));
        int n = posts().post(id, TestStores.ADMIN, "Duel", "Darth v Bucky", List.of("Darth", "Bucky"),
                clock.now().minus(Duration.ofHours(20)));
        posts().react(id, TestStores.ADMIN, n, "Darth", clock.now().minus(Duration.ofHours(10)));
        assertThat(posts().all(id).get(0).words()).contains("closes in 4 h").contains("waiting on Bucky");
        clock.advance(Duration.ofHours(4));
        assertThat(posts().dueNow(id)).singleElement().satisfies(s -> assertThat(s.words())
                .contains("declares the one duelist with a plan the Triumphant").contains("waiting on Bucky"));
        assertThatThrownBy(() -> posts().react(id, TestStores.ADMIN, n, "Bucky", null))
                .isInstanceOf(Refusal.class).hasMessageContaining("a reaction after that does not count");
    }

    /** Ruleset 168: "If an open campaign has been posted for 72 hours, any Wizard may close it". */
    @Test
    void aCampaignFallsDueAfter72Hours() {
        long id = wizards();
        posts().post(id, TestStores.ADMIN, "Campaign", "Campaign 1", List.of("Purplebeard"), null);
        clock.advance(Duration.ofHours(71));
        assertThat(posts().dueNow(id)).isEmpty();
        clock.advance(Duration.ofHours(1));
        assertThat(posts().dueNow(id)).singleElement().satisfies(s -> assertThat(s.move())
                .contains("close the campaign"));
    }

    /** Mistakes are refused with where and why, and nothing is logged. */
    @Test
    void badEntriesAreRefusedAndChangeNothing() {
        long id = wizards();
        int logged = store.log().history(id).size();
        assertThatThrownBy(() -> posts().post(id, TestStores.ADMIN, "Joust", "", null, null))
                .isInstanceOf(Refusal.class).hasMessageContaining("the kinds are Duel, Campaign");
        assertThatThrownBy(() -> posts().post(id, TestStores.ADMIN, "Duel", "", List.of(), null))
                .hasMessageContaining("names who is expected to react");
        assertThatThrownBy(() -> posts().post(id, TestStores.ADMIN, "Duel", "", List.of("Mallory"), null))
                .hasMessageContaining("no row named Mallory");
        assertThatThrownBy(() -> posts().post(id, TestStores.ADMIN, "Duel", "", List.of("Darth"),
                clock.now().plusSeconds(60))).hasMessageContaining("is in the future");
        assertThat(store.log().history(id)).hasSize(logged);
        int n = posts().post(id, TestStores.ADMIN, "Duel", "", List.of("Darth", "Bucky"), null);
        assertThatThrownBy(() -> posts().react(id, TestStores.ADMIN, n, "Purplebeard", null))
                .hasMessageContaining("Purplebeard is not expected to react");
        posts().react(id, TestStores.ADMIN, n, "Darth", null);
        assertThatThrownBy(() -> posts().react(id, TestStores.ADMIN, n, "Darth", null))
                .hasMessageContaining("has already reacted");
        assertThatThrownBy(() -> posts().settle(id, TestStores.ADMIN, 99)).hasMessageContaining("no timed post "
                + "number 99");
    }

    /** Every change is an action of the log: undoing them returns the tracker exactly to where it was. */
    @Test
    void undoTakesEveryChangeBack() {
        long id = districts();
        TrackerService t = TrackerEngine.in(store).tracker();
        String start = json.write(t.state(id));
        int n = posts().post(id, TestStores.ADMIN, "Dilemma", "The Flood", null, null);
        posts().react(id, TestStores.ADMIN, n, "Josh", null);
        posts().settle(id, TestStores.ADMIN, n);
        posts().remove(id, TestStores.ADMIN, n);
        assertThat(store.log().history(id).get(store.log().history(id).size() - 1).summary())
                .isEqualTo("Removed The Flood");
        for (int i = 0; i < 4; i++) {
            store.log().undo(id, TestStores.ADMIN);
        }
        assertThat(json.write(t.state(id))).isEqualTo(start);
    }

    /** The dynasty file carries the posts and their checklists; a post naming no row of the tracker is refused. */
    @Test
    void theDynastyFileCarriesThePosts() throws IOException {
        long id = districts();
        int n = posts().post(id, TestStores.ADMIN, "Dilemma", "The Flood", null, null);
        clock.advance(Duration.ofHours(3));
        posts().react(id, TestStores.ADMIN, n, "Clucky", null);
        StringWriter out = new StringWriter();
        store.exchange().export(id, out);
        String file = out.toString();
        try (GameStore other = TestStores.store(ManualGameClock.at("2023-08-01T00:00:00Z"))) {
            Dynasty copy = other.exchange().importFrom(new StringReader(file), "a.json", TestStores.ADMIN);
            assertThat(json.write(TrackerEngine.in(other).tracker().state(copy.id()).posts))
                    .isEqualTo(json.write(TrackerEngine.in(store).tracker().state(id).posts));
        }
        String bad = file.replace("\"reacted\" : {\n        \"Clucky\"", "\"reacted\" : {\n        \"Mallory\"");
        assertThat(bad).isNotEqualTo(file);
        try (GameStore other = TestStores.store(TestStores.clock())) {
            assertThatThrownBy(() -> other.exchange().importFrom(new StringReader(bad), "a.json", TestStores.ADMIN))
                    .hasMessageContaining("tracker.posts[0].reacted.Mallory");
            assertThat(other.dynasties().all()).isEmpty();
        }
    }
}
