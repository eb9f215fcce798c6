package org.dynast.model.blogbots.arena;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.dynast.model.blogbots.arena.ArenaFiles.ArenaFileException;
import org.dynast.model.blogbots.arena.ArenaFiles.Replay;
import org.dynast.model.blogbots.bots.Part;
import org.dynast.model.blogbots.bots.script.ScriptReport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Replays: versioned JSON with inputs, seed and events; golden replays checked in and re-simulated event by
 * event ("re-simulating from the same inputs gives the identical list"). Run with
 * {@code -Ddynast.golden.update=true} to write the golden files again after a deliberate rule change.
 */
class ReplayTest {

    private static final Path GOLDEN = Path.of("src/test/resources/arena");

    static Configuration configuration(int seed) {
        return switch (seed) {
            case 1 -> Configuration.standard();
            case 2 -> new Configuration(true, List.of(new Configuration.Trap(7, TrapPanel.FLAME),
                    new Configuration.Trap(12, TrapPanel.FLIP)), null, null);
            case 3 -> new Configuration(false, List.of(), StandardBots.houseBot(), Facing.RIGHT);
            default -> new Configuration(false, List.of(), null, null, List.of(new Configuration.Obstacle(8, true),
                    new Configuration.Obstacle(11, false), new Configuration.Obstacle(13, true),
                    new Configuration.Obstacle(13, false)));
        };
    }

    static Entrant first(int seed) {
        if (seed < 4) {
            return StandardBots.brawler();
        }
        return Entrant.of(Arena.bot("Pusher").withEngine(Part.engine("Nuclear", 100)),
                "If the space in front of the Actor are occupied by an Opponent, move forwards 3 times\n"
                        + "If the current turn is 1 or more, move forwards 1 times", "Pat");
    }

    /** Seed 4 puts a pusher against a plain walker among Physical Obstacles, so that Shoves lift it. */
    static Entrant second(int seed) {
        if (seed < 4) {
            return StandardBots.skirmisher();
        }
        Entrant h = StandardBots.houseBot();
        return new Entrant(h.bot().named("Walker"), h.script(), "Wes", false);
    }

    @Test
    void standardBotsAreLegal() {
        for (Entrant e : List.of(StandardBots.brawler(), StandardBots.skirmisher(), StandardBots.houseBot())) {
            ScriptReport report = ScriptReport.read(e.script(), e.bot(), Arena.CAT);
            assertThat(report.diagnostics()).as(e.name()).isEmpty();
            assertThat(report.defunct()).isFalse();
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4})
    void goldenReplaysReSimulateEventByEvent(int seed) throws Exception {
        Path file = GOLDEN.resolve("golden-" + seed + ".json");
        if (Boolean.getBoolean("dynast.golden.update")) {
            Entrant first = first(seed);
            Entrant second = second(seed);
            BoutResult r = Arena.ENGINE.run(first, second, configuration(seed), seed);
            Files.writeString(file, ArenaFiles.writeReplay(Replay.of(first, second,
                    configuration(seed), seed, r)), StandardCharsets.UTF_8);
        }
        Replay golden = ArenaFiles.readReplay(Files.readString(file, StandardCharsets.UTF_8));
        assertThat(golden.seed()).isEqualTo(seed);
        List<BoutEvent> again = golden.resimulate(Arena.ENGINE).events();
        for (int i = 0; i < Math.max(again.size(), golden.events().size()); i++) {
            assertThat(i < again.size() ? again.get(i) : null).as("events[%d]", i)
                    .isEqualTo(i < golden.events().size() ? golden.events().get(i) : null);
        }
        assertThat(golden.verify(Arena.ENGINE)).isNull();
    }

    @Test
    void replayRoundTrips() throws Exception {
        Entrant a = StandardBots.brawler();
        Entrant b = StandardBots.skirmisher();
        BoutResult r = Arena.ENGINE.run(a, b, configuration(3), 42L);
        Replay replay = Replay.of(a, b, configuration(3), 42L, r);
        Replay read = ArenaFiles.readReplay(ArenaFiles.writeReplay(replay));
        assertThat(read).isEqualTo(replay);
        assertThat(read.verify(Arena.ENGINE)).isNull();
    }

    /** Player-safe: "leaves out scripts and tokens but keeps what the bout showed". */
    @Test
    void playerSafeExportLeavesOutScriptsTokensAndSeed() throws Exception {
        Entrant a = Entrant.of(Arena.bot("Ada", "Advanced Logic Module"), String.join("\n",
                "If the value of Token hits is less than 3, increase Token hits by 1 and move forwards 1 times"), "Ann");
        Entrant b = StandardBots.skirmisher();
        BoutResult r = Arena.ENGINE.run(a, b, Configuration.standard(), 5L);
        assertThat(Arena.of(r, BoutEvent.Kind.TOKEN)).isNotEmpty();
        Replay safe = Replay.of(a, b, Configuration.standard(), 5L, r).toPlayerSafe();
        String json = ArenaFiles.writeReplay(safe);
        assertThat(json).doesNotContain("Token").doesNotContain("If the").doesNotContain("\"seed\" : 5");
        assertThat(safe.entrants()).allSatisfy(e -> assertThat(e.script()).isEmpty());
        assertThat(safe.events()).extracting(BoutEvent::kind).contains(BoutEvent.Kind.MOVE, BoutEvent.Kind.END);
        assertThat(ArenaFiles.readReplay(json).playerSafe()).isTrue();
        assertThatThrownBy(() -> safe.resimulate(Arena.ENGINE)).hasMessageContaining("player-safe");
    }

    /** "Bad input (a malformed replay or bot file) is reported with where and why." */
    @Test
    void malformedReplaysSayWhereAndWhy() throws IOException {
        String good = Files.readString(GOLDEN.resolve("golden-1.json"), StandardCharsets.UTF_8);
        assertThatThrownBy(() -> ArenaFiles.readReplay(good.replace("\"version\" : 1", "\"version\" : 9")))
                .isInstanceOf(ArenaFileException.class).hasMessageContaining("version")
                .hasMessageContaining("newer");
        assertThatThrownBy(() -> ArenaFiles.readReplay(good.replaceFirst("\"turn\" : 1,", "\"turn\" : \"one\",")))
                .isInstanceOf(ArenaFileException.class).hasMessageContaining("events[0].turn")
                .hasMessageContaining("line ");
        assertThatThrownBy(() -> ArenaFiles.readReplay(good.substring(0, 300)))
                .isInstanceOf(ArenaFileException.class).hasMessageContaining("line ");
        assertThatThrownBy(() -> ArenaFiles.readReplay(good.replace("\"kind\" : \"START\"", "\"kind\" : \"JUMP\"")))
                .isInstanceOf(ArenaFileException.class).hasMessageContaining("events[0].kind");
        assertThatThrownBy(() -> ArenaFiles.readReplay(good.replace("\"format\" : \"dynast-bout-replay\"",
                "\"format\" : \"dynast-bot\""))).hasMessageContaining("not a Bout replay");
    }

    @Test
    void botFilesRoundTripAndSayWhereAndWhy() throws Exception {
        Entrant a = StandardBots.brawler();
        assertThat(ArenaFiles.readBot(ArenaFiles.writeBot(a))).isEqualTo(a);
        String json = ArenaFiles.writeBot(a);
        assertThatThrownBy(() -> ArenaFiles.readBot(json.replace("\"condition\" : 100", "\"condition\" : 140")))
                .isInstanceOf(ArenaFileException.class).hasMessageContaining("engine.condition")
                .hasMessageContaining("0% to 100%");
        assertThatThrownBy(() -> ArenaFiles.readBot(json.replace("\"operator\"", "\"operater\"")))
                .isInstanceOf(ArenaFileException.class).hasMessageContaining("(operater)")
                .hasMessageContaining("no such field");
    }

    /**
     * Every Bout the engine records reads back as it was written, its player-safe export too, and verifies: the
     * checks a replay is put to refuse no real one (random configurations, House Bots, Physical Obstacles).
     */
    @Test
    void everyRecordedBoutReadsBackAndVerifies() throws Exception {
        List<Entrant> bots = List.of(first(1), second(1), first(4), second(4));
        for (int seed = 1; seed <= Integer.getInteger("dynast.replay.bouts", 60); seed++) {
            Random r = new Random(seed);
            Entrant a = bots.get(r.nextInt(4));
            Entrant b = bots.get(r.nextInt(4));
            if (a.name().equals(b.name())) {
                b = new Entrant(b.bot().named(b.name() + " II"), b.script(), "Other", false);
            }
            Configuration c = Configuration.generate(r, List.of(StandardBots.houseBot()));
            Replay replay = Replay.of(a, b, c, seed, Arena.ENGINE.run(a, b, c, seed));
            Replay read = ArenaFiles.readReplay(ArenaFiles.writeReplay(replay));
            assertThat(read).as("seed %d", seed).isEqualTo(replay);
            assertThat(read.verify(Arena.ENGINE)).as("seed %d", seed).isNull();
            Replay safe = replay.toPlayerSafe();
            assertThat(ArenaFiles.readReplay(ArenaFiles.writeReplay(safe))).as("seed %d", seed).isEqualTo(safe);
        }
    }

    /** Issue 13: each malformed replay is refused with the file, where and why, in one line. */
    @Test
    void everyMalformedReplayIsRefusedWithFileWhereAndWhy() throws IOException {
        String good = Files.readString(GOLDEN.resolve("golden-3.json"), StandardCharsets.UTF_8);
        byte[] latin1 = good.replace("Sir Clank", "Sir Cl\u00e4nk").getBytes(StandardCharsets.ISO_8859_1);
        assertRefused(latin1, "byte ", "not UTF-8");
        assertRefused(good.replaceFirst("\"seed\" : 3,", "\"seed\" : 3, \"seed\" : 4,"), "line ",
                "\"seed\" is given twice");
        assertRefused(good + "{}", "line ", "more after the end");
        assertRefused(good.replaceFirst("\"version\" : 1", "\"version\" : 7"), "version",
                "schema version 7; this Dynast reads version 1");
        assertRefused(good.replaceFirst("\"entrants\" : \\[", "\"entrants\" : null, \"old\" : ["), "old",
                "no such field");
        String nullEntrants = good.replaceFirst("(?s)\"entrants\" : \\[.*?\"outcome\"", "\"entrants\" : null,\n  \"outcome\"");
        int line = nullEntrants.substring(0, nullEntrants.indexOf("\"entrants\" : null")).split("\n", -1).length;
        assertRefused(nullEntrants, "line " + line + ", column 16 (entrants)", "entrants has no value");
        String falseHouse = good.replaceFirst("\"bumperSides\" : false", "\"bumperSides\" : 0");
        line = falseHouse.substring(0, falseHouse.indexOf("\"bumperSides\" : 0")).split("\n", -1).length;
        assertRefused(falseHouse, "line " + line + ", column 21 (configuration.bumperSides)", "true or false");
        assertRefused(good.replace("\"Apex Systems X1500\"", "7"), "configuration.houseBot.bot.chassis.name",
                "must be a text, not a number");
        assertRefused(good.replaceFirst("\"turns\" : 58", "\"turns\" : -3"), "outcome.turns", "is -3");
        assertRefused(good.replaceFirst("\"turns\" : 58", "\"turns\" : 57"), "outcome.turns",
                "ends in turn 58");
        assertRefused(good.replaceFirst("\"winner\" : \"Brawler\"", "\"winner\" : \"Skirmisher\""),
                "outcome.winner", "END event");
        assertRefused(good.replaceFirst("\"square\" : 4,", "\"square\" : 40000,"), "events[0].bots[0].square",
                "square of the arena");
        assertRefused(good.replaceFirst("\"engine\" : 100,", "\"engine\" : 140,"), "events[0].bots[0].engine",
                "0% to 100%");
        assertRefused(good.replaceFirst("\"bot\" : \"Skirmisher\"", "\"bot\" : \"Nobody\""), ".bot",
                "no Bot called \"Nobody\"");
        assertRefused(good.replaceFirst("\"turn\" : 2,", "\"turn\" : 0,"), ".turn", "a turn number from 1");
    }

    private static void assertRefused(String json, String where, String why) {
        assertRefused(json.getBytes(StandardCharsets.UTF_8), where, why);
    }

    private static void assertRefused(byte[] bytes, String where, String why) {
        assertThatThrownBy(() -> ArenaFiles.readReplay(bytes, "bout.json")).isInstanceOf(ArenaFileException.class)
                .hasMessageStartingWith("bout.json: ").hasMessageContaining(where).hasMessageContaining(why)
                .hasMessageNotContaining("\n").hasMessageNotContaining("Exception");
    }

    /** Verify: an edit the structure allows (a Condition lowered in an event and after) is found by re-simulating. */
    @Test
    void verifyNamesTheFirstEditedEvent() throws Exception {
        Replay golden = ArenaFiles.readReplay(Files.readString(GOLDEN.resolve("golden-1.json"), StandardCharsets.UTF_8));
        List<BoutEvent> events = new ArrayList<>(golden.events());
        BoutEvent e = events.get(5);
        events.set(5, new BoutEvent(e.turn(), e.round(), e.kind(), e.bot(), e.line(), e.text() + "!", e.bots(),
                e.obstacle()));
        Replay edited = new Replay(golden.format(), golden.version(), golden.generator(), false, golden.seed(),
                golden.configuration(), golden.entrants(), golden.outcome(), events);
        assertThat(edited.verify(Arena.ENGINE)).startsWith("event 6 (events[5], turn " + e.turn() + "): the replay "
                + "records").contains(e.text() + "!");
        Replay tallies = new Replay(golden.format(), golden.version(), golden.generator(), false, golden.seed(),
                golden.configuration(), golden.entrants(), new ArenaFiles.Outcome(golden.outcome().ending(),
                golden.outcome().winner(), golden.outcome().tieBreak(), golden.outcome().why(),
                golden.outcome().turns(), golden.outcome().rounds(), false, List.of(999, 0)), golden.events());
        assertThat(tallies.verify(Arena.ENGINE)).startsWith("outcome.tallies: the replay records [999, 0], the rules "
                + "give");
    }

    /** "Bot JSON (unknown parts, hardpoints)": refused with the line and field of the part, and why. */
    @Test
    void aBotFileWithAPartNotInTheCatalogueSaysWhichLine() {
        String json = ArenaFiles.writeBot(StandardBots.brawler());
        assertThatThrownBy(() -> ArenaFiles.readBot(json.replace("\"Ram\"", "\"Warp Drive\""), Arena.CAT))
                .hasMessageMatching("line \\d+, column \\d+ \\(systems\\[1\\]\\): there is no system called "
                        + "'Warp Drive' in the Ruleset 205 catalogue");
        assertThatThrownBy(() -> ArenaFiles.readBot(json.replace("\"Nuclear\"", "\"Steam\""), Arena.CAT))
                .hasMessageMatching("line \\d+, column \\d+ \\(engine\\): there is no engine called 'Steam'.*");
    }
}
