package org.dynast.model.matters;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.DynastyPhase;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.roster.IdleReason;
import org.dynast.model.roster.Player;
import org.dynast.model.roster.Roster;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The Votable Matters actions against a real (in-memory) dynasty file, with the Ruleset 205 profile. */
class MattersServiceTest {

    private final ManualGameClock clock = TestStores.clock();
    private final GameStore store = TestStores.store(clock);
    private final Dynasty dynasty = TestStores.operatorsDynasty(store);
    private final long id = dynasty.id();
    private final MattersService matters = store.matters();
    private final long ferrous = dynasty.emperorId();
    private final long kevan;
    private final long josh;
    private final long clucky;
    private final long card;

    MattersServiceTest() {
        kevan = store.roster().addPlayer(id, "Ferrous", "Kevan", true, LocalDate.of(2020, 1, 1)).id();
        josh = store.roster().addPlayer(id, "Ferrous", "Josh", false, null).id();
        clucky = store.roster().addPlayer(id, "Ferrous", "Clucky", false, null).id();
        card = store.roster().addPlayer(id, "Ferrous", "Cardinal", false, null).id();
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void theShippedProfilesAreInEveryFile() {
        assertThat(matters.profiles()).extracting(StoredProfile::id)
                .contains("ruleset-168", "ruleset-190", "ruleset-205", "ruleset-217");
        assertThat(matters.profileOf(dynasty).names().withdrawn()).isEqualTo("Withdrawn");
    }

    @Test
    void aProposalIsPostedVotedEnactedAndUndone() {
        VotableMatter p = matters.post(id, "Ferrous", MatterKind.PROPOSAL, "[Core] Fix Quorum", josh, null, "body");
        assertThat(p.tags()).containsExactly("Core");
        assertThat(p.changesProtectedText()).isTrue();
        matters.vote(id, "Ferrous", p.id(), kevan, VoteIcon.FOR, null);
        matters.vote(id, "Ferrous", p.id(), clucky, VoteIcon.FOR, null);
        assertThat(matters.verdict(id, p.id()).popular()).as("3 FOR, Quorum 3 of 5").isTrue();
        assertThatThrownBy(() -> matters.resolve(id, "Ferrous", p.id(), Resolution.ENACT, kevan))
                .isInstanceOf(Refusal.class).hasMessageContaining("may not be Enacted now: open 0 h of the 12 h needed");

        clock.advance(Duration.ofHours(12));
        VotableMatter enacted = matters.resolve(id, "Ferrous", p.id(), Resolution.ENACT, kevan);
        assertThat(enacted.status()).isEqualTo(MatterStatus.ENACTED);
        assertThat(enacted.resolvedBy()).isEqualTo("Kevan");
        assertThat(enacted.resolutionNote()).startsWith("Enacted by Kevan. 3 FOR, 0 AGAINST, 2 without a valid Vote "
                + "(Quorum 3 of 5).");

        store.log().undo(id, "Ferrous");
        assertThat(matters.matter(id, p.id()).status()).isEqualTo(MatterStatus.PENDING);
        store.log().undo(id, "Ferrous");
        assertThat(matters.verdict(id, p.id()).tally().forVotes()).isEqualTo(2);
    }

    @Test
    void onlyAnAdminResolves() {
        // "A votable matter is resolved by an admin"
        VotableMatter c = matters.post(id, "Ferrous", MatterKind.CFJ, "Fix it", josh, null, "");
        matters.vote(id, "Ferrous", c.id(), clucky, VoteIcon.FOR, null);
        matters.vote(id, "Ferrous", c.id(), card, VoteIcon.FOR, null);
        assertThatThrownBy(() -> matters.resolve(id, "Ferrous", c.id(), Resolution.ENACT, josh))
                .hasMessage("Josh is not an Admin: a votable matter is resolved by an admin.");
        assertThat(matters.resolve(id, "Ferrous", c.id(), Resolution.ENACT, ferrous).status())
                .isEqualTo(MatterStatus.ENACTED);
    }

    @Test
    void badVotesAreRefusedWithTheRuleAndChangeNothing() {
        VotableMatter p = matters.post(id, "Ferrous", MatterKind.PROPOSAL, "Idea", josh, null, "");
        int logged = store.log().history(id).size();
        store.roster().idle(id, "Ferrous", card, IdleReason.INACTIVE);
        logged++;
        assertThatThrownBy(() -> matters.vote(id, "Ferrous", p.id(), card, VoteIcon.FOR, null))
                .hasMessage("Cardinal is Idle, and Idle Operators are not counted as Operators: they have no Vote.");
        assertThatThrownBy(() -> matters.vote(id, "Ferrous", p.id(), 999_999, VoteIcon.FOR, null))
                .hasMessage("A non-Operator never has a Vote.");
        assertThatThrownBy(() -> matters.vote(id, "Ferrous", p.id(), kevan, VoteIcon.VETO, null))
                .hasMessage("Only the Announcer may use VETO as a voting icon, and only on a Proposal.");
        assertThatThrownBy(() -> matters.vote(id, "Ferrous", p.id(), kevan, VoteIcon.FOR, clock.now().plusSeconds(60)))
                .hasMessageContaining("in the future");
        assertThat(store.log().history(id)).hasSize(logged);
        assertThat(matters.state(id).votes()).isEmpty();

        // "Comments cannot be made on resolved Votable Matters."
        matters.vote(id, "Ferrous", p.id(), josh, VoteIcon.AGAINST, null);
        matters.resolve(id, "Ferrous", p.id(), Resolution.FAIL, kevan);
        assertThatThrownBy(() -> matters.vote(id, "Ferrous", p.id(), kevan, VoteIcon.FOR, null))
                .isInstanceOf(Refusal.class).hasMessageContaining("Comments cannot be made on resolved Votable Matters");
        assertThat(matters.matter(id, p.id()).resolutionNote()).startsWith("Failed by Kevan. Withdrawn. ");
    }

    @Test
    void proposalLimitsTwoPendingAndThreeADay() {
        // "unless the Operator already has 2 Proposals pending or has already made 3 Proposals that day"
        matters.post(id, "Ferrous", MatterKind.PROPOSAL, "One", josh, null, "");
        VotableMatter two = matters.post(id, "Ferrous", MatterKind.PROPOSAL, "Two", josh, null, "");
        assertThatThrownBy(() -> matters.post(id, "Ferrous", MatterKind.PROPOSAL, "Three", josh, null, ""))
                .isInstanceOf(Refusal.class)
                .hasMessage("Josh already has 2 Proposals pending: an Operator may submit a Proposal unless they "
                        + "already have 2 Proposals pending.");
        matters.vote(id, "Ferrous", two.id(), josh, VoteIcon.AGAINST, null); // withdrawn...
        clock.advance(Duration.ofMinutes(1));
        VotableMatter one = matters.state(id).matters().get(0);
        matters.vote(id, "Ferrous", one.id(), josh, VoteIcon.AGAINST, null);
        matters.resolve(id, "Ferrous", one.id(), Resolution.FAIL, kevan);
        matters.post(id, "Ferrous", MatterKind.PROPOSAL, "Three", josh, null, "");
        matters.resolve(id, "Ferrous", two.id(), Resolution.FAIL, kevan);
        assertThatThrownBy(() -> matters.post(id, "Ferrous", MatterKind.PROPOSAL, "Four", josh, null, ""))
                .hasMessageContaining("has already made 3 Proposals on 2026-11-20 (UTC)");
        clock.advance(Duration.ofHours(12)); // the next UTC day
        assertThat(matters.post(id, "Ferrous", MatterKind.PROPOSAL, "Four", josh, null, "").title()).isEqualTo("Four");
    }

    @Test
    void proposalsMayNotBeSubmittedOnHiatus() {
        matters.post(id, "Ferrous", MatterKind.DOV, "I win", josh, null, "");
        assertThatThrownBy(() -> matters.post(id, "Ferrous", MatterKind.PROPOSAL, "Idea", clucky, null, ""))
                .hasMessage("BlogNomic is on Hiatus (there is at least one pending DoV): Proposals may not be "
                        + "submitted or Resolved.");
    }

    @Test
    void theEmperorCannotDeclareVictoryAndAFailedDovWithAnAgainstVoteCoolsDown() {
        // "If an Operator (other than the Announcer) believes that they have achieved victory"
        assertThatThrownBy(() -> matters.post(id, "Ferrous", MatterKind.DOV, "I win", ferrous, null, ""))
                .hasMessage("Only an Operator other than the Announcer may make a Declaration of Victory.");
        VotableMatter dov = matters.post(id, "Ferrous", MatterKind.DOV, "I win", josh, null, "");
        matters.vote(id, "Ferrous", dov.id(), kevan, VoteIcon.AGAINST, null);
        matters.vote(id, "Ferrous", dov.id(), clucky, VoteIcon.AGAINST, null);
        matters.vote(id, "Ferrous", dov.id(), card, VoteIcon.AGAINST, null);
        clock.advance(Duration.ofHours(12));
        matters.resolve(id, "Ferrous", dov.id(), Resolution.FAIL, kevan);
        // "cannot make another DoV until after 120 hours (5 days) have passed since the time their DoV was Failed"
        clock.advance(Duration.ofHours(119));
        assertThatThrownBy(() -> matters.post(id, "Ferrous", MatterKind.DOV, "I win again", josh, null, ""))
                .hasMessageContaining("may make another DoV after 2026-11-26 00:00 UTC");
        clock.advance(Duration.ofHours(1));
        assertThat(matters.post(id, "Ferrous", MatterKind.DOV, "I win again", josh, null, "").pending()).isTrue();
    }

    @Test
    void aFailedDovWithoutAgainstVotesHasNoCooldown() {
        VotableMatter dov = matters.post(id, "Ferrous", MatterKind.DOV, "I win", josh, null, "");
        matters.setFlags(id, "Ferrous", dov.id(), false, true, true); // illegal: Unpopular without AGAINST votes
        clock.advance(Duration.ofHours(12));
        matters.resolve(id, "Ferrous", dov.id(), Resolution.FAIL, kevan);
        assertThat(matters.post(id, "Ferrous", MatterKind.DOV, "I really win", josh, null, "").pending()).isTrue();
    }

    @Test
    void enactingADovMakesItsAuthorEmperorAndStartsAnInterregnumThenTheAscensionAddress() {
        VotableMatter dov = matters.post(id, "Ferrous", MatterKind.DOV, "I win", josh, null, "");
        VotableMatter rival = matters.post(id, "Ferrous", MatterKind.DOV, "No, I win", clucky, null, "");
        for (long p : List.of(ferrous, kevan, card, clucky)) {
            matters.vote(id, "Ferrous", dov.id(), p, VoteIcon.FOR, null);
        }
        clock.advance(Duration.ofHours(12));
        matters.resolve(id, "Ferrous", dov.id(), Resolution.ENACT, kevan);
        // "all other pending DoVs are Failed, the Operator who posted the DoV becomes Announcer, and the game enters
        // an Interregnum"
        assertThat(matters.matter(id, rival.id()).status()).isEqualTo(MatterStatus.FAILED);
        Dynasty after = store.dynasties().get(id);
        assertThat(after.emperorId()).isEqualTo(josh);
        assertThat(after.phase()).isEqualTo(DynastyPhase.INTERREGNUM);
        // "no DoVs may be made"
        assertThatThrownBy(() -> matters.post(id, "Ferrous", MatterKind.DOV, "Me too", card, null, ""))
                .hasMessage("During an Interregnum ... no DoVs may be made.");
        // "Pass the Mantle (by making a post naming an Operator who was not the last dynasty’s Announcer"
        assertThatThrownBy(() -> matters.passMantle(id, "Josh", ferrous))
                .hasMessageContaining("who was not the last dynasty’s Announcer");
        matters.passMantle(id, "Josh", kevan);
        assertThat(store.dynasties().get(id).emperorId()).isEqualTo(kevan);

        Dynasty next = matters.ascensionAddress(id, "Kevan", "Kevan's Factory", 206, Terms.of("Worker", "Factory"),
                List.of("Standardised Rule Books"), null);
        assertThat(store.dynasties().get(id).phase()).isEqualTo(DynastyPhase.ENDED);
        assertThat(next.terms().player()).isEqualTo("Worker");
        assertThat(next.phase()).isEqualTo(DynastyPhase.ACTIVE);
        Roster roster = store.roster().roster(next.id());
        assertThat(roster.players()).extracting(Player::name)
                .containsExactlyInAnyOrder("Ferrous", "Kevan", "Josh", "Clucky", "Cardinal");
        assertThat(roster.nameOf(next.emperorId())).isEqualTo("Kevan");
        assertThat(store.log().history(id)).last().extracting(e -> e.summary()).asString()
                .isEqualTo("Ascension Address: Kevan's Factory begins (dynastic rules kept: Standardised Rule Books)");
    }

    @Test
    void inRuleset217APendingDovBarsUnidling() {
        // Ruleset 217: "If there is at least one pending DoV, BlogNomic is on Hiatus, no Idle District may be made
        // unidle, and no new player joining requests may be administered." (Ruleset 205 has no such clause.)
        store.roster().idle(id, "Ferrous", card, IdleReason.INACTIVE);
        matters.useProfile(id, "Ferrous", "ruleset-217");
        VotableMatter dov = matters.post(id, "Ferrous", MatterKind.DOV, "I win", josh, null, "");
        assertThatThrownBy(() -> store.roster().unidle(id, "Ferrous", card))
                .hasMessageContaining("no Idle Operator may be made unidle");
        matters.useProfile(id, "Ferrous", "ruleset-205");
        assertThat(store.roster().unidle(id, "Ferrous", card).idle()).isFalse();
        assertThat(dov.pending()).isTrue();
    }

    @Test
    void votesImportedFromAThreadAreAllOrNothing() {
        VotableMatter c = matters.post(id, "Ferrous", MatterKind.CFJ, "Fix it", josh, null, "");
        clock.advance(Duration.ofHours(2));
        VoteThreadParser.Result read = VoteThreadParser.parse("""
                Kevan | 2026-11-20 12:30 | FOR, obviously
                Clucky | 2026-11-20 13:00 | ✗ no
                Nobody | 2026-11-20 13:10 | FOR
                """);
        assertThatThrownBy(() -> matters.importVotes(id, "Ferrous", c.id(), read.votes()))
                .hasMessage("Line 3: \"Nobody\" is not an Operator of this dynasty: a non-Operator never has a Vote.");
        assertThat(matters.state(id).votes()).isEmpty();
        List<Vote> cast = matters.importVotes(id, "Ferrous", c.id(), read.votes().subList(0, 2));
        assertThat(cast).extracting(Vote::icon).containsExactly(VoteIcon.FOR, VoteIcon.AGAINST);
        assertThat(matters.verdict(id, c.id()).tally().forVotes()).isEqualTo(2);
    }

    @Test
    void profilesAreClonedAndEditedButShippedOnesAreReadOnly() {
        assertThatThrownBy(() -> matters.updateProfile(id, "Ferrous", "ruleset-205", "{}"))
                .hasMessageContaining("is read-only: clone it");
        StoredProfile copy = matters.cloneProfile(id, "Ferrous", "ruleset-205", "house-rules", "House rules");
        assertThatThrownBy(() -> matters.updateProfile(id, "Ferrous", "house-rules", "{\"id\": \"house-rules\",}"))
                .isInstanceOf(Refusal.class).hasMessageContaining("The profile is not valid: line 1, column");
        // a Quorum of a third plus one: 5 active players -> 2
        String edited = copy.definition().replaceFirst("\"denominator\" : 2", "\"denominator\" : 3");
        matters.updateProfile(id, "Ferrous", "house-rules", edited);
        matters.useProfile(id, "Ferrous", "house-rules");
        VotableMatter c = matters.post(id, "Ferrous", MatterKind.CFJ, "Fix it", josh, null, "");
        matters.vote(id, "Ferrous", c.id(), kevan, VoteIcon.FOR, null);
        assertThat(matters.verdict(id, c.id()).tally().quorum()).isEqualTo(2);
        assertThat(matters.verdict(id, c.id()).popular()).isTrue();
    }
}
