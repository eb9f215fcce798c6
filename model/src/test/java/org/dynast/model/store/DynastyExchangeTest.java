package org.dynast.model.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import org.assertj.core.groups.Tuple;
import org.dynast.model.TestStores;
import org.dynast.model.blogbots.BlogBotsDemo;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.log.Snapshots;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.VotableMatter;
import org.dynast.model.matters.VoteIcon;
import org.dynast.model.roster.Player;
import org.dynast.model.roster.Roster;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class DynastyExchangeTest {

    private final ManualGameClock clock = TestStores.clock();
    private final GameStore store = TestStores.store(clock);

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void aWholeDynastyRoundTripsThroughJson() throws IOException {
        Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
        long omalley = store.roster().roster(demo.id()).byName("O'Malley").orElseThrow().id();
        long cogsworth = store.roster().roster(demo.id()).byName("Cogsworth").orElseThrow().id();
        VotableMatter tidy = store.matters().post(demo.id(), "Ferrous", MatterKind.PROPOSAL, "[Core] Tidy", omalley, null,
                "Replace a word.");
        store.matters().vote(demo.id(), "Ferrous", tidy.id(), cogsworth, VoteIcon.AGAINST, null);
        String json = export(demo.id());
        assertThat(json).contains("\"format\" : \"dynast-dynasty\"", "\"schemaVersion\" : 8", "\"Rivet-7\"");

        try (GameStore other = TestStores.store(clock)) {
            Dynasty copy = other.exchange().importFrom(new StringReader(json), "demo.json", "Ferrous");
            assertThat(copy.name()).isEqualTo(demo.name());
            assertThat(copy.terms()).isEqualTo(demo.terms());
            Roster original = store.roster().roster(demo.id());
            Roster imported = other.roster().roster(copy.id());
            assertThat(imported.players()).extracting(Player::name, Player::admin, Player::idle, Player::tenured,
                            Player::joinedOn)
                    .containsExactlyElementsOf(original.players().stream()
                            .map(p -> Tuple.tuple(p.name(), p.admin(), p.idle(), p.tenured(),
                                    p.joinedOn())).toList());
            assertThat(imported.quorum()).isEqualTo(original.quorum());
            assertThat(other.matters().state(copy.id()).matters()).extracting(VotableMatter::title)
                    .containsExactlyElementsOf(store.matters().state(demo.id()).matters().stream()
                            .map(VotableMatter::title).toList());
            assertThat(other.matters().state(copy.id()).matters()).filteredOn(m -> m.title().equals("[Core] Tidy"))
                    .singleElement().satisfies(m -> {
                assertThat(m.title()).isEqualTo("[Core] Tidy");
                assertThat(imported.nameOf(m.authorId())).isEqualTo("O'Malley");
                assertThat(other.matters().verdict(copy.id(), m.id()).tally().againstVotes()).isEqualTo(1);
            });
            assertThat(imported.nameOf(copy.emperorId())).isEqualTo(BlogBotsDemo.EMPEROR);
            assertThat(imported.activeMentorships()).singleElement()
                    .satisfies(m -> assertThat(imported.nameOf(m.menteeId())).isEqualTo("Rivet-7"));
            // the history comes along, and the import itself is the last entry; none of it can be undone
            assertThat(other.log().history(copy.id())).hasSize(store.log().history(demo.id()).size() + 1)
                    .last().extracting(e -> e.summary()).isEqualTo("Imported " + demo.name() + " from demo.json");
            assertThat(other.log().nextUndo(copy.id())).isEmpty();
        }
    }

    @Test
    void malformedJsonIsReportedWithLineAndColumnAndNothingIsWritten() {
        String broken = "{\n  \"format\": \"dynast-dynasty\",\n  \"schemaVersion\": 1,\n  \"dynasty\": {\"name\": \n}";
        assertThatThrownBy(() -> store.exchange().importFrom(new StringReader(broken), "x.json", "Ferrous"))
                .isInstanceOf(ImportException.class)
                .hasMessageStartingWith("line 5, column 1, in dynasty.name: this is not well-formed JSON");
        assertThat(store.dynasties().all()).isEmpty();
    }

    @Test
    void aBadPlayerNameIsReportedByItsPlaceInTheFile() throws IOException {
        Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
        String json = export(demo.id()).replace("\"Rivet-7\"", "\"R7\"");
        int before = store.dynasties().all().size();
        assertThatThrownBy(() -> store.exchange().importFrom(new StringReader(json), "x.json", "Ferrous"))
                .isInstanceOf(ImportException.class)
                .hasMessageStartingWith("players[8].name: A name must be 4 to 30 characters long");
        assertThat(store.dynasties().all()).hasSize(before);
    }

    @Test
    void aMentorWhoIsNotAPlayerIsReported() throws IOException {
        Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
        String json = export(demo.id()).replace("\"mentor\" : \"Gearheart\"", "\"mentor\" : \"Nobody\"");
        assertThatThrownBy(() -> store.exchange().importFrom(new StringReader(json), "x.json", "Ferrous"))
                .hasMessage("mentorships[0].mentor: \"Nobody\" is not among the players");
    }

    /**
     * Schema 6 keeps Ruleset 205's "Dormancy" ("While BlogNomic is Dormant, this fact is tracked in the sidebar of the
     * blog. If BlogNomic is Dormant, then it is on Hiatus."): a Dormant dynasty is Dormant after the round trip, since
     * the same moment; a schema 5 file (which could not say) imports not Dormant.
     */
    @Test
    void dormancyRoundTripsAndAnOlderFileImportsNotDormant() throws IOException {
        Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
        Dynasty dormant = store.matters().setDormant(demo.id(), "Ferrous", true);
        String json = export(demo.id());
        assertThat(json).contains("\"dormantSince\" : \"" + dormant.dormantSince() + "\"");
        try (GameStore other = TestStores.store(clock)) {
            Dynasty copy = other.exchange().importFrom(new StringReader(json), "demo.json", "Ferrous");
            assertThat(copy.dormantSince()).isEqualTo(dormant.dormantSince());
            assertThat(other.matters().hiatusReasons(copy.id())).containsExactly("BlogNomic is Dormant");
        }
        ObjectNode file = (ObjectNode)
                Snapshots.standardMapper().readTree(json);
        file.put("schemaVersion", 5);
        ((ObjectNode) file.get("dynasty")).remove("dormantSince");
        try (GameStore other = TestStores.store(clock)) {
            Dynasty copy = other.exchange().importFrom(new StringReader(file.toString()), "old.json", "Ferrous");
            assertThat(copy.isDormant()).isFalse();
            assertThat(other.matters().hiatusReasons(copy.id())).isEmpty();
        }
    }

    @Test
    void aFileOfAnEraWithNoShippedProfileMustNameItsProfile() throws IOException {
        Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
        ObjectNode file = (ObjectNode)
                Snapshots.standardMapper().readTree(export(demo.id()));
        ObjectNode dynasty = (ObjectNode) file.get("dynasty");
        dynasty.put("rulesetNumber", 42);
        dynasty.remove("profileId");
        dynasty.putArray("modules");
        for (String field : List.of("workshop", "loadouts", "houseBots", "bouts", "taunts", "tournament")) {
            file.remove(field);
        }
        int dynasties = store.dynasties().all().size();
        assertThatThrownBy(() -> store.exchange().importFrom(new StringReader(file.toString()), "x.json", "Ferrous"))
                .hasMessage("dynasty.profileId: no core-rules profile ships for Ruleset 42: the file must name the "
                        + "profile its votes are judged by");
        assertThat(store.dynasties().all()).hasSize(dynasties);
        dynasty.put("profileId", "ruleset-205");
        assertThat(store.exchange().importFrom(new StringReader(file.toString()), "x.json", "Ferrous").profileId())
                .isEqualTo("ruleset-205");
    }

    @Test
    void aNewerSchemaOrAnotherFormatIsRefused() {
        assertThatThrownBy(() -> store.exchange().importFrom(
                new StringReader("{\"format\":\"dynast-dynasty\",\"schemaVersion\":9}"), "x.json", "Ferrous"))
                .hasMessage("schemaVersion: this file is schema version 9; this Dynast reads versions 1 to 8");
        assertThatThrownBy(() -> store.exchange().importFrom(new StringReader("[1,2]"), "x.json", "Ferrous"))
                .hasMessageContaining("a Dynast dynasty file is a JSON object");
        assertThatThrownBy(() -> store.exchange().importFrom(new StringReader("{\"a\":1}"), "x.json", "Ferrous"))
                .hasMessageStartingWith("format: expected \"dynast-dynasty\"");
    }

    @Test
    void aFieldOfTheWrongTypeIsReportedByItsPath() throws IOException {
        Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
        String json = export(demo.id()).replace("\"rulesetNumber\" : 205", "\"rulesetNumber\" : \"many\"");
        assertThatThrownBy(() -> store.exchange().importFrom(new StringReader(json), "x.json", "Ferrous"))
                .isInstanceOf(ImportException.class)
                .hasMessageContaining("rulesetNumber");
    }

    private String export(long dynastyId) throws IOException {
        StringWriter out = new StringWriter();
        store.exchange().export(dynastyId, out);
        return out.toString();
    }
}
