package org.dynast.app.blogbots.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import org.dynast.app.module.Command;
import org.dynast.model.blogbots.arena.ArenaFiles.ArenaFileException;
import org.dynast.model.blogbots.arena.ArenaFiles.Replay;
import org.dynast.model.blogbots.arena.ArenaFiles;
import org.dynast.model.blogbots.arena.BoutEngine;
import org.dynast.model.blogbots.arena.BoutEvent;
import org.dynast.model.blogbots.bots.Catalogue;
import picocli.CommandLine;

/**
 * {@code dynast replay FILE [--events]}: reads a Bout replay (refusing a malformed or inconsistent one with where and
 * why), prints its outcome and re-simulates it from its inputs and seed, comparing the outcome, the turn count and
 * every event; any difference exits 1. A player-safe replay has no Scripts or seed: it is checked for structure only,
 * and says so.
 */
@CommandLine.Command(name = "replay", description = "Read a Bout replay and check it re-simulates event "
        + "by event (exit code 1 at the first difference).")
public final class ReplayCommand extends Command {

    @CommandLine.Parameters(paramLabel = "FILE", description = "a Bout replay (.bout or .json)")
    String file;

    @CommandLine.Option(names = "--events", description = "print every event")
    boolean events;

    @Override
    protected int run() throws Exception {
        Replay replay;
        try {
            replay = ArenaFiles.readReplay(Path.of(file));
        } catch (ArenaFileException e) {
            err.println("dynast replay: " + e.getMessage());
            return 1;
        }
        if (events) {
            for (BoutEvent e : replay.events()) {
                out.println("  " + e);
            }
        }
        var o = replay.outcome();
        out.println(replay.entrants().get(0).name() + " v " + replay.entrants().get(1).name() + ": " + o.ending()
                + " after " + o.turns() + " turns: " + o.winner() + " wins (" + o.why() + "); " + replay.events().size()
                + " events");
        if (replay.playerSafe()) {
            out.println("player-safe replay (no Scripts or seed), so it cannot be re-simulated: checked for structure "
                    + "only. The events are in order and about the Bout's Bots, no Condition rises or changes outside its "
                    + "Bot's Condition event, and the outcome is the one the END event announces.");
            return 0;
        }
        String difference;
        try {
            difference = replay.verify(new BoutEngine(Catalogue.shipped()));
        } catch (IllegalArgumentException e) { // the bout setup it keeps cannot be read
            err.println("dynast replay: " + file + ": " + e.getMessage());
            return 1;
        }
        if (difference != null) {
            err.println("dynast replay: " + file + " does not re-simulate; the first difference is at " + difference);
            return 1;
        }
        out.println("re-simulated from seed " + replay.seed() + ": the outcome, the " + replay.outcome().turns()
                + " turns and every one of the " + replay.events().size() + " events are the same");
        return 0;
    }
}
