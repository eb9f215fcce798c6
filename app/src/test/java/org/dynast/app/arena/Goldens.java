package org.dynast.app.arena;

import java.nio.file.Files;
import java.nio.file.Path;
import org.dynast.model.arena.ArenaFiles;
import org.dynast.model.arena.ArenaFiles.Replay;

/** The arena's golden replays (model/src/test/resources/arena), read where they are checked in. */
public final class Goldens {

    private Goldens() {
    }

    public static Path path(int seed) {
        return Path.of("..", "model", "src", "test", "resources", "arena", "golden-" + seed + ".json").toAbsolutePath()
                .normalize();
    }

    public static Replay replay(int seed) {
        try {
            return ArenaFiles.readReplay(Files.readString(path(seed)));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
