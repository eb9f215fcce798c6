package org.dynast.model.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.List;
import java.util.Random;
import org.assertj.core.api.Assertions;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.roster.Player;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Rotating automatic backups beside the file, and restoring one: what File › Restore Backup… and the offer made for a
 * damaged file rest on.
 */
class BackupsTest {

    @TempDir
    Path dir;

    private Path demoFile() {
        Path file = dir.resolve("game.mv.db");
        GameStore.open(file, TestStores.clock(), s -> DemoDynasty.seedIfEmpty(s, "Ferrous")).close();
        return file;
    }

    private static void addPlayers(GameStore store, String prefix, int count) {
        Dynasty demo = store.dynasties().all().get(0);
        for (int i = 0; i < count; i++) {
            store.roster().addPlayer(demo.id(), "Ferrous", prefix + i, false, null);
        }
    }

    private static List<String> names(GameStore store) {
        Dynasty demo = store.dynasties().all().get(0);
        return store.roster().roster(demo.id()).players().stream().map(Player::name).toList();
    }

    @Test
    void aFileIsBackedUpWhenOpenedUnlessNothingChangedSinceItsNewestBackup() {
        Path file = demoFile();
        List<Backups.Backup> first = Backups.of(file);
        assertThat(first).singleElement().satisfies(b -> {
            assertThat(b.kind()).isEqualTo(Backups.Kind.AUTOMATIC);
            assertThat(b.file().getFileName().toString()).startsWith("game-backup-").endsWith(".zip");
            assertThat(b.actions()).isPositive();
            assertThat(b.describe()).startsWith("the automatic backup of ").endsWith(" actions)");
        });
        GameStore.open(file, TestStores.clock()).close();
        assertThat(Backups.of(file)).isEqualTo(first);
    }

    @Test
    void aChangedFileIsBackedUpFromACopyTakenBeforeItWasOpenedAndTheCopyIsGone() throws IOException {
        Path file = demoFile();
        try (GameStore store = GameStore.open(file, TestStores.clock())) {
            addPlayers(store, "Changed", 3);
        }
        long actions;
        try (GameStore store = GameStore.open(file, TestStores.clock())) {
            addPlayers(store, "Unsaved", 1); // after opening: not in the backup of the file as it was opened
            actions = store.backups().get(0).actions();
        }
        assertThat(Backups.of(file)).hasSize(2);
        try (var names = Files.list(dir)) {
            assertThat(names.map(p -> p.getFileName().toString())).noneMatch(n -> n.contains("-opening-"));
        }
        Backups.restore(file, Backups.of(file).get(0), TestStores.clock().now());
        try (GameStore store = GameStore.open(file, TestStores.clock())) {
            assertThat(names(store)).contains("Changed2").doesNotContain("Unsaved0");
            assertThat(store.log().history(store.dynasties().all().get(0).id())).isNotEmpty();
        }
        assertThat(actions).isPositive();
    }

    @Test
    void anOpenFileIsBackedUpEveryFiftyActionsAndTheNewestFiveAreKept() {
        Path file = demoFile();
        try (GameStore store = GameStore.open(file, TestStores.clock())) {
            long before = store.backups().get(0).actions();
            addPlayers(store, "Newcomer", Backups.EVERY);
            assertThat(store.backups()).hasSize(2);
            assertThat(store.backups().get(0).actions()).isEqualTo(before + Backups.EVERY);
            addPlayers(store, "Later", Backups.EVERY * 5);
        }
        assertThat(Backups.of(file)).hasSize(Backups.KEEP).allMatch(b -> b.kind() == Backups.Kind.AUTOMATIC);
    }

    @Test
    void restoringABackupPutsTheFileBackAsItWasAndKeepsTheFileItReplaces() {
        Path file = demoFile();
        Backups.Backup backup = Backups.of(file).get(0);
        try (GameStore store = GameStore.open(file, TestStores.clock())) {
            addPlayers(store, "Afterwards", 3);
            assertThat(names(store)).contains("Afterwards0");
        }
        Backups.Backup kept = Backups.restore(file, backup, TestStores.clock().now());
        assertThat(kept.kind()).isEqualTo(Backups.Kind.BEFORE_RESTORE);
        try (GameStore store = GameStore.open(file, TestStores.clock())) {
            assertThat(names(store)).contains("Cogsworth").doesNotContain("Afterwards0");
        }
        // the file it replaced is itself listed, and restoring it undoes the restore
        Backups.Backup replaced = Backups.of(file).stream().filter(b -> b.kind() == Backups.Kind.BEFORE_RESTORE)
                .findFirst().orElseThrow();
        Backups.restore(file, replaced, TestStores.clock().now().plusSeconds(1));
        try (GameStore store = GameStore.open(file, TestStores.clock())) {
            assertThat(names(store)).contains("Afterwards0");
        }
    }

    @Test
    void aDamagedFileOffersItsBackupsAndRestoringTheNewestOpensItAgain() throws IOException {
        Path file = demoFile();
        try (GameStore store = GameStore.open(file, TestStores.clock())) {
            addPlayers(store, "Saved", Backups.EVERY);
        }
        byte[] noise = new byte[64 * 1024];
        new Random(11).nextBytes(noise);
        Files.write(file, noise);
        DamagedFileException damaged = (DamagedFileException) Assertions.catchThrowable(
                () -> GameStore.open(file, TestStores.clock()));
        assertThat(damaged.getMessage()).contains("game.mv.db is damaged and cannot be read; nothing was changed.")
                .contains("Its newest backup, the automatic backup of ").endsWith("can be restored with Restore Backup "
                        + "in the File menu.");
        assertThat(damaged.backups()).hasSize(2);
        Backups.restore(file, damaged.backups().get(0), TestStores.clock().now());
        try (GameStore store = GameStore.open(file, TestStores.clock())) {
            assertThat(names(store)).contains("Saved49");
        }
        // the damaged file is kept as it was, in case it is wanted
        Path before = Backups.of(file).stream().filter(b -> b.kind() == Backups.Kind.BEFORE_RESTORE).findFirst()
                .orElseThrow().file();
        assertThat(Files.readAllBytes(before)).isEqualTo(noise);
    }

    @Test
    void aDamagedBackupIsRefusedAndTheFileLeftAsItWas() throws IOException {
        Path file = demoFile();
        Backups.Backup backup = Backups.of(file).get(0);
        Files.write(backup.file(), new byte[] {'P', 'K', 3, 4, 9, 9, 9});
        byte[] before = Files.readAllBytes(file);
        assertThatThrownBy(() -> Backups.restore(file, backup, TestStores.clock().now()))
                .isInstanceOf(StoreException.class)
                .hasMessageStartingWith("The backup " + backup.file().getFileName() + " could not be restored (")
                .hasMessageEndingWith("game.mv.db was left as it was.");
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
        assertThat(dir.toFile().list()).noneMatch(n -> n.contains("restoring") || n.contains("before-restore"));
    }

    @Test
    void aReadOnlyFileIsNotBackedUp() {
        Path file = demoFile();
        List<Backups.Backup> before = Backups.of(file);
        try (GameStore store = GameStore.openReadOnly(file, TestStores.clock())) {
            assertThat(store.backUp()).isEmpty();
        }
        assertThat(Backups.of(file)).isEqualTo(before);
    }

    @Test
    void aFullDiskIsSaidInWordsAUserUnderstands() {
        // H2's own words when the operating system refuses a write for lack of space
        SQLException h2 = new SQLException("IO Exception: \"Writing to sun.nio.ch.FileChannelImpl@1a2b3c failed; "
                + "length 4096 at 81920\" [90028-232]", "90028", 90028,
                new IOException("No space left on device"));
        assertThat(Database.translate(h2).getMessage()).isEqualTo("The disk is full: Dynast could not write to the "
                + "file, so nothing was changed. Everything saved before is safe in it. Free some space on the disk, then "
                + "try again.");
    }
}
