package org.dynast.model.store;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.SQLException;
import java.util.List;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.time.GameClock;

/**
 * Shares a dynasty (issue 36): copies it with its history from one store (the emperor's H2 file) into another (a
 * PostgreSQL database the team opens), through the dynasty export and import, so the copy is checked as an import is
 * (every part read and checked before anything is written) and written in the import's one transaction: a copy that
 * is refused leaves the target as it was. What the export leaves out (secret rolls) stays in the file only.
 *
 * <p>The same copy the other way is a shared dynasty's backup ({@link #backUp}): the dynasty with its whole history
 * from the server into a new dynasty file, which any console opens as it opens its own file. Restoring it is sharing
 * that file again ({@link #copy}, {@code dynast share}) into a fresh database, which the team then opens instead; the
 * dynasty on the server is never replaced in place, under the consoles and members connected to it.
 */
public final class DynastyShare {

    private DynastyShare() {
    }

    /** What was shared: the copy in the target, and the export's size. */
    public record Shared(Dynasty copy, long characters) {
    }

    /** A shared dynasty's backup: the new dynasty file (its {@code .mv.db}) and what was copied into it. */
    public record BackedUp(Path file, Shared shared) {
    }

    /**
     * Copies dynasty {@code dynastyId} of {@code from} into {@code to} as {@code actor}; the target's log says it was
     * imported from {@code from}'s description. Refusals (a name already there, a part the target cannot read) come
     * as the import's {@link ImportException} or {@link org.dynast.model.Refusal}, in plain words, nothing changed.
     */
    public static Shared copy(GameStore from, long dynastyId, GameStore to, String actor) {
        StringWriter export = new StringWriter();
        try {
            from.exchange().export(dynastyId, export);
        } catch (IOException e) {
            throw new StoreException("Could not read the dynasty from " + from.description() + ": " + e.getMessage(),
                    e);
        }
        String text = export.toString();
        Dynasty copy = to.exchange().importFrom(new StringReader(text), from.description(), actor);
        return new Shared(copy, text.length());
    }

    /**
     * Backs up the shared dynasty named {@code dynasty} (null: the database's only one) of the PostgreSQL database
     * {@code url} into the new dynasty file {@code file}; see {@link #backUp(GameStore, long, Path, String)}. Refused in
     * plain words, nothing written: a file already there (before the server is asked), a server that cannot be reached
     * or refuses the login, a dynasty the database does not hold (naming those it holds).
     */
    public static BackedUp backUp(String url, String dynasty, Path file, GameClock clock, DynastyModules modules,
                                  String actor) {
        Path data = refuseExisting(file);
        refuseNoSchema(url);
        try (GameStore server = GameStore.onServer(url, clock, null, modules)) {
            List<Dynasty> all = server.dynasties().all();
            List<Dynasty> named = dynasty == null ? all : all.stream().filter(d -> d.name().equals(dynasty)).toList();
            List<String> names = all.stream().map(Dynasty::name).toList();
            if (named.isEmpty()) {
                throw new StoreException(server.description() + (dynasty == null ? " holds no dynasty"
                        : " has no dynasty named '" + dynasty + "'") + (names.isEmpty() ? "" : "; it has: "
                        + String.join(", ", names)) + ". Nothing was written.");
            }
            if (named.size() > 1) {
                throw new StoreException(server.description() + " holds several dynasties (" + String.join(", ",
                        names) + "): say which to back up. Nothing was written.");
            }
            return backUp(server, named.getFirst().id(), data, actor);
        }
    }

    /**
     * Backs up dynasty {@code dynastyId} of the shared store {@code from} into the new dynasty file {@code file} (or
     * its {@code .mv.db}), as {@code actor}: the dynasty with its whole history, checked as an import is and written in
     * one transaction, into a working file beside it that becomes {@code file} only once whole and closed (sealed), so
     * a failure or a kill leaves no half backup. The file's log ends with the copy's own line, naming the server. A
     * file already there is refused, nothing written; secret rolls are not copied (the export leaves them out).
     */
    public static BackedUp backUp(GameStore from, long dynastyId, Path file, String actor) {
        Path data = refuseExisting(file);
        Path working = data.resolveSibling(Database.basePath(data).getFileName() + "-copying-"
                + ProcessHandle.current().pid() + Database.FILE_SUFFIX);
        Shared shared;
        try {
            Files.createDirectories(data.getParent());
            try (GameStore to = GameStore.open(working, from.clock(), from.modules())) {
                shared = copy(from, dynastyId, to, actor);
            }
            for (Backups.Backup b : Backups.of(working)) {
                Files.deleteIfExists(b.file()); // the working file's own automatic backup: no backup of the backup
            }
            Files.move(working, data, StandardCopyOption.ATOMIC_MOVE);
            Seal.move(working, data);
        } catch (IOException e) {
            removeWorking(working);
            throw new StoreException("Could not write the backup " + data + " (" + e.getMessage() + "); nothing was "
                    + "written.", e);
        } catch (RuntimeException e) {
            removeWorking(working);
            throw e;
        }
        return new BackedUp(data, shared);
    }

    /**
     * Refuses a database that holds no Dynast schema at all (one never shared into), rather than setting the schema up
     * there as opening it would: a backup writes nothing on the server. A server that cannot be reached is left to
     * {@link GameStore#onServer} to report.
     */
    private static void refuseNoSchema(String url) {
        if (Dialect.of(url) != Dialect.POSTGRESQL) {
            return; // refused by GameStore.onServer, in its words
        }
        boolean schema;
        try (var c = Dialect.POSTGRESQL.connect(Dialect.serverUrl(url))) {
            schema = SchemaHistories.exists(c, SchemaHistories.CORE_TABLE);
            c.rollback();
        } catch (SQLException e) {
            return;
        }
        if (!schema) {
            throw new StoreException(ServerAddress.describe(url) + " holds no shared dynasty (no dynasty was ever "
                    + "shared into it). Nothing was written.");
        }
    }

    /** The {@code .mv.db} file {@code file} names, refused if it (or {@code file} as named) is there already. */
    private static Path refuseExisting(Path file) {
        Path base = Database.basePath(file).toAbsolutePath();
        Path data = base.resolveSibling(base.getFileName() + Database.FILE_SUFFIX);
        if (Files.exists(data) || Files.exists(file)) {
            throw new StoreException((Files.exists(data) ? data : file) + " is there already: a backup is written "
                    + "to a new file only, never over another. Nothing was written; name a new file.");
        }
        return data;
    }

    private static void removeWorking(Path working) {
        try {
            for (Backups.Backup b : Backups.of(working)) {
                Files.deleteIfExists(b.file());
            }
            Seal.remove(working);
            Files.deleteIfExists(working);
            Files.deleteIfExists(working.resolveSibling(Database.basePath(working).getFileName() + ".lock.db"));
        } catch (IOException | RuntimeException ignored) {
            // a working file left behind is named as one, and is no backup
        }
    }
}
