package org.dynast.model.matters;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.dynast.model.matters.EraWording.quote;
import static org.dynast.model.matters.EraWording.shipped;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.DynastyPhase;
import org.dynast.model.matters.CoreRulesProfile.EraRules;
import org.dynast.model.roster.IdleReason;
import org.dynast.model.roster.Player;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The era settings at work in the Votable Matters actions of a real (in-memory) dynasty file: the early era's
 * statuses, cooldown, Mantle and Hiatus voting, edited profiles' settings, matters resolved by another's effect, a
 * dynastic rule amending the core, and the phase and emperor of a past moment.
 */
class EraServiceTest {

    private final ManualGameClock clock = TestStores.clock(); // 2026-11-20 12:00 UTC
    private final GameStore store = TestStores.store(clock);
    private final Dynasty dynasty = TestStores.operatorsDynasty(store);
    private final long id = dynasty.id();
    private final MattersService matters = store.matters();
    private final long ferrous = dynasty.emperorId();
    private final long kevan;
    private final long josh;
    private final long clucky;
    private final long card;

    EraServiceTest() {
        kevan = store.roster().addPlayer(id, "Ferrous", "Kevan", true, LocalDate.of(2020, 1, 1)).id();
        josh = store.roster().addPlayer(id, "Ferrous", "Josh", false, LocalDate.of(2020, 1, 1)).id();
        clucky = store.roster().addPlayer(id, "Ferrous", "Clucky", false, LocalDate.of(2020, 1, 1)).id();
        card = store.roster().addPlayer(id, "Ferrous", "Cardinal", false, LocalDate.of(2020, 1, 1)).id();
    }

    @AfterEach
    void close() {
        store.close();
    }

    private Instant hoursAgo(int h) {
        return clock.now().minus(Duration.ofHours(h));
    }

    private void votes(long matter, VoteIcon icon, int hoursAgo, long... players) {
        for (long p : players) {
            matters.vote(id, "Ferrous", matter, p, icon, hoursAgo(hoursAgo));
        }
    }

    /** A copy of {@code source} under {@code newId}, changed by {@code edit}, which the dynasty then uses. */
    private void useEdited(String source, String newId, UnaryOperator<CoreRulesProfile> edit) {
        matters.cloneProfile(id, "Ferrous", source, newId, newId);
        CoreRulesProfile copy = matters.profiles().stream().filter(p -> p.id().equals(newId)).findFirst()
                .orElseThrow().profile();
        matters.updateProfile(id, "Ferrous", newId, ProfileCatalogue.toJson(edit.apply(copy)));
        matters.useProfile(id, "Ferrous", newId);
    }

    @Test
    void aVetoedEarlyProposalIsFailedWithTheStatusVetoed() {
        quote("2009-making-the-rules-of-enactment-explicit.txt", "by either setting its status to Failed or Vetoed");
        matters.useProfile(id, "Ferrous", "early-era");
        long p = matters.post(id, "Ferrous", MatterKind.PROPOSAL, "Reword", josh, hoursAgo(20), "").id();
        votes(p, VoteIcon.VETO, 19, ferrous);
        VotableMatter failed = matters.resolve(id, "Ferrous", p, Resolution.FAIL, kevan);
        assertThat(failed.status()).isEqualTo(MatterStatus.VETOED);
        assertThat(failed.resolutionNote()).startsWith("Failed by Kevan. Vetoed.");
        long q = matters.post(id, "Ferrous", MatterKind.PROPOSAL, "Reword again", josh, hoursAgo(10), "").id();
        votes(q, VoteIcon.AGAINST, 9, josh);
        assertThat(matters.resolve(id, "Ferrous", q, Resolution.FAIL, kevan).status())
                .as("self-killed").isEqualTo(MatterStatus.WITHDRAWN);
    }

    @Test
    void anEarlyProposalIsNotOpenForVotingDuringAHiatus() {
        String note = quote("2006-reductio-decretum.txt", "this prop was not open for voting during the 13 hour Hiatus");
        matters.useProfile(id, "Ferrous", "early-era");
        long p = matters.post(id, "Ferrous", MatterKind.PROPOSAL, "Reword", josh, hoursAgo(20), "").id();
        votes(p, VoteIcon.FOR, 19, clucky);
        matters.post(id, "Ferrous", MatterKind.DOV, "I win", kevan, hoursAgo(5), "");
        assertThatThrownBy(() -> votes(p, VoteIcon.FOR, 1, card)).as(note).isInstanceOf(Refusal.class)
                .hasMessageContaining("on Hiatus (there is at least one pending DoV): a Proposal is not open for voting "
                        + "during a Hiatus");
        // a vote dated before the DoV was posted is history, and stands
        votes(p, VoteIcon.FOR, 6, card);
        // today's rulesets have votes cast during a Hiatus
        matters.useProfile(id, "Ferrous", "ruleset-205");
        votes(p, VoteIcon.FOR, 1, josh);
        assertThat(matters.verdict(id, p).tally().forVotes()).isEqualTo(3);
    }

    @Test
    void anEarlyDovFailedWithAgainstVotesEqualToQuorumBarsItsAuthor() {
        String rule = quote("2009-dov-fixes.txt", "When a DoV is failed, if it has a number of AGAINST votes that "
                + "equal or exceed Weatherteam");
        matters.useProfile(id, "Ferrous", "early-era");
        // five players, Quorum 3: two AGAINST and one FOR fail it, but do not reach Quorum
        long first = matters.post(id, "Ferrous", MatterKind.DOV, "I win", kevan, hoursAgo(30), "").id();
        votes(first, VoteIcon.AGAINST, 29, josh, clucky);
        votes(first, VoteIcon.FOR, 29, card);
        matters.resolve(id, "Ferrous", first, Resolution.FAIL, ferrous);
        long second = matters.post(id, "Ferrous", MatterKind.DOV, "I win now", kevan, null, "").id();
        votes(second, VoteIcon.AGAINST, 0, josh, clucky, card);
        clock.advance(Duration.ofHours(25));
        matters.resolve(id, "Ferrous", second, Resolution.FAIL, ferrous);
        assertThatThrownBy(() -> matters.post(id, "Ferrous", MatterKind.DOV, "Third time", kevan, null, ""))
                .as(rule).isInstanceOf(Refusal.class).hasMessageContaining("If a DoV is Failed and its AGAINST votes "
                        + "equal or exceed Quorum, the Operator who posted it cannot make another DoV until after 120 "
                        + "hours");
    }

    @Test
    void theEarlyEraLetsTheWinnerPassTheRoleBackToThePreviousEmperor() {
        quote("2009-dov-fixes.txt", "(That Bill Murray may pass this role to another Bill Murray at this point");
        shipped(217, "naming a District who was not the last dynasty’s City");
        long dov = matters.post(id, "Ferrous", MatterKind.DOV, "I win", kevan, hoursAgo(25), "").id();
        votes(dov, VoteIcon.FOR, 24, ferrous, josh, clucky, card);
        matters.resolve(id, "Ferrous", dov, Resolution.ENACT, ferrous);
        assertThatThrownBy(() -> matters.passMantle(id, "Kevan", ferrous)).isInstanceOf(Refusal.class)
                .hasMessageContaining("who was not the last dynasty’s Announcer");
        matters.useProfile(id, "Ferrous", "early-era");
        assertThat(matters.passMantle(id, "Kevan", ferrous).emperorId()).isEqualTo(ferrous);
    }

    @Test
    void anEmperorWhoMayNotDeferIsRefusedDeferential() {
        String definition = quote("2011-adjusting-votable-matters.txt", "A Vote of DEFERENTIAL is a Vote of no opinion, "
                + "or of faith in the decision of the Emperor.");
        long p = matters.post(id, "Ferrous", MatterKind.PROPOSAL, "Reword", josh, hoursAgo(2), "").id();
        votes(p, VoteIcon.DEFERENTIAL, 1, ferrous); // today's rulesets: the emperor may
        useEdited("ruleset-205", "no-imperial-defer", p205 -> p205.withVoting(new CoreRulesProfile.VotingRules(true,
                true, false, false, false, true, false)));
        assertThatThrownBy(() -> votes(p, VoteIcon.DEFERENTIAL, 0, ferrous)).as(definition)
                .isInstanceOf(Refusal.class).hasMessageContaining("The Announcer may not vote DEFERENTIAL in this era");
        votes(p, VoteIcon.DEFERENTIAL, 0, clucky);
    }

    @Test
    void theUnidleBarAndTheActionSpacingComeFromTheProfile() {
        shipped(205, "unless the Operator who would be Unidled asked to become (or rendered themselves) Idle within "
                + "the past 96 hours (4 days)");
        shipped(205, "may take that action once each day, but not more than once every ten hours");
        assertThat(store.cooldowns().rules(id).daily().minSpacing()).isEqualTo(Duration.ofHours(10));
        store.roster().idle(id, "Ferrous", josh, IdleReason.REQUESTED);
        clock.advance(Duration.ofHours(50));
        assertThatThrownBy(() -> store.roster().unidle(id, "Ferrous", josh)).isInstanceOf(Refusal.class)
                .hasMessageContaining("within the past 96 hours (4 days)");
        useEdited("ruleset-205", "short-bar", p -> p.withEra(new EraRules(168, true, 48, 6, 24)));
        assertThat(store.cooldowns().rules(id).daily().minSpacing()).isEqualTo(Duration.ofHours(6));
        assertThat(store.roster().unidle(id, "Ferrous", josh).idle()).isFalse();
    }

    @Test
    void aCfjsEffectResolvesAndReopensOtherMattersAsUndoableActions() {
        String effect = "Fail all Proposals which are pending at the time of this Call for Judgement being posted.";
        long p = matters.post(id, "Ferrous", MatterKind.PROPOSAL, "Scam", josh, hoursAgo(20), "").id();
        long cfj = matters.post(id, "Ferrous", MatterKind.CFJ, "Undo the scam", clucky, hoursAgo(19), effect).id();
        assertThatThrownBy(() -> matters.resolveByEffect(id, "Ferrous", p, Resolution.FAIL, cfj))
                .isInstanceOf(Refusal.class).hasMessageContaining("is PENDING: only an Enacted matter has an effect");
        votes(cfj, VoteIcon.FOR, 18, ferrous, kevan, card);
        matters.resolve(id, "Ferrous", cfj, Resolution.ENACT, ferrous);
        VotableMatter failed = matters.resolveByEffect(id, "Ferrous", p, Resolution.FAIL, cfj);
        assertThat(failed.status()).isEqualTo(MatterStatus.FAILED);
        assertThat(failed.resolutionNote()).isEqualTo("Failed by the effect of CfJ \"Undo the scam\" (#" + cfj + ").");
        assertThat(store.log().history(id).get(store.log().history(id).size() - 1).summary())
                .isEqualTo("Failed Proposal \"Scam\" by the effect of \"Undo the scam\"");
        store.log().undo(id, "Ferrous");
        assertThat(matters.matter(id, p).pending()).isTrue();
        store.log().redo(id, "Ferrous");
        assertThat(matters.matter(id, p).status()).isEqualTo(MatterStatus.FAILED);
        // a correcting CfJ re-opens it: Pending again, its votes kept
        VotableMatter reopened = matters.reopenByEffect(id, "Ferrous", p, cfj);
        assertThat(reopened.pending()).isTrue();
        assertThat(reopened.resolutionNote()).isNull();
        assertThatThrownBy(() -> matters.reopenByEffect(id, "Ferrous", p, cfj)).isInstanceOf(Refusal.class)
                .hasMessageContaining("is already Pending");
        assertThatThrownBy(() -> matters.resolveByEffect(id, "Ferrous", cfj, Resolution.FAIL, cfj))
                .isInstanceOf(Refusal.class).hasMessageContaining("cannot resolve itself");
    }

    @Test
    void aDynasticRuleChangesTheCoreRulesThroughTheAmendmentHook() {
        // a module's rule such as "Only the Announcer's Champion may post a Declaration of Victory"
        matters.addAmendment(new MattersService.CoreRulesAmendment() {
            @Override
            public Optional<Refusal> refusePost(MattersState state, MatterKind kind, Player author, Instant at) {
                return kind == MatterKind.DOV && author.id() != kevan
                        ? Optional.of(new Refusal("Champions", "Only the Champion may post a DoV."))
                        : Optional.empty();
            }

            @Override
            public CoreRulesProfile amend(Dynasty d, CoreRulesProfile profile) {
                return profile.withQuorum(new CoreRulesProfile.QuorumRule(1, 1, 0)); // "Quorum is every Operator"
            }
        });
        assertThatThrownBy(() -> matters.post(id, "Ferrous", MatterKind.DOV, "I win", josh, null, ""))
                .isInstanceOf(Refusal.class).hasMessage("Only the Champion may post a DoV.");
        long dov = matters.post(id, "Ferrous", MatterKind.DOV, "I win", kevan, null, "").id();
        assertThat(matters.verdict(id, dov).tally().quorum()).isEqualTo(5);
    }

    @Test
    void aPastMomentIsJudgedWithThePhaseAndEmperorOfThen() {
        shipped(205, "When a DoV is Enacted, all other pending DoVs are Failed, the Operator who posted the DoV "
                + "becomes Announcer, and the game enters an Interregnum.");
        long p = matters.post(id, "Ferrous", MatterKind.PROPOSAL, "Reword", josh, hoursAgo(40), "").id();
        votes(p, VoteIcon.FOR, 39, ferrous, clucky);
        Instant beforeDov = hoursAgo(27);
        long dov = matters.post(id, "Ferrous", MatterKind.DOV, "I win", kevan, hoursAgo(25), "").id();
        votes(dov, VoteIcon.FOR, 24, ferrous, josh, clucky, card);
        matters.resolve(id, "Ferrous", dov, Resolution.ENACT, ferrous);
        Instant enacted = clock.now();
        clock.advance(Duration.ofHours(2));

        MattersState then = matters.stateAt(id, beforeDov);
        assertThat(then.dynasty().phase()).isEqualTo(DynastyPhase.ACTIVE);
        assertThat(then.dynasty().emperorId()).isEqualTo(ferrous);
        MattersState after = matters.stateAt(id, enacted.plusSeconds(60));
        assertThat(after.dynasty().phase()).isEqualTo(DynastyPhase.INTERREGNUM);
        assertThat(after.dynasty().emperorId()).isEqualTo(kevan);
        assertThat(after.dynasty().previousEmperorId()).isEqualTo(ferrous);
        // the Proposal: enactable before the DoV (3 FOR of 5, Quorum 3); on Hiatus in the Interregnum
        assertThat(matters.verdict(id, p, beforeDov).enactable()).isTrue();
        Verdict interregnum = matters.verdict(id, p, enacted.plusSeconds(60));
        assertThat(interregnum.enactable()).isFalse();
        assertThat(interregnum.enactRoutes().get(0).blockers()).contains("the game is in an Interregnum");
        // the emperor of then: Ferrous's FOR is the Announcer's, so a DEFERENTIAL then follows it
        assertThat(matters.verdict(id, p, beforeDov).tally().emperorVote()).isEqualTo(VoteIcon.FOR);
        // undone, the enactment is not part of the history
        clock.advance(Duration.ofMinutes(1));
        store.log().undo(id, "Ferrous");
        assertThat(matters.stateAt(id, enacted.plusSeconds(60)).dynasty().phase()).isEqualTo(DynastyPhase.ACTIVE);
    }
}
