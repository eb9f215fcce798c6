package org.dynast.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.matters.MattersViewModel;
import org.dynast.app.shell.Session;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code judge --file=GAME.mv.db --dynasty=NAME} (issue 32): the real thread of "Proposal: Conclave" (2025), in the
 * blog theme's markup (model test resources {@code threads/theme/}), judged on a dynasty file whose roster leaves one
 * commenter out, gives the verdict the Votable Matters tab gives once the same page is applied through its review.
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

    @Test
    void judgeOnADynastyFileGivesTheTabsVerdict() throws Exception {
        assertThat(PAGE).as("the fixture").exists();
        ManualGameClock clock = ManualGameClock.at(AT.toString());
        Path file = game(clock);

        assertThat(judge(PAGE.toString(), "--file=" + file, "--dynasty=Drafters", "--at=2025-05-28 06:00"))
                .as(err.toString(StandardCharsets.UTF_8)).isZero();
        String printed = out.toString(StandardCharsets.UTF_8);
        assertThat(printed).contains("Trapdoorspyder): not counted, not a player of this dynasty")
                .contains("Roster: the dynasty \"Drafters\"").doesNotContain("guessed");

        try (GameStore store = GameStore.open(file, clock)) {
            Dynasty d = store.dynasties().all().get(0);
            FakeDialogs dialogs = new FakeDialogs();
            Session session = new Session(TaskExecutor.immediate(), store, d);
            MattersViewModel vm = new MattersViewModel(session, dialogs, TaskExecutor.immediate(), Messages.load(),
                    clock);
            vm.selectedProperty().set(vm.matters().get(0));
            dialogs.pastes.add(Files.readString(PAGE, StandardCharsets.UTF_8));
            vm.importThread();
            assertThat(vm.messageProperty().get()).startsWith("Stored 4 votes as one action");
            String explanation = vm.explanationProperty().get();
            assertThat(printed).contains(explanation.replaceFirst("^[^:]+: ", ""));
            assertThat(printed).contains("Tally: " + vm.tallyTextProperty().get().split(" \\(")[0]);
            session.close();
        }
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
