package org.dynast.model.tracker;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.log.Snapshots;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The done-when of the tracker: a Ruleset 168 and a Ruleset 217 dynasty each run a week of play on their template
 * (actions, dice, derived flags, a private column), are exported to wiki tables and re-imported into a fresh dynasty
 * equal, and undoing the whole week returns the start exactly.
 */
class WeekOfPlayTest {

    private final ManualGameClock clock = TestStores.clock();
    private final GameStore store = TestStores.store(clock);
    private final GameStore fresh = TestStores.store(clock);
    private final Snapshots json = new Snapshots();

    @AfterEach
    void close() {
        store.close();
        fresh.close();
    }

    private static long found(GameStore s, int ruleset, Terms terms, List<String> players) {
        Dynasty d = s.dynasties().found(TestStores.ADMIN, "Week", ruleset, terms, TestStores.ADMIN,
                LocalDate.of(2026, 11, 16));
        players.forEach(p -> s.roster().addPlayer(d.id(), TestStores.ADMIN, p, false, null));
        return d.id();
    }

    /** What the wiki tables carry: every row's entered values and every global value. */
    private static Map<String, Object> content(TrackerState s) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (TrackerRow r : s.rows) {
            out.put((r.npc ? "npc " : "") + r.name, r.values);
        }
        out.put("globals", s.globals);
        return out;
    }

    private void undoAll(long id, int actions) {
        for (int i = 0; i < actions; i++) {
            store.log().undo(id, TestStores.ADMIN);
        }
    }

    @Test
    void aWeekOfRuleset217Districts() {
        Terms terms = new Terms("District", "Districts", "City");
        List<String> players = List.of("Josh", "Kevan", "Clucky", "JonathanDark");
        long id = found(store, 217, terms, players);
        TrackerService t = TrackerEngine.in(store).tracker();
        String start = json.write(t.state(id));
        int before = store.log().history(id).size();

        t.take(id, "Josh", "Gain 5 People", "Josh");
        t.setCell(id, "Kevan", "Kevan", "Innovations", "Shared Wisdom, Indoor Gardens");
        clock.advance(Duration.ofHours(20));
        t.take(id, "Kevan", "Scavenging Parties", "Kevan");
        t.setGlobal(id, TestStores.ADMIN, "Prospect", "Gain 1 Food, Govern");
        t.setGlobal(id, TestStores.ADMIN, "Faction Cultures", "The Lanterns (Progressive, Loyal); Rust Monks (Ordered)");
        clock.advance(Duration.ofDays(1));
        t.setCell(id, "Clucky", "Clucky", "Food", "0");
        assertThat(t.table(id).rows().get(2).cells()).containsEntry("Starving", "Yes").containsEntry("Famished", "Yes");
        t.take(id, "Clucky", "Lose 1 Food", "Clucky"); // Starving: "or lose 10 People instead if you are Starving"
        assertThat(t.table(id).rows().get(2).cells()).containsEntry("People", "40").containsEntry("Food", "0");
        t.setCell(id, "JonathanDark", "JonathanDark", "Order", "0");
        assertThat(t.table(id).rows().get(3).cell("Chaos")).isEqualTo("Yes");
        clock.advance(Duration.ofDays(2));
        t.take(id, "JonathanDark", "Lose 1 Defences", "JonathanDark");
        t.take(id, "JonathanDark", "Lose 4 from your Energy Trap", "JonathanDark");
        t.setCell(id, TestStores.ADMIN, "Josh", "Factions", "The Lanterns");
        t.take(id, "Josh", "Scavenging Parties", "Josh");
        int week = store.log().history(id).size() - before;

        TrackerState played = t.state(id);
        String players217 = TrackerWiki.export(played, false);
        assertThat(players217).doesNotContain("Faction Cultures", "Progressive");
        String wiki = TrackerWiki.export(played, true);
        assertThat(wiki).contains("! Faction Cultures (private)", "Rust Monks (Ordered)");

        long copy = found(fresh, 217, terms, players);
        TrackerService other = TrackerEngine.in(fresh).tracker();
        other.importWiki(copy, TestStores.ADMIN, wiki);
        assertThat(json.write(content(other.state(copy)))).isEqualTo(json.write(content(played)));
        assertThat(TrackerWiki.export(other.state(copy), true)).isEqualTo(wiki);

        undoAll(id, week);
        assertThat(json.write(t.state(id))).isEqualTo(start);
        assertThat(store.dice().emperorView(id)).isEmpty();
    }

    @Test
    void aWeekOfRuleset168Wizards() {
        Terms terms = new Terms("Wizard", "Wizards", "King");
        List<String> players = List.of("Kevan", "Brendan", "Clucky", "Raven1207");
        long id = found(store, 168, terms, players);
        TrackerService t = TrackerEngine.in(store).tracker();
        String start = json.write(t.state(id));
        int before = store.log().history(id).size();

        t.setCell(id, "Kevan", "Kevan", "Stable", "Fire Drake (Armored) [Spectral]; Wolf (Swift)");
        t.setCell(id, "Kevan", "Kevan", "Upkeep", "3");
        t.setCell(id, "Brendan", "Brendan", "Allies", "ArchBishop (3) (Fire), Treasurer (2)");
        t.setCell(id, "Clucky", "Clucky", "Elimination", "0");
        assertThat(t.table(id).rows().get(2).cell("Eliminated")).isEqualTo("No");
        t.take(id, "Brendan", "Feed the Stables", "Brendan");
        assertThat(t.table(id).rows()).extracting(r -> r.cell("Food")).containsExactly("7", "10", "10", "10", "0");
        clock.advance(Duration.ofDays(2));
        t.setCell(id, TestStores.ADMIN, "Raven1207", "Missed Feedings", "2");
        t.take(id, "Raven1207", "Visit the Soup Kitchen", "Raven1207");
        assertThat(t.table(id).rows().get(3).cell("Food")).isEqualTo("24");
        t.setCell(id, "Brendan", "Brendan", "Favor", "5");
        t.take(id, TestStores.ADMIN, "Unsuccessful Campaign", null);
        t.take(id, TestStores.ADMIN, "Select the Traitor", null); // a secret roll of DICE4
        String traitor = t.state(id).globals.get("Traitor");
        assertThat(players).contains(traitor);
        assertThat(store.dice().playerView(id)).isEmpty();
        t.setGlobal(id, TestStores.ADMIN, "Current Battlefields", "Forest, Swamp, Castle Walls");
        t.setCell(id, TestStores.ADMIN, "The Druid", "Stable", "Treant (Wild)");
        int week = store.log().history(id).size() - before;

        TrackerState played = t.state(id);
        assertThat(TrackerWiki.export(played, false)).doesNotContain("Traitor");
        String wiki = TrackerWiki.export(played, true);
        long copy = found(fresh, 168, terms, players);
        TrackerService other = TrackerEngine.in(fresh).tracker();
        other.importWiki(copy, TestStores.ADMIN, wiki);
        assertThat(json.write(content(other.state(copy)))).isEqualTo(json.write(content(played)));

        undoAll(id, week);
        assertThat(json.write(t.state(id))).isEqualTo(start);
        assertThat(store.cooldowns().history(id)).isEmpty();
        List<String> left = new ArrayList<>(store.dice().emperorView(id).stream().map(r -> r.purpose()).toList());
        assertThat(left).isEmpty();
    }
}
