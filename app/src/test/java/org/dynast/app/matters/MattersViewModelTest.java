package org.dynast.app.matters;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import javafx.collections.ListChangeListener;
import org.assertj.core.groups.Tuple;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.DialogService.NewMatter;
import org.dynast.app.common.DialogService.ProfileCopy;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.Resolution;
import org.dynast.model.matters.VoteIcon;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The Votable Matters tab's behaviour on the demo dynasty, without a window. */
class MattersViewModelTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final GameStore store = GameStore.inMemory("mvm-" + UUID.randomUUID(), clock);
    private final Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
    private final FakeDialogs dialogs = new FakeDialogs();
    private final Session session = new Session(TaskExecutor.immediate(), store, demo);
    private final MattersViewModel vm = new MattersViewModel(session, dialogs, TaskExecutor.immediate(),
            Messages.load(DynastyModules.installed()), clock);

    @AfterEach
    void close() {
        session.close();
    }

    @Test
    void theDashboardListsWhatMayBeResolvedNowWithItsReasons() {
        assertThat(vm.dashboard()).singleElement().satisfies(item -> {
            assertThat(item.resolution()).isEqualTo(Resolution.ENACT);
            assertThat(item.title()).isEqualTo("Proposal: Arena Lighting");
            assertThat(item.reasons()).isEqualTo("the oldest Pending Proposal; Popular (4 FOR ≥ Quorum 4); "
                    + "open 20 h ≥ 12 h; not Vetoed or Withdrawn");
        });
        assertThat(vm.hiatusProperty().get()).isEmpty();
        assertThat(vm.matters()).hasSize(5);
        assertThat(vm.resolvingAdminProperty().get()).isEqualTo("Ferrous");
    }

    @Test
    void theDetailShowsTheVoteTableWithDeferentialFollowingTheAnnouncer() {
        select("Was Rivet-7's repair legal?");
        assertThat(vm.selectedCfjProperty().get()).as("a CfJ may specify changes").isTrue();
        select("Arena Lighting");
        assertThat(vm.selectedCfjProperty().get()).as("only a CfJ specifies changes").isFalse();
        assertThat(vm.canEnactProperty().get()).isTrue();
        assertThat(vm.forCountProperty().get()).isEqualTo(4);
        assertThat(vm.againstCountProperty().get()).isEqualTo(1);
        assertThat(vm.quorumProperty().get()).isEqualTo(4);
        assertThat(vm.voteRows()).filteredOn(r -> r.player().equals("O'Malley")).singleElement()
                .satisfies(r -> {
                    assertThat(r.icon()).isEqualTo("DEFERENTIAL");
                    assertThat(r.effective()).isEqualTo("FOR");
                    assertThat(r.note()).isEqualTo("follows the Announcer's FOR");
                });
        assertThat(vm.explanationProperty().get()).startsWith("May be Enacted: The oldest Pending Proposal");
    }

    /**
     * A matter that may be Enacted now says so first on its Next line and in its Next change column, not only the
     * later change ("Next: may be Failed in 6 d 3 h" was all it said); a Proposal does not show "Specifies changes"
     * ticked, as only a CfJ specifies changes.
     */
    @Test
    void aMatterThatMayBeEnactedNowSaysSoFirst() {
        select("Arena Lighting");
        assertThat(vm.canEnactProperty().get()).isTrue();
        assertThat(vm.nextChangeProperty().get()).startsWith("Next: may be Enacted now");
        assertThat(row("Arena Lighting").next()).isEqualTo("may be Enacted now");
        assertThat(vm.specifiesChangesProperty().get()).isFalse();
        select("Was Rivet-7's repair legal?");
        assertThat(vm.nextChangeProperty().get()).isEqualTo("Next: may be Enacted in 38 h (2026-11-22 02:00 UTC)");
        assertThat(row("Was Rivet-7's repair legal?").next()).isEqualTo("may be Enacted in 38 h (2026-11-22 02:00 UTC)");
    }

    @Test
    void oneClickResolvesWithTheAdminsNameAndTheTally() {
        vm.resolve(vm.dashboard().get(0));
        MatterRow row = row("Arena Lighting");
        assertThat(row.status()).isEqualTo("Enacted");
        assertThat(store.matters().matter(demo.id(), row.id()).resolutionNote())
                .startsWith("Enacted by Ferrous. 4 FOR, 1 AGAINST, 2 without a valid Vote (Quorum 4 of 7).");
        // the next oldest is a [Core] Proposal 6 hours old with 2 FOR: nothing to resolve now; at 48 hours it will
        // be Unpopular (and, changing Core text, it cannot be Popular by the 48-hour majority)
        assertThat(vm.dashboard()).isEmpty();
        assertThat(row("[Core] Quorum Wording").next()).isEqualTo("may be Failed in 42 h (2026-11-22 06:00 UTC)");
    }

    @Test
    void quickVotesTakeANamePrefixAndAnIcon() {
        select("Was Rivet-7's repair legal?");
        vm.quickVoteProperty().set("cog for");
        vm.castQuickVote();
        assertThat(vm.messageProperty().get()).isEqualTo("Cogsworth voted FOR.");
        assertThat(vm.quickVoteProperty().get()).isEmpty();
        assertThat(vm.forCountProperty().get()).isEqualTo(3);

        vm.quickVoteProperty().set("Dr def 2026-11-20 11:00");
        vm.castQuickVote();
        assertThat(vm.voteRows()).filteredOn(r -> r.player().equals("Dr.Volt")).singleElement()
                .satisfies(r -> assertThat(r.castAt()).isEqualTo("2026-11-20 11:00"));

        vm.quickVoteProperty().set("zz for");
        vm.castQuickVote();
        assertThat(vm.messageIsErrorProperty().get()).isTrue();
        assertThat(vm.messageProperty().get()).isEqualTo("No single active player's name starts with \"zz\".");
        vm.quickVoteProperty().set("Kessler for");
        vm.castQuickVote();
        assertThat(vm.messageProperty().get()).contains("Kessler is Idle");
    }

    @Test
    void quickVoteIgnoresApostrophesAsItIgnoresCaseAndSpaces() {
        // the new user's report: "omalley against" failed where only "o'm against" worked
        select("Was Rivet-7's repair legal?");
        vm.quickVoteProperty().set("omalley against");
        vm.castQuickVote();
        assertThat(vm.messageProperty().get()).isEqualTo("O'Malley voted AGAINST.");
        vm.quickVoteProperty().set("brassmonkey for");
        vm.castQuickVote();
        assertThat(vm.messageProperty().get()).isEqualTo("Brass_Monkey voted FOR.");
    }

    @Test
    void aNewMatterIsPostedAndSelected() {
        // refused (an Idle author): the dialog shows why and stays open; the next OK posts
        dialogs.newMatters.add(new NewMatter(MatterKind.CFJ, "Fix the bin", "Lumen", null, "text"));
        dialogs.newMatters.add(new NewMatter(MatterKind.CFJ, "Fix the bin", "Gearheart", null, "text"));
        vm.newMatter();
        assertThat(dialogs.matterRefusals).singleElement().asString().contains("Lumen is Idle");
        assertThat(vm.detailBodyProperty().get()).isEqualTo("text");
        assertThat(vm.selectedProperty().get().title()).isEqualTo("Fix the bin");
        assertThat(vm.detailTitleProperty().get()).isEqualTo("Call for Judgement: Fix the bin");
    }

    @Test
    void aPastedThreadImportsItsVotesAndListsWhatItCouldNotRead() {
        select("Was Rivet-7's repair legal?");
        dialogs.pastes.add("""
                Dr.Volt | 2026-11-20 11:00 | FOR, it was fine
                O'Malley | 2026-11-20 11:30 | ✓
                Brass_Monkey | last tuesday | AGAINST
                Ferrous | 2026-11-20 11:45 | I'll think about it
                """);
        vm.importThread();
        assertThat(vm.forCountProperty().get()).isEqualTo(4);
        assertThat(vm.messageProperty().get()).startsWith("Stored 2 votes as one action")
                .contains("3 comments: 2 votes to store, 0 not counted, 0 left uncertain.")
                .contains("Line 3: \"last tuesday\" is not a time");
        assertThat(dialogs.reviewed).hasSize(1);
    }

    /**
     * The new user's report (2026-12-06, Journey 2 items 1–3): a non-player's comment, a bare author line and an
     * uncertain icon are settled in one review, and nothing answered is lost.
     */
    @Test
    void aCopiedPageIsReviewedInOneTableWithANonPlayerListedAndTheUncertainChosenInPlace() {
        select("Was Rivet-7's repair legal?");
        dialogs.pastes.add("""
                Dr.Volt: he/him

                20-11-2026 11:00:00 UTC

                for Looks legal to me.

                Kevan: he/him

                20-11-2026 11:05:00 UTC

                for Nice idea.

                O'Malley:

                20-11-2026 11:30:00 UTC

                Minor concern against that last line

                Gearheart

                20-11-2026 11:35:00 UTC

                against


                20-11-2026 11:40:00 UTC

                against
                """);
        dialogs.reviews.add(review -> {
            assertThat(review.rows()).extracting(r -> r.comment().author(), ThreadReview.Row::kind,
                    ThreadReview.Row::choice).containsExactly(
                    Tuple.tuple("Dr.Volt", ThreadReview.Kind.PLAYER, ThreadReview.Choice.FOR),
                    Tuple.tuple("Kevan", ThreadReview.Kind.NOT_COUNTED, null),
                    Tuple.tuple("O'Malley", ThreadReview.Kind.PLAYER,
                            ThreadReview.Choice.NOT_COUNTED),
                    Tuple.tuple("Gearheart", ThreadReview.Kind.PLAYER,
                            ThreadReview.Choice.AGAINST),
                    Tuple.tuple(null, ThreadReview.Kind.PLAYER,
                            ThreadReview.Choice.NOT_COUNTED));
            assertThat(review.rows().get(1).note()).isEqualTo("not counted, not a player of this dynasty");
            assertThat(review.rows().get(2).note()).contains("(suggested: AGAINST)");
            review.rows().get(2).choose(ThreadReview.Choice.AGAINST);
            ThreadReview.Row lost = review.rows().get(4);
            lost.choose(ThreadReview.Choice.FOR);
            assertThat(review.incomplete()).containsExactly(lost);
            lost.author("Cogsworth");
            return true;
        });
        vm.importThread();
        assertThat(vm.messageProperty().get()).startsWith("Stored 4 votes as one action")
                .contains("5 comments: 4 votes to store, 1 not counted, 0 left uncertain.");
        assertThat(vm.voteRows()).filteredOn(r -> r.player().equals("O'Malley")).singleElement()
                .satisfies(r -> assertThat(r.icon()).isEqualTo("AGAINST"));
        assertThat(vm.voteRows()).filteredOn(r -> r.player().equals("Cogsworth")).singleElement()
                .satisfies(r -> assertThat(r.icon()).isEqualTo("FOR"));
        // one action: one undo takes all four back
        assertThat(vm.voteRows()).filteredOn(r -> r.player().equals("Gearheart")).singleElement()
                .satisfies(r -> assertThat(r.icon()).isEqualTo("AGAINST"));
    }

    /** The report's paste: 06-12-2026 on a matter posted on 6 December can only be 6 December. */
    @Test
    void theMattersPostingTimeSettlesTheDayOrderOfThePastedDates() {
        clock.set(Instant.parse("2026-12-06T04:00:00Z"));
        dialogs.newMatters.add(new NewMatter(MatterKind.PROPOSAL, "Arena Paint", "Ferrous",
                Instant.parse("2026-12-06T03:00:00Z"), "text"));
        vm.newMatter();
        select("Arena Paint");
        dialogs.pastes.add("""
                Ferrous: he/him

                06-12-2026 03:30:12 UTC

                imperial

                Rivet-7: they/them

                06-12-2026 03:31:40 UTC

                for Nice idea.
                """);
        vm.importThread();
        assertThat(dialogs.reviewed.get(0).rows()).allSatisfy(r -> assertThat(r.time()).isNotNull());
        assertThat(vm.messageProperty().get()).startsWith("Stored 2 votes as one action");
        assertThat(vm.voteRows()).filteredOn(r -> r.player().equals("Rivet-7")).singleElement()
                .satisfies(r -> assertThat(r.castAt()).isEqualTo("2026-12-06 03:31"));
    }

    @Test
    void aCancelledReviewStoresNothing() {
        select("Was Rivet-7's repair legal?");
        int before = vm.forCountProperty().get();
        dialogs.pastes.add("Dr.Volt | 2026-11-20 11:00 | FOR");
        dialogs.reviews.add(review -> false);
        vm.importThread();
        assertThat(vm.forCountProperty().get()).isEqualTo(before);
        assertThat(vm.messageProperty().get()).isEqualTo("Nothing was stored: the review was cancelled.");
    }

    @Test
    void theTallyIsCopiedAsAResolutionNote() {
        select("Arena Lighting");
        vm.copyTally();
        assertThat(dialogs.clipboard).isEqualTo("""
                Tally of "Arena Lighting" at 2026-11-20 12:00 UTC
                4 FOR, 1 AGAINST, 2 without a valid Vote (Quorum 4 of 7)
                FOR: Dr.Volt, Ferrous, Gearheart, O'Malley
                AGAINST: Rivet-7
                No valid Vote: Brass_Monkey, Cogsworth""");
    }

    @Test
    void aProfileIsClonedUsedAndEditedButTheShippedOneIsReadOnly() {
        vm.editProfile();
        assertThat(vm.messageProperty().get()).isEqualTo("The shipped profile ruleset-205 is read-only: clone it to edit.");
        dialogs.profileCopies.add(new ProfileCopy("house", "House rules"));
        vm.cloneProfile();
        assertThat(vm.profileProperty().get()).isEqualTo("house");
        assertThat(store.dynasties().get(demo.id()).profileId()).isEqualTo("house");
        // the form: cancelled, nothing changes
        vm.editProfile();
        assertThat(dialogs.lastProfileForm.nameProperty().get()).isEqualTo("House rules");
        assertThat(vm.messageProperty().get()).isEqualTo("Cloned ruleset-205 as house; this dynasty now uses the copy.");
        // a Quorum of all seven: nothing is Popular by Quorum any more
        dialogs.profileForms.add(form -> {
            form.quorumNumeratorProperty().set(1);
            form.quorumDenominatorProperty().set(1);
            form.quorumPlusProperty().set(0);
        });
        vm.editProfile();
        assertThat(vm.messageProperty().get()).isEqualTo("Saved profile house.");
        assertThat(store.matters().profileOf(store.dynasties().get(demo.id())).quorum().of(7)).isEqualTo(7);
    }

    @Test
    void resolvedMattersCanBeHiddenAndKindsFiltered() {
        vm.showResolvedProperty().set(false);
        assertThat(vm.matters()).extracting(MatterRow::title).doesNotContain("Spare Parts for All").hasSize(4);
        vm.kindFilterProperty().set(MatterKind.CFJ);
        assertThat(vm.matters()).extracting(MatterRow::title).containsExactly("Was Rivet-7's repair legal?");
        vm.kindFilterProperty().set(null);
        vm.filterTextProperty().set("withdrawn");
        assertThat(vm.matters()).extracting(MatterRow::title).containsExactly("Rust Everywhere");
    }

    @Test
    void timeMovesVerdictsWhenTheTabRefreshes() {
        select("Was Rivet-7's repair legal?");
        assertThat(vm.canEnactProperty().get()).isFalse();
        assertThat(vm.nextChangeProperty().get()).isEqualTo("Next: may be Enacted in 38 h (2026-11-22 02:00 UTC)");
        clock.advance(Duration.ofHours(38));
        vm.refresh();
        assertThat(vm.canEnactProperty().get()).as("open 48 h, 2 FOR > 1 AGAINST: Popular").isTrue();
    }

    @Test
    void theClocksTickJudgesThePendingMattersAgainWithoutAnAction() {
        select("Was Rivet-7's repair legal?");
        MatterRow resolved = row("Spare Parts for All");
        assertThat(vm.canEnactProperty().get()).isFalse();
        clock.advance(Duration.ofHours(38));
        vm.tick();
        assertThat(vm.canEnactProperty().get()).as("open 48 h, 2 FOR > 1 AGAINST: Popular").isTrue();
        assertThat(row("Was Rivet-7's repair legal?").status()).isEqualTo("Pending \u00b7 may be Enacted");
        assertThat(row("Spare Parts for All")).as("a resolved matter is as it was").isSameAs(resolved);
        // the tick and a full refresh agree
        List<MatterRow> ticked = vm.allMatters();
        vm.refresh();
        assertThat(vm.allMatters()).isEqualTo(ticked);
    }

    @Test
    void anActionElsewhereDoesNotReadTheMattersAgainButAVoteDoes() {
        int[] reads = {0};
        TaskExecutor counting = new TaskExecutor() {
            @Override
            public <T> void submit(Callable<T> work, Consumer<? super T> done,
                                   Consumer<? super Throwable> failed) {
                reads[0]++;
                TaskExecutor.immediate().submit(work, done, failed);
            }

            @Override
            public void ui(Runnable action) {
                action.run();
            }
        };
        MattersViewModel tab = new MattersViewModel(session, dialogs, counting, Messages.load(DynastyModules.installed()), clock);
        int first = reads[0];
        // a roll changes nothing the tab shows: it is not read again
        store.dice().roll(demo.id(), "Ferrous", "Ferrous", "DICE6", "a test", false);
        assertThat(reads[0]).isEqualTo(first);
        MatterRow before = tab.allMatters().stream().filter(r -> r.title().equals("Arena Lighting")).findFirst()
                .orElseThrow();
        store.matters().vote(demo.id(), "Ferrous", before.id(), idOf("Cogsworth"),
                VoteIcon.AGAINST, null);
        assertThat(reads[0]).isEqualTo(first + 1);
        assertThat(tab.allMatters().stream().filter(r -> r.id() == before.id()).findFirst().orElseThrow().tally())
                .isNotEqualTo(before.tally());
    }

    @Test
    void comingBackToADynastyUnchangedShowsItAsItWasJudgingOnlyItsPendingMatters() {
        List<MatterRow> before = List.copyOf(vm.allMatters());
        Dynasty other = store.dynasties().all().stream().filter(d -> d.id() != demo.id()).findFirst().orElseThrow();
        session.show(other);
        assertThat(vm.allMatters()).doesNotContainAnyElementsOf(before);
        session.show(store.dynasties().get(demo.id()));
        assertThat(vm.allMatters()).hasSameSizeAs(before);
        assertThat(vm.allMatters()).containsExactlyElementsOf(before);
        for (int i = 0; i < before.size(); i++) {
            if (!before.get(i).pending()) { // only the pending ones are judged again, at the new time
                assertThat(vm.allMatters().get(i)).as("the row kept, not built again").isSameAs(before.get(i));
            }
        }
    }

    @Test
    void comingBackToADynastyShowsWhatChangedInItWhileAway() {
        MatterRow before = row("Arena Lighting");
        Dynasty other = store.dynasties().all().stream().filter(d -> d.id() != demo.id()).findFirst().orElseThrow();
        session.show(other);
        store.matters().vote(demo.id(), "Ferrous", before.id(), idOf("Cogsworth"),
                VoteIcon.AGAINST, null);
        session.show(store.dynasties().get(demo.id()));
        assertThat(row("Arena Lighting").tally()).isNotEqualTo(before.tally());
    }

    @Test
    void aColumnOrderSortsTheListWithTiesInTheListsOwnOrder() {
        vm.columnOrderProperty().set(Comparator.comparing(MatterRow::title));
        assertThat(vm.matters()).extracting(MatterRow::title).isSorted();
        vm.columnOrderProperty().set(Comparator.comparing(MatterRow::kind));
        // the three Proposals: pending first, newest first
        assertThat(vm.matters()).extracting(MatterRow::kind).isSorted();
        vm.columnOrderProperty().set(null);
        assertThat(vm.matters().get(0).pending()).isTrue();
        assertThat(vm.matters().get(vm.matters().size() - 1).pending()).isFalse();
    }

    @Test
    void anEnactedDovLeadsToTheInterregnumThenTheMantleAndTheAscensionAddress() {
        // finish the pending Proposals' business first: a DoV puts the game on Hiatus
        dialogs.newMatters.add(new NewMatter(MatterKind.DOV, "Gearheart wins", "Gearheart", null, ""));
        vm.newMatter();
        assertThat(vm.hiatusProperty().get()).isEqualTo("On Hiatus: there is at least one pending DoV");
        for (String voter : new String[] {"Ferrous", "Cogsworth", "Dr.Volt", "O'Malley", "Rivet-7", "Brass_Monkey"}) {
            vm.quickVoteProperty().set(voter + " for");
            vm.castQuickVote();
        }
        clock.advance(Duration.ofHours(12));
        vm.refresh();
        vm.enactSelected();
        assertThat(vm.interregnumProperty().get()).startsWith("Interregnum: a DoV was Enacted and Gearheart is the new "
                + "Announcer.");

        dialogs.choices.add("Ferrous");
        vm.passMantle();
        assertThat(store.dynasties().get(demo.id()).emperorId())
                .as("the last dynasty's Announcer may not be named").isEqualTo(idOf("Gearheart"));
        dialogs.choices.add("Cogsworth");
        vm.passMantle();
        assertThat(vm.messageProperty().get()).isEqualTo("Cogsworth is now the Announcer.");

        dialogs.ascensions.add(new DialogService.Ascension("Cogsworth's Clockwork", 206, "Cog",
                "Cogs", "Clockmaker", List.of()));
        vm.ascensionAddress();
        Dynasty next = session.dynasty();
        assertThat(next.name()).isEqualTo("Cogsworth's Clockwork");
        assertThat(next.terms().emperor()).isEqualTo("Clockmaker");
        assertThat(vm.interregnumProperty().get()).isEmpty();
        assertThat(vm.matters()).isEmpty();
    }

    @Test
    void anEnactedProposalLinksToTheRulesetRevisionItCaused() {
        // "Revisions: each import or edit is a revision with ... the matter that caused it": one click from the matter
        select("Spare Parts for All");
        assertThat(vm.rulesetChangesProperty().get()).isEqualTo("Changed the ruleset: r2");
        assertThat(vm.changedRulesetProperty().get()).isTrue();
        // its text as posted, read-only: the changes it asks for
        String body = store.matters().state(demo.id()).matters().stream()
                .filter(m -> m.title().equals("Spare Parts for All")).findFirst().orElseThrow().body();
        assertThat(body).isNotBlank();
        assertThat(vm.detailBodyProperty().get()).isEqualTo(body);
        vm.showRulesetChanges();
        assertThat(vm.openRevisionProperty().get())
                .isEqualTo(store.rulesets().revisions(demo.id()).get(1).id());
        select("Arena Lighting");
        assertThat(vm.rulesetChangesProperty().get()).isEmpty();
        assertThat(vm.changedRulesetProperty().get()).isFalse();
    }

    @Test
    void showingAnotherDynastyDoesNotChangeItsProfile() {
        Dynasty other = store.dynasties().found("Ferrous", "Factory", 190,
                Terms.of("Worker", "Factory"), "Clanker", LocalDate.of(2026, 11, 1));
        int logged = store.log().history(other.id()).size();
        // the view's profile picker fires its action when its items are refilled, with the value it still shows
        // (the previous dynasty's profile): showing a dynasty is not choosing a profile for it
        vm.profiles().addListener((ListChangeListener<String>) c -> vm.useProfile(
                vm.profileProperty().get()));
        session.show(other);
        assertThat(vm.profileProperty().get()).isEqualTo("ruleset-190");
        assertThat(store.dynasties().get(other.id()).profileId()).isEqualTo("ruleset-190");
        assertThat(store.log().history(other.id())).hasSize(logged);
    }

    @Test
    void whatTheTabSaidIsClearedByAnUndoAndByShowingAnotherDynasty() {
        dialogs.newMatters.add(new NewMatter(MatterKind.CFJ, "Fix the bin", "Gearheart", null, "text"));
        vm.newMatter();
        assertThat(vm.messageProperty().get()).contains("Fix the bin");
        // an undo from Edit › Undo: the message spoke of what is now undone
        store.log().undo(demo.id(), "Ferrous");
        session.rewound();
        assertThat(vm.messageProperty().get()).isEmpty();

        dialogs.newMatters.add(new NewMatter(MatterKind.CFJ, "Fix the bin", "Gearheart", null, "text"));
        vm.newMatter();
        assertThat(vm.messageProperty().get()).contains("Fix the bin");
        Dynasty other = store.dynasties().found("Ferrous", "Factory", 190,
                Terms.of("Worker", "Factory"), "Clanker", LocalDate.of(2026, 11, 1));
        session.show(other);
        assertThat(vm.messageProperty().get()).isEmpty();
    }

    private long idOf(String name) {
        return store.roster().roster(demo.id()).byName(name).orElseThrow().id();
    }

    @Test
    void asOfAPastMomentTheTabShowsTheMattersOfThenAndOffersNothingToResolve() {
        vm.resolve(vm.dashboard().get(0));
        assertThat(row("Arena Lighting").pending()).isFalse();
        // an hour before now, before it was resolved: Pending again, with its verdict of then
        assertThat(vm.showAsOf("2026-11-20 11:00")).isTrue();
        assertThat(row("Arena Lighting").pending()).isTrue();
        assertThat(vm.pastBannerProperty().get()).startsWith("The dynasty as it was at 2026-11-20 11:00 UTC")
                .contains("1 could have been resolved then");
        assertThat(vm.dashboard()).as("nothing is resolved from the past").isEmpty();
        // a moment before anything was posted shows no matters; the future and nonsense are refused
        assertThat(vm.showAsOf("2026-01-01 00:00")).isTrue();
        assertThat(vm.allMatters()).isEmpty();
        assertThat(vm.showAsOf("2027-01-01 00:00")).isFalse();
        assertThat(vm.showAsOf("yesterday")).isFalse();
        assertThat(vm.asOfProperty().get()).isEqualTo(Instant.parse("2026-01-01T00:00:00Z"));
        // Now brings the present back
        assertThat(vm.showAsOf("")).isTrue();
        assertThat(vm.pastBannerProperty().get()).isEmpty();
        assertThat(row("Arena Lighting").pending()).isFalse();
    }

    private void select(String title) {
        vm.selectedProperty().set(row(title));
    }

    private MatterRow row(String title) {
        return vm.allMatters().stream().filter(r -> r.title().equals(title)).findFirst().orElseThrow();
    }
}
