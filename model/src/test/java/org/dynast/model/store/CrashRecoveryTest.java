package org.dynast.model.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.dynast.model.Demos;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * kill -9 at random moments of a first launch (creating the file and seeding the demo) and of a migration: the
 * file always opens afterwards, with the whole demo or none of it, and a migrated file with all it had. The normal
 * build kills 6 consoles; {@code -Ddynast.crashTrials=40} kills more (the figures go to standard output).
 */
class CrashRecoveryTest {

    private static final int TRIALS = Integer.getInteger("dynast.crashTrials", 6);

    @TempDir
    Path dir;

    @Test
    void killedDuringFirstLaunchOrMigrationTheFileAlwaysOpensWholeOrNotAtAll() throws Exception {
        Random random = new Random(20261123);
        int killedBefore = 0;
        int completed = 0;
        for (int trial = 0; trial < TRIALS; trial++) {
            boolean migration = trial % 2 == 1;
            Path folder = Files.createDirectory(dir.resolve("trial-" + trial));
            Path file = folder.resolve("game.mv.db");
            if (migration) {
                schema8File(file);
            }
            Process child = child(file);
            long delay = 300 + random.nextInt(migration ? 2500 : 5000);
            boolean done = child.waitFor(delay, TimeUnit.MILLISECONDS);
            if (!done) {
                child.destroyForcibly();
                child.waitFor(10, TimeUnit.SECONDS);
                killedBefore++;
            } else {
                completed++;
            }
            // the next launch: the file opens, with the whole demo or (never created) nothing yet
            try (GameStore store = GameStore.open(file, TestStores.clock(),
                    s -> DemoDynasty.seedIfEmpty(s, "Ferrous"))) {
                if (migration) {
                    assertThat(store.dynasties().all()).extracting(Dynasty::name).containsExactly("Old Bots");
                    assertThat(store.dynasties().all().get(0).modules()).containsExactly("blogbots");
                } else {
                    assertThat(store.dynasties().all()).as("trial %d: the whole demo", trial)
                            .extracting(Dynasty::name).containsExactlyElementsOf(Demos.names());
                    assertThat(store.dynasties().all())
                            .allSatisfy(d -> assertThat(store.roster().roster(d.id()).players()).hasSizeGreaterThan(4));
                }
            }
        }
        System.out.println("Crash recovery: " + TRIALS + " launches (" + (TRIALS + 1) / 2 + " first launches, " + TRIALS / 2
                + " migrations), " + killedBefore + " killed before they finished, " + completed
                + " finished first; every file opened afterwards, none half-built.");
        assertThat(killedBefore).as("some consoles were killed mid-way").isPositive();
    }

    /** A file as Dynast's schema 8 wrote it, with one Ruleset 205 dynasty. */
    private static void schema8File(Path file) throws Exception {
        String base = Database.basePath(file).toAbsolutePath().toString();
        Flyway.configure().dataSource("jdbc:h2:file:" + base, "dynast", "")
                .locations("classpath:db/migration").target("8").load().migrate();
        try (Connection c = DriverManager.getConnection("jdbc:h2:file:" + base, "dynast", "")) {
            c.createStatement().execute("INSERT INTO dynasty (id, name, ruleset_number, player_term, players_term, "
                    + "emperor_term, started_on, profile_id, phase) VALUES (1, 'Old Bots', 205, 'Operator', 'Operators', "
                    + "'Announcer', DATE '2026-01-01', 'ruleset-205', 'ACTIVE')");
        }
    }

    private static Process child(Path file) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                ChildConsole.class.getName(), "launch", file.toString())
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        // drain its output so it never blocks on a full pipe
        Thread drain = new Thread(() -> {
            try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(),
                    StandardCharsets.UTF_8))) {
                while (out.readLine() != null) {
                    // nothing to keep
                }
            } catch (IOException ignored) {
                // the child was killed
            }
        });
        drain.setDaemon(true);
        drain.start();
        return p;
    }
}
