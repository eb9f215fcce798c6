package org.dynast.app.blogbots.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.application.Application;
import org.dynast.app.DynastApp;
import org.dynast.app.ReplayArgument;
import org.dynast.app.cli.CommandFiles;
import org.dynast.app.module.Command;
import picocli.CommandLine;

/**
 * {@code dynast viewer-frames REPLAY}: opens the bout viewer on a replay (needs a display), plays it once at
 * 8× and prints the frame intervals and paint times; no assertions, a measurement.
 */
@CommandLine.Command(name = "viewer-frames", description = "Play a bout replay at 8x in the viewer and "
        + "print its frame times (needs a display).")
public final class ViewerFramesCommand extends Command {

    @CommandLine.Parameters(paramLabel = "REPLAY", description = "a Bout replay")
    Path replay;

    @Override
    protected int run() {
        if (!Files.isRegularFile(replay)) {
            return failed("no file " + replay);
        }
        Application.launch(DynastApp.class, ReplayArgument.PREFIX + replay, ReplayArgument.MEASURE_FRAMES);
        return 0;
    }
}
