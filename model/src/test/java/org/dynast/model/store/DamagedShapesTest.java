package org.dynast.model.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 33, "two damaged-file shapes (20 flipped bytes, a text file) get raw H2 text and no restore offer": each is
 * reported as damaged in plain words (which offer the restore of its newest backup) and left as it was.
 */
class DamagedShapesTest {

    /** H2's file header: its first two 4 KB blocks; the pages (chunks) follow. */
    private static final int HEADER = 8192;

    @TempDir
    Path dir;

    @Test
    void aTextFileNamedAsADynastyFileIsReportedAsDamaged() throws IOException {
        Path file = Files.writeString(dir.resolve("notes.mv.db"), "Shopping: eggs, milk\nand bread\n".repeat(50));
        byte[] before = Files.readAllBytes(file);
        assertDamaged(file);
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
    }

    /**
     * "20 flipped bytes": H2 checks where a page is, not what it holds, so most such files opened and read other
     * values. A file its console closed is sealed (its size, time and SHA-256 beside it): 20 bytes flipped in its pages
     * (a failing disk changes bytes, not the file's time) are found before anything reads it, reported with the offer
     * of its newest backup, and restoring that opens the demo again.
     */
    @Test
    void aDemoFileWithTwentyFlippedBytesInItsPagesIsReportedAsDamagedWithTheRestoreOffer() throws IOException {
        Path file = demoFile();
        assertThat(Seal.of(file)).as("sealed as its console closed it").exists();
        byte[] flipped = flip(Files.readAllBytes(file), new Random(33));
        FileTime time = Files.getLastModifiedTime(file);
        Files.write(file, flipped);
        Files.setLastModifiedTime(file, time);

        DamagedFileException damaged = (DamagedFileException) catchThrowable(
                () -> GameStore.open(file, TestStores.clock()));
        assertThat(damaged.getMessage()).contains("game.mv.db is damaged and cannot be read (its bytes are not those "
                + "its console left when it closed it").contains("; nothing was changed. Its newest backup, the "
                + "automatic backup of ").endsWith("can be restored with Restore Backup in the File menu.");
        plainWords(damaged.getMessage());
        assertThat(Files.readAllBytes(file)).isEqualTo(flipped);
        // the offer, taken: the newest backup in the file's place, the damaged file kept beside it
        assertThat(damaged.backups()).isNotEmpty();
        Backups.restore(file, damaged.backups().get(0), TestStores.clock().now());
        try (GameStore store = GameStore.open(file, TestStores.clock())) {
            assertThat(store.dynasties().all()).extracting(Dynasty::rulesetNumber).contains(168, 190, 205, 217);
        }
        assertThat(Backups.of(file)).filteredOn(b -> b.kind() == Backups.Kind.BEFORE_RESTORE).singleElement()
                .satisfies(b -> assertThat(Files.readAllBytes(b.file())).isEqualTo(flipped));
    }

    /**
     * A file no console sealed (its console was killed): 20 bytes flipped in its pages, 12 ways. Whatever H2 makes of
     * them, the open or any page read later (each dynasty's export reads every page) is either whole or refused as a
     * damaged file in plain words, never H2's raw text ("Syntax error in SQL statement", "Data conversion error") or a
     * stored JSON's parser error.
     */
    @Test
    void anUnsealedFileWithTwentyFlippedBytesIsReadOrReportedAsDamagedNeverWithH2sText() throws IOException {
        Path file = demoFile();
        byte[] whole = Files.readAllBytes(file);
        Random random = new Random(20);
        int damagedOnOpen = 0;
        for (int trial = 0; trial < 12; trial++) {
            Path copy = dir.resolve("copy-" + trial + ".mv.db");
            Files.write(copy, flip(whole, random));
            List<Throwable> failures = new ArrayList<>();
            try (GameStore store = GameStore.open(copy, TestStores.clock())) {
                for (Dynasty d : store.dynasties().all()) {
                    try {
                        store.exchange().export(d.id(), new StringWriter());
                    } catch (RuntimeException e) {
                        failures.add(e);
                    }
                }
            } catch (RuntimeException e) {
                failures.add(e);
                damagedOnOpen++;
            }
            for (Throwable failure : failures) {
                assertThat(failure).as("trial %d", trial).isInstanceOf(DamagedFileException.class);
                assertThat(failure.getMessage()).contains("copy-" + trial + ".mv.db is damaged and cannot be read");
                plainWords(failure.getMessage());
            }
        }
        assertThat(damagedOnOpen).as("most are found on open").isGreaterThan(3);
    }

    /**
     * A file no seal vouches for is read and checked whole before use (issue 33, "20 flipped bytes"): one letter of a
     * ruleset's text flipped in a file its console left open (as a kill leaves it) opened before and showed the
     * changed rule; the text is stored under its SHA-256, so the check finds it and the file is reported damaged,
     * with the offer of its backups.
     */
    @Test
    void aKilledConsolesFileWithOneLetterOfARulesetFlippedIsReportedAsDamaged() throws IOException {
        Path file = dir.resolve("game.mv.db");
        byte[] killed;
        try (GameStore store = GameStore.open(file, TestStores.clock(), s -> DemoDynasty.seedIfEmpty(s, "Ferrous"))) {
            killed = Files.readAllBytes(file);
        }
        Path copy = dir.resolve("killed").resolve("game.mv.db");
        Files.createDirectories(copy.getParent());
        Files.write(copy, killed);
        try (GameStore whole = GameStore.open(copy, TestStores.clock())) {
            assertThat(whole.dynasties().all()).as("the whole file a killed console left opens").isNotEmpty();
        }
        Files.write(copy, killed); // as it was left, unsealed
        byte[] jump = "Jump to navigation".getBytes(StandardCharsets.UTF_8);
        byte[] lump = "Lump to navigation".getBytes(StandardCharsets.UTF_8);
        assertThat(indexOf(killed, jump)).as("a ruleset's text is stored as it reads").isGreaterThan(HEADER);
        byte[] flipped = killed.clone();
        for (int at = indexOf(flipped, jump); at >= 0; at = indexOf(flipped, jump)) {
            flipped[at] = (byte) 'L'; // one letter of each ruleset's text (the copies H2 left of old pages too)
        }
        Files.write(copy, flipped);

        assertThatThrownBy(() -> GameStore.open(copy, TestStores.clock())).isInstanceOf(DamagedFileException.class)
                .hasMessageContaining("game.mv.db is damaged and cannot be read (a ruleset text in it is not the text "
                        + "it was stored as (its SHA-256 differs)); nothing was changed.")
                .satisfies(e -> plainWords(e.getMessage()));
        // H2 writes records of its own as it opens a file for writing (no byte-for-byte promise here); the damaged
        // text is still there to be looked at beside the restored backup
        assertThat(indexOf(Files.readAllBytes(copy), lump)).isPositive();
    }

    /**
     * Found by the flipped-bytes trials: a byte flipped in the record of a file's schema (Flyway's history) left its
     * tables without it, and the file was taken for a new one: migrated in place, and refused with Flyway's and H2's
     * raw text ("Sequence "DYNASTY_SEQ" already exists"). Tables without that record are a damaged file.
     */
    @Test
    void aFileWhoseTablesLostTheRecordOfItsSchemaIsReportedAsDamaged() throws Exception {
        assertDamaged(unsealedDemoFileAfter("DROP TABLE \"flyway_schema_history\""));
    }

    /**
     * Found by the flipped-bytes trials in CI (2026-12-07): a byte flipped in a row of the record of a file's schema
     * turned its type "SQL" into "StL", and Flyway's reading of it threw "No enum constant …CoreMigrationType.StL"
     * past the damaged-file report. A record Flyway cannot read is a damaged file.
     */
    @Test
    void aFileWhoseRecordOfItsSchemaHasAnUnreadableRowIsReportedAsDamaged() throws Exception {
        assertDamaged(unsealedDemoFileAfter(
                "UPDATE \"flyway_schema_history\" SET \"type\" = 'StL' WHERE \"installed_rank\" = 2"));
    }

    private static int indexOf(byte[] bytes, byte[] part) {
        for (int i = 0; i + part.length <= bytes.length; i++) {
            if (Arrays.equals(bytes, i, i + part.length, part, 0, part.length)) {
                return i;
            }
        }
        return -1;
    }

    /** 20 bytes of {@code bytes} past H2's header, each changed (XOR with 1 to 255), at places {@code random} draws. */
    private static byte[] flip(byte[] bytes, Random random) {
        byte[] copy = bytes.clone();
        for (int i = 0; i < 20; i++) {
            int at = HEADER + random.nextInt(copy.length - HEADER);
            copy[at] ^= (byte) (1 + random.nextInt(255));
        }
        return copy;
    }

    /** A demo file with no seal (as a killed console leaves it), {@code sql} run on it in place. */
    private Path unsealedDemoFileAfter(String sql) throws SQLException {
        Path file = demoFile();
        Seal.remove(file);
        String base = file.toString().substring(0, file.toString().length() - Database.FILE_SUFFIX.length());
        try (Connection c = DriverManager.getConnection("jdbc:h2:file:" + base, "dynast", "");
             Statement s = c.createStatement()) {
            s.execute(sql);
        }
        return file;
    }

    private Path demoFile() {
        Path file = dir.resolve("game.mv.db");
        GameStore.open(file, TestStores.clock(), s -> DemoDynasty.seedIfEmpty(s, "Ferrous")).close();
        return file;
    }

    private static void plainWords(String message) {
        assertThat(message).doesNotContain("SQL").doesNotContain("Exception").doesNotContain("-232]")
                .doesNotContain("Syntax error").doesNotContain("conversion").doesNotContain("Unexpected character");
    }

    private static void assertDamaged(Path file) {
        assertThatThrownBy(() -> GameStore.open(file, TestStores.clock())).isInstanceOf(DamagedFileException.class)
                .hasMessageContaining(file.getFileName() + " is damaged and cannot be read; nothing was changed.")
                .satisfies(e -> plainWords(e.getMessage()));
    }
}
