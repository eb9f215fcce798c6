package org.dynast.model.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.List;
import java.util.Set;
import org.dynast.model.Demos;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.module.DynastyModules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A file whose schema is this Dynast's is opened without Flyway (issue 22, start-up): the check reads the same
 * migrations and checksums Flyway recorded, and anything else sends the file to Flyway as before.
 */
class SchemaCheckTest {

    @TempDir
    Path dir;

    /** The core's history and every installed module's, as the store opens a file with them. */
    private static final List<SchemaHistories.History> HISTORIES =
            SchemaHistories.of(DynastyModules.installed());
    /** The core's migrations. */
    private static final List<String> LOCATIONS = HISTORIES.get(0).locations();

    private Path createdFile() {
        Path file = dir.resolve("game.mv.db");
        GameStore.open(file, TestStores.clock(), s -> DemoDynasty.seedIfEmpty(s, "Ferrous")).close();
        return file;
    }

    private Connection connect(Path file) throws Exception {
        return DriverManager.getConnection("jdbc:h2:file:" + Database.basePath(file).toAbsolutePath(), "dynast", "");
    }

    @Test
    void theChecksumsAreTheOnesFlywayRecordedForEveryShippedMigration() throws Exception {
        Path file = createdFile();
        Set<SchemaCheck.Migration> shipped = SchemaCheck.shipped(LOCATIONS);
        try (Connection c = connect(file)) {
            assertThat(shipped).hasSizeGreaterThanOrEqualTo(11);
            assertThat(SchemaCheck.applied(c)).isEqualTo(shipped);
            assertThat(SchemaCheck.current(c, HISTORIES)).isTrue();
        }
    }

    @Test
    void aReopenedCurrentFileSkipsFlywayAndOneWithAChangedHistoryGoesThroughIt() throws Exception {
        Path file = createdFile();
        try (GameStore store = GameStore.open(file, TestStores.clock())) {
            assertThat(store.openPhases()).containsKeys("H2 open", "schema check", "profiles", "backup")
                    .doesNotContainKey("Flyway");
            assertThat(store.dynasties().all()).extracting(Dynasty::name).containsExactlyElementsOf(Demos.names());
        }
        try (Connection c = connect(file)) {
            c.createStatement().execute("UPDATE \"flyway_schema_history\" SET \"checksum\" = \"checksum\" + 1 "
                    + "WHERE \"version\" = '3'");
            assertThat(SchemaCheck.current(c, HISTORIES)).isFalse();
            c.createStatement().execute("UPDATE \"flyway_schema_history\" SET \"checksum\" = \"checksum\" - 1 "
                    + "WHERE \"version\" = '3'");
            c.createStatement().execute("UPDATE \"flyway_schema_history\" SET \"success\" = FALSE "
                    + "WHERE \"version\" = '5'");
            assertThat(SchemaCheck.current(c, HISTORIES)).isFalse();
            c.createStatement().execute("DROP TABLE \"flyway_schema_history\"");
            assertThat(SchemaCheck.current(c, HISTORIES)).isFalse();
        }
    }

    @Test
    void versionsAreComparedAsNumbers() {
        assertThat(SchemaCheck.version("1_2")).isEqualTo(SchemaCheck.version("1.2.0"));
        assertThat(SchemaCheck.version("10")).isNotEqualTo(SchemaCheck.version("1.0"));
    }
}
