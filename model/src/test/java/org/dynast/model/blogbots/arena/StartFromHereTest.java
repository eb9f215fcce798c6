package org.dynast.model.blogbots.arena;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.dynast.model.blogbots.arena.ArenaFiles.ArenaFileException;
import org.dynast.model.blogbots.arena.ArenaFiles.Replay;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * "Start from here" (issue 14: "Save setup… from a replay at any event"): a setup saved at the end of any turn of a
 * Bout carries everything the rest of the Bout depends on (Tokens, Shock damage, the generator's state, scrambled
 * Scripts, ...), so that running the saved file gives the original's events after that turn, one for one.
 */
class StartFromHereTest {

    private static final Path GOLDEN = Path.of("src/test/resources/arena");

    /** The index of the last event of each turn of {@code r} but its last turn. */
    private static List<Integer> turnEnds(Replay r) {
        List<Integer> ends = new ArrayList<>();
        List<BoutEvent> ev = r.events();
        int lastTurn = ev.get(ev.size() - 1).turn();
        for (int i = 1; i + 1 < ev.size(); i++) {
            if (ev.get(i + 1).turn() != ev.get(i).turn() && ev.get(i).turn() < lastTurn) {
                ends.add(i);
            }
        }
        return ends;
    }

    /** Saves a setup at event {@code k}, writes and reads it back, runs it: what follows must be the original. */
    private static void resumesExactly(Replay original, int k) throws ArenaFileException {
        BoutSetup here = BoutSetupFile.fromReplay(original, k, Arena.ENGINE);
        String file = BoutSetupFile.write(here);
        assertThat(file).contains("\"version\" : 2", "\"resume\"");
        BoutSetup read = BoutSetupFile.read(file, null, Arena.CAT);
        assertThat(read).isEqualTo(here);
        BoutResult on = Arena.ENGINE.run(read);
        List<BoutEvent> after = original.events().subList(k + 1, original.events().size());
        List<BoutEvent> got = on.events().subList(1, on.events().size()); // its own start event first
        assertThat(got).as("events after event %d (turn %d)", k, original.events().get(k).turn())
                .containsExactlyElementsOf(after);
        assertThat(on.ending().word()).isEqualTo(original.outcome().ending());
        assertThat(on.winnerName()).isEqualTo(original.outcome().winner());
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4})
    void aSetupSavedAtTheEndOfAnyTurnOfAGoldenReplayRunsTheRestOfTheBoutExactly(int seed) throws Exception {
        Replay golden = ArenaFiles.readReplay(Files.readString(GOLDEN.resolve("golden-" + seed + ".json"),
                StandardCharsets.UTF_8));
        List<Integer> ends = turnEnds(golden);
        assertThat(ends).isNotEmpty();
        for (int k : ends) {
            resumesExactly(golden, k);
        }
    }

    /**
     * Tokens ("Tokens ... are privately tracked by the Announcer"), Shock damage (Taser: "treated as if it had a
     * condition of 33 fewer percentage points") and the generator's draws are not in the events: a saved setup
     * carries them.
     */
    @Test
    void tokensShockDamageAndTheGeneratorAreCarried() throws Exception {
        Entrant ada = Entrant.of(Arena.bot("Ada", "Advanced Logic Module"), String.join("\n",
                "If the value of Token hits is less than 3, increase Token hits by 1 and move forwards 1 times",
                "If the current turn is 1 or more, move forwards 1 times"), "Ann");
        Entrant bix = Entrant.of(Arena.bot("Bix", "Taser"), String.join("\n",
                "If the current turn is 1 or more, use the following System: Taser"), "Bea");
        for (long seed = 1; seed <= 6; seed++) {
            BoutResult r = Arena.ENGINE.run(ada, bix, Configuration.standard(), seed);
            Replay replay = Replay.of(ada, bix, Configuration.standard(), seed, r);
            assertThat(Arena.of(r, BoutEvent.Kind.TOKEN)).isNotEmpty();
            assertThat(r.events()).anySatisfy(e -> assertThat(e.text()).startsWith("Shock damage"));
            List<Integer> ends = turnEnds(replay);
            for (int k : ends) {
                BoutSetup here = BoutSetupFile.fromReplay(replay, k, Arena.ENGINE);
                if (k == ends.get(ends.size() - 1)) {
                    assertThat(here.resume().bots()).anySatisfy(b -> assertThat(b.tokens()).containsKey("hits"));
                }
                resumesExactly(replay, k);
            }
        }
    }

    @Test
    void aSavedBoutWithABadResumeIsRefusedWithWhereAndWhy() throws Exception {
        Replay golden = ArenaFiles.readReplay(Files.readString(GOLDEN.resolve("golden-3.json"),
                StandardCharsets.UTF_8));
        String file = BoutSetupFile.write(BoutSetupFile.fromReplay(golden, turnEnds(golden).get(3), Arena.ENGINE));
        assertThatThrownBy(() -> BoutSetupFile.read(file.replaceFirst("\"draws\" : \\d+", "\"draws\" : -4"), null,
                Arena.CAT)).isInstanceOf(ArenaFileException.class).hasMessageContaining("$.resume.draws");
        assertThatThrownBy(() -> BoutSetupFile.read(file.replaceFirst("\"draws\" : \\d+", "\"draws\" : \"x\""), null,
                Arena.CAT)).isInstanceOf(ArenaFileException.class).hasMessageContaining("$.resume.draws");
        assertThatThrownBy(() -> BoutSetupFile.read(file.replace("\"version\" : 2", "\"version\" : 1"), null,
                Arena.CAT)).isInstanceOf(ArenaFileException.class).hasMessageContaining("needs version 2");
        assertThatThrownBy(() -> BoutSetupFile.read(file.replaceFirst("\"shock\" : \\[ [0-9, ]+ \\]",
                "\"shock\" : [ 0 ]"), null, Arena.CAT)).isInstanceOf(ArenaFileException.class)
                .hasMessageContaining(".shock");
        // a file without "resume" is still version 1 and reads as before
        assertThat(BoutSetupFile.write(BoutSetupFile.fromReplay(golden, 5))).contains("\"version\" : 1")
                .doesNotContain("resume");
    }
}
