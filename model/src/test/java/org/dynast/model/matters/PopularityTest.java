package org.dynast.model.matters;

import static org.assertj.core.api.Assertions.assertThat;
import static org.dynast.model.matters.MatterKind.CFJ;
import static org.dynast.model.matters.VoteIcon.AGAINST;
import static org.dynast.model.matters.VoteIcon.FOR;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Core rule "Votable Matters": Popular and Unpopular. Nine players, so Quorum is 5. */
class PopularityTest {

    @ParameterizedTest(name = "Ruleset {0}")
    @ValueSource(ints = {168, 190, 205, 217})
    void popularWhenForVotesReachQuorum(int ruleset) {
        // "It has a number of FOR Votes that exceed or equal Quorum."
        Scenario s = Scenario.of(ruleset, 9).post(1, CFJ, "CfJ", 2, 1).votes(1, FOR, 3, 4, 5);
        Verdict four = s.verdict(1);
        assertThat(four.popular()).isFalse();
        s.votes(1, FOR, 6);
        Verdict five = s.verdict(1);
        assertThat(five.popular()).isTrue();
        assertThat(five.enactingRoute()).get().extracting(Verdict.RouteResult::reasons).asString()
                .contains("5 FOR ≥ Quorum 5");
    }

    @ParameterizedTest(name = "Ruleset {0}: {1} FOR, {2} AGAINST after {3} h -> Popular {4}")
    @CsvSource({
        // "It has been open for voting for at least 48 hours, it has more than 1 valid Vote cast on it, and more
        // valid Votes cast on it are FOR than are AGAINST."
        "205, 2, 1, 47.9, false",
        "205, 2, 1, 48, true",
        "205, 1, 0, 48, false",
        "205, 2, 2, 60, false",
        "217, 3, 2, 48, true",
        "190, 3, 2, 50, true",
        "168, 3, 2, 50, true",
        "168, 1, 0, 72, false",
    })
    void popularByMajorityAfter48Hours(int ruleset, int forVotes, int against, double hours, boolean popular) {
        Scenario s = Scenario.of(ruleset, 9).post(1, CFJ, "CfJ", 2, hours);
        // the author (P2) is one FOR; P3.. add the rest
        long next = 3;
        for (int i = 1; i < forVotes; i++) {
            s.votes(1, FOR, next++);
        }
        for (int i = 0; i < against; i++) {
            s.votes(1, AGAINST, next++);
        }
        assertThat(s.verdict(1).popular()).isEqualTo(popular);
    }

    @ParameterizedTest(name = "Ruleset {0}: a [Core] Proposal may be Popular by the 48-hour majority: {1}")
    @CsvSource({"205, false", "190, false", "217, true", "168, true"})
    void coreTextProposalsAndThe48HourMajority(int ruleset, boolean popular) {
        // 205/190: "Exception: Proposals which would change the text of a Core, Special Case or Appendix rule if
        // enacted cannot be Popular on this basis." 217 and 168 have no such exception.
        Scenario s = Scenario.of(ruleset, 9).post(1, MatterKind.PROPOSAL, "[Core] Wording Fix", 2, 50)
                .votes(1, FOR, 3).votes(1, AGAINST, 4);
        assertThat(s.verdict(1).popular()).isEqualTo(popular);
    }

    @ParameterizedTest(name = "Ruleset {0}")
    @ValueSource(ints = {168, 190, 205, 217})
    void unpopularWhenTooFewAreNotVotingAgainst(int ruleset) {
        // "The number of Operators who are not voting AGAINST it is less than Quorum." 9 players, Quorum 5:
        // 4 AGAINST leaves 5 not against (not Unpopular); 5 AGAINST leaves 4 (Unpopular).
        Scenario s = Scenario.of(ruleset, 9).post(1, CFJ, "CfJ", 2, 1).votes(1, AGAINST, 3, 4, 5, 6);
        assertThat(s.verdict(1).unpopular()).isFalse();
        s.votes(1, AGAINST, 7);
        Verdict v = s.verdict(1);
        assertThat(v.unpopular()).isTrue();
        assertThat(v.failingRoute()).get().extracting(Verdict.RouteResult::reasons).asString()
                .contains("4 Operators not voting AGAINST < Quorum 5");
    }

    @ParameterizedTest(name = "Ruleset {0}")
    @ValueSource(ints = {168, 190, 205, 217})
    void unpopularAfter48HoursWhenNotPopularIncludingATie(int ruleset) {
        // "It has been open for voting for at least 48 hours and it is not Popular."
        Scenario s = Scenario.of(ruleset, 9).post(1, CFJ, "CfJ", 2, 47).votes(1, FOR, 3).votes(1, AGAINST, 4, 5);
        assertThat(s.verdict(1).unpopular()).isFalse();
        Scenario tie = Scenario.of(ruleset, 9).post(1, CFJ, "CfJ", 2, 48).votes(1, AGAINST, 4, 5).votes(1, FOR, 3);
        assertThat(tie.verdict(1).popular()).isFalse();
        assertThat(tie.verdict(1).unpopular()).isTrue();
    }

    @ParameterizedTest(name = "Ruleset {0}: an illegal matter is Unpopular: {1}")
    @CsvSource({"205, true", "217, true", "190, true", "168, false"})
    void anIllegalPostIsUnpopular(int ruleset, boolean unpopular) {
        // Appendix "Official Posts": "If it is a Votable Matter then it is Unpopular, regardless of any other
        // performance against criteria set out in the core rules." (Ruleset 168 has no such clause.)
        Scenario s = Scenario.of(ruleset, 9).post(1, CFJ, "CfJ", 2, 1).flags(1, false, true, true);
        assertThat(s.verdict(1).unpopular()).isEqualTo(unpopular);
    }
}
