package org.dynast.model.store;

import java.io.IOException;
import java.io.InputStream;
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
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * Backups of a dynasty file, beside it in its folder: H2's consistent online copy ({@code BACKUP TO}), a zip holding
 * the {@code .mv.db}, named {@code game.before-schema-9-20261123T204500Z.zip}.
 */
public final class Backups {

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'")
            .withZone(ZoneOffset.UTC);

    private Backups() {
    }

    /** Backs the file up before it is migrated from schema version {@code from} to {@code to}. */
    static Path beforeMigration(Database database, Path data, String from, String to) {
        Path backup = data.resolveSibling(baseName(data) + ".before-schema-" + to + "-" + STAMP.format(Instant.now())
                + ".zip");
        database.execute("BACKUP TO '" + backup.toAbsolutePath().toString().replace("'", "''") + "'");
        return backup;
    }

    /** Puts the file back as the backup holds it (the file must be closed). */
    static void restore(Path backup, Path data) {
        Path restoring = data.resolveSibling(data.getFileName() + ".restoring");
        try (ZipInputStream zip = new ZipInputStream(Files.newInputStream(backup))) {
            for (ZipEntry entry = zip.getNextEntry(); entry != null; entry = zip.getNextEntry()) {
                if (entry.getName().endsWith(Database.FILE_SUFFIX)) {
                    copy(zip, restoring);
                    Files.move(restoring, data, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
                    return;
                }
            }
            throw new StoreException("The backup " + backup + " holds no dynasty file.");
        } catch (IOException e) {
            throw new StoreException("The backup " + backup + " could not be restored: " + e.getMessage(), e);
        }
    }

    private static void copy(InputStream in, Path to) throws IOException {
        Files.copy(in, to, StandardCopyOption.REPLACE_EXISTING);
    }

    /** The file's backups in its folder, newest first. */
    public static List<Path> of(Path data) {
        List<Path> found = new ArrayList<>();
        Path folder = data.toAbsolutePath().getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            return found;
        }
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder, baseName(data) + ".before-schema-*.zip")) {
            entries.forEach(found::add);
        } catch (IOException e) {
            return found;
        }
        found.sort(Comparator.comparing((Path p) -> p.getFileName().toString()).reversed());
        return found;
    }

    /** What a user can do with a file that cannot be read: restore its newest backup, if it has one. */
    static String advice(Path data) {
        List<Path> backups = of(data);
        return backups.isEmpty() ? "It has no backup in its folder; open another file."
                : "Its newest backup is " + backups.get(0).getFileName() + " in the same folder (unzip it in place of "
                        + data.getFileName() + ").";
    }

    private static String baseName(Path data) {
        String name = data.getFileName().toString();
        return name.endsWith(Database.FILE_SUFFIX) ? name.substring(0, name.length() - Database.FILE_SUFFIX.length())
                : name;
    }
}
