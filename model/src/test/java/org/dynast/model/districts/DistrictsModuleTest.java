package org.dynast.model.districts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.dynast.model.tracker.TrackerModule;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The Districts module in a dynasty file: registered for Ruleset 217 on the tracker, refused without it, gated for
 * Hiatus, kept to its dynasty, carried by the dynasty file, and leaving the City's private book out of the players'
 * Dead City page.
 */
class DistrictsModuleTest {

    private final Fixture f = new Fixture();
    private final long id = f.found();

    @AfterEach
    void close() {
        f.close();
    }

    private static String export(GameStore s, long id) throws IOException {
        StringWriter out = new StringWriter();
        s.exchange().export(id, out);
        return out.toString();
    }

    @Test
    void aRuleset217DynastyRunsTheTrackerAndDistricts() {
        assertThat(DynastyModules.installed().all()).extracting(m -> m.id()).contains(DistrictsModule.ID);
        assertThat(f.store.dynasties().get(id).modules()).containsExactly(TrackerModule.ID, DistrictsModule.ID);
        assertThat(f.engine.districts().districts(id)).extracting(District::name).containsExactlyElementsOf(
                Fixture.NAMES);
    }

    /** A dynasty that runs the Districts without the tracker has its actions refused in words, nothing written. */
    @Test
    void withoutTheTrackerTheActionsAreRefused() {
        Dynasty d = f.store.dynasties().found(Fixture.ADMIN, "Trackless", 217, new Terms("District", "Districts",
                "City"), Fixture.CITY, LocalDate.of(2026, 11, 1), "ruleset-217", List.of(DistrictsModule.ID));
        for (String n : Fixture.NAMES) {
            f.store.roster().addPlayer(d.id(), Fixture.ADMIN, n, false, null);
        }
        int logged = f.store.log().history(d.id()).size();
        assertThatThrownBy(() -> f.engine.districts().pose(d.id(), Fixture.ADMIN, false))
                .isInstanceOf(Refusal.class).hasMessage("The Districts module keeps its Districts in the gamestate "
                        + "tracker, and Trackless does not run the tracker: add it to the dynasty's modules first.");
        assertThat(f.store.log().history(d.id())).hasSize(logged);
    }

    /**
     * Ruleset 217's glossary, "Hiatus": "If BlogNomic is on Hiatus, Dynastic Actions may not be taken"; "If there is at
     * least one pending DoV, BlogNomic is on Hiatus".
     */
    @Test
    void onHiatusTheDynasticActionsAreRefused() {
        long ashgrove = f.store.roster().roster(id).byName("Ashgrove").orElseThrow().id();
        f.store.matters().post(id, Fixture.ADMIN, MatterKind.DOV, "Ashgrove wins", ashgrove, null, "Anointed.");
        assertThatThrownBy(() -> f.engine.districts().pose(id, Fixture.ADMIN, false))
                .isInstanceOf(Refusal.class).hasMessageStartingWith("BlogNomic is on Hiatus");
        assertThatThrownBy(() -> f.engine.factions().moot(id, Fixture.ADMIN, "Ashgrove"))
                .isInstanceOf(Refusal.class).hasMessageStartingWith("BlogNomic is on Hiatus");
    }

    @Test
    void actingInOneDynastyLeavesAnothersExportUnchanged() throws IOException {
        long b = f.found("Other City");
        f.engine.districts().pose(b, Fixture.ADMIN, false);
        String before = export(f.store, b);
        f.engine.districts().pose(id, Fixture.ADMIN, false);
        f.engine.factions().createFaction(id, Fixture.ADMIN, "Lamplighters");
        f.engine.districts().pass(id, Fixture.ADMIN, "Ashgrove");
        assertThat(export(f.store, b)).isEqualTo(before);
    }

    /** The dynasty file (the emperor's) carries the whole book, private parts included, to another file. */
    @Test
    void theDynastyFileCarriesTheBookToAnotherFile() throws IOException {
        f.faction(id, "Lamplighters", "Progressive", "Multicultural", "Relational", "Ordered", "Loyal");
        f.engine.districts().pose(id, Fixture.ADMIN, false);
        f.engine.factions().directMoot(id, Fixture.ADMIN, "Dunmarsh", "Proposal #1");
        f.engine.factions().moot(id, Fixture.ADMIN, "Dunmarsh");
        f.engine.districts().setStorm(id, Fixture.ADMIN, true);
        String file = export(f.store, id);
        assertThat(file).contains("\"districts\"").contains("Relational").contains("\"storm\" : true");
        try (GameStore other = TestStores.store(TestStores.clock())) {
            Dynasty copy = other.exchange().importFrom(new StringReader(file), "dead-city.json", Fixture.ADMIN);
            DistrictsEngine there = DistrictsEngine.in(other);
            assertThat(there.factions().factions(copy.id())).extracting(x -> x.name + x.culture).containsExactlyElementsOf(
                    f.engine.factions().factions(id).stream().map(x -> x.name + x.culture).toList());
            assertThat(there.factions().factions(copy.id()).get(0).culture).containsExactly("Progressive",
                    "Multicultural", "Relational", "Ordered", "Loyal");
            assertThat(there.districts().state(copy.id()).dilemmas).hasSize(1);
            assertThat(there.factions().inbox(copy.id())).extracting(m -> m.district).containsExactly("Dunmarsh");
            // The Storm travels with the file (see the rulings: a flag the dynasty keeps)
            assertThat(there.districts().storm(copy.id())).isTrue();
        }
    }

    @Test
    void aFileWhoseBookNamesAStrangerIsRefused() throws IOException {
        f.engine.factions().directMoot(id, Fixture.ADMIN, "Dunmarsh", "Proposal #1");
        f.engine.factions().moot(id, Fixture.ADMIN, "Dunmarsh");
        String file = export(f.store, id).replace("\"district\" : \"Dunmarsh\"", "\"district\" : \"Mallory\"");
        assertThat(file).contains("Mallory");
        try (GameStore other = TestStores.store(TestStores.clock())) {
            assertThatThrownBy(() -> other.exchange().importFrom(new StringReader(file), "x.json", Fixture.ADMIN))
                    .hasMessageContaining("districts.inbox[1].district").hasMessageContaining("Mallory");
            assertThat(other.dynasties().all()).isEmpty();
        }
    }

    /**
     * "If a piece of information is described as being tracked secretly or privately by the City ... then that
     * information may only be revealed by the City when the ruleset allows it." The Dead City page (the players'
     * export) carries the public table, the Dilemmas and the Conclave's outcomes, and no Culture, allocation, inbox
     * message or secret step.
     */
    @Test
    void theDeadCityPageLeavesThePrivateBookOut() {
        f.faction(id, "Lamplighters", "Progressive", "Multicultural", "Relational", "Ordered", "Loyal");
        f.set(id, "Ashgrove", "Factions", "Lamplighters");
        f.engine.factions().directMoot(id, Fixture.ADMIN, "Ashgrove", "Proposal #1");
        f.engine.factions().moot(id, Fixture.ADMIN, "Ashgrove");
        f.dilemmas(id, 30, Duration.ofHours(49));
        f.engine.conclave().post(id, Fixture.ADMIN);
        DistrictsState.Allocation bid = new DistrictsState.Allocation();
        bid.amounts.putAll(Map.of("Energy Trap", 0L, "Food", 3L));
        f.engine.conclave().respond(id, Fixture.ADMIN, 1, "Brickwell", bid);
        String page = f.engine.districts().deadCityPage(id);
        assertThat(page).contains("== Districts ==", "| Ashgrove", "Lamplighters", "== Dilemmas ==",
                "== The Conclave ==");
        for (String secret : List.of("Progressive", "Multicultural", "Relational", "Ordered", "Loyal", "Moot",
                "Faction Cultures")) {
            assertThat(page).doesNotContain(secret);
        }
        // Brickwell's Food went: the table shows what it has left, not what it allocated
        assertThat(f.district(id, "Brickwell").food()).isEqualTo(2);
        assertThat(page).doesNotContain("Food 3");
        // nor do the log's summaries, which the dynasty's history shows
        assertThat(f.store.log().history(id)).allSatisfy(e -> assertThat(e.summary())
                .doesNotContain("Progressive").doesNotContain("Food 3"));
    }

    /** The demo: a Ruleset 217 dynasty eight Dilemmas in, with the City's Factions and Districts' values. */
    @Test
    void theDemoFoundsTheDeadCity() {
        try (GameStore fresh = TestStores.store(TestStores.clock())) {
            DemoDynasty.seedIfEmpty(fresh, Fixture.ADMIN);
            Dynasty demo = fresh.dynasties().all().stream().filter(d -> d.name().equals(DistrictsDemo.NAME))
                    .findFirst().orElseThrow();
            assertThat(demo.modules()).contains(DistrictsModule.ID, TrackerModule.ID);
            DistrictsEngine e = DistrictsEngine.in(fresh);
            assertThat(e.districts().state(demo.id()).dilemmas).hasSize(8);
            assertThat(e.factions().factions(demo.id())).hasSize(2);
            assertThat(e.districts().reactions(demo.id()).get(0).waiting()).containsExactly("Cinderfold",
                    "Dunmarsh");
            assertThat(e.districts().deadCityPage(demo.id())).contains("Ashgrove").doesNotContain("Disloyal");
            // its Ruleset tab shows Ruleset 217, the text that ships with the module (it said "No ruleset has been
            // imported for this dynasty yet")
            assertThat(fresh.rulesets().latest(demo.id())).hasValueSatisfying(r -> assertThat(r.sourceName())
                    .isEqualTo(DistrictsModule.RULESET_217.fileName()));
        }
    }

    /**
     * "If they have not already done so that day" (Ruleset 217, the City's Dilemmas): the demo's last Dilemma is
     * yesterday's, so the City may Pose one today whatever the hour the demo is made; made at 18:00 UTC or later,
     * its last one used to be today's, and Posing was refused all evening (the desktop journey failed after 18:00).
     */
    @ParameterizedTest
    @ValueSource(strings = {"2026-12-06T00:00:00Z", "2026-12-06T11:59:59Z",
            "2026-12-06T18:00:00Z", "2026-12-06T23:59:59Z"})
    void theDemosCityMayPoseADilemmaAtAnyHour(String made) {
        try (GameStore fresh = TestStores.store(ManualGameClock.at(made))) {
            DemoDynasty.seedIfEmpty(fresh, Fixture.ADMIN);
            Dynasty demo = fresh.dynasties().all().stream().filter(d -> d.name().equals(DistrictsDemo.NAME))
                    .findFirst().orElseThrow();
            DistrictsEngine e = DistrictsEngine.in(fresh);
            assertThat(e.districts().state(demo.id()).dilemmas).allSatisfy(d -> assertThat(d.postedAt)
                    .isBefore(Instant.parse(made)));
            assertThat(e.districts().pose(demo.id(), Fixture.ADMIN, false)).isNotNull();
            assertThat(e.districts().state(demo.id()).dilemmas).hasSize(9);
        }
    }
}
