package org.dynast.model.blogbots.arena;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
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

    /** A file that cannot be read: where (a line and column, a field) and why. */
    public static final class ArenaFileException extends Exception {
        private final String where;
        private final String why;

        public ArenaFileException(String where, String why) {
            super((where == null || where.isEmpty() ? "" : where + ": ") + why);
            this.where = where;
            this.why = why;
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
            throw new ArenaFileException(m.field(), m.why());
        }
        return e;
    }

    public static Entrant readBot(String json) throws ArenaFileException {
        BotFile f = read(json, BotFile.class);
        check(f.format(), f.version(), BOT_FORMAT, BOT_VERSION, "a Bot file");
        require(f.name(), "name");
        require(f.engine(), "engine");
        require(f.chassis(), "chassis");
        List<PartJson> parts = new ArrayList<>();
        parts.add(f.engine());
        parts.add(f.chassis());
        if (f.systems() != null) {
            parts.addAll(f.systems());
        }
        for (int i = 0; i < parts.size(); i++) {
            PartJson p = parts.get(i);
            String field = i == 0 ? "engine" : i == 1 ? "chassis" : "systems[" + (i - 2) + "]";
            if (p == null || p.name() == null || p.name().isBlank()) {
                throw new ArenaFileException(field, "a component needs a name");
            }
            if (p.condition() < 0 || p.condition() > 100) {
                throw new ArenaFileException(field + ".condition", "a Condition is a percentage from 0% to 100%, not "
                        + p.condition() + "%");
            }
        }
        return f.entrant();
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
                         List<BoutEvent> events) {

        public static Replay of(Entrant first, Entrant second, Configuration configuration, long seed, BoutResult r) {
            return new Replay(REPLAY_FORMAT, REPLAY_VERSION, BoutEngine.GENERATOR, false, seed, configuration,
                    List.of(BotFile.of(first), BotFile.of(second)), Outcome.of(r), r.events());
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

        /** Runs the recorded inputs again. */
        public BoutResult resimulate(BoutEngine engine) {
            if (playerSafe || seed == null) {
                throw new IllegalStateException("A player-safe replay has no Scripts or seed and cannot be run again.");
            }
            return engine.run(entrants.get(0).entrant(), entrants.get(1).entrant(), configuration, seed);
        }

        /** Null if re-simulating gives every recorded event, else where the first difference is. */
        public String verify(BoutEngine engine) {
            List<BoutEvent> again = resimulate(engine).events();
            for (int i = 0; i < Math.max(again.size(), events.size()); i++) {
                BoutEvent want = i < events.size() ? events.get(i) : null;
                BoutEvent got = i < again.size() ? again.get(i) : null;
                if (want == null || !want.equals(got)) {
                    return "events[" + i + "]: recorded " + want + ", re-simulated " + got;
                }
            }
            return null;
        }
    }

    public static String writeReplay(Replay replay) {
        return write(replay);
    }

    public static Replay readReplay(String json) throws ArenaFileException {
        Replay r = read(json, Replay.class);
        check(r.format(), r.version(), REPLAY_FORMAT, REPLAY_VERSION, "a Bout replay");
        require(r.configuration(), "configuration");
        require(r.entrants(), "entrants");
        require(r.events(), "events");
        if (r.entrants().size() != 2) {
            throw new ArenaFileException("entrants", "a Bout has two Operators' Bots, not " + r.entrants().size());
        }
        if (!r.playerSafe() && r.seed() == null) {
            throw new ArenaFileException("seed", "a replay that is not player-safe records its seed");
        }
        if (!r.playerSafe() && !BoutEngine.GENERATOR.equals(r.generator())) {
            throw new ArenaFileException("generator", "this replay was drawn by '" + r.generator()
                    + "'; this Dynast draws with '" + BoutEngine.GENERATOR + "'");
        }
        for (int i = 0; i < r.events().size(); i++) {
            BoutEvent e = r.events().get(i);
            if (e == null || e.kind() == null) {
                throw new ArenaFileException("events[" + i + "].kind", "every event has a kind");
            }
            if (e.turn() < 1 || e.round() < 1) {
                throw new ArenaFileException("events[" + i + "]", "turns and rounds start at 1");
            }
        }
        return r;
    }

    // ----------------------------------------------------------------------------------------- helpers

    private static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static <T> T read(String json, Class<T> type) throws ArenaFileException {
        try {
            T value = MAPPER.readValue(json, type);
            if (value == null) {
                throw new ArenaFileException("line 1", "the file is empty");
            }
            return value;
        } catch (JsonMappingException e) {
            throw new ArenaFileException(where(e.getLocation(), path(e)), reason(e));
        } catch (JsonProcessingException e) {
            throw new ArenaFileException(where(e.getLocation(), null), e.getOriginalMessage());
        }
    }

    private static String path(JsonMappingException e) {
        StringBuilder sb = new StringBuilder();
        for (JsonMappingException.Reference r : e.getPath()) {
            if (r.getFieldName() != null) {
                sb.append(sb.length() == 0 ? "" : ".").append(r.getFieldName());
            } else if (r.getIndex() >= 0) {
                sb.append('[').append(r.getIndex()).append(']');
            }
        }
        return sb.toString();
    }

    private static String where(JsonLocation at, String field) {
        String pos = at == null || at.getLineNr() < 0 ? "" : "line " + at.getLineNr() + ", column " + at.getColumnNr();
        if (field == null || field.isEmpty()) {
            return pos;
        }
        return pos.isEmpty() ? field : pos + " (" + field + ")";
    }

    private static String reason(JsonMappingException e) {
        String m = e.getOriginalMessage();
        if (m.startsWith("Unrecognized field")) {
            return "no such field" + m.substring("Unrecognized field".length()).replaceAll("\\s*\\(class.*", "");
        }
        if (m.startsWith("Cannot deserialize value of type")) {
            return m.replaceAll("`[a-z.]+\\.([A-Za-z$]+)`", "$1").split("\n")[0];
        }
        return m.split("\n")[0];
    }

    private static void check(String format, int version, String wantFormat, int wantVersion, String what)
            throws ArenaFileException {
        if (!wantFormat.equals(format)) {
            throw new ArenaFileException("format", "this is not " + what + " (format \"" + format + "\", expected \""
                    + wantFormat + "\")");
        }
        if (version != wantVersion) {
            throw new ArenaFileException("version", what + " of version " + version + "; this Dynast reads version "
                    + wantVersion + (version > wantVersion ? " (the file is newer: update Dynast)" : ""));
        }
    }

    private static void require(Object value, String field) throws ArenaFileException {
        if (value == null) {
            throw new ArenaFileException(field, "missing " + field);
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
