package org.dynast.app.blogbots.cli;

import org.dynast.app.cli.Command;
import org.dynast.app.cli.CommandFiles;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import org.dynast.model.blogbots.arena.ArenaFiles;
import org.dynast.model.blogbots.arena.ArenaFiles.ArenaFileException;
import org.dynast.model.blogbots.arena.ArenaFiles.Replay;
import org.dynast.model.blogbots.arena.BoutEngine;
import org.dynast.model.blogbots.arena.BoutEvent;
import org.dynast.model.blogbots.bots.Catalogue;

/**
 * {@code dynast replay FILE [--events]}: reads a Bout replay, prints its outcome and re-simulates it from
 * its inputs and seed, checking every event (a player-safe replay is only read and shown).
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
            replay = ArenaFiles.readReplay(Files.readString(Path.of(file), StandardCharsets.UTF_8));
        } catch (NoSuchFileException e) {
            err.println("dynast replay: no such file " + file);
            return 1;
        } catch (ArenaFileException e) {
            err.println("dynast replay: " + file + ": " + e.getMessage());
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
            out.println("player-safe replay: no Scripts or seed, so it cannot be re-simulated");
            return 0;
        }
        String difference = replay.verify(new BoutEngine(Catalogue.shipped()));
        if (difference != null) {
            err.println("dynast replay: " + file + " does not re-simulate: " + difference);
            return 1;
        }
        out.println("re-simulated from seed " + replay.seed() + ": every event is the same");
        return 0;
    }
}
