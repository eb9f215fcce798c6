package org.dynast.app.shell;

import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalLong;
import org.dynast.app.common.Settings;

/**
 * Which dynasty each file showed when the console last showed it, in the console's settings, so that a relaunch (or
 * File › Open File) comes back to it rather than to the file's first dynasty.
 */
public final class LastDynasty {

    private static final String KEY = "dynasty.last@";

    private LastDynasty() {
    }

    /** The id of the dynasty {@code file} last showed, if the settings remember one. */
    public static OptionalLong of(Settings settings, Path file) {
        return settings.get(KEY + key(file)).flatMap(id -> {
            try {
                return Optional.of(Long.parseLong(id));
            } catch (NumberFormatException e) {
                return Optional.empty();
            }
        }).map(OptionalLong::of).orElse(OptionalLong.empty());
    }

    /** Notes that {@code file} shows dynasty {@code id} (saved with the other settings). */
    public static void remember(Settings settings, Path file, long id) {
        settings.put(KEY + key(file), Long.toString(id));
    }

    /** The file as one text whichever way it was named: absolute, normalised, without H2's ".mv.db". */
    static String key(Path file) {
        String path = file.toAbsolutePath().normalize().toString();
        return path.endsWith(".mv.db") ? path.substring(0, path.length() - ".mv.db".length()) : path;
    }
}
