package org.dynast.model.tracker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.time.LocalDate;
import java.util.List;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.log.Snapshots;
import org.dynast.model.store.GameStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The tracker stays in its dynasty, and comes with it through the dynasty file. */
class TrackerIsolationTest {

    private final GameStore store = TestStores.store(TestStores.clock());
    private final TrackerService tracker = TrackerEngine.in(store).tracker();
    private final Snapshots json = new Snapshots();

    @AfterEach
    void close() {
        store.close();
    }

    private Dynasty districts(GameStore s, String name, List<String> modules) {
        Dynasty d = s.dynasties().found(TestStores.ADMIN, name, 217, new Terms("District", "Districts", "City"),
                TestStores.ADMIN, LocalDate.of(2023, 7, 1), "ruleset-217", modules);
        for (String p : List.of("Josh", "Kevan", "Clucky", "JonathanDark")) {
            s.roster().addPlayer(d.id(), TestStores.ADMIN, p, false, null);
        }
        return d;
    }

    private static String export(GameStore s, long id) throws IOException {
        StringWriter out = new StringWriter();
        s.exchange().export(id, out);
        return out.toString();
    }

    @Test
    void actingInOneDynastyLeavesAnothersExportUnchanged() throws IOException {
        long a = districts(store, "A", List.of(TrackerModule.ID)).id();
        long b = districts(store, "B", List.of(TrackerModule.ID)).id();
        tracker.setCell(b, TestStores.ADMIN, "Josh", "Food", "2");
        String before = export(store, b);
        tracker.setCell(a, TestStores.ADMIN, "Josh", "Food", "9");
        tracker.take(a, TestStores.ADMIN, "Scavenging Parties", "Kevan");
        tracker.addNpc(a, TestStores.ADMIN, "Scavengers");
        tracker.setGlobal(a, TestStores.ADMIN, "Faction Cultures", "The Lanterns (Loyal)");
        assertThat(export(store, b)).isEqualTo(before);
        assertThat(tracker.table(b).rows().get(0).cell("Food")).isEqualTo("2");
    }

    /** "Dynasty modules": a dynasty that does not run the tracker refuses its actions, writing nothing. */
    @Test
    void aDynastyThatDoesNotRunTheTrackerRefusesItsEdits() {
        long none = districts(store, "Plain", List.of()).id();
        int logged = store.log().history(none).size();
        assertThatThrownBy(() -> tracker.setCell(none, TestStores.ADMIN, "Josh", "Food", "2"))
                .isInstanceOf(Refusal.class).hasMessageContaining("does not run Gamestate tracker");
        assertThat(store.log().history(none)).hasSize(logged);
    }

    /** The dynasty file carries the whole tracker (private values too: it is the emperor's file) by players' names. */
    @Test
    void theDynastyFileCarriesTheTrackerToAnotherFile() throws IOException {
        long a = districts(store, "A", List.of(TrackerModule.ID)).id();
        tracker.setCell(a, TestStores.ADMIN, "Clucky", "Innovations", "Shared Wisdom");
        tracker.setGlobal(a, TestStores.ADMIN, "Faction Cultures", "The Lanterns (Loyal)");
        tracker.addNpc(a, TestStores.ADMIN, "Scavengers");
        tracker.take(a, TestStores.ADMIN, "Gain 5 People", "Josh");
        String file = export(store, a);
        JsonNode tree = Snapshots.standardMapper().readTree(file);
        assertThat(tree.path("tracker").path("rows").get(0).has("playerId")).isTrue();
        assertThat(tree.path("tracker").path("rows").get(0).path("playerId").isNull()).isTrue();
        try (GameStore other = TestStores.store(TestStores.clock())) {
            Dynasty copy = other.exchange().importFrom(new StringReader(file), "a.json", TestStores.ADMIN);
            TrackerState there = TrackerEngine.in(other).tracker().state(copy.id());
            TrackerState here = tracker.state(a);
            assertThat(json.write(there.rows.stream().map(r -> r.name + r.values + r.npc).toList()))
                    .isEqualTo(json.write(here.rows.stream().map(r -> r.name + r.values + r.npc).toList()));
            assertThat(there.globals).isEqualTo(here.globals);
            assertThat(there.rows.get(0).playerId).isEqualTo(other.roster().roster(copy.id()).byName("Josh")
                    .orElseThrow().id());
        }
    }

    /** A file whose tracker names a stranger is refused, saying where. */
    @Test
    void aFileWhoseTrackerNamesAStrangerIsRefused() throws IOException {
        long a = districts(store, "A", List.of(TrackerModule.ID)).id();
        tracker.setCell(a, TestStores.ADMIN, "Josh", "Food", "3");
        String file = export(store, a).replace("\"name\" : \"Josh\",\n      \"playerId\"", "\"name\" : \"Mallory\",\n"
                + "      \"playerId\"");
        assertThat(file).contains("Mallory");
        try (GameStore other = TestStores.store(TestStores.clock())) {
            assertThatThrownBy(() -> other.exchange().importFrom(new StringReader(file), "a.json", TestStores.ADMIN))
                    .hasMessageContaining("tracker.rows[0].name").hasMessageContaining("Mallory");
            assertThat(other.dynasties().all()).isEmpty();
        }
    }
}
