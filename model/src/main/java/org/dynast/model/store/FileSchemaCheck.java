package org.dynast.model.store;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;
import org.flywaydb.core.api.FlywayException;

/**
 * What a dynasty file's record of its schema (Flyway's histories) says before the file is opened: set up in place,
 * refused (newer, damaged), brought up to date on a copy, or opened as it is; {@link Database} then opens it.
 */
final class FileSchemaCheck {

    private FileSchemaCheck() {
    }

    /** A file Flyway could not read the schema history of, for no reason H2 gave (its text is damaged). */
    static final class Unreadable extends StoreException {
        Unreadable(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /**
     * Before a file is opened: refuses one written by a newer Dynast (nothing is changed), and brings an older one up
     * to date on a copy, which replaces the file only once complete (the file as it was is kept beside it as a
     * backup). A console killed meanwhile leaves the file as it was; a migration that fails leaves it so too. Each
     * schema history (the core's, each installed module's) is looked at; a module's rows still in the core's history
     * (a file from before modules had their own) make the file older. Returns whether the file has no schema yet, to
     * be set up in place.
     */
    static boolean prepare(String url, String description, boolean readOnly, Path data,
                                   List<SchemaHistories.History> histories) {
        SchemaHistories.Survey survey;
        try {
            survey = SchemaHistories.survey(url, histories);
        } catch (FlywayException e) {
            // the database's own reason (in use, damaged) is what open() tells the user
            for (Throwable t = e; t != null; t = t.getCause()) {
                if (t instanceof SQLException sql) {
                    throw Database.translate(sql);
                }
            }
            throw new Unreadable("The dynasty file " + description + " could not be read: " + e.getMessage(), e);
        } catch (IllegalArgumentException e) {
            throw unreadableRecord(description, e);
        }
        StoreException newer = survey.newerRefusal(description, "files");
        if (newer != null) {
            throw newer;
        }
        String known = survey.known();
        String current = survey.current();
        boolean pending = survey.pending();
        boolean empty = survey.empty();
        if (empty) {
            if (holdsTables(url)) {
                // tables, but no history of the migrations that made them (issue 33: a byte flipped in the history
                // had the file migrated in place, and refused with Flyway's and H2's raw text)
                throw new Unreadable(description + " holds Dynast's tables without the record of its schema", null);
            }
            return true; // a file with no schema yet: set up in place
        }
        try {
            pending |= SchemaHistories.splitPending(url, histories);
        } catch (IllegalArgumentException e) {
            throw unreadableRecord(description, e);
        }
        if (!pending) {
            try {
                for (SchemaHistories.History h : histories) {
                    h.flyway(url).validate(); // the history applied is the one this Dynast ships
                }
            } catch (IllegalArgumentException e) {
                throw unreadableRecord(description, e);
            } catch (FlywayException e) {
                // every migration recorded is one this Dynast ships, but not as it shipped it (a checksum or name
                // that differs): a byte flipped in the record of its schema, reported as damage with the restore
                // offer, never with Flyway's text (found when a fifth module moved the flip trials' bytes)
                throw new Unreadable(description + " holds a record of its schema that differs from the one this "
                        + "Dynast wrote", e);
            }
            return false;
        }
        String to = known;
        if (readOnly) {
            throw new StoreException(description + " is read-only and was written by an older Dynast (schema version "
                    + current + "): it must be brought up to schema version " + to
                    + " before it can be read. Make it writable, or open a copy.");
        }
        Backups.migrateOnCopy(data, current, to, copyUrl -> {
            try {
                SchemaHistories.migrate(copyUrl, histories);
            } catch (FlywayException e) {
                throw new StoreException(description + " could not be brought up to schema version " + to + " ("
                        + e.getMessage() + "); it was left as it was.", e);
            }
        });
        return false;
    }

    /**
     * A record of the schema with a row Flyway cannot read (issue 33's flip trials: a byte flipped in a row's type,
     * "SQL" to "StL", and Flyway's reading of it threw "No enum constant …"): the file is damaged.
     */
    private static Unreadable unreadableRecord(String description, IllegalArgumentException e) {
        return new Unreadable(description + " holds a record of its schema that cannot be read", e);
    }

    /** Whether the database at {@code url} holds any table beside Flyway's history. */
    private static boolean holdsTables(String url) {
        try (Connection c = DriverManager.getConnection(url, "dynast", "");
             var s = c.createStatement();
             var rs = s.executeQuery("SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_SCHEMA = 'PUBLIC' "
                     + "AND TABLE_NAME <> 'flyway_schema_history'")) {
            return rs.next() && rs.getLong(1) > 0;
        } catch (SQLException e) {
            throw Database.translate(e);
        }
    }
}
