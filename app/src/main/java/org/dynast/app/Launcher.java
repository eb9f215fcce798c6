package org.dynast.app;

import org.dynast.app.cli.WindowOptions;
import javafx.application.Application;
import org.dynast.app.cli.Cli;
import org.dynast.app.shell.StartupTimings;

/**
 * The entry point. It does not extend {@link Application}, so the console also starts from a plain
 * classpath and from the jpackage image. With a command name as first argument it runs that
 * command headless instead of opening the window ({@code dynast help} lists them); with a replay
 * ({@code --replay=FILE} or a bare {@code *.bout} or {@code *.json} path) it opens just the bout viewer.
 */
public final class Launcher {

    private Launcher() {
    }

    public static void main(String[] args) {
        StartupTimings.mainEntered();
        paintRegionsDirectly();
        if (runsCommand(args)) {
            System.exit(Cli.run(args, System.out, System.err));
        }
        // the window's arguments are parsed, and the file opened, while the FX toolkit starts; init() says if they
        // are refused (and opens no window) or prints the usage for --help
        DynastApp.startEarly(args);
        DynastApp.launching();
        try {
            Application.launch(DynastApp.class, args);
        } catch (RuntimeException e) {
            DynastApp.answerArgumentsWithoutWindow(); // e.g. "dynast --file=x --help" where there is no display
            throw e;
        }
    }

    /**
     * Regions' backgrounds painted as they are, not stretched from a cached image of them (unless the user's own
     * {@code -Dprism.disableRegionCaching} says otherwise), set before JavaFX reads its settings. JavaFX caches a
     * background of two or more fills (AtlantaFX draws a border line as one: every table row, header and text field)
     * and stretches the cached image over the region. With the software renderer (no GPU: Xvfb, a virtual machine)
     * stretching an image costs more than filling the rectangles: a dynasty switch's paint took 35 and 38 ms (median)
     * with the cache, 30 and 31 without, and in three interleaved bench runs of the packaged app the switches to an
     * open dynasty that blocked the FX thread over 50 ms fell from 22 of 108 to 10. The pixels are the same but for
     * the anti-aliasing of a line at a fractional position (a step of 1 or 2 in a colour channel). A GPU fills either
     * way at no cost worth measuring.
     */
    static void paintRegionsDirectly() {
        if (System.getProperty(REGION_CACHING) == null) {
            System.setProperty(REGION_CACHING, "true");
        }
    }

    /** The JavaFX setting {@link #paintRegionsDirectly} sets. */
    static final String REGION_CACHING = "prism.disableRegionCaching";

    /** The one line a refused window argument prints (and the window is not opened: exit code 2). */
    static String refusal(WindowOptions.Refused e) {
        return "dynast: " + e.getMessage() + ". The window was not opened; dynast --help lists its options.";
    }

    /** Whether {@code args} run a headless command (a command's own {@code --replay=FILE} included). */
    static boolean runsCommand(String[] args) {
        return Cli.isCommand(args);
    }
}
