package org.dynast.model.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.dynast.model.Demos;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.roster.Player;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files that cannot be used as they are get a short message saying which, and are left as they were; a migration is
 * backed up first and undone if it fails; a new file appears only once it is built whole.
 */
class FileSafetyTest {

    @TempDir
    Path dir;

    private Path demoFile() {
        Path file = dir.resolve("game.mv.db");
        try (GameStore store = GameStore.open(file, TestStores.clock(), s -> DemoDynasty.seedIfEmpty(s, "Ferrous"))) {
            assertThat(store.dynasties().all()).extracting(Dynasty::name).containsExactlyElementsOf(Demos.names());
        }
        return file;
    }

    private void sql(Path file, String... statements) throws SQLException {
        String base = Database.basePath(file).toAbsolutePath().toString();
        try (Connection c = DriverManager.getConnection("jdbc:h2:file:" + base, "dynast", "")) {
            for (String statement : statements) {
                c.createStatement().execute(statement);
            }
        }
    }

    /** The latest schema version a file was brought up to (the last migration this Dynast has). */
    private String latest(Path file) throws SQLException {
        String base = Database.basePath(file).toAbsolutePath().toString();
        try (Connection c = DriverManager.getConnection("jdbc:h2:file:" + base, "dynast", "")) {
            var rs = c.createStatement().executeQuery("SELECT \"version\" FROM \"flyway_schema_history\" "
                    + "WHERE \"version\" IS NOT NULL ORDER BY \"installed_rank\" DESC LIMIT 1");
            rs.next();
            return rs.getString(1);
        }
    }

    /** The schema history and every dynasty and player, as text (H2 rewrites its header even when nothing changed). */
    private String contents(Path file) throws SQLException {
        String base = Database.basePath(file).toAbsolutePath().toString();
        StringBuilder out = new StringBuilder();
        try (Connection c = DriverManager.getConnection("jdbc:h2:file:" + base, "dynast", "")) {
            for (String query : List.of("SELECT \"version\", \"script\", \"success\" FROM \"flyway_schema_history\" "
                    + "ORDER BY \"installed_rank\"", "SELECT * FROM dynasty ORDER BY id", "SELECT * FROM player ORDER BY id",
                    "SELECT id, summary FROM action_log ORDER BY id")) {
                var rs = c.createStatement().executeQuery(query);
                while (rs.next()) {
                    for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
                        out.append(rs.getString(i)).append('|');
                    }
                    out.append('\n');
                }
            }
        }
        return out.toString();
    }

    @Test
    void aFileFromANewerDynastyIsRefusedNamingBothVersionsAndLeftAsItWas() throws Exception {
        Path file = demoFile();
        String latest = latest(file);
        sql(file, "INSERT INTO \"flyway_schema_history\" (\"installed_rank\", \"version\", \"description\", \"type\", "
                + "\"script\", \"checksum\", \"installed_by\", \"execution_time\", \"success\") VALUES (99, '99', "
                + "'from the future', 'SQL', 'V99__from_the_future.sql', 0, 'dynast', 1, TRUE)");
        String before = contents(file);
        assertThatThrownBy(() -> GameStore.open(file, TestStores.clock()))
                .isInstanceOf(StoreException.class)
                .hasMessageContaining("was written by a newer Dynast (schema version 99); this Dynast reads files up "
                        + "to schema version " + latest + ". Open it with a newer Dynast; nothing was changed.");
        assertThat(contents(file)).isEqualTo(before);
    }

    @Test
    void aFailedMigrationLeavesTheFileAsItWas() throws Exception {
        Path file = demoFile();
        // a file whose latest migration cannot run: its tables are there, the migration not recorded
        String latest = latest(file);
        sql(file, "DELETE FROM \"flyway_schema_history\" WHERE \"version\" = '" + latest + "'");
        String before = contents(file);
        assertThatThrownBy(() -> GameStore.open(file, TestStores.clock()))
                .isInstanceOf(StoreException.class)
                .hasMessageContaining("could not be brought up to schema version " + latest)
                .hasMessageEndingWith("it was left as it was.");
        assertThat(contents(file)).isEqualTo(before);
        assertThat(Backups.of(file)).noneMatch(b -> b.kind() == Backups.Kind.BEFORE_SCHEMA_UPDATE);
        assertThat(dir.toFile().list()).noneMatch(n -> n.contains("migrating"));
    }

    @Test
    void anOlderFileIsBroughtUpToDateOnACopyAndKeptAsItWasBesideIt() throws Exception {
        Path file = dir.resolve("old.mv.db");
        String base = Database.basePath(file).toAbsolutePath().toString();
        Flyway.configure().dataSource("jdbc:h2:file:" + base, "dynast", "")
                .locations("classpath:db/migration").target("8").load().migrate();
        sql(file, "INSERT INTO dynasty (id, name, ruleset_number, player_term, players_term, emperor_term, started_on, "
                + "profile_id, phase) VALUES (1, 'Old Bots', 205, 'Operator', 'Operators', 'Announcer', DATE '2026-01-01',"
                + " 'ruleset-205', 'ACTIVE')");
        // a console killed during an earlier migration left its working copy behind
        Path abandoned = dir.resolve("old-migrating-999999999.mv.db");
        Files.write(abandoned, new byte[] {1});
        try (GameStore store = GameStore.open(file, TestStores.clock())) {
            // written before dynasties recorded their modules: it runs the defaults for Ruleset 205; written before
            // Dynast knew Ruleset 205's "Dormancy" (migration 10): it is not Dormant, so not on Hiatus for it
            assertThat(store.dynasties().all()).singleElement().satisfies(d -> {
                assertThat(d.modules()).containsExactly("blogbots");
                assertThat(d.isDormant()).isFalse();
                assertThat(store.matters().hiatusReasons(d.id())).doesNotContain("BlogNomic is Dormant");
            });
        }
        assertThat(abandoned).doesNotExist();
        List<Path> backups = Backups.of(file).stream().filter(b -> b.kind() == Backups.Kind.BEFORE_SCHEMA_UPDATE)
                .map(Backups.Backup::file).toList();
        String latest = latest(file);
        assertThat(backups).singleElement().satisfies(b -> assertThat(b.getFileName().toString())
                .startsWith("old-before-schema-" + latest + "-").endsWith(".mv.db"));
        // the backup is the file as it was: schema 8, which this Dynast brings up to date when it is opened
        assertThat(contents(backups.get(0))).contains("V8__tournament.sql").doesNotContain("V9__");
    }

    /** Migration 10 (Ruleset 205's "Dormancy"): a schema 9 file's dynasty is not Dormant, and then keeps its status. */
    @Test
    void aSchema9FileGainsTheDormantStatusNotDormant() throws Exception {
        Path file = dir.resolve("nine.mv.db");
        String base = Database.basePath(file).toAbsolutePath().toString();
        Flyway.configure().dataSource("jdbc:h2:file:" + base, "dynast", "")
                .locations("classpath:db/migration").target("9").load().migrate();
        sql(file, "INSERT INTO dynasty (id, name, ruleset_number, player_term, players_term, emperor_term, started_on, "
                + "profile_id, phase, modules) VALUES (1, 'Nine Bots', 205, 'Operator', 'Operators', 'Announcer', "
                + "DATE '2026-01-01', 'ruleset-205', 'ACTIVE', 'blogbots')");
        Instant since;
        try (GameStore store = GameStore.open(file, TestStores.clock())) {
            Dynasty d = store.dynasties().get(1);
            assertThat(d.isDormant()).isFalse();
            since = store.matters().setDormant(1, "Ferrous", true).dormantSince();
        }
        try (GameStore store = GameStore.open(file, TestStores.clock())) {
            assertThat(store.dynasties().get(1).dormantSince()).isEqualTo(since);
            assertThat(store.matters().hiatusReasons(1)).containsExactly("BlogNomic is Dormant");
        }
    }

    @Test
    void anEmptyFileIsNotMistakenForANewOne() throws IOException {
        Path file = dir.resolve("empty.mv.db");
        Files.createFile(file);
        assertThatThrownBy(() -> GameStore.open(file, TestStores.clock(), s -> DemoDynasty.seedIfEmpty(s, "Ferrous")))
                .isInstanceOf(StoreException.class)
                .hasMessageEndingWith("empty.mv.db is empty (0 bytes), so it is not a Dynast file; nothing was changed. "
                        + "Move it away, or open another file.");
        assertThat(Files.size(file)).isZero();
    }

    @Test
    void aDamagedFileIsReportedAsDamagedAndLeftAsItWas() throws IOException {
        Path file = dir.resolve("damaged.mv.db");
        byte[] noise = new byte[64 * 1024];
        new Random(7).nextBytes(noise);
        Files.write(file, noise);
        assertThatThrownBy(() -> GameStore.open(file, TestStores.clock()))
                .isInstanceOf(StoreException.class)
                .hasMessageContaining("damaged.mv.db is damaged and cannot be read; nothing was changed.")
                .hasMessageContaining("It has no backup in its folder");
        assertThat(Files.readAllBytes(file)).isEqualTo(noise);
    }

    @Test
    void aReadOnlyFileOpensForReadingAndRefusesChangesSayingWhy() {
        Path file = demoFile();
        try (GameStore store = GameStore.openReadOnly(file, TestStores.clock())) {
            assertThat(store.readOnly()).isTrue();
            assertThat(store.description()).endsWith("game.mv.db (read-only)");
            Dynasty demo = store.dynasties().all().get(0);
            assertThat(store.roster().roster(demo.id()).players()).extracting(Player::name).contains("Cogsworth");
            assertThatThrownBy(() -> store.roster().addPlayer(demo.id(), "Ferrous", "Newcomer", false, null))
                    .isInstanceOf(StoreException.class)
                    .hasMessage("The dynasty file is open read-only (its file or folder may not be written): nothing "
                            + "can be changed in it.");
        }
    }

    @Test
    void aNewFileAppearsOnlyOnceBuiltWhole() throws IOException {
        Path file = dir.resolve("new.mv.db");
        // killed (here: failing) half-way through seeding the demo: no file, no half-built demo
        assertThatThrownBy(() -> GameStore.open(file, TestStores.clock(), s -> {
            DemoDynasty.seedIfEmpty(s, "Ferrous");
            throw new IllegalStateException("killed while seeding");
        })).hasMessage("killed while seeding");
        assertThat(file).doesNotExist();
        // a temporary file a killed console left behind is cleared away by the next creation
        Path abandoned = dir.resolve("new-creating-999999999.mv.db");
        Files.write(abandoned, new byte[] {1, 2, 3});
        try (GameStore store = GameStore.open(file, TestStores.clock(), s -> DemoDynasty.seedIfEmpty(s, "Ferrous"))) {
            assertThat(store.dynasties().all()).extracting(Dynasty::name).containsExactlyElementsOf(Demos.names());
        }
        assertThat(abandoned).doesNotExist();
        try (var left = Files.list(dir)) {
            assertThat(left.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".mv.db")))
                    .containsExactly("new.mv.db");
        }
        assertThat(Arrays.asList(dir.toFile().list())).noneMatch(n -> n.contains("creating"));
    }
}
