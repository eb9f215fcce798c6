package org.dynast.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.dynast.model.TestServer;
import org.dynast.model.blogbots.BlogBots;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.log.LogEntry;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.VotableMatter;
import org.dynast.model.matters.VoteIcon;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.ComparableExports;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code dynast backup} (issue 36, reliability: "the H2 file's backup and restore have their shared counterpart"): a
 * shared dynasty copied with its whole history from its PostgreSQL database into a new dynasty file, which opens as
 * the dynasty on the server; restored by sharing the file into a fresh database. Each refusal in one plain line,
 * nothing written.
 */
class BackupCommandTest {

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... line) {
        out.reset();
        err.reset();
        return Cli.run(line, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    /** A dynasty file holding the demo; the name of its first dynasty. */
    private String demoFile(Path file) {
        try (GameStore own = GameStore.open(file, ManualGameClock.at("2026-11-20T12:00:00Z"))) {
            return DemoDynasty.seedIfEmpty(own, "Ferrous").name();
        }
    }

    private static GameStore onServer(String url) {
        return GameStore.onServer(url, ManualGameClock.at("2026-11-22T12:00:00Z"), null, DynastyModules.installed());
    }

    @Test
    void aSharedDynastyBackedUpAfterTheTeamActedOpensFromTheFileWithTheSameStateAndHistoryAndRestores()
            throws IOException {
        Path file = dir.resolve("game.mv.db");
        String name = demoFile(file);
        String url = TestServer.emptyDatabase();
        assertThat(run("share", "--file=" + file, "--dynasty=" + name, "--to=" + url)).as(err()).isZero();
        JsonNode onTheServer;
        int lines;
        try (GameStore team = onServer(url)) {
            // the team acts on the server: a Proposal, a Vote, a Workshop Script (a module's action)
            Dynasty shared = team.dynasties().all().getFirst();
            var roster = team.roster().roster(shared.id());
            long omalley = roster.byName("O'Malley").orElseThrow().id();
            VotableMatter tidy = team.matters().post(shared.id(), "Ferrous", MatterKind.PROPOSAL, "[Core] Tidy",
                    omalley, null, "Replace a word.");
            team.matters().vote(shared.id(), "Ferrous", tidy.id(), roster.byName("Cogsworth").orElseThrow().id(),
                    VoteIcon.AGAINST, null);
            BlogBots.in(team).workshop().setScript(shared.id(), "Ferrous", omalley, "block");
            onTheServer = ComparableExports.of(team, shared);
            lines = team.log().history(shared.id()).size();
        }
        Path backup = dir.resolve("backup.mv.db");

        assertThat(run("backup", "--from=" + url, "--to=" + backup, "--as=Ferrous")).as(err()).isZero();

        assertThat(out.toString(StandardCharsets.UTF_8)).contains("backed up " + name + " with its history into "
                + backup).contains("dynast share --file=" + backup).doesNotContain("password");
        assertThat(dir).isDirectoryNotContaining("glob:**-copying-*").isDirectoryNotContaining("glob:**backup-backup*");
        try (GameStore restored = GameStore.open(backup, ManualGameClock.at("2026-11-23T12:00:00Z"))) {
            Dynasty copy = restored.dynasties().all().getFirst();
            assertThat(restored.dynasties().all()).hasSize(1);
            // every player, matter, vote, module datum and log line, as on the server
            assertThat(ComparableExports.of(restored, copy)).isEqualTo(onTheServer);
            assertThat(restored.log().history(copy.id())).hasSize(lines + 1).last().extracting(LogEntry::summary)
                    .asString().startsWith("Imported " + name + " from ").doesNotContain("password");
        }

        // restoring is sharing the file again, into a fresh database: the same dynasty there
        String fresh = TestServer.emptyDatabase();
        assertThat(run("share", "--file=" + backup, "--dynasty=" + name, "--to=" + fresh)).as(err()).isZero();
        try (GameStore team = onServer(fresh)) {
            assertThat(ComparableExports.of(team, team.dynasties().all().getFirst())).isEqualTo(onTheServer);
        }
    }

    @Test
    void aFileThatIsThereAlreadyIsRefusedBeforeTheServerIsAskedAndLeftAsItWas() throws IOException {
        Path file = dir.resolve("game.mv.db");
        demoFile(file);
        byte[] before = Files.readAllBytes(file);

        assertThat(run("backup", "--from=jdbc:postgresql://127.0.0.1:1/none?user=x&password=secret",
                "--to=" + dir.resolve("game"))).isEqualTo(1);

        assertThat(err()).contains(file + " is there already").contains("Nothing was written; name a new file")
                .doesNotContain("secret").doesNotContain("Exception");
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
    }

    @Test
    void aServerThatCannotBeReachedIsSaidSoAndNoFileIsWritten() {
        assertThat(run("backup", "--from=jdbc:postgresql://127.0.0.1:1/none?user=x&password=secret",
                "--to=" + dir.resolve("backup"))).isEqualTo(1);

        assertThat(err()).contains("Cannot reach the server of none on 127.0.0.1:1").contains("nothing was opened")
                .doesNotContain("secret").doesNotContain("Exception");
        assertThat(dir).isEmptyDirectory();
    }

    @Test
    void aDynastyTheDatabaseDoesNotHoldIsRefusedNamingThoseItHoldsAndNoFileIsWritten() {
        Path file = dir.resolve("game.mv.db");
        String name = demoFile(file);
        String url = TestServer.emptyDatabase();
        assertThat(run("share", "--file=" + file, "--dynasty=" + name, "--to=" + url)).as(err()).isZero();

        assertThat(run("backup", "--from=" + url, "--to=" + dir.resolve("backup"), "--dynasty=Nowhere"))
                .isEqualTo(1);

        assertThat(err()).contains("has no dynasty named 'Nowhere'; it has: " + name + ". Nothing was written.");
        assertThat(dir.resolve("backup.mv.db")).doesNotExist();
        assertThat(dir).isDirectoryNotContaining("glob:**/backup*");
    }

    @Test
    void aDatabaseHoldingSeveralDynastiesIsBackedUpOnlyOnceToldWhich() {
        Path file = dir.resolve("game.mv.db");
        String name = demoFile(file);
        String url = TestServer.emptyDatabase();
        assertThat(run("share", "--file=" + file, "--dynasty=" + name, "--to=" + url)).as(err()).isZero();
        assertThat(run("share", "--file=" + file, "--dynasty=" + name, "--to=" + url)).as(err()).isZero();

        assertThat(run("backup", "--from=" + url, "--to=" + dir.resolve("backup"))).isEqualTo(1);
        assertThat(err()).contains("holds several dynasties (" + name + ", " + name + " (2)): say which to back up. "
                + "Nothing was written.");
        assertThat(dir.resolve("backup.mv.db")).doesNotExist();

        assertThat(run("backup", "--from=" + url, "--to=" + dir.resolve("backup"), "--dynasty=" + name + " (2)"))
                .as(err()).isZero();
        try (GameStore restored = GameStore.open(dir.resolve("backup.mv.db"), ManualGameClock.at(
                "2026-11-23T12:00:00Z"))) {
            assertThat(restored.dynasties().all()).extracting(Dynasty::name).containsExactly(name + " (2)");
        }
    }

    @Test
    void aDatabaseNoDynastyWasSharedIntoIsRefusedAndLeftEmpty() throws Exception {
        String url = TestServer.emptyDatabase();

        assertThat(run("backup", "--from=" + url, "--to=" + dir.resolve("backup"))).isEqualTo(1);

        assertThat(err()).contains("holds no shared dynasty (no dynasty was ever shared into it). Nothing was "
                + "written.").doesNotContain("password=");
        assertThat(dir).isEmptyDirectory();
        try (var c = java.sql.DriverManager.getConnection(url); var s = c.createStatement();
             var rs = s.executeQuery("SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = 'public'")) {
            rs.next();
            assertThat(rs.getInt(1)).as("no schema set up on the server by a backup").isZero();
        }
    }

    @Test
    void aUrlThatIsNotPostgresqlIsRefusedWithTheUsage() {
        assertThat(run("backup", "--from=jdbc:h2:mem:x;password=secret", "--to=" + dir.resolve("backup")))
                .isEqualTo(2);
        assertThat(err()).contains("--from must name a PostgreSQL database").contains("Usage:")
                .doesNotContain("secret");
        assertThat(dir).isEmptyDirectory();
    }
}
