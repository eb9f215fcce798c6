package org.dynast.app;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The viewer-only mode's argument: {@code --replay=FILE}, or a bare {@code *.bout} or {@code *.json} path (what a
 * desktop passes when a player double-clicks a replay: the installers register {@code .bout}, replays' own extension,
 * still JSON inside). With it Dynast opens just the bout viewer and no dynasty file. After a command name (e.g.
 * {@code dynast bout A.json B.json --replay=FILE}) {@code --replay=} is the command's option.
 */
public final class ReplayArgument {

    public static final String PREFIX = "--replay=";
    /** With a replay: play it once at 8× and print the frame times, then close. */
    public static final String MEASURE_FRAMES = "--measure-frames";
    /** The file choosers' pattern for replays: their own extension, and JSON as before. */
    public static final String GLOB = "*.bout;*.json";

    private ReplayArgument() {
    }

    public static Optional<Path> find(List<String> args) {
        if (!args.isEmpty() && !args.get(0).startsWith("-")
                && !isReplayFile(args.get(0))) {
            // a command name first: every argument after it, "--replay=FILE" included (bout writes its replay
            // there), is the command's own
            return Optional.empty();
        }
        for (String arg : args) {
            if (arg.startsWith(PREFIX) && arg.length() > PREFIX.length()) {
                return Optional.of(Path.of(arg.substring(PREFIX.length())));
            }
        }
        // the first argument that is not a flag: a replay path, or else a command name (whose own arguments,
        // such as the Bot files of "bout", are not replays)
        for (String arg : args) {
            if (!arg.startsWith("-")) {
                return isReplayFile(arg) ? Optional.of(Path.of(arg)) : Optional.empty();
            }
        }
        return Optional.empty();
    }

    /** Whether a bare argument names a replay file: {@code .bout} or {@code .json}, in any case. */
    static boolean isReplayFile(String arg) {
        String lower = arg.toLowerCase(Locale.ROOT);
        return lower.endsWith(".bout") || lower.endsWith(".json");
    }
}
