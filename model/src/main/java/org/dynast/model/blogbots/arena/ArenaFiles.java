package org.dynast.model.blogbots.arena;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.dynast.model.InputText;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.Catalogue;
import org.dynast.model.blogbots.bots.Part;
import org.dynast.model.log.Snapshots;

/**
 * The arena's files: a Bot file (a Bot and its Script, for the command line) and a Bout replay
 * (versioned JSON with the inputs, the seed and every event). A bad file is refused with where (line
 * and column, and the field such as {@code events[3].turn}) and why, as an {@link ArenaFileException}.
 */
public final class ArenaFiles {

    public static final String BOT_FORMAT = "dynast-bot";
    public static final int BOT_VERSION = 1;
    public static final String REPLAY_FORMAT = "dynast-bout-replay";
    public static final int REPLAY_VERSION = 1;

    static final ObjectMapper MAPPER = Snapshots.standardMapper().copy()
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(SerializationFeature.INDENT_OUTPUT);

    private ArenaFiles() {
    }

    /**
     * A file that cannot be read: which file (when known), where in it (a line and column, a field path such as
     * {@code events[3].turn}) and why, in words a user understands. The message is one line.
     */
    public static final class ArenaFileException extends Exception {
        private final String file;
        private final String where;
        private final String why;

        public ArenaFileException(String where, String why) {
            this(null, where, why);
        }

        public ArenaFileException(String file, String where, String why) {
            super(join(file, where, why), null, false, false);
            this.file = file;
            this.where = where == null ? "" : where;
            this.why = why;
        }

        private static String join(String file, String where, String why) {
            StringBuilder sb = new StringBuilder();
            if (file != null && !file.isEmpty()) {
                sb.append(file).append(": ");
            }
            if (where != null && !where.isEmpty()) {
                sb.append(where).append(": ");
            }
            return sb.append(why).toString().replaceAll("[\\r\\n]+", " ");
        }

        /** This refusal, naming the file it was read from. */
        public ArenaFileException in(String fileName) {
            return new ArenaFileException(fileName, where, why);
        }

        /** The file's name, or null when the text did not come from a file. */
        public String file() {
            return file;
        }

        public String where() {
            return where;
        }

        public String why() {
            return why;
        }
    }

    // ----------------------------------------------------------------------------------------- bot files

    /** One component in a Bot file. */
    public record PartJson(String name, int condition) {
    }

    /** A Bot file: the Bot, its Script as lines, its Operator's name, and whether it is a House Bot. */
    public record BotFile(String format, int version, String name, String operator, PartJson engine, PartJson chassis,
                          List<PartJson> systems, List<String> script, boolean house) {

        public static BotFile of(Entrant e) {
            Bot b = e.bot();
            return new BotFile(BOT_FORMAT, BOT_VERSION, b.name(), e.operator(), part(b.engine()), part(b.chassis()),
                    b.systems().stream().map(ArenaFiles::part).toList(),
                    e.script().isEmpty() ? List.of() : List.of(e.script().split("\\R", -1)), e.houseBot());
        }

        public Entrant entrant() {
            Bot bot = new Bot(name, Part.engine(engine.name(), engine.condition()),
                    Part.chassis(chassis.name(), chassis.condition()),
                    systems == null ? List.of() : systems.stream().map(p -> Part.system(p.name(), p.condition())).toList());
            return new Entrant(bot, script == null ? "" : String.join("\n", script), operator, house);
        }
    }

    static PartJson part(Part p) {
        return new PartJson(p.name(), p.condition());
    }

    public static String writeBot(Entrant e) {
        return write(BotFile.of(e));
    }

    /** As {@link #readBot(String)}, refusing a Bot whose parts are not in {@code catalogue} or do not fit its Chassis. */
    public static Entrant readBot(String json, Catalogue catalogue) throws ArenaFileException {
        Entrant e = readBot(json);
        Catalogue.Misfit m = catalogue.misfit(e.bot()).orElse(null);
        if (m != null) {
            throw new ArenaFileException(JsonTree.parse(json, "a Bot file").locate(m.field()), m.why());
        }
        return e;
    }

    /**
     * Reads a Bot file: every field present, of its type and in its range (a Condition from 0 to 100), and no other;
     * a refusal says where (line, column and field path) and why.
     */
    public static Entrant readBot(String json) throws ArenaFileException {
        return ReplayReader.bot(json).entrant();
    }

    /** As {@link #readBot(String, Catalogue)}, from the bytes of a file called {@code fileName} (strict UTF-8). */
    public static Entrant readBot(byte[] bytes, String fileName, Catalogue catalogue) throws ArenaFileException {
        try {
            return readBot(JsonTree.utf8(bytes, "a Bot file"), catalogue);
        } catch (ArenaFileException e) {
            throw e.in(fileName);
        }
    }

    /** As {@link #readBot(String, Catalogue)}, from a file; a file that cannot be read at all is refused the same way. */
    public static Entrant readBot(Path file, Catalogue catalogue) throws ArenaFileException {
        String name = file.toString();
        try {
            return readBot(bytes(file, "a Bot file"), name, catalogue);
        } catch (ArenaFileException e) {
            throw e.file() == null ? e.in(name) : e;
        }
    }

    // ----------------------------------------------------------------------------------------- replays

    /** The outcome as the replay records it. */
    public record Outcome(String ending, String winner, boolean tieBreak, String why, int turns, int rounds,
                          boolean suddenDeath, List<Integer> tallies) {
        static Outcome of(BoutResult r) {
            return new Outcome(r.ending().word(), r.winnerName(), r.tieBreak(), r.why(), r.turns(), r.rounds(),
                    r.suddenDeath(), r.tallies());
        }
    }

    /**
     * A Bout replay: format and version, the generator, the seed, the configuration, the entrants (with their
     * Scripts unless player-safe), the outcome and every event.
     */
    public record Replay(String format, int version, String generator, boolean playerSafe, Long seed,
                         Configuration configuration, List<BotFile> entrants, Outcome outcome,
                         List<BoutEvent> events,
                         @JsonInclude(
                                 JsonInclude.Include.NON_NULL)
                         JsonNode setup) {

        public Replay(String format, int version, String generator, boolean playerSafe, Long seed,
                      Configuration configuration, List<BotFile> entrants, Outcome outcome, List<BoutEvent> events) {
            this(format, version, generator, playerSafe, seed, configuration, entrants, outcome, events, null);
        }

        public static Replay of(Entrant first, Entrant second, Configuration configuration, long seed, BoutResult r) {
            return new Replay(REPLAY_FORMAT, REPLAY_VERSION, BoutEngine.GENERATOR, false, seed, configuration,
                    List.of(BotFile.of(first), BotFile.of(second)), Outcome.of(r), r.events());
        }

        /**
         * The replay of a Bout run from a bout setup file: it keeps the setup (placements, turn, Conditions), so the
         * Bout can be run again from where it started.
         */
        public static Replay of(BoutSetup setup, BoutResult r) {
            JsonNode kept;
            try {
                kept = new ObjectMapper().readTree(BoutSetupFile.write(setup));
            } catch (JsonProcessingException e) {
                throw new IllegalStateException("A bout setup Dynast wrote is not JSON", e);
            }
            return new Replay(REPLAY_FORMAT, REPLAY_VERSION, BoutEngine.GENERATOR, false, setup.seed(),
                    setup.configuration(), List.of(BotFile.of(setup.first()), BotFile.of(setup.second())),
                    Outcome.of(r), r.events(), kept);
        }

        /**
         * The player-safe view: "Bots' Scripts are tracked privately", Tokens are "privately tracked by the
         * Announcer", and so are the Tallies during the Bout (the final Tallies are announced) and the seed.
         * Which line fired, ignored lines, Token changes and Scramble orders are left out; every move, Shove,
         * System use, Condition and Status change stays.
         */
        public Replay toPlayerSafe() {
            List<BoutEvent> shown = new ArrayList<>();
            for (BoutEvent e : events) {
                if (e.kind() == BoutEvent.Kind.TRIGGER || e.kind() == BoutEvent.Kind.IGNORED
                        || e.kind() == BoutEvent.Kind.TOKEN || e.kind() == BoutEvent.Kind.NO_TRIGGER
                        || e.kind() == BoutEvent.Kind.STATUS && e.text().contains("Script is scrambled")) {
                    continue;
                }
                shown.add(new BoutEvent(e.turn(), e.round(), e.kind(), e.bot(), 0, e.text(), e.bots().stream()
                        .map(s -> new BotState(s.name(), s.square(), s.facing(), s.evading(), s.blocking(), s.engine(),
                                s.chassis(), s.systems(), s.statuses(), 0, s.present(), s.letter())).toList(), e.obstacle()));
            }
            // a House Bot's Script is "publicly tracked", so the configuration stays whole
            return new Replay(format, version, generator, true, null, configuration, entrants.stream()
                    .map(b -> new BotFile(b.format(), b.version(), b.name(), b.operator(), b.engine(), b.chassis(),
                            b.systems(), List.of(), b.house())).toList(), outcome, shown);
        }

        /**
         * The configuration's variations for a summary, the House Bot where this Bout's first event has it (a bout
         * setup may place it elsewhere than square 10).
         */
        public List<String> variations() {
            if (configuration.houseBot() != null && !events.isEmpty()) {
                for (BotState s : events.get(0).bots()) {
                    if (s.name().equals(configuration.houseBot().name())) {
                        return configuration.variations(s.square(), s.facing());
                    }
                }
            }
            return configuration.variations();
        }

        /** Runs the recorded inputs again (from its bout setup, if it was run from one). */
        public BoutResult resimulate(BoutEngine engine) {
            if (playerSafe || seed == null) {
                throw new IllegalStateException("A player-safe replay has no Scripts or seed and cannot be run again.");
            }
            if (setup != null) {
                try {
                    return engine.run(BoutSetupFile.parse(setup.toString(), null, engine.catalogue()));
                } catch (ArenaFileException e) {
                    throw new IllegalArgumentException("setup: " + e.getMessage(), e);
                }
            }
            return engine.run(entrants.get(0).entrant(), entrants.get(1).entrant(), configuration, seed);
        }

        /**
         * Null if re-simulating gives the recorded outcome (Ending, Winner, why, turns, rounds, Sudden Death,
         * Tallies), the recorded turn count and every recorded event, else the first difference: which event (or
         * outcome field), what the replay records and what the rules give.
         */
        public String verify(BoutEngine engine) {
            BoutResult again = resimulate(engine);
            List<BoutEvent> rules = again.events();
            for (int i = 0; i < Math.max(rules.size(), events.size()); i++) {
                BoutEvent want = i < events.size() ? events.get(i) : null;
                BoutEvent got = i < rules.size() ? rules.get(i) : null;
                if (want == null || !want.equals(got)) {
                    return "event " + (i + 1) + " (events[" + i + "]" + (want == null ? "" : ", turn " + want.turn())
                            + "): " + difference(want, got);
                }
            }
            Outcome rulesOutcome = Outcome.of(again);
            String[] fields = {"ending", "winner", "tieBreak", "why", "turns", "rounds", "suddenDeath", "tallies"};
            Object[] recorded = {outcome.ending(), outcome.winner(), outcome.tieBreak(), outcome.why(), outcome.turns(),
                outcome.rounds(), outcome.suddenDeath(), outcome.tallies()};
            Object[] given = {rulesOutcome.ending(), rulesOutcome.winner(), rulesOutcome.tieBreak(), rulesOutcome.why(),
                rulesOutcome.turns(), rulesOutcome.rounds(), rulesOutcome.suddenDeath(), rulesOutcome.tallies()};
            for (int k = 0; k < fields.length; k++) {
                if (!recorded[k].equals(given[k])) {
                    return "outcome." + fields[k] + ": the replay records " + recorded[k] + ", the rules give "
                            + given[k];
                }
            }
            return null;
        }

        private static String difference(BoutEvent want, BoutEvent got) {
            if (want == null) {
                return "the replay ends here, but the rules go on: " + got;
            }
            if (got == null) {
                return "the replay records " + want + ", but by the rules the Bout has already ended";
            }
            if (want.toString().equals(got.toString())) {
                for (int k = 0; k < Math.min(want.bots().size(), got.bots().size()); k++) {
                    BotState a = want.bots().get(k);
                    BotState b = got.bots().get(k);
                    if (!a.equals(b)) {
                        return "after " + want + ", the replay records " + a.name() + " as " + state(a)
                                + ", the rules give " + state(b);
                    }
                }
            }
            return "the replay records \"" + want + "\", the rules give \"" + got + "\"";
        }

        private static String state(BotState s) {
            return "square " + s.square() + (s.letter() == null ? "" : " (" + s.letter() + ")") + " facing "
                    + lower(s.facing()) + ", engine " + s.engine() + "%, chassis " + s.chassis() + "%, Systems "
                    + s.systems() + ", statuses " + s.statuses() + ", Tally " + s.tally()
                    + (s.present() ? "" : ", removed") + (s.evading() ? ", evading" : "")
                    + (s.blocking() ? ", blocking" : "");
        }
    }

    public static String writeReplay(Replay replay) {
        return write(replay);
    }

    /**
     * Reads a Bout replay and checks it before anything uses it: the schema (every field present, of its type and in
     * its range, no other field, no key given twice, nothing after the JSON) and then that it holds together (see
     * {@link ReplayReader}). A refusal says where (line, column, field path such as {@code entrants[1].engine}) and
     * why.
     */
    public static Replay readReplay(String json) throws ArenaFileException {
        return ReplayReader.replay(json);
    }

    /** As {@link #readReplay(String)}, from the bytes of a file called {@code fileName} (strict UTF-8). */
    public static Replay readReplay(byte[] bytes, String fileName) throws ArenaFileException {
        try {
            return readReplay(JsonTree.utf8(bytes, "a Bout replay"));
        } catch (ArenaFileException e) {
            throw e.in(fileName);
        }
    }

    /** As {@link #readReplay(String)}, from a file; a file that cannot be read at all is refused the same way. */
    public static Replay readReplay(Path file) throws ArenaFileException {
        String name = file.toString();
        try {
            return readReplay(bytes(file, "a Bout replay"), name);
        } catch (ArenaFileException e) {
            throw e.file() == null ? e.in(name) : e;
        }
    }

    /** Larger than any Bout replay (a 60-turn Bout with Sudden Death is well under a megabyte). */
    static final long MAX_BYTES = 64L << 20;

    /**
     * A file's bytes: a regular file of at most {@link #MAX_BYTES}, read no further (a Bot {@code {"file":
     * "/dev/zero"}} grew the JVM to 5.6 GB: issue 33).
     */
    static byte[] bytes(Path file, String what) throws ArenaFileException {
        try {
            return InputText.read(file, MAX_BYTES, what);
        } catch (InputText.Refused e) {
            throw new ArenaFileException("", e.why());
        } catch (NoSuchFileException e) {
            throw new ArenaFileException("", "there is no such file");
        } catch (AccessDeniedException e) {
            throw new ArenaFileException("", "Dynast is not allowed to read this file");
        } catch (IOException e) {
            throw new ArenaFileException("", "the file cannot be read (" + (e.getMessage() == null ? "input error"
                    : e.getMessage()) + ")");
        }
    }

    // ----------------------------------------------------------------------------------------- helpers

    private static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** For summaries: "Ada (Petrol 100%, Apex Systems X1500 100%; Axe 100%)". */
    public static String describe(Bot b) {
        return b.name() + " (" + b.engine().name() + " " + b.engine().condition() + "%, " + b.chassis().name() + " "
                + b.chassis().condition() + "%" + (b.systems().isEmpty() ? "" : "; " + b.systems().stream()
                .map(p -> p.name() + " " + p.condition() + "%").collect(Collectors.joining(", "))) + ")";
    }

    static String lower(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT);
    }
}
