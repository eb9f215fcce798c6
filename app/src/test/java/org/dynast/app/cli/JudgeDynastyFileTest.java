package org.dynast.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.matters.MattersViewModel;
import org.dynast.app.session.Session;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code judge --file=GAME.mv.db --dynasty=NAME} (issue 32): the real thread of "Proposal: Conclave" (2025), in the
 * blog theme's markup (model test resources {@code threads/theme/}), judged on a dynasty file whose roster leaves one
 * commenter out, gives the verdict the Votable Matters tab gives once the same page is applied through its review:
 * the same outcome, words, tally, next change and players' lines, at the same moment. A thread in judge's JSON form is
 * read by the dynasty's matter's posting time as the tab reads the same comments.
 */
class JudgeDynastyFileTest {

    private static final Path PAGE = Path.of("../model/src/test/resources/org/dynast/model/matters/threads/theme/"
            + "2025-conclave.html");
    private static final Instant AT = Instant.parse("2025-05-28T06:00:00Z");

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int judge(String... args) {
        String[] line = new String[args.length + 1];
        line[0] = "judge";
        System.arraycopy(args, 0, line, 1, args.length);
        return Cli.run(line, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                List.of(new JudgeCommand(Clock.fixed(AT, ZoneOffset.UTC))));
    }

    private Path game(ManualGameClock clock) {
        Path file = dir.resolve("game.mv.db");
        try (GameStore store = GameStore.open(file, clock)) {
            Dynasty d = store.dynasties().found("JonathanDark", "Drafters", 205,
                    new Terms("Drafter", "Drafters", "Emperor"), "JonathanDark", LocalDate.of(2025, 5, 1));
            // Trapdoorspyder commented on the real thread, but is no player of this dynasty
            for (String name : new String[] {"Darknight", "DoomedIdeas", "ais523", "Lulu"}) {
                store.roster().addPlayer(d.id(), "JonathanDark", name, false, LocalDate.of(2025, 5, 1));
            }
            long author = store.dynasties().get(d.id()).emperorId();
            store.matters().post(d.id(), "JonathanDark", MatterKind.PROPOSAL, "Conclave", author,
                    Instant.parse("2025-05-27T21:00:00Z"), "If Proposal: Two Term Limit was not enacted …");
        }
        return file;
    }

    /** What a verdict shows: the outcome, the rule's words, the tally, the next change and each player's line. */
    record Shown(String outcome, String explanation, String tally, String next, List<String> lines) {
    }

    /** The verdict {@code judge --json} printed. */
    private static Shown printed(String json) throws Exception {
        JsonNode j = new ObjectMapper().readTree(json);
        List<String> lines = new ArrayList<>();
        j.path("tally").path("lines").forEach(l -> lines.add(l.path("player").asText() + " "
                + (l.path("icon").isNull() ? "" : l.path("icon").asText()) + " " + l.path("counts").asText("\u2014")));
        return new Shown(j.path("outcome").asText(), j.path("explanation").asText(),
                j.path("tally").path("summary").asText(), j.has("next") ? "Next: " + j.path("next").path("description")
                .asText() : Messages.load(DynastyModules.installed()).get("matters.detail.noNext"), lines);
    }

    /** The verdict the Votable Matters tab shows for its selected matter. */
    private static Shown shown(MattersViewModel vm) {
        return new Shown(vm.canEnactProperty().get() ? "may be enacted" : vm.canFailProperty().get() ? "may be failed"
                : "neither", vm.explanationProperty().get(), vm.tallyTextProperty().get(), vm.nextChangeProperty().get(),
                vm.voteRows().stream().map(r -> r.player() + " " + r.icon() + " " + r.effective()).toList());
    }

    /** {@code thread} pasted into the tab on the dynasty of {@code file}, applied as the review reads it. */
    private static Shown applyInTheTab(Path file, ManualGameClock clock, String thread, String stored)
            throws Exception {
        try (GameStore store = GameStore.open(file, clock)) {
            Dynasty d = store.dynasties().all().get(0);
            FakeDialogs dialogs = new FakeDialogs();
            Session session = new Session(TaskExecutor.immediate(), store, d);
            MattersViewModel vm = new MattersViewModel(session, dialogs, TaskExecutor.immediate(), Messages.load(DynastyModules.installed()),
                    clock);
            vm.selectedProperty().set(vm.matters().get(0));
            dialogs.pastes.add(thread);
            vm.importThread();
            assertThat(vm.messageProperty().get()).startsWith(stored);
            Shown shown = shown(vm);
            session.close();
            return shown;
        }
    }

    @Test
    void judgeOnADynastyFileGivesTheTabsVerdict() throws Exception {
        assertThat(PAGE).as("the fixture").exists();
        ManualGameClock clock = ManualGameClock.at(AT.toString());
        Path file = game(clock);

        assertThat(judge(PAGE.toString(), "--file=" + file, "--dynasty=Drafters", "--at=2025-05-28 06:00"))
                .as(err.toString(StandardCharsets.UTF_8)).isZero();
        String text = out.toString(StandardCharsets.UTF_8);
        assertThat(text).contains("Trapdoorspyder): not counted, not a player of this dynasty")
                .contains("Roster: the dynasty \"Drafters\"").doesNotContain("guessed");
        out.reset();
        assertThat(judge(PAGE.toString(), "--file=" + file, "--dynasty=Drafters", "--at=2025-05-28 06:00", "--json"))
                .isZero();
        Shown judged = printed(out.toString(StandardCharsets.UTF_8));

        // the same page, the same dynasty file, the same moment, in the tab
        Shown tab = applyInTheTab(file, clock, Files.readString(PAGE, StandardCharsets.UTF_8),
                "Stored 4 votes as one action");
        assertThat(judged).isEqualTo(tab);
        assertThat(judged.tally()).startsWith("3 FOR, 1 AGAINST");
        assertThat(text).contains(tab.explanation()).contains("Tally: " + tab.tally());
    }

    /**
     * The dynasty knows Trapdoorspyder as "Spyder" (a rename), recorded as a known alias in the file: judge --file counts
     * the comment as Spyder's, as the tab's review does, and another dynasty's alias means nothing there.
     */
    @Test
    void judgeOnADynastyFileCountsACommentUnderAKnownAliasAsTheTabDoes() throws Exception {
        ManualGameClock clock = ManualGameClock.at(AT.toString());
        Path file = game(clock);
        try (GameStore store = GameStore.open(file, clock)) {
            Dynasty d = store.dynasties().all().get(0);
            long spyder = store.roster().addPlayer(d.id(), "JonathanDark", "Spyder", false, LocalDate.of(2025, 5, 1))
                    .id();
            store.roster().addAlias(d.id(), "JonathanDark", spyder, "Trapdoorspyder");
            Dynasty other = store.dynasties().found("Josh", "Others", 205, new Terms("Drafter", "Drafters", "Emperor"),
                    "Josh", LocalDate.of(2025, 5, 1));
            long lulu = store.roster().addPlayer(other.id(), "Josh", "Lulu", false, LocalDate.of(2025, 5, 1)).id();
            store.roster().addAlias(other.id(), "Josh", lulu, "Darknight");
        }
        assertThat(judge(PAGE.toString(), "--file=" + file, "--dynasty=Drafters", "--at=2025-05-28 06:00", "--json"))
                .as(err.toString(StandardCharsets.UTF_8)).isZero();
        Shown judged = printed(out.toString(StandardCharsets.UTF_8));
        assertThat(judged.lines()).anyMatch(l -> l.startsWith("Spyder FOR"))
                .anyMatch(l -> l.startsWith("Darknight FOR"));
        assertThat(judged.tally()).startsWith("4 FOR, 1 AGAINST");

        Shown tab = applyInTheTab(file, clock, Files.readString(PAGE, StandardCharsets.UTF_8),
                "Stored 5 votes as one action");
        assertThat(judged).isEqualTo(tab);
    }

    /**
     * A real thread's comments as judge's JSON form, their times as the blog showed them in 2020 ("01-10-2020
     * 19:21:07 UTC": 1 October or 10 January), without a posted time of their own: the dynasty's matter, posted on 1
     * October, settles the day order as it does for a page — and the tab, given the same comments one a line, gives
     * the same verdict.
     */
    @Test
    void judgeOnAJsonThreadSettlesTheDayOrderByTheMattersPostingTimeAsTheTabDoes() throws Exception {
        Instant at = Instant.parse("2020-10-02T08:00:00Z");
        ManualGameClock clock = ManualGameClock.at(at.toString());
        Path file = dir.resolve("dry.mv.db");
        try (GameStore store = GameStore.open(file, clock)) {
            Dynasty d = store.dynasties().found("Josh", "Collectors", 205, new Terms("Researcher", "Researchers",
                    "Emperor"), "Josh", LocalDate.of(2020, 9, 1));
            for (String name : new String[] {"Brendan", "Kevan", "Cuddlebeam"}) {
                store.roster().addPlayer(d.id(), "Josh", name, false, LocalDate.of(2020, 9, 1));
            }
            store.matters().post(d.id(), "Josh", MatterKind.CFJ, "Dry January", store.dynasties().get(d.id())
                    .emperorId(), Instant.parse("2020-10-01T19:00:00Z"), "Change the Effects of both Strong Gin …");
        }
        // the archived page's legible comments (model test resources threads/2020-dry-january.txt), their times as shown
        String[][] comments = {
                {"Brendan", "01-10-2020 19:21:07 UTC", "for It’s almost as if no one should be allowed to mess with an"
                        + " object of such power."},
                {"Kevan", "01-10-2020 22:01:28 UTC", "This didn’t seem like a big deal - with the Gin active, players"
                        + " are very strongly discouraged from both playing the game and making proposals."},
                {"Cuddlebeam", "01-10-2020 23:30:00 UTC", "against"}};
        StringBuilder json = new StringBuilder("{\"kind\": \"cfj\", \"title\": \"Dry January\", \"comments\": [");
        StringBuilder lines = new StringBuilder();
        for (String[] c : comments) {
            json.append(json.charAt(json.length() - 1) == '[' ? "" : ", ").append("{\"author\": \"").append(c[0])
                    .append("\", \"at\": \"").append(c[1]).append("\", \"text\": \"").append(c[2]).append("\"}");
            lines.append(c[0]).append(" | ").append(c[1]).append(" | ").append(c[2]).append('\n');
        }
        Path thread = Files.writeString(dir.resolve("dry-january.json"), json.append("]}").toString());

        assertThat(judge(thread.toString(), "--file=" + file, "--dynasty=Collectors", "--at=2020-10-02 08:00",
                "--json")).as(err.toString(StandardCharsets.UTF_8)).isZero();
        String printedJson = out.toString(StandardCharsets.UTF_8);
        Shown judged = printed(printedJson);
        // read as 1 October: after the post, so counted (10 January would be before it, and not counted)
        assertThat(printedJson).contains("\"castAt\" : \"2020-10-01T19:21:07Z\"")
                .contains("\"castAt\" : \"2020-10-01T23:30:00Z\"").doesNotContain("day-month");
        assertThat(judged.lines()).contains("Brendan FOR FOR", "Cuddlebeam AGAINST AGAINST");

        Shown tab = applyInTheTab(file, clock, lines.toString(), "Stored 2 votes as one action");
        assertThat(judged).isEqualTo(tab);
    }

    @Test
    void judgeBeforeThePostIsRefusedPlainlyAndAGuessedRosterIsSaidToBe() throws Exception {
        Path file = game(ManualGameClock.at(AT.toString()));
        assertThat(judge(PAGE.toString(), "--file=" + file, "--dynasty=Drafters", "--at=2025-05-27 20:00"))
                .isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("is before the matter was posted")
                .doesNotContain("Exception");
        out.reset();
        assertThat(judge(PAGE.toString(), "--at=2025-05-28 06:00")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("The roster was guessed from the commenters");
    }
}
