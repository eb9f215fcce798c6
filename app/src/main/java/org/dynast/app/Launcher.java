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

    /** The one line a refused window argument prints (and the window is not opened: exit code 2). */
    static String refusal(WindowOptions.Refused e) {
        return "dynast: " + e.getMessage() + ". The window was not opened; dynast --help lists its options.";
    }

    /** Whether {@code args} run a headless command (a command's own {@code --replay=FILE} included). */
    static boolean runsCommand(String[] args) {
        return Cli.isCommand(args);
    }
}
