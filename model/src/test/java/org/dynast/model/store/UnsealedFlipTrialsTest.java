package org.dynast.model.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 33, "20 flipped bytes": a file its console left when it was killed has no seal, and H2 checks where a page is,
 * not what it holds. Such a file is read and checked whole before it is used ({@link WholeFileCheck}, then every
 * dynasty read back as its export reads it). These trials flip 20 random bytes past H2's header of a demo file copied
 * while its console had it open (as a kill leaves it) and sort each copy: reported damaged on open, damaged found later
 * (a page read once open), opened and the same as the whole copy (every dynasty's export and every table's rows), or
 * opened and different — the check's blind spot, a byte flipped into another valid value of its kind. The figures
 * go to {@code target/fuzz-report.txt}: a record, not an assertion on how many are found. What is asserted: the whole
 * copy opens as it is (the check refuses no good file), and every refusal is the damaged-file report in plain words.
 * {@code -Ddynast.flipTrials=200} runs more trials (20 by default), {@code -Ddynast.flipBytes=1} flips fewer bytes.
 */
class UnsealedFlipTrialsTest {

    /** H2's file header: its first two 4 KB blocks; the pages (chunks) follow. */
    private static final int HEADER = 8192;
    /** Bytes flipped per trial: 20 by default ({@code -Ddynast.flipBytes=N}). */
    private static final int FLIPS = Integer.getInteger("dynast.flipBytes", 20);

    @TempDir
    Path dir;

    @Test
    void aKilledConsolesFileWithFlippedBytesIsCheckedWholeBeforeUse() throws Exception {
        int trials = Integer.getInteger("dynast.flipTrials", 20);
        byte[] killed = killedDemoFile();
        Snapshot whole = open(write("whole", killed));
        assertThat(whole.failure).as("the whole file a killed console left opens as it is").isNull();

        Random random = new Random(33);
        int onOpen = 0;
        int later = 0;
        int equal = 0;
        int different = 0;
        List<String> differences = new ArrayList<>();
        Map<String, Integer> reasons = new TreeMap<>();
        for (int trial = 0; trial < trials; trial++) {
            Path copy = write("trial-" + trial, flip(killed, random));
            Snapshot read = open(copy);
            if (read.failure != null) {
                assertThat(read.failure).as("trial %d", trial).isInstanceOf(DamagedFileException.class);
                assertThat(read.failure.getMessage()).contains("game.mv.db is damaged and cannot be read")
                        .doesNotContain("SQL").doesNotContain("Exception").doesNotContain("-232]");
                String message = read.failure.getMessage();
                int from = message.indexOf("cannot be read (");
                String reason = from < 0 ? "(no reason given)" : message.substring(from + 16, message.indexOf(
                        "; nothing was changed", from) - 1).replaceAll("[0-9][0-9,]*", "N");
                reasons.merge(reason, 1, Integer::sum);
                if (read.opened) {
                    later++;
                } else {
                    onOpen++;
                }
            } else if (read.exports.equals(whole.exports) && read.rows.equals(whole.rows)) {
                equal++;
            } else {
                different++;
                differences.add("trial " + trial + (read.exports.equals(whole.exports) ? " (rows)" : " (exports)"));
                if (Boolean.getBoolean("dynast.flipShow")) {
                    System.out.println("trial " + trial + ": " + firstDifference(whole, read));
                }
            }
        }
        String figures = String.format("unsealed killed file, %d bytes flipped: %d trials: %d reported damaged on open, "
                + "%d damaged found once open, %d opened and equal, %d opened and different%s%n     reasons: %s%n",
                FLIPS, trials, onOpen, later, equal, different, differences.isEmpty() ? "" : " " + differences,
                reasons);
        System.out.print(figures);
        Path report = Path.of("target", "fuzz-report.txt");
        try {
            Files.createDirectories(report.getParent());
            Files.writeString(report, figures, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        assertThat(onOpen + later + equal + different).isEqualTo(trials);
    }

    /** The demo's bytes as a console that has it open leaves them (every commit flushed; never closed, no seal). */
    private byte[] killedDemoFile() throws IOException {
        Path file = dir.resolve("demo").resolve("game.mv.db");
        Files.createDirectories(file.getParent());
        try (GameStore store = GameStore.open(file, TestStores.clock(), s -> DemoDynasty.seedIfEmpty(s, "Ferrous"))) {
            store.dynasties().all().forEach(d -> { }); // a read, as a console does on showing it
            return Files.readAllBytes(file);
        }
    }

    private Path write(String name, byte[] bytes) throws IOException {
        Path file = dir.resolve(name).resolve("game.mv.db");
        Files.createDirectories(file.getParent());
        Files.write(file, bytes);
        return file;
    }

    /** 20 bytes of {@code bytes} past H2's header, each changed (XOR with 1 to 255), at places {@code random} draws. */
    private static byte[] flip(byte[] bytes, Random random) {
        byte[] copy = bytes.clone();
        for (int i = 0; i < FLIPS; i++) {
            int at = HEADER + random.nextInt(copy.length - HEADER);
            copy[at] ^= (byte) (1 + random.nextInt(255));
        }
        return copy;
    }

    /** What a console opening {@code file} reads: every dynasty's export, then every table's rows (H2's script). */
    private static Snapshot open(Path file) {
        Snapshot out = new Snapshot();
        try (GameStore store = GameStore.open(file, TestStores.clock())) {
            out.opened = true;
            for (Dynasty d : store.dynasties().all()) {
                StringWriter text = new StringWriter();
                store.exchange().export(d.id(), text);
                out.exports.add(text.toString());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (RuntimeException e) {
            out.failure = e;
            return out;
        }
        String base = file.toString().substring(0, file.toString().length() - Database.FILE_SUFFIX.length());
        try (Connection c = DriverManager.getConnection("jdbc:h2:file:" + base + ";ACCESS_MODE_DATA=r;FILE_LOCK=NO",
                "dynast", ""); Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SCRIPT NOPASSWORDS")) {
            while (rs.next()) {
                out.rows.add(rs.getString(1));
            }
        } catch (SQLException e) {
            out.failure = Database.damaged(file, "its rows cannot be read once closed", e);
        }
        return out;
    }

    /** The first line that differs, for a reader of the figures. */
    private static String firstDifference(Snapshot whole, Snapshot read) {
        List<String> a = new ArrayList<>();
        List<String> b = new ArrayList<>();
        whole.exports.forEach(e -> a.addAll(e.lines().toList()));
        read.exports.forEach(e -> b.addAll(e.lines().toList()));
        a.addAll(whole.rows);
        b.addAll(read.rows);
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            if (!a.get(i).equals(b.get(i))) {
                return shortened(a.get(i)) + "  ->  " + shortened(b.get(i));
            }
        }
        return a.size() + " lines -> " + b.size() + " lines";
    }

    private static String shortened(String line) {
        return line.length() > 160 ? line.substring(0, 160) + "..." : line;
    }

    private static final class Snapshot {
        boolean opened;
        RuntimeException failure;
        final List<String> exports = new ArrayList<>();
        final List<String> rows = new ArrayList<>();
    }
}
