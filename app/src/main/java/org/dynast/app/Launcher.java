package org.dynast.app;

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
        if (ReplayArgument.find(java.util.List.of(args)).isEmpty()) {
            DynastApp.openEarly(args); // the dynasty file opens while the FX toolkit starts
        }
        DynastApp.launching();
        Application.launch(DynastApp.class, args);
    }

    /** Whether {@code args} run a headless command (a command's own {@code --replay=FILE} included). */
    static boolean runsCommand(String[] args) {
        return Cli.isCommand(args) && ReplayArgument.find(java.util.List.of(args)).isEmpty();
    }
}
