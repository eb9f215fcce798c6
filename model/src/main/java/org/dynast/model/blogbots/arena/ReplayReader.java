package org.dynast.model.blogbots.arena;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.dynast.model.blogbots.arena.ArenaFiles.ArenaFileException;
import org.dynast.model.blogbots.arena.ArenaFiles.BotFile;
import org.dynast.model.blogbots.arena.ArenaFiles.Outcome;
import org.dynast.model.blogbots.arena.ArenaFiles.PartJson;
import org.dynast.model.blogbots.arena.ArenaFiles.Replay;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.ComponentKind;
import org.dynast.model.blogbots.bots.Part;

/**
 * Reads Bot files and Bout replays field by field (every field present, of its type and in its range, no other
 * field) and then checks a replay holds together: two Operators' Bots with distinct names, events in order, each
 * about a Bot of the Bout, every square on or near the arena, every Condition a percentage, and an outcome that is
 * the one its last event announces. What the event list alone says of the Bots is checked too: a Condition only
 * falls, and only at the Bot's own Condition event; a Bot only turns at its own Turn event; a removed House Bot does
 * not come back. These checks need no Scripts or seed, so they are all a player-safe replay can be given.
 */
final class ReplayReader {

    /** "moves it as far as it can go", at most {@link org.dynast.model.blogbots.bots.script.Reaction#FURTHEST}: far less. */
    static final int OFF_ARENA = 1_000;
    private static final Set<String> STATUSES = Set.of("Flipped", "Scorched", "Loose", "Scrambled");

    private static final Set<String> REPLAY = Set.of("format", "version", "generator", "playerSafe", "seed",
            "configuration", "entrants", "outcome", "events", "setup");
    private static final Set<String> BOT = Set.of("format", "version", "name", "operator", "engine", "chassis",
            "systems", "script", "house");
    private static final Set<String> PART_JSON = Set.of("name", "condition");
    private static final Set<String> CONFIGURATION = Set.of("bumperSides", "traps", "houseBot", "houseFacing",
            "obstacles");
    private static final Set<String> TRAP = Set.of("square", "panel");
    private static final Set<String> OBSTACLE = Set.of("square", "above");
    private static final Set<String> ENTRANT = Set.of("bot", "script", "operator", "houseBot");
    private static final Set<String> BOT_RECORD = Set.of("name", "engine", "chassis", "systems");
    private static final Set<String> PART = Set.of("kind", "name", "condition");
    private static final Set<String> OUTCOME = Set.of("ending", "winner", "tieBreak", "why", "turns", "rounds",
            "suddenDeath", "tallies");
    private static final Set<String> EVENT = Set.of("turn", "round", "kind", "bot", "line", "text", "bots", "obstacle");
    private static final Set<String> STATE = Set.of("name", "square", "facing", "evading", "blocking", "engine",
            "chassis", "systems", "statuses", "tally", "present", "letter");

    private static final String A_REPLAY = "a Bout replay";
    private static final String A_BOT = "a Bot file";
    private static final String PERCENT = "a Condition, a percentage from 0% to 100%";

    private ReplayReader() {
    }

    // ----------------------------------------------------------------------------------------- Bot files

    static BotFile bot(String text) throws ArenaFileException {
        JsonTree tree = JsonTree.parse(text, A_BOT);
        JsonTree.Obj o = tree.root(A_BOT, BOT);
        format(o, ArenaFiles.BOT_FORMAT, ArenaFiles.BOT_VERSION, A_BOT);
        return botFile(o);
    }

    /** A Bot's fields; Systems, Script, Operator and House may be left out (none, empty, none, not a House Bot). */
    private static BotFile botFile(JsonTree.Obj o) throws ArenaFileException {
        String format = o.text("format");
        int version = (int) o.whole("version", Integer.MIN_VALUE, Integer.MAX_VALUE, "a version number");
        if (!ArenaFiles.BOT_FORMAT.equals(format) || version != ArenaFiles.BOT_VERSION) {
            throw o.bad("format", "a Bout's Bot is written as \"" + ArenaFiles.BOT_FORMAT + "\" version "
                    + ArenaFiles.BOT_VERSION + ", not \"" + JsonTree.clip(format) + "\" version " + version);
        }
        String name = o.name("name");
        String operator = o.optText("operator");
        PartJson engine = partJson(o.obj("engine", PART_JSON));
        PartJson chassis = partJson(o.obj("chassis", PART_JSON));
        List<PartJson> systems = new ArrayList<>();
        if (o.has("systems")) {
            JsonTree.Arr a = o.arr("systems");
            for (int i = 0; i < a.size(); i++) {
                systems.add(partJson(a.obj(i, PART_JSON)));
            }
        }
        List<String> script = List.of();
        if (o.has("script")) {
            script = o.arr("script").texts();
        }
        boolean house = o.has("house") && o.bool("house");
        return new BotFile(format, version, name, operator, engine, chassis, systems, script, house);
    }

    private static PartJson partJson(JsonTree.Obj o) throws ArenaFileException {
        return new PartJson(o.name("name"), o.integer("condition", 0, 100, PERCENT));
    }

    private static void format(JsonTree.Obj o, String want, int wantVersion, String what) throws ArenaFileException {
        if (!o.has("format")) {
            throw new ArenaFileException("format", "this is not " + what + ": it has no \"format\" saying what it is");
        }
        String format = o.text("format");
        if (!want.equals(format)) {
            throw o.bad("format", "this is not " + what + " (its format is \"" + JsonTree.clip(format)
                    + "\"; " + what + " has \"" + want + "\")");
        }
        long version = o.whole("version", Long.MIN_VALUE, Long.MAX_VALUE, "a version number");
        if (version != wantVersion) {
            throw o.bad("version", what + " of schema version " + version + "; this Dynast reads version "
                    + wantVersion + (version > wantVersion ? " (the file is newer: update Dynast)" : ""));
        }
    }

    // ----------------------------------------------------------------------------------------- replays

    static Replay replay(String text) throws ArenaFileException {
        JsonTree tree = JsonTree.parse(text, A_REPLAY);
        JsonTree.Obj o = tree.root(A_REPLAY, REPLAY);
        format(o, ArenaFiles.REPLAY_FORMAT, ArenaFiles.REPLAY_VERSION, A_REPLAY);
        boolean playerSafe = o.bool("playerSafe");
        String generator = o.text("generator");
        Long seed = o.has("seed") ? o.whole("seed", Long.MIN_VALUE, Long.MAX_VALUE, "a whole number") : null;
        if (!playerSafe && seed == null) {
            throw o.bad("seed", "a replay that is not player-safe records its seed (\"seed\" is missing)");
        }
        if (!playerSafe && !BoutEngine.GENERATOR.equals(generator)) {
            throw o.bad("generator", "this replay was drawn with another random generator than this Dynast's, so it "
                    + "cannot be run again here");
        }
        Configuration configuration = configuration(o.obj("configuration", CONFIGURATION));
        JsonTree.Arr ea = o.arr("entrants");
        if (ea.size() != 2) {
            throw ea.whole("a Bout has two Operators' Bots, so entrants lists two, not " + ea.size());
        }
        List<BotFile> entrants = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            JsonTree.Obj e = ea.obj(i, BOT);
            BotFile f = botFile(e);
            if (f.house()) {
                throw e.bad("house", "an entrant is an Operator's Bot; a House Bot enters through the configuration");
            }
            entrants.add(f);
        }
        Outcome outcome = outcome(o.obj("outcome", OUTCOME));
        JsonTree.Arr ev = o.arr("events");
        List<BoutEvent> events = new ArrayList<>();
        for (int i = 0; i < ev.size(); i++) {
            events.add(event(ev.obj(i, EVENT)));
        }
        // a Bout run from a bout setup file keeps it (read in full when the Bout is run again); never a player-safe one
        JsonNode setup = null;
        if (o.has("setup")) {
            setup = o.need("setup", "the bout setup the Bout was run from");
            if (playerSafe) {
                throw o.bad("setup", "a player-safe replay leaves out the bout setup (it holds the Scripts)");
            }
            if (!setup.isObject() || !BoutSetupFile.FORMAT.equals(setup.path("format").asText())) {
                throw o.bad("setup", "expected a bout setup (\"format\": \"" + BoutSetupFile.FORMAT + "\")");
            }
            if (!setup.path("seed").isIntegralNumber() || setup.path("seed").asLong() != seed) {
                throw o.bad("setup", "the bout setup's seed (" + JsonTree.clip(setup.path("seed").toString())
                        + ") is not the replay's (" + seed + ")");
            }
        }
        if (playerSafe) {
            playerSafe(o, seed, entrants, events);
        }
        Replay r = new Replay(ArenaFiles.REPLAY_FORMAT, ArenaFiles.REPLAY_VERSION, generator, playerSafe, seed,
                configuration, entrants, outcome, events, setup);
        check(r);
        return r;
    }

    /**
     * Issue 33, "replay trusts "playerSafe": true on a full replay with a forged winner": what the file holds decides,
     * not its flag. A replay that says it is player-safe but keeps what a player-safe one leaves out (the seed, a
     * Script, the events of fired and ignored lines and Tokens) is a full replay under the flag, which would pass
     * unchecked: it is refused, saying what it keeps, so that it is checked as the full replay it is.
     */
    private static void playerSafe(JsonTree.Obj o, Long seed, List<BotFile> entrants, List<BoutEvent> events)
            throws ArenaFileException {
        String keeps = null;
        if (seed != null) {
            keeps = "its seed";
        } else if (entrants.stream().anyMatch(b -> b.script() != null && !b.script().isEmpty())) {
            keeps = "its Bots' Scripts";
        } else if (events.stream().anyMatch(e -> e.kind() == BoutEvent.Kind.TRIGGER
                || e.kind() == BoutEvent.Kind.IGNORED || e.kind() == BoutEvent.Kind.TOKEN
                || e.kind() == BoutEvent.Kind.NO_TRIGGER)) {
            keeps = "the Script lines that fired";
        }
        if (keeps != null) {
            throw o.bad("playerSafe", "the replay says it is player-safe but keeps " + keeps + ", which a player-safe "
                    + "replay leaves out: it is a full replay, and is checked as one (remove \"playerSafe\": true)");
        }
    }

    private static Configuration configuration(JsonTree.Obj o) throws ArenaFileException {
        boolean bumpers = o.bool("bumperSides");
        List<Configuration.Trap> traps = new ArrayList<>();
        JsonTree.Arr ta = o.arr("traps");
        Set<Integer> trapSquares = new HashSet<>();
        for (int i = 0; i < ta.size(); i++) {
            JsonTree.Obj t = ta.obj(i, TRAP);
            int square = t.integer("square", 1, 19, "a square from 1 to 19");
            if (!trapSquares.add(square)) {
                throw t.bad("square", "two trap panels are on square " + square);
            }
            traps.add(new Configuration.Trap(square, t.oneOf("panel", TrapPanel.class)));
        }
        Entrant house = null;
        JsonTree.Obj h = o.optObj("houseBot", ENTRANT);
        if (h != null) {
            house = new Entrant(bot(h.obj("bot", BOT_RECORD)), h.optText("script"), h.optText("operator"), true);
        }
        Facing facing = o.has("houseFacing") ? o.oneOf("houseFacing", Facing.class) : null;
        List<Configuration.Obstacle> obstacles = new ArrayList<>();
        JsonTree.Arr oa = o.arr("obstacles");
        if (oa.size() > 6) {
            throw oa.whole("Physical Obstacles add between 2 and 6 squares, not " + oa.size());
        }
        for (int i = 0; i < oa.size(); i++) {
            JsonTree.Obj x = oa.obj(i, OBSTACLE);
            Configuration.Obstacle obstacle = new Configuration.Obstacle(x.integer("square", 1, 19,
                    "a square from 1 to 19"), x.bool("above"));
            if (obstacles.contains(obstacle)) {
                throw oa.bad(i, "the same Physical Obstacle square is listed twice");
            }
            obstacles.add(obstacle);
        }
        if (!obstacles.equals(new Configuration(bumpers, traps, null, null, obstacles).obstacles())) {
            throw oa.whole("the Physical Obstacle squares are lettered from left to right, above before below, "
                    + "so they are listed in that order");
        }
        return new Configuration(bumpers, traps, house, facing, obstacles);
    }

    private static Bot bot(JsonTree.Obj o) throws ArenaFileException {
        Part engine = part(o.obj("engine", PART), ComponentKind.ENGINE);
        Part chassis = part(o.obj("chassis", PART), ComponentKind.CHASSIS);
        List<Part> systems = new ArrayList<>();
        JsonTree.Arr a = o.arr("systems");
        for (int i = 0; i < a.size(); i++) {
            systems.add(part(a.obj(i, PART), ComponentKind.SYSTEM));
        }
        return new Bot(o.name("name"), engine, chassis, systems);
    }

    private static Part part(JsonTree.Obj o, ComponentKind kind) throws ArenaFileException {
        ComponentKind k = o.oneOf("kind", ComponentKind.class);
        if (k != kind) {
            throw o.bad("kind", "this component is the Bot's " + kind.name().toLowerCase(Locale.ROOT)
                    + ", so its kind is " + kind.name() + ", not " + k.name());
        }
        return new Part(kind, o.name("name"), o.integer("condition", 0, 100, PERCENT));
    }

    private static Outcome outcome(JsonTree.Obj o) throws ArenaFileException {
        String ending = o.text("ending");
        boolean known = false;
        for (Ending e : Ending.values()) {
            known |= e.word().equals(ending);
        }
        if (!known) {
            throw o.bad("ending", "a Bout ends by TKO, Ring-out or Domination, not \"" + JsonTree.clip(ending) + "\"");
        }
        String winner = o.name("winner");
        boolean tieBreak = o.bool("tieBreak");
        String why = o.text("why");
        int turns = o.integer("turns", 0, Integer.MAX_VALUE, "a count of turns, 0 or more");
        int rounds = o.integer("rounds", 0, Integer.MAX_VALUE, "a count of rounds, 0 or more");
        boolean suddenDeath = o.bool("suddenDeath");
        JsonTree.Arr ta = o.arr("tallies");
        List<Integer> tallies = new ArrayList<>();
        for (int i = 0; i < ta.size(); i++) {
            tallies.add(ta.integer(i, 0, Integer.MAX_VALUE, "a Tally, 0 or more"));
        }
        return new Outcome(ending, winner, tieBreak, why, turns, rounds, suddenDeath, tallies);
    }

    private static BoutEvent event(JsonTree.Obj o) throws ArenaFileException {
        int turn = o.integer("turn", 1, Integer.MAX_VALUE, "a turn number from 1");
        int round = o.integer("round", 1, Integer.MAX_VALUE, "a round number from 1");
        BoutEvent.Kind kind = o.oneOf("kind", BoutEvent.Kind.class);
        String bot = o.optText("bot");
        int line = o.integer("line", 0, Integer.MAX_VALUE, "a Script line number, or 0");
        String text = o.text("text");
        JsonTree.Arr ba = o.arr("bots");
        List<BotState> bots = new ArrayList<>();
        for (int i = 0; i < ba.size(); i++) {
            JsonTree.Obj s = ba.obj(i, STATE);
            String name = s.name("name");
            int square = s.integer("square", 1 - OFF_ARENA, 19 + OFF_ARENA, "a square of the arena's row (In Bounds "
                    + "from 1 to 19; no move takes a Bot more than " + OFF_ARENA + " squares beyond)");
            Facing facing = s.oneOf("facing", Facing.class);
            boolean evading = s.bool("evading");
            boolean blocking = s.bool("blocking");
            int engine = s.integer("engine", 0, 100, PERCENT);
            int chassis = s.integer("chassis", 0, 100, PERCENT);
            JsonTree.Arr sa = s.arr("systems");
            List<Integer> systems = new ArrayList<>();
            for (int k = 0; k < sa.size(); k++) {
                systems.add(sa.integer(k, 0, 100, PERCENT));
            }
            JsonTree.Arr st = s.arr("statuses");
            List<String> statuses = st.texts();
            for (int k = 0; k < statuses.size(); k++) {
                String x = statuses.get(k);
                if (!STATUSES.contains(x) && !x.startsWith("Anchored")) {
                    throw st.bad(k, "\"" + JsonTree.clip(x) + "\" is not a Status (Flipped, Scorched, Loose, "
                            + "Scrambled or Anchored)");
                }
            }
            int tally = s.integer("tally", 0, Integer.MAX_VALUE, "a Tally, 0 or more");
            boolean present = s.bool("present");
            String letter = s.optText("letter");
            if (letter != null && !letter.matches("[A-Z]")) {
                throw s.bad("letter", "letter names a lettered square, A to Z, not \"" + JsonTree.clip(letter) + "\"");
            }
            bots.add(new BotState(name, square, facing, evading, blocking, engine, chassis, systems, statuses, tally,
                    present, letter));
        }
        Configuration.Obstacle obstacle = null;
        JsonTree.Obj ob = o.optObj("obstacle", OBSTACLE);
        if (ob != null) {
            if (kind != BoutEvent.Kind.OBSTACLE) {
                throw o.bad("obstacle", "only an OBSTACLE event adds a Physical Obstacle square");
            }
            obstacle = new Configuration.Obstacle(ob.integer("square", 1, 19, "a square from 1 to 19"),
                    ob.bool("above"));
        } else if (kind == BoutEvent.Kind.OBSTACLE) {
            throw new ArenaFileException(o.path, "an OBSTACLE event names the square it adds (\"obstacle\" is missing)");
        }
        return new BoutEvent(turn, round, kind, bot, line, text, bots, obstacle);
    }

    // ----------------------------------------------------------------------------------------- consistency

    /**
     * Whether the replay holds together, from its own contents (no Scripts or seed needed); throws naming the first
     * place it does not.
     */
    static void check(Replay r) throws ArenaFileException {
        Map<String, Integer> systems = new HashMap<>();
        List<String> operators = new ArrayList<>();
        for (int i = 0; i < r.entrants().size(); i++) {
            BotFile f = r.entrants().get(i);
            if (systems.put(f.name(), f.systems().size()) != null) {
                throw new ArenaFileException("entrants[" + i + "].name", "both Bots are called \""
                        + JsonTree.clip(f.name()) + "\"; the events could not tell them apart");
            }
            operators.add(f.name());
        }
        Entrant house = r.configuration().houseBot();
        if (house != null && systems.put(house.name(), house.bot().systems().size()) != null) {
            throw new ArenaFileException("configuration.houseBot.bot.name", "the House Bot has the name of an "
                    + "Operator's Bot, \"" + JsonTree.clip(house.name()) + "\"");
        }
        if (house == null && r.configuration().houseFacing() != null) {
            throw new ArenaFileException("configuration.houseFacing", "there is no House Bot to face anywhere");
        }
        List<BoutEvent> events = r.events();
        if (events.isEmpty()) {
            throw new ArenaFileException("events", "a Bout replay has its events, from the START to the END; this "
                    + "one has none");
        }
        int letters = r.configuration().obstacles().size();
        List<String> order = null;
        BoutEvent before = null;
        for (int i = 0; i < events.size(); i++) {
            BoutEvent e = events.get(i);
            String at = "events[" + i + "]";
            boolean first = i == 0;
            boolean last = i == events.size() - 1;
            if (first != (e.kind() == BoutEvent.Kind.START)) {
                throw new ArenaFileException(at + ".kind", first ? "a Bout replay begins with the START event, not "
                        + e.kind() : "only the first event is the START");
            }
            if (last != (e.kind() == BoutEvent.Kind.END)) {
                throw new ArenaFileException(at + ".kind", last ? "a Bout replay ends with the END event, not "
                        + e.kind() + " (it may have been cut short)" : "only the last event is the END");
            }
            if (e.bot() != null && !systems.containsKey(e.bot())) {
                throw new ArenaFileException(at + ".bot", "there is no Bot called \"" + JsonTree.clip(e.bot())
                        + "\" in this Bout (its Bots are " + String.join(", ", systems.keySet()) + ")");
            }
            if (before != null) {
                if (e.turn() < before.turn()) {
                    throw new ArenaFileException(at + ".turn", "turn " + e.turn() + " comes after turn " + before.turn()
                            + "; the events are out of order");
                }
                if (e.round() < before.round()) {
                    throw new ArenaFileException(at + ".round", "round " + e.round() + " comes after round "
                            + before.round() + "; the events are out of order");
                }
                if (e.round() > e.turn()) {
                    throw new ArenaFileException(at + ".round", "round " + e.round() + " in turn " + e.turn()
                            + ": a round has at least one turn");
                }
            } else if (e.round() < 1 || e.round() > e.turn()) {
                // a Bout starts in turn 1, round 1, or later when a bout setup file starts it from a later turn
                throw new ArenaFileException(at, "the Bout starts in turn " + e.turn() + " but round " + e.round()
                        + ": a round has at least one turn");
            }
            if (e.kind() == BoutEvent.Kind.OBSTACLE) {
                letters++;
            }
            List<String> names = e.bots().stream().map(BotState::name).toList();
            if (order == null) {
                order = names;
                if (names.size() != systems.size() || !systems.keySet().containsAll(names)) {
                    throw new ArenaFileException(at + ".bots", "the START shows each Bot of the Bout once ("
                            + String.join(", ", systems.keySet()) + ")");
                }
            } else if (!names.equals(order)) {
                throw new ArenaFileException(at + ".bots", "every event shows the same Bots in the same order as the "
                        + "START (" + String.join(", ", order) + ")");
            }
            for (int k = 0; k < e.bots().size(); k++) {
                BotState s = e.bots().get(k);
                String sat = at + ".bots[" + k + "]";
                if (s.systems().size() != systems.get(s.name())) {
                    throw new ArenaFileException(sat + ".systems", s.name() + " has " + systems.get(s.name())
                            + " Systems, so its state lists " + systems.get(s.name()) + " Conditions, not "
                            + s.systems().size());
                }
                if (s.letter() != null && s.letter().charAt(0) - 'A' >= letters) {
                    throw new ArenaFileException(sat + ".letter", "there is no lettered square " + s.letter()
                            + " at this point (the arena has " + letters + ")");
                }
                if (!s.present() && (house == null || !s.name().equals(house.name()))) {
                    throw new ArenaFileException(sat + ".present", "only a House Bot is removed from a Bout; "
                            + s.name() + " is an Operator's Bot");
                }
                if (before != null) {
                    follows(before.bots().get(k), s, e, sat);
                }
            }
            before = e;
        }
        Outcome o = r.outcome();
        BoutEvent end = events.get(events.size() - 1);
        int last = events.size() - 1;
        if (!operators.contains(o.winner())) {
            throw new ArenaFileException("outcome.winner", "the Winner is one of the Operators' Bots ("
                    + String.join(", ", operators) + "), not \"" + JsonTree.clip(o.winner()) + "\"");
        }
        if (!o.winner().equals(end.bot())) {
            throw new ArenaFileException("outcome.winner", "the outcome names " + o.winner() + " the Winner, but the "
                    + "END event (events[" + last + "]) " + (end.bot() == null ? "names no Bot"
                    : "names " + JsonTree.clip(end.bot())));
        }
        if (o.turns() != end.turn()) {
            throw new ArenaFileException("outcome.turns", "the outcome says " + o.turns() + " turns, but the Bout "
                    + "ends in turn " + end.turn() + " (events[" + last + "])");
        }
        if (o.rounds() != end.round()) {
            throw new ArenaFileException("outcome.rounds", "the outcome says " + o.rounds() + " rounds, but the Bout "
                    + "ends in round " + end.round() + " (events[" + last + "])");
        }
        String announced = o.ending() + ": " + o.winner() + " wins (" + o.why() + ")";
        if (!announced.equals(end.text())) {
            throw new ArenaFileException("outcome", "the outcome (" + JsonTree.clip(announced) + ") is not what the "
                    + "END event (events[" + last + "]) announces: " + JsonTree.clip(end.text()));
        }
        // a Bout run from a setup that starts after turn sixty is in Sudden Death from its first turn, with no event
        // that begins it (BoutState: "suddenDeath = turn > DOMINATION_TURNS")
        boolean startedInIt = events.stream().filter(e -> e.turn() > 0).findFirst()
                .map(e -> e.turn() > BoutEngine.DOMINATION_TURNS).orElse(false);
        boolean sudden = startedInIt || events.stream().anyMatch(e -> e.kind() == BoutEvent.Kind.SUDDEN_DEATH);
        if (o.suddenDeath() != sudden) {
            throw new ArenaFileException("outcome.suddenDeath", sudden ? "the events reach Sudden Death, but the "
                    + "outcome says they did not" : "the outcome says Sudden Death, but no event begins it");
        }
        if (o.tallies().size() != systems.size()) {
            throw new ArenaFileException("outcome.tallies", "the outcome lists a Tally for each of the "
                    + systems.size() + " Bots, not " + o.tallies().size());
        }
        // "Ring-out: One of more of the Bots participating in the Bout are not In Bounds"; "A House Bot ... is not
        // considered for the purposes of any clause in the rule Ending a Bout"
        if (o.ending().equals(Ending.RING_OUT.word()) && end.bots().stream().noneMatch(s -> operators.contains(s.name())
                && !s.name().equals(o.winner()) && (s.square() < 1 || s.square() > 19))) {
            throw new ArenaFileException("outcome.ending", "a Ring-out, but at the END (events[" + last + "]) the "
                    + "Winner's Opponent is In Bounds");
        }
    }

    /** What the event list alone says of one Bot from the event before to this one. */
    private static void follows(BotState was, BotState now, BoutEvent e, String at) throws ArenaFileException {
        boolean own = Objects.equals(e.bot(), now.name());
        List<Integer> a = conditions(was);
        List<Integer> b = conditions(now);
        for (int i = 0; i < b.size(); i++) {
            if (b.get(i) > a.get(i)) {
                throw new ArenaFileException(at, now.name() + "'s " + component(i) + " goes up from " + a.get(i)
                        + "% to " + b.get(i) + "%; no event raises a Condition");
            }
            if (!b.get(i).equals(a.get(i)) && !(own && e.kind() == BoutEvent.Kind.CONDITION)) {
                throw new ArenaFileException(at, now.name() + "'s " + component(i) + " falls from " + a.get(i)
                        + "% to " + b.get(i) + "% at a " + e.kind() + " event; a Condition changes only at its Bot's "
                        + "CONDITION event");
            }
        }
        if (was.facing() != now.facing() && !(own && e.kind() == BoutEvent.Kind.TURN)) {
            throw new ArenaFileException(at + ".facing", now.name() + " turns to face " + now.facing() + " at a "
                    + e.kind() + " event; a Bot turns only at its own TURN event");
        }
        if (!was.present() && now.present()) {
            throw new ArenaFileException(at + ".present", now.name() + " was removed from the Bout and comes back");
        }
    }

    private static List<Integer> conditions(BotState s) {
        List<Integer> out = new ArrayList<>();
        out.add(s.engine());
        out.add(s.chassis());
        out.addAll(s.systems());
        return out;
    }

    private static String component(int i) {
        return i == 0 ? "engine" : i == 1 ? "chassis" : "System " + (i - 1);
    }
}
