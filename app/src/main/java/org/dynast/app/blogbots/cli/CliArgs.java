package org.dynast.app.blogbots.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import org.dynast.app.module.Command;
import org.dynast.model.blogbots.arena.ArenaFiles.ArenaFileException;
import org.dynast.model.blogbots.arena.ArenaFiles;
import org.dynast.model.blogbots.arena.Configuration;
import org.dynast.model.blogbots.arena.Entrant;
import org.dynast.model.blogbots.arena.Facing;
import org.dynast.model.blogbots.bots.Catalogue;

/** Shared argument readers of the arena commands. */
final class CliArgs {

    private CliArgs() {
    }

    /** Reads an Operator's Bot file (a House Bot's file serves as an Operator's Bot), or says where and why not. */
    static Entrant bot(String file, String command, PrintStream err) {
        Entrant e = read(file, command, err);
        return e == null || !e.houseBot() ? e : new Entrant(e.bot(), e.script(),
                e.operator() == null ? e.name() : e.operator(), false);
    }

    /**
     * Null if every Bot has a name of its own, else the refusal (issue 33: two Bots of the same name were run, and
     * their replay was then refused, as its events name the Bots).
     */
    static String sameName(List<Entrant> bots) {
        Set<String> seen = new HashSet<>();
        for (Entrant e : bots) {
            if (e != null && !seen.add(e.name().strip().toLowerCase(Locale.ROOT))) {
                return "two Bots are both named " + e.name() + ": a Bout's events and its replay name each Bot, so "
                        + "each needs a name of its own (rename one in its file)";
            }
        }
        return null;
    }

    /** Reads a House Bot's file (any Bot file serves as a House Bot), or says where and why not. */
    static Entrant house(String file, String command, PrintStream err) {
        Entrant e = read(file, command, err);
        return e == null ? null : new Entrant(e.bot(), e.script(), null, true);
    }

    private static Entrant read(String file, String command, PrintStream err) {
        try {
            return ArenaFiles.readBot(Path.of(file), Catalogue.shipped());
        } catch (ArenaFileException e) {
            err.println("dynast " + command + ": " + e.getMessage());
        }
        return null;
    }

    /** The standard configuration, or one drawn from the seed (its own stream, apart from the Bout's). */
    static Configuration configuration(boolean random, Entrant house, long seed) {
        if (!random) {
            // the House bot Configuration sets "the Condition of all of its components" to 80%, as when drawn
            return house == null ? Configuration.standard() : new Configuration(false, List.of(),
                    Configuration.atEighty(house),
                    new Random(seed ^ 0x5DEECE66DL).nextBoolean() ? Facing.LEFT
                            : Facing.RIGHT);
        }
        return Configuration.generate(new Random(seed ^ 0x5DEECE66DL), house == null ? List.of() : List.of(house));
    }
}
