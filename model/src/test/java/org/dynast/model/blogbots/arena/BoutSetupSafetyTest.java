package org.dynast.model.blogbots.arena;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.dynast.model.blogbots.arena.ArenaFiles.ArenaFileException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 33, "Bout setup files (330): 22 crashes (21 non-UTF-8 in BoutSetupFile.read; one 'A Bout ran past turn 1000'
 * as an IllegalStateException), 1 OutOfMemoryError, 42 invalid setups accepted" and "bout --setup with a Bot
 * {"file": "/dev/zero"} grew the JVM to 5.6 GB": a setup file is strict UTF-8, a Bot file it names is a regular file
 * of bounded size, and an accepted setup always runs to its end and replays.
 */
class BoutSetupSafetyTest {

    private static final String BIX = "{\"name\": \"Bix\", \"engine\": {\"name\": \"Petrol\", \"condition\": 100}, "
            + "\"chassis\": {\"name\": \"Apex Systems X1500\", \"condition\": 100}, \"systems\": [], "
            + "\"script\": [\"If the current turn is 1 or more, block\"], \"square\": 16, \"facing\": \"left\"}";
    private static final String ADA = "{\"name\": \"Ad\u00e9\", \"engine\": {\"name\": \"Petrol\", \"condition\": 90}, "
            + "\"chassis\": {\"name\": \"Apex Systems X1500\", \"condition\": 100}, \"systems\": [], "
            + "\"script\": [\"If the current turn is 1 or more, block\"], \"square\": 6, \"facing\": \"right\"}";

    private static String setup(String first, String extra) {
        return "{\"format\": \"dynast-bout-setup\", \"version\": 1, \"seed\": 3, " + extra + "\"bots\": [" + first
                + ", " + BIX + "]}";
    }

    @TempDir
    Path dir;

    @Test
    void aSetupFileWithAByteThatIsNotUtf8IsRefusedWithItsPlace() throws Exception {
        Path file = Files.write(dir.resolve("setup.json"), setup(ADA, "").getBytes(StandardCharsets.ISO_8859_1));
        int at = setup(ADA, "").indexOf('\u00e9') + 1;
        assertThatThrownBy(() -> BoutSetupFile.read(file, Arena.CAT)).isInstanceOf(ArenaFileException.class)
                .hasMessage("byte " + at + " (line 1): the byte 0xE9 is not UTF-8 text, so the file is not a Bout "
                        + "setup file; a Bout setup file is UTF-8 text (was it saved in another encoding?)");
        // the same setup in UTF-8 is read and runs
        Files.writeString(file, setup(ADA, ""), StandardCharsets.UTF_8);
        assertThat(BoutSetupFile.read(file, Arena.CAT).first().name()).isEqualTo("Ad\u00e9");
    }

    @Test
    void aBotFileThatIsADeviceOrAFolderIsRefusedWithoutReadingIt() throws Exception {
        assertThat(Path.of("/dev/zero")).as("the Linux device the fuzz used").exists();
        Path file = Files.writeString(dir.resolve("setup.json"), setup("{\"file\": \"/dev/zero\", \"square\": 4, "
                + "\"facing\": \"right\"}", ""));
        assertThatThrownBy(() -> BoutSetupFile.read(file, Arena.CAT)).isInstanceOf(ArenaFileException.class)
                .hasMessage("$.bots[0].file: \"zero\": is not a regular file (a device or a pipe), so it is not a Bot file");
        Files.writeString(file, setup("{\"file\": \".\", \"square\": 4, \"facing\": \"right\"}", ""));
        assertThatThrownBy(() -> BoutSetupFile.read(file, Arena.CAT)).hasMessageContaining("is a folder, not a Bot "
                + "file");
    }

    @Test
    void aSetupThatStartsInSuddenDeathRunsAndItsOwnReplayVerifies() throws Exception {
        // the fuzz's shape: a Bout started after turn sixty is in Sudden Death from its first turn, with no event that
        // begins it, so its own replay was refused ("the outcome says Sudden Death, but no event begins it"); the
        // setup is now accepted only because its replay, written and read back, verifies (BoutSetupCheck)
        for (int turn : new int[] {61, 500, BoutEngine.TURN_GUARD}) {
            BoutSetup s = catchNothing(setup(ADA, "\"turn\": " + turn + ", "));
            BoutResult r = Arena.ENGINE.run(s);
            assertThat(r.suddenDeath()).isTrue();
            ArenaFiles.Replay replay = ArenaFiles.readReplay(ArenaFiles.writeReplay(ArenaFiles.Replay.of(s, r)));
            assertThat(replay.verify(Arena.ENGINE)).as("turn %d", turn).isNull();
        }
    }

    private static BoutSetup catchNothing(String json) {
        try {
            return BoutSetupFile.read(json, null, Arena.CAT);
        } catch (ArenaFileException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }
}
