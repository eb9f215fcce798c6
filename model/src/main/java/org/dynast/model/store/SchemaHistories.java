package org.dynast.model.store;

import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.dynast.model.module.DynastyModule;
import org.dynast.model.module.DynastyModules;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationInfoService;
import org.flywaydb.core.api.MigrationState;

/**
 * The Flyway schema histories of one dynasty file: the core's ({@code flyway_schema_history}, migrations in
 * {@code db/migration}) and, for each installed module with migrations of its own, the module's
 * ({@code flyway_schema_history_<id>}, its {@link DynastyModule#migrationLocations()}). Each versions independently,
 * so a module's schema needs no number in the core's sequence and a build without a module still opens a file that has
 * the module's tables: those tables, and the module's history, are simply left as they are.
 *
 * <p>Files written before modules had histories of their own hold every module's rows in the core's history (versions
 * 12, 13 and 14: the tracker, the Wizards and the Districts). {@link #split} moves an installed module's rows into its
 * own history (once, on the copy a migration works on); the rows of a module this build does not have stay where they
 * are, and the core's history ignores them as "missing" (the core never leaves out a migration of its own).
 */
final class SchemaHistories {

    /** The core's history table: Flyway's default name, which every existing file has. */
    static final String CORE_TABLE = "flyway_schema_history";
    static final String CORE_LOCATION = "classpath:db/migration";

    /** One schema history: whose it is ({@code core} or a module id), its table and its migrations' locations. */
    record History(String owner, String table, List<String> locations) {
        boolean core() {
            return CORE_TABLE.equals(table);
        }

        Flyway flyway(String url) {
            var config = Flyway.configure().dataSource(Dialect.of(url).migrationSource(url)).table(table)
                    .locations(locations.toArray(String[]::new));
            if (core()) {
                // rows of modules this build does not have, left by a file from before the split
                config.ignoreMigrationPatterns("*:future", "*:missing");
            } else {
                // a module's history is made on a schema that already holds the core's tables: its marker row is a
                // baseline at version 0, below every migration of the module's
                config.baselineOnMigrate(true).baselineVersion("0").baselineDescription("module history");
            }
            return config.load();
        }
    }

    private SchemaHistories() {
    }

    /** The core's history, then each installed module's that brings migrations, in registry order. */
    static List<History> of(DynastyModules modules) {
        List<History> all = new ArrayList<>();
        all.add(new History("core", CORE_TABLE, List.of(CORE_LOCATION)));
        for (DynastyModule m : modules.all()) {
            if (!m.migrationLocations().isEmpty()) {
                all.add(new History(m.id(), CORE_TABLE + "_" + m.id(),
                        m.migrationLocations().stream().map(l -> "classpath:" + l).toList()));
            }
        }
        return all;
    }

    /**
     * What Flyway finds in the histories of the database at {@code url} (read only): {@code newer}, the first history
     * holding a migration this build does not ship (a newer Dynast wrote it), as {@code "<module> <version>"}, with
     * {@code known}, the newest version of that history this build ships; {@code current}, the core's applied version
     * (null for no schema yet); whether a migration of this build is pending; and whether the core has no schema yet.
     */
    record Survey(String newer, String known, String current, boolean pending, boolean empty) {
        /**
         * The refusal of a database a newer Dynast wrote ({@code what} is the file's or shared dynasty's description;
         * {@code kind} "files" or "shared dynasties"), or null if there is nothing newer.
         */
        StoreException newerRefusal(String what, String kind) {
            return newer == null ? null : new StoreException(what + " was written by a newer Dynast (schema version "
                    + newer + "); this Dynast reads " + kind + " up to schema version " + known + ". Open it with a "
                    + "newer Dynast; nothing was changed.");
        }
    }

    /** Surveys each history (see {@link Survey}); Flyway's failure to read one is the caller's to report. */
    static Survey survey(String url, List<History> histories) {
        String newer = null;
        String known = "?";
        String current = null;
        boolean pending = false;
        boolean empty = true;
        for (History h : histories) {
            MigrationInfoService info = h.flyway(url).info();
            String future = Arrays.stream(info.all()).filter(m -> future(m.getState()))
                    .map(m -> m.getVersion().toString()).reduce((a, b) -> b).orElse(null);
            String latest = Arrays.stream(info.all()).filter(m -> !future(m.getState()) && m.getVersion() != null
                    && m.getState() != MigrationState.MISSING_SUCCESS && m.getState() != MigrationState.MISSING_FAILED
                    && !"0".equals(m.getVersion().toString()))
                    .map(m -> m.getVersion().toString()).reduce((a, b) -> b).orElse("?");
            String label = h.core() ? "" : h.owner() + " ";
            if (future != null && newer == null) {
                newer = label + future;
                known = label + latest;
            }
            if (h.core()) {
                known = newer == null ? latest : known;
                empty = info.current() == null;
                current = empty ? null : info.current().getVersion().toString();
            }
            pending |= info.pending().length > 0;
        }
        return new Survey(newer, known, current, pending, empty);
    }

    private static boolean future(MigrationState state) {
        return state == MigrationState.FUTURE_SUCCESS || state == MigrationState.FUTURE_FAILED;
    }

    /** Splits the histories (see {@link #split}), then migrates the core's and each module's, in that order. */
    static void migrate(String url, List<History> histories) {
        split(url, histories);
        for (History h : histories) {
            h.flyway(url).migrate();
        }
    }

    /** Whether a module's rows are still in the core's history (a file from before the split). */
    static boolean splitPending(String url, List<History> histories) {
        try (Connection c = connect(url)) {
            for (History h : histories) {
                if (!h.core() && !exists(c, h.table()) && !rowsOf(c, h).isEmpty()) {
                    return true;
                }
            }
            return false;
        } catch (SQLException | IOException e) {
            throw new StoreException("Cannot read the schema history: " + e.getMessage(), e);
        }
    }

    /**
     * Moves each installed module's rows (its migrations' versions and script names) from the core's history into the
     * module's own, made for it as Flyway makes one (a baseline marker at version 0), keeping their order, checksums and
     * dates. A module whose history exists already is left alone. One transaction.
     */
    static void split(String url, List<History> histories) {
        try (Connection c = connect(url)) {
            if (!exists(c, CORE_TABLE)) {
                return;
            }
            for (History h : histories) {
                if (h.core() || exists(c, h.table())) {
                    continue;
                }
                List<Long> ranks = rowsOf(c, h);
                if (ranks.isEmpty()) {
                    continue;
                }
                h.flyway(url).baseline(); // the module's history table, made by Flyway itself
                c.setAutoCommit(false);
                int next;
                try (Statement s = c.createStatement();
                     ResultSet rs = s.executeQuery("SELECT COALESCE(MAX(\"installed_rank\"), 0) FROM \""
                             + h.table() + "\"")) {
                    rs.next();
                    next = rs.getInt(1) + 1;
                }
                String columns = "\"version\", \"description\", \"type\", \"script\", \"checksum\", \"installed_by\", "
                        + "\"installed_on\", \"execution_time\", \"success\"";
                for (long rank : ranks) {
                    try (PreparedStatement copy = c.prepareStatement("INSERT INTO \"" + h.table()
                            + "\" (\"installed_rank\", " + columns + ") SELECT ?, " + columns + " FROM \"" + CORE_TABLE
                            + "\" WHERE \"installed_rank\" = ?");
                         PreparedStatement remove = c.prepareStatement("DELETE FROM \"" + CORE_TABLE
                                 + "\" WHERE \"installed_rank\" = ?")) {
                        copy.setInt(1, next++);
                        copy.setLong(2, rank);
                        copy.executeUpdate();
                        remove.setLong(1, rank);
                        remove.executeUpdate();
                    }
                }
                c.commit();
                c.setAutoCommit(true);
            }
        } catch (SQLException | IOException e) {
            throw new StoreException("Cannot give the modules their own schema histories: " + e.getMessage(), e);
        }
    }

    /** The ranks of the core history's rows that are this module's migrations (same version and script name). */
    private static List<Long> rowsOf(Connection c, History h) throws SQLException, IOException {
        if (!exists(c, CORE_TABLE)) {
            return List.of();
        }
        Set<SchemaCheck.Migration> shipped = SchemaCheck.shipped(h.locations());
        if (shipped == null) {
            return List.of();
        }
        List<Long> ranks = new ArrayList<>();
        try (Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT \"installed_rank\", \"version\", \"script\" FROM \"" + CORE_TABLE
                     + "\" WHERE \"version\" IS NOT NULL ORDER BY \"installed_rank\"")) {
            while (rs.next()) {
                var version = SchemaCheck.version(rs.getString(2));
                String script = rs.getString(3);
                if (shipped.stream().anyMatch(m -> m.version().equals(version) && m.script().equals(script))) {
                    ranks.add(rs.getLong(1));
                }
            }
        }
        return ranks;
    }

    /** A connection that commits each statement (the histories' own work manages its transaction). */
    private static Connection connect(String url) throws SQLException {
        Connection c = Dialect.of(url).connect(url);
        c.setAutoCommit(true);
        return c;
    }

    static boolean exists(Connection c, String table) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLES WHERE "
                + "TABLE_SCHEMA = '" + Dialect.of(c).schema() + "' AND TABLE_NAME = ?")) {
            p.setString(1, table);
            try (ResultSet rs = p.executeQuery()) {
                rs.next();
                return rs.getInt(1) > 0;
            }
        }
    }
}
