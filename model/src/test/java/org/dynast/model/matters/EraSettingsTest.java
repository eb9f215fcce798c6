package org.dynast.model.matters;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.dynast.model.matters.EraWording.quote;
import static org.dynast.model.matters.EraWording.shipped;
import static org.dynast.model.matters.VoteIcon.AGAINST;
import static org.dynast.model.matters.VoteIcon.DEFERENTIAL;
import static org.dynast.model.matters.VoteIcon.FOR;
import static org.dynast.model.matters.VoteIcon.VETO;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.dynast.model.matters.CoreRulesProfile.CooldownCondition;
import org.dynast.model.matters.CoreRulesProfile.EraRules;
import org.dynast.model.module.DynastyModules;
import org.junit.jupiter.api.Test;

/**
 * The era settings of a core-rules profile, each read by the engine as the wording of an era needs it: the shipped
 * rulesets' for today's values, older pages' (test resources {@code eras/}) for the others.
 */
class EraSettingsTest {

    private static final CoreRulesProfile EARLY = Scenario.shipped("early-era");
    private static final CoreRulesProfile R205 = Scenario.shipped("ruleset-205");

    // ---- per kind of matter ------------------------------------------------------------------

    @Test
    void theAuthorsAssumedForVoteIsAProposalsOnlyInTheEarlyEra() {
        quote("2004-no-time-outs-remaining.txt", "(not including the proposer's assumed for vote)");
        quote("2003-call-for-disinterest.txt", "if more than half of the Representatives' votes (their later votes "
                + "overriding their earlier) are in favour");
        assertThat(EARLY.authorVotesFor(MatterKind.PROPOSAL)).isTrue();
        assertThat(EARLY.authorVotesFor(MatterKind.CFJ)).isFalse();
        Scenario s = Scenario.of(EARLY, 5).proposal(1, 2, 1).post(2, MatterKind.CFJ, "CfJ", 2, 1);
        assertThat(s.tally(1).forVotes()).as("the proposer's assumed FOR").isEqualTo(1);
        assertThat(s.tally(2).forVotes()).as("no assumed vote on a CfJ").isZero();
        // today: "if the author of a Votable Matter has not used a valid voting icon ... then the author’s Vote is FOR"
        assertThat(Scenario.of(205, 5).post(2, MatterKind.CFJ, "CfJ", 2, 1).tally(2).forVotes()).isEqualTo(1);
    }

    @Test
    void deferentialFollowsTheEmperorOnlyWhereTheKindSaysSo() {
        quote("2011-adjusting-votable-matters.txt", "Move the following text from Rule “Votable Matters” to a new "
                + "subrule of Rule “Proposals”, named “Special Proposal Voting”");
        quote("2009-dov-fixes.txt", "Each Bill Murray may respond to an active DoV by voting FOR or AGAINST it");
        Scenario s = Scenario.of(EARLY, 5).proposal(1, 2, 1).post(2, MatterKind.CFJ, "CfJ", 2, 1)
                .vote(1, 1, FOR, 0.1).vote(2, 1, FOR, 0.1).votes(1, DEFERENTIAL, 3).votes(2, DEFERENTIAL, 3);
        assertThat(s.tally(1).forVotes()).as("emperor, author and a DEFERENTIAL on the Proposal").isEqualTo(3);
        assertThat(s.tally(2).forVotes()).as("the emperor alone on the CfJ").isEqualTo(1);
        assertThat(s.tally(2).lines().get(2).note()).contains("does not follow");
    }

    @Test
    void vetoedAndSelfKilledAreStatusesOfTheirOwnInTheEarlyEra() {
        quote("2009-making-the-rules-of-enactment-explicit.txt", "by either setting its status to Failed or Vetoed, "
                + "depending on the reason for failure");
        quote("2006-reductio-decretum.txt", "(or the fact that the proposal was self-killed or vetoed)");
        assertThat(EARLY.failedStatus(MatterKind.PROPOSAL, true, false)).isEqualTo(MatterStatus.VETOED);
        assertThat(EARLY.failedStatus(MatterKind.PROPOSAL, false, true)).isEqualTo(MatterStatus.WITHDRAWN);
        assertThat(EARLY.failedStatus(MatterKind.PROPOSAL, false, false)).isEqualTo(MatterStatus.FAILED);
        assertThat(EARLY.names().withdrawn()).isEqualTo("Self-Killed");
        // today a Vetoed Proposal is Failed, the fact in its note
        shipped(205, "When an Operator casts a vote AGAINST their own Proposal (which is not in the form of a "
                + "DEFERENTIAL vote), this renders the Proposal Withdrawn");
        assertThat(R205.failedStatus(MatterKind.PROPOSAL, true, false)).isEqualTo(MatterStatus.FAILED);
        assertThatThrownBy(() -> new CoreRulesProfile.KindRules(List.of(), List.of(), null, null,
                List.of(MatterStatus.ENACTED))).hasMessageContaining("list only VETOED, WITHDRAWN or ILLEGAL");
    }

    // ---- clause types --------------------------------------------------------------------------

    @Test
    void aQuorumOfAgainstVotesFailsAnEarlyCfj() {
        String rule = quote("2010-consistency-is-not-a-bad-thing.txt", "Unfailed CfJs continue until they reach a "
                + "Quorum of FOR Votes, a Quorum of AGAINST Votes");
        Scenario s = Scenario.of(EARLY, 5).post(1, MatterKind.CFJ, "CfJ", 2, 1).votes(1, AGAINST, 2, 3, 4);
        Verdict v = s.verdict(1);
        assertThat(v.failable()).as(rule).isTrue();
        assertThat(v.failingRoute().orElseThrow().reasons()).contains("3 AGAINST ≥ Quorum 3");
        assertThat(Scenario.of(EARLY, 5).post(1, MatterKind.CFJ, "CfJ", 2, 1).votes(1, AGAINST, 2, 3)
                .verdict(1).failable()).isFalse();
    }

    @Test
    void anEarlyDovPassesWithAQuorumOfVotesMoreThanHalfForAfterTwentyFourHours() {
        String rule = quote("2009-dov-fixes.txt", "The Declaration of Victory may be resolved after 24 hours, or after "
                + "12 hours if the Phil has voted on it. Upon resolution, if a Weatherteam of Bill Murrays have voted "
                + "on the DoV and more than half of the counted votes were in favour, then the DoV passes - otherwise "
                + "the DoV fails.");
        // 7 players, Quorum 4: four vote, three FOR
        Scenario s = Scenario.of(EARLY, 7).dov(1, 2, 25).votes(1, FOR, 2, 3, 4).votes(1, AGAINST, 5);
        assertThat(s.verdict(1).enactable()).as(rule).isTrue();
        assertThat(s.verdict(1).enactingRoute().orElseThrow().reasons()).contains("4 have voted (Quorum 4)",
                "3 FOR of 4 votes cast: more than half");
        Scenario fewer = Scenario.of(EARLY, 7).dov(1, 2, 25).votes(1, FOR, 2, 3, 4);
        assertThat(fewer.verdict(1).enactable()).as("three of seven have voted: fewer than Quorum").isFalse();
        assertThat(fewer.verdict(1).failable()).as("otherwise the DoV fails").isTrue();
        Scenario half = Scenario.of(EARLY, 7).dov(1, 2, 25).votes(1, FOR, 2, 3).votes(1, AGAINST, 4, 5);
        assertThat(half.verdict(1).enactable()).as("two of four FOR is not more than half").isFalse();
    }

    @Test
    void anEarlyDovMayBeResolvedAfterTwelveHoursOnceTheEmperorHasVotedWithAnyIcon() {
        quote("2009-dov-fixes.txt", "or after 12 hours if the Phil has voted on it");
        Scenario waiting = Scenario.of(EARLY, 7).dov(1, 2, 13).votes(1, FOR, 2, 3, 4, 5);
        assertThat(waiting.verdict(1).enactable()).as("13 hours, the emperor silent").isFalse();
        assertThat(waiting.verdict(1).nextChange().orElseThrow().description()).startsWith("may be Enacted in 11 h");
        Scenario voted = Scenario.of(EARLY, 7).dov(1, 2, 13).votes(1, FOR, 2, 3, 4, 5).vote(1, 1, AGAINST, 1);
        assertThat(voted.verdict(1).enactingRoute().orElseThrow().reasons())
                .contains("the Announcer has voted on it", "4 FOR of 5 votes cast");
        Scenario deferring = Scenario.of(EARLY, 7).dov(1, 2, 13).votes(1, FOR, 2, 3, 4, 5).vote(1, 1, DEFERENTIAL, 1);
        assertThat(deferring.verdict(1).enactable()).as("any icon is a vote on it").isTrue();
    }

    @Test
    void anEarlyCfjTimesOutAfterFourDaysOrTwoDuringAHiatus() {
        String rule = quote("2010-consistency-is-not-a-bad-thing.txt", "or if there is no hiatus going on, until four "
                + "days have passed since they were posted, and if there is a hiatus going on until two days have "
                + "passed since they were posted");
        Scenario quiet = Scenario.of(EARLY, 7).post(1, MatterKind.CFJ, "CfJ", 2, 50).votes(1, FOR, 2, 3);
        assertThat(quiet.verdict(1).enactable()).as("50 hours, no Hiatus: four days needed").isFalse();
        assertThat(quiet.verdict(1).enactRoutes().get(1).blockers()).contains("open 50 h of the 96 h needed");
        Scenario hiatus = Scenario.of(EARLY, 7).post(1, MatterKind.CFJ, "CfJ", 2, 50).votes(1, FOR, 2, 3)
                .dov(2, 3, 10);
        assertThat(hiatus.verdict(1).enactable()).as(rule).isTrue();
        assertThat(hiatus.verdict(1).enactingRoute().orElseThrow().reasons()).contains("open 50 h ≥ 48 h (on Hiatus)");
        assertThatThrownBy(() -> new Clause(ClauseType.FOR_AT_LEAST_QUORUM, null, null, null, null, 2))
                .hasMessageContaining("not a duration");
    }

    @Test
    void deferentialWithoutAnEmperorIsAnAbstentionThatCountsAsAVoteCast() {
        String rule = quote("2011-adjusting-votable-matters.txt", "If there is no Emperor, or the Vote is made by the "
                + "proposal’s author on their own proposal and the Emperor does not Vote on it, a Vote of DEFERENTIAL "
                + "counts as an explicit Vote of abstention");
        // no emperor; 6 players: 2 FOR, 1 AGAINST, 2 abstaining → 2 FOR of 5 cast is not more than half
        Scenario s = Scenario.of(EARLY, 6).noEmperor().proposal(1, 2, 49).votes(1, FOR, 3).votes(1, AGAINST, 4)
                .votes(1, DEFERENTIAL, 5, 6);
        Tally t = s.tally(1);
        assertThat(t.abstentions()).as(rule).isEqualTo(2);
        assertThat(t.votesCast()).isEqualTo(5);
        assertThat(t.summary()).contains("2 abstaining");
        assertThat(s.verdict(1).enactable()).isFalse();
        assertThat(s.verdict(1).failingRoute().orElseThrow().reasons()).contains("2 FOR of 5 votes cast: half or fewer");
        // "If no Emperor has Voted on a Proposal, a Vote of DEFERENTIAL on that proposal does not count as a Vote"
        quote("2011-adjusting-votable-matters.txt", "If no Emperor has Voted on a Proposal, a Vote of DEFERENTIAL on "
                + "that proposal does not count as a Vote");
        assertThat(Scenario.of(EARLY, 6).proposal(1, 2, 49).votes(1, DEFERENTIAL, 5, 6).tally(1).abstentions())
                .isZero();
        // today's rulesets: no Vote at all
        assertThat(Scenario.of(205, 6).noEmperor().proposal(1, 2, 49).votes(1, DEFERENTIAL, 5, 6).tally(1)
                .abstentions()).isZero();
    }

    // ---- the settings later eras hard-coded ----------------------------------------------------

    @Test
    void theSevenDayStaleRuleIsASettingAndTheEarlyEraHasNone() {
        shipped(205, "If a Proposal somehow ends up being pending for more than 7 days, it is ignored for the purpose "
                + "of calculating the oldest pending Proposal");
        assertThat(R205.era().staleProposalHours()).isEqualTo(168);
        quote("2006-reductio-decretum.txt", "The oldest pending Proposal may be enacted by any Admin");
        assertThat(EARLY.era().staleProposalHours()).as("2006: no such rule").isZero();
        // an 8-day-old Proposal 1 and a newer Proposal 2, both Popular
        Scenario today = Scenario.of(205, 5).proposal(1, 2, 8 * 24).proposal(2, 3, 20).votes(1, FOR, 1, 3, 4)
                .votes(2, FOR, 1, 2, 4);
        assertThat(today.engine.oldestPendingProposal(today.state(), Scenario.NOW)).get()
                .extracting(VotableMatter::id).isEqualTo(2L);
        Scenario early = Scenario.of(EARLY, 5).proposal(1, 2, 8 * 24).proposal(2, 3, 20).votes(1, FOR, 1, 3, 4)
                .votes(2, FOR, 1, 2, 4);
        assertThat(early.engine.oldestPendingProposal(early.state(), Scenario.NOW)).get()
                .extracting(VotableMatter::id).isEqualTo(1L);
    }

    @Test
    void theSelfKillLockIsASetting() {
        String lock = shipped(205, "this renders the Proposal Withdrawn, even if the author later changes their Vote");
        Scenario locked = Scenario.of(205, 5).proposal(1, 2, 20).vote(1, 2, AGAINST, 1).vote(1, 2, FOR, 2);
        assertThat(locked.tally(1).withdrawn()).as(lock).isTrue();
        // an era without the lock: "if the Sorcerer who proposed it has voted AGAINST it" — their Vote as it stands
        quote("2004-no-time-outs-remaining.txt", "or if the Sorcerer who proposed it has voted AGAINST it");
        CoreRulesProfile unlocked = R205.withVoting(new CoreRulesProfile.VotingRules(true, true, true, true, false,
                false, true));
        Scenario changed = Scenario.of(unlocked, 5).proposal(1, 2, 20).vote(1, 2, AGAINST, 1).vote(1, 2, FOR, 2);
        assertThat(changed.tally(1).withdrawn()).isFalse();
        Scenario still = Scenario.of(unlocked, 5).proposal(1, 2, 20).vote(1, 2, AGAINST, 1);
        assertThat(still.tally(1).withdrawn()).isTrue();
        assertThat(Scenario.of(EARLY, 5).proposal(1, 2, 20).vote(1, 2, AGAINST, 1).vote(1, 2, FOR, 2).tally(1)
                .withdrawn()).as(quote("2006-reductio-decretum.txt", "that vote may not be changed")).isTrue();
    }

    @Test
    void theDovCooldownConditionsAreData() {
        shipped(205, "If a DoV is Failed and it had at least one AGAINST vote");
        quote("2009-dov-fixes.txt", "When a DoV is failed, if it has a number of AGAINST votes that equal or exceed "
                + "Weatherteam");
        quote("2013-spitemaster-is-the-victor.txt", "When a DoV is failed, if it has a number of AGAINST Votes that "
                + "exceed Quorum");
        assertThat(R205.victory().cooldownCondition()).isEqualTo(CooldownCondition.ANY_AGAINST);
        assertThat(EARLY.victory().cooldownCondition()).isEqualTo(CooldownCondition.AGAINST_AT_LEAST_QUORUM);
        // the thread's own case: Quorum 4 when it failed, 4 AGAINST: "it equaled quorum but did not exceed it"
        quote("2013-spitemaster-is-the-victor.txt", "There were 4 against votes on the DOV so it equaled quorum but "
                + "did not exceed it.");
        Tally four = Scenario.of(205, 6).dov(1, 2, 30).votes(1, AGAINST, 3, 4, 5, 6).tally(1);
        assertThat(four.quorum()).isEqualTo(4);
        assertThat(CooldownCondition.AGAINST_ABOVE_QUORUM.holds(four)).isFalse();
        assertThat(CooldownCondition.AGAINST_AT_LEAST_QUORUM.holds(four)).isTrue();
        assertThat(CooldownCondition.ANY_AGAINST.holds(four)).isTrue();
        assertThat(CooldownCondition.ALWAYS.holds(Scenario.of(205, 6).dov(1, 2, 30).tally(1))).isTrue();
    }

    @Test
    void theOtherEraSettingsDefaultToTodaysRules() {
        shipped(205, "not more than once every ten hours");
        shipped(205, "not more than once every twenty-four hours");
        shipped(205, "asked to become (or rendered themselves) Idle within the past 96 hours (4 days)");
        shipped(217, "naming a District who was not the last dynasty’s City");
        // the rulesets of today's era (a module for an older ruleset, e.g. 57, ships its own era's settings)
        for (CoreRulesProfile p : ProfileCatalogue.shipped(DynastyModules.installed())) {
            if (!List.of("ruleset-168", "ruleset-190", "ruleset-205", "ruleset-217").contains(p.id())) {
                continue;
            }
            assertThat(p.era()).as(p.id()).isEqualTo(EraRules.TODAY);
            assertThat(p.era().cadence().daily().minSpacing().toHours()).isEqualTo(10);
            assertThat(p.voting().selfKillLocks()).isTrue();
            assertThat(p.voting().emperorMayDefer()).isTrue();
            assertThat(p.voting().abstentionsCountAsVotes()).isFalse();
            assertThat(p.victory().mantleToPreviousEmperor()).isFalse();
            for (MatterKind k : MatterKind.values()) {
                assertThat(p.rulesFor(k).statuses()).isEmpty();
                assertThat(p.authorVotesFor(k)).isTrue();
            }
        }
        quote("2009-dov-fixes.txt", "(That Bill Murray may pass this role to another Bill Murray at this point, if he "
                + "wishes.)");
        assertThat(EARLY.victory().mantleToPreviousEmperor()).isTrue();
        quote("2006-reductio-decretum.txt", "this prop was not open for voting during the 13 hour Hiatus");
        assertThat(EARLY.era().votingDuringHiatus()).isFalse();
        quote("2011-no-quiet-awakenings.txt", "Idle within the previous 4 days");
        assertThat(EARLY.era().unidleBarHours()).isEqualTo(96);
    }

    // ---- the format ----------------------------------------------------------------------------

    @Test
    void aProfileWithoutItsEraBlockIsRefusedAndOneDynastStoredBeforeTheBlockIsMigratedExplicitly() throws IOException {
        String json;
        try (InputStream in = getClass().getResourceAsStream("/org/dynast/model/blogbots/core-rules-205.json")) {
            json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertThat(json).contains("\"era\"");
        // as Dynast wrote it before the era settings: no era block, no cooldown condition
        ObjectNode tree = (ObjectNode)
                new ObjectMapper().readTree(json);
        tree.remove("era");
        ((ObjectNode) tree.get("victory")).remove("cooldownCondition");
        String before = tree.toString();
        // written or edited by hand: refused in plain words, not silently given today's era
        assertThatThrownBy(() -> ProfileCatalogue.fromJson(before)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("The profile has no \"era\" block").hasMessageContaining("write one");
        // stored by an older Dynast (a dynasty file's row, an export): migrated to what it was judged by then
        assertThat(ProfileCatalogue.needsEraMigration(before)).isTrue();
        assertThat(ProfileCatalogue.needsEraMigration(json)).isFalse();
        CoreRulesProfile old = ProfileCatalogue.readStored(before);
        assertThat(old.era()).isEqualTo(EraRules.TODAY);
        assertThat(old.victory().cooldownCondition()).isEqualTo(CooldownCondition.ANY_AGAINST);
        assertThat(old).isEqualTo(ProfileCatalogue.fromJson(json));
        assertThat(new StoredProfile("old", "Old", false, before, 1L).profile()).isEqualTo(old);
        // written again, it carries every setting, and reads back the same
        String written = ProfileCatalogue.toJson(old);
        assertThat(written).contains("\"era\"", "\"staleProposalHours\" : 168", "\"cooldownCondition\" : \"ANY_AGAINST\"");
        assertThat(ProfileCatalogue.fromJson(written)).isEqualTo(old);
        assertThat(ProfileCatalogue.fromJson(ProfileCatalogue.toJson(EARLY))).isEqualTo(EARLY);
        assertThat(ProfileCatalogue.toJson(EARLY)).contains("\"hiatusHours\" : 48", "\"VETOED\"");
    }

    @Test
    void aVetoedEarlyProposalMayBeFailedAndNotEnacted() {
        quote("2006-reductio-decretum.txt", "The Arbiter has voted to VETO it.");
        Scenario s = Scenario.of(EARLY, 5).proposal(1, 2, 13).votes(1, FOR, 3, 4, 5).vote(1, 1, VETO, 1);
        assertThat(s.verdict(1).enactable()).isFalse();
        assertThat(s.verdict(1).failingRoute().orElseThrow().reasons()).contains("Vetoed by the Announcer");
    }
}
