package org.dynast.model.matters;

import static org.assertj.core.api.Assertions.assertThat;
import static org.dynast.model.matters.MatterKind.CFJ;
import static org.dynast.model.matters.VoteIcon.AGAINST;
import static org.dynast.model.matters.VoteIcon.DEFERENTIAL;
import static org.dynast.model.matters.VoteIcon.FOR;
import static org.dynast.model.matters.VoteIcon.VETO;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Core rule "Votable Matters": how votes count, in every shipped era. */
class VotingTest {

    @ParameterizedTest(name = "Ruleset {0}")
    @ValueSource(ints = {168, 190, 205, 217})
    void aPlayersVoteIsTheLastIconTheyUsed(int ruleset) {
        // "An Operator’s Vote on a Votable Matter is the last valid voting icon that they have used in any comment"
        Tally t = Scenario.of(ruleset, 5).post(1, CFJ, "CfJ", 2, 30)
                .vote(1, 3, FOR, 1).vote(1, 3, AGAINST, 2).vote(1, 4, AGAINST, 1).vote(1, 4, FOR, 3)
                .tally(1);
        assertThat(t.lines()).filteredOn(l -> l.playerId() == 3).singleElement()
                .extracting(Tally.Line::effective).isEqualTo(AGAINST);
        assertThat(t.lines()).filteredOn(l -> l.playerId() == 4).singleElement()
                .extracting(Tally.Line::effective).isEqualTo(FOR);
    }

    @ParameterizedTest(name = "Ruleset {0}")
    @ValueSource(ints = {168, 190, 205, 217})
    void theAuthorsVoteIsForUntilTheyUseAnIcon(int ruleset) {
        // "if the author of a Votable Matter has not used a valid voting icon ... then the author’s Vote is FOR"
        Scenario s = Scenario.of(ruleset, 5).post(1, CFJ, "CfJ", 2, 30);
        assertThat(s.tally(1).forVotes()).isEqualTo(1);
        s.vote(1, 2, AGAINST, 1);
        assertThat(s.tally(1).forVotes()).isZero();
        assertThat(s.tally(1).againstVotes()).isEqualTo(1);
    }

    @ParameterizedTest(name = "Ruleset {0}")
    @ValueSource(ints = {168, 190, 205, 217})
    void deferentialFollowsTheEmperorsValidVote(int ruleset) {
        // "When the Announcer has a valid Vote other than VETO ... all votes of DEFERENTIAL ... are ... the same
        // as the Announcer's Vote"
        Scenario s = Scenario.of(ruleset, 5).post(1, CFJ, "CfJ", 2, 30).votes(1, DEFERENTIAL, 3, 4);
        assertThat(s.tally(1).forVotes()).as("no emperor vote yet: DEFERENTIAL is not valid").isEqualTo(1);
        assertThat(s.tally(1).validVotes()).isEqualTo(1);
        s.vote(1, 1, AGAINST, 2);
        assertThat(s.tally(1).againstVotes()).isEqualTo(3);
        assertThat(s.tally(1).lines()).filteredOn(l -> l.playerId() == 3).singleElement()
                .extracting(Tally.Line::note).asString().isEqualTo("follows the Announcer's AGAINST");
    }

    @Test
    void aVetoIsNotAVoteForDeferentialsToFollow() {
        // "When the Announcer has a valid Vote other than VETO"
        Tally t = Scenario.of(205, 5).proposal(1, 2, 30).votes(1, DEFERENTIAL, 3, 4).vote(1, 1, VETO, 1).tally(1);
        assertThat(t.vetoed()).isTrue();
        assertThat(t.validVotes()).isEqualTo(1);
    }

    @Test
    void inAMetadynastyDeferentialHasNoOneToFollow() {
        // "If there is no Announcer, the Dynasty is a Metadynasty."
        Tally t = Scenario.of(205, 5).noEmperor().post(1, CFJ, "CfJ", 2, 30).votes(1, DEFERENTIAL, 1, 3).tally(1);
        assertThat(t.validVotes()).isEqualTo(1);
        assertThat(t.emperorVote()).isNull();
    }

    @ParameterizedTest(name = "Ruleset {0}")
    @ValueSource(ints = {168, 190, 205, 217})
    void idlePlayersAndNonPlayersHaveNoVote(int ruleset) {
        // "A non-Operator never has a Vote, even if they were an Operator previously"; Idle Operators "are not
        // counted as Operators"
        Tally t = Scenario.of(ruleset, 6).idle(6).post(1, CFJ, "CfJ", 2, 30)
                .votes(1, AGAINST, 6, 99).tally(1);
        assertThat(t.players()).isEqualTo(5);
        assertThat(t.quorum()).isEqualTo(3);
        assertThat(t.againstVotes()).isZero();
        assertThat(t.lines()).extracting(Tally.Line::player).doesNotContain("P6");
    }

    @ParameterizedTest(name = "Ruleset {0}")
    @ValueSource(ints = {168, 190, 205, 217})
    void theAuthorsAgainstWithdrawsAProposalEvenIfTheyChangeTheirVote(int ruleset) {
        // "When an Operator casts a vote AGAINST their own Proposal ... this renders the Proposal Withdrawn, even if
        // the author later changes their Vote."
        Tally t = Scenario.of(ruleset, 5).proposal(1, 2, 30).vote(1, 2, AGAINST, 1).vote(1, 2, FOR, 2).tally(1);
        assertThat(t.withdrawn()).isTrue();
        // "(which is not in the form of a DEFERENTIAL vote)"
        Tally def = Scenario.of(ruleset, 5).proposal(1, 2, 30).vote(1, 1, AGAINST, 1).vote(1, 2, DEFERENTIAL, 2)
                .tally(1);
        assertThat(def.withdrawn()).isFalse();
        assertThat(def.againstVotes()).isEqualTo(2);
    }

    @Test
    void imperialDeferentialsAreInactiveInRuleset205() {
        // Ruleset 205: "Imperial Deferentials [Inactive]": the Announcer's DEFERENTIAL is not a valid Vote.
        Tally t = Scenario.of(205, 5).proposal(1, 2, 30).votes(1, FOR, 3).vote(1, 1, DEFERENTIAL, 1).tally(1);
        assertThat(t.emperorVote()).isNull();
        assertThat(t.forVotes()).isEqualTo(2);
    }

    @Test
    void imperialDeferentialsInRuleset217CountTheMajorityAndVoidOthersDeferentials() {
        // Ruleset 217 "Imperial Deferentials [Active]": "that vote is instead considered to be valid and either FOR
        // (if more Districts have a valid FOR vote on that Proposal than have a valid AGAINST vote on it) or AGAINST
        // (in all other cases). However, in either case, votes of DEFERENTIAL made by other Districts on the same
        // Proposal are not considered to be valid."
        Scenario s = Scenario.of(217, 6).proposal(1, 2, 30).votes(1, FOR, 3).votes(1, AGAINST, 4)
                .vote(1, 1, DEFERENTIAL, 1).vote(1, 5, DEFERENTIAL, 1);
        Tally t = s.tally(1);
        assertThat(t.emperorVote()).as("2 FOR (author and P3) > 1 AGAINST").isEqualTo(FOR);
        assertThat(t.forVotes()).isEqualTo(3);
        assertThat(t.lines()).filteredOn(l -> l.playerId() == 5).singleElement()
                .extracting(Tally.Line::effective).isNull();
        // a tie is "all other cases": AGAINST
        s.votes(1, AGAINST, 6);
        assertThat(s.tally(1).emperorVote()).isEqualTo(AGAINST);
    }

    @Test
    void imperialDeferentialsInRuleset168LetOthersDeferentialsFollow() {
        // Ruleset 168 "Imperial Deferentials [Active]" has no clause voiding others' DEFERENTIAL; the core rule then
        // makes them "the same as the King's Vote".
        Tally t = Scenario.of(168, 6).proposal(1, 2, 30).votes(1, FOR, 3).vote(1, 1, DEFERENTIAL, 1)
                .vote(1, 5, DEFERENTIAL, 1).tally(1);
        assertThat(t.emperorVote()).isEqualTo(FOR);
        assertThat(t.forVotes()).isEqualTo(4);
    }

    @Test
    void imperialDeferentialsApplyOnlyToProposals() {
        Tally t = Scenario.of(217, 5).post(1, CFJ, "CfJ", 2, 30).votes(1, FOR, 3).vote(1, 1, DEFERENTIAL, 1).tally(1);
        assertThat(t.emperorVote()).isNull();
        assertThat(t.lines()).extracting(Tally.Line::player).contains("P1");
        assertThat(t.forVotes()).isEqualTo(2);
    }
}
