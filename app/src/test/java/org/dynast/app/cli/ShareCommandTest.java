package org.dynast.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.dynast.model.TestServer;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code dynast share} (issue 36): a dynasty file's dynasty copied into a PostgreSQL database the team opens. */
class ShareCommandTest {

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... line) {
        return Cli.run(line, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void aDynastyFromTheFileIsSharedIntoAnEmptyDatabaseWithItsHistory() {
        Path file = dir.resolve("game.mv.db");
        String name;
        int entries;
        try (GameStore own = GameStore.open(file, ManualGameClock.at("2026-11-20T12:00:00Z"))) {
            Dynasty demo = DemoDynasty.seedIfEmpty(own, "Ferrous");
            name = demo.name();
            entries = own.log().history(demo.id()).size();
        }
        String url = TestServer.emptyDatabase();

        assertThat(run("share", "--file=" + file, "--dynasty=" + name, "--to=" + url, "--as=Ferrous"))
                .as(err.toString(StandardCharsets.UTF_8)).isZero();

        // where it went, as the user reads it (database on server, as login), never the password
        String database = url.replaceAll("jdbc:postgresql://[^/]+/([^?]+).*", "$1");
        assertThat(out.toString(StandardCharsets.UTF_8)).containsPattern("shared " + java.util.regex.Pattern.quote(name)
                        + " into " + database + " on [^ ]+ \\(as [^)]+\\)")
                .doesNotContain("password")
                .contains("no file lock, seal or automatic backups");
        try (GameStore team = GameStore.onServer(url, ManualGameClock.at("2026-11-21T12:00:00Z"), null,
                DynastyModules.installed())) {
            Dynasty copy = team.dynasties().all().getFirst();
            assertThat(copy.name()).isEqualTo(name);
            assertThat(team.log().history(copy.id())).hasSize(entries + 1); // and the import's own line
        }
    }

    @Test
    void aUrlThatIsNotPostgresqlIsRefusedAndNothingIsOpened() {
        assertThat(run("share", "--file=" + dir.resolve("game.mv.db"), "--dynasty=X",
                "--to=jdbc:h2:mem:x;password=secret")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--to must name a PostgreSQL database")
                .doesNotContain("secret");
    }

    @Test
    void aDynastyTheFileDoesNotHaveIsRefusedNamingThoseItHas() {
        Path file = dir.resolve("game.mv.db");
        try (GameStore own = GameStore.open(file, ManualGameClock.at("2026-11-20T12:00:00Z"))) {
            DemoDynasty.seedIfEmpty(own, "Ferrous");
        }
        assertThat(run("share", "--file=" + file, "--dynasty=Nowhere", "--to=jdbc:postgresql://127.0.0.1:1/none"))
                .isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("has no dynasty named 'Nowhere'")
                .contains("Nothing was copied");
    }

    @Test
    void sharingIntoADatabaseANewerDynastyWroteIsRefusedAndWritesNothing() throws Exception {
        Path file = dir.resolve("game.mv.db");
        String name;
        try (GameStore own = GameStore.open(file, ManualGameClock.at("2026-11-20T12:00:00Z"))) {
            name = DemoDynasty.seedIfEmpty(own, "Ferrous").name();
        }
        String url = TestServer.freshDatabase();
        try (var c = java.sql.DriverManager.getConnection(url); var s = c.createStatement()) {
            s.execute("INSERT INTO \"flyway_schema_history\" (\"installed_rank\", \"version\", \"description\", "
                    + "\"type\", \"script\", \"checksum\", \"installed_by\", \"installed_on\", \"execution_time\", "
                    + "\"success\") SELECT MAX(\"installed_rank\") + 1, '99', 'from the future', 'SQL', "
                    + "'V99__from_the_future.sql', 1, 'dynast', now(), 1, TRUE FROM \"flyway_schema_history\"");
        }

        assertThat(run("share", "--file=" + file, "--dynasty=" + name, "--to=" + url)).isEqualTo(1);

        assertThat(err.toString(StandardCharsets.UTF_8)).contains("was written by a newer Dynast (schema version 99)")
                .contains("nothing was changed").doesNotContain("Exception").doesNotContain("password=");
        try (var c = java.sql.DriverManager.getConnection(url); var s = c.createStatement();
             var rs = s.executeQuery("SELECT (SELECT COUNT(*) FROM dynasty), (SELECT COUNT(*) FROM action_log)")) {
            rs.next();
            assertThat(rs.getLong(1) + rs.getLong(2)).as("no dynasty and no log line written").isZero();
        }
    }
}
