package org.dynast.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.dynast.model.TestServer;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.GameClock;
import org.junit.jupiter.api.Test;

/**
 * {@code dynast bench-shared} (issue 36) prints, per count of consoles, the time from one console's vote to every other
 * console showing it, and a vote on the server against one on an H2 file; it leaves no dynasty behind. (The figures
 * are printed, never asserted: this checks that the benchmark runs and says what it measured.)
 */
class SharedBenchCommandTest {

    @Test
    void theBenchmarkPrintsItsFiguresAndLeavesTheDatabaseAsItWas() throws Exception {
        String url = TestServer.freshDatabase();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Cli.run(new String[] {"bench-shared", "--to=" + url, "--consoles=2,3", "--votes=3"},
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        String printed = out.toString(StandardCharsets.UTF_8);
        System.out.print(printed);
        assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
        assertThat(printed).contains("one vote, cast and committed: H2 file median")
                .containsPattern(" 2 consoles: vote to every other console showing it: median \\d+ ms")
                .containsPattern(" 3 consoles: vote to every other console showing it: median \\d+ ms.*\\(3 votes\\)");
        try (var store = GameStore.onServer(url, GameClock.system(), null,
                DynastyModules.installed())) {
            assertThat(store.dynasties().all()).as("the scratch dynasty deleted again").isEmpty();
        }
    }

    @Test
    void anythingButAPostgresqlDatabaseIsRefusedInOneLine() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Cli.run(new String[] {"bench-shared", "--to=jdbc:h2:mem:x"}, new PrintStream(
                new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), new PrintStream(err, true,
                StandardCharsets.UTF_8));
        assertThat(code).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--to must name a PostgreSQL database");
    }
}
