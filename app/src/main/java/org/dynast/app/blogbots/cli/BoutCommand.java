package org.dynast.app.blogbots.cli;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.dynast.app.cli.CommandFiles;
import org.dynast.app.module.Command;
import org.dynast.model.blogbots.arena.ArenaFiles.ArenaFileException;
import org.dynast.model.blogbots.arena.ArenaFiles.Replay;
import org.dynast.model.blogbots.arena.ArenaFiles;
import org.dynast.model.blogbots.arena.BoutEngine;
import org.dynast.model.blogbots.arena.BoutEvent;
import org.dynast.model.blogbots.arena.BoutResult;
import org.dynast.model.blogbots.arena.BoutSetup;
import org.dynast.model.blogbots.arena.BoutSetupFile;
import org.dynast.model.blogbots.arena.Configuration;
import org.dynast.model.blogbots.arena.Entrant;
import org.dynast.model.blogbots.bots.Catalogue;
import org.dynast.model.blogbots.bots.script.Diagnostic;
import org.dynast.model.blogbots.bots.script.ScriptReport;
import picocli.CommandLine;

/**
 * {@code dynast bout BOT1.json BOT2.json [--seed=N] [--replay=FILE] [--player-safe=FILE] [--config=random]
 * [--house=HOUSE.json] [--events]} or {@code dynast bout --setup=FILE [--events] [--replay=OUT]}: runs one Bout
 * under Ruleset 205 (from two Bot files, or from a bout setup file), prints its summary and writes the replay (by
 * default {@code bout-SEED.bout}).
 */
@CommandLine.Command(name = "bout", description = {"Run one Bout under Ruleset 205 and write its replay "
        + "(by default bout-SEED.bout): from two Bot files, or from a bout setup file (--setup)."})
public final class BoutCommand extends Command {

    @CommandLine.Parameters(paramLabel = "BOT.json", arity = "0..2", description = "the two Bots' files")
    List<String> files = new ArrayList<>();

    @CommandLine.Option(names = "--seed", paramLabel = "N", description = "the Bout's seed (default: drawn)")
    Long seed;

    @CommandLine.Option(names = "--replay", paramLabel = "FILE", description = "where to write the replay")
    String replayFile;

    @CommandLine.Option(names = "--player-safe", paramLabel = "FILE",
            description = "also write a player-safe replay (no Scripts or seed) there")
    String safeFile;

    /** The arena's Configuration: the standard one, or one drawn from the seed. */
    enum Config { standard, random }

    @CommandLine.Option(names = "--config", paramLabel = "standard|random", defaultValue = "standard",
            description = "the standard Configuration or one drawn from the seed (default: ${DEFAULT-VALUE})")
    Config config;

    @CommandLine.Option(names = "--house", paramLabel = "BOT.json", description = "a House Bot's file")
    String house;

    @CommandLine.Option(names = "--setup", paramLabel = "SETUP.json",
            description = "a bout setup file stating the Bots, House Bot, Configuration and seed")
    String setupFile;

    @CommandLine.Option(names = "--events", description = "print every event")
    boolean events;

    @Override
    protected int run() throws Exception {
        boolean randomConfig = config == Config.random;
        if (setupFile != null) {
            if (!files.isEmpty() || seed != null || randomConfig || house != null) {
                return badArguments("a bout setup file states the Bots, House Bot, Configuration and seed; give "
                        + "no Bot files, --seed, --config or --house with --setup");
            }
            return runSetup(setupFile, events, replayFile, safeFile, out, err);
        }
        if (files.size() != 2) {
            return badArguments("a Bout takes two Bot files");
        }
        Entrant first = CliArgs.bot(files.get(0), "bout", err);
        Entrant second = CliArgs.bot(files.get(1), "bout", err);
        Entrant houseBot = house == null ? null : CliArgs.house(house, "bout", err);
        if (first == null || second == null || house != null && houseBot == null) {
            return 1;
        }
        String same = CliArgs.sameName(Arrays.asList(first, second, houseBot));
        if (same != null) {
            err.println("dynast bout: " + same);
            return 1;
        }
        long s = seed == null ? new SecureRandom().nextLong() : seed;
        Configuration configuration = CliArgs.configuration(randomConfig, houseBot, s);
        Catalogue catalogue = Catalogue.shipped();
        BoutEngine engine = new BoutEngine(catalogue);
        List<String> names = BoutEngine.namesInPlay(first, second, configuration.houseBot());
        for (Entrant e : List.of(first, second)) {
            ScriptReport report = engine.prepare(e, names).report();
            for (Diagnostic d : report.diagnostics()) {
                err.println(e.name() + "'s Script " + d);
            }
        }
        BoutResult r = engine.run(first, second, configuration, s);
        return report(first, second, configuration, s, r, events, replayFile, safeFile, out);
    }

    private int runSetup(String file, boolean events, String replayFile, String safeFile, PrintStream out,
                         PrintStream err) throws Exception {
        Catalogue catalogue = Catalogue.shipped();
        BoutSetup setup;
        try {
            setup = BoutSetupFile.read(Path.of(file), catalogue);
        } catch (NoSuchFileException e) {
            err.println("dynast bout: no file " + file);
            return 1;
        } catch (ArenaFileException e) {
            err.println("dynast bout: " + file + ": " + e.getMessage());
            return 1;
        }
        BoutEngine engine = new BoutEngine(catalogue);
        List<Entrant> scripted = new ArrayList<>(List.of(setup.first(), setup.second()));
        if (setup.configuration().houseBot() != null) {
            scripted.add(setup.configuration().houseBot());
        }
        // the Script is read with the names in play, as the Bout reads it: "If Iron Maiden is …" names an opponent of
        // two words, and is not "ignored" (issue 33)
        List<String> names = BoutEngine.namesInPlay(setup.first(), setup.second(), setup.configuration().houseBot());
        for (Entrant e : scripted) {
            for (Diagnostic d : engine.prepare(e, names).report().diagnostics()) {
                err.println(e.name() + "'s Script " + d);
            }
        }
        BoutResult r = engine.run(setup);
        return report(Replay.of(setup, r), setup.first(), setup.second(), setup.configuration(), setup.seed(), r,
                events, replayFile, safeFile, out);
    }

    private int report(Entrant first, Entrant second, Configuration configuration, long s, BoutResult r,
                       boolean events, String replayFile, String safeFile, PrintStream out) throws Exception {
        return report(Replay.of(first, second, configuration, s, r), first, second, configuration, s, r, events,
                replayFile, safeFile, out);
    }

    private int report(Replay replay, Entrant first, Entrant second, Configuration configuration, long s, BoutResult r,
                       boolean events, String replayFile, String safeFile, PrintStream out) throws Exception {
        Path path = Path.of(replayFile == null ? "bout-" + s + ".bout" : replayFile);
        Files.writeString(path, ArenaFiles.writeReplay(replay), StandardCharsets.UTF_8);
        if (events) {
            for (BoutEvent e : r.events()) {
                out.println("  " + e);
            }
        }
        out.println("Bout " + ArenaFiles.describe(first.bot()) + " v " + ArenaFiles.describe(second.bot()));
        out.println("Configuration: " + (configuration.isStandard() ? "standard (spaces 1 to 19)"
                : String.join("; ", replay.variations())));
        out.println(r.events().get(0).text());
        out.println(r.ending().word() + " after " + r.turns() + " turns (" + r.rounds() + " rounds)"
                + (r.suddenDeath() ? ", in Sudden Death" : "") + ": " + r.winnerName() + " wins (" + r.why() + ")");
        for (int i = 0; i < r.names().size(); i++) {
            out.println("  " + ArenaFiles.describe(r.bots().get(i)) + ", Tally " + r.tallies().get(i));
        }
        out.println("seed " + s + " (" + BoutEngine.GENERATOR + "); " + r.events().size() + " events; replay written to "
                + path);
        if (safeFile != null) {
            Files.writeString(Path.of(safeFile), ArenaFiles.writeReplay(replay.toPlayerSafe()), StandardCharsets.UTF_8);
            out.println("player-safe replay written to " + safeFile);
        }
        return 0;
    }
}
