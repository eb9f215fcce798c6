package org.dynast.model.store;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.Deflater;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
import org.dynast.model.Numbers;

/**
 * Copies of a dynasty file beside it in its folder, which File › Restore Backup… lists and restores:
 * <ul>
 * <li>automatic backups, taken on open and every {@value #EVERY} actions, the newest {@value #KEEP} kept
 * ({@code game-backup-20261123T215000Z-1234.zip}: H2's own consistent copy, 1,234 actions in the log);
 * <li>the file as it was before each schema update ({@code game-before-schema-9-20261123T204500Z.mv.db});
 * <li>the file as it was before a restore ({@code game-before-restore-20261123T220000Z.mv.db}).
 * </ul>
 * A migration runs on a working copy ({@code game-migrating-PID.mv.db}) and a restore is prepared in one
 * ({@code game-restoring-PID.mv.db}); either replaces the file only once complete.
 */
public final class Backups {

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'")
            .withZone(ZoneOffset.UTC);
    private static final DateTimeFormatter SHOWN = DateTimeFormatter.ofPattern("d MMM yyyy HH:mm 'UTC'",
            Locale.ENGLISH).withZone(ZoneOffset.UTC);
    /** Automatic backups kept per file. */
    public static final int KEEP = 5;
    /** Actions between two automatic backups while a file is open (one is also taken on open). */
    public static final int EVERY = 50;

    private Backups() {
    }

    /**
     * Runs {@code migrate} (given the copy's JDBC URL) on a copy of the closed file {@code data}; once it is done, keeps
     * the file as it was as a backup and moves the copy into its place. If {@code migrate} fails or the console is
     * killed meanwhile, the file is as it was.
     */
    static void migrateOnCopy(Path data, String from, String to, Consumer<String> migrate) {
        String base = baseName(data);
        removeAbandoned(data, base + "-migrating-");
        Path copyBase = data.resolveSibling(base + "-migrating-" + ProcessHandle.current().pid());
        Path copy = data.resolveSibling(copyBase.getFileName() + Database.FILE_SUFFIX);
        try {
            Files.copy(data, copy, StandardCopyOption.REPLACE_EXISTING);
            migrate.accept("jdbc:h2:file:" + copyBase.toAbsolutePath() + ";FILE_LOCK=FILE;WRITE_DELAY=0");
            Path backup = data.resolveSibling(base + "-before-schema-" + to + "-" + STAMP.format(Instant.now())
                    + Database.FILE_SUFFIX);
            copyWhole(data, backup);
            Files.move(copy, data, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            Seal.remove(data);
        } catch (IOException e) {
            throw new StoreException("The dynasty file " + data + " could not be brought up from schema version "
                    + from + " to " + to + " (" + e.getMessage() + "); it was left as it was.", e);
        } finally {
            try {
                Files.deleteIfExists(copy);
                Files.deleteIfExists(copy.resolveSibling(copyBase.getFileName() + ".trace.db"));
            } catch (IOException ignored) {
                // an abandoned copy is removed by the next migration
            }
        }
    }

    /**
     * The file's backups in its folder, newest first: automatic ones, the file as it was before each schema update
     * and before each restore.
     */
    public static List<Backup> of(Path data) {
        List<Backup> found = new ArrayList<>();
        Path folder = data.toAbsolutePath().getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            return found;
        }
        String base = baseName(data);
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder, base + "[-.]*")) {
            for (Path p : entries) {
                Backup.read(base, p).ifPresent(found::add);
            }
        } catch (IOException e) {
            return found;
        }
        found.sort(Comparator.comparing(Backup::taken).thenComparing(b -> b.file().getFileName().toString())
                .reversed());
        return found;
    }

    /** What a user can do with a file that cannot be read: restore its newest backup, if it has one. */
    static String advice(Path data) {
        List<Backup> backups = of(data);
        return backups.isEmpty() ? "It has no backup in its folder; open another file."
                : "Its newest backup, " + backups.get(0).describe()
                        + ", can be restored with Restore Backup in the File menu.";
    }

    /**
     * A plain copy of the closed file {@code data}, taken just before it is opened (a file copy, not a compressed
     * backup: it costs the time to copy the file); empty if there is no such file or it could not be copied. It becomes
     * an automatic backup with {@link #takeFromCopy}, or is deleted.
     */
    static Optional<Path> copyBeforeOpening(Path data) {
        if (!Files.isRegularFile(data)) {
            return Optional.empty();
        }
        String prefix = baseName(data) + "-opening-";
        removeAbandoned(data, prefix);
        Path copy = data.resolveSibling(prefix + ProcessHandle.current().pid() + Database.FILE_SUFFIX);
        try {
            Files.copy(data, copy, StandardCopyOption.REPLACE_EXISTING);
            return Optional.of(copy);
        } catch (IOException e) {
            deleteQuietly(copy);
            return Optional.empty();
        }
    }

    /**
     * Makes the copy taken before the file was opened its automatic backup of {@code actions} actions (zipped as
     * {@code BACKUP TO} zips, so it is restored the same way), unless the newest one already holds them; the copy is
     * deleted either way. Needs no database: it runs beside the open console.
     */
    static Optional<Backup> takeFromCopy(Path copy, Path data, long actions, Instant now) throws IOException {
        try {
            Optional<Backup> newest = of(data).stream().filter(b -> b.kind() == Kind.AUTOMATIC).findFirst();
            if (newest.isPresent() && newest.get().actions() == actions) {
                return Optional.empty();
            }
            String base = baseName(data);
            Path zip = data.resolveSibling(base + "-backup-" + STAMP.format(now) + "-" + actions + ".zip");
            Path partial = data.resolveSibling(zip.getFileName() + ".part");
            try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(partial))) {
                out.setLevel(Deflater.BEST_SPEED);
                out.putNextEntry(new ZipEntry(data.getFileName().toString()));
                Files.copy(copy, out);
                out.closeEntry();
            }
            Files.move(partial, zip, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            rotate(data);
            return Backup.read(base, zip);
        } finally {
            deleteQuietly(copy);
        }
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException ignored) {
            // removed as abandoned by the next console that opens the file
        }
    }

    /** Keeps the newest {@link #KEEP} automatic backups. */
    private static synchronized void rotate(Path data) {
        List<Backup> automatic = of(data).stream().filter(b -> b.kind() == Kind.AUTOMATIC).toList();
        for (Backup old : automatic.subList(Math.min(KEEP, automatic.size()), automatic.size())) {
            try {
                Files.deleteIfExists(old.file());
            } catch (IOException e) {
                // removed by the next rotation
            }
        }
    }

    /**
     * Takes an automatic backup of the open file (H2's {@code BACKUP TO}, a consistent copy taken while it is open)
     * unless the newest one already holds {@code actions} actions, and keeps the newest {@link #KEEP}. Runs inside a
     * transaction of {@code database}.
     */
    static Optional<Backup> take(Connection connection, Path data, long actions, Instant now) throws SQLException {
        String base = baseName(data);
        renameLegacy(data);
        Optional<Backup> newest = of(data).stream().filter(b -> b.kind() == Kind.AUTOMATIC).findFirst();
        if (newest.isPresent() && newest.get().actions() == actions) {
            return Optional.empty();
        }
        Path zip = data.resolveSibling(base + "-backup-" + STAMP.format(now) + "-" + actions + ".zip");
        Path partial = data.resolveSibling(zip.getFileName() + ".part");
        removeParts(data);
        try (var statement = connection.prepareStatement("BACKUP TO ?")) {
            statement.setString(1, partial.toAbsolutePath().toString());
            statement.execute();
        }
        try {
            Files.move(partial, zip, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new SQLException("The backup " + zip.getFileName() + " could not be put in place: " + e.getMessage(),
                    e);
        }
        rotate(data);
        return Backup.read(base, zip);
    }

    /**
     * Puts {@code backup} in the place of the closed file {@code data}. The backup is first checked to be a readable
     * Dynast file; the file as it was (damaged or not) is kept beside it as {@code NAME.before-restore-STAMP.mv.db};
     * the restored copy replaces it in one move, so a console killed meanwhile leaves one or the other whole.
     */
    public static Backup restore(Path data, Backup backup, Instant now) {
        String base = baseName(data);
        Path copyBase = data.resolveSibling(base + "-restoring-" + ProcessHandle.current().pid());
        Path copy = data.resolveSibling(copyBase.getFileName() + Database.FILE_SUFFIX);
        removeAbandoned(data, base + "-restoring-");
        try {
            if (backup.file().getFileName().toString().endsWith(".zip")) {
                unzipDatabase(backup.file(), copy);
            } else {
                Files.copy(backup.file(), copy, StandardCopyOption.REPLACE_EXISTING);
            }
            checkReadable(copyBase, backup);
            Backup kept = null;
            if (Files.exists(data)) {
                Path before = data.resolveSibling(base + "-before-restore-" + STAMP.format(now) + Database.FILE_SUFFIX);
                copyWhole(data, before);
                kept = Backup.read(base, before).orElse(null);
            }
            Files.move(copy, data, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            Seal.remove(data); // the seal was the replaced file's (a damaged file's, which it no longer matched)
            return kept;
        } catch (IOException e) {
            throw new StoreException("The backup " + backup.file().getFileName() + " could not be restored ("
                    + e.getMessage() + "); " + data.getFileName() + " was left as it was.", e);
        } finally {
            try {
                Files.deleteIfExists(copy);
                Files.deleteIfExists(copyBase.resolveSibling(copyBase.getFileName() + ".trace.db"));
            } catch (IOException ignored) {
                // an abandoned copy is removed by the next restore
            }
        }
    }

    /**
     * Copies kept by the first release that kept any were named {@code game.before-schema-…}; H2 takes every
     * {@code game.*.mv.db} beside the file for part of it, so they are renamed {@code game-before-schema-…}.
     */
    private static void renameLegacy(Path data) {
        String base = baseName(data);
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(data.toAbsolutePath().getParent(),
                base + ".before-schema-*" + Database.FILE_SUFFIX)) {
            for (Path p : entries) {
                Files.move(p, p.resolveSibling(base + "-" + p.getFileName().toString().substring(base.length() + 1)));
            }
        } catch (IOException | RuntimeException e) {
            // listed all the same; the next backup tries again
        }
    }

    /**
     * Copies {@code from} to {@code to} through {@code to.part}, so a console killed meanwhile leaves no half a copy
     * under a backup's name (listed, and offered for restoring) but a part, which the next open removes.
     */
    private static void copyWhole(Path from, Path to) throws IOException {
        Path partial = to.resolveSibling(to.getFileName() + PART);
        Files.copy(from, partial, StandardCopyOption.REPLACE_EXISTING);
        Files.move(partial, to, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** What a copy is called until it is whole. */
    private static final String PART = ".part";

    /** Backups a killed console did not finish: {@code game-backup-….zip.part}. */
    private static void removeParts(Path data) {
        removeMatching(data, baseName(data) + "-backup-*.zip" + PART);
    }

    private static int removeMatching(Path data, String glob) {
        int removed = 0;
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(data.toAbsolutePath().getParent(), glob)) {
            for (Path p : entries) {
                if (Files.deleteIfExists(p)) {
                    removed++;
                }
            }
        } catch (IOException | RuntimeException e) {
            // removed by the next open
        }
        return removed;
    }

    /**
     * What consoles killed while working on the file left beside it (issue 33: "86 of 290 kill trials left lock files,
     * 5.7 MB -restoring copies or .zip.part files behind"), removed once the file is open for writing (so no other
     * console is working on it): the working copies of a restore, a migration, an opening or a creation whose console
     * is gone, with their H2 lock and trace files; unfinished backups ({@code .zip.part}); unfinished copies kept
     * before a restore or an update ({@code .mv.db.part}); an unfinished seal. H2's own {@code game.lock.db} left by a
     * killed console is taken over by H2 as it opens the file (it waits until the lock is not renewed) and removed as
     * it closes. Returns how many files were removed.
     */
    static int clearLeftovers(Path data) {
        String base = baseName(data);
        int removed = 0;
        for (String work : List.of("-restoring-", "-migrating-", "-opening-", "-creating-")) {
            removed += removeAbandoned(data, base + work);
        }
        removed += removeMatching(data, base + "-backup-*.zip" + PART);
        removed += removeMatching(data, base + "-before-*" + Database.FILE_SUFFIX + PART);
        removed += removeMatching(data, data.getFileName() + Seal.SUFFIX + PART);
        return removed;
    }

    private static void unzipDatabase(Path zip, Path target) throws IOException {
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(zip))) {
            for (ZipEntry entry = in.getNextEntry(); entry != null; entry = in.getNextEntry()) {
                if (entry.getName().endsWith(Database.FILE_SUFFIX)) {
                    Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
                    return;
                }
            }
        } catch (ZipException e) {
            throw new IOException(zip.getFileName() + " is not a readable backup: " + e.getMessage(), e);
        }
        throw new IOException(zip.getFileName() + " holds no dynasty file");
    }

    /** Opens the copy read-only and reads its log: a damaged backup is refused before anything is replaced. */
    private static void checkReadable(Path copyBase, Backup backup) throws IOException {
        String url = "jdbc:h2:file:" + copyBase.toAbsolutePath() + ";ACCESS_MODE_DATA=r;FILE_LOCK=NO";
        try (Connection c = DriverManager.getConnection(url, "dynast", "");
             var rs = c.createStatement().executeQuery("SELECT COUNT(*) FROM action_log")) {
            rs.next();
        } catch (SQLException e) {
            throw new IOException(backup.file().getFileName() + " is damaged too", e);
        }
    }

    /** What a backup is. */
    public enum Kind {
        /** Taken on open and every {@link #EVERY} actions; the newest {@link #KEEP} are kept. */
        AUTOMATIC,
        /** The file as it was before a newer Dynast brought it up to a new schema version. */
        BEFORE_SCHEMA_UPDATE,
        /** The file as it was before a backup was restored over it. */
        BEFORE_RESTORE
    }

    /** One backup of a dynasty file: where it is, what it is, when it was taken, and (automatic) its action count. */
    public record Backup(Path file, Kind kind, Instant taken, long actions, long bytes) {

        private static final Pattern AUTOMATIC = Pattern.compile("-backup-(\\d{8}T\\d{6}Z)-(\\d{1,18})\\.zip");
        private static final Pattern BEFORE_SCHEMA = Pattern.compile(
                "[.-]before-schema-([0-9.]{1,20})-(\\d{8}T\\d{6}Z)\\.mv\\.db");
        private static final Pattern BEFORE_RESTORE = Pattern.compile("-before-restore-(\\d{8}T\\d{6}Z)\\.mv\\.db");

        static Optional<Backup> read(String base, Path file) {
            String name = file.getFileName().toString();
            if (!name.startsWith(base + "-") && !name.startsWith(base + ".")) {
                return Optional.empty();
            }
            String rest = name.substring(base.length());
            try {
                Matcher m;
                if ((m = AUTOMATIC.matcher(rest)).matches()) {
                    return Optional.of(new Backup(file, Kind.AUTOMATIC, parse(m.group(1)), Long.parseLong(m.group(2)),
                            Files.size(file)));
                }
                if ((m = BEFORE_SCHEMA.matcher(rest)).matches()) {
                    return Optional.of(new Backup(file, Kind.BEFORE_SCHEMA_UPDATE, parse(m.group(2)), -1,
                            Files.size(file)));
                }
                if ((m = BEFORE_RESTORE.matcher(rest)).matches()) {
                    return Optional.of(new Backup(file, Kind.BEFORE_RESTORE, parse(m.group(1)), -1, Files.size(file)));
                }
            } catch (IOException | DateTimeParseException e) {
                return Optional.empty();
            }
            return Optional.empty();
        }

        private static Instant parse(String stamp) {
            return STAMP.parse(stamp, Instant::from);
        }

        /** E.g. "automatic backup of 23 Nov 2026 21:50 UTC (1,234 actions)". */
        public String describe() {
            String when = SHOWN.format(taken);
            return switch (kind) {
                case AUTOMATIC -> "the automatic backup of " + when + " (" + Numbers.count(actions) + " actions)";
                case BEFORE_SCHEMA_UPDATE -> "the copy kept before the update of " + when;
                case BEFORE_RESTORE -> "the copy kept before the restore of " + when;
            };
        }
    }

    /**
     * Working copies of consoles that are gone (killed while working on them): {@code PREFIX<pid>.mv.db}, with the H2
     * lock and trace files and the seal of such a copy ({@code PREFIX<pid>.lock.db}, …). Returns how many were removed.
     */
    static int removeAbandoned(Path data, String prefix) {
        Path folder = data.toAbsolutePath().getParent();
        if (folder == null) {
            return 0;
        }
        int removed = 0;
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder, prefix + "*")) {
            for (Path p : entries) {
                String rest = p.getFileName().toString().substring(prefix.length());
                int dot = rest.indexOf('.');
                String pid = dot < 0 ? rest : rest.substring(0, dot);
                String kind = dot < 0 ? "" : rest.substring(dot);
                if (!kind.equals(Database.FILE_SUFFIX) && !kind.equals(".lock.db") && !kind.equals(".trace.db")
                        && !kind.startsWith(Database.FILE_SUFFIX + ".")) {
                    continue; // not a working copy's
                }
                boolean alive = !pid.isEmpty() && pid.length() < 19 && pid.chars().allMatch(Character::isDigit)
                        && ProcessHandle.of(Long.parseLong(pid)).isPresent();
                if (!alive && Files.deleteIfExists(p)) {
                    removed++;
                }
            }
        } catch (IOException | RuntimeException e) {
            // nothing to clear, or not now
        }
        return removed;
    }

    static String baseName(Path data) {
        String name = data.getFileName().toString();
        return name.endsWith(Database.FILE_SUFFIX) ? name.substring(0, name.length() - Database.FILE_SUFFIX.length())
                : name;
    }
}
