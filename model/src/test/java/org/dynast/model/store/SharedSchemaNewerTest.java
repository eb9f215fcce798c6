package org.dynast.model.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.dynast.model.TestServer;
import org.dynast.model.TestStores;
import org.dynast.model.module.DynastyModules;
import org.junit.jupiter.api.Test;

/**
 * Issue 36, reliability: a shared dynasty whose schema a newer Dynast wrote is refused as a file's is ("was written by a
 * newer Dynast (schema version …)"), in plain words, with nothing changed on the server: no migration run, no row
 * written. The newer Dynast's mark is a row in a schema history this build does not ship: in the core's history, or in
 * an installed module's own.
 */
class SharedSchemaNewerTest {

    @Test
    void aSharedDynastyWhoseCoreHistoryANewerDynastyWroteIsRefusedAndLeftAsItWas() throws SQLException {
        String url = TestServer.freshDatabase();
        String latest = latest(url, SchemaHistories.CORE_TABLE);
        future(url, SchemaHistories.CORE_TABLE, "99");
        String before = contents(url);

        assertThatThrownBy(() -> GameStore.onServer(url, TestStores.clock(), null, DynastyModules.installed()))
                .isInstanceOf(StoreException.class)
                .hasMessageContaining("was written by a newer Dynast (schema version 99); this Dynast reads shared "
                        + "dynasties up to schema version " + latest + ". Open it with a newer Dynast; nothing was "
                        + "changed.")
                .hasMessageNotContaining("password");
        assertThat(contents(url)).as("no migration run, no row written").isEqualTo(before);
    }

    @Test
    void aModuleHistoryANewerDynastyWroteIsRefusedNamingTheModule() throws SQLException {
        String url = TestServer.freshDatabase();
        String module = moduleHistories(url).getFirst();
        String id = module.substring(SchemaHistories.CORE_TABLE.length() + 1);
        future(url, module, "77");
        String before = contents(url);

        assertThatThrownBy(() -> GameStore.onServer(url, TestStores.clock(), null, DynastyModules.installed()))
                .isInstanceOf(StoreException.class)
                .hasMessageContaining("was written by a newer Dynast (schema version " + id + " 77); this Dynast "
                        + "reads shared dynasties up to schema version " + id + " ")
                .hasMessageContaining("nothing was changed");
        assertThat(contents(url)).isEqualTo(before);
    }

    @Test
    void aNewerDynastysRowInADatabaseWhoseMigrationsThisBuildStillHasToRunIsRefusedBeforeAnyRuns() throws SQLException {
        // a database the newer Dynast set up from its first migration only (as far as the history says): the older
        // build must not run its own migrations on it
        String url = TestServer.emptyDatabase();
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE \"flyway_schema_history\" (\"installed_rank\" INT PRIMARY KEY, \"version\" "
                    + "VARCHAR(50), \"description\" VARCHAR(200) NOT NULL, \"type\" VARCHAR(20) NOT NULL, \"script\" "
                    + "VARCHAR(1000) NOT NULL, \"checksum\" INT, \"installed_by\" VARCHAR(100) NOT NULL, "
                    + "\"installed_on\" TIMESTAMP NOT NULL DEFAULT now(), \"execution_time\" INT NOT NULL, "
                    + "\"success\" BOOLEAN NOT NULL)");
        }
        future(url, SchemaHistories.CORE_TABLE, "500");
        String before = contents(url);

        assertThatThrownBy(() -> GameStore.onServer(url, TestStores.clock(), null, DynastyModules.installed()))
                .isInstanceOf(StoreException.class)
                .hasMessageContaining("was written by a newer Dynast (schema version 500)");
        assertThat(contents(url)).isEqualTo(before);
    }

    /** Inserts the row a newer Dynast's migration {@code version} leaves in history {@code table}. */
    static void future(String url, String table, String version) throws SQLException {
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute("INSERT INTO \"" + table + "\" (\"installed_rank\", \"version\", \"description\", \"type\", "
                    + "\"script\", \"checksum\", \"installed_by\", \"installed_on\", \"execution_time\", \"success\") "
                    + "SELECT COALESCE(MAX(\"installed_rank\"), 0) + 1, '" + version + "', 'from the future', 'SQL', "
                    + "'V" + version + "__from_the_future.sql', 12345, 'dynast', now(), 1, TRUE FROM \"" + table
                    + "\"");
        }
    }

    /** The newest version this build's migrations brought the history {@code table} to. */
    private static String latest(String url, String table) throws SQLException {
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT \"version\" FROM \"" + table + "\" WHERE \"version\" IS NOT NULL "
                     + "ORDER BY \"installed_rank\" DESC LIMIT 1")) {
            rs.next();
            return rs.getString(1);
        }
    }

    private static List<String> moduleHistories(String url) throws SQLException {
        List<String> all = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT table_name FROM information_schema.tables WHERE table_schema = "
                     + "'public' AND table_name LIKE 'flyway\\_schema\\_history\\_%' ORDER BY table_name")) {
            while (rs.next()) {
                all.add(rs.getString(1));
            }
        }
        assertThat(all).as("an installed module keeps its own schema history").isNotEmpty();
        return all;
    }

    /**
     * What the database holds, as far as a changed schema or a written row would show: every schema and table, each
     * table's row count, and every row of the schema histories.
     */
    static String contents(String url) throws SQLException {
        StringBuilder out = new StringBuilder();
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            List<String> tables = new ArrayList<>();
            try (ResultSet rs = s.executeQuery("SELECT table_schema, table_name FROM information_schema.tables WHERE "
                    + "table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2")) {
                while (rs.next()) {
                    tables.add("\"" + rs.getString(1) + "\".\"" + rs.getString(2) + "\"");
                }
            }
            try (ResultSet rs = s.executeQuery("SELECT nspname FROM pg_namespace ORDER BY 1")) {
                while (rs.next()) {
                    out.append("schema ").append(rs.getString(1)).append('\n');
                }
            }
            for (String table : tables) {
                try (ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM " + table)) {
                    rs.next();
                    out.append(table).append(' ').append(rs.getLong(1)).append('\n');
                }
                if (table.contains("flyway_schema_history")) {
                    try (ResultSet rs = s.executeQuery("SELECT * FROM " + table + " ORDER BY 1")) {
                        while (rs.next()) {
                            for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
                                out.append(rs.getString(i)).append('|');
                            }
                            out.append('\n');
                        }
                    }
                }
            }
        }
        return out.toString();
    }
}
