package org.dynast.model.store;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;

/**
 * Copies of a dynasty file beside it in its folder: the file as it was before each migration
 * ({@code game.before-schema-9-20261123T204500Z.mv.db}, itself a dynasty file that File › Open File opens), and the
 * working copy a migration is run on ({@code game.migrating-PID.mv.db}), which replaces the file only once complete.
 */
public final class Backups {

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'")
            .withZone(ZoneOffset.UTC);

    private Backups() {
    }

    /**
     * Runs {@code migrate} (given the copy's JDBC URL) on a copy of the closed file {@code data}; once it is done, keeps
     * the file as it was as a backup and moves the copy into its place. If {@code migrate} fails or the console is
     * killed meanwhile, the file is as it was.
     */
    static void migrateOnCopy(Path data, String from, String to, Consumer<String> migrate) {
        String base = baseName(data);
        removeAbandoned(data, base + ".migrating-");
        Path copyBase = data.resolveSibling(base + ".migrating-" + ProcessHandle.current().pid());
        Path copy = data.resolveSibling(copyBase.getFileName() + Database.FILE_SUFFIX);
        try {
            Files.copy(data, copy, StandardCopyOption.REPLACE_EXISTING);
            migrate.accept("jdbc:h2:file:" + copyBase.toAbsolutePath() + ";FILE_LOCK=FILE;WRITE_DELAY=0");
            Path backup = data.resolveSibling(base + ".before-schema-" + to + "-" + STAMP.format(Instant.now())
                    + Database.FILE_SUFFIX);
            Files.copy(data, backup, StandardCopyOption.REPLACE_EXISTING);
            Files.move(copy, data, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
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

    /** The file's backups in its folder, newest first. */
    public static List<Path> of(Path data) {
        List<Path> found = new ArrayList<>();
        Path folder = data.toAbsolutePath().getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            return found;
        }
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder,
                baseName(data) + ".before-schema-*" + Database.FILE_SUFFIX)) {
            entries.forEach(found::add);
        } catch (IOException e) {
            return found;
        }
        found.sort(Comparator.comparing((Path p) -> p.getFileName().toString()).reversed());
        return found;
    }

    /** What a user can do with a file that cannot be read: open its newest backup, if it has one. */
    static String advice(Path data) {
        List<Path> backups = of(data);
        return backups.isEmpty() ? "It has no backup in its folder; open another file."
                : "Its newest backup is " + backups.get(0).getFileName() + " in the same folder: open it with "
                        + "File › Open File.";
    }

    /** Working copies of consoles that are gone (killed while working on them). */
    static void removeAbandoned(Path data, String prefix) {
        Path folder = data.toAbsolutePath().getParent();
        if (folder == null) {
            return;
        }
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder, prefix + "*" + Database.FILE_SUFFIX)) {
            for (Path p : entries) {
                String pid = p.getFileName().toString().substring(prefix.length()).replace(Database.FILE_SUFFIX, "");
                boolean alive = !pid.isEmpty() && pid.chars().allMatch(Character::isDigit)
                        && ProcessHandle.of(Long.parseLong(pid)).isPresent();
                if (!alive) {
                    Files.deleteIfExists(p);
                }
            }
        } catch (IOException | RuntimeException e) {
            // nothing to clear, or not now
        }
    }

    static String baseName(Path data) {
        String name = data.getFileName().toString();
        return name.endsWith(Database.FILE_SUFFIX) ? name.substring(0, name.length() - Database.FILE_SUFFIX.length())
                : name;
    }
}
