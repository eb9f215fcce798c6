package org.dynast.app.matters;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.MattersState;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.roster.Player;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The thread review's Add to roster… and This is… (issue 32), without a window, on real threads: the saved page of
 * "Proposal: Conclave" (2025), whose commenter Trapdoorspyder is no player of the dynasty, and its plain-text copy, where
 * every comment is asked; and the archived text of "Proposal: An August Solution" (2009), whose commenter "Ienpw III"
 * has a name the roster refuses (model test resources {@code threads/}).
 */
class ThreadReviewViewModelTest {

    private static final Path THREADS = Path.of("../model/src/test/resources/org/dynast/model/matters/threads");

    private ManualGameClock clock;
    private GameStore store;
    private Session session;
    private MattersViewModel vm;
    private long dynastyId;
    private final FakeDialogs dialogs = new FakeDialogs();

    @AfterEach
    void close() {
        if (session != null) {
            session.close();
        }
        if (store != null) {
            store.close();
        }
    }

    /** The tab on a dynasty of {@code players} (the emperor first) with the matter {@code title} selected. */
    private void tab(String now, List<String> players, String title, String posted) {
        clock = ManualGameClock.at(now);
        store = GameStore.inMemory("trvm-" + UUID.randomUUID(), clock);
        LocalDate founded = LocalDate.ofInstant(Instant.parse(posted), ZoneOffset.UTC).minusDays(20);
        Dynasty d = store.dynasties().found(players.get(0), "Drafters", 205, new Terms("Drafter", "Drafters",
                "Emperor"), players.get(0), founded);
        dynastyId = d.id();
        for (String name : players.subList(1, players.size())) {
            store.roster().addPlayer(d.id(), players.get(0), name, false, founded);
        }
        store.matters().post(d.id(), players.get(0), MatterKind.PROPOSAL, title,
                store.dynasties().get(d.id()).emperorId(), Instant.parse(posted), "");
        session = new Session(TaskExecutor.immediate(), store, store.dynasties().get(d.id()));
        vm = new MattersViewModel(session, dialogs, TaskExecutor.immediate(), Messages.load(DynastyModules.installed()), clock);
        vm.selectedProperty().set(vm.allMatters().stream().filter(r -> r.title().equals(title)).findFirst()
                .orElseThrow());
    }

    private void conclave(String... more) {
        List<String> players = new ArrayList<>(List.of("JonathanDark", "Darknight", "DoomedIdeas", "ais523",
                "Lulu"));
        players.addAll(List.of(more));
        tab("2025-05-28T06:00:00Z", players, "Conclave", "2025-05-27T21:00:00Z");
    }

    private static ThreadReview.Row rowOf(ThreadReview review, String author) {
        return review.rows().stream().filter(r -> author.equals(r.comment().author())).findFirst().orElseThrow();
    }

    /** The stored votes as "player ICON time". */
    private List<String> stored() {
        MattersState s = store.matters().state(dynastyId);
        return s.votes().stream().map(v -> s.roster().nameOf(v.playerId()) + " " + v.icon() + " " + v.castAt())
                .toList();
    }

    @Test
    void addToRosterMakesTheCommenterAPlayerOnTheDayOfTheCommentAndTheirVoteCounts() {
        conclave();
        dialogs.files.add(THREADS.resolve("theme/2025-conclave.html"));
        dialogs.confirms.add(true);
        dialogs.reviewActs.add(review -> {
            ThreadReview.Row trapdoor = rowOf(review.review(), "Trapdoorspyder");
            assertThat(review.offersRoster(trapdoor)).isTrue();
            assertThat(review.review().summary(Messages.load(DynastyModules.installed())))
                    .isEqualTo("6 comments: 4 votes to store, 1 not counted, 0 left uncertain.");
            review.addToRoster(trapdoor);
            assertThat(review.messageProperty().get()).isEqualTo("Added Trapdoorspyder to the roster (joined "
                    + "2025-05-27); the thread was read again and the comment counts.");
        });
        dialogs.reviews.add(review -> {
            ThreadReview.Row trapdoor = rowOf(review, "Trapdoorspyder");
            assertThat(trapdoor.kind()).isEqualTo(ThreadReview.Kind.PLAYER);
            assertThat(trapdoor.choice()).isEqualTo(ThreadReview.Choice.FOR);
            assertThat(review.summary(Messages.load(DynastyModules.installed())))
                    .isEqualTo("6 comments: 5 votes to store, 0 not counted, 0 left uncertain.");
            return true;
        });
        vm.openThreadPage();

        assertThat(dialogs.questions).singleElement().asString()
                .startsWith("Add Trapdoorspyder to the roster of this dynasty? Trapdoorspyder joins as a player on "
                        + "2025-05-27 (the day of the comment)");
        assertThat(store.roster().roster(dynastyId).byName("Trapdoorspyder")).get()
                .extracting(Player::joinedOn).isEqualTo(LocalDate.of(2025, 5, 27));
        assertThat(stored()).containsExactlyInAnyOrder(
                "JonathanDark FOR 2025-05-27T21:10:13Z", "Trapdoorspyder FOR 2025-05-27T23:17:46Z",
                "Darknight FOR 2025-05-28T00:31:29Z", "DoomedIdeas FOR 2025-05-28T01:35:13Z",
                "ais523 AGAINST 2025-05-28T05:26:40Z");
        assertThat(vm.messageProperty().get()).startsWith("Stored 5 votes as one action");
        // the addition is its own action: Edit › Undo takes back the votes, then the player
        store.log().undo(dynastyId, "JonathanDark");
        store.log().undo(dynastyId, "JonathanDark");
        assertThat(store.roster().roster(dynastyId).byName("Trapdoorspyder")).isEmpty();
    }

    @Test
    void thisIsAPlayerRecordsTheNameAsTheirAliasAndTheCommentCountsAsTheirs() {
        conclave("Spyder");
        dialogs.files.add(THREADS.resolve("theme/2025-conclave.html"));
        dialogs.reviewActs.add(review -> {
            assertThat(review.players()).contains("Spyder", "Lulu");
            review.aliasOf(rowOf(review.review(), "Trapdoorspyder"), "Spyder");
        });
        dialogs.reviews.add(review -> {
            ThreadReview.Row trapdoor = rowOf(review, "Trapdoorspyder");
            assertThat(trapdoor.kind()).isEqualTo(ThreadReview.Kind.PLAYER);
            assertThat(trapdoor.author()).isEqualTo("Spyder");
            assertThat(trapdoor.byAlias()).isTrue();
            return true;
        });
        vm.openThreadPage();

        assertThat(store.roster().aliases(dynastyId)).isEqualTo(Map.of("Trapdoorspyder", "Spyder"));
        assertThat(stored()).contains("Spyder FOR 2025-05-27T23:17:46Z").hasSize(5);

        // the next paste of the thread knows the alias at once
        dialogs.files.add(THREADS.resolve("theme/2025-conclave.html"));
        dialogs.reviews.add(review -> false);
        vm.openThreadPage();
        assertThat(rowOf(dialogs.reviewed.get(1), "Trapdoorspyder").author()).isEqualTo("Spyder");
    }

    @Test
    void theAnswersGivenBeforeAnAdditionAreKeptWhenTheThreadIsReadAgain() throws Exception {
        conclave();
        dialogs.pastes.add(Files.readString(THREADS.resolve("theme/2025-conclave.clipboard.txt"),
                StandardCharsets.UTF_8));
        dialogs.confirms.add(true);
        dialogs.reviewActs.add(review -> {
            ThreadReview.Row darknight = rowOf(review.review(), "Darknight");
            darknight.time(Instant.parse("2025-05-28T00:31:29Z"));
            darknight.choose(ThreadReview.Choice.FOR);
            review.addToRoster(rowOf(review.review(), "Trapdoorspyder"));
        });
        dialogs.reviews.add(review -> {
            ThreadReview.Row darknight = rowOf(review, "Darknight");
            assertThat(darknight.choice()).isEqualTo(ThreadReview.Choice.FOR);
            assertThat(darknight.time()).isEqualTo(Instant.parse("2025-05-28T00:31:29Z"));
            // the new player's comment is asked like the others: the plain copy shows no time
            ThreadReview.Row trapdoor = rowOf(review, "Trapdoorspyder");
            assertThat(trapdoor.kind()).isEqualTo(ThreadReview.Kind.PLAYER);
            assertThat(trapdoor.asked()).isTrue();
            assertThat(trapdoor.note()).contains("(suggested: FOR)");
            return true;
        });
        vm.importThread();
        assertThat(stored()).containsExactly("Darknight FOR 2025-05-28T00:31:29Z");
        // the matter's day: the copy has no time, so the commenter joins on the day the matter was posted
        assertThat(store.roster().roster(dynastyId).byName("Trapdoorspyder")).get()
                .extracting(Player::joinedOn).isEqualTo(LocalDate.of(2025, 5, 27));
    }

    @Test
    void aNameTheRosterRefusesIsSaidInTheReviewAndNothingIsLostOrAdded() throws Exception {
        // "Proposal: An August Solution" (2009): Ienpw III's name has a space, which a player's name may not have
        tab("2009-08-24T04:00:00Z", List.of("Qwazukee", "Kevan", "Josh"),
                "An August Solution, now with remembering how this works", "2009-08-23T14:00:00Z");
        dialogs.pastes.add(Files.readString(THREADS.resolve("2009-an-august-solution.txt"), StandardCharsets.UTF_8));
        dialogs.confirms.add(true);
        int entries = store.log().history(dynastyId).size();
        dialogs.reviewActs.add(review -> {
            ThreadReview before = review.review();
            ThreadReview.Row ienpw = rowOf(before, "Ienpw III");
            assertThat(ienpw.note()).isEqualTo("not counted, not a player of this dynasty");
            review.addToRoster(ienpw);
            assertThat(review.failedProperty().get()).isTrue();
            assertThat(review.messageProperty().get()).isEqualTo("Not done: A name may use only Latin letters, "
                    + "digits, underscores, hyphens, full stops and apostrophes; \"Ienpw III\" has a space. Nothing "
                    + "you answered in the review was lost.");
            assertThat(review.review()).isSameAs(before);
            assertThat(review.busyProperty().get()).isFalse();
        });
        dialogs.reviews.add(review -> false);
        vm.importThread();
        assertThat(store.roster().roster(dynastyId).players()).hasSize(3);
        assertThat(store.log().history(dynastyId)).hasSize(entries);
    }

    @Test
    void aReviewWithoutTheDynastysDeskOffersNoRosterActions() {
        conclave();
        dialogs.files.add(THREADS.resolve("theme/2025-conclave.html"));
        dialogs.reviewActs.add(review -> {
            ThreadReviewViewModel bare = new ThreadReviewViewModel(review.review(), List.of(), null,
                    TaskExecutor.immediate(), dialogs, Messages.load(DynastyModules.installed()), LocalDate.of(2025, 5, 28));
            assertThat(bare.offersRoster(rowOf(review.review(), "Trapdoorspyder"))).isFalse();
            assertThat(review.offersRoster(rowOf(review.review(), "Darknight"))).isFalse();
        });
        dialogs.reviews.add(review -> false);
        vm.openThreadPage();
    }
}
