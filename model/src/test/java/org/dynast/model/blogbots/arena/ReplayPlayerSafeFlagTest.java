package org.dynast.model.blogbots.arena;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.dynast.model.blogbots.arena.ArenaFiles.ArenaFileException;
import org.dynast.model.blogbots.arena.ArenaFiles.Replay;
import org.junit.jupiter.api.Test;

/**
 * Issue 33, "replay trusts "playerSafe": true on a full replay with a forged winner (check what the file holds, not
 * its flag)": a full replay with the flag set and its winner changed is refused, saying what it keeps; a real
 * player-safe replay still reads.
 */
class ReplayPlayerSafeFlagTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static Replay full() {
        Entrant a = Arena.entrant(Arena.bot("Ada", "Axe"), "If the current turn is 1 or more, move forwards 1 times");
        Entrant b = Arena.entrant(Arena.bot("Bix"), "If the current turn is 1 or more, block");
        BoutResult r = Arena.ENGINE.run(a, b, Configuration.standard(), 7L);
        return Replay.of(a, b, Configuration.standard(), 7L, r);
    }

    @Test
    void aFullReplayFlaggedPlayerSafeWithAForgedWinnerIsRefused() throws Exception {
        Replay replay = full();
        ObjectNode file = (ObjectNode) JSON.readTree(ArenaFiles.writeReplay(replay));
        file.put("playerSafe", true);
        String loser = replay.outcome().winner().equals("Ada") ? "Bix" : "Ada";
        ((ObjectNode) file.get("outcome")).put("winner", loser);
        assertThatThrownBy(() -> ArenaFiles.readReplay(file.toString())).isInstanceOf(ArenaFileException.class)
                .hasMessageContaining("playerSafe").hasMessageContaining("the replay says it is player-safe but keeps "
                        + "its seed, which a player-safe replay leaves out");
        // without the seed it still keeps the Scripts
        file.remove("seed");
        assertThatThrownBy(() -> ArenaFiles.readReplay(file.toString())).hasMessageContaining("keeps its Bots' "
                + "Scripts");
    }

    @Test
    void aRealPlayerSafeReplayStillReads() throws Exception {
        Replay safe = full().toPlayerSafe();
        assertThat(ArenaFiles.readReplay(ArenaFiles.writeReplay(safe)).playerSafe()).isTrue();
    }
}
