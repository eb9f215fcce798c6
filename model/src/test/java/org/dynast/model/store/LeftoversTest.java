package org.dynast.model.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.dynast.model.Demos;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.roster.Player;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 33: "86 of 290 kill trials left lock files, 5.7 MB -restoring copies or .zip.part files behind (clean them on
 * the next open)". Each is left here as a console killed with kill -9 leaves it, and the next open cleans it away,
 * with nothing the file holds lost.
 */
class LeftoversTest {

    @TempDir
    Path dir;

    /** H2's lock, left by a console killed (kill -9) while it held the file: the next open takes it over and opens. */
    @Test
    void aStaleLockFileLeftByAKilledConsoleIsTakenOverOnTheNextOpenAndGoneWhenItCloses() throws Exception {
        Path file = demoFile();
        Process child = holding(file);
        child.destroyForcibly(); // kill -9
        assertThat(child.waitFor(20, TimeUnit.SECONDS)).isTrue();
        Path lock = dir.resolve("game.lock.db");
        assertThat(lock).as("left by the killed console").exists();
        assertThat(Files.readString(lock)).contains("method=file");
        try (GameStore store = GameStore.open(file, TestStores.clock())) {
            // not refused as in use: the lock is this console's now, and every committed action is there
            assertThat(names(store)).contains("Child0");
            Dynasty demo = store.dynasties().all().get(0);
            store.roster().addPlayer(demo.id(), "Ferrous", "AfterTheKill", false, null);
        }
        assertThat(lock).as("removed as the file closed").doesNotExist();
        try (GameStore store = GameStore.open(file, TestStores.clock())) {
            assertThat(names(store)).contains("Child0", "AfterTheKill");
        }
        assertThat(lock).doesNotExist();
    }

    /** A lock a console was killed while writing (empty or half-written) is taken over the same way. */
    @Test
    void aHalfWrittenOrEmptyLockFileIsTakenOverToo() throws Exception {
        Path file = demoFile();
        Path lock = dir.resolve("game.lock.db");
        for (String text : List.of("", "#FileLock\n#Sun Dec 06 07:44:32 UTC 2026\nid=1a24a4fc")) {
            Files.writeString(lock, text);
            Files.setLastModifiedTime(lock, FileTime.fromMillis(
                    System.currentTimeMillis() - 60_000));
            GameStore.open(file, TestStores.clock()).close();
            assertThat(lock).doesNotExist();
        }
    }

    /**
     * "5.7 MB -restoring copies": a restore is prepared in {@code game-restoring-<pid>.mv.db}, which replaces the file
     * in one move; a console killed before the move leaves the file as it was and the whole copy beside it, with H2's
     * trace of it. The next open removes them (the console that made them is gone) and the file is as it was.
     */
    @Test
    void aRestoringCopyLeftByAKilledRestoreIsRemovedOnTheNextOpen() throws Exception {
        Path file = demoFile();
        long gone = deadPid();
        Path copy = dir.resolve("game-restoring-" + gone + ".mv.db");
        unzip(Backups.of(file).get(0).file(), copy);
        Path trace = dir.resolve("game-restoring-" + gone + ".trace.db");
        Files.writeString(trace, "trace");
        // a live console's restore is not touched
        Path live = dir.resolve("game-restoring-" + ProcessHandle.current().pid() + ".mv.db");
        Files.copy(copy, live);
        assertThat(Files.size(copy)).isGreaterThan(100_000);
        try (GameStore store = GameStore.open(file, TestStores.clock())) {
            assertThat(store.dynasties().all()).extracting(Dynasty::name).containsExactlyElementsOf(Demos.names());
        }
        assertThat(copy).doesNotExist();
        assertThat(trace).doesNotExist();
        assertThat(live).exists();
        assertThat(Backups.of(file)).noneMatch(b -> b.file().getFileName().toString().contains("restoring"));
    }

    /**
     * "{@code .zip.part} files": a backup is written as {@code game-backup-<time>-<n>.zip.part} and renamed once whole;
     * one cut off by a kill is not listed as a backup and is removed on the next open. So are a half copy kept before
     * a restore or an update, and a half-written seal.
     */
    @Test
    void unfinishedBackupPartsLeftByAKilledConsoleAreRemovedOnTheNextOpen() throws Exception {
        Path file = demoFile();
        Path zip = Backups.of(file).get(0).file();
        byte[] whole = Files.readAllBytes(zip);
        Path part = dir.resolve("game-backup-20261120T130000Z-999.zip.part");
        Files.write(part, Arrays.copyOf(whole, whole.length / 2));
        Path before = dir.resolve("game-before-restore-20261120T130000Z.mv.db.part");
        Files.write(before, Arrays.copyOf(whole, 5000));
        Path seal = dir.resolve("game.mv.db.sha256.part");
        Files.writeString(seal, "# Dynast: the dynasty file beside this one, as its console closed it\nsize 1");
        // another file's part is not this file's to remove
        Path other = dir.resolve("other-backup-20261120T130000Z-1.zip.part");
        Files.write(other, new byte[] {1});
        assertThat(Backups.of(file)).as("a part is no backup").hasSize(1);
        try (GameStore store = GameStore.open(file, TestStores.clock())) {
            assertThat(store.dynasties().all()).extracting(Dynasty::name).containsExactlyElementsOf(Demos.names());
        }
        assertThat(part).doesNotExist();
        assertThat(before).doesNotExist();
        assertThat(seal).doesNotExist();
        assertThat(other).exists();
        assertThat(Backups.of(file)).hasSize(1);
    }

    /** A read-only console removes nothing (it does not hold the file: a writing console may be at work on it). */
    @Test
    void aReadOnlyOpenLeavesThemForTheNextConsoleThatWrites() throws IOException {
        Path file = demoFile();
        Path part = dir.resolve("game-backup-20261120T130000Z-999.zip.part");
        Files.write(part, new byte[] {'P', 'K'});
        GameStore.openReadOnly(file, TestStores.clock()).close();
        assertThat(part).exists();
    }

    private Path demoFile() {
        Path file = dir.resolve("game.mv.db");
        GameStore.open(file, TestStores.clock(), s -> DemoDynasty.seedIfEmpty(s, "Ferrous")).close();
        return file;
    }

    private static List<String> names(GameStore store) {
        Dynasty demo = store.dynasties().all().get(0);
        return store.roster().roster(demo.id()).players().stream().map(Player::name).toList();
    }

    /** A second console that opened the file and committed a player ("Child0"), still holding it. */
    private static Process holding(Path file) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                ChildConsole.class.getName(), "write-one", file.toString())
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        for (String line = out.readLine(); line != null; line = out.readLine()) {
            if (line.startsWith("committed")) {
                return p;
            }
        }
        throw new IllegalStateException("the second console ended before it committed");
    }

    /** The id of a process that has ended. */
    private static long deadPid() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-version").redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        p.waitFor();
        return p.pid();
    }

    private static void unzip(Path zip, Path target) throws IOException {
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(zip))) {
            ZipEntry entry = in.getNextEntry();
            try (OutputStream out = Files.newOutputStream(target)) {
                in.transferTo(out);
            }
            assertThat(entry.getName()).endsWith(".mv.db");
        }
    }
}
