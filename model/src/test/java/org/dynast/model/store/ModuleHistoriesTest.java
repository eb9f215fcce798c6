package org.dynast.model.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.module.DynastyModules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each module's schema versions on its own (issue 34): a file written by main at 979c8d2, before modules had histories
 * of their own (its one {@code flyway_schema_history} holds the tracker's V12, the Wizards' V13 and the Districts'
 * V14 among the core's), is brought over on a copy; and a build without a module still opens it.
 */
class ModuleHistoriesTest {

    /** The demo file main made (BlogBots, Factory, Districts and Wizards dynasties), gzipped. */
    static final String MADE_BY_MAIN = "/store/made-by-main-979c8d2.mv.db.gz";

    @TempDir
    Path dir;

    /** A copy of the file made by main. */
    static Path madeByMain(Path dir) throws Exception {
        Path file = dir.resolve("made-by-main.mv.db");
        try (InputStream in = new GZIPInputStream(ModuleHistoriesTest.class.getResourceAsStream(MADE_BY_MAIN))) {
            Files.copy(in, file);
        }
        return file;
    }

    /** "version script" of every row in a history table, in order; empty if the table is absent. */
    private static List<String> history(Path file, String table) throws Exception {
        List<String> rows = new ArrayList<>();
        try (Connection c = DriverManager.getConnection("jdbc:h2:file:" + Database.basePath(file).toAbsolutePath()
                + ";ACCESS_MODE_DATA=r", "dynast", "")) {
            if (!SchemaHistories.exists(c, table)) {
                return rows;
            }
            var rs = c.createStatement().executeQuery("SELECT \"version\", \"script\", \"type\" FROM \"" + table
                    + "\" WHERE \"version\" IS NOT NULL ORDER BY \"installed_rank\"");
            while (rs.next()) {
                rows.add(rs.getString(1) + " " + rs.getString(3) + " " + rs.getString(2));
            }
        }
        return rows;
    }

    private static DynastyModules without(String id) {
        return new DynastyModules(DynastyModules.installed().all().stream().filter(m -> !m.id().equals(id)).toList());
    }

    @Test
    void aFileMadeByMainGivesEachModuleItsOwnHistoryOnACopyAndThenOpensWithoutFlyway() throws Exception {
        Path file = madeByMain(dir);
        assertThat(history(file, "flyway_schema_history")).contains("12 SQL V12__tracker.sql", "13 SQL V13__wizards.sql",
                "14 SQL V14__districts.sql");
        try (GameStore store = GameStore.open(file, TestStores.clock())) {
            assertThat(store.dynasties().all()).extracting(Dynasty::name).containsExactly(
                    "The Tin Announcer's Workshop", "Widget Works", "The Dead City", "The Court of the Wizard King");
            assertThat(store.openPhases()).containsKey("Flyway");
        }
        assertThat(history(file, "flyway_schema_history")).noneMatch(r -> r.matches("1[234] .*"))
                .contains("1 SQL V1__dynasty_roster_log.sql", "20 SQL V20__profile_owner_and_deleted_dynasty.sql");
        assertThat(history(file, "flyway_schema_history_tracker")).containsExactly("0 BASELINE module history",
                "12 SQL V12__tracker.sql");
        assertThat(history(file, "flyway_schema_history_wizards")).endsWith("13 SQL V13__wizards.sql");
        assertThat(history(file, "flyway_schema_history_districts")).endsWith("14 SQL V14__districts.sql");
        assertThat(Backups.of(file)).anyMatch(b -> b.kind() == Backups.Kind.BEFORE_SCHEMA_UPDATE);
        try (GameStore store = GameStore.open(file, TestStores.clock())) {
            assertThat(store.openPhases()).doesNotContainKey("Flyway"); // every history is current
            assertThat(store.dynasties().all()).hasSize(4);
        }
    }

    @Test
    void aBuildWithoutAModuleOpensTheFileLeavingTheModulesHistoryAndTablesAsTheyAre() throws Exception {
        Path file = madeByMain(dir);
        try (GameStore store = GameStore.open(file, TestStores.clock(), without("wizards"))) {
            assertThat(store.dynasties().all()).hasSize(4);
            Dynasty court = store.dynasties().all().get(3);
            assertThat(court.modules()).containsExactly("tracker", "wizards");
            assertThat(store.modules().missingFor(court)).containsExactly("wizards");
            assertThat(store.modules().needs(court, "wizards")).isEqualTo("This dynasty needs the Wizards module, "
                    + "which this build does not have. Its gamestate stays in the file as it is; open the file with a "
                    + "Dynast that has the module to see or change it.");
            assertThat(store.modules().missingFor(store.dynasties().all().get(2))).isEmpty();
            assertThat(store.engines()).noneMatch(e -> e.module().id().equals("wizards"));
        }
        // the Wizards' row stays in the core's history, which ignores it; the others have their own
        assertThat(history(file, "flyway_schema_history")).contains("13 SQL V13__wizards.sql");
        assertThat(history(file, "flyway_schema_history_wizards")).isEmpty();
        assertThat(history(file, "flyway_schema_history_districts")).endsWith("14 SQL V14__districts.sql");
        try (GameStore store = GameStore.open(file, TestStores.clock(), without("wizards"))) {
            assertThat(store.dynasties().all()).hasSize(4);
        }
        // a build with the Wizards again gives them their own history, and their gamestate is there
        try (GameStore store = GameStore.open(file, TestStores.clock())) {
            assertThat(store.dynasties().all()).hasSize(4);
        }
        assertThat(history(file, "flyway_schema_history")).noneMatch(r -> r.startsWith("13 "));
        assertThat(history(file, "flyway_schema_history_wizards")).endsWith("13 SQL V13__wizards.sql");
    }

    @Test
    void aNewFileWithoutAModuleGainsTheModulesTablesWhenABuildWithItOpensIt() throws Exception {
        Path file = dir.resolve("new.mv.db");
        GameStore.open(file, TestStores.clock(), without("districts"), s -> { }).close();
        assertThat(history(file, "flyway_schema_history_districts")).isEmpty();
        try (GameStore store = GameStore.open(file, TestStores.clock())) {
            assertThat(store.dynasties().all()).isEmpty();
        }
        assertThat(history(file, "flyway_schema_history_districts")).containsExactly("0 BASELINE module history",
                "14 SQL V14__districts.sql");
    }
}
