package org.dynast.app.blogbots.arena;

import java.nio.file.Files;
import java.nio.file.Path;
import org.dynast.model.blogbots.arena.ArenaFiles;
import org.dynast.model.blogbots.arena.ArenaFiles.Replay;

/** The arena's golden replays (model/src/test/resources/arena), read where they are checked in. */
public final class Goldens {

    private Goldens() {
    }

    public static Path path(int seed) {
        return Path.of("..", "model", "src", "test", "resources", "arena", "golden-" + seed + ".json").toAbsolutePath()
                .normalize();
    }

    /**
     * A Bout (Brawler v Skirmisher, seed 4) with six Physical Obstacle squares A–F, flip, shock and flame panels
     * and Sir Clank, who is Defunct at event 68: square G appears below 14 at event 69; Skirmisher is shoved
     * into square D (above 12) at event 115. The recorded events are read as they are, never re-simulated.
     */
    public static Replay obstaclesAndTraps() {
        try {
            return ArenaFiles.readReplay(Files.readString(Path.of("src", "test", "resources", "arena",
                    "obstacles-and-traps.json").toAbsolutePath()));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    public static Replay replay(int seed) {
        try {
            return ArenaFiles.readReplay(Files.readString(path(seed)));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
