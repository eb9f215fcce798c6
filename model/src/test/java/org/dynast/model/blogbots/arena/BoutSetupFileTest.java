package org.dynast.model.blogbots.arena;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.dynast.model.blogbots.arena.ArenaFiles.ArenaFileException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The bout setup file (issue 14): "states everything a Bout starts from"; a bad one is refused with where and why. */
class BoutSetupFileTest {

    private static final String BIX = "{\"name\": \"Bix\", \"engine\": {\"name\": \"Petrol\", \"condition\": 100}, "
            + "\"chassis\": {\"name\": \"Apex Systems X1500\", \"condition\": 100}, \"systems\": [], "
            + "\"script\": [\"If the current turn is 1 or more, block\"]";

    private static String file(String ada, String extra) {
        return "{\"format\": \"dynast-bout-setup\", \"version\": 1, \"seed\": 3, " + extra + "\"bots\": [" + ada + ", "
                + BIX + ", \"square\": 16, \"facing\": \"left\"}]}";
    }

    private static final String ADA = "{\"name\": \"Ada\", \"engine\": {\"name\": \"Petrol\", \"condition\": 90}, "
            + "\"chassis\": {\"name\": \"Apex Systems X1500\", \"condition\": 100}, \"systems\": "
            + "[{\"name\": \"Axe\", \"condition\": 100}], \"script\": [\"If the current turn is 1 or more, move forwards 1 times\"], "
            + "\"square\": 6, \"facing\": \"right\"}";

    private static ArenaFileException refused(String json) {
        try {
            BoutSetupFile.read(json, null, Arena.CAT);
        } catch (ArenaFileException e) {
            return e;
        }
        throw new AssertionError("not refused: " + json);
    }

    @Test
    void aSetupPlacesTheBotsAndRunsFromItsSeed() throws Exception {
        BoutSetup s = BoutSetupFile.read(file(ADA, ""), null, Arena.CAT);
        BoutResult r = Arena.ENGINE.run(s);
        BotState ada = r.events().get(0).bots().get(0);
        assertThat(ada.name()).isEqualTo("Ada");
        assertThat(ada.square()).isEqualTo(6);
        assertThat(ada.engine()).isEqualTo(90);
        // the same file gives the same Bout
        assertThat(Arena.ENGINE.run(BoutSetupFile.read(file(ADA, ""), null, Arena.CAT)).events()).isEqualTo(r.events());
    }

    @Test
    void writingAndReadingASetupGivesTheSameBout() throws Exception {
        String json = file(ADA, "\"turn\": 5, \"configuration\": {\"bumperSides\": true, \"traps\": [{\"kind\": \"flame\", "
                + "\"square\": 9}], \"obstacles\": [{\"letter\": \"A\", \"square\": 3, \"side\": \"above\"}]}, "
                + "\"house\": {\"name\": \"Rusty\", \"engine\": {\"name\": \"Petrol\", \"condition\": 80}, \"chassis\": "
                + "{\"name\": \"Apex Systems X1500\", \"condition\": 80}, \"systems\": [{\"name\": \"Plate\", \"condition\": 80}], "
                + "\"script\": [\"If the current turn is 1 or more, block\"], \"square\": 11, \"facing\": \"right\"}, ");
        BoutSetup s = BoutSetupFile.read(json, null, Arena.CAT);
        BoutSetup again = BoutSetupFile.read(BoutSetupFile.write(s), null, Arena.CAT);
        assertThat(again).isEqualTo(s);
        BoutResult r = Arena.ENGINE.run(s);
        assertThat(r.events().get(1).turn()).isEqualTo(5);
        assertThat(r.events().get(0).bots()).extracting(BotState::name).containsExactly("Ada", "Rusty", "Bix");
    }

    @Test
    void aBotFileIsReadRelativeToTheSetup(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("ada.json"), ArenaFiles.writeBot(Entrant.of(Arena.bot("Ada", "Axe"),
                "If the current turn is 1 or more, block", "ada")));
        Path setup = dir.resolve("setup.json");
        Files.writeString(setup, file("{\"file\": \"ada.json\", \"square\": 4, \"facing\": \"right\", "
                + "\"conditions\": {\"chassis\": 50}}", ""));
        BoutSetup s = BoutSetupFile.read(setup, Arena.CAT);
        assertThat(s.first().bot().chassis().condition()).isEqualTo(50);
        assertThat(s.first().bot().systems()).extracting(p -> p.name()).containsExactly("Axe");
    }

    @Test
    void aBadSetupIsRefusedWithWhereAndWhy() {
        assertThat(refused(file(ADA.replace("\"right\"", "\"up\""), "")).where()).isEqualTo("$.bots[0].facing");
        assertThat(refused(file(ADA.replace("\"square\": 6", "\"square\": 16"), "")))
                .satisfies(e -> {
                    assertThat(e.where()).isEqualTo("$.bots[1].square");
                    assertThat(e.why()).contains("already occupied by Ada");
                });
        assertThat(refused(file(ADA.replace("\"condition\": 90", "\"condition\": 190"), "")).where())
                .isEqualTo("$.bots[0].engine.condition");
        assertThat(refused(file(ADA.replace("Axe", "Laser"), "")).where()).startsWith("$.bots[0].systems[0]");
        assertThat(refused(file(ADA, "\"turn\": 0, ")).where()).isEqualTo("$.turn");
        assertThat(refused(file(ADA, "\"colour\": \"red\", ")).where()).isEqualTo("$.colour");
        assertThat(refused(file(ADA, "\"next\": \"Cyd\", ")).why()).contains("no Bot in this Bout is named Cyd");
        assertThat(refused(file(ADA, "\"configuration\": {\"traps\": [{\"kind\": \"glue\", \"square\": 3}]}, ")).where())
                .isEqualTo("$.configuration.traps[0].kind");
        assertThat(refused(file(ADA, "\"configuration\": {\"obstacles\": [{\"letter\": \"B\", \"square\": 3, \"side\": \"above\"}]}, ")))
                .satisfies(e -> {
                    assertThat(e.where()).isEqualTo("$.configuration.obstacles[0].letter");
                    assertThat(e.why()).contains("is A, not B");
                });
        assertThat(refused(file(ADA.replace(", \"square\": 6, \"facing\": \"right\"", ""), "")).where())
                .isEqualTo("$.bots[0].square");
        assertThat(refused(file(ADA.replace("\"facing\": \"right\"", "\"facing\": \"right\", \"statuses\": [\"Sleepy\"]"), ""))
                .where()).isEqualTo("$.bots[0].statuses[0]");
        assertThat(refused("{\"format\": \"dynast-bout-replay\", \"version\": 1}").where()).isEqualTo("$.format");
        assertThat(refused(file(ADA, "").replace("\"seed\": 3", "\"seed\": \"x\"")).where()).isEqualTo("$.seed");
        assertThat(refused("{\"format\": ").where()).startsWith("line 1");
    }

    @Test
    void startFromHereContinuesAReplayFromAnEvent() throws Exception {
        BoutResult r = Arena.ENGINE.run(BoutSetupFile.read(file(ADA, ""), null, Arena.CAT));
        ArenaFiles.Replay replay = ArenaFiles.Replay.of(
                BoutSetupFile.read(file(ADA, ""), null, Arena.CAT).first(),
                BoutSetupFile.read(file(ADA, ""), null, Arena.CAT).second(), Configuration.standard(), 3, r);
        int index = 0;
        for (int i = 0; i < r.events().size(); i++) {
            if (r.events().get(i).turn() == 3) {
                index = i;
            }
        }
        BoutSetup here = BoutSetupFile.fromReplay(replay, index);
        assertThat(here.turn()).isEqualTo(4);
        assertThat(here.firstAt().square()).isEqualTo(r.events().get(index).bots().get(0).square());
        BoutResult on = Arena.ENGINE.run(BoutSetupFile.read(BoutSetupFile.write(here), null, Arena.CAT));
        assertThat(on.events().get(1).turn()).isEqualTo(4);
        assertThat(on.events().get(1).bot()).isEqualTo("Bix");
    }

    @Test
    void theSummaryPutsTheHouseBotWhereTheSetupPlacesIt() throws Exception {
        // "The house bot starts in square 10" unless a setup places it elsewhere: the summary says where it is
        String json = file(ADA, "\"house\": {\"name\": \"Rusty\", \"engine\": {\"name\": \"Petrol\", \"condition\": 80}, "
                + "\"chassis\": {\"name\": \"Apex Systems X1500\", \"condition\": 80}, \"systems\": [], "
                + "\"script\": [\"If the current turn is 1 or more, block\"], \"square\": 12, \"facing\": \"right\"}, ");
        BoutSetup s = BoutSetupFile.read(json, null, Arena.CAT);
        BoutResult r = Arena.ENGINE.run(s);
        assertThat(r.events().get(0).text()).contains("House bot Rusty at 12 facing right")
                .doesNotContain("at 10");
        assertThat(ArenaFiles.Replay.of(s, r).variations()).containsExactly("House bot Rusty at 12 facing right");
        // a Bout started as "The Arena" says still has it on square 10
        assertThat(s.configuration().variations()).containsExactly("House bot Rusty at 10 facing right");
    }
}
