package org.dynast.model.tracker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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

/** The tracker in a dynasty file: edits and actions through the log, checks, derived columns, cadences, undo. */
class TrackerServiceTest {

    private final ManualGameClock clock = TestStores.clock();
    private final GameStore store = TestStores.store(clock);
    private final Snapshots json = new Snapshots();

    @AfterEach
    void close() {
        store.close();
    }

    private long districts() {
        Dynasty d = store.dynasties().found(TestStores.ADMIN, "Dead City", 217, new Terms("District", "Districts",
                "City"), TestStores.ADMIN, LocalDate.of(2023, 7, 1));
        for (String name : List.of("Josh", "Kevan", "Clucky", "JonathanDark")) {
            store.roster().addPlayer(d.id(), TestStores.ADMIN, name, false, null);
        }
        return d.id();
    }

    private TrackerService tracker() {
        return TrackerEngine.in(store).tracker();
    }

    /** Ruleset 217 runs the tracker by default, on its template, with a row for each District but the City. */
    @Test
    void aRuleset217DynastyStartsOnTheDistrictsTemplate() {
        long id = districts();
        assertThat(store.dynasties().get(id).runs(TrackerModule.ID)).isTrue();
        TrackerTable t = tracker().table(id);
        assertThat(t.definition().template).isEqualTo("Ruleset 217 Districts");
        assertThat(t.rows()).extracting(TrackerTable.Row::name).containsExactly("Josh", "Kevan", "Clucky",
                "JonathanDark");
        // "A number of People, being a number that defaults to 50." / "An amount of Food, being a number that
        // defaults to 5." / "A level of Order, being a number that defaults to 4."
        assertThat(t.rows().get(0).cells()).containsEntry("People", "50").containsEntry("Food", "5")
                .containsEntry("Order", "4").containsEntry("Abandoned", "No").containsEntry("Famished", "No");
        assertThat(t.problems()).isEmpty();
    }

    /**
     * Ruleset 217, "Districts": "A District with People in excess of 25 times its Food is Famished." and "A District
     * with no Food that is not Abandoned is Starving." — derived from the entered values after each edit.
     */
    @Test
    void derivedFlagsFollowTheEnteredValues() {
        long id = districts();
        tracker().setCell(id, TestStores.ADMIN, "Josh", "Food", "1");
        TrackerTable t = tracker().table(id);
        assertThat(t.rows().get(0).cells()).containsEntry("Famished", "Yes").containsEntry("Starving", "No");
        tracker().setCell(id, TestStores.ADMIN, "Josh", "Food", "0");
        assertThat(tracker().table(id).rows().get(0).cells()).containsEntry("Starving", "Yes");
        tracker().setCell(id, TestStores.ADMIN, "Josh", "People", "0");
        assertThat(tracker().table(id).rows().get(0).cells()).containsEntry("Abandoned", "Yes")
                .containsEntry("Starving", "No");
    }

    /** A bad value and a broken check are refused with their words, and nothing is logged or changed. */
    @Test
    void aRefusedEditChangesNothing() {
        long id = districts();
        String before = json.write(tracker().state(id));
        int logged = store.log().history(id).size();
        assertThatThrownBy(() -> tracker().setCell(id, TestStores.ADMIN, "Josh", "Food", "-2"))
                .isInstanceOf(Refusal.class).hasMessage("Food is at least 0 (it may not be negative): -2 is less.");
        assertThatThrownBy(() -> tracker().setCell(id, TestStores.ADMIN, "Josh", "Anointments", "4"))
                .isInstanceOf(Refusal.class).hasMessageStartingWith("any District who has three or more Anointments")
                .hasMessageEndingWith("Josh's Anointments would be 4.");
        assertThatThrownBy(() -> tracker().setCell(id, TestStores.ADMIN, "Josh", "Starving", "Yes"))
                .isInstanceOf(Refusal.class).hasMessageContaining("is derived");
        assertThat(store.log().history(id)).hasSize(logged);
        assertThat(json.write(tracker().state(id))).isEqualTo(before);
        // "A level of Defences, being a number that defaults to 0 but which can be negative."
        tracker().setCell(id, TestStores.ADMIN, "Josh", "Defences", "-2");
        assertThat(tracker().table(id).rows().get(0).cell("Defences")).isEqualTo("-2");
    }

    /** An action with a die rolls it in the Dice Roller within the action; undo takes back both. */
    @Test
    void anActionRollsThroughTheDiceRollerAndUndoesWithIt() {
        long id = districts();
        String before = json.write(tracker().state(id));
        int rolls = store.dice().emperorView(id).size();
        List<String> notes = tracker().take(id, TestStores.ADMIN, "Scavenging Parties", "Kevan");
        assertThat(notes.get(0)).startsWith("benefit: DICE3 = ");
        assertThat(notes).contains("Kevan's Food: 5 \u2192 4");
        assertThat(store.dice().emperorView(id)).hasSize(rolls + 1);
        assertThat(store.log().history(id).get(store.log().history(id).size() - 1).summary())
                .isEqualTo("Kevan took Scavenging Parties");
        store.log().undo(id, TestStores.ADMIN);
        assertThat(store.dice().emperorView(id)).hasSize(rolls);
        assertThat(json.write(tracker().state(id))).isEqualTo(before);
    }

    /**
     * Ruleset 168, "Food": "As a weekly communal action, any Wizard may increase every Wizard’s Food by 10 [...] If a
     * Wizard’s Stable is not empty, their increase from this is decreased by the total Upkeep of every Creature in
     * their Stable." Weekly Communal through the cooldown service: a second take that week is refused with when.
     */
    @Test
    void aWeeklyCommunalActionIsCountedByTheCooldowns() {
        Dynasty d = store.dynasties().found(TestStores.ADMIN, "Wizards", 168, new Terms("Wizard", "Wizards", "King"),
                TestStores.ADMIN, LocalDate.of(2019, 7, 1));
        long id = d.id();
        // five players, the King counted: "If there are fewer than five Wizards, then BlogNomic is Dormant"
        for (String name : List.of("Kevan", "Brendan", "Josh", "Clucky")) {
            store.roster().addPlayer(id, TestStores.ADMIN, name, false, null);
        }
        tracker().setCell(id, TestStores.ADMIN, "Kevan", "Stable", "Fire Drake (Armored); Wolf");
        tracker().setCell(id, TestStores.ADMIN, "Kevan", "Upkeep", "3");
        assertThat(tracker().preview(id, "Feed the Stables", "Brendan")).contains("Kevan's Food: 0 \u2192 7",
                "Brendan's Food: 0 \u2192 10");
        tracker().take(id, TestStores.ADMIN, "Feed the Stables", "Brendan");
        assertThat(tracker().table(id).rows()).extracting(r -> r.cell("Food")).containsExactly("7", "10", "10", "10", "0");
        assertThat(tracker().cadenceState(id, "Feed the Stables", "Kevan")).startsWith("may be taken in ");
        assertThatThrownBy(() -> tracker().take(id, TestStores.ADMIN, "Feed the Stables", "Kevan"))
                .isInstanceOf(Refusal.class).hasMessageContaining("it can only be performed by one");
        clock.advance(Duration.ofDays(7));
        assertThat(tracker().cadenceState(id, "Feed the Stables", "Kevan")).isEqualTo("may be taken now");
    }

    /** Ruleset 168: "A Stable cannot contain more than one Spectral Creature" aside, "a list of up to five creatures". */
    @Test
    void aSixthCreatureIsRefusedWithTheRulesWords() {
        Dynasty d = store.dynasties().found(TestStores.ADMIN, "Wizards", 168, new Terms("Wizard", "Wizards", "King"),
                TestStores.ADMIN, LocalDate.of(2019, 7, 1));
        store.roster().addPlayer(d.id(), TestStores.ADMIN, "Kevan", false, null);
        assertThatThrownBy(() -> tracker().setCell(d.id(), TestStores.ADMIN, "Kevan", "Stable", "A; B; C; D; E; F"))
                .isInstanceOf(Refusal.class).hasMessage("Each wizard has a Stable, which is a list of up to five "
                        + "creatures \u2014 Kevan's Stable would be 6 items.");
    }
}
