package org.dynast.model.blogbots.arena;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.BotFigures;
import org.dynast.model.blogbots.bots.Catalogue;
import org.dynast.model.blogbots.bots.EngineType;
import org.dynast.model.blogbots.bots.SystemType;
import org.dynast.model.blogbots.bots.script.BotScriptParser;
import org.dynast.model.blogbots.bots.script.Reaction;
import org.dynast.model.blogbots.bots.script.ScriptLine;
import org.dynast.model.blogbots.bots.script.ScriptReport;

/**
 * The Ruleset 205 Arena: runs one Bout exactly as "The Arena", "Ending a Bout", "Configuration",
 * "BotScript", "When Push Comes to Shove", the Statuses and the Systems' Effects say, from one seeded
 * {@link Random} (whose algorithm the Java specification fixes) seeded with the SplitMix64 mix of the
 * Bout's seed (so that neighbouring seeds do not draw alike first values), so that a Bout
 * is fully determined by (bots, scripts, configuration, seed). Every choice the rules leave open is in
 * docs/rulings.md under "Ruleset 205 arena".
 *
 * <p>The engine is stateless and thread-safe: each {@link #run} builds its own state. Scripts are read
 * once by {@link #prepare}, so a batch of Bouts does not read them again.
 */
public final class BoutEngine {

    public static final String GENERATOR = "java.util.Random(splitmix64(seed))";
    /** "Sixty turns have elapsed" */
    public static final int DOMINATION_TURNS = 60;
    /** A guard the rules make unreachable (Sudden Death detonates every square for certain from turn 70). */
    static final int TURN_GUARD = 1_000;

    private final Catalogue catalogue;
    private final BotScriptParser parser;

    public BoutEngine(Catalogue catalogue) {
        this.catalogue = Objects.requireNonNull(catalogue, "catalogue");
        this.parser = new BotScriptParser(catalogue);
    }

    public Catalogue catalogue() {
        return catalogue;
    }

    /**
     * An entrant with its Script read and its figures looked up once; {@link #names()} are the names of the Bots in
     * play its Script was read with (null: read without them).
     */
    public static final class Prepared {
        final Entrant entrant;
        final List<String> names;
        final ScriptReport report;
        final ScriptLine[] lines;
        final SystemKind[] kinds;
        final SystemType[] types;
        final int power;
        final int consumption;
        final boolean duplicateSystems;
        /** A bit per SystemKind the Bot has (working or not), to skip looking for Systems it has not. */
        final long kindMask;
        /** Per System: whether its Effect is "No effect." (or unknown to the catalogue). */
        final boolean[] noEffect;
        /** The component index of each System name the Script's Reactions use (names as the parser gave them). */
        final Map<String, Integer> systemIndex = new HashMap<>();
        /** Per line: whether the Trigger, the Reaction is Advanced. */
        final boolean[] triggerAdvanced;
        final boolean[] reactionAdvanced;

        Prepared(Entrant entrant, List<String> names, Catalogue catalogue, BotScriptParser parser) {
            this.entrant = entrant;
            this.names = names;
            Bot bot = entrant.bot();
            this.report = ScriptReport.read(entrant.script(), bot, catalogue, parser, names);
            this.lines = report.lines().stream().map(ScriptReport.Checked::line).toArray(ScriptLine[]::new);
            int n = bot.systems().size();
            kinds = new SystemKind[n];
            types = new SystemType[n];
            for (int i = 0; i < n; i++) {
                kinds[i] = SystemKind.of(bot.systems().get(i).name());
                types[i] = catalogue.system(bot.systems().get(i).name()).orElse(null);
            }
            long mask = 0;
            noEffect = new boolean[n];
            for (int i = 0; i < n; i++) {
                mask |= 1L << kinds[i].ordinal();
                noEffect[i] = types[i] == null || types[i].noEffect();
            }
            kindMask = mask;
            triggerAdvanced = new boolean[lines.length];
            reactionAdvanced = new boolean[lines.length];
            for (int l = 0; l < lines.length; l++) {
                triggerAdvanced[l] = lines[l].trigger().advanced();
                reactionAdvanced[l] = lines[l].reaction().advanced();
                index(lines[l].reaction(), bot);
            }
            power = catalogue.engine(bot.engine().name()).map(EngineType::powerOutput).orElse(0);
            consumption = BotFigures.of(bot, catalogue).consumption();
            duplicateSystems = BotFigures.of(bot, catalogue).trashedWhy().stream()
                    .anyMatch(w -> w.startsWith("it has multiple Systems"));
        }

        private void index(Reaction r, Bot bot) {
            String name = r instanceof Reaction.UseSystem u ? u.system()
                    : r instanceof Reaction.UseOnInflicter u ? u.system() : null;
            if (r instanceof Reaction.Both b) {
                index(b.first(), bot);
                index(b.second(), bot);
            }
            if (name != null) {
                int found = -1;
                for (int i = 0; i < bot.systems().size(); i++) {
                    if (bot.systems().get(i).name().equalsIgnoreCase(name)) {
                        found = 2 + i;
                        break;
                    }
                }
                systemIndex.put(name, found);
            }
        }

        public Entrant entrant() {
            return entrant;
        }

        public ScriptReport report() {
            return report;
        }

        public List<String> names() {
            return names;
        }
    }

    /**
     * Prepares {@code entrant} without the names of the Bots in play: an Opponent's name in its Script is read as one
     * word. A Bout run with it reads the Script again with the Bout's names.
     */
    public Prepared prepare(Entrant entrant) {
        return prepare(entrant, null);
    }

    /**
     * Prepares {@code entrant} for a Bout whose Bots are named {@code names} ({@link #namesInPlay}): "Y is the name of a
     * single Opponent that is a current participant in the same Bout as the Actor", so the Script reads those names
     * whole, spaces and apostrophes included.
     */
    public Prepared prepare(Entrant entrant, Collection<String> names) {
        return new Prepared(Objects.requireNonNull(entrant, "entrant"), names == null ? null : List.copyOf(names),
                catalogue, parser);
    }

    /** The names in play in a Bout: its two entrants' Bots and its House Bot's (if any). */
    public static List<String> namesInPlay(Entrant first, Entrant second, Entrant houseBot) {
        List<String> names = new ArrayList<>(List.of(first.name(), second.name()));
        if (houseBot != null) {
            names.add(houseBot.name());
        }
        return List.copyOf(names);
    }

    /** {@code p}, read with {@code names}: as it is if it was, else read again. */
    private Prepared inPlay(Prepared p, List<String> names) {
        return names.equals(p.names) ? p : prepare(p.entrant, names);
    }

    /** Runs a Bout and records its events. */
    public BoutResult run(Entrant first, Entrant second, Configuration configuration, long seed) {
        List<String> names = namesInPlay(first, second, configuration.houseBot());
        return run(prepare(first, names), prepare(second, names), configuration, seed, true);
    }

    /**
     * Runs a Bout; {@code record} false skips the event list (for batches), with the same outcome. Entrants prepared
     * with other names than the Bout's (or none) have their Scripts read again with the Bout's names.
     */
    public BoutResult run(Prepared first, Prepared second, Configuration configuration, long seed, boolean record) {
        List<String> names = namesInPlay(first.entrant, second.entrant, configuration.houseBot());
        Prepared house = configuration.houseBot() == null ? null : prepare(configuration.houseBot(), names);
        return new Bout(inPlay(first, names), inPlay(second, names), house, configuration, seed, record, null).run();
    }

    /** Runs the Bout a setup states (issue 14: "A bout setup file ... states everything a Bout starts from"). */
    public BoutResult run(BoutSetup setup) {
        return run(setup, true);
    }

    public BoutResult run(BoutSetup setup, boolean record) {
        Configuration configuration = setup.configuration();
        List<String> names = namesInPlay(setup.first(), setup.second(), configuration.houseBot());
        Prepared house = configuration.houseBot() == null ? null : prepare(configuration.houseBot(), names);
        return new Bout(prepare(setup.first(), names), prepare(setup.second(), names), house, configuration,
                setup.seed(), record, setup).run();
    }

    /**
     * Runs the Bout {@code setup} states, or (with no setup) the Bout of {@code first}, {@code second},
     * {@code configuration} and {@code seed}, up to the end of turn {@code turn}, and gives the Bout as it stands then
     * (null if it ended by then).
     */
    BoutResume.Captured captureAfter(BoutSetup setup, int turn) {
        Configuration configuration = setup.configuration();
        List<String> names = namesInPlay(setup.first(), setup.second(), configuration.houseBot());
        Prepared house = configuration.houseBot() == null ? null : prepare(configuration.houseBot(), names);
        boolean plain = !setup.isPlaced() && setup.turn() == 1 && setup.resume() == null && setup.houseAt() == null;
        Bout bout = new Bout(prepare(setup.first(), names), prepare(setup.second(), names), house, configuration,
                setup.seed(), true, plain ? null : setup);
        bout.captureAfter = turn;
        bout.run();
        return bout.captured;
    }

    /** The SplitMix64 finaliser: neighbouring seeds give unrelated generator seeds. */
    static long mix(long seed) {
        long z = seed + 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * "one Bot has a Tally that is higher than its Opponent by at least 10%": {@code tally} is higher and at
     * least 110% of {@code other} (so any positive Tally dominates a Tally of zero).
     */
    public static boolean dominates(int tally, int other) {
        return tally > other && 10L * tally >= 11L * other;
    }
}
