package org.dynast.model.election;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.Resolution;
import org.dynast.model.matters.VoteIcon;
import org.dynast.model.ruleset.RulesetRevision;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The election in the dynasty file and the demo: carried to another file, refused on a bad part, the demo seeded with
 * its Candidates, the core's Hiatus during a DoV, and the Dynastic Agenda made as a ruleset revision.
 */
class ElectionFileAndDemoTest {

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

    private long player(String name) {
        return f.store.roster().roster(id).byName(name).orElseThrow().id();
    }

    /** The dynasty file carries the Candidates' statistics, the News Post and the Agendas to another file. */
    @Test
    void theDynastyFileCarriesTheElectionToAnotherFile() throws IOException {
        f.engine.media().postNews(id, Fixture.ADMIN);
        f.engine.media().statement(id, Fixture.ADMIN, "Arrow", "When I'm elected, ponies.");
        f.engine.campaigns().perform(id, Fixture.ADMIN, CampaignService.Request.of(CampaignAction.GRASS_ROOTS,
                "Brigid"));
        String file = export(f.store, id);
        assertThat(file).contains("\"election\"", "ponies.");
        try (GameStore other = TestStores.store(TestStores.clock())) {
            Dynasty copy = other.exchange().importFrom(new StringReader(file), "election.json", Fixture.ADMIN);
            ElectionEngine e = ElectionEngine.in(other);
            assertThat(e.books().candidates(copy.id())).isEqualTo(f.engine.books().candidates(id));
            assertThat(e.media().agendasText(copy.id())).isEqualTo(f.engine.media().agendasText(id));
        }
    }

    /** A part that names someone not on the roster is refused, saying where and why; nothing is kept. */
    @Test
    void aBadPartIsRefusedSayingWhere() throws IOException {
        f.engine.media().postNews(id, Fixture.ADMIN);
        f.engine.media().statement(id, Fixture.ADMIN, "Arrow", "When I'm elected, ponies.");
        String file = export(f.store, id).replace("\"candidate\" : \"Arrow\"", "\"candidate\" : \"Nobody\"")
                .replace("\"candidate\":\"Arrow\"", "\"candidate\":\"Nobody\"");
        try (GameStore other = TestStores.store(TestStores.clock())) {
            assertThatThrownBy(() -> other.exchange().importFrom(new StringReader(file), "bad.json", Fixture.ADMIN))
                    .hasMessageContaining("election.agendas[0].candidate").hasMessageContaining("Nobody");
            assertThat(other.dynasties().all()).isEmpty();
        }
    }

    /** The demo ships: five Candidates, the President Thog apart, a News Post and Agendas, the players' page. */
    @Test
    void theDemoDynastyIsSeeded() {
        try (GameStore fresh = TestStores.store(TestStores.clock())) {
            DemoDynasty.seedIfEmpty(fresh, Fixture.ADMIN);
            Dynasty demo = fresh.dynasties().all().stream().filter(d -> d.rulesetNumber() == 57).findFirst()
                    .orElseThrow();
            ElectionEngine e = ElectionEngine.in(fresh);
            assertThat(e.books().candidates(demo.id())).extracting(Candidate::name).containsExactly("Darknight",
                    "Excalabur", "Bateleur", "Wakukee", "Amnistar");
            assertThat(e.books().candidates(demo.id())).filteredOn(Candidate::inDebt).extracting(Candidate::name)
                    .containsExactly("Bateleur");
            assertThat(e.media().agendas(demo.id())).hasSize(2);
            assertThat(e.wikiPage(demo.id())).contains("Darknight", "Total Support", "Candidate Agendas");
            // the shipped text has rule "Landslide Victory"
            assertThat(e.victory().standing(demo.id()).landslide()).isTrue();
        }
    }

    /**
     * "Upon doing so, the game immediately goes into Hiatus ... During this time, the only game actions that may be
     * taken are those covered by Rules “Candidates”, “Calls for Judgment”, “Gamestate Tracking” and “Victory and
     * Ascension”": a Campaign Action waits.
     */
    @Test
    void aPendingDovPutsTheCampaignOnHiatus() {
        f.store.matters().post(id, Fixture.ADMIN, MatterKind.DOV, "Arrow wins", player("Arrow"), null, "I won.");
        assertThatThrownBy(() -> f.engine.campaigns().perform(id, Fixture.ADMIN, CampaignService.Request.of(
                CampaignAction.GRASS_ROOTS, "Arrow"))).isInstanceOf(Refusal.class)
                .hasMessageStartingWith("BlogNomic is on Hiatus");
    }

    /**
     * "When a Candidate achieves victory (after hiatus ends), create a new rule called ‘Dynastic Agenda’ ... for each BS
     * Promise listed for the new President Thog, create a new sub-rule named ‘Item N’".
     */
    @Test
    void afterAPassedDovTheDynasticAgendaIsARulesetRevision() {
        f.store.rulesets().importText(id, Fixture.ADMIN, "Ruleset\n\nDynastic Rules\n\nCandidates\n\nEach Candidate "
                + "has a statistic.\n", "short", null);
        f.engine.media().postNews(id, Fixture.ADMIN);
        f.engine.media().statement(id, Fixture.ADMIN, "Arrow", "When I'm elected, ponies for all.");
        assertThatThrownBy(() -> f.engine.victory().createDynasticAgenda(id, Fixture.ADMIN))
                .isInstanceOf(Refusal.class).hasMessageContaining("No Declaration of Victory has passed");
        f.clock.set(Instant.parse("2008-10-05T00:00:00Z"));
        long dov = f.store.matters().post(id, Fixture.ADMIN, MatterKind.DOV, "Arrow wins", player("Arrow"),
                f.clock.now().minus(Duration.ofHours(25)), "Highest Total Support.").id();
        for (String v : List.of("Brigid", "Cassius", "Dorian", Fixture.THOG)) {
            f.store.matters().vote(id, Fixture.ADMIN, dov, player(v), VoteIcon.FOR, f.clock.now().minus(
                    Duration.ofHours(24)));
        }
        f.store.matters().resolve(id, Fixture.ADMIN, dov, Resolution.ENACT, player(Fixture.THOG));
        assertThatThrownBy(() -> f.engine.victory().createDynasticAgenda(id, Fixture.ADMIN))
                .isInstanceOf(Refusal.class).hasMessageContaining("Ascension Address");
        f.store.matters().ascensionAddress(id, Fixture.ADMIN, "The Second Election", 57,
                ElectionModule.RULESET_57.terms(), List.of(), null);
        RulesetRevision made = f.engine.victory().createDynasticAgenda(id, Fixture.ADMIN);
        var ruleset = f.store.rulesets().read(made).ruleset();
        assertThat(ruleset.ruleTitled(VictoryService.AGENDA_RULE)).isPresent();
        assertThat(f.store.rulesets().text(made)).contains(VictoryService.AGENDA_TEXT, "Item 1", "ponies for all.");
    }
}
