package org.dynast.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.dynast.app.cli.Cli;
import org.dynast.model.blogbots.arena.ArenaFiles;
import org.dynast.model.blogbots.arena.StandardBots;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code dynast bout --setup=FILE [--events] [--replay=OUT]} (issue 14) and {@code bout --house=FILE} at 80%. */
class BoutSetupCliTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @TempDir
    Path dir;

    private int run(String... args) {
        return Cli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void theReadmeExampleRunsWithItsEvents() throws Exception {
        Path example = Path.of("..", "docs", "bout-setup-example.json");
        Path replay = dir.resolve("r.json");
        assertThat(run("bout", "--setup=" + example, "--events", "--replay=" + replay)).isZero();
        String text = out.toString(StandardCharsets.UTF_8);
        // turn 7 is Ada's: her Axe reaches Bix on 13, not the House Bot behind her
        assertThat(text).contains("Ada uses Axe on Bix").contains("seed 20261123").contains("wins");
        assertThat(ArenaFiles.readReplay(Files.readString(replay)).events()).isNotEmpty();
        out.reset();
        assertThat(run("bout", "--setup=" + example, "--replay=" + dir.resolve("again.json"))).isZero();
        assertThat(Files.readString(dir.resolve("again.json"))).isEqualTo(Files.readString(replay));
    }

    /**
     * "... then move X times towards opponent Y", "where ... Y is the name of a single Opponent that is a current
     * participant in the same Bout as the Actor": a setup's Scripts are read knowing the Bout's names, so a two-word
     * opponent's line, which the Bout uses, is not reported as ignored (issue 33).
     */
    @Test
    void aTwoWordOpponentsLineIsNotReportedAsIgnored() throws Exception {
        String example = Files.readString(Path.of("..", "docs", "bout-setup-example.json"))
                .replace("\"name\": \"Bix\"", "\"name\": \"Big Bix\"")
                .replace("\"If the current turn is 1 or more, use the following System: Axe\"",
                        "\"If the current turn is 1 or more, then move 2 times towards opponent Big Bix\"");
        Path setup = dir.resolve("two-words.json");
        Files.writeString(setup, example);
        assertThat(run("bout", "--setup=" + setup, "--replay=" + dir.resolve("r.json"))).isZero();
        assertThat(err.toString(StandardCharsets.UTF_8)).doesNotContain("ignored");
    }

    @Test
    void theReplayOfABoutRunFromASetupVerifiesAndItsPlayerSafeCopyLeavesTheSetupOut() throws Exception {
        Path example = Path.of("..", "docs", "bout-setup-example.json");
        Path replay = dir.resolve("r.json");
        Path safe = dir.resolve("safe.json");
        assertThat(run("bout", "--setup=" + example, "--replay=" + replay, "--player-safe=" + safe)).isZero();
        assertThat(Files.readString(replay)).contains("\"setup\"").contains("dynast-bout-setup");
        assertThat(Files.readString(safe)).doesNotContain("dynast-bout-setup");
        out.reset();
        // the Bout starts where the setup placed it, so it is run again from the setup, every event the same
        assertThat(run("replay", replay.toString())).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("events are the same");
        // the replay's seed must be its setup's: an edited one is refused
        Files.writeString(replay, Files.readString(replay).replaceFirst("\"seed\" : 20261123", "\"seed\" : 1"));
        out.reset();
        err.reset();
        assertThat(run("replay", replay.toString())).isNotZero();
    }

    @Test
    void aBadSetupIsRefusedWithItsJsonPath() throws Exception {
        String example = Files.readString(Path.of("..", "docs", "bout-setup-example.json"));
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, example.replace("\"square\": 13", "\"square\": 11"));
        assertThat(run("bout", "--setup=" + bad)).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("$.bots[1].square").contains("already occupied by Ada");
        assertThat(run("bout", "--setup=" + bad, "a.json")).isEqualTo(2);
        assertThat(run("bout", "--setup=" + dir.resolve("none.json"))).isEqualTo(1);
    }

    /** Configuration "House bot": "the Condition of all of its components" is 80%, also for bout --house without --config=random. */
    @Test
    void aHouseBotFromTheCommandLineRunsAtEightyPercent() throws Exception {
        Files.writeString(dir.resolve("a.json"), ArenaFiles.writeBot(StandardBots.brawler()));
        Files.writeString(dir.resolve("b.json"), ArenaFiles.writeBot(StandardBots.skirmisher()));
        Files.writeString(dir.resolve("h.json"), ArenaFiles.writeBot(StandardBots.houseBot()));
        Path replay = dir.resolve("r.json");
        assertThat(run("bout", dir + "/a.json", dir + "/b.json", "--seed=3", "--house=" + dir + "/h.json",
                "--replay=" + replay)).isZero();
        var start = ArenaFiles.readReplay(Files.readString(replay)).events().get(0);
        var house = start.bots().stream().filter(s -> s.name().equals(StandardBots.houseBot().name())).findFirst()
                .orElseThrow();
        assertThat(house.engine()).isEqualTo(80);
        assertThat(house.chassis()).isEqualTo(80);
        assertThat(house.systems()).allMatch(c -> c == 80);
    }
}
