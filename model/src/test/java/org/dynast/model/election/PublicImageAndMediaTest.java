package org.dynast.model.election;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.dynast.model.Refusal;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.Resolution;
import org.dynast.model.matters.VoteIcon;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Rules "Public Image", "Media Exposure" and "Candidate Agendas", each tested against its sentence. */
class PublicImageAndMediaTest {

    private final Fixture f = new Fixture();
    private final long id = f.found();

    @AfterEach
    void close() {
        f.close();
    }

    private long player(String name) {
        return f.store.roster().roster(id).byName(name).orElseThrow().id();
    }

    private void supporters(String name, long value) {
        f.seed(id, w -> w.setSupporters(name, value));
    }

    /** A Proposal by {@code author}, 13 hours old, with these votes (the author's own FOR is implicit). */
    private long proposal(String author, List<String> forVoters, List<String> againstVoters) {
        Instant posted = f.clock.now().minus(Duration.ofHours(13));
        long p = f.store.matters().post(id, Fixture.ADMIN, MatterKind.PROPOSAL, "Proposal by " + author, player(author),
                posted, "").id();
        for (String v : forVoters) {
            f.store.matters().vote(id, Fixture.ADMIN, p, player(v), VoteIcon.FOR, posted.plusSeconds(60));
        }
        for (String v : againstVoters) {
            f.store.matters().vote(id, Fixture.ADMIN, p, player(v), VoteIcon.AGAINST, posted.plusSeconds(120));
        }
        return p;
    }

    /**
     * "Whenever a Proposal by a Candidate passes with fewer than two AGAINST votes, the Candidate who proposed it gains
     * one Supporter for every FOR vote on that Proposal."; undo of the resolution undoes it.
     */
    @Test
    void anEnactedProposalWithFewerThanTwoAgainstGivesItsAuthorOnePerForVoteAndUndoTakesItBack() {
        supporters("Arrow", 5);
        long p = proposal("Arrow", List.of("Brigid", "Cassius", Fixture.THOG), List.of("Dorian"));
        f.store.matters().resolve(id, Fixture.ADMIN, p, Resolution.ENACT, player(Fixture.THOG));
        // FOR: Arrow (the author's own), Brigid, Cassius and the President Thog = 4
        assertThat(f.candidate(id, "Arrow").supporters()).isEqualTo(9);
        f.store.log().undo(id, Fixture.ADMIN);
        assertThat(f.candidate(id, "Arrow").supporters()).isEqualTo(5);
        assertThat(f.engine.publicImage().claimable(id, "Brigid")).isEmpty();
    }

    /** Two AGAINST votes: "fewer than two AGAINST votes" is not met, and the author's Supporters stay. */
    @Test
    void anEnactedProposalWithTwoAgainstGivesNothing() {
        supporters("Arrow", 5);
        long p = proposal("Arrow", List.of("Brigid", Fixture.THOG), List.of("Cassius", "Dorian"));
        f.clock.advance(Duration.ofHours(40));
        f.store.matters().resolve(id, Fixture.ADMIN, p, Resolution.ENACT, player(Fixture.THOG));
        assertThat(f.candidate(id, "Arrow").supporters()).isEqualTo(5);
    }

    /**
     * "Whenever a Proposal by a Candidate fails with fewer than three FOR votes, the Candidate who proposed it loses one
     * Supporter for every AGAINST vote on that Proposal."
     */
    @Test
    void aFailedProposalWithFewerThanThreeForTakesOnePerAgainstVote() {
        supporters("Arrow", 5);
        long p = proposal("Arrow", List.of(), List.of("Brigid", "Cassius", Fixture.THOG));
        f.store.matters().resolve(id, Fixture.ADMIN, p, Resolution.FAIL, player(Fixture.THOG));
        assertThat(f.candidate(id, "Arrow").supporters()).isEqualTo(2);
    }

    /**
     * "Whenever a Proposal passes, any Candidate who voted FOR on that Proposal may once, within 24 hours, add one
     * Supporter to their own Supporters."
     */
    @Test
    void eachForVoterMayOnceWithin24HoursAddOneSupporter() {
        supporters("Brigid", 3);
        long p = proposal("Arrow", List.of("Brigid", "Cassius", Fixture.THOG), List.of("Dorian"));
        f.store.matters().resolve(id, Fixture.ADMIN, p, Resolution.ENACT, player(Fixture.THOG));
        assertThat(f.engine.publicImage().claimable(id, "Brigid")).extracting(c -> c.matterId).containsExactly(p);
        f.engine.publicImage().claim(id, Fixture.ADMIN, "Brigid", p);
        assertThat(f.candidate(id, "Brigid").supporters()).isEqualTo(4);
        assertThatThrownBy(() -> f.engine.publicImage().claim(id, Fixture.ADMIN, "Brigid", p))
                .isInstanceOf(Refusal.class).hasMessageContaining("once");
        assertThatThrownBy(() -> f.engine.publicImage().claim(id, Fixture.ADMIN, "Dorian", p))
                .isInstanceOf(Refusal.class).hasMessageContaining("did not vote FOR");
        f.clock.advance(Duration.ofHours(24));
        assertThatThrownBy(() -> f.engine.publicImage().claim(id, Fixture.ADMIN, "Cassius", p))
                .isInstanceOf(Refusal.class).hasMessageContaining("within 24 hours");
    }

    /**
     * "Whenever a Proposal by a Candidate passes with fewer than two AGAINST votes, the Candidate who proposed it gains
     * one Supporter for every FOR vote on that Proposal." and "Whenever a Proposal passes, any Candidate who voted FOR
     * on that Proposal may once, within 24 hours, add one Supporter": a Proposal a CfJ re-opens has not passed, so the
     * re-opening takes both back, in its own log entry (ruling R57-21), and undoing the re-opening gives them again.
     */
    @Test
    void reopeningAnEnactedProposalTakesItsPublicImageBackAndUndoingTheReopeningGivesItAgain() {
        supporters("Arrow", 5);
        supporters("Brigid", 3);
        long p = proposal("Arrow", List.of("Brigid", "Cassius", Fixture.THOG), List.of("Dorian"));
        f.store.matters().resolve(id, Fixture.ADMIN, p, Resolution.ENACT, player(Fixture.THOG));
        f.engine.publicImage().claim(id, Fixture.ADMIN, "Brigid", p);
        assertThat(f.candidate(id, "Arrow").supporters()).isEqualTo(9);
        assertThat(f.candidate(id, "Brigid").supporters()).isEqualTo(4);
        long cfj = f.store.matters().post(id, Fixture.ADMIN, MatterKind.CFJ, "Proposal by Arrow was enacted early",
                player("Dorian"), f.clock.now(), "").id();
        for (String v : List.of("Arrow", "Brigid", "Cassius", Fixture.THOG)) {
            f.store.matters().vote(id, Fixture.ADMIN, cfj, player(v), VoteIcon.FOR, f.clock.now());
        }
        f.store.matters().resolve(id, Fixture.ADMIN, cfj, Resolution.ENACT, player(Fixture.THOG));

        f.store.matters().reopenByEffect(id, Fixture.ADMIN, p, cfj);
        assertThat(f.candidate(id, "Arrow").supporters()).as("the author's +4 taken back").isEqualTo(5);
        assertThat(f.candidate(id, "Brigid").supporters()).as("the claimed Supporter taken back").isEqualTo(3);
        assertThat(f.engine.publicImage().claimable(id, "Cassius")).isEmpty();
        assertThatThrownBy(() -> f.engine.publicImage().claim(id, Fixture.ADMIN, "Cassius", p))
                .isInstanceOf(Refusal.class).hasMessageContaining("No resolved Proposal");

        f.store.log().undo(id, Fixture.ADMIN);
        assertThat(f.candidate(id, "Arrow").supporters()).isEqualTo(9);
        assertThat(f.candidate(id, "Brigid").supporters()).isEqualTo(4);
        assertThat(f.engine.publicImage().claimable(id, "Cassius")).extracting(c -> c.matterId).containsExactly(p);
    }

    /**
     * A re-opened Proposal that fails when resolved again gives its author the failure's change alone, not both:
     * "Whenever a Proposal by a Candidate fails with fewer than three FOR votes, the Candidate who proposed it loses one
     * Supporter for every AGAINST vote on that Proposal."
     */
    @Test
    void aReopenedProposalResolvedAgainCountsOnlyItsNewResolution() {
        supporters("Arrow", 5);
        long p = proposal("Arrow", List.of("Brigid", Fixture.THOG), List.of("Cassius"));
        f.store.matters().resolve(id, Fixture.ADMIN, p, Resolution.ENACT, player(Fixture.THOG));
        assertThat(f.candidate(id, "Arrow").supporters()).isEqualTo(8); // Arrow's own FOR, Brigid's, the Thog's
        long cfj = f.store.matters().post(id, Fixture.ADMIN, MatterKind.CFJ, "Re-open it", player("Dorian"),
                f.clock.now(), "").id();
        for (String v : List.of("Arrow", "Brigid", "Cassius", Fixture.THOG)) {
            f.store.matters().vote(id, Fixture.ADMIN, cfj, player(v), VoteIcon.FOR, f.clock.now());
        }
        f.store.matters().resolve(id, Fixture.ADMIN, cfj, Resolution.ENACT, player(Fixture.THOG));
        f.store.matters().reopenByEffect(id, Fixture.ADMIN, p, cfj);
        assertThat(f.candidate(id, "Arrow").supporters()).isEqualTo(5);
        for (String v : List.of("Brigid", "Dorian", Fixture.THOG)) {
            f.store.matters().vote(id, Fixture.ADMIN, p, player(v), VoteIcon.AGAINST, f.clock.now());
        }
        f.clock.advance(Duration.ofHours(48));
        f.store.matters().resolve(id, Fixture.ADMIN, p, Resolution.FAIL, player(Fixture.THOG));
        // one FOR (Arrow's own), four AGAINST (Brigid, Cassius, Dorian, the President Thog): 5 − 4, not 8 − 4
        assertThat(f.candidate(id, "Arrow").supporters()).isEqualTo(1);
    }

    /**
     * "A proposal by a Candidate is also permitted to change or remove that Candidate’s Good Intentions; however, if it
     * does so then the proposal’s author gains no Supporters under Rule 2.5 for that proposal."
     */
    @Test
    void aProposalThatChangesItsAuthorsGoodIntentionsGainsNothing() {
        f.engine.media().postNews(id, Fixture.ADMIN);
        f.engine.media().statement(id, Fixture.ADMIN, "Arrow", "When I\u2019m elected, the moon.");
        supporters("Arrow", 5);
        long p = proposal("Arrow", List.of("Brigid", "Cassius", Fixture.THOG), List.of());
        f.store.matters().resolve(id, Fixture.ADMIN, p, Resolution.ENACT, player(Fixture.THOG));
        assertThat(f.candidate(id, "Arrow").supporters()).isEqualTo(9);
        f.engine.media().changeIntention(id, Fixture.ADMIN, p, "Arrow", 1, "the sun.");
        assertThat(f.candidate(id, "Arrow").supporters()).isEqualTo(5);
        assertThat(f.engine.media().agendas(id)).extracting(g -> g.text).containsExactly("the sun.");
    }

    /** "The ‘Candidate Agendas’ document may not be modified in any way other than those included by this rule." */
    @Test
    void aProposalMayNotChangeAnotherCandidatesGoodIntentions() {
        f.engine.media().postNews(id, Fixture.ADMIN);
        f.engine.media().statement(id, Fixture.ADMIN, "Brigid", "When I'm elected, free pie.");
        long p = proposal("Arrow", List.of("Brigid", "Cassius", Fixture.THOG), List.of());
        f.store.matters().resolve(id, Fixture.ADMIN, p, Resolution.ENACT, player(Fixture.THOG));
        assertThatThrownBy(() -> f.engine.media().changeIntention(id, Fixture.ADMIN, p, "Brigid", 1, null))
                .isInstanceOf(Refusal.class).hasMessageContaining("only its own author's Good Intentions");
    }

    /**
     * "As a daily action, a Candidate may post a comment to the News Post, and add 1DICE3 Supporters to the Candidate
     * they endorse ... and cannot be an exact copy of previous BS."
     */
    @Test
    void aBlognomicStatementIsDailyAddsOneDice3ToTheEndorseeAndNoExactCopy() {
        assertThatThrownBy(() -> f.engine.media().statement(id, Fixture.ADMIN, "Arrow", "Hello"))
                .isInstanceOf(Refusal.class).hasMessageContaining("no News Post");
        f.engine.media().postNews(id, Fixture.ADMIN);
        f.engine.campaigns().endorse(id, Fixture.ADMIN, "Arrow", "Brigid");
        long roll = f.engine.media().statement(id, Fixture.ADMIN, "Arrow", "Vote Brigid!");
        assertThat(roll).isBetween(1L, 3L);
        assertThat(f.candidate(id, "Brigid").supporters()).isEqualTo(roll);
        f.clock.advance(Duration.ofHours(5));
        assertThatThrownBy(() -> f.engine.media().statement(id, Fixture.ADMIN, "Arrow", "Again"))
                .isInstanceOf(Refusal.class);
        assertThatThrownBy(() -> f.engine.media().statement(id, Fixture.ADMIN, "Cassius", "Vote Brigid!"))
                .isInstanceOf(Refusal.class).hasMessageContaining("exact copy");
    }

    /**
     * "When a Candidate posts BS, if the date is before 1-10-2008 and that statement starts with ‘When I’m elected,’
     * all the text after it in that comment becomes added to the ‘Candidate Agendas’ document ... numbered starting
     * from 1 for each Candidate."
     */
    @Test
    void aPromiseBeforeTheFirstOfOctoberBecomesANumberedGoodIntention() {
        f.engine.media().postNews(id, Fixture.ADMIN);
        f.engine.media().statement(id, Fixture.ADMIN, "Arrow", "When I'm elected, ponies.");
        f.clock.advance(Duration.ofDays(1));
        f.engine.media().statement(id, Fixture.ADMIN, "Arrow", "When I\u2019m elected, more ponies.");
        f.engine.media().statement(id, Fixture.ADMIN, "Brigid", "When I'm elected, fewer ponies.");
        f.clock.set(Instant.parse("2008-10-01T00:00:00Z"));
        f.engine.media().statement(id, Fixture.ADMIN, "Cassius", "When I'm elected, no ponies.");
        assertThat(f.engine.media().agendas(id)).extracting(g -> g.candidate + " " + g.number + " " + g.text)
                .containsExactly("Arrow 1 ponies.", "Arrow 2 more ponies.", "Brigid 1 fewer ponies.");
    }

    /**
     * "As a daily action, President Thog may post a comment to the News Post, and add or remove 1DICE6 Supporters to
     * the last Candidate that posted BS."
     */
    @Test
    void thePresidentThogsDailyCommentMovesTheLastBsPosterByOneDice6() {
        f.engine.media().postNews(id, Fixture.ADMIN);
        supporters("Brigid", 20);
        f.engine.media().statement(id, Fixture.ADMIN, "Arrow", "First");
        f.engine.media().statement(id, Fixture.ADMIN, "Brigid", "Second");
        long before = f.candidate(id, "Brigid").supporters();
        long roll = f.engine.media().presidentComment(id, Fixture.ADMIN, "Boo.", false);
        assertThat(f.candidate(id, "Brigid").supporters()).isEqualTo(before - roll);
        assertThat(f.store.dice().emperorView(id).getLast().roller()).isEqualTo(Fixture.THOG);
        f.clock.advance(Duration.ofHours(3));
        assertThatThrownBy(() -> f.engine.media().presidentComment(id, Fixture.ADMIN, "Again", true))
                .isInstanceOf(Refusal.class);
    }

    /** The players' page has the Candidates with Total Support, the News Post and the Agendas. */
    @Test
    void thePlayersPageShowsCandidatesNewsAndAgendas() {
        f.engine.media().postNews(id, Fixture.ADMIN);
        f.engine.media().statement(id, Fixture.ADMIN, "Arrow", "When I'm elected, ponies.");
        String page = f.engine.wikiPage(id);
        assertThat(page).contains("== Candidates ==", "! Candidate !! Supporters !! Endorses !! Total Support",
                "| Arrow || ", "== Blognomic News Channel ==", "When I'm elected, ponies.",
                "== Candidate Agendas ==", "=== Arrow ===", ": 1. ponies.", "== Victory ==");
        assertThat(page).doesNotContain(Fixture.THOG + " ||");
    }
}
