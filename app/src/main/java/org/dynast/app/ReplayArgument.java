package org.dynast.app;

/**
 * The viewer-only mode's argument: {@code --replay=FILE}, or a bare {@code *.bout} or {@code *.json} path (what a
 * desktop passes when a player double-clicks a replay: the installers register {@code .bout}, replays' own extension,
 * still JSON inside). With it Dynast opens just the bout viewer and no dynasty file. {@link WindowOptions} parses it;
 * after a command name (e.g. {@code dynast bout A.json B.json --replay=FILE}) {@code --replay=} is the command's
 * option.
 */
public final class ReplayArgument {

    public static final String PREFIX = "--replay=";
    /** With a replay: play it once at 8× and print the frame times, then close. */
    public static final String MEASURE_FRAMES = "--measure-frames";
    /** The file choosers' pattern for replays: their own extension, and JSON as before. */
    public static final String GLOB = "*.bout;*.json";

    private ReplayArgument() {
    }
}
