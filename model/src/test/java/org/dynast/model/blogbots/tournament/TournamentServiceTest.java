package org.dynast.model.blogbots.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.blogbots.BlogBots;
import org.dynast.model.blogbots.arena.BoutsService;
import org.dynast.model.blogbots.bots.Part;
import org.dynast.model.blogbots.bots.Readiness;
import org.dynast.model.blogbots.bots.WorkshopService;
import org.dynast.model.blogbots.tournament.Tournament.Bout;
import org.dynast.model.blogbots.tournament.Tournament.Bracket;
import org.dynast.model.blogbots.tournament.Tournament.Tier;
import org.dynast.model.blogbots.tournament.TournamentService.StepKind;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.Resolution;
import org.dynast.model.matters.VotableMatter;
import org.dynast.model.matters.VoteIcon;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.dynast.model.time.UtcCalendar;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Winners at War in the dynasty file: Tournament Mode, the seed lists, the Bracket, its schedule and Bouts. */
class TournamentServiceTest {

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

    private List<Long> order() {
        return tournament.seedOrder(id).stream().map(Tournament.Seed::playerId).toList();
    }

    private void startWithDate() {
        tournament.setEligibleFrom(id, EMPEROR, UtcCalendar.day(clock.now()));
        tournament.start(id, EMPEROR);
    }

    private Bracket bracketPosted() {
        startWithDate();
        tournament.postProvisional(id, EMPEROR, order());
        clock.advance(Duration.ofDays(3));
        tournament.postFinal(id, EMPEROR, order());
        return tournament.postBracket(id, EMPEROR);
    }

    @Test
    void theDateConditionIsTheDynastysOwnDateSetByTheEmperor() {
        // "If the date is on or after August 22 2022 then the game has entered Tournament Mode."
        assertThat(tournament.conditions(id).dateHolds()).isFalse();
        tournament.setEligibleFrom(id, EMPEROR, UtcCalendar.day(clock.now()).plusDays(1));
        assertThat(tournament.conditions(id).dateHolds()).isFalse();
        clock.advance(Duration.ofDays(1));
        assertThat(tournament.conditions(id).dateHolds()).isTrue();
    }

    @Test
    void theQuietConditionNeedsNoReadinessChangeInTheLast96Hours() {
        // "If no Operator have had their readiness changed in the last 96 hours, and no bouts are currently pending
        // resolution, then the game has entered Tournament Mode."
        WorkshopService.Operator op = BlogBots.in(store).workshop().operators(id).get(0);
        BlogBots.in(store).workshop().correct(id, EMPEROR, op.playerId(), "readiness", l -> l.withReadiness(Readiness.READY,
                clock.now()));
        assertThat(tournament.conditions(id).quietHolds()).isFalse();
        assertThatThrownBy(() -> tournament.start(id, EMPEROR)).isInstanceOf(Refusal.class)
                .hasMessageContaining("in the last 96 hours");
        clock.advance(Duration.ofHours(96));
        assertThat(tournament.conditions(id).quietHolds()).isTrue();
        assertThat(tournament.boutsPendingResolution(id)).isFalse();
    }

    @Test
    void startingTournamentModeSwitchesTheWorkshopsTournamentModeAndMakesBoutsPracticeBouts() {
        // Practice Bouts: "Any Bouts fought between the start of Tournament Mode and the posting of the Final Bracket
        // are Practice Bouts"
        assertThat(tournament.practiceBouts(id)).isFalse();
        startWithDate();
        assertThat(BlogBots.in(store).workshop().rules(id).tournamentMode()).isTrue();
        assertThat(tournament.practiceBouts(id)).isTrue();
        store.log().undo(id, EMPEROR);
        assertThat(BlogBots.in(store).workshop().rules(id).tournamentMode()).isFalse();
        assertThat(tournament.tournament(id).started()).isFalse();
    }

    @Test
    void whileATournamentHasBegunTheWorkshopMayNotSwitchTournamentModeOff() {
        // "If the game is not in Tournament Mode then the rest of this rule is flavour text": the seed lists, the
        // Bracket and its schedule stand on Tournament Mode, so the Workshop's flag defers to the Tournament
        WorkshopService ws = BlogBots.in(store).workshop();
        ws.updateRules(id, EMPEROR, r -> r.withTournamentMode(true), "on");
        ws.updateRules(id, EMPEROR, r -> r.withTournamentMode(false), "off"); // no Tournament: the emperor's switch
        assertThat(ws.rules(id).tournamentMode()).isFalse();
        startWithDate();
        int logged = store.log().history(id).size();
        assertThatThrownBy(() -> ws.updateRules(id, EMPEROR, r -> r.withTournamentMode(false), "off"))
                .isInstanceOf(Refusal.class).hasMessageStartingWith("While a Tournament has begun (2026-11-20")
                .hasMessageContaining("Tournament Mode cannot be switched off in the Workshop")
                .extracting(e -> ((Refusal) e).rule()).isEqualTo(TournamentService.RULE);
        assertThat(ws.rules(id).tournamentMode()).isTrue();
        assertThat(store.log().history(id)).hasSize(logged);
        // other edits of the Workshop's rules still go through, Tournament Mode kept
        ws.updateRules(id, EMPEROR, r -> r.withTournamentMode(true), "catalogue edit");
        assertThat(ws.rules(id).tournamentMode()).isTrue();
        // undoing the Tournament's start is the way back
        store.log().undo(id, EMPEROR);
        store.log().undo(id, EMPEROR);
        assertThat(tournament.tournament(id).started()).isFalse();
        assertThat(ws.rules(id).tournamentMode()).isFalse();
    }

    @Test
    void theProvisionalSeedListIsPostedOrderedFromOneTheBestAndLogged() {
        // "the Announcer should post a Provisional Seed List ... ordered from 1 being the best to the highest number
        // being the weakest"
        startWithDate();
        List<Long> reversed = new ArrayList<>(order());
        Collections.reverse(reversed);
        Tournament.SeedList list = tournament.postProvisional(id, EMPEROR, reversed);
        assertThat(list.seeds()).extracting(Tournament.Seed::playerId).containsExactlyElementsOf(reversed);
        assertThat(list.post()).startsWith("Provisional Seed List\n1. ");
        assertThat(store.log().nextUndo(id).orElseThrow().summary()).startsWith("Posted the Provisional Seed List: 1. ");
        assertThat(tournament.seedOrder(id)).extracting(Tournament.Seed::playerId).containsExactlyElementsOf(reversed);
        assertThatThrownBy(() -> tournament.postProvisional(id, EMPEROR, reversed.subList(1, reversed.size())))
                .isInstanceOf(Refusal.class).hasMessageContaining("names every Operator once; missing: ");
    }

    @Test
    void theFinalSeedListIsRefusedBeforeThreeDaysSayingWhenItMayBePosted() {
        // "Three days after Tournament Mode begins or as soon as possible thereafter, the Announcer should post the
        // Final Seed List."
        startWithDate();
        clock.advance(Duration.ofDays(2));
        assertThatThrownBy(() -> tournament.postFinal(id, EMPEROR, order())).isInstanceOf(Refusal.class)
                .hasMessageContaining("it may be posted from 2026-11-23");
        clock.advance(Duration.ofDays(1));
        tournament.postFinal(id, EMPEROR, order());
        assertThat(tournament.tournament(id).finalSeeds().seeds()).hasSize(6);
    }

    @Test
    void onceTheFinalSeedListIsPostedEveryReadinessIsWorkshopAndOperatorsMayNotChangeIt() {
        // "Once the Final Seed List has been posted, all Operators have their Readiness set to Workshop, Operators
        // may not change their Readiness"
        WorkshopService.Operator op = BlogBots.in(store).workshop().operators(id).get(1);
        BlogBots.in(store).workshop().setReadiness(id, EMPEROR, op.playerId(), Readiness.READY);
        clock.advance(Duration.ofHours(97));
        startWithDate();
        clock.advance(Duration.ofDays(3));
        tournament.postFinal(id, EMPEROR, order());
        assertThat(BlogBots.in(store).workshop().operators(id)).allMatch(o -> o.loadout().readiness() == Readiness.WORKSHOP);
        assertThatThrownBy(() -> BlogBots.in(store).workshop().setReadiness(id, EMPEROR, op.playerId(), Readiness.READY))
                .isInstanceOf(Refusal.class).hasMessageContaining("Operators may not change their Readiness")
                .extracting(e -> ((Refusal) e).rule()).isEqualTo(TournamentService.RULE);
    }

    @Test
    void theBracketPlacesTierOneWithConfigurationsAndDrawsLaterTiersAsWinnersOfBouts() {
        // "All Bouts in the Bracket should have their Configurations detailed in the Bracket document"
        Bracket bracket = bracketPosted();
        Tier one = bracket.tiers().get(0);
        assertThat(one.drawn()).isFalse();
        assertThat(one.bouts()).isNotEmpty().allMatch(Bout::placed).allMatch(b -> b.seed() != null);
        assertThat(one.bouts().get(0).first().seed()).isLessThan(one.bouts().get(0).second().seed());
        Tier two = bracket.tiers().get(1);
        assertThat(two.drawn()).isTrue();
        assertThat(two.bouts()).flatExtracting(b -> List.of(b.first().shown(), b.second().shown()))
                .anyMatch(s -> s.startsWith("Winner of 1-"));
        // Practice Bouts end with "the posting of the Final Bracket"
        assertThat(tournament.practiceBouts(id)).isFalse();
        // stored and read back whole
        assertThat(tournament.tournament(id).bracket()).isEqualTo(bracket);
    }

    private String detailed(Bout b) {
        return BoutsService.configurationText(b.configuration(),
                BlogBots.in(store).workshop().rules(id).catalogue());
    }

    private static String named(Tournament.Slot s) {
        return s.name() + " (seed " + s.seed();
    }

    @Test
    void theBracketDocumentNamesEveryTierOneBoutWithBothOperatorsSeedsAndItsConfigurationDetailed() {
        // "All Bouts in the Bracket should have their Configurations detailed in the Bracket document"
        Bracket bracket = bracketPosted();
        assertThat(bracket.posts()).hasSize(1);
        Tournament.Post post = bracket.posts().get(0);
        assertThat(post.title()).isEqualTo("Bracket");
        assertThat(post.postedAt()).isEqualTo(bracket.postedAt());
        String text = post.text();
        assertThat(text).startsWith("Bracket\n").contains("Tier 1\n");
        for (Bout b : bracket.tiers().get(0).bouts()) {
            assertThat(text).contains("Bout " + b.id() + ": " + named(b.first()) + ") v " + named(b.second()) + ")\n"
                    + detailed(b));
        }
        // the later tiers as drawn, with the places still to be decided
        assertThat(text).contains("Tier 2 (as drawn; organised when tier 1 is decided)").contains("Winner of 1-1");
        assertThat(tournament.tournament(id).bracket().posts()).containsExactly(post);
    }

    @Test
    void aFoughtBracketBoutReplaysAsItWasFoughtEvenAfterTheWorkshopChangesTheBots() {
        // Players watch their Bout: the replay comes from the two sides as they fought, the Bout's Configuration and seed
        bracketPosted();
        tournament.bringForward(id, EMPEROR);
        tournament.bringForward(id, EMPEROR);
        Bout first = tournament.tournament(id).bracket().tiers().get(0).bouts().get(0);
        TournamentService.Ran ran = tournament.runBout(id, EMPEROR, first.id());
        long loser = ran.result().winner() == 0 ? first.second().playerId() : first.first().playerId();
        BlogBots.in(store).workshop().correct(id, EMPEROR, loser, "a new Chassis Condition after the Bout",
                l -> l.withBot(l.bot().withChassis(l.bot().chassis().withCondition(100))));

        var replay = tournament.replay(id, first.id());

        assertThat(replay.seed()).isEqualTo(first.seed());
        assertThat(replay.configuration()).isEqualTo(first.configuration());
        assertThat(replay.outcome().winner()).isEqualTo(ran.result().winnerName());
        assertThat(replay.events()).hasSize(ran.result().events().size());
        assertThatThrownBy(() -> tournament.replay(id, tournament.tournament(id).bracket().tiers().get(0).bouts()
                .get(1).id())).isInstanceOf(Refusal.class).hasMessageContaining("no fought Bout");
    }

    @Test
    void aLaterTiersPostIsMadeWhenItIsPlacedWithItsConfigurationsDetailed() {
        // "Tiers then proceed with winning Operators proceding into further tiers" and "All Bouts in the Bracket
        // should have their Configurations detailed in the Bracket document"
        bracketPosted();
        tournament.bringForward(id, EMPEROR);
        tournament.bringForward(id, EMPEROR);
        for (Bout b : tournament.tournament(id).bracket().tiers().get(0).bouts()) {
            tournament.runBout(id, EMPEROR, b.id());
        }
        Bracket after = tournament.tournament(id).bracket();
        Tier two = after.tiers().get(1);
        assertThat(two.drawn()).isFalse();
        assertThat(after.posts()).hasSize(2);
        Tournament.Post post = after.lastPost().orElseThrow();
        assertThat(post.title()).isEqualTo("Bracket: tier 2");
        assertThat(post.text()).startsWith("Bracket: tier 2 organised\n");
        for (Bout b : two.bouts()) {
            assertThat(b.placed()).isTrue();
            assertThat(post.text()).contains("Bout " + b.id() + ": " + named(b.first())).contains(named(b.second()))
                    .contains(detailed(b));
        }
    }

    @Test
    void theScheduleSetsStagingTwentyFourHoursAfterTheBracketAndSetTwelveHoursAfterThat() {
        // "24 hours after the Bracket has been posted, all Operators have their Readiness set to Staging" and "12
        // hours after that, all Operators have their Readiness set to Set"
        Bracket bracket = bracketPosted();
        TournamentService.Step step = tournament.nextStep(id).orElseThrow();
        assertThat(step.kind()).isEqualTo(StepKind.STAGING);
        assertThat(step.due()).isEqualTo(bracket.postedAt().plus(Duration.ofHours(24)));
        assertThatThrownBy(() -> tournament.applyStep(id, EMPEROR)).isInstanceOf(Refusal.class)
                .hasMessageContaining("Tier 1 Staging is due");
        clock.advance(Duration.ofHours(24));
        tournament.applyStep(id, EMPEROR);
        assertThat(BlogBots.in(store).workshop().operators(id)).allMatch(o -> o.loadout().readiness() == Readiness.STAGING);
        step = tournament.nextStep(id).orElseThrow();
        assertThat(step.kind()).isEqualTo(StepKind.SET);
        assertThat(step.due()).isEqualTo(clock.now().plus(Duration.ofHours(12)));
        String boutId = tournament.tournament(id).bracket().tiers().get(0).bouts().get(0).id();
        assertThatThrownBy(() -> tournament.runBout(id, EMPEROR, boutId)).isInstanceOf(Refusal.class)
                .hasMessageContaining("is not Set yet");
    }

    @Test
    void aDeadlineMayBeBroughtForwardOnAOneOffBasisForThatTier() {
        // "they may bring forward the relevant deadline on a one-off basis for that tier"
        bracketPosted();
        tournament.bringForward(id, EMPEROR);
        Tier one = tournament.tournament(id).bracket().tiers().get(0);
        assertThat(one.staging()).isEqualTo(clock.now());
        assertThat(one.broughtForward()).containsExactly("Staging");
        assertThat(tournament.nextStep(id).orElseThrow().due()).isEqualTo(clock.now().plus(Duration.ofHours(12)));
    }

    @Test
    void theTournamentRunsTierByTierUntilTheWinnerOfTheFinalBoutHasAchievedVictory() {
        // "Whenever an Operator loses a Bout in the Tournament, they are eliminated from the Tournament and cannot be
        // scheduled in a future Tournament Bout, cannot win the Tournament" and "The winner of the final Bout in the
        // Tournament has achieved Victory."
        bracketPosted();
        int bouts = 0;
        Set<Long> eliminated = new HashSet<>();
        while (tournament.tournament(id).bracket().champion() == null) {
            TournamentService.Step step = tournament.nextStep(id).orElseThrow();
            if (step.kind() != StepKind.RUN) {
                clock.advance(step.due().isAfter(clock.now()) ? Duration.between(clock.now(), step.due())
                        : Duration.ZERO);
                tournament.applyStep(id, EMPEROR);
                continue;
            }
            Tier tier = tournament.tournament(id).bracket().tiers().get(step.tier() - 1);
            Bout next = tier.bouts().stream().filter(b -> b.placed() && !b.fought()).findFirst().orElseThrow();
            assertThat(eliminated).doesNotContain(next.first().playerId(), next.second().playerId());
            TournamentService.Ran ran = tournament.runBout(id, EMPEROR, next.id());
            Bout fought = ran.tournament().bracket().bout(next.id()).orElseThrow();
            eliminated.add(fought.loser().orElseThrow().playerId());
            bouts++;
            clock.advance(Duration.ofHours(1));
        }
        Bracket done = tournament.tournament(id).bracket();
        assertThat(bouts).isEqualTo(5);
        assertThat(eliminated).hasSize(5).doesNotContain(done.champion().playerId());
        assertThat(done.tiers()).allMatch(t -> !t.drawn() && t.complete());
        assertThat(tournament.nextStep(id)).isEmpty();
        // the hold ends with the Tournament
        assertThat(tournament.readinessHold(id, done.champion().playerId())).isEmpty();
    }

    private Bracket runToChampion() {
        bracketPosted();
        while (tournament.tournament(id).bracket().champion() == null) {
            TournamentService.Step step = tournament.nextStep(id).orElseThrow();
            if (step.kind() != StepKind.RUN) {
                tournament.bringForward(id, EMPEROR);
                continue;
            }
            Tier tier = tournament.tournament(id).bracket().tiers().get(step.tier() - 1);
            tournament.runBout(id, EMPEROR, tier.bouts().stream().filter(b -> b.placed() && !b.fought()).findFirst()
                    .orElseThrow().id());
        }
        return tournament.tournament(id).bracket();
    }

    private static String refusal(Runnable r) {
        try {
            r.run();
        } catch (Refusal e) {
            return e.rule() + ": " + e.getMessage();
        }
        throw new AssertionError("not refused");
    }

    @Test
    void theChampionsVictoryIsPostedAsADeclarationOfVictoryInOneStep() {
        // "The winner of the final Bout in the Tournament has achieved Victory."
        assertThat(refusal(() -> tournament.postChampionDov(id, EMPEROR))).isEqualTo("Winners at War: The winner of "
                + "the final Bout in the Tournament has achieved Victory: no Bracket has been posted.");
        Bracket done = runToChampion();
        Tournament.Slot champion = done.champion();
        int before = store.matters().state(id).matters().size();
        VotableMatter dov = tournament.postChampionDov(id, EMPEROR);
        assertThat(dov.kind()).isEqualTo(MatterKind.DOV);
        assertThat(dov.authorId()).isEqualTo(champion.playerId());
        assertThat(dov.title()).isEqualTo("Declaration of Victory: " + champion.name() + " won the Tournament");
        assertThat(dov.body()).startsWith(champion.name() + " (seed " + champion.seed() + ") won the final Bout in the "
                + "Tournament, Bout ").contains("\"The winner of the final Bout in the Tournament has achieved Victory.\"");
        assertThat(store.matters().state(id).matters()).hasSize(before + 1);
        // one undoable action
        store.log().undo(id, EMPEROR);
        assertThat(store.matters().state(id).matters()).hasSize(before);

        // the core rules refuse it in their words: once the DoV is enacted the champion holds the mantle, and "Only an
        // Operator other than the Announcer may make a Declaration of Victory"
        dov = tournament.postChampionDov(id, EMPEROR);
        for (var p : store.roster().roster(id).active()) {
            store.matters().vote(id, EMPEROR, dov.id(), p.id(), VoteIcon.FOR, null);
        }
        clock.advance(Duration.ofHours(24));
        long admin = store.roster().roster(id).active().stream().filter(p -> p.admin()).findFirst().orElseThrow().id();
        store.matters().resolve(id, EMPEROR, dov.id(), Resolution.ENACT, admin);
        assertThat(store.dynasties().get(id).emperorId()).isEqualTo(champion.playerId());
        assertThat(refusal(() -> tournament.postChampionDov(id, EMPEROR)))
                .isEqualTo("Victory and Ascension: Only an Operator other than the Announcer may make a Declaration "
                        + "of Victory.");
    }

    @Test
    void standardisedRuleBooksTheGoverningRulesetLinkIsUpdatedWhenARoundIsCompleted() {
        // "When this rule enters the ruleset, and whenever a Round is completed (where Round is defined by Winners at
        // War), the link to the governing ruleset above should be updated by the announcer to be a link to the most
        // recent legal revision of the ruleset from its wiki history page as it exists at the time of that event
        // occuring."
        var rulesets = store.rulesets();
        int first = rulesets.latest(id).orElseThrow().number();
        assertThat(tournament.tournament(id).governing()).as("no link yet: the current rules are followed").isNull();
        tournament.linkGoverningRuleset(id, EMPEROR);
        assertThat(tournament.tournament(id).governing()).extracting(Tournament.GoverningRuleset::revision,
                Tournament.GoverningRuleset::event).containsExactly(first, "the rule entered the ruleset");
        assertThat(store.log().nextUndo(id).orElseThrow().summary()).isEqualTo("Standardised Rule Books: the "
                + "governing ruleset is revision " + first + " (the rule entered the ruleset)");
        // a Proposal changes the ruleset: the link stays until the next Round is completed
        var latest = rulesets.latest(id).orElseThrow();
        int second = rulesets.importText(id, EMPEROR, rulesets.text(latest) + "\n\nA Proposal's new sentence.",
                "wiki", null).number();
        assertThat(second).isGreaterThan(first);
        bracketPosted();
        tournament.bringForward(id, EMPEROR);
        tournament.bringForward(id, EMPEROR);
        List<Bout> tierOne = tournament.tournament(id).bracket().tiers().get(0).bouts();
        for (int i = 0; i < tierOne.size() - 1; i++) {
            tournament.runBout(id, EMPEROR, tierOne.get(i).id());
            assertThat(tournament.tournament(id).governing().revision()).isEqualTo(first);
        }
        tournament.runBout(id, EMPEROR, tierOne.get(tierOne.size() - 1).id()); // tier 1, the first Round, completed
        assertThat(tournament.tournament(id).governing()).extracting(Tournament.GoverningRuleset::revision,
                Tournament.GoverningRuleset::event).containsExactly(second, "Round completed: tier 1 of the Bracket");
        assertThat(store.log().nextUndo(id).orElseThrow().summary())
                .endsWith("tier 1 completed, the governing ruleset is revision " + second);
        // logged with the Bout: undoing it puts the link back
        store.log().undo(id, EMPEROR);
        assertThat(tournament.tournament(id).governing().revision()).isEqualTo(first);
    }

    @Test
    void standardisedRuleBooksNeedsARulesetRevisionToLinkTo() {
        // "If no link to the governing ruleset exists, the current dynastic rules are to be followed instead."
        Dynasty bare = TestStores.operatorsDynasty(store);
        assertThat(store.rulesets().latest(bare.id())).isEmpty();
        assertThat(refusal(() -> tournament.linkGoverningRuleset(bare.id(), TestStores.ADMIN)))
                .startsWith("Standardised Rule Books: The link to the governing ruleset should be a link to the most "
                        + "recent legal revision of the ruleset: this dynasty has no ruleset revision yet");
    }

    @Test
    void aBracketBoutIsSettledAsATournamentBoutAndUndoneAsOneAction() {
        // "Whenever an Operator loses a Bout in the Tournament, they are eliminated from the Tournament"
        bracketPosted();
        tournament.bringForward(id, EMPEROR);
        tournament.bringForward(id, EMPEROR);
        Tournament before = tournament.tournament(id);
        Bout bout = before.bracket().tiers().get(0).bouts().get(0);
        int moneyBefore = BlogBots.in(store).workshop().loadout(id, bout.first().playerId()).money();
        tournament.runBout(id, EMPEROR, bout.id());
        assertThat(tournament.tournament(id).bracket().eliminated()).hasSize(1);
        assertThat(BlogBots.in(store).workshop().loadout(id, bout.first().playerId()).readiness()).isEqualTo(Readiness.WORKSHOP);
        assertThat(BlogBots.in(store).workshop().loadout(id, bout.first().playerId()).money())
                .isGreaterThanOrEqualTo(Math.min(20_000, moneyBefore));
        assertThatThrownBy(() -> tournament.runBout(id, EMPEROR, bout.id())).isInstanceOf(Refusal.class)
                .hasMessageContaining("has been fought");
        store.log().undo(id, EMPEROR);
        assertThat(tournament.tournament(id)).isEqualTo(before);
    }

    /** Adds Operators and gives the named ones an LED Banner with names, for an eight-Operator Bracket. */
    private void eightOperatorsTwoWithBannerNames() {
        for (String name : List.of("Sprocket", "Widget")) {
            store.roster().addPlayer(id, EMPEROR, name, false, LocalDate.of(2026, 11, 1));
        }
        for (WorkshopService.Operator o : BlogBots.in(store).workshop().operators(id)) {
            int names = o.name().equals("Cogsworth") ? 2 : o.name().equals("Gearheart") ? 1 : 0;
            if (names > 0) {
                BlogBots.in(store).workshop().correct(id, EMPEROR, o.playerId(), "LED Banner", l -> l.binning(
                        Part.system("LED Banner", 100)).withBannerNames(
                        List.of("Kessler", "Lumen").subList(0, names)));
            }
        }
    }

    @Test
    void anEliminationBoutInTierThreeIsFoughtFirstAndItsWinnerFillsItsPlace() {
        // "In any tier after tier 2 (i.e. tier 3 or above), if there are uneven number of Operators in the tier, then
        // before any of the Bouts in that tier take place an elimination bout is held between the two bottom seeded
        // Operators in that tier; the loser of an elimination bout is eliminated"
        eightOperatorsTwoWithBannerNames();
        Bracket bracket = bracketPosted();
        assertThat(tournament.tournament(id).finalSeeds().seeds()).hasSize(8);
        // tier 1: the six without banner names; tier 2: three winners and the two deferred, odd: one deferred on
        assertThat(bracket.tiers().get(0).bouts()).hasSize(3);
        assertThat(bracket.tiers().get(0).deferred()).extracting(Tournament.Slot::name)
                .containsExactlyInAnyOrder("Cogsworth", "Gearheart");
        int bouts = 0;
        boolean sawElimination = false;
        while (tournament.tournament(id).bracket().champion() == null) {
            TournamentService.Step step = tournament.nextStep(id).orElseThrow();
            if (step.kind() != StepKind.RUN) {
                tournament.bringForward(id, EMPEROR);
                continue;
            }
            Tier tier = tournament.tournament(id).bracket().tiers().get(step.tier() - 1);
            Bout next = tier.bouts().stream().filter(b -> b.placed() && !b.fought()).findFirst().orElseThrow();
            if (tier.bouts().stream().anyMatch(b -> b.elimination() && !b.fought())) {
                assertThat(next.elimination()).isTrue();
                assertThat(tier.number()).isGreaterThanOrEqualTo(3);
                sawElimination = true;
                String regular = tier.bouts().stream().filter(b -> !b.elimination()
                        && ("Winner of " + next.id()).equals(b.second().label())).findFirst().orElseThrow().id();
                assertThatThrownBy(() -> tournament.runBout(id, EMPEROR, regular)).isInstanceOf(Refusal.class);
            }
            tournament.runBout(id, EMPEROR, next.id());
            bouts++;
        }
        assertThat(sawElimination).isTrue();
        assertThat(bouts).isEqualTo(7);
        // the Bout waiting on the elimination Bout gets a post of its own, its Configuration detailed
        Bracket done = tournament.tournament(id).bracket();
        Tournament.Post placedLate = done.posts().stream().filter(p -> p.title().startsWith("Bracket: Bout 3-"))
                .findFirst().orElseThrow();
        Bout late = done.bout(placedLate.title().substring("Bracket: Bout ".length())).orElseThrow();
        assertThat(placedLate.text()).contains("winner of 3-E").contains(detailed(late));
    }

    @Test
    void atStagingTheRequestedSystemsMoveFromTheSparePartsBinToTheBotAllOrNothing() {
        // "Once an Operator's Readiness is set to Staging, the Announcer should remove all the Systems in their list
        // from their Spare Parts Bin and add the Systems to their Bot, given their Bot has enough spare hardpoints to
        // accommodate all the Systems in their list and all the Systems in the list exist in their Spare Parts Bin."
        List<WorkshopService.Operator> ops = BlogBots.in(store).workshop().operators(id);
        WorkshopService.Operator granted = ops.stream().filter(o -> o.name().equals("Rivet-7")).findFirst()
                .orElseThrow();
        WorkshopService.Operator refused = ops.stream().filter(o -> o.name().equals("Dr.Volt")).findFirst()
                .orElseThrow(); // a Frictionless Inquisitor: its one hardpoint is in use
        Part pincers = Part.system("Pincers", 80);
        BlogBots.in(store).workshop().correct(id, EMPEROR, granted.playerId(), "request", l -> l.binning(pincers)
                .withRequests(List.of(pincers)));
        BlogBots.in(store).workshop().correct(id, EMPEROR, refused.playerId(), "request", l -> l.binning(pincers)
                .withRequests(List.of(pincers)));
        bracketPosted();
        tournament.bringForward(id, EMPEROR);
        var got = BlogBots.in(store).workshop().loadout(id, granted.playerId());
        assertThat(got.bot().systems()).endsWith(pincers);
        assertThat(got.bin()).doesNotContain(pincers);
        assertThat(got.requests()).isEmpty();
        // no spare hardpoint: the list is not honoured (and is used up, as the Bouts engine rules)
        assertThat(BlogBots.in(store).workshop().loadout(id, refused.playerId()).requests()).isEmpty();
        assertThat(BlogBots.in(store).workshop().loadout(id, refused.playerId()).bot().systems()).doesNotContain(pincers);
    }
}
