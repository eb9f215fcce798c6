package org.dynast.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.function.BiConsumer;
import org.dynast.app.cli.WindowOptions;
import org.dynast.model.blogbots.arena.ArenaFiles;
import org.dynast.model.blogbots.arena.BoutEngine;
import org.dynast.model.blogbots.arena.Entrant;
import org.dynast.model.blogbots.arena.StandardBots;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.Catalogue;
import org.dynast.model.blogbots.bots.Part;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The arena commands: bout, odds, bench-bouts (arguments only; the benchmark itself is not a test). */
class ArenaCliTest {

    private final CliRun cli = new CliRun();

    @TempDir
    Path dir;


    private String bots() throws Exception {
        Files.writeString(dir.resolve("a.json"), ArenaFiles.writeBot(StandardBots.brawler()));
        Files.writeString(dir.resolve("b.json"), ArenaFiles.writeBot(StandardBots.skirmisher()));
        Files.writeString(dir.resolve("h.json"), ArenaFiles.writeBot(StandardBots.houseBot()));
        return dir.toString();
    }

    @Test
    void boutPrintsTheSummaryAndWritesAReplayThatReSimulates() throws Exception {
        String d = bots();
        Path replay = dir.resolve("r.json");
        Path safe = dir.resolve("s.json");
        assertThat(cli.run("bout", d + "/a.json", d + "/b.json", "--seed=42", "--replay=" + replay,
                "--player-safe=" + safe)).isZero();
        String text = cli.out();
        assertThat(text).contains("Bout Brawler").contains("wins").contains("seed 42").contains("Tally");
        var read = ArenaFiles.readReplay(Files.readString(replay));
        assertThat(read.verify(new BoutEngine(Catalogue.shipped()))).isNull();
        assertThat(Files.readString(safe)).doesNotContain("If the");
        cli.clearOut();
        assertThat(cli.run("bout", d + "/a.json", d + "/b.json", "--seed=42", "--replay=" + dir.resolve("again.json")))
                .isZero();
        assertThat(Files.readString(dir.resolve("again.json"))).isEqualTo(Files.readString(replay));
        cli.clearOut();
        assertThat(cli.run("replay", replay.toString())).isZero();
        assertThat(cli.out()).contains("the outcome, the ").contains(" turns and every one");
        // issue 13: an edit the file's structure allows is found by re-simulating, and named
        Files.writeString(dir.resolve("tampered.json"), Files.readString(replay).replaceFirst("\"seed\" : 42",
                "\"seed\" : 41"));
        assertThat(cli.run("replay", dir.resolve("tampered.json").toString())).isEqualTo(1);
        assertThat(cli.err()).contains("tampered.json does not re-simulate; the first "
                + "difference is at event ").contains("the replay records").contains("the rules give");
        // an edited Winner or turn count is refused before anything is run
        cli.clearErr();
        String winner = ArenaFiles.readReplay(Files.readString(replay)).outcome().winner();
        String loser = winner.equals("Brawler") ? "Skirmisher" : "Brawler";
        Files.writeString(dir.resolve("winner.json"), Files.readString(replay).replace("\"winner\" : \"" + winner + "\"",
                "\"winner\" : \"" + loser + "\""));
        assertThat(cli.run("replay", dir.resolve("winner.json").toString())).isEqualTo(1);
        assertThat(cli.err()).contains("winner.json: outcome.winner: the outcome names "
                + loser + " the Winner, but the END event");
        cli.clearErr();
        Files.writeString(dir.resolve("turns.json"), Files.readString(replay).replaceFirst("\"turns\" : (\\d+)",
                "\"turns\" : 99"));
        assertThat(cli.run("replay", dir.resolve("turns.json").toString())).isEqualTo(1);
        assertThat(cli.err()).contains("turns.json: outcome.turns: the outcome says 99 turns");
        cli.clearOut();
        assertThat(cli.run("replay", safe.toString())).isZero();
        assertThat(cli.out()).contains("checked for structure only");
        Files.write(dir.resolve("latin1.json"), Files.readString(safe).replace("Brawler", "Br\u00e4wler")
                .getBytes(StandardCharsets.ISO_8859_1));
        assertThat(cli.run("replay", dir.resolve("latin1.json").toString())).isEqualTo(1);
        assertThat(cli.err()).contains("latin1.json: byte ").contains("not UTF-8 text");
        Files.writeString(dir.resolve("broken.json"), Files.readString(replay).replace("\"kind\" : \"MOVE\"", "\"kind\" : 7.5"));
        assertThat(cli.run("replay", dir.resolve("broken.json").toString())).isEqualTo(1);
        assertThat(cli.err()).contains("line ").contains(".kind");
    }

    /** README: "bout BOT1.json BOT2.json [--replay=FILE]" writes the replay to FILE, not the viewer (issue 13). */
    @Test
    void aCommandsOwnReplayOptionGoesToTheCommandNotTheViewer() throws Exception {
        String d = bots();
        Path replay = dir.resolve("mine.json");
        String[] args = {"bout", d + "/a.json", d + "/b.json", "--seed=5", "--replay=" + replay};
        assertThat(Launcher.runsCommand(args)).isTrue();
        assertThat(WindowOptions.opensWindow(List.of(args))).isFalse();
        assertThat(Launcher.runsCommand(new String[] {"--replay=" + replay})).isFalse();
        assertThat(Launcher.runsCommand(new String[] {replay.toString()})).isFalse();
        assertThat(cli.run(args)).isZero();
        assertThat(cli.out()).contains("replay written to " + replay);
        assertThat(ArenaFiles.readReplay(Files.readString(replay))).isNotNull();
    }

    @Test
    void boutWithARandomConfigurationAndAHouseBot() throws Exception {
        String d = bots();
        assertThat(cli.run("bout", d + "/a.json", d + "/b.json", "--seed=7", "--config=random", "--house=" + d + "/h.json",
                "--replay=" + dir.resolve("r.json"))).isZero();
        assertThat(cli.out()).contains("Configuration:");
    }

    @Test
    void badBotFilesAndArgumentsSayWhereAndWhy() throws Exception {
        String d = bots();
        Files.writeString(dir.resolve("bad.json"), "{\n  \"format\" : \"dynast-bot\",\n  \"version\" : 1,\n  \"name\" : 3,,\n}");
        assertThat(cli.run("bout", d + "/a.json", d + "/bad.json", "--seed=1")).isEqualTo(1);
        assertThat(cli.err()).contains("bad.json").contains("line 4");
        cli.clearErr();
        assertThat(cli.run("bout", d + "/a.json", d + "/nope.json")).isEqualTo(1);
        assertThat(cli.err()).contains("no such file");
        assertThat(cli.run("bout", d + "/a.json")).isEqualTo(2);
        assertThat(cli.run("bout", d + "/a.json", d + "/b.json", "--seed=x")).isEqualTo(2);
        assertThat(cli.run("odds", d + "/a.json", d + "/b.json", "-n", "0")).isEqualTo(2);
        assertThat(cli.run("bench-bouts", "--frobnicate")).isEqualTo(2);
    }

    /**
     * Rule "Bot Loadout": "An ordered list of Systems, of which a single Bot may have between none and a number equal
     * to the number of hardpoints on the Bot's Chassis" — and its parts are the catalogue's (issue 13).
     */
    @Test
    void botFilesWithUnknownPartsOrTooManySystemsAreRefused() throws Exception {
        String d = bots();
        String good = Files.readString(dir.resolve("a.json"));
        var brawler = StandardBots.brawler();
        var bot = brawler.bot();
        BiConsumer<String, Bot> write = (name, b) -> {
            try {
                Files.writeString(dir.resolve(name), ArenaFiles.writeBot(new Entrant(
                        b, brawler.script(), brawler.operator(), false)));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        };
        write.accept("engine.json", bot.withEngine(Part.engine("Warp Core", 100)));
        write.accept("chassis.json", bot.withChassis(Part.chassis("Cardboard", 100)));
        write.accept("system.json", bot.withSystems(List.of(
                Part.system("Death Ray", 100))));
        String axe = bot.systems().isEmpty() ? "Axe" : bot.systems().get(0).name();
        write.accept("many.json", bot.withSystems(Collections.nCopies(1000,
                Part.system(axe, 100))));
        // where: the line and column of the part and its field
        String[][] cases = {{"engine.json", "(engine):", "Warp Core"}, {"chassis.json", "(chassis):", "Cardboard"},
            {"system.json", "(systems[0]):", "Death Ray"}, {"many.json", "(systems):", "1000 Systems"}};
        for (String[] c : cases) {
            cli.clearErr();
            assertThat(cli.run("bout", d + "/" + c[0], d + "/b.json", "--seed=1", "--replay=" + dir.resolve("x.json")))
                    .as(c[0]).isEqualTo(1);
            assertThat(cli.err()).as(c[0]).contains(c[0], c[1], c[2], ": line ")
                    .doesNotContain("Exception").doesNotContain("\tat ");
        }
        assertThat(Files.exists(dir.resolve("x.json"))).isFalse();
        assertThat(good).isNotEmpty();
    }

    @Test
    void oddsPrintsRatesWithIntervalsAndAMatrix() throws Exception {
        String d = bots();
        assertThat(cli.run("odds", d + "/a.json", d + "/b.json", d + "/h.json", "-n", "200", "--seed=3")).isZero();
        String text = cli.out();
        assertThat(text).contains("Brawler v Skirmisher").contains("95% CI").contains("Win rate of the row's Bot")
                .contains("600 Bouts");
    }
}
