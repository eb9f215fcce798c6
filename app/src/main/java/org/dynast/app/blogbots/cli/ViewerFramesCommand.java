package org.dynast.app.blogbots.cli;

import org.dynast.app.cli.Command;
import org.dynast.app.cli.CommandFiles;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.application.Application;
import org.dynast.app.DynastApp;
import org.dynast.app.ReplayArgument;

/**
 * {@code dynast viewer-frames REPLAY}: opens the bout viewer on a replay (needs a display), plays it once at
 * 8× and prints the frame intervals and paint times; no assertions, a measurement.
 */
public final class ViewerFramesCommand implements Command {

    @Override
    public String name() {
        return "viewer-frames";
    }

    @Override
    public String usage() {
        return "REPLAY  play a bout replay at 8x in the viewer and print its frame times";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        if (args.size() != 1) {
            err.println("Usage: dynast viewer-frames REPLAY");
            return 2;
        }
        Path replay = Path.of(args.get(0));
        if (!Files.isRegularFile(replay)) {
            err.println("dynast viewer-frames: no file " + replay);
            return 2;
        }
        Application.launch(DynastApp.class, ReplayArgument.PREFIX + replay, ReplayArgument.MEASURE_FRAMES);
        return 0;
    }
}
