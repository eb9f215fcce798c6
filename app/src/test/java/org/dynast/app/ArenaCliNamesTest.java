package org.dynast.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.dynast.model.blogbots.arena.ArenaFiles;
import org.dynast.model.blogbots.arena.StandardBots;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 33, "Bot files (350): 31 accepted with two Bots of the same name, whose own replay is then refused": bout and
 * odds refuse two Bots of one name (in any case) before running anything, and write no replay.
 */
class ArenaCliNamesTest {

    private final CliRun cli = new CliRun();

    @TempDir
    Path dir;

    @Test
    void twoBotsOfTheSameNameAreRefusedBeforeABoutIsRun() throws Exception {
        String brawler = ArenaFiles.writeBot(StandardBots.brawler());
        Files.writeString(dir.resolve("a.json"), brawler);
        Files.writeString(dir.resolve("b.json"), brawler.replace(StandardBots.brawler().name(),
                StandardBots.brawler().name().toUpperCase(Locale.ROOT)));
        Path replay = dir.resolve("out.bout");
        assertThat(cli.run("bout", dir + "/a.json", dir + "/b.json", "--seed=1", "--replay=" + replay)).isEqualTo(1);
        assertThat(cli.err()).contains("two Bots are both named " + StandardBots.brawler().name().toUpperCase(
                Locale.ROOT) + ": a Bout's events and its replay name each Bot");
        assertThat(replay).doesNotExist();
        assertThat(cli.run("odds", dir + "/a.json", dir + "/b.json", "-n", "2")).isEqualTo(1);
        assertThat(cli.err()).contains("dynast odds: two Bots are both named");
    }
}
