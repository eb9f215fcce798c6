package org.dynast.app.blogbots.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.UUID;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.blogbots.BlogBots;
import org.dynast.model.blogbots.arena.ArenaFiles;
import org.dynast.model.blogbots.bots.Part;
import org.dynast.model.blogbots.bots.Readiness;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.dynast.model.time.UtcCalendar;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The Tournament tab's flows on the demo dynasty's six Operators, without a window. */
class TournamentViewModelTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final GameStore store = GameStore.inMemory("tvm-" + UUID.randomUUID(), clock,
            new SplittableRandom(205)::nextLong);
    private final Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
    private final FakeDialogs dialogs = new FakeDialogs();
    private final Session session = new Session(TaskExecutor.immediate(), store, demo);
    private final TournamentViewModel vm = new TournamentViewModel(session, dialogs, TaskExecutor.immediate(),
            Messages.load(DynastyModules.installed()));

    @AfterEach
    void close() {
        session.close();
    }

    private void start() {
        vm.eligibleFromProperty().set(UtcCalendar.day(clock.now()));
        vm.saveDate();
        vm.start();
    }

    private void toBracket() {
        start();
        vm.postProvisional();
        clock.advance(Duration.ofDays(3));
        vm.refresh();
        vm.postFinal();
        vm.postBracket();
    }

    @Test
    void showsTheConditionsAndStartsTournamentModeOnTheEmperorsDate() {
        // "If the date is on or after August 22 2022 then the game has entered Tournament Mode."
        assertThat(vm.dateConditionProperty().get()).startsWith("Date: none set.");
        assertThat(vm.startedProperty().get()).isFalse();
        start();
        assertThat(vm.dateConditionProperty().get()).isEqualTo("Date: on or after 2026-11-20 \u2014 holds.");
        assertThat(vm.startedProperty().get()).isTrue();
        assertThat(vm.statusProperty().get()).contains("Practice Bouts");
        assertThat(vm.nextStepProperty().get()).isEqualTo("Post the Provisional Seed List due now");
        assertThat(vm.feedback().messageProperty().get()).isEqualTo("Tournament Mode began.");
    }

    @Test
    void theSeedListIsReorderedWithMoveUpDownAndDragAndPosted() {
        // "ordered from 1 being the best to the highest number being the weakest"
        start();
        assertThat(vm.seeds()).extracting(TournamentViewModel.SeedRow::name)
                .containsExactly("Brass_Monkey", "Cogsworth", "Dr.Volt", "Gearheart", "O'Malley", "Rivet-7");
        vm.moveUp(1);
        vm.moveSeed(5, 0);
        vm.moveDown(1);
        assertThat(vm.seeds()).extracting(TournamentViewModel.SeedRow::name)
                .containsExactly("Rivet-7", "Brass_Monkey", "Cogsworth", "Dr.Volt", "Gearheart", "O'Malley");
        assertThat(vm.seeds()).extracting(TournamentViewModel.SeedRow::seed).containsExactly(1, 2, 3, 4, 5, 6);
        vm.postProvisional();
        assertThat(vm.lastPostProperty().get()).startsWith("Provisional Seed List\n1. Rivet-7\n2. Brass_Monkey");
        assertThat(vm.seeds().get(0).name()).isEqualTo("Rivet-7");
        assertThat(vm.canPostFinalProperty().get()).isFalse();
    }

    @Test
    void theFinalSeedListTooEarlyIsRefusedInTheRulesWords() {
        // "Three days after Tournament Mode begins or as soon as possible thereafter, the Announcer should post the
        // Final Seed List"
        start();
        vm.postFinal();
        assertThat(vm.feedback().errorProperty().get()).isTrue();
        assertThat(vm.feedback().messageProperty().get()).contains("it may be posted from 2026-11-23");
    }

    @Test
    void theBracketIsDrawnAsTiersWithConfigurationsAndTheScheduleShowsWhenStagingIsDue() {
        // "All Bouts in the Bracket should have their Configurations detailed in the Bracket document" and "24 hours
        // after the Bracket has been posted, all Operators have their Readiness set to Staging"
        toBracket();
        assertThat(vm.tiers()).hasSizeGreaterThanOrEqualTo(2);
        TournamentViewModel.TierColumn one = vm.tiers().get(0);
        // the demo's Cogsworth has LED Banner names: deferred; five left, odd: the top-most seed deferred too
        assertThat(one.deferred()).containsExactly("Brass_Monkey (1)", "Cogsworth (2)");
        assertThat(one.bouts()).hasSize(2);
        assertThat(one.bouts().get(0).first().seed()).isEqualTo("#3");
        assertThat(one.bouts().get(0).second().seed()).isEqualTo("#6");
        assertThat(one.bouts()).allMatch(b -> b.seed() != null && !b.configuration().isEmpty());
        TournamentViewModel.TierColumn two = vm.tiers().get(1);
        assertThat(two.bouts()).allMatch(TournamentViewModel.BoutCard::drawn);
        assertThat(two.bouts()).extracting(b -> b.first().name() + " v " + b.second().name())
                .containsExactly("Brass_Monkey v Winner of 1-2", "Cogsworth v Winner of 1-1");
        assertThat(two.bouts()).extracting(TournamentViewModel.BoutCard::secondFrom).containsExactly("1-2", "1-1");
        assertThat(vm.nextStepProperty().get()).isEqualTo("Tier 1 Staging due in 24 h");
        assertThat(vm.canApplyProperty().get()).isFalse();
        assertThat(vm.canBringForwardProperty().get()).isTrue();
        clock.advance(Duration.ofHours(19));
        vm.refresh();
        assertThat(vm.nextStepProperty().get()).isEqualTo("Tier 1 Staging due in 5 h");
    }

    @Test
    void theBracketPostIsShownAndCopiedAndALaterTiersPostWhenItIsPlaced() {
        // "the Announcer should at their earliest opportunity post a Bracket" and "All Bouts in the Bracket should
        // have their Configurations detailed in the Bracket document"
        start();
        vm.postProvisional();
        assertThat(dialogs.clipboard).startsWith("Provisional Seed List\n1. ");
        clock.advance(Duration.ofDays(3));
        vm.refresh();
        vm.postFinal();
        assertThat(dialogs.clipboard).startsWith("Final Seed List\n1. ");
        vm.postBracket();
        String post = vm.lastPostProperty().get();
        assertThat(post).startsWith("Bracket\n").isEqualTo(dialogs.clipboard)
                .contains("Bout 1-1: ", "Bout 1-2: ", "Deferred into tier 2: Brass_Monkey (seed 1), Cogsworth (seed 2)",
                        "Bout 2-1: Brass_Monkey (seed 1) v Winner of 1-2");
        for (TournamentViewModel.BoutCard b : vm.tiers().get(0).bouts()) {
            assertThat(post).contains("Bout " + b.id() + ": " + b.first().name() + " (seed ");
        }
        assertThat(post.lines().filter(l -> l.startsWith("  Configuration: ")).count()).isGreaterThanOrEqualTo(4);
        assertThat(vm.seedStatusProperty().get()).startsWith("Bracket posted ");
        dialogs.clipboard = null;
        vm.copyPost();
        assertThat(dialogs.clipboard).isEqualTo(post);
        vm.bringForward();
        vm.bringForward();
        for (String id : List.of("1-1", "1-2")) {
            vm.selectedBoutProperty().set(id);
            vm.runSelected();
        }
        assertThat(vm.lastPostProperty().get()).startsWith("Bracket: tier 2 organised\n").contains("Bout 2-1: ",
                "Bout 2-2: ").isEqualTo(dialogs.clipboard);
        assertThat(vm.feedback().messageProperty().get()).endsWith("Bracket: tier 2 posted (copied to the clipboard).");
    }

    @Test
    void standardisedRuleBooksLinkIsShownAndSetFromTheTab() {
        // "When this rule enters the ruleset, and whenever a Round is completed ... the link to the governing ruleset
        // above should be updated by the announcer to be a link to the most recent legal revision of the ruleset"
        vm.refresh();
        assertThat(vm.governingProperty().get()).isEqualTo("Standardised Rule Books: no link to the governing ruleset; "
                + "the current dynastic rules are followed.");
        vm.linkGoverningRuleset();
        int latest = store.rulesets().latest(demo.id()).orElseThrow().number();
        assertThat(vm.governingProperty().get()).startsWith("Standardised Rule Books: the governing ruleset is "
                + "revision " + latest + " (").contains("linked when the rule entered the ruleset");
    }

    @Test
    void theChampionsDeclarationOfVictoryIsPostedFromTheTab() {
        // "The winner of the final Bout in the Tournament has achieved Victory."
        vm.refresh();
        vm.postChampionDov();
        assertThat(vm.feedback().messageProperty().get()).contains("The winner of the final Bout in the Tournament has "
                + "achieved Victory: no Bracket has been posted.");
        toBracket();
        for (int guard = 0; vm.championProperty().get().isEmpty() && guard < 40; guard++) {
            if (vm.canRunProperty().get()) {
                vm.runSelected();
            } else {
                vm.bringForward();
            }
        }
        String champion = BlogBots.in(store).tournament().tournament(demo.id()).bracket().champion().name();
        assertThat(vm.championProperty().get()).startsWith(champion + " won the final Bout");
        vm.postChampionDov();
        assertThat(vm.feedback().messageProperty().get()).isEqualTo("Posted the Declaration of Victory "
                + "\"Declaration of Victory: " + champion + " won the Tournament\" (see Votable Matters).");
        var dov = store.matters().state(demo.id()).matters().stream()
                .filter(m -> m.kind() == MatterKind.DOV).findFirst().orElseThrow();
        assertThat(dov.authorId()).isEqualTo(BlogBots.in(store).tournament().tournament(demo.id()).bracket().champion().playerId());
        assertThat(dov.pending()).isTrue();
    }

    @Test
    void applyingTheStepsThenRunningTheSelectedBoutMarksItsWinnerAndEliminatesTheLoser() {
        // "12 hours after that, all Operators have their Readiness set to Set; as soon as possible thereafter, the
        // Announcer should run the first tier Bouts" and "Whenever an Operator loses a Bout in the Tournament, they
        // are eliminated from the Tournament"
        toBracket();
        clock.advance(Duration.ofHours(24));
        vm.refresh();
        assertThat(vm.canApplyProperty().get()).isTrue();
        vm.applyStep();
        assertThat(BlogBots.in(store).workshop().operators(demo.id())).allMatch(o -> o.loadout().readiness() == Readiness.STAGING);
        assertThat(vm.canRunProperty().get()).isFalse();
        vm.bringForward();
        assertThat(vm.tiers().get(0).schedule()).contains("brought forward: Set");
        assertThat(vm.selectedBoutProperty().get()).isEqualTo("1-1");
        assertThat(vm.canRunProperty().get()).isTrue();
        vm.runSelected();
        TournamentViewModel.BoutCard fought = vm.tiers().get(0).bouts().get(0);
        assertThat(fought.result()).contains(" beat ");
        assertThat(fought.first().winner() ^ fought.second().winner()).isTrue();
        assertThat(fought.first().eliminated() ^ fought.second().eliminated()).isTrue();
        assertThat(vm.feedback().messageProperty().get()).startsWith("Bout 1-1: ");
        // the next ready Bout is picked
        assertThat(vm.selectedBoutProperty().get()).isEqualTo("1-2");
        assertThat(vm.canRunProperty().get()).isTrue();
    }

    @Test
    void aFoughtEliminationBoutIsStillFedByTheBoutsItsOperatorsWon() {
        // "an elimination bout is held between the two bottom seeded Operators in that tier": drawn with its lines
        for (String name : List.of("Sprocket", "Widget")) {
            store.roster().addPlayer(demo.id(), "Ferrous", name, false, LocalDate.of(2026, 10, 1));
        }
        for (var o : BlogBots.in(store).workshop().operators(demo.id())) {
            int names = o.name().equals("Cogsworth") ? 2 : o.name().equals("Gearheart") ? 1 : 0;
            BlogBots.in(store).workshop().correct(demo.id(), "Ferrous", o.playerId(), "LED Banner", l -> names == 0
                    ? l.withBannerNames(List.of())
                    : l.binning(Part.system("LED Banner", 100))
                    .withBannerNames(List.of("Kessler", "Lumen").subList(0, names)));
        }
        toBracket();
        TournamentViewModel.BoutCard elimination = null;
        for (int guard = 0; guard < 40 && elimination == null; guard++) {
            if (vm.canBringForwardProperty().get() || vm.canApplyProperty().get()) {
                vm.bringForward();
                continue;
            }
            vm.runSelected();
            elimination = vm.tiers().stream().flatMap(t -> t.bouts().stream())
                    .filter(b -> b.elimination() && !b.result().isEmpty()).findFirst().orElse(null);
        }
        assertThat(elimination).isNotNull();
        // fed by the Bouts its Operators won before (none for one deferred since tier 1), never by itself
        assertThat(Arrays.asList(elimination.firstFrom(), elimination.secondFrom()))
                .doesNotContain(elimination.id()).anyMatch(from -> from != null && from.startsWith("2-"));
        TournamentViewModel.BoutCard after = vm.tiers().get(2).bouts().stream().filter(b -> !b.elimination())
                .findFirst().orElseThrow();
        assertThat(after.secondFrom()).isEqualTo(elimination.id());
    }

    @Test
    void aCfjTickedAsRequestingAPausePausesTheScheduleAndAFoughtBoutIsRecalculated() {
        // Formalised Disputes: "the schedule in Winners at War is paused for as long as that call for judgement is
        // not resolved" and "the Announcer is permitted to recalculate the results of that bout ... so long as less
        // than 24 hours have passed since the end of that bout"
        toBracket();
        dialogs.checks.add(Set.of(0));
        vm.disputes();
        assertThat(dialogs.checkOptions.get(0)).singleElement().asString()
                .startsWith("CfJ: Was Rivet-7's repair legal? (posted ");
        assertThat(vm.nextStepProperty().get()).startsWith("Paused by ");
        assertThat(vm.feedback().messageProperty().get()).isEqualTo("Pause requests changed on 1 CfJ(s).");
        dialogs.checks.add(Set.of());
        vm.disputes();
        assertThat(vm.nextStepProperty().get()).doesNotStartWith("Paused");

        clock.advance(Duration.ofHours(24));
        vm.refresh();
        vm.applyStep();
        vm.bringForward();
        vm.runSelected();
        vm.selectedBoutProperty().set("1-1");
        assertThat(vm.selectedFoughtProperty().get()).isTrue();
        List<ArenaFiles.Replay> watched = new ArrayList<>();
        vm.useWatcher(watched::add);
        vm.watchSelected();
        assertThat(watched).singleElement().satisfies(r -> assertThat(r.outcome().winner()).isNotBlank());
        vm.recalculateSelected();
        assertThat(vm.feedback().messageProperty().get()).startsWith("Bout 1-1 recalculated: ").contains(" beat ");
        assertThat(store.log().nextUndo(demo.id()).orElseThrow().summary()).startsWith("Recalculated Bracket Bout 1-1");
        vm.selectedBoutProperty().set("1-2");
        assertThat(vm.selectedFoughtProperty().get()).as("not fought yet").isFalse();
    }
}
