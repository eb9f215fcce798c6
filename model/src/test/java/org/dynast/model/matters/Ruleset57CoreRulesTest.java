package org.dynast.model.matters;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.dynast.model.matters.VoteIcon.AGAINST;
import static org.dynast.model.matters.VoteIcon.DEFERENTIAL;
import static org.dynast.model.matters.VoteIcon.FOR;
import static org.dynast.model.matters.VoteIcon.VETO;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Ruleset 57's core rules (2008: Candidates, the President Thog) as core-rules profile settings, each tested against
 * the sentence it reads, on the test profile {@code profiles/core-rules-57.json} that sets them together. The other
 * eras' profiles keep today's behaviour for each setting.
 */
class Ruleset57CoreRulesTest {

    private static final CoreRulesProfile R57 = load();
    private static final CoreRulesProfile EARLY = Scenario.shipped("early-era");

    private static CoreRulesProfile load() {
        try (InputStream in = Ruleset57CoreRulesTest.class.getResourceAsStream("profiles/core-rules-57.json")) {
            return ProfileCatalogue.fromJson(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code sentence}, checked to be in Ruleset 57's text (whitespace runs compared as one space). */
    static String rule57(String sentence) {
        try (InputStream in = Ruleset57CoreRulesTest.class.getResourceAsStream(
                "/org/dynast/model/election/ruleset-057-election.txt")) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            assertThat(text.replaceAll("\\s+", " ")).as("Ruleset 57").contains(sentence.replaceAll("\\s+", " "));
            return sentence;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    // ---- rule "Enactment": Veto and Self-Kill ----------------------------------------------------

    @Test
    void aVetoedProposalMayBeFailedOutOfTurnWhileASelfKilledOneWaitsItsTurn() {
        String veto = rule57("When President Thog votes to VETO a Proposal, any Admin may fail that Proposal from that "
                + "moment on, even if it is not the oldest Pending proposal.");
        String selfKill = rule57("The oldest pending Proposal may be failed by any Admin, if any of the following are "
                + "true:-");
        rule57("The Candidate who proposed it has voted AGAINST it.");
        // Proposal 1 is the oldest; 2 is vetoed, 3 self-killed
        Scenario s = Scenario.of(R57, 6).proposal(1, 4, 10).proposal(2, 2, 5).proposal(3, 3, 4)
                .vote(2, 1, VETO, 1).vote(3, 3, AGAINST, 1);
        assertThat(s.verdict(2).failable()).as(veto).isTrue();
        assertThat(s.verdict(2).failingRoute().orElseThrow().reasons()).contains("Vetoed by the Announcer");
        assertThat(s.verdict(3).tally().withdrawn()).isTrue();
        assertThat(s.verdict(3).failable()).as(selfKill).isFalse();
        assertThat(s.verdict(3).failRoutes().get(3).blockers()).contains("not the oldest Pending Proposal");
        // the era before, where Veto and Self-Kill are one clause: the Veto waits its turn too
        Scenario early = Scenario.of(EARLY, 6).proposal(1, 4, 10).proposal(2, 2, 5).vote(2, 1, VETO, 1);
        assertThat(early.verdict(2).failable()).isFalse();
    }

    @Test
    void aSelfKillDoesNotCountOnceAnotherRequirementToFailWasMet() {
        String rule = rule57("Proposals the author has voted against are considered self-killed unless the President "
                + "Thog has voted VETO on them, or they have fulfilled one of the other requirements to fail a proposal "
                + "before the author’s self-kill vote is placed.");
        rule57("It has enough AGAINST votes that it could not be Enacted without one of those votes being changed.");
        // 5 Candidates, Quorum 3: three AGAINST leave two not against, so it could not be Enacted; then the author
        Scenario late = Scenario.of(R57, 5).proposal(1, 2, 13).votes(1, AGAINST, 3, 4, 5).vote(1, 2, AGAINST, 2);
        Tally t = late.tally(1);
        assertThat(t.withdrawn()).as(rule).isFalse();
        assertThat(t.againstVotes()).as("the author's AGAINST is an AGAINST vote").isEqualTo(4);
        assertThat(t.lines().get(1).note()).startsWith("not a Self-Kill: before it was placed the Proposal could "
                + "already be failed (");
        assertThat(late.verdict(1).failingRoute().orElseThrow().rule()).contains("enough AGAINST votes");
        assertThat(R57.failedStatus(MatterKind.PROPOSAL, t.vetoed(), t.withdrawn())).isEqualTo(MatterStatus.FAILED);
        // placed first, it is a Self-Kill
        Scenario first = Scenario.of(R57, 5).proposal(1, 2, 13).vote(1, 2, AGAINST, 0.005).votes(1, AGAINST, 3, 4, 5);
        assertThat(first.tally(1).withdrawn()).isTrue();
        assertThat(R57.failedStatus(MatterKind.PROPOSAL, false, true)).isEqualTo(MatterStatus.WITHDRAWN);
        // "unless the President Thog has voted VETO on them"
        Scenario vetoed = Scenario.of(R57, 5).proposal(1, 2, 13).vote(1, 1, VETO, 3).vote(1, 2, AGAINST, 4);
        assertThat(vetoed.tally(1).withdrawn()).isFalse();
        assertThat(vetoed.tally(1).vetoed()).isTrue();
        // another requirement met with time: open 48 hours with fewer than 2 valid votes
        Scenario quiet = Scenario.of(R57, 5).proposal(1, 2, 60).vote(1, 2, AGAINST, 49);
        assertThat(quiet.tally(1).withdrawn()).isFalse();
        // today's default: any author AGAINST is a Self-Kill
        Scenario early = Scenario.of(EARLY, 5).proposal(1, 2, 13).votes(1, AGAINST, 3, 4, 5).vote(1, 2, AGAINST, 2);
        assertThat(early.tally(1).withdrawn()).isTrue();
        assertThat(EARLY.voting().selfKillUnlessFailing()).isFalse();
    }

    // ---- rule "Votes": DEFERENTIAL ----------------------------------------------------------------

    @Test
    void deferentialIsOnlyThePresidentThogsVoteAndNoVoteWhileHeHasNotVoted() {
        String rule = rule57("A vote of DEFERENTIAL is a vote of no opinion, or of faith in the decision of the "
                + "President Thog. The vote will count as the same as the President Thog’s vote.");
        // the author votes DEFERENTIAL on their own Proposal; the President Thog (P1) has not voted
        Scenario silent = Scenario.of(R57, 5).proposal(1, 2, 13).vote(1, 2, DEFERENTIAL, 1).votes(1, FOR, 3);
        Tally t = silent.tally(1);
        assertThat(t.abstentions()).as(rule).isZero();
        assertThat(t.votesCast()).isEqualTo(1);
        assertThat(t.lines().get(1).effective()).isNull();
        // once he votes, it counts as his vote
        Scenario voted = Scenario.of(R57, 5).proposal(1, 2, 13).vote(1, 2, DEFERENTIAL, 1).votes(1, FOR, 3)
                .vote(1, 1, AGAINST, 2);
        assertThat(voted.tally(1).lines().get(1).effective()).isEqualTo(AGAINST);
        // "If there is no President Thog, a vote of DEFERENTIAL counts as an explicit vote of abstention."
        rule57("If there is no President Thog, a vote of DEFERENTIAL counts as an explicit vote of abstention.");
        Scenario metadynasty = Scenario.of(R57, 5).noEmperor().proposal(1, 2, 13).vote(1, 2, DEFERENTIAL, 1);
        assertThat(metadynasty.tally(1).abstentions()).isEqualTo(1);
        // 2011, the default: "or the Vote is made by the proposal’s author ... a Vote of DEFERENTIAL counts as an
        // explicit Vote of abstention"
        Scenario early = Scenario.of(EARLY, 5).proposal(1, 2, 13).vote(1, 2, DEFERENTIAL, 1).votes(1, FOR, 3);
        assertThat(early.tally(1).abstentions()).isEqualTo(1);
        assertThat(EARLY.voting().authorDeferentialAbstains()).isTrue();
        rule57("The President Thog cannot cast a vote of DEFERENTIAL.");
        assertThat(R57.voting().emperorMayDefer()).isFalse();
    }

    // ---- rule "Enactment": fewer than 2 valid votes ------------------------------------------------

    @Test
    void aProposalOpenFortyEightHoursWithFewerThanTwoValidVotesMayBeFailed() {
        String rule = rule57("It has been open for voting for at least 48 hours and has fewer than 2 valid votes.");
        // only the author's own FOR: more than half of its votes are FOR, but not more than 1 valid vote
        Scenario s = Scenario.of(R57, 5).proposal(1, 2, 49);
        Verdict v = s.verdict(1);
        assertThat(v.enactable()).isFalse();
        assertThat(v.failable()).as(rule).isTrue();
        assertThat(v.failingRoute().orElseThrow().reasons()).contains("1 valid Vote, fewer than 2");
        assertThat(Scenario.of(R57, 5).proposal(1, 2, 47).verdict(1).failable()).as("47 hours").isFalse();
        Scenario two = Scenario.of(R57, 5).proposal(1, 2, 49).votes(1, FOR, 3);
        assertThat(two.verdict(1).enactable()).as("two valid votes, both FOR").isTrue();
        assertThat(two.verdict(1).failable()).isFalse();
        assertThatThrownBy(() -> Clause.of(ClauseType.VALID_VOTES_FEWER_THAN)).hasMessageContaining("needs count");
    }

    // ---- a profile without Popular ---------------------------------------------------------------

    @Test
    void ruleset57HasNoPopularRouteAndItsConditionsAreInTheRulesThemselves() {
        String rule = rule57("It has a number of FOR votes that exceed or equal Quorum, has been open for voting for at "
                + "least 12 hours, and has not been vetoed or self-killed.");
        assertThat(R57.popular()).isEmpty();
        assertThat(R57.unpopular()).isEmpty();
        Scenario s = Scenario.of(R57, 5).proposal(1, 2, 13).votes(1, FOR, 3, 4);
        Verdict v = s.verdict(1);
        assertThat(v.popular()).isFalse();
        assertThat(v.enactable()).as(rule).isTrue();
        assertThat(v.enactingRoute().orElseThrow().reasons()).contains("3 FOR ≥ Quorum 3", "open 13 h ≥ 12 h");
        // a route that needs Popular, in a profile that defines none, is refused in plain words
        CoreRulesProfile broken = R57.withRoutes(List.of(), List.of(new Route("It is not Popular.",
                List.of(Clause.of(ClauseType.NOT_POPULAR)))));
        assertThatThrownBy(() -> ProfileCatalogue.check(broken)).hasMessageContaining("has no Popular route");
        // every setting is written and read back
        assertThat(ProfileCatalogue.fromJson(ProfileCatalogue.toJson(R57))).isEqualTo(R57);
        assertThat(ProfileCatalogue.toJson(R57)).contains("\"selfKillUnlessFailing\" : true",
                "\"authorDeferentialAbstains\" : false", "\"VALID_VOTES_FEWER_THAN\"", "\"VETOED\"");
    }
}
