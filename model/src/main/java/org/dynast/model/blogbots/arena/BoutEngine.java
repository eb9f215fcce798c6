package org.dynast.model.blogbots.arena;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.BotFigures;
import org.dynast.model.blogbots.bots.Catalogue;
import org.dynast.model.blogbots.bots.EngineType;
import org.dynast.model.blogbots.bots.Part;
import org.dynast.model.blogbots.bots.SystemType;
import org.dynast.model.blogbots.bots.script.BotScriptParser;
import org.dynast.model.blogbots.bots.script.Reaction;
import org.dynast.model.blogbots.bots.script.ScriptLine;
import org.dynast.model.blogbots.bots.script.ScriptReport;
import org.dynast.model.blogbots.bots.script.Status;
import org.dynast.model.blogbots.bots.script.Trigger;

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
     * "one Bot has a Tally that is higher than its Opponent by at least 10%": {@code tally} is higher and at
     * least 110% of {@code other} (so any positive Tally dominates a Tally of zero).
     */
    /** The SplitMix64 finaliser: neighbouring seeds give unrelated generator seeds. */
    static long mix(long seed) {
        long z = seed + 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    static boolean dominates(int tally, int other) {
        return tally > other && 10L * tally >= 11L * other;
    }

    // =====================================================================================================

    private static final int ENGINE = 0;
    private static final int CHASSIS = 1;

    /** One Bot in a running Bout: mutable, private to one run. */
    private static final class Fighter {
        final Prepared p;
        final String name;
        final int entrantIndex;
        final boolean house;
        final int[] cond;
        final int[] shock;
        int order;
        int pos;
        /** 0 on the numbered row; 1 above it, -1 below it (Physical Obstacles). */
        int row;
        Facing facing;
        boolean removed;
        boolean evading;
        boolean evadedThisTurn;
        boolean evadedLastTurn;
        boolean blocking;
        boolean springs;
        boolean flipped;
        int flippedTurn;
        int flipImmuneThrough = -1;
        boolean scorched;
        boolean loose;
        boolean scrambled;
        boolean scrambledEver;
        int scrambleEndRound = Integer.MAX_VALUE;
        int scrambleEndTurn = Integer.MAX_VALUE;
        final List<Fighter> anchors = new ArrayList<>(1);
        final Fighter[] inflicter = new Fighter[Status.values().length];
        int scratchTurn = -1;
        int tally;
        long movedSeq;
        int lastLine;
        int prevLine;
        String thisTurnSystem;
        long adjacentAtStart;
        Map<String, Long> tokens;
        int[] triggerOrder;
        int[] reactionOrder;

        Fighter(Prepared p, int entrantIndex) {
            this.p = p;
            this.name = p.entrant.name();
            this.entrantIndex = entrantIndex;
            this.house = p.entrant.houseBot();
            Bot bot = p.entrant.bot();
            cond = new int[2 + bot.systems().size()];
            shock = new int[cond.length];
            cond[ENGINE] = bot.engine().condition();
            cond[CHASSIS] = bot.chassis().condition();
            for (int i = 0; i < bot.systems().size(); i++) {
                cond[2 + i] = bot.systems().get(i).condition();
            }
            int n = p.lines.length;
            triggerOrder = new int[n];
            reactionOrder = new int[n];
            for (int i = 0; i < n; i++) {
                triggerOrder[i] = i;
                reactionOrder[i] = i;
            }
        }

        int systems() {
            return cond.length - 2;
        }

        /** Shock damage: "treated as if it had a condition of 33 fewer percentage points ... (to a minimum of 0)". */
        int eff(int i) {
            int s = shock[i];
            return s == 0 ? cond[i] : Math.max(0, cond[i] - 33 * s);
        }

        /** The index (in cond) of the first working System of this kind, or -1 ("Condition of 0%": "No effect."). */
        int working(SystemKind kind) {
            if ((p.kindMask & (1L << kind.ordinal())) == 0) {
                return -1;
            }
            SystemKind[] kinds = p.kinds;
            for (int i = 0; i < kinds.length; i++) {
                if (kinds[i] == kind && eff(2 + i) > 0) {
                    return 2 + i;
                }
            }
            return -1;
        }

        /** Back-up Battery: "the Condition of the Engine plus 25% of the Condition of this system, up to 100%". */
        int engineCondition() {
            int e = eff(ENGINE);
            int b = working(SystemKind.BATTERY);
            return b < 0 ? e : Math.min(100, e + eff(b) / 4);
        }

        int effectivePower() {
            return Math.floorDiv(p.power * engineCondition(), 100);
        }

        boolean defunct() {
            return p.consumption > effectivePower();
        }

        boolean trashed() {
            return engineCondition() == 0 || eff(CHASSIS) == 0 || p.duplicateSystems;
        }

        boolean inBounds() {
            return pos >= 1 && pos <= 19;
        }

        boolean present() {
            return !removed && !evading;
        }

        boolean has(Status s) {
            return switch (s) {
                case FLIPPED -> flipped;
                case SCORCHED -> scorched;
                case LOOSE -> loose;
                case SCRAMBLED -> scrambled;
                case ANCHORED -> !anchors.isEmpty();
            };
        }

        /** The frontmost System (skipping Systems at 0%), or -1. */
        int frontmost() {
            for (int i = 2; i < cond.length; i++) {
                if (eff(i) > 0) {
                    return i;
                }
            }
            return -1;
        }

        /** Shove Power: "Effective Power Output minus 50% of the consumption of the chassis and every system". */
        double shovePower() {
            return effectivePower() - p.consumption / 2.0;
        }
    }

    // =====================================================================================================

    private final class Bout {
        final Configuration cfg;
        final long seed;
        final boolean rec;
        final Random rnd;
        final Fighter[] all;
        final Fighter[] order;
        final List<BoutEvent> events;
        int turn = 1;
        int round = 1;
        int turnsThisRound;
        boolean suddenDeath;
        long seq;
        /**
         * The Physical Obstacle squares of this Bout, lettered A, B, … in this order: the configuration's (left to
         * right), then any added during the Bout by a removed House Bot, each taking the next letter.
         */
        final List<Configuration.Obstacle> obstacles;

        /** The Fighter whose turn {@link #turn} is at the start (0 unless a setup starts later). */
        int firstActor;

        Bout(Prepared first, Prepared second, Prepared house, Configuration cfg, long seed, boolean rec,
             BoutSetup setup) {
            boolean placed = setup != null && setup.isPlaced();
            this.cfg = cfg;
            this.obstacles = new ArrayList<>(cfg.obstacles());
            this.seed = seed;
            this.rec = rec;
            this.rnd = new Random(mix(seed));
            this.events = rec ? new ArrayList<>() : List.of();
            Fighter a = new Fighter(first, 0);
            Fighter b = new Fighter(second, 1);
            Fighter h = house == null ? null : new Fighter(house, 2);
            all = h == null ? new Fighter[] {a, b} : new Fighter[] {a, b, h};
            // "the bots are randomly assigned to one of two starting locations"
            boolean firstLeft = rnd.nextBoolean();
            String why = "drawn at random";
            // "While a System has a Condition of 0%, then its Effect is considered to be “No effect.”": a Nox Tank
            // or Ablative Plating at 0% (a Nox Tank ends every Bout there) neither forces a side nor stops one
            boolean aNox = a.working(SystemKind.NOX_TANK) >= 0;
            boolean bNox = b.working(SystemKind.NOX_TANK) >= 0;
            boolean hNox = h != null && h.working(SystemKind.NOX_TANK) >= 0;
            boolean aAbl = a.working(SystemKind.ABLATIVE) >= 0;
            boolean bAbl = b.working(SystemKind.ABLATIVE) >= 0;
            boolean hAbl = h != null && h.working(SystemKind.ABLATIVE) >= 0;
            if (aNox && !bNox && !hNox && !aAbl) {
                firstLeft = true;
                why = a.name + " has the only Nox Tank";
            } else if (bNox && !aNox && !hNox && !bAbl) {
                firstLeft = false;
                why = b.name + " has the only Nox Tank";
            } else if (aAbl && !bAbl && !hAbl) {
                firstLeft = false;
                why = a.name + " has the only Ablative Plating";
            } else if (bAbl && !aAbl && !hAbl) {
                firstLeft = true;
                why = b.name + " has the only Ablative Plating";
            }
            if (placed) {
                firstLeft = setup.firstAt().square() <= setup.secondAt().square();
                why = "placed";
            }
            Fighter left = firstLeft ? a : b;
            Fighter right = firstLeft ? b : a;
            left.pos = 4;
            left.facing = Facing.RIGHT;
            right.pos = 16;
            right.facing = Facing.LEFT;
            if (placed) {
                a.pos = setup.firstAt().square();
                a.facing = setup.firstAt().facing();
                b.pos = setup.secondAt().square();
                b.facing = setup.secondAt().facing();
            }
            if (h != null) {
                BoutSetup.Placement at = setup == null ? null : setup.houseAt();
                h.pos = at == null ? 10 : at.square();
                h.facing = at == null ? cfg.houseFacing() : at.facing();
                order = new Fighter[] {left, h, right};
            } else {
                order = new Fighter[] {left, right};
            }
            for (int i = 0; i < order.length; i++) {
                order[i].order = i;
            }
            if (setup != null) {
                applySetup(setup, a, b, h);
            }
            if (rec) {
                ev(BoutEvent.Kind.START, null, 0, left.name + " starts in space " + left.pos + " facing "
                        + left.facing.name().toLowerCase(Locale.ROOT) + ", " + right.name + " in space " + right.pos
                        + " facing " + right.facing.name().toLowerCase(Locale.ROOT) + " (" + why + ")" + (h == null ? "" : "; House Bot " + h.name
                        + " in space " + h.pos + " facing " + h.facing.name().toLowerCase(Locale.ROOT))
                        + (cfg.isStandard() ? "" : "; configuration: " + String.join(", ", cfg.variations())));
            }
            for (Fighter f : order) {
                for (int i = 0; i < f.p.kinds.length; i++) {
                    if (turn == 1 && f.p.kinds[i] == SystemKind.NOX_TANK && f.cond[2 + i] > 0) {
                        // "At the start of a Bout this System's Condition drops to 0%."
                        f.cond[2 + i] = 0;
                        if (rec) {
                            ev(BoutEvent.Kind.CONDITION, f.name, 0, "Nox Tank drops to 0% at the start of the Bout");
                        }
                    }
                }
                f.blocking = f.working(SystemKind.MITT) >= 0;
            }
            if (h != null) {
                // "A trashed or defunct house bot is immediately removed from the bout": one that is so from the
                // start (80% Conditions can leave it short of power; duplicate Systems trash it) never acts
                removeIfDown(h);
            }
        }

        /** A setup's rows, evasions, Tallies, Statuses and later start (turn, round, whose turn, Sudden Death). */
        void applySetup(BoutSetup setup, Fighter a, Fighter b, Fighter h) {
            Fighter[] fs = {a, b, h};
            BoutSetup.Placement[] at = {setup.firstAt(), setup.secondAt(), setup.houseAt()};
            for (int k = 0; k < 3; k++) {
                Fighter f = fs[k];
                BoutSetup.Placement p = at[k];
                if (f == null || p == null) {
                    continue;
                }
                f.row = p.row();
                f.evading = p.evading();
                f.evadedThisTurn = p.evading();
                f.tally = p.tally();
                for (String st : p.statuses()) {
                    String w = st.trim();
                    if (w.equalsIgnoreCase("Flipped")) {
                        f.flipped = true;
                        f.flippedTurn = setup.turn() - 1;
                    } else if (w.equalsIgnoreCase("Scorched")) {
                        f.scorched = true;
                    } else if (w.equalsIgnoreCase("Loose")) {
                        f.loose = true;
                    } else if (w.equalsIgnoreCase("Scrambled")) {
                        f.scrambled = true;
                        f.scrambledEver = true;
                    } else if (w.regionMatches(true, 0, "Anchored ", 0, 9)) {
                        String name = w.substring(9).trim();
                        for (Fighter x : fs) {
                            if (x != null && x != f && x.name.equalsIgnoreCase(name)) {
                                f.anchors.add(x);
                                f.inflicter[Status.ANCHORED.ordinal()] = x;
                            }
                        }
                    }
                }
            }
            turn = setup.turn();
            int n = order.length;
            round = 1 + (turn - 1) / n;
            turnsThisRound = (turn - 1) % n;
            for (Fighter f : order) {
                if (f.scrambled) {
                    f.scrambleEndRound = round + 3;
                }
            }
            firstActor = (turn - 1) % n;
            if (setup.next() != null) {
                for (int i = 0; i < n; i++) {
                    if (order[i].name.equalsIgnoreCase(setup.next())) {
                        firstActor = i;
                    }
                }
            }
            // "If, after sixty turns, [no Bot dominates] ... the Bout enters Sudden Death"
            suddenDeath = turn > DOMINATION_TURNS;
        }

        // ------------------------------------------------------------------------------ events

        /** The letter of the obstacle square above ({@code row} 1) or below ({@code row} -1) {@code square}, or 0. */
        char letter(int square, int row) {
            for (int i = 0; i < obstacles.size(); i++) {
                Configuration.Obstacle o = obstacles.get(i);
                if (o.square() == square && (o.above() ? 1 : -1) == row) {
                    return (char) ('A' + i);
                }
            }
            return 0;
        }

        void ev(BoutEvent.Kind kind, String bot, int line, String text) {
            ev(kind, bot, line, text, null);
        }

        void ev(BoutEvent.Kind kind, String bot, int line, String text, Configuration.Obstacle obstacle) {
            List<BotState> states = new ArrayList<>(order.length);
            for (Fighter f : order) {
                List<Integer> systems = new ArrayList<>(f.systems());
                for (int i = 2; i < f.cond.length; i++) {
                    systems.add(f.cond[i]);
                }
                List<String> statuses = new ArrayList<>(4);
                if (f.flipped) {
                    statuses.add("Flipped");
                }
                if (f.scorched) {
                    statuses.add("Scorched");
                }
                if (f.loose) {
                    statuses.add("Loose");
                }
                if (f.scrambled) {
                    statuses.add("Scrambled");
                }
                for (Fighter x : f.anchors) {
                    statuses.add("Anchored " + x.name);
                }
                char letter = f.row == 0 ? 0 : letter(f.pos, f.row);
                states.add(new BotState(f.name, f.pos, f.facing, f.evading, f.blocking, f.cond[ENGINE],
                        f.cond[CHASSIS], systems, statuses, f.tally, !f.removed, letter == 0 ? null : String.valueOf(letter)));
            }
            events.add(new BoutEvent(turn, round, kind, bot, line, text, states, obstacle));
        }

        // ------------------------------------------------------------------------------ the loop

        BoutResult run() {
            int next = firstActor;
            while (true) {
                Fighter actor = order[next];
                startTurn(actor);
                runScript(actor);
                endTurn(actor);
                BoutResult result = checkEnd();
                if (result != null) {
                    return result;
                }
                turn++;
                turnsThisRound++;
                int active = 0;
                for (Fighter f : order) {
                    if (!f.removed) {
                        active++;
                    }
                }
                // "Each time X turns have passed since the last time the current round increased ... the
                // current round increases by 1"
                if (turnsThisRound >= active) {
                    round++;
                    turnsThisRound = 0;
                    for (Fighter f : order) {
                        if (f.scrambled && round >= f.scrambleEndRound) {
                            unscramble(f);
                        }
                    }
                }
                if (turn > TURN_GUARD) {
                    throw new IllegalStateException("A Bout ran past turn " + TURN_GUARD + " (seed " + seed + ").");
                }
                do {
                    next = (next + 1) % order.length;
                } while (order[next].removed);
            }
        }

        void startTurn(Fighter a) {
            a.blocking = a.working(SystemKind.MITT) >= 0;
            a.evadedLastTurn = a.evadedThisTurn;
            a.evadedThisTurn = false;
            a.prevLine = a.lastLine;
            a.lastLine = 0;
            a.thisTurnSystem = null;
            if (a.evading) {
                // "not considered to be present in any space until the start of its next Turn"
                a.evading = false;
                Fighter other = presentAt(a.pos, a);
                if (other != null) {
                    // "If multiple Bots occupy the same space, they both take Scratch Damage and the bot that
                    // moved most recently bypasses forwards to the first empty space it reaches."
                    if (rec) {
                        ev(BoutEvent.Kind.EVADE, a.name, 0, a.name + " returns to space " + a.pos + ", occupied by "
                                + other.name);
                    }
                    scratch(a, 1, null, false);
                    scratch(other, 1, null, false);
                    Fighter mover = other.movedSeq > a.movedSeq ? other : a;
                    int sq = mover.pos;
                    int row = mover.row;
                    do {
                        sq += mover.facing.step();
                        row = rowAt(sq, row);
                    } while (presentAt(sq, row, mover) != null);
                    // a bypass like any other: Bumper sides catch it and it drags the mover's Anchorer ("Whenever
                    // this Bot moves or bypasses")
                    if (cfg.bumperSides() && (sq < 1 || sq > 19)) {
                        bumper(mover, null);
                    } else {
                        place(mover, sq, row);
                        if (rec) {
                            ev(BoutEvent.Kind.BYPASS, mover.name, 0, mover.name + " bypasses forwards to space " + sq);
                        }
                    }
                    follow(mover);
                }
            }
            long adj = 0;
            for (Fighter f : order) {
                if (f != a && f.present() && f.row == a.row && Math.abs(f.pos - a.pos) == 1) {
                    adj |= 1L << f.order;
                }
            }
            a.adjacentAtStart = adj;
            // Inverter Driver: "ceases to be flipped at the start of its turn, before its script is run"
            if (a.flipped && a.working(SystemKind.INVERTER) >= 0) {
                unflip(a, "Inverter Driver");
            }
            if (a.scrambled) {
                // "Each round a Bot is Scrambled, before running its turn, the Announcer separately randomises
                // the order of its Script's Triggers and Reactions."
                shuffle(a.triggerOrder);
                shuffle(a.reactionOrder);
                if (rec) {
                    ev(BoutEvent.Kind.STATUS, a.name, 0, a.name + "'s Script is scrambled: Triggers "
                            + orderText(a.triggerOrder) + ", Reactions " + orderText(a.reactionOrder));
                }
            }
        }

        String orderText(int[] o) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < o.length; i++) {
                sb.append(i == 0 ? "" : ",").append(o[i] + 1);
            }
            return sb.toString();
        }

        void shuffle(int[] o) {
            for (int i = o.length - 1; i > 0; i--) {
                int j = rnd.nextInt(i + 1);
                int t = o[i];
                o[i] = o[j];
                o[j] = t;
            }
        }

        void runScript(Fighter a) {
            if (a.defunct()) {
                // "The Script of a Defunct Bot is always considered to be blank."
                if (rec) {
                    ev(BoutEvent.Kind.NO_TRIGGER, a.name, 0, a.name + " is Defunct: its Script is blank");
                }
                return;
            }
            ScriptLine[] lines = a.p.lines;
            boolean logic = a.working(SystemKind.LOGIC) >= 0;
            for (int i = 0; i < lines.length; i++) {
                ScriptLine tl = lines[a.triggerOrder[i]];
                ScriptLine rl = lines[a.reactionOrder[i]];
                Trigger trigger = tl.trigger();
                Reaction reaction = rl.reaction();
                if (!logic && (a.p.triggerAdvanced[a.triggerOrder[i]] || a.p.reactionAdvanced[a.reactionOrder[i]])) {
                    continue; // not Resolvable without a working Advanced Logic Module
                }
                if (!logic && (tl.entry() > ScriptReport.LIMIT || rl.entry() > ScriptReport.LIMIT)) {
                    // Advanced Logic Module: "The Script of a bot with this system may be a list of up to 25 Triggers
                    // rather than its normal limit" is part of its Effect, "No effect." at 0%: lines 11 to 25 of a
                    // Script are not run while it is at 0% (or Shocked to 0%)
                    continue;
                }
                if (!isTrue(a, trigger) || !resolvable(a, reaction)) {
                    continue;
                }
                if (a.flipped && movesOrUses(reaction) && !unflips(a, reaction)) {
                    // "any step in its Script that results in it moving or using a System is ignored"
                    if (rec) {
                        ev(BoutEvent.Kind.IGNORED, a.name, tl.entry(), "line #" + tl.entry() + " ignored: " + a.name
                                + " is Flipped");
                    }
                    continue;
                }
                a.lastLine = tl.entry();
                if (rec) {
                    ev(BoutEvent.Kind.TRIGGER, a.name, tl.entry(), "If " + trigger.wording() + ", "
                            + reaction.wording());
                }
                react(a, reaction);
                return;
            }
            if (rec) {
                ev(BoutEvent.Kind.NO_TRIGGER, a.name, 0, "no Trigger of " + a.name + "'s Script is true");
            }
        }

        void endTurn(Fighter a) {
            TrapPanel trap = a.present() && a.row == 0 ? cfg.trapAt(a.pos) : null;
            if (trap != null) {
                // "When a Bot ends its turn on a trap panel it subtracts 5% from its Chassis and Engine"
                if (rec) {
                    ev(BoutEvent.Kind.SYSTEM, a.name, 0, a.name + " ends its turn on a " + trap.name()
                            .toLowerCase(Locale.ROOT) + " panel");
                }
                lose(a, CHASSIS, 5, null, false);
                lose(a, ENGINE, 5, null, false);
                gain(a, trap.status(), null);
            }
            for (Fighter f : order) {
                if (!f.removed && !f.inBounds()) {
                    // "If a Bot ever ends its turn in a space that is not In Bounds, they are said to have Fallen
                    // Out of Bounds and take Scratch Damage."
                    if (rec) {
                        ev(BoutEvent.Kind.MOVE, f.name, 0, f.name + " has Fallen Out of Bounds (space " + f.pos + ")");
                    }
                    scratch(f, 1, null, false);
                }
            }
            if (suddenDeath) {
                detonate();
            }
            for (Fighter f : order) {
                // "If a Bot is Flipped, it will cease to be Flipped after 5 turns have passed."
                if (f.flipped && turn - f.flippedTurn >= 5) {
                    unflip(f, "5 turns have passed");
                }
                if (f.scrambled && turn >= f.scrambleEndTurn) {
                    unscramble(f);
                }
            }
        }

        void detonate() {
            int y = turn - DOMINATION_TURNS;
            // "every square has a chance to Detonate": a square holding two Bots (one evading) is rolled once
            List<Long> rolled = new ArrayList<>(order.length);
            for (Fighter f : order) {
                long square = ((long) f.pos << 8) | (f.row & 0xFF);
                if (f.removed || !f.inBounds() || rolled.contains(square)) {
                    continue;
                }
                rolled.add(square);
                int x = Math.abs(f.pos - 10) + 1;
                int chance = (x + y) * y;
                int roll = rnd.nextInt(100);
                if (roll < chance) {
                    if (rec) {
                        ev(BoutEvent.Kind.DETONATION, null, 0, "space " + f.pos + " Detonates (chance " + chance
                                + "%)");
                    }
                    for (Fighter g : order) {
                        if (!g.removed && g.pos == f.pos && g.row == f.row) {
                            lose(g, CHASSIS, 100, null, false);
                        }
                    }
                }
            }
        }

        BoutResult checkEnd() {
            Fighter a = all[0];
            Fighter b = all[1];
            boolean trashed = a.trashed() || b.trashed();
            boolean out = !a.inBounds() || !b.inBounds();
            if (trashed || out) {
                Ending ending = trashed ? Ending.TKO : Ending.RING_OUT;
                boolean aOk = !a.trashed() && a.inBounds();
                boolean bOk = !b.trashed() && b.inBounds();
                if (aOk != bOk) {
                    Fighter w = aOk ? a : b;
                    Fighter l = aOk ? b : a;
                    return finish(ending, w, false, l.name + (l.trashed() ? " is Trashed" : " is not In Bounds"));
                }
                // "If all Bots in the Bout are Trashed or not In Bounds then the average Condition of its
                // components is used as a tiebreaker ... If this still results in a tie then the Winner is
                // determined secretly-randomly."
                long sa = sum(a);
                long sb = sum(b);
                long left = sa * b.cond.length;
                long right = sb * a.cond.length;
                if (left != right) {
                    Fighter w = left > right ? a : b;
                    return finish(ending, w, true, "both Bots are Trashed or not In Bounds; " + w.name
                            + " has the higher average Condition");
                }
                Fighter w = rnd.nextBoolean() ? a : b;
                return finish(ending, w, true, "both Bots are Trashed or not In Bounds with the same average "
                        + "Condition; the Winner is drawn at random");
            }
            if (turn == DOMINATION_TURNS && !suddenDeath) {
                // "If, after sixty turns, one Bot has a Tally that is higher than its Opponent by at least 10%"
                if (dominates(a.tally, b.tally)) {
                    return finish(Ending.DOMINATION, a, false, "Tally " + a.tally + " to " + b.tally);
                }
                if (dominates(b.tally, a.tally)) {
                    return finish(Ending.DOMINATION, b, false, "Tally " + b.tally + " to " + a.tally);
                }
                suddenDeath = true;
                if (rec) {
                    ev(BoutEvent.Kind.SUDDEN_DEATH, null, 0, "Sixty turns have elapsed with Tallies " + a.tally
                            + " and " + b.tally + ": Sudden Death");
                }
            }
            return null;
        }

        long sum(Fighter f) {
            long s = 0;
            for (int c : f.cond) {
                s += c;
            }
            return s;
        }

        BoutResult finish(Ending ending, Fighter winner, boolean tieBreak, String why) {
            if (rec) {
                ev(BoutEvent.Kind.END, winner.name, 0, ending.word() + ": " + winner.name + " wins (" + why + ")");
            }
            List<String> names = new ArrayList<>();
            List<Integer> tallies = new ArrayList<>();
            List<Bot> bots = new ArrayList<>();
            for (Fighter f : all) {
                names.add(f.name);
                tallies.add(f.tally);
                Bot bot = f.p.entrant.bot();
                List<Part> systems = new ArrayList<>(bot.systems().size());
                for (int i = 0; i < bot.systems().size(); i++) {
                    systems.add(bot.systems().get(i).withCondition(f.cond[2 + i]));
                }
                bots.add(new Bot(bot.name(), bot.engine().withCondition(f.cond[ENGINE]),
                        bot.chassis().withCondition(f.cond[CHASSIS]), systems));
            }
            return new BoutResult(ending, winner.entrantIndex, winner.name, tieBreak, why, turn, round, suddenDeath,
                    names, tallies, bots, events);
        }

        // ------------------------------------------------------------------------------ triggers

        /** The Bot present on {@code square} of {@code except}'s row, other than {@code except}. */
        Fighter presentAt(int square, Fighter except) {
            return presentAt(square, except.row, except);
        }

        Fighter presentAt(int square, int row, Fighter except) {
            for (Fighter f : order) {
                if (f != except && f.present() && f.pos == square && f.row == row) {
                    return f;
                }
            }
            return null;
        }

        /**
         * Physical Obstacles: "When a Bot is in a square that is labelled with a letter and moves forwards or
         * backwards, and there isn't another lettered square that it can move into, it instead moves into the
         * next numbered square in the direction of travel." The row of {@code square} for a Bot coming from
         * {@code row}.
         */
        int rowAt(int square, int row) {
            return row != 0 && letter(square, row) != 0 ? row : 0;
        }

        /** For Triggers an evading Bot is where it is ("except for the purposes of BotScript Triggers"). */
        Fighter seenAt(int square, int row, Fighter except) {
            for (Fighter f : order) {
                if (f != except && !f.removed && f.pos == square && f.row == row) {
                    return f;
                }
            }
            return null;
        }

        /** The [ordinal] closest Opponent, with "the closest valid ordinal" used; null if there is none. */
        Fighter opponent(Fighter a, int ordinal) {
            if (order.length == 2) {
                Fighter o = order[0] == a ? order[1] : order[0];
                return o.removed ? null : o;
            }
            Fighter best = null;
            if (ordinal <= 1) {
                for (Fighter f : order) {
                    if (f != a && !f.removed && (best == null || Math.abs(f.pos - a.pos) < Math.abs(best.pos - a.pos))) {
                        best = f;
                    }
                }
                return best;
            }
            List<Fighter> list = new ArrayList<>();
            for (Fighter f : order) {
                if (f != a && !f.removed) {
                    list.add(f);
                }
            }
            if (list.isEmpty()) {
                return null;
            }
            list.sort((x, y) -> Integer.compare(Math.abs(x.pos - a.pos), Math.abs(y.pos - a.pos)));
            return list.get(Math.min(ordinal, list.size()) - 1);
        }

        /** The closest valid ordinal to {@code ordinal} among the Opponents valid for {@code valid} (ties: lower). */
        Fighter opponent(Fighter a, int ordinal, java.util.function.Predicate<Fighter> valid) {
            List<Fighter> list = new ArrayList<>();
            for (Fighter f : order) {
                if (f != a && !f.removed) {
                    list.add(f);
                }
            }
            list.sort((x, y) -> Integer.compare(Math.abs(x.pos - a.pos), Math.abs(y.pos - a.pos)));
            int k = Math.max(0, Math.min(ordinal, list.size()) - 1);
            for (int d = 0; d < list.size(); d++) {
                if (k - d >= 0 && valid.test(list.get(k - d))) {
                    return list.get(k - d);
                }
                if (d > 0 && k + d < list.size() && valid.test(list.get(k + d))) {
                    return list.get(k + d);
                }
            }
            return null;
        }

        /** Whether {@code t} is in the range of {@code a}'s System {@code idx} (melee, Taser, Hookshot). */
        boolean inRange(Fighter a, int idx, Fighter t) {
            SystemKind kind = a.p.kinds[idx - 2];
            SystemType type = a.p.types[idx - 2];
            if (type != null && type.melee() && !(kind == SystemKind.FLIPPER && a.flipped)) {
                return inMelee(a, t);
            }
            return switch (kind) {
                case TASER -> t.present() && Math.abs(t.pos - a.pos) <= 6;
                case HOOKSHOT -> Math.abs(t.pos - a.pos) <= 10;
                default -> true;
            };
        }

        Fighter named(Fighter a, String name) {
            for (Fighter f : order) {
                if (f != a && !f.removed && f.name.equalsIgnoreCase(name)) {
                    return f;
                }
            }
            return null;
        }

        /**
         * How far the farthest other Bot is from {@code a}: no space beyond it can be occupied, so a Trigger counting
         * "the X spaces" looks no further (issue 13: X = 2147483647 took seconds and overflowed).
         */
        int farthest(Fighter a) {
            int far = 0;
            for (Fighter f : order) {
                if (f != a) {
                    far = Math.max(far, Math.abs(f.pos - a.pos));
                }
            }
            return far;
        }

        boolean isTrue(Fighter a, Trigger t) {
            if (t instanceof Trigger.SpacesEmpty s) {
                int d = s.side() == Trigger.Side.IN_FRONT ? a.facing.step() : -a.facing.step();
                int row = a.row;
                for (int k = 1, n = Math.min(s.count(), farthest(a)); k <= n; k++) {
                    row = rowAt(a.pos + d * k, row);
                    if (seenAt(a.pos + d * k, row, a) != null) {
                        return false;
                    }
                }
                return true;
            } else if (t instanceof Trigger.SpacesOccupied s) {
                int d = s.side() == Trigger.Side.IN_FRONT ? a.facing.step() : -a.facing.step();
                int n = Math.min(s.count() == null ? 1 : s.count(), farthest(a));
                int row = a.row;
                for (int k = 1; k <= n; k++) {
                    row = rowAt(a.pos + d * k, row);
                    Fighter f = seenAt(a.pos + d * k, row, a);
                    if (f != null && switch (s.occupant()) {
                        case OPPONENT -> true;
                        case HOUSE_BOT -> f.house;
                        case NOT_HOUSE_BOT -> !f.house;
                    }) {
                        return true;
                    }
                }
                return false;
            } else if (t instanceof Trigger.ActorStatus s) {
                return a.has(s.status()) == s.has();
            } else if (t instanceof Trigger.OpponentStatus s) {
                Fighter o = opponent(a, s.ordinal());
                return o != null && o.has(s.status()) == s.has();
            } else if (t instanceof Trigger.OpponentSystem s) {
                Fighter o = opponent(a, s.ordinal());
                return o != null && o.p.entrant.bot().hasSystem(s.system()) == s.has();
            } else if (t instanceof Trigger.OpponentEvading s) {
                Fighter o = opponent(a, s.ordinal());
                return o != null && o.evading;
            } else if (t instanceof Trigger.TurnNumber s) {
                int v = s.unit() == Trigger.Unit.TURN ? turn : round;
                return bound(v, s.number(), s.bound());
            } else if (t instanceof Trigger.TurnParity s) {
                int v = s.unit() == Trigger.Unit.TURN ? turn : round;
                return (v % 2 == 1) == s.odd();
            } else if (t instanceof Trigger.SpaceNumbered s) {
                return a.row == 0 && bound(a.pos, s.number(), s.bound());
            } else if (t instanceof Trigger.SpaceLettered s) {
                char letter = a.row == 0 ? 0 : letter(a.pos, a.row);
                return letter != 0 && bound(letter, Character.toUpperCase(s.letter()), s.bound());
            } else if (t instanceof Trigger.TokenValue s) {
                long v = a.tokens == null ? 0 : a.tokens.getOrDefault(s.token().toLowerCase(Locale.ROOT), 0L);
                return s.comparison().test(v, s.value());
            } else if (t instanceof Trigger.ConditionTest s) {
                Fighter who = s.opponent() == null ? a : named(a, s.opponent());
                if (who == null) {
                    return false;
                }
                int c;
                switch (s.component()) {
                    case CHASSIS -> c = who.eff(CHASSIS);
                    case ENGINE -> c = who.engineCondition();
                    default -> {
                        Fighter viewer = who == a ? opponent(a, 1) : a;
                        // the Targeting Module changes what "another System Effect" refers to, not a Trigger
                        int i = viewer == null ? -1 : exposed(who, viewer, false);
                        if (i < 0) {
                            return false;
                        }
                        c = who.eff(i);
                    }
                }
                return s.comparison().test(c, s.percent());
            } else if (t instanceof Trigger.LineTookEffect s) {
                return a.prevLine == s.line();
            } else if (t instanceof Trigger.OpponentUsedSystem s) {
                Fighter o = opponent(a, 1);
                // the System the Opponent used on its most recent turn (reset when its next turn starts)
                return o != null && o.thisTurnSystem != null && o.thisTurnSystem.equalsIgnoreCase(s.system());
            } else if (t instanceof Trigger.Both s) {
                return isTrue(a, s.first()) && isTrue(a, s.second());
            }
            return false;
        }

        boolean bound(int value, int x, Trigger.Bound b) {
            return switch (b) {
                case EXACTLY -> value == x;
                case OR_LESS -> value <= x;
                case OR_MORE -> value >= x;
            };
        }

        // ------------------------------------------------------------------------------ reactions

        int systemIndex(Fighter a, String name) {
            Integer known = a.p.systemIndex.get(name);
            if (known != null) {
                return known;
            }
            List<Part> systems = a.p.entrant.bot().systems();
            for (int i = 0; i < systems.size(); i++) {
                if (systems.get(i).name().equalsIgnoreCase(name)) {
                    return 2 + i;
                }
            }
            return -1;
        }

        /** "attempts to use a System the Actor has and the System's Effect is “No effect.”" is not Resolvable. */
        boolean usable(Fighter a, String name) {
            int i = systemIndex(a, name);
            return i >= 0 && !a.p.noEffect[i - 2] && a.eff(i) > 0;
        }

        boolean resolvable(Fighter a, Reaction r) {
            if (r instanceof Reaction.UseSystem u) {
                return usable(a, u.system()) && opponent(a, 1) != null;
            } else if (r instanceof Reaction.UseOnInflicter u) {
                Fighter x = a.inflicter[u.status().ordinal()];
                return usable(a, u.system()) && a.has(u.status()) && x != null && !x.removed;
            } else if (r instanceof Reaction.MoveFromInflicter m) {
                Fighter x = a.inflicter[m.status().ordinal()];
                return a.has(m.status()) && x != null && !x.removed;
            } else if (r instanceof Reaction.MoveTowardsOpponent m) {
                return named(a, m.opponent()) != null;
            } else if (r instanceof Reaction.Both b) {
                return resolvable(a, b.first()) && resolvable(a, b.second());
            }
            return true;
        }

        boolean movesOrUses(Reaction r) {
            // Evasion: "When a Bot evades, it moves out of the direct line of attack": evading is moving
            return r instanceof Reaction.Move || r instanceof Reaction.Bypass || r instanceof Reaction.Evade
                    || r instanceof Reaction.UseSystem
                    || r instanceof Reaction.UseOnInflicter || r instanceof Reaction.MoveFromInflicter
                    || r instanceof Reaction.MoveTowardsOpponent
                    || r instanceof Reaction.Both b && (movesOrUses(b.first()) || movesOrUses(b.second()));
        }

        /** "unless that step would also result in them ceasing to be Flipped": a working Flipper. */
        boolean unflips(Fighter a, Reaction r) {
            String name = r instanceof Reaction.UseSystem u ? u.system()
                    : r instanceof Reaction.UseOnInflicter u ? u.system() : null;
            if (r instanceof Reaction.Both b) {
                return unflips(a, b.second());
            }
            int i = name == null ? -1 : systemIndex(a, name);
            return i >= 0 && a.p.kinds[i - 2] == SystemKind.FLIPPER;
        }

        void react(Fighter a, Reaction r) {
            if (r instanceof Reaction.Move m) {
                int d = m.direction() == Reaction.Direction.FORWARDS ? a.facing.step() : -a.facing.step();
                move(a, d, Reaction.reach(m.times()),
                        m.direction() == Reaction.Direction.FORWARDS ? "forwards" : "backwards");
            } else if (r instanceof Reaction.Bypass m) {
                int d = m.direction() == Reaction.Direction.FORWARDS ? a.facing.step() : -a.facing.step();
                bypass(a, d, Reaction.reach(m.times()));
            } else if (r instanceof Reaction.Turn) {
                a.facing = a.facing.other();
                if (rec) {
                    ev(BoutEvent.Kind.TURN, a.name, 0, a.name + " turns to face " + a.facing.name()
                            .toLowerCase(Locale.ROOT));
                }
            } else if (r instanceof Reaction.Evade) {
                // "If the evading bot did not evade on its previous turn this bout, the evading Bot is not
                // considered to be present in any space until the start of its next Turn"
                if (!a.evadedLastTurn) {
                    a.evading = true;
                }
                a.evadedThisTurn = a.evading; // ruling: an evasion without effect is no evasion
                if (rec) {
                    ev(BoutEvent.Kind.EVADE, a.name, 0, a.evading ? a.name + " evades"
                            : a.name + " evaded on its previous turn: this evasion has no effect");
                }
            } else if (r instanceof Reaction.Block) {
                a.blocking = true;
                if (rec) {
                    ev(BoutEvent.Kind.BLOCK, a.name, 0, a.name + " blocks");
                }
            } else if (r instanceof Reaction.UseSystem u) {
                int idx = systemIndex(a, u.system());
                int ordinal = u.ordinal() == null ? 1 : u.ordinal();
                // "that opponent is not valid (either due to not enough opponents being in range or otherwise), then
                // the closest valid ordinal to that ordinal is used": valid is in the System's range; with none in
                // range, the ordinal's Opponent (and the System is not used)
                Fighter t = opponent(a, ordinal, f -> inRange(a, idx, f));
                use(a, idx, t != null ? t : opponent(a, ordinal));
            } else if (r instanceof Reaction.UseOnInflicter u) {
                use(a, systemIndex(a, u.system()), a.inflicter[u.status().ordinal()]);
            } else if (r instanceof Reaction.MoveFromInflicter m) {
                Fighter x = a.inflicter[m.status().ordinal()];
                int toward = x.pos >= a.pos ? 1 : -1;
                int d = m.toward() ? toward : -toward;
                move(a, d, Reaction.reach(m.spaces()), m.toward() ? "toward the inflicter" : "away from the inflicter");
            } else if (r instanceof Reaction.MoveTowardsOpponent m) {
                Fighter x = named(a, m.opponent());
                int d = x.pos >= a.pos ? 1 : -1;
                move(a, d, Reaction.reach(m.times()), "towards an Opponent");
            } else if (r instanceof Reaction.ChangeToken c) {
                if (a.tokens == null) {
                    a.tokens = new HashMap<>();
                }
                String key = c.token().toLowerCase(Locale.ROOT);
                long v = a.tokens.getOrDefault(key, 0L) + (c.increase() ? c.by() : -c.by());
                a.tokens.put(key, v);
                if (rec) {
                    ev(BoutEvent.Kind.TOKEN, a.name, 0, "Token " + c.token() + " is " + v);
                }
            } else if (r instanceof Reaction.Both b) {
                react(a, b.first());
                react(a, b.second());
            }
        }

        // ------------------------------------------------------------------------------ movement

        /** Every change of square goes through here, so "the bot that moved most recently" is known. */
        void place(Fighter f, int square) {
            place(f, square, 0);
        }

        void place(Fighter f, int square, int row) {
            f.pos = square;
            f.row = row;
            f.movedSeq = ++seq;
        }

        /**
         * One square of movement; with Bumper sides, "When a Bot would go out of bounds, it is instead set to a
         * random empty square, subtracts 20% Chassis condition, and becomes flipped." Returns false if the
         * movement stops there.
         */
        boolean step(Fighter f, int square) {
            return step(f, square, null);
        }

        /** As {@link #step(Fighter, int)}, the movement caused by {@code by}'s action (a Shove), or null. */
        boolean step(Fighter f, int square, Fighter by) {
            if (cfg.bumperSides() && (square < 1 || square > 19)) {
                bumper(f, by);
                return false;
            }
            place(f, square, rowAt(square, f.row));
            return true;
        }

        /**
         * A Bumper side; {@code by} is the Bot whose action sent {@code f} there (a Shover), whose Tally the 20% counts
         * towards ("reduced by any means other than Scratch Damage"), or null.
         */
        void bumper(Fighter f, Fighter by) {
            int empty = 0;
            for (int sq = 1; sq <= 19; sq++) {
                if (presentAt(sq, 0, f) == null) {
                    empty++;
                }
            }
            int pick = rnd.nextInt(empty);
            for (int sq = 1; sq <= 19; sq++) {
                if (presentAt(sq, 0, f) == null && pick-- == 0) {
                    place(f, sq);
                    break;
                }
            }
            if (rec) {
                ev(BoutEvent.Kind.MOVE, f.name, 0, f.name + " hits the bumper and is set to space " + f.pos);
            }
            lose(f, CHASSIS, 20, by, by != null);
            gain(f, Status.FLIPPED, by);
        }

        void move(Fighter a, int d, int times, String how) {
            if (a.springs) {
                leap(a, d, times);
                return;
            }
            Fighter adjacent = presentAt(a.pos + d, rowAt(a.pos + d, a.row), a);
            if (adjacent != null && adjacent.row == a.row) {
                // "When an actor has an opponent in a space adjacent to it and and its reaction is to move into or
                // beyond that opponent's space, the existing reaction ceases to take effect and instead a Shove
                // occurs."
                shove(a, adjacent, d, times);
                return;
            }
            int start = a.pos;
            int moved = 0;
            Fighter blocker = null;
            boolean stopped = false;
            while (moved < times) {
                int next = a.pos + d;
                blocker = presentAt(next, rowAt(next, a.row), a);
                if (blocker != null) {
                    break;
                }
                if (!step(a, next)) {
                    stopped = true;
                    break;
                }
                moved++;
            }
            if (rec && moved > 0) {
                ev(BoutEvent.Kind.MOVE, a.name, 0, a.name + " moves " + how + " from space " + start + " to " + a.pos);
            }
            if (blocker != null && !stopped) {
                if (a.working(SystemKind.COW_CATCHER) >= 0 && blocker.row == a.row) {
                    // Cow Catcher: "the excess move beyond the amount that it would take to move adjacent to the
                    // opponent is treated as a shove"
                    if (moved > 0) {
                        follow(a);
                    }
                    shove(a, blocker, d, times - moved);
                    return;
                }
                bump(a, blocker);
            }
            if (a.pos != start) {
                follow(a);
            }
        }

        /** "This act of moving into a bot in this way, or being moved into in this way, is referred to as Bumping." */
        void bump(Fighter a, Fighter o) {
            if (rec) {
                ev(BoutEvent.Kind.BUMP, a.name, 0, a.name + " bumps into " + o.name + " and remains in space " + a.pos);
            }
            boolean aSpikes = a.working(SystemKind.SPIKES) >= 0;
            boolean oSpikes = o.working(SystemKind.SPIKES) >= 0;
            boolean ram = a.working(SystemKind.RAM) >= 0;
            boolean oRam = o.working(SystemKind.RAM) >= 0;
            // Ram: "Scratch Damage dealt to opponents by this Bot as a result of Shoving or Bumping is multiplied by
            // ten"; "being moved into in this way, is referred to as Bumping" too, so a Ram moved into multiplies
            // what the mover takes; Spikes: "Scratch Damage opponents take which is caused by Bumping that involves
            // this bot is multiplied by 15"; both "increase Tally as if it isn't scratch damage".
            scratch(o, (ram ? 10 : 1) * (aSpikes ? 15 : 1), a, ram || aSpikes);
            scratch(a, (oRam ? 10 : 1) * (oSpikes ? 15 : 1), o, oRam || oSpikes);
        }

        boolean facingAway(Fighter x, Fighter y) {
            return (y.pos - x.pos) * x.facing.step() < 0;
        }

        void shove(Fighter a, Fighter o, int d, int stated) {
            boolean lead = o.working(SystemKind.LEAD_WEIGHT) >= 0;
            if (lead && (a.adjacentAtStart & (1L << o.order)) != 0) {
                // Lead Weight: "This Bot cannot be Shoved by a Bot that started its turn adjacent to this Bot"
                if (rec) {
                    ev(BoutEvent.Kind.SHOVE, a.name, 0, o.name + "'s Lead Weight: it cannot be Shoved by " + a.name
                            + ", which started its turn adjacent to it");
                }
                bump(a, o);
                return;
            }
            double pa = power(a, o);
            double po = power(o, a);
            // "For every 50 that the Shove Power of the Actor exceeds the Shove Power of the Opponent, both the
            // Actor and Opponent move ... by 1 space, up to the number of spaces the Actor's script stated"
            int n = pa > po ? (int) Math.floor((pa - po) / 50.0) : 0;
            n = Math.min(n, stated);
            if (lead) {
                n = Math.min(n, 3); // "it is instead only Shoved three spaces"
            }
            int start = a.pos;
            int moved = 0;
            boolean lifted = false;
            for (int i = 0; i < n; i++) {
                int next = o.pos + d;
                if (o.row == 0 && (letter(next, 1) != 0 || letter(next, -1) != 0)) {
                    // Physical Obstacles: "instead of being moved backwards, it is moved into one of the squares
                    // above or below it (at random if both are present) and is flipped, and then the Shove
                    // immediately ends"
                    boolean up = letter(next, 1) != 0 && presentAt(next, 1, o) == null;
                    boolean down = letter(next, -1) != 0 && presentAt(next, -1, o) == null;
                    if (up || down) {
                        int row = up && down ? (rnd.nextBoolean() ? 1 : -1) : up ? 1 : -1;
                        place(o, next, row);
                        moved++;
                        lifted = true;
                        break;
                    }
                }
                if (presentAt(next, rowAt(next, o.row), o) != null) {
                    break;
                }
                if (!step(o, next, a)) {
                    break;
                }
                moved++;
                if (!step(a, a.pos + d)) {
                    break;
                }
            }
            if (rec) {
                ev(BoutEvent.Kind.SHOVE, a.name, 0, a.name + " shoves " + o.name + " (Shove Power " + fmt(pa) + " to "
                        + fmt(po) + "): " + moved + (moved == 1 ? " space" : " spaces")
                        + (lifted ? ", into obstacle square " + letter(o.pos, o.row) : ""));
            }
            if (lifted) {
                gain(o, Status.FLIPPED, a);
            }
            boolean ram = a.working(SystemKind.RAM) >= 0;
            // "Scratch Damage is taken by both the Actor and the Opponent."
            scratch(o, ram ? 10 : 1, a, ram);
            scratch(a, 1, null, false);
            if (a.pos != start) {
                follow(a);
            }
        }

        String fmt(double v) {
            return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
        }

        /** Shove Power with Flipped ("multiplied by 0.5") and facing away ("halved"). */
        double power(Fighter x, Fighter other) {
            double p = x.shovePower();
            if (x.flipped) {
                p *= 0.5;
            }
            if (facingAway(x, other)) {
                p *= 0.5;
            }
            return p;
        }

        void bypass(Fighter a, int d, int times) {
            if (a.springs) {
                leap(a, d, times);
                return;
            }
            int start = a.pos;
            int[] rows = new int[times + 1];
            rows[0] = a.row;
            for (int k = 1; k <= times; k++) {
                rows[k] = rowAt(start + d * k, rows[k - 1]);
            }
            for (int k = 1; k <= times; k++) {
                Fighter b = presentAt(start + d * k, rows[k], a);
                if (b != null && b.blocking) {
                    // a blocking Bot is not bypassed: the Bypass stops before it and bumps it
                    int stop = start + d * (k - 1);
                    if (stop != start) {
                        place(a, stop, rows[k - 1]);
                        if (rec) {
                            ev(BoutEvent.Kind.BYPASS, a.name, 0, a.name + " bypasses from space " + start + " to "
                                    + stop + ", stopped by " + b.name + ", which is blocking");
                        }
                        follow(a);
                    }
                    bump(a, b);
                    return;
                }
            }
            int dest = start + d * times;
            int destRow = rows[times];
            if (presentAt(dest, destRow, a) != null) {
                // "it instead ends it turn in the empty square between its origin point and its destination point
                // that is closest to the destination point"
                dest = start;
                destRow = rows[0];
                for (int k = times - 1; k >= 1; k--) {
                    if (presentAt(start + d * k, rows[k], a) == null) {
                        dest = start + d * k;
                        destRow = rows[k];
                        break;
                    }
                }
            }
            if (cfg.bumperSides() && (dest < 1 || dest > 19)) {
                bumper(a, null);
            } else {
                place(a, dest, destRow);
                if (rec) {
                    ev(BoutEvent.Kind.BYPASS, a.name, 0, a.name + " bypasses from space " + start + " to " + dest);
                }
            }
            if (a.pos != start) {
                follow(a);
            }
        }

        /** Springloaded Treads: "the next move or bypass reaction it performs becomes a mighty leap". */
        void leap(Fighter a, int d, int times) {
            a.springs = false;
            int start = a.pos;
            int target = start + d * times;
            int targetRow = a.row;
            for (int k = 1; k <= times; k++) {
                targetRow = rowAt(start + d * k, targetRow);
            }
            Fighter hit = presentAt(target, targetRow, a);
            int dest = target;
            int destRow = targetRow;
            if (hit != null) {
                // "that Bot takes 2% Engine condition damage for every square the Actor moved on its turn, becomes
                // Scrambled for two turns ... and the Actor instead moves to the empty square closest to the point
                // of impact, prioritizing squares this Bot would be facing towards"
                if (rec) {
                    ev(BoutEvent.Kind.MOVE, a.name, 0, a.name + " leaps from space " + start + " onto " + hit.name
                            + " in space " + target);
                }
                lose(hit, ENGINE, 2 * times, a, true);
                if (gain(hit, Status.SCRAMBLED, a)) {
                    hit.scrambleEndRound = Integer.MAX_VALUE;
                    hit.scrambleEndTurn = turn + 2;
                }
                for (int k = 1; ; k++) {
                    int ahead = target + a.facing.step() * k;
                    int behind = target - a.facing.step() * k;
                    if (presentAt(ahead, 0, a) == null) {
                        dest = ahead;
                        destRow = 0;
                        break;
                    }
                    if (presentAt(behind, 0, a) == null) {
                        dest = behind;
                        destRow = 0;
                        break;
                    }
                }
            }
            if (cfg.bumperSides() && (dest < 1 || dest > 19)) {
                bumper(a, null);
            } else {
                place(a, dest, destRow);
                if (rec) {
                    ev(BoutEvent.Kind.MOVE, a.name, 0, a.name + " leaps from space " + start + " to " + dest);
                }
            }
            if (a.pos != start) {
                follow(a);
            }
        }

        /**
         * Anchored [x]: "Whenever this Bot moves or bypasses, any Bot ... whose name is [x] ('the Anchorer') moves to
         * the closest square to its current position that is in bounds, not occupied by another Bot, and within
         * three squares of the Bot with this Status; if this isn't possible then the Anchorer retains its position
         * and the Bot with this Status loses this Status."
         */
        void follow(Fighter f) {
            if (f.anchors.isEmpty()) {
                return;
            }
            List<Fighter> anchorers = new ArrayList<>(f.anchors);
            anchorers.sort((x, y) -> Integer.compare(x.order, y.order));
            for (Fighter x : anchorers) {
                int best = Integer.MIN_VALUE;
                for (int sq = f.pos - 3; sq <= f.pos + 3; sq++) {
                    if (sq == f.pos && f.row == 0 || sq < 1 || sq > 19 || presentAt(sq, 0, x) != null) {
                        continue;
                    }
                    if (best == Integer.MIN_VALUE || Math.abs(sq - x.pos) < Math.abs(best - x.pos)) {
                        best = sq;
                    }
                }
                if (x.removed || best == Integer.MIN_VALUE) {
                    f.anchors.remove(x);
                    if (rec) {
                        ev(BoutEvent.Kind.STATUS, f.name, 0, f.name + " loses Anchored " + x.name);
                    }
                } else if (best != x.pos || x.row != 0) {
                    int from = x.pos;
                    place(x, best, 0);
                    if (rec) {
                        ev(BoutEvent.Kind.MOVE, x.name, 0, x.name + " is dragged from space " + from + " to " + best
                                + " by its anchor on " + f.name);
                    }
                }
            }
        }

        // ------------------------------------------------------------------------------ systems

        /** "When a System Effect refers to the Exposed System of a Bot" (with the user's Targeting Module). */
        int exposed(Fighter t, Fighter user) {
            return exposed(t, user, true);
        }

        /** {@code effect}: for a System Effect (the Targeting Module applies) rather than a Trigger. */
        int exposed(Fighter t, Fighter user, boolean effect) {
            if (t.flipped) {
                return -1; // "While a Bot is Flipped, none of its Systems are Exposed."
            }
            boolean facing = (user.pos - t.pos) * t.facing.step() >= 0;
            boolean targeting = effect && user.working(SystemKind.TARGETING) >= 0;
            int best = -1;
            for (int i = 2; i < t.cond.length; i++) {
                int c = t.eff(i);
                if (c == 0) {
                    continue;
                }
                if (!targeting) {
                    if (facing) {
                        return i;
                    }
                    best = i;
                } else if (best < 0 || c < t.eff(best) || c == t.eff(best) && !facing) {
                    best = i;
                }
            }
            return best;
        }

        boolean inMelee(Fighter a, Fighter t) {
            int ahead = (t.pos - a.pos) * a.facing.step();
            return t.present() && t.row == a.row && ahead >= 1 && ahead <= 3;
        }

        void use(Fighter a, int idx, Fighter t) {
            SystemKind kind = a.p.kinds[idx - 2];
            SystemType type = a.p.types[idx - 2];
            String sys = type.name();
            boolean melee = type.melee() && !(kind == SystemKind.FLIPPER && a.flipped);
            if (melee && !inMelee(a, t)) {
                // "If the system being used is a Melee System and the Opponent's Bot is not in any of the three
                // spaces immediately in front of the reacting Bot, then the System's Effect is instead not used."
                if (rec) {
                    ev(BoutEvent.Kind.SYSTEM, a.name, 0, a.name + "'s " + sys + " is not used: " + t.name
                            + " is not in any of the three spaces in front of it");
                }
                return;
            }
            a.thisTurnSystem = sys;
            if (rec) {
                ev(BoutEvent.Kind.SYSTEM, a.name, 0, a.name + " uses " + sys + (t == null ? "" : " on " + t.name));
            }
            switch (kind) {
                case FLIPPER -> {
                    if (a.flipped) {
                        unflip(a, "Flipper");
                    } else {
                        gain(t, Status.FLIPPED, a);
                    }
                }
                case AXE -> {
                    lose(t, CHASSIS, 25 + (t.anchors.isEmpty() ? 0 : 10), a, true);
                    lose(t, ENGINE, 10, a, true);
                }
                case GRINDER -> {
                    int e = exposed(t, a);
                    if (e >= 0) {
                        lose(t, e, 25, a, true);
                    }
                }
                case TASER -> {
                    if (t.present() && Math.abs(t.pos - a.pos) <= 6) {
                        int hit = scratch(t, 1, a, true);
                        if (hit >= 0) {
                            int s = hit == CHASSIS ? ENGINE : hit;
                            t.shock[s]++;
                            if (rec) {
                                ev(BoutEvent.Kind.CONDITION, t.name, 0, "Shock damage: " + t.name + "'s "
                                        + componentName(t, s) + " is treated as 33 points lower until the end of the Bout");
                            }
                            removeIfDown(t);
                        }
                    }
                }
                case HOOKSHOT -> {
                    if (Math.abs(t.pos - a.pos) <= 10) {
                        int dest = t.pos - Integer.signum(t.pos - a.pos);
                        int row = rowAt(dest, t.row);
                        if ((dest != a.pos || row != a.row) && t.pos != a.pos && presentAt(dest, row, a) == null) {
                            int from = a.pos;
                            place(a, dest, row);
                            if (rec) {
                                ev(BoutEvent.Kind.MOVE, a.name, 0, a.name + " is pulled by its Hookshot from space "
                                        + from + " to " + dest);
                            }
                            follow(a);
                        }
                    }
                }
                case GRAPPLE -> {
                    if (t.anchors.isEmpty()) {
                        t.anchors.add(a);
                        t.inflicter[Status.ANCHORED.ordinal()] = a;
                        if (rec) {
                            ev(BoutEvent.Kind.STATUS, t.name, 0, t.name + " becomes Anchored " + a.name);
                        }
                    }
                }
                case FLAMETHROWER -> {
                    lose(t, CHASSIS, 15 + (t.anchors.isEmpty() ? 0 : 10), a, true);
                    for (int i = 2; i < t.cond.length; i++) {
                        lose(t, i, 5, a, true);
                    }
                    gain(t, Status.SCORCHED, a);
                }
                case PINCERS -> gain(t, Status.LOOSE, a);
                case JAMMER -> gain(t, Status.SCRAMBLED, a);
                case HOWITZER -> {
                    for (Fighter f : order) {
                        if (f != a && f.present() && Math.abs(f.pos - a.pos) < 8) {
                            if (rec) {
                                ev(BoutEvent.Kind.SYSTEM, a.name, 0, "Howitzer has no effect: " + f.name
                                        + " is less than eight spaces away");
                            }
                            return;
                        }
                    }
                    for (Fighter f : order) {
                        if (f != a && f.present()) {
                            lose(f, CHASSIS, 50, a, true);
                            gain(f, Status.LOOSE, a);
                        }
                    }
                }
                case SPRINGS -> a.springs = true;
                default -> {
                    // "If a System effect is preceded by “Passive:”, then it has no effect when used"
                }
            }
            if (a.scorched) {
                // Scorched: "it takes Scratch Damage whenever it uses a System"
                scratch(a, 1, null, false);
            }
        }

        String componentName(Fighter f, int i) {
            return i == ENGINE ? "Engine" : i == CHASSIS ? "Chassis" : f.p.entrant.bot().systems().get(i - 2).name();
        }

        // ------------------------------------------------------------------------------ statuses

        /** Gives a Status; returns whether it was gained. */
        boolean gain(Fighter t, Status s, Fighter by) {
            switch (s) {
                case FLIPPED -> {
                    // "A Bot cannot become Flipped while it is Flipped"; "can not be Flipped again for one turn";
                    // Mound-Shaped Body: "If a bot with this system would gain the Flipped status, they do not."
                    if (t.flipped || turn <= t.flipImmuneThrough || t.working(SystemKind.MOUND) >= 0) {
                        return false;
                    }
                    t.flipped = true;
                    t.flippedTurn = turn;
                }
                case SCORCHED -> {
                    if (t.scorched) {
                        return false;
                    }
                    t.scorched = true;
                }
                case LOOSE -> {
                    if (t.loose) {
                        return false;
                    }
                    t.loose = true;
                }
                case SCRAMBLED -> {
                    // "A Bot may only become Scrambled once per Bout and ceases to be Scrambled after three rounds"
                    if (t.scrambledEver) {
                        return false;
                    }
                    t.scrambled = true;
                    t.scrambledEver = true;
                    t.scrambleEndRound = round + 3;
                    t.scrambleEndTurn = Integer.MAX_VALUE;
                }
                default -> {
                    return false;
                }
            }
            t.inflicter[s.ordinal()] = by;
            if (rec) {
                ev(BoutEvent.Kind.STATUS, t.name, 0, t.name + " becomes " + s.word());
            }
            return true;
        }

        void unflip(Fighter f, String why) {
            f.flipped = false;
            // "When a Bot ceases to be Flipped, it can not be Flipped again for one turn."
            f.flipImmuneThrough = turn + 1;
            if (rec) {
                ev(BoutEvent.Kind.STATUS, f.name, 0, f.name + " ceases to be Flipped (" + why + ")");
            }
        }

        void unscramble(Fighter f) {
            f.scrambled = false;
            for (int i = 0; i < f.triggerOrder.length; i++) {
                f.triggerOrder[i] = i;
                f.reactionOrder[i] = i;
            }
            if (rec) {
                ev(BoutEvent.Kind.STATUS, f.name, 0, f.name + " ceases to be Scrambled");
            }
        }

        // ------------------------------------------------------------------------------ damage

        /**
         * Scratch Damage: "losing 1 condition percentage point from its frontmost system, or its chassis if it has
         * no frontmost system. A Bot that would take Scratch Damage more than once in a given turn only takes
         * Scratch Damage once in that turn instead." Returns the component that lost condition, or -1.
         */
        int scratch(Fighter t, int multiplier, Fighter by, boolean tally) {
            if (t.removed || t.scratchTurn == turn) {
                return -1;
            }
            t.scratchTurn = turn;
            int m = t.scorched ? multiplier * 5 : multiplier; // Scorched: "multiplied by 5"
            int i = t.frontmost();
            return lose(t, i < 0 ? CHASSIS : i, m, by, tally);
        }

        /**
         * A Condition loss of {@code amount} to component {@code i} of {@code t}, caused by {@code by} (null for no
         * Bot); {@code tally} when it counts towards {@code by}'s Tally. Returns the component that lost it.
         */
        int lose(Fighter t, int i, int amount, Fighter by, boolean tally) {
            if (amount <= 0 || t.removed) {
                return -1;
            }
            if (suddenDeath) {
                amount *= 2; // "all Condition losses are doubled"
            }
            int ablative = t.working(SystemKind.ABLATIVE);
            if (ablative >= 0 && ablative != i) {
                // Ablative Plating: "All Condition loss incurred by other Components on the Actor is reduced by 25%
                // and is incurred to this System instead"; no further damage follows from it
                reduce(t, ablative, amount * 3 / 4, by, tally);
                return ablative;
            }
            // Mound-Shaped Body: "any condition loss that any systems of the bot with this system would recieve is
            // also recieved by its chassis", also when the loss takes the Mound itself to 0%
            boolean mound = i >= 2 && t.working(SystemKind.MOUND) >= 0;
            int incurred = reduce(t, i, amount, by, tally);
            if (mound) {
                incurred += reduce(t, CHASSIS, amount, by, tally);
            }
            if (t.loose && i >= CHASSIS) {
                // Loose: "half (rounded up) of any Condition loss incurred by the Chassis or System of that Bot is
                // also applied to that Bot's Engine": of the loss incurred, not the loss asked for
                reduce(t, ENGINE, (incurred + 1) / 2, by, tally);
            }
            removeIfDown(t);
            return i;
        }

        /** "A trashed or defunct house bot is immediately removed from the bout": checked after every change. */
        void removeIfDown(Fighter t) {
            if (t.house && !t.removed && (t.trashed() || t.defunct())) {
                // "A trashed or defunct house bot is immediately removed from the bout"
                t.removed = true;
                t.evading = false;
                for (Fighter f : order) {
                    f.anchors.remove(t);
                }
                if (rec) {
                    ev(BoutEvent.Kind.REMOVED, t.name, 0, "House Bot " + t.name + " is " + (t.trashed() ? "Trashed"
                            : "Defunct") + " and removed from the Bout");
                }
                // "and if its current space does not have a physical obstacles (as defined in the configuration
                // physical obstacles), then it gains a physical obstacle and is handled as per that configuration":
                // a space 1 to 19 on the numbered row with no square above or below gains one, above or below drawn
                // at random, lettered next (docs/rulings.md)
                if (t.row == 0 && t.inBounds() && letter(t.pos, 1) == 0 && letter(t.pos, -1) == 0) {
                    Configuration.Obstacle added = new Configuration.Obstacle(t.pos, rnd.nextBoolean());
                    obstacles.add(added);
                    if (rec) {
                        ev(BoutEvent.Kind.OBSTACLE, t.name, 0, "Space " + t.pos + " gains a Physical Obstacle where "
                                + t.name + " fell: square " + letter(added.square(), added.above() ? 1 : -1) + " "
                                + (added.above() ? "above" : "below") + " it", added);
                    }
                }
            }
        }

        /** Lowers component {@code i} by up to {@code amount}; returns the loss incurred. */
        int reduce(Fighter t, int i, int amount, Fighter by, boolean tally) {
            if (amount <= 0) {
                return 0;
            }
            int before = t.cond[i];
            int after = Math.max(0, before - amount);
            t.cond[i] = after;
            if (tally && by != null && by != t) {
                // "the Tally of the Bot that took the action, for that Bout, increases by the same amount"
                by.tally += before - after;
            }
            if (rec) {
                ev(BoutEvent.Kind.CONDITION, t.name, 0, t.name + "'s " + componentName(t, i) + " " + before + "% → "
                        + after + "%");
            }
            return before - after;
        }
    }
}
