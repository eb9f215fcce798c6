package org.dynast.model.blogbots.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.blogbots.BlogBots;
import org.dynast.model.blogbots.bots.Loadout;
import org.dynast.model.blogbots.tournament.Tournament.Bout;
import org.dynast.model.blogbots.tournament.Tournament.Bracket;
import org.dynast.model.blogbots.tournament.TournamentService.StepKind;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.MatterStatus;
import org.dynast.model.matters.Resolution;
import org.dynast.model.matters.VotableMatter;
import org.dynast.model.matters.VoteIcon;
import org.dynast.model.roster.Player;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.dynast.model.time.UtcCalendar;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Ruleset 205's "Formalised Disputes": pausing the schedule, who enacts a pausing CfJ, DoVs, recalculating. */
class FormalisedDisputesTest {

    private static final String EMPEROR = "Ferrous";
    private final ManualGameClock clock = TestStores.clock();
    private final GameStore store = TestStores.store(clock);
    private final Dynasty demo = DemoDynasty.seedIfEmpty(store, EMPEROR);
    private final TournamentService tournament = BlogBots.in(store).tournament();
    private final long id = demo.id();

    @AfterEach
    void close() {
        store.close();
    }

    private Bracket bracketPosted() {
        tournament.setEligibleFrom(id, EMPEROR, UtcCalendar.day(clock.now()));
        tournament.start(id, EMPEROR);
        List<Long> order = tournament.seedOrder(id).stream().map(Tournament.Seed::playerId).toList();
        tournament.postProvisional(id, EMPEROR, order);
        clock.advance(Duration.ofDays(3));
        tournament.postFinal(id, EMPEROR, order);
        return tournament.postBracket(id, EMPEROR);
    }

    private long operator() {
        Long emperor = store.dynasties().get(id).emperorId();
        return store.roster().roster(id).players().stream().filter(p -> !p.idle() && !Long.valueOf(p.id()).equals(emperor))
                .findFirst().orElseThrow().id();
    }

    private VotableMatter cfj(String title, Instant postedAt) {
        AtomicReference<VotableMatter> out = new AtomicReference<>();
        store.matters().seed(id, EMPEROR, "CfJ", s -> out.set(s.post(MatterKind.CFJ, title, operator(), postedAt,
                "Please pause the tournament.")));
        return out.get();
    }

    private void resolveAt(VotableMatter m, Instant at) {
        store.matters().seed(id, EMPEROR, "resolved", s -> s.resolve(m, MatterStatus.FAILED, at, EMPEROR, "Failed"));
    }

    @Test
    void theScheduleIsPausedForAsLongAsThePausingCfjIsNotResolvedAndThatTimeIsNotCounted() {
        // "If the events of a bout in tournament mode are ever being challenged by a call for judgement and that call
        // for judgement's text requests a pause in the tournament, the schedule in Winners at War is paused for as
        // long as that call for judgement is not resolved; time spent with the tournament being paused is not counted
        // towards the 12 hour and 24 hour thresholds in the schedule."
        Bracket bracket = bracketPosted();
        Instant posted = bracket.postedAt().plus(Duration.ofHours(2));
        clock.advance(Duration.ofHours(3));
        VotableMatter m = cfj("Bout 1-1 was misrun", posted);
        tournament.setPauseRequest(id, EMPEROR, m.id(), true);
        assertThat(tournament.tournament(id).pauses()).containsExactly(m.id());
        assertThat(store.log().nextUndo(id).orElseThrow().summary()).contains("requests a pause in the tournament");
        TournamentService.Step step = tournament.nextStep(id).orElseThrow();
        assertThat(step.kind()).isEqualTo(StepKind.PAUSED);
        assertThat(step.what()).startsWith("Paused by CfJ 'Bout 1-1 was misrun' since " + UtcCalendar.format(posted));
        clock.advance(Duration.ofHours(30));
        assertThatThrownBy(() -> tournament.applyStep(id, EMPEROR)).isInstanceOf(Refusal.class)
                .hasMessageContaining("paused for as long as that call for judgement is not resolved")
                .extracting(e -> ((Refusal) e).rule()).isEqualTo(TournamentService.DISPUTES);
        assertThatThrownBy(() -> tournament.bringForward(id, EMPEROR)).isInstanceOf(Refusal.class);
        // the mark is undoable
        store.log().undo(id, EMPEROR);
        assertThat(tournament.tournament(id).pauses()).isEmpty();
        assertThat(tournament.nextStep(id).orElseThrow().kind()).isEqualTo(StepKind.STAGING);
        store.log().redo(id, EMPEROR);
        // resolved three hours after it was posted: Staging is due three hours late
        resolveAt(m, posted.plus(Duration.ofHours(3)));
        step = tournament.nextStep(id).orElseThrow();
        assertThat(step.kind()).isEqualTo(StepKind.STAGING);
        assertThat(step.due()).isEqualTo(bracket.postedAt().plus(Duration.ofHours(27)));
    }

    @Test
    void whereMultipleOpenCallsForJudgementEachRequestAPauseItLastsUntilAllOfThemHaveBeenResolved() {
        // "Where multiple open calls for judgement each request a pause, that pause lasts until all of them have been
        // resolved."
        Bracket bracket = bracketPosted();
        Instant t = bracket.postedAt();
        clock.advance(Duration.ofHours(5));
        VotableMatter a = cfj("First dispute", t.plus(Duration.ofHours(2)));
        VotableMatter b = cfj("Second dispute", t.plus(Duration.ofHours(4)));
        tournament.setPauseRequest(id, EMPEROR, a.id(), true);
        tournament.setPauseRequest(id, EMPEROR, b.id(), true);
        resolveAt(a, t.plus(Duration.ofHours(5)));
        TournamentService.Step step = tournament.nextStep(id).orElseThrow();
        assertThat(step.kind()).isEqualTo(StepKind.PAUSED);
        assertThat(step.what()).isEqualTo("Paused by CfJ 'Second dispute' since " + UtcCalendar.format(
                t.plus(Duration.ofHours(2))));
        clock.advance(Duration.ofHours(3));
        resolveAt(b, t.plus(Duration.ofHours(8)));
        // paused from hour 2 to hour 8: six hours not counted
        assertThat(tournament.nextStep(id).orElseThrow().due()).isEqualTo(t.plus(Duration.ofHours(30)));
        // a resolved CfJ is history: it is not unmarked
        assertThatThrownBy(() -> tournament.setPauseRequest(id, EMPEROR, a.id(), false)).isInstanceOf(Refusal.class)
                .hasMessageContaining("is resolved");
    }

    @Test
    void thePausedTimeIsNotCountedTowardsTheTwelveHourThresholdEither() {
        // "time spent with the tournament being paused is not counted towards the 12 hour and 24 hour thresholds"
        bracketPosted();
        tournament.bringForward(id, EMPEROR);
        Instant staging = clock.now();
        clock.advance(Duration.ofHours(1));
        VotableMatter m = cfj("Dispute", staging.plus(Duration.ofMinutes(30)));
        tournament.setPauseRequest(id, EMPEROR, m.id(), true);
        resolveAt(m, staging.plus(Duration.ofMinutes(90)));
        assertThat(tournament.nextStep(id).orElseThrow().due()).isEqualTo(staging.plus(Duration.ofHours(13)));
    }

    @Test
    void onlyTheAnnouncerIsPermittedToEnactCallsForJudgementThatRequestThatTheTournamentBePaused() {
        // "Only the Announcer is permitted to enact calls for judgement that request that the tournament be paused."
        bracketPosted();
        Long emperor = store.dynasties().get(id).emperorId();
        Player admin = store.roster().roster(id).players().stream()
                .filter(p -> p.admin() && !p.idle() && !Long.valueOf(p.id()).equals(emperor)).findFirst().orElseThrow();
        VotableMatter m = cfj("Dispute", clock.now());
        tournament.setPauseRequest(id, EMPEROR, m.id(), true);
        assertThatThrownBy(() -> store.matters().resolve(id, EMPEROR, m.id(), Resolution.ENACT, admin.id()))
                .isInstanceOf(Refusal.class)
                .hasMessageContaining("Only the Announcer is permitted to enact calls for judgement that request that "
                        + "the tournament be paused")
                .extracting(e -> ((Refusal) e).rule()).isEqualTo(TournamentService.DISPUTES);
        // a CfJ not requesting a pause is not held
        VotableMatter other = cfj("Other", clock.now());
        assertThatThrownBy(() -> store.matters().resolve(id, EMPEROR, other.id(), Resolution.ENACT, admin.id()))
                .isInstanceOf(Refusal.class).extracting(e -> ((Refusal) e).rule()).isNotEqualTo(
                        TournamentService.DISPUTES);
    }

    @Test
    void thereIsNo120HourCooldownOnTheUseOfADeclarationOfVictoryWhileTheGameIsInTournamentMode() {
        // "There is no 120 hour cooldown on the use of a Declaration of Victory while the game is in Tournament Mode"
        long author = operator();
        Long voter = store.roster().roster(id).players().stream().filter(p -> !p.idle() && p.id() != author)
                .findFirst().orElseThrow().id();
        Instant at = clock.now();
        store.matters().seed(id, EMPEROR, "a failed DoV", s -> {
            VotableMatter dov = s.post(MatterKind.DOV, "I have won", author, at, "");
            s.vote(dov, voter, VoteIcon.AGAINST, at);
            s.resolve(dov, MatterStatus.FAILED, at, EMPEROR, "Failed");
        });
        clock.advance(Duration.ofHours(1));
        assertThatThrownBy(() -> store.matters().post(id, EMPEROR, MatterKind.DOV, "Again", author, null, ""))
                .isInstanceOf(Refusal.class).hasMessageContaining("cannot make another DoV");
        BlogBots.in(store).workshop().updateRules(id, EMPEROR, r -> r.withTournamentMode(true), "Tournament Mode on");
        assertThat(store.matters().post(id, EMPEROR, MatterKind.DOV, "Again", author, null, "").pending()).isTrue();
    }

    private Bout runFirst() {
        bracketPosted();
        tournament.bringForward(id, EMPEROR);
        tournament.bringForward(id, EMPEROR);
        Bout bout = tournament.tournament(id).bracket().tiers().get(0).bouts().get(0);
        tournament.runBout(id, EMPEROR, bout.id());
        return tournament.tournament(id).bracket().bout(bout.id()).orElseThrow();
    }

    @Test
    void theAnnouncerMayRecalculateABoutWithinTwentyFourHoursOfItsEndAndTheNewEndingTimeIsTheTiers() {
        // "the Announcer is permitted to recalculate the results of that bout without the use of a proposal or call
        // for judgement so long as less than 24 hours have passed since the end of that bout. The new ending time for
        // a recalculated bout is considered to be the ending time of that bout's tier"
        Bout fought = runFirst();
        assertThat(fought.endedAt()).isEqualTo(clock.now());
        assertThat(fought.settlement()).hasSize(2);
        Loadout a = BlogBots.in(store).workshop().loadout(id, fought.first().playerId());
        Loadout b = BlogBots.in(store).workshop().loadout(id, fought.second().playerId());
        clock.advance(Duration.ofHours(23));
        Tournament before = tournament.tournament(id);
        // nothing corrected: the same Bout from the same Bots, Configuration and seed
        tournament.recalculate(id, EMPEROR, fought.id());
        Bout again = tournament.tournament(id).bracket().bout(fought.id()).orElseThrow();
        assertThat(again.winnerId()).isEqualTo(fought.winnerId());
        assertThat(again.endedAt()).isEqualTo(clock.now());
        Loadout a2 = BlogBots.in(store).workshop().loadout(id, fought.first().playerId());
        assertThat(a2.money()).isEqualTo(a.money());
        assertThat(a2.boutCount()).isEqualTo(a.boutCount());
        assertThat(a2.bot()).isEqualTo(a.bot());
        assertThat(BlogBots.in(store).workshop().loadout(id, fought.second().playerId()).bot()).isEqualTo(b.bot());
        assertThat(store.log().nextUndo(id).orElseThrow().summary()).startsWith("Recalculated Bracket Bout "
                + fought.id());
        store.log().undo(id, EMPEROR);
        assertThat(tournament.tournament(id)).isEqualTo(before);
        clock.advance(Duration.ofHours(1));
        assertThatThrownBy(() -> tournament.recalculate(id, EMPEROR, fought.id())).isInstanceOf(Refusal.class)
                .hasMessageContaining("so long as less than 24 hours have passed since the end of that bout");
    }

    @Test
    void anAwardTakenAfterABoutStaysTakenWhenThatBoutIsRecalculated() {
        // "each Operator may, once after each Bout, award themselves ₩1,000": a recalculated Bout is the same Bout
        var ws = BlogBots.in(store).workshop();
        // every Operator well under the ₩20,000 cap, so the Bout's awards are paid in full both times
        for (var o : ws.operators(id)) {
            ws.correct(id, EMPEROR, o.playerId(), "Money spent", l -> l.withMoney(5_000));
        }
        Bout fought = runFirst();
        long winner = fought.winnerId();
        ws.correct(id, EMPEROR, winner, "Money spent", l -> l.withMoney(10_000));
        ws.awardTournamentMoney(id, EMPEROR, winner);
        int money = ws.loadout(id, winner).money();
        tournament.recalculate(id, EMPEROR, fought.id());
        assertThat(ws.loadout(id, winner).awardedSinceBout()).isTrue();
        assertThatThrownBy(() -> ws.awardTournamentMoney(id, EMPEROR, winner)).isInstanceOf(Refusal.class)
                .hasMessageContaining("has already done so since their last Bout");
        if (tournament.tournament(id).bracket().bout(fought.id()).orElseThrow().winnerId() == winner) {
            assertThat(ws.loadout(id, winner).money()).isEqualTo(money);
        }
    }

    @Test
    void aRecalculatedBoutWithACorrectedBotMayChangeItsWinnerAndTheTiersEndingTimeMovesTheNextDeadline() {
        // "with the most recent ending time being used in the case of multiple recalculated bouts in the same tier"
        Bout fought = runFirst();
        long winner = fought.winnerId();
        // the emperor finds the winner's Bot was wrongly whole: its Chassis was at 0%
        BlogBots.in(store).workshop().correct(id, EMPEROR, winner, "Chassis was at 0%",
                l -> l.withBot(l.bot().withChassis(l.bot().chassis().withCondition(0))
                        .withSystems(l.bot().systems().stream().map(p -> p.withCondition(0)).toList())));
        clock.advance(Duration.ofHours(2));
        tournament.recalculate(id, EMPEROR, fought.id());
        Tournament after = tournament.tournament(id);
        Bout again = after.bracket().bout(fought.id()).orElseThrow();
        assertThat(again.winnerId()).isNotEqualTo(winner);
        assertThat(after.bracket().eliminated()).contains(winner);
        // run the rest of tier 1, then recalculate its first Bout again: the tier ends then
        for (Bout x : after.bracket().tiers().get(0).bouts()) {
            if (!x.fought()) {
                tournament.runBout(id, EMPEROR, x.id());
            }
        }
        clock.advance(Duration.ofHours(1));
        tournament.recalculate(id, EMPEROR, fought.id());
        Tournament t = tournament.tournament(id);
        assertThat(t.bracket().tiers().get(0).finished()).isEqualTo(clock.now());
        TournamentService.Step next = tournament.nextStep(id).orElseThrow();
        assertThat(next.kind()).isEqualTo(StepKind.STAGING);
        assertThat(next.due()).isEqualTo(clock.now().plus(Duration.ofHours(24)));
    }
}
