package org.dynast.model.election;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.election.debate.Debate;
import org.dynast.model.election.debate.DebateService;
import org.dynast.model.election.debate.DebateState;
import org.dynast.model.election.debate.Ending;
import org.dynast.model.log.LogEntry;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Ruleset 57's debates in a dynasty file: each step one logged, undoable action over the Candidates' Money and
 * Supporters; the private box kept out of everything players see; the debates carried by the dynasty file.
 */
class ElectionDebatesTest {

    static final String A = Fixture.ADMIN;
    static final Instant START = Instant.parse("2008-08-08T01:00:00Z");

    private final Fixture f = new Fixture();
    private final long id = f.found();
    private final DebateService debates = (DebateService) f.engine.debates();

    @AfterEach
    void close() {
        f.close();
    }

    private void at(long hoursAfterStart) {
        f.clock.set(START.plus(Duration.ofHours(hoursAfterStart)));
    }

    /** Debate 1 moderated by Arrow; Brigid, Cassius and Dorian entered and sent PMs (Dorian's a copy of Brigid's). */
    private void enteredDebate() {
        at(0);
        debates.start(id, A, 1, "Arrow", "Healthcare");
        for (String n : new String[] {"Brigid", "Cassius", "Dorian"}) {
            debates.enter(id, A, 1, n, "I will enter.");
        }
        at(2);
        debates.receive(id, A, 1, "Brigid", "Debate Free clinics for every town");
        debates.receive(id, A, 1, "Cassius", "Debate Lower drug costs");
        debates.receive(id, A, 1, "Dorian", "Debate Free clinics for every town");
    }

    private Debate debate1() {
        return debates.debates(id).get(0);
    }

    @Test
    void aWholeDebatePaysTheModeratorAndGivesEachAuthorAOverTTimesVSupporters() {
        // "E must then pay the moderator the entry cost, in millions of money, of the debate"; "Each Candidate
        //  receives A / T * V supporters … and the debate becomes finished."
        at(-2);
        assertThatThrownBy(() -> debates.start(id, A, 1, "Arrow", "Healthcare")).isInstanceOf(Refusal.class)
                .hasMessageContaining("only after its start date, 8-8-2008 at 00:00:00 GMT");
        enteredDebate();
        assertThat(f.candidate(id, "Brigid").money()).isEqualTo(10 - 2);
        assertThat(f.candidate(id, "Arrow").money()).isEqualTo(10 + 3 * 2);
        assertThat(debate1().venue()).isEqualTo(4 * 5 * 1);
        assertThat(f.engine.debates().anyActive(id)).isTrue();

        at(80);
        debates.postResolution(id, A, 1, "Arrow");
        assertThat(debate1().entries()).containsExactly("Free clinics for every town", "Lower drug costs");
        at(81);
        debates.reply(id, A, 1, "Arrow", 1);
        debates.reply(id, A, 1, "Brigid", 2);
        debates.reply(id, A, 1, "Dorian", 2);
        // "They may only choose a numeric in front of a response that was not identical to their own response."
        assertThatThrownBy(() -> debates.reply(id, A, 1, "Cassius", 2)).isInstanceOf(Refusal.class);
        // "For the purposes of Dynastic Rules … the President Thog is not considered a Candidate"
        assertThatThrownBy(() -> debates.reply(id, A, 1, "Thog", 1)).isInstanceOf(Refusal.class)
                .hasMessageContaining("not an active Candidate");

        at(80 + 50);
        debates.resolve(id, A, 1, "Arrow");
        // T = 3, V = 20: numeric 1 (Brigid) 1/3 × 20 = 6; numeric 2 (Cassius) 2/3 × 20 = 13
        assertThat(f.candidate(id, "Brigid").supporters()).isEqualTo(6);
        assertThat(f.candidate(id, "Cassius").supporters()).isEqualTo(13);
        assertThat(f.candidate(id, "Dorian").supporters()).isZero();
        assertThat(debate1().state()).isEqualTo(DebateState.FINISHED);
        // Victory: "provided there are no active debates"
        assertThat(f.engine.debates().anyActive(id)).isFalse();

        // one undo takes the resolution back: the Supporters and the debate's state
        f.store.log().undo(id, A);
        assertThat(f.candidate(id, "Brigid").supporters()).isZero();
        assertThat(f.candidate(id, "Cassius").supporters()).isZero();
        assertThat(debate1().state()).isEqualTo(DebateState.ACTIVE);
        assertThat(f.engine.debates().anyActive(id)).isTrue();
    }

    @Test
    void undoingAnEntryGivesTheEntryCostBack() {
        at(0);
        debates.start(id, A, 1, "Arrow", "Healthcare");
        debates.enter(id, A, 1, "Brigid", "I will enter.");
        f.store.log().undo(id, A);
        assertThat(f.candidate(id, "Brigid").money()).isEqualTo(10);
        assertThat(f.candidate(id, "Arrow").money()).isEqualTo(10);
        assertThat(debate1().entrants()).isEmpty();
        f.store.log().redo(id, A);
        assertThat(f.candidate(id, "Brigid").money()).isEqualTo(8);
    }

    @Test
    void aRefusedStepLogsNothing() {
        enteredDebate();
        int logged = f.store.log().history(id).size();
        assertThatThrownBy(() -> debates.enter(id, A, 1, "Brigid", "I will enter.")).isInstanceOf(Refusal.class)
                .hasMessage("Brigid has already entered Debate 1.");
        assertThatThrownBy(() -> debates.postResolution(id, A, 1, "Arrow")).isInstanceOf(Refusal.class);
        assertThat(f.store.log().history(id)).hasSize(logged);
        assertThat(f.candidate(id, "Brigid").money()).isEqualTo(8);
    }

    @Test
    void aMissedResolutionPostFinishesTheDebateAndThePenaltyPaysEachEntrant() {
        // "If e does not do so in the allotted time, e must pay each candidate who entered the debate the entry cost
        //  in millions of money and the debate becomes finished."
        enteredDebate();
        at(97);
        assertThat(f.engine.debates().anyActive(id)).isFalse();
        debates.settleMissed(id, A, 1);
        assertThat(f.candidate(id, "Arrow").money()).isEqualTo(10 + 6 - 6);
        assertThat(f.candidate(id, "Brigid").money()).isEqualTo(10);
        assertThat(debate1().ending()).isEqualTo(Ending.NO_RESOLUTION_POST);
        // the next debate's moderator may not be the one of this debate: "e did not moderate the debate whose number
        //  is one less than the debate in question"
        f.clock.set(Instant.parse("2008-08-16T00:00:00Z"));
        assertThatThrownBy(() -> debates.start(id, A, 2, "Arrow", "Roads")).isInstanceOf(Refusal.class)
                .hasMessage("Arrow moderated Debate 1, so may not start Debate 2.");
        debates.start(id, A, 2, "Brigid", "Roads");
        assertThat(debates.debates(id).get(1).venue()).isEqualTo(4 * 5 * 2);
    }

    @Test
    void nothingPrivateReachesTheLogThePlayersPageOrThePublicView() {
        // "provide the moderator with a response (via PM)"; "In no way should the Candidate who created each text be
        //  revealed in this post." (ruling R57-D10)
        enteredDebate();
        at(80);
        debates.postResolution(id, A, 1, "Arrow");
        at(81);
        debates.reply(id, A, 1, "Arrow", 1);
        at(130);
        debates.resolve(id, A, 1, "Arrow");
        for (LogEntry e : f.store.log().history(id)) {
            assertThat(e.summary()).doesNotContain("Free clinics", "Lower drug costs");
        }
        String page = debates.playersPage(id);
        assertThat(page).contains("Free clinics for every town", "Lower drug costs");
        for (String line : page.split("\n")) {
            if (line.contains("Free clinics")) {
                assertThat(line).doesNotContain("Brigid", "Dorian");
            }
            if (line.contains("Lower drug costs")) {
                assertThat(line).doesNotContain("Cassius");
            }
        }
        assertThat(debates.publicDebates(id).get(0).responses()).isEmpty();
        assertThat(debates.publicDebates(id).get(0).entryAuthors()).isEmpty();
    }

    @Test
    void theDynastyFileCarriesTheDebatesWithTheModeratorsBoxToAnotherFile() throws IOException {
        enteredDebate();
        at(80);
        debates.postResolution(id, A, 1, "Arrow");
        StringWriter out = new StringWriter();
        f.store.exchange().export(id, out);
        String file = out.toString();
        // the emperor's file keeps the private box (ruling R57-D10)
        assertThat(file).contains("\"debates\"", "Free clinics for every town",
                "\"entryAuthors\"");
        try (GameStore other = TestStores.store(TestStores.clock())) {
            Dynasty copy = other.exchange().importFrom(new StringReader(file), "election.json", A);
            DebateService there = DebateService.in(other);
            assertThat(there.debates(copy.id())).isEqualTo(debates.debates(id));
        }
        String stranger = file.replace("\"author\" : \"Cassius\"", "\"author\" : \"Mallory\"");
        assertThat(stranger).contains("Mallory");
        try (GameStore other = TestStores.store(TestStores.clock())) {
            assertThatThrownBy(() -> other.exchange().importFrom(new StringReader(stranger), "x.json", A))
                    .hasMessageContaining("debates[0].responses[1].author");
            assertThat(other.dynasties().all()).isEmpty();
        }
    }

    @Test
    void theDemoShowsAnActiveDebateWithOnePrivateResponseAndCannotBeUndone() {
        at(5);
        int logged = f.store.log().history(id).size();
        debates.seedDemo(id, A);
        Debate d = debate1();
        assertThat(d.state()).isEqualTo(DebateState.ACTIVE);
        assertThat(d.moderator()).isEqualTo("Arrow");
        assertThat(d.entrants()).extracting(e -> e.name()).containsExactly("Brigid", "Cassius");
        assertThat(d.responses()).hasSize(1);
        assertThat(f.candidate(id, "Brigid").money()).isEqualTo(8);
        assertThat(f.store.log().history(id).subList(logged, f.store.log().history(id).size()))
                .hasSize(4).noneMatch(LogEntry::undoable);
        assertThat(debates.playersPage(id)).contains("| 1 || Active", "Arrow").doesNotContain("Cut taxes");
    }

    @Test
    void beforeTheFirstStartDateTheDemoHasNoDebate() {
        at(-5);
        debates.seedDemo(id, A);
        assertThat(debate1().state()).isEqualTo(DebateState.UPCOMING);
    }

    @Test
    void duringTheHiatusOfADeclarationOfVictoryNoDebateActionIsTaken() {
        // "Upon doing so, the game immediately goes into Hiatus … During this time, the only game actions that may be
        //  taken are those covered by Rules “Candidates”, “Calls for Judgment”, “Gamestate Tracking” and “Victory and
        //  Ascension”." (ruling R57-D13)
        enteredDebate();
        long arrow = f.store.roster().roster(id).byName("Arrow").orElseThrow().id();
        f.store.matters().post(id, A, MatterKind.DOV, "Arrow wins", arrow, null, "Won.");
        int logged = f.store.log().history(id).size();
        assertThatThrownBy(() -> debates.receive(id, A, 1, "Cassius", "Debate again")).isInstanceOf(Refusal.class)
                .hasMessageStartingWith("BlogNomic is on Hiatus");
        assertThat(f.store.log().history(id)).hasSize(logged);
    }

    @Test
    void aDebateInOneDynastyLeavesAnotherDynastysFileAsItWas() throws IOException {
        long other = f.store.dynasties().found(A, "Another Election", 57, new Terms(
                "Candidate", "Candidates", "President Thog"), Fixture.THOG, LocalDate.of(2008, 8, 1)).id();
        for (String n : Fixture.NAMES) {
            f.store.roster().addPlayer(other, A, n, true, null);
        }
        StringWriter before = new StringWriter();
        f.store.exchange().export(other, before);
        enteredDebate();
        StringWriter after = new StringWriter();
        f.store.exchange().export(other, after);
        assertThat(strip(after.toString())).isEqualTo(strip(before.toString()));
        assertThat(debates.debates(other)).allMatch(d -> d.state() == DebateState.UPCOMING);
    }

    private static String strip(String file) {
        return file.replaceAll("\"exportedAt\" : \"[^\"]*\"", "");
    }

    @Test
    void aFileWithADebateNumberedNineIsRefusedInWords() throws IOException {
        // "Debates are numbered in order of their occurrence, starting at 1 and ending at eight."
        enteredDebate();
        StringWriter out = new StringWriter();
        f.store.exchange().export(id, out);
        String file = out.toString().replaceFirst("\"number\" : 1,", "\"number\" : 9,");
        assertThat(file).contains("\"number\" : 9");
        try (GameStore other = TestStores.store(TestStores.clock())) {
            assertThatThrownBy(() -> other.exchange().importFrom(new StringReader(file), "x.json", A))
                    .hasMessageContaining("debates[0].number: there is no Debate 9");
            assertThat(other.dynasties().all()).isEmpty();
        }
    }

    @Test
    void theElectionsPlayersPageHasTheDebatesAndNoPrivateEntryOrAuthor() {
        // "In no way should the Candidate who created each text be revealed in this post." (ruling R57-D10)
        enteredDebate();
        String before = f.engine.wikiPage(id);
        assertThat(before).contains("== Candidates ==", "== Debates ==", "| 1 || Active || 8-8-2008 at 00:00:00 GMT || "
                + "Arrow || Healthcare").doesNotContain("Free clinics", "Lower drug costs");
        at(80);
        debates.postResolution(id, A, 1, "Arrow");
        String after = f.engine.wikiPage(id);
        assertThat(after).contains("# Free clinics for every town (0 replies)", "# Lower drug costs (0 replies)");
        for (String line : after.split("\n")) {
            if (line.contains("Free clinics") || line.contains("Lower drug costs")) {
                assertThat(line).doesNotContain("Brigid", "Cassius", "Dorian");
            }
        }
    }

    @Test
    void theDemoDynastyHasAnActiveDebateAndItsFileImports() throws IOException {
        try (GameStore store = TestStores.store(TestStores.clock())) {
            DemoDynasty.seedIfEmpty(store, A);
            Dynasty d = store.dynasties().all().stream().filter(x -> x.name().equals(ElectionDemo.NAME)).findFirst()
                    .orElseThrow();
            Debate first = DebateService.in(store).debates(d.id()).get(0);
            assertThat(first.state()).isEqualTo(DebateState.ACTIVE);
            assertThat(first.moderator()).isEqualTo("Darknight");
            assertThat(first.responses()).hasSize(1);
            assertThat(ElectionEngine.in(store).wikiPage(d.id())).contains("== Debates ==").doesNotContain("Cut taxes");
            StringWriter out = new StringWriter();
            store.exchange().export(d.id(), out);
            try (GameStore copy = TestStores.store(TestStores.clock())) {
                Dynasty in = copy.exchange().importFrom(new StringReader(out.toString()), "demo.json", A);
                assertThat(DebateService.in(copy).debates(in.id())).isEqualTo(DebateService.in(store).debates(d.id()));
            }
        }
    }
}
