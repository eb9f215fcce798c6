package org.dynast.app.matters;

import static org.assertj.core.api.Assertions.assertThat;
import static org.dynast.app.FxReads.fx;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.dynast.app.Scroll;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.FxDialogService;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.app.common.Messages;
import org.dynast.app.shell.Console;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.MattersState;
import org.dynast.model.matters.Vote;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.roster.Player;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.matcher.control.LabeledMatchers;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A real BlogNomic thread counted in the real Votable Matters tab through its real review dialog (issue 32's
 * done-when): the thread of "Proposal: Conclave" (2025) in each form the emperor has it — the page saved from the
 * browser (Open saved page…), and Chromium's copy of it on the clipboard, with its HTML flavour and as plain text
 * only (model test resources {@code threads/theme/}, see the README there). The dynasty's roster holds the thread's
 * commenters but Trapdoorspyder, whose comment the review lists as not counted; Apply stores what the review counts,
 * checked in the store (player, icon, time) against the archived page's own reading ({@code 2025-conclave.expected}).
 * And an archived page's text in the older layout (2011), whose one icon word the reader cannot settle is answered in
 * its row. Only the native file chooser is answered by the test; the paste dialog and the review are the console's own.
 */
@ExtendWith(ApplicationExtension.class)
class ThreadReviewUiTest {

    private static final Path THREADS = Path.of("../model/src/test/resources/org/dynast/model/matters/threads");
    private static final String NON_PLAYER = "Trapdoorspyder";

    private final FxTaskExecutor executor = new FxTaskExecutor();
    private final Deque<Path> chosenFiles = new ArrayDeque<>();
    private Stage stage;
    private GameStore store;
    private long dynastyId;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    /**
     * The console on a dynasty whose roster holds {@code players} (the emperor first) and a matter {@code title}
     * posted at {@code posted}, the clock at {@code now}.
     */
    private void console(FxRobot robot, String now, List<String> players, MatterKind kind, String title,
                         String posted) {
        ManualGameClock clock = ManualGameClock.at(now);
        LocalDate founded = LocalDate.ofInstant(Instant.parse(posted), ZoneOffset.UTC).minusDays(20);
        robot.interact(() -> {
            store = GameStore.inMemory("thread-review-" + UUID.randomUUID(), clock);
            String emperor = players.get(0);
            Dynasty d = store.dynasties().found(emperor, "Drafters", 205, new Terms("Drafter", "Drafters", "Emperor"),
                    emperor, founded);
            dynastyId = d.id();
            for (String name : players.subList(1, players.size())) {
                store.roster().addPlayer(d.id(), emperor, name, false, founded);
            }
            store.matters().post(d.id(), emperor, kind, title, store.dynasties().get(d.id()).emperorId(),
                    Instant.parse(posted), "");
            DialogService real = new FxDialogService(() -> stage, Messages.load(DynastyModules.installed()));
            new Console(stage, store, store.dynasties().get(d.id()), clock, executor, choosingFiles(real),
                    path -> store);
            stage.show();
        });
    }

    /** The thread of "Proposal: Conclave" (2025): every commenter is a player but Trapdoorspyder; Lulu did not comment. */
    private void conclave(FxRobot robot, String... more) throws TimeoutException {
        List<String> players = new ArrayList<>(List.of("JonathanDark", "Darknight", "DoomedIdeas", "ais523",
                "Lulu"));
        players.addAll(List.of(more));
        console(robot, "2025-05-28T06:00:00Z", players, MatterKind.PROPOSAL, "Conclave", "2025-05-27T21:00:00Z");
        selectTheMatter(robot, "Conclave", "Proposal: Conclave");
    }

    @AfterEach
    void stop() {
        executor.close();
        if (store != null) {
            store.close();
        }
    }

    @Test
    void aSavedPageOpenedInTheTabStoresEveryPlayersVoteAndListsTheNonPlayerAsNotCounted(FxRobot robot)
            throws Exception {
        chosenFiles.add(fixture("theme/2025-conclave.html"));
        conclave(robot);
        Scroll.into(robot, "#openThreadPageButton");
        robot.clickOn("#openThreadPageButton");

        List<ThreadReview.Row> rows = reviewRows(robot);
        assertThat(rows).hasSize(6);
        assertTheNonPlayerIsNotCounted(rows);
        assertThat(rows).noneMatch(ThreadReview.Row::asked); // the page's markup gives author, time and vote exactly
        apply(robot);

        await(() -> votes().size() == 4);
        assertThat(storedVotes()).containsExactlyInAnyOrderElementsOf(thePagesOwnVotes());
    }

    @Test
    void theNonPlayerAddedToTheRosterFromTheReviewIsReadAgainAndTheirVoteIsStored(FxRobot robot) throws Exception {
        chosenFiles.add(fixture("theme/2025-conclave.html"));
        conclave(robot);
        Scroll.into(robot, "#openThreadPageButton");
        robot.clickOn("#openThreadPageButton");

        ThreadReview.Row trapdoor = reviewRows(robot).stream()
                .filter(r -> NON_PLAYER.equals(r.comment().author())).findFirst().orElseThrow();
        assertThat(text(robot, "#reviewSummary")).isEqualTo("6 comments: 4 votes to store, 1 not counted, 0 left uncertain.");
        robot.clickOn("#addToRoster-" + trapdoor.line());
        // the question, over the review: who joins, and on which day
        await(() -> robot.lookup("Add Trapdoorspyder").tryQuery().isPresent());
        robot.clickOn("Add Trapdoorspyder");

        await(() -> text(robot, "#reviewSummary").equals("6 comments: 5 votes to store, 0 not counted, 0 left uncertain."));
        assertThat(text(robot, "#reviewMessage")).isEqualTo("Added Trapdoorspyder to the roster (joined 2025-05-27); "
                + "the thread was read again and the comment counts.");
        assertThat(reviewRows(robot)).filteredOn(r -> NON_PLAYER.equals(r.comment().author())).singleElement()
                .satisfies(r -> assertThat(r.vote()).isPresent());
        apply(robot);

        await(() -> votes().size() == 5);
        assertThat(storedVotes()).containsExactlyInAnyOrderElementsOf(thePagesOwnVotes("2025-conclave", "nobody"));
        assertThat(store.roster().roster(dynastyId).byName(NON_PLAYER)).isPresent();
    }

    @Test
    void aCommenterNamedAPlayersFormerNameInTheReviewCountsAsThatPlayer(FxRobot robot) throws Exception {
        // the dynasty knows the commenter as "Spyder" (a rename): This is… Spyder records the alias in this dynasty
        chosenFiles.add(fixture("theme/2025-conclave.html"));
        conclave(robot, "Spyder");
        Scroll.into(robot, "#openThreadPageButton");
        robot.clickOn("#openThreadPageButton");

        ThreadReview.Row trapdoor = reviewRows(robot).stream()
                .filter(r -> NON_PLAYER.equals(r.comment().author())).findFirst().orElseThrow();
        robot.clickOn("#aliasOf-" + trapdoor.line());
        robot.clickOn(robot.lookup(".list-cell").match(LabeledMatchers.hasText("Spyder"))
                .queryAs(Node.class));

        await(() -> robot.lookup("Trapdoorspyder (alias of Spyder)").tryQuery().isPresent());
        assertThat(text(robot, "#reviewSummary")).isEqualTo("6 comments: 5 votes to store, 0 not counted, 0 left uncertain.");
        apply(robot);

        await(() -> votes().size() == 5);
        assertThat(storedVotes()).contains(new Stored("Spyder", "FOR", Instant.parse("2025-05-27T23:17:46Z")))
                .hasSize(5);
        assertThat(store.roster().aliases(dynastyId)).isEqualTo(Map.of(NON_PLAYER, "Spyder"));
    }

    @Test
    void theBrowsersCopyPastedWithItsHtmlFlavourStoresTheVotesItsMarkupGives(FxRobot robot) throws Exception {
        String html = Files.readString(fixture("theme/2025-conclave.clipboard.html"), StandardCharsets.UTF_8);
        String text = Files.readString(fixture("theme/2025-conclave.clipboard.txt"), StandardCharsets.UTF_8);
        putOnClipboard(robot, Map.of("html", html, "text", text));
        conclave(robot);
        pasteIntoTheTab(robot);

        List<ThreadReview.Row> rows = reviewRows(robot);
        assertThat(rows).hasSize(6);
        assertTheNonPlayerIsNotCounted(rows);
        assertThat(rows).noneMatch(ThreadReview.Row::asked);
        apply(robot);

        await(() -> votes().size() == 4);
        assertThat(storedVotes()).containsExactlyInAnyOrderElementsOf(thePagesOwnVotes());
    }

    @Test
    void thePlainTextCopyShowsNoTimeSoEachCommentIsAskedAndOnlyTheOneAnsweredIsStored(FxRobot robot)
            throws Exception {
        String text = Files.readString(fixture("theme/2025-conclave.clipboard.txt"), StandardCharsets.UTF_8);
        putOnClipboard(robot, Map.of("text", text));
        conclave(robot);
        pasteIntoTheTab(robot);

        List<ThreadReview.Row> rows = reviewRows(robot);
        assertThat(rows).hasSize(6);
        assertTheNonPlayerIsNotCounted(rows);
        // every player's comment is uncertain (no time shown), its icon suggested, and counted only when answered
        List<ThreadReview.Row> players = rows.stream().filter(r -> r.kind() == ThreadReview.Kind.PLAYER).toList();
        assertThat(players).hasSize(5).allMatch(ThreadReview.Row::asked)
                .allMatch(r -> r.choice() == ThreadReview.Choice.NOT_COUNTED);
        ThreadReview.Row darknight = players.stream().filter(r -> r.author().equals("Darknight")).findFirst()
                .orElseThrow();
        assertThat(darknight.note()).contains("the copy shows no time").contains("(suggested: FOR)");

        // the emperor answers Darknight's row in place: its time as the page shows it, and the suggested FOR
        robot.clickOn("#time-" + darknight.line()).write("2025-05-28 00:31:29");
        robot.clickOn("#counts-" + darknight.line());
        robot.clickOn(robot.lookup(".list-cell").match(LabeledMatchers.hasText("FOR"))
                .queryAs(Node.class));
        await(() -> text(robot, "#reviewSummary").startsWith("6 comments: 1 vote to store"));
        apply(robot);

        await(() -> votes().size() == 1);
        assertThat(storedVotes()).containsExactly(
                new Stored("Darknight", "FOR", Instant.parse("2025-05-28T00:31:29Z")));
        // the answer, under where the emperor acted (each tab has its own answer line)
        await(() -> fx(() -> robot.lookup("#messageLabel").queryAllAs(Label.class).stream()
                .anyMatch(l -> l.getText().startsWith("Stored 1 vote as one action"))));
    }

    @Test
    void anArchivedPagesTextWithAnIconWordTheReaderCannotSettleIsCountedAsTheEmperorAnswers(FxRobot robot)
            throws Exception {
        // "Call for Judgment: Time travel can't change the past" (2011), the older layout's text as the archive holds
        // it: Pavitra's "arrow but against because …" may be a vote or a word; Brendan is no player of this dynasty
        String text = Files.readString(fixture("2011-time-travel-cant-change-the-past.txt"), StandardCharsets.UTF_8);
        putOnClipboard(robot, Map.of("text", text));
        console(robot, "2011-10-22T12:00:00Z", List.of("Ornithopter", "Amnistar", "scshunt", "Pavitra"),
                MatterKind.CFJ, "Time travel can’t change the past", "2011-10-21T16:30:00Z");
        selectTheMatter(robot, "Time travel can’t change the past",
                "Call for Judgement: Time travel can’t change the past");
        pasteIntoTheTab(robot);

        List<ThreadReview.Row> rows = reviewRows(robot);
        assertThat(rows).hasSize(4);
        assertNotCounted(rows, "Brendan");
        ThreadReview.Row pavitra = rows.stream().filter(r -> "Pavitra".equals(r.author())).findFirst().orElseThrow();
        assertThat(pavitra.asked()).isTrue();
        assertThat(pavitra.choice()).isEqualTo(ThreadReview.Choice.NOT_COUNTED);
        assertThat(pavitra.note()).contains("may be a voting icon or just a word").contains("(suggested: AGAINST)");
        assertThat(text(robot, "#reviewSummary")).isEqualTo("4 comments: 2 votes to store, 1 not counted, 1 left uncertain.");

        robot.clickOn("#counts-" + pavitra.line());
        robot.clickOn(robot.lookup(".list-cell").match(LabeledMatchers.hasText("AGAINST"))
                .queryAs(Node.class));
        await(() -> text(robot, "#reviewSummary").startsWith("4 comments: 3 votes to store"));
        apply(robot);

        await(() -> votes().size() == 3);
        assertThat(storedVotes()).containsExactlyInAnyOrderElementsOf(
                thePagesOwnVotes("2011-time-travel-cant-change-the-past", "Brendan"));
    }

    // ---- the thread and what the store holds -------------------------------------------------------------------

    record Stored(String player, String icon, Instant at) {
    }

    private static Path fixture(String name) {
        Path p = THREADS.resolve(name);
        assertThat(p).as("the fixture " + name + " (model test resources)").exists();
        return p;
    }

    /** The archived page's own votes (2025-conclave.expected) of this dynasty's players: what Apply must store. */
    private static List<Stored> thePagesOwnVotes() throws IOException {
        return thePagesOwnVotes("2025-conclave", NON_PLAYER);
    }

    /** The votes {@code thread}'s page gives (its .expected file), but {@code nonPlayer}'s and comments without one. */
    private static List<Stored> thePagesOwnVotes(String thread, String nonPlayer) throws IOException {
        return Files.readAllLines(fixture(thread + ".expected"), StandardCharsets.UTF_8).stream()
                .filter(l -> !l.isBlank()).map(l -> l.split("\\|"))
                .map(f -> new Stored(f[0].strip(), f[2].strip(), Instant.parse(f[1].strip())))
                .filter(s -> !s.player().equals(nonPlayer) && !s.icon().equals("NONE")).toList();
    }

    private List<Vote> votes() {
        return store.matters().state(dynastyId).votes();
    }

    private List<Stored> storedVotes() {
        MattersState state = store.matters().state(dynastyId);
        return state.votes().stream().map(v -> new Stored(state.roster().players().stream()
                .filter(p -> p.id() == v.playerId()).map(Player::name).findFirst().orElseThrow(), v.icon().name(),
                v.castAt())).toList();
    }

    private static void assertTheNonPlayerIsNotCounted(List<ThreadReview.Row> rows) {
        assertNotCounted(rows, NON_PLAYER);
    }

    private static void assertNotCounted(List<ThreadReview.Row> rows, String nonPlayer) {
        assertThat(rows).filteredOn(r -> nonPlayer.equals(r.comment().author())).singleElement().satisfies(r -> {
            assertThat(r.kind()).isEqualTo(ThreadReview.Kind.NOT_COUNTED);
            assertThat(r.note()).isEqualTo("not counted, not a player of this dynasty");
            assertThat(r.vote()).isEmpty();
        });
    }

    // ---- driving the tab -----------------------------------------------------------------------------------------

    private static void selectTheMatter(FxRobot robot, String title, String heading) throws TimeoutException {
        robot.clickOn("Votable Matters");
        await(() -> fx(() -> robot.lookup("#matterTable").queryAs(TableView.class).getItems().size()) == 1);
        robot.clickOn(title);
        await(() -> text(robot, "#detailTitle").equals(heading));
    }

    /** Puts a browser's copy on the system clipboard: its plain text, and its HTML flavour when given. */
    private static void putOnClipboard(FxRobot robot, Map<String, String> flavours) {
        robot.interact(() -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(flavours.get("text"));
            Optional.ofNullable(flavours.get("html")).ifPresent(content::putHtml);
            Clipboard.getSystemClipboard().setContent(content);
        });
    }

    /** Paste comment thread…, then Ctrl+V into the paste dialog's text area, as the emperor does, and OK. */
    private static void pasteIntoTheTab(FxRobot robot) throws TimeoutException {
        Scroll.into(robot, "#importThreadButton");
        robot.clickOn("#importThreadButton");
        await(() -> robot.lookup("#pasteArea").tryQuery().isPresent());
        robot.clickOn("#pasteArea");
        robot.press(KeyCode.CONTROL, KeyCode.V).release(KeyCode.V, KeyCode.CONTROL);
        await(() -> !fx(() -> robot.lookup("#pasteArea").queryAs(TextArea.class).getText()).isEmpty());
        robot.clickOn("OK");
    }

    @SuppressWarnings("unchecked")
    private static List<ThreadReview.Row> reviewRows(FxRobot robot) throws TimeoutException {
        await(() -> robot.lookup("#reviewTable").tryQuery().isPresent());
        return fx(() -> List.copyOf(robot.lookup("#reviewTable").queryAs(TableView.class).getItems()));
    }

    private static void apply(FxRobot robot) throws TimeoutException {
        await(() -> !fx(() -> robot.lookup("#reviewApply").queryAs(Button.class).isDisabled()));
        robot.clickOn("#reviewApply");
        await(() -> robot.lookup("#reviewTable").tryQuery().isEmpty());
    }

    private static String text(FxRobot robot, String query) {
        return fx(() -> robot.lookup(query).queryAs(Label.class).getText());
    }

    /** Only the native file chooser answered by the test (it cannot be driven headless); the rest is the real one. */
    private DialogService choosingFiles(DialogService real) {
        return (DialogService) Proxy.newProxyInstance(DialogService.class.getClassLoader(),
                new Class<?>[] {DialogService.class}, (proxy, method, args) -> {
                    if (method.getName().equals("chooseFileToOpen")) {
                        return Optional.ofNullable(chosenFiles.poll());
                    }
                    try {
                        return method.invoke(real, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    private static void await(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> {
            WaitForAsyncUtils.waitForFxEvents();
            return condition.getAsBoolean();
        });
    }
}
