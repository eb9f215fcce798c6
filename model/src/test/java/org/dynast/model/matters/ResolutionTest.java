package org.dynast.model.matters;

import static org.assertj.core.api.Assertions.assertThat;
import static org.dynast.model.matters.MatterKind.CFJ;
import static org.dynast.model.matters.MatterKind.DOV;
import static org.dynast.model.matters.VoteIcon.AGAINST;
import static org.dynast.model.matters.VoteIcon.FOR;
import static org.dynast.model.matters.VoteIcon.VETO;

import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Core rules "Resolution of Proposals", "Calls for Judgement" and "Victory and Ascension". */
class ResolutionTest {

    @ParameterizedTest(name = "Ruleset {0}")
    @ValueSource(ints = {168, 190, 205, 217})
    void onlyTheOldestPendingProposalMayBeResolved(int ruleset) {
        // "The oldest Pending Proposal may be Enacted by any Admin if all of the following are true"
        Scenario s = Scenario.of(ruleset, 5).proposal(1, 2, 20).proposal(2, 3, 19).votes(2, FOR, 1, 4, 5)
                .votes(1, FOR, 1, 4, 5);
        assertThat(s.verdict(1).enactable()).isTrue();
        Verdict second = s.verdict(2);
        assertThat(second.popular()).isTrue();
        assertThat(second.enactable()).isFalse();
        assertThat(second.enactRoutes().get(0).blockers()).isEqualTo("not the oldest Pending Proposal (\"Proposal 1\" is)");
    }

    @ParameterizedTest(name = "Ruleset {0}")
    @ValueSource(ints = {168, 190, 205, 217})
    void aProposalNeedsTwelveHoursOpenToBeEnacted(int ruleset) {
        // "It has been open for voting for at least 12 hours."
        Scenario s = Scenario.of(ruleset, 5).proposal(1, 2, 11.5).votes(1, FOR, 1, 3, 4);
        Verdict v = s.verdict(1);
        assertThat(v.popular()).isTrue();
        assertThat(v.enactable()).isFalse();
        assertThat(v.nextChange()).get().extracting(Verdict.NextChange::description).asString()
                .startsWith("may be Enacted in 30 min");
        assertThat(Scenario.of(ruleset, 5).proposal(1, 2, 12).votes(1, FOR, 1, 3, 4).verdict(1).enactable()).isTrue();
    }

    @ParameterizedTest(name = "Ruleset {0}: {1}")
    @CsvSource({"205, Vetoed", "205, Withdrawn", "190, Self-Killed", "217, Withdrawn", "168, Self-Killed"})
    void vetoedOrWithdrawnProposalsMayBeFailedNotEnacted(int ruleset, String how) {
        // "It has not been Vetoed or Withdrawn." / "It has been Vetoed or Withdrawn."
        Scenario s = Scenario.of(ruleset, 5).proposal(1, 2, 13).votes(1, FOR, 3, 4, 5);
        if (how.equals("Vetoed")) {
            s.vote(1, 1, VETO, 1);
        } else {
            s.vote(1, 2, AGAINST, 1).vote(1, 2, FOR, 2);
        }
        Verdict v = s.verdict(1);
        assertThat(v.popular()).isTrue();
        assertThat(v.enactable()).isFalse();
        assertThat(v.failable()).isTrue();
        assertThat(v.failingRoute()).get().extracting(Verdict.RouteResult::reasons).asString().contains(how);
    }

    @ParameterizedTest(name = "Ruleset {0}")
    @ValueSource(ints = {168, 190, 205, 217})
    void aProposalPendingMoreThanSevenDaysIsIgnoredAndMayBeFailed(int ruleset) {
        // "If a Proposal somehow ends up being pending for more than 7 days, it is ignored for the purpose of
        // calculating the oldest pending Proposal, and can be failed by any Admin."
        Scenario s = Scenario.of(ruleset, 5).proposal(1, 2, 7 * 24 + 1).proposal(2, 3, 13).votes(2, FOR, 1, 4)
                .votes(1, FOR, 1, 3, 4, 5);
        Verdict stale = s.verdict(1);
        assertThat(stale.enactable()).isFalse();
        assertThat(stale.failable()).isTrue();
        assertThat(stale.failingRoute()).get().extracting(Verdict.RouteResult::reasons).asString()
                .contains("more than 7 days");
        assertThat(s.verdict(2).enactable()).isTrue();
        // exactly 7 days is not "more than 7 days": still the oldest, and not failable on the stale route
        Verdict sevenDays = Scenario.of(ruleset, 5).proposal(1, 2, 7 * 24).verdict(1);
        assertThat(sevenDays.failRoutes().get(2).passed()).isFalse();
        assertThat(sevenDays.failRoutes().get(2).blockers()).isEqualTo("pending 7 d 0 h, not more than 7 days");
    }

    @ParameterizedTest(name = "Ruleset {0}")
    @ValueSource(ints = {168, 190, 205, 217})
    void aPendingDovPutsTheGameOnHiatusAndProposalsWait(int ruleset) {
        // "If there is at least one pending DoV, BlogNomic is on Hiatus." / "If BlogNomic is on Hiatus, ...
        // Proposals may not be submitted or Resolved."
        Scenario s = Scenario.of(ruleset, 5).proposal(1, 2, 13).votes(1, FOR, 1, 3, 4).post(2, DOV, "I win", 3, 1);
        Verdict v = s.verdict(1);
        assertThat(v.popular()).isTrue();
        assertThat(v.enactable()).isFalse();
        assertThat(v.failable()).isFalse();
        assertThat(v.enactRoutes().get(0).blockers()).contains("BlogNomic is on Hiatus (there is at least one pending DoV)");
    }

    @Test
    void theSeasonalDowntimeIsAHiatus() {
        // Special Case "Seasonal Downtime": "On the 24th, 25th and 26th of December, BlogNomic is on Hiatus."
        Scenario s = Scenario.of(205, 5).now("2026-12-26T23:00:00Z").proposal(1, 2, 13).votes(1, FOR, 1, 3, 4);
        Verdict v = s.verdict(1);
        assertThat(v.enactable()).isFalse();
        assertThat(v.enactRoutes().get(0).blockers()).contains("it is the 26th of December");
        assertThat(v.nextChange()).get().extracting(Verdict.NextChange::description).asString()
                .isEqualTo("may be Enacted in 1 h (2026-12-27 00:00 UTC)");
        assertThat(s.verdictAt(1, Instant.parse("2026-12-27T00:00:00Z")).enactable()).isTrue();
    }

    @Test
    void fewerThanFourDistrictsIsAHiatusIn217() {
        // Ruleset 217 "Dormancy": "If there are fewer than four Districts, then BlogNomic is on Hiatus."
        // "Dynastic Distance": "For the purposes of dynastic and Special Case rules, the City is not a District."
        Scenario s = Scenario.of(217, 3).proposal(1, 2, 13).votes(1, FOR, 1, 3);
        assertThat(s.verdict(1).enactable()).isFalse();
        assertThat(s.verdict(1).enactRoutes().get(0).blockers()).contains("fewer than 4 Operators (2)");
        assertThat(Scenario.of(205, 3).proposal(1, 2, 13).votes(1, FOR, 1, 3).verdict(1).enactable()).isTrue();
    }

    @ParameterizedTest(name = "Ruleset {0}")
    @ValueSource(ints = {168, 190, 205, 217})
    void aCfjIsEnactedWhenPopularAndFailedWhenItChangesNothing(int ruleset) {
        // "A Pending CfJ may be Enacted by any Admin if all of the following are true: It is Popular."
        Scenario s = Scenario.of(ruleset, 5).post(1, CFJ, "CfJ", 2, 0.5).votes(1, FOR, 1, 3);
        assertThat(s.verdict(1).enactable()).as("no 12-hour minimum for CfJs").isTrue();
        // "It specifies neither changes to the Gamestate or Ruleset nor corrections to any gamestate-tracking entities."
        Scenario empty = Scenario.of(ruleset, 5).post(1, CFJ, "CfJ", 2, 0.5).flags(1, false, false, false);
        assertThat(empty.verdict(1).failable()).isTrue();
        // CfJs are resolved during Hiatus too
        s.post(2, DOV, "I win", 4, 0.1);
        assertThat(s.verdict(1).enactable()).isTrue();
    }

    @ParameterizedTest(name = "Ruleset {0}: {1} FOR of 9 after {2} h, emperor FOR {3}, AGAINST {4} -> Enactable {5}")
    @CsvSource({
        // Ruleset 205: "It has a number of FOR Votes greater than 2/3rds of the number of Operators, it has been
        // open for at least 12 hours, and either the Announcer has Voted FOR it or it has no AGAINST Votes."
        "205, 7, 12, false, 0, true",
        "205, 6, 30, true, 0, false",
        "205, 7, 11.9, true, 0, false",
        "205, 7, 12, true, 2, true",
        "205, 7, 12, false, 1, false",
        // "... greater than 2/3rds of the number of Operators, and it has been open for at least 24 hours."
        "205, 7, 24, false, 1, true",
        // Ruleset 190 and 168: "It is Popular, it has been open for at least 12 hours, and either ..."
        "190, 5, 12, false, 0, true",
        "190, 5, 12, false, 1, false",
        "190, 5, 24, false, 1, true",
        "168, 5, 12, true, 2, true",
        "217, 6, 30, true, 0, false",
    })
    void dovThresholds(int ruleset, int forVotes, double hours, boolean emperorFor, int against, boolean enactable) {
        Scenario s = Scenario.of(ruleset, 9).post(1, DOV, "I have won", 2, hours);
        long next = 3;
        int fors = 1; // the author
        if (emperorFor) {
            s.votes(1, FOR, 1);
            fors++;
        }
        while (fors < forVotes) {
            s.votes(1, FOR, next++);
            fors++;
        }
        for (int i = 0; i < against; i++) {
            s.votes(1, AGAINST, next++);
        }
        assertThat(s.verdict(1).enactable()).isEqualTo(enactable);
    }

    @ParameterizedTest(name = "Ruleset {0}")
    @ValueSource(ints = {205, 217})
    void aPopularDovShortOfTwoThirdsMayBeFailedOnceMoreThan48HoursOld(int ruleset) {
        // 205/217: "It is more than 48 hours old and cannot be Enacted". 5 FOR of 9 is Popular (Quorum 5) but not
        // "greater than 2/3rds of the number of Operators".
        Scenario s = Scenario.of(ruleset, 9).post(1, DOV, "I have won", 2, 48).votes(1, FOR, 3, 4, 5, 6)
                .votes(1, AGAINST, 7);
        Verdict at48 = s.verdict(1);
        assertThat(at48.popular()).isTrue();
        assertThat(at48.enactable()).isFalse();
        assertThat(at48.failable()).as("48 h is not more than 48 h").isFalse();
        assertThat(s.verdictAt(1, Scenario.NOW.plusSeconds(1)).failable()).isTrue();
    }

    @ParameterizedTest(name = "Ruleset {0}")
    @ValueSource(ints = {190, 168})
    void inRulesets190And168APopularDovIsEnactedAfter24Hours(int ruleset) {
        // 190/168: "It is Popular, and it has been open for at least 24 hours." (no 2/3 threshold, no 48-hour route)
        Scenario s = Scenario.of(ruleset, 9).post(1, DOV, "I have won", 2, 49).votes(1, FOR, 3, 4, 5, 6)
                .votes(1, AGAINST, 7);
        assertThat(s.verdict(1).enactable()).isTrue();
        assertThat(s.verdict(1).failable()).isFalse();
    }

    @ParameterizedTest(name = "Ruleset {0}")
    @ValueSource(ints = {168, 190, 205, 217})
    void anUnpopularDovMayBeFailedAfterTwelveHours(int ruleset) {
        // "It is Unpopular, and it has been open for at least 12 hours."
        Scenario s = Scenario.of(ruleset, 5).post(1, DOV, "I have won", 2, 11).votes(1, AGAINST, 1, 3, 4);
        Verdict early = s.verdict(1);
        assertThat(early.unpopular()).isTrue();
        assertThat(early.failable()).isFalse();
        assertThat(early.nextChange()).get().extracting(Verdict.NextChange::description).asString()
                .startsWith("may be Failed in 1 h");
        assertThat(s.verdictAt(1, Scenario.NOW.plusSeconds(3600)).failable()).isTrue();
    }

    @Test
    void theExplanationQuotesTheRuleAndTheNumbers() {
        Verdict v = Scenario.of(205, 9).post(1, CFJ, "CfJ", 2, 31).votes(1, FOR, 3, 4).verdict(1);
        assertThat(v.explanation()).contains("Cannot be resolved yet.")
                .contains("3 FOR, Quorum 5")
                .contains("open 31 h of the 48 h needed");
        assertThat(v.nextChange()).get().extracting(Verdict.NextChange::description).asString()
                .isEqualTo("may be Enacted in 17 h (2026-11-20 29:00 UTC)".replace("2026-11-20 29:00", "2026-11-21 05:00"));
    }
}
