package org.dynast.app.blogbots.cli;

import org.dynast.app.cli.Command;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import org.dynast.model.blogbots.arena.ArenaFiles;
import org.dynast.model.blogbots.arena.ArenaFiles.ArenaFileException;
import org.dynast.model.blogbots.arena.ArenaFiles.Replay;
import org.dynast.model.blogbots.arena.BoutEngine;
import org.dynast.model.blogbots.arena.BoutEvent;
import org.dynast.model.blogbots.bots.Catalogue;

/**
 * {@code dynast replay FILE [--events]}: reads a Bout replay (refusing a malformed or inconsistent one with where and
 * why), prints its outcome and re-simulates it from its inputs and seed, comparing the outcome, the turn count and
 * every event; any difference exits 1. A player-safe replay has no Scripts or seed: it is checked for structure only,
 * and says so.
 */
public final class ReplayCommand implements Command {

    @Override
    public String name() {
        return "replay";
    }

    @Override
    public String usage() {
        return "FILE [--events]  read a Bout replay and check it re-simulates event by event";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        boolean events = args.contains("--events");
        List<String> files = args.stream().filter(a -> !a.equals("--events")).toList();
        if (files.size() != 1 || files.get(0).startsWith("--")) {
            err.println("dynast replay: give one replay file. Usage: dynast replay " + usage());
            return 2;
        }
        String file = files.get(0);
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
