package org.dynast.model.blogbots.arena;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.dynast.model.blogbots.arena.ArenaFiles.ArenaFileException;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.Catalogue;
import org.dynast.model.blogbots.bots.Part;
import org.dynast.model.blogbots.bots.script.Status;

/**
 * The bout setup file (issue 14): versioned JSON stating everything a Bout starts from.
 *
 * <pre>
 * { "format": "dynast-bout-setup", "version": 1, "seed": 7, "turn": 1, "next": "Ada",
 *   "comment": "free text, e.g. the rule sentence the setup checks",
 *   "bots": [ { "file": "ada.json", "square": 4, "facing": "right" },
 *             { "name": "Bix", "engine": {"name": "Petrol", "condition": 100}, "chassis": {...},
 *               "systems": [...], "script": ["If ..., ..."], "square": 16, "facing": "left",
 *               "letter": "A", "evading": false, "tally": 0, "statuses": ["Flipped"],
 *               "conditions": {"engine": 80, "chassis": 80, "systems": [80]} } ],
 *   "house": { "file": "house.json", "square": 10, "facing": "left" },
 *   "configuration": { "bumperSides": true, "traps": [ {"kind": "flip", "square": 7} ],
 *                      "obstacles": [ {"letter": "A", "square": 5, "side": "above"} ] } }
 * </pre>
 *
 * A Bot is given inline (the fields of a Bot file) or as a {@code file} path, relative to the setup file's folder;
 * {@code conditions} override its Conditions. Squares and facings are given for both Bots or neither (then the Bout
 * starts as "The Arena" says). A bad file is refused with where (a JSON path such as {@code $.bots[1].square}) and
 * why.
 */
public final class BoutSetupFile {

    public static final String FORMAT = "dynast-bout-setup";
    /** Version 2 adds {@code resume} (a Bout saved between two turns); a file without it is written as version 1. */
    public static final int VERSION = 2;
    /** The most generator steps a saved Bout may have taken (far beyond any Bout's; keeps a bad file from hanging). */
    static final long MAX_DRAWS = 10_000_000L;

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private static final Set<String> TOP = Set.of("format", "version", "seed", "turn", "next", "comment", "bots",
            "house", "configuration", "resume");
    private static final Set<String> BOT = Set.of("file", "name", "operator", "engine", "chassis", "systems", "script",
            "square", "facing", "letter", "evading", "tally", "statuses", "conditions", "comment");
    private static final Set<String> CONFIG = Set.of("bumperSides", "traps", "obstacles");
    private static final Set<String> STATUSES = Set.of("flipped", "scorched", "loose", "scrambled");

    private BoutSetupFile() {
    }

    /**
     * Reads a setup file (a regular file of at most {@link ArenaFiles#MAX_BYTES}, strict UTF-8) and checks it
     * ({@link #read(String, Path, Catalogue)}); Bot files it names are read relative to its folder.
     */
    public static BoutSetup read(Path file, Catalogue catalogue) throws ArenaFileException, IOException {
        if (Files.notExists(file)) {
            throw new NoSuchFileException(file.toString());
        }
        String json = JsonTree.utf8(ArenaFiles.bytes(file, "a Bout setup file"), "a Bout setup file");
        return read(json, file.toAbsolutePath().getParent(), catalogue);
    }

    /**
     * Reads a setup and checks everything about it: its fields, and that the Bout it starts runs to its end and its
     * replay verifies ({@link BoutSetupCheck}); Bot files it names are read relative to {@code base} (null: the
     * working folder). An accepted setup always runs.
     */
    public static BoutSetup read(String json, Path base, Catalogue catalogue) throws ArenaFileException {
        BoutSetup setup = parse(json, base, catalogue);
        BoutSetupCheck.check(setup, catalogue);
        return setup;
    }

    /** Reads a setup's fields without running it (the replay's own re-simulation, which runs it anyway). */
    static BoutSetup parse(String json, Path base, Catalogue catalogue) throws ArenaFileException {
        JsonNode root;
        try {
            root = MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            var at = e.getLocation();
            throw new ArenaFileException(at == null ? "$" : "line " + at.getLineNr() + ", column " + at.getColumnNr(),
                    e.getOriginalMessage());
        }
        if (root == null || !root.isObject()) {
            throw new ArenaFileException("$", "a bout setup file is a JSON object");
        }
        fields(root, "$", TOP);
        String format = root.path("format").asText(null);
        if (!FORMAT.equals(format)) {
            throw new ArenaFileException("$.format", "this is not a bout setup file (format \"" + format
                    + "\", expected \"" + FORMAT + "\")");
        }
        int version = integer(root, "version", "$", null);
        if (version < 1 || version > VERSION) {
            throw new ArenaFileException("$.version", "a bout setup file of version " + version
                    + "; this Dynast reads versions 1 to " + VERSION
                    + (version > VERSION ? " (the file is newer: update Dynast)" : ""));
        }
        if (version < 2 && root.has("resume")) {
            throw new ArenaFileException("$.resume", "a saved Bout's \"resume\" needs version 2");
        }
        JsonNode seedNode = root.get("seed");
        if (seedNode == null || !seedNode.canConvertToLong() || !seedNode.isIntegralNumber()) {
            throw new ArenaFileException("$.seed", seedNode == null ? "a Bout setup states its seed"
                    : "a seed is a whole number, not " + shown(seedNode));
        }
        long seed = seedNode.asLong();
        int turn = integer(root, "turn", "$", 1);
        if (turn < 1 || turn > BoutEngine.TURN_GUARD) {
            throw new ArenaFileException("$.turn", "turns start at 1 (and a Bout is over long before turn "
                    + BoutEngine.TURN_GUARD + "), not " + turn);
        }
        JsonNode bots = root.get("bots");
        if (bots == null || !bots.isArray() || bots.size() != 2) {
            throw new ArenaFileException("$.bots", "a Bout has two Operators' Bots" + (bots != null && bots.isArray()
                    ? ", not " + bots.size() : ": a list of two"));
        }
        List<Configuration.Obstacle> obstacles = new ArrayList<>();
        boolean bumpers = false;
        List<Configuration.Trap> traps = new ArrayList<>();
        JsonNode cfg = root.get("configuration");
        if (cfg != null && !cfg.isNull()) {
            if (!cfg.isObject()) {
                throw new ArenaFileException("$.configuration", "a Configuration is an object");
            }
            fields(cfg, "$.configuration", CONFIG);
            bumpers = bool(cfg, "bumperSides", "$.configuration");
            traps = traps(cfg.get("traps"));
            obstacles = obstacles(cfg.get("obstacles"));
        }
        Configuration lettered;
        try {
            lettered = new Configuration(bumpers, traps, null, null, obstacles);
        } catch (IllegalArgumentException e) {
            throw new ArenaFileException("$.configuration", e.getMessage());
        }
        checkLetters(cfg, lettered);
        Side[] sides = new Side[3];
        for (int i = 0; i < 2; i++) {
            sides[i] = bot(bots.get(i), "$.bots[" + i + "]", base, catalogue, lettered, false);
        }
        JsonNode house = root.get("house");
        if (house != null && !house.isNull()) {
            sides[2] = bot(house, "$.house", base, catalogue, lettered, true);
        }
        if ((sides[0].at == null) != (sides[1].at == null)) {
            throw new ArenaFileException(sides[0].at == null ? "$.bots[0].square" : "$.bots[1].square",
                    "place both Bots (square and facing) or neither");
        }
        if (sides[0].at == null && turn != 1) {
            throw new ArenaFileException("$.turn", "a Bout that starts after turn 1 places its Bots");
        }
        // a House Bot a saved Bout has removed no longer occupies its space
        Set<String> removed = new HashSet<>();
        for (JsonNode b : root.path("resume").path("bots")) {
            if (b.path("removed").asBoolean(false)) {
                removed.add(b.path("name").asText());
            }
        }
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < i; j++) {
                if (sides[i] != null && sides[j] != null && sides[i].entrant.name().equalsIgnoreCase(sides[j].entrant.name())) {
                    throw new ArenaFileException(sides[i].path + ".name", "two Bots in a Bout are both named "
                            + sides[i].entrant.name());
                }
                BoutSetup.Placement x = sides[i] == null ? null : sides[i].at(i == 2);
                BoutSetup.Placement y = sides[j] == null ? null : sides[j].at(j == 2);
                if (x != null && y != null && x.square() == y.square() && x.row() == y.row() && !x.evading()
                        && !y.evading() && !removed.contains(sides[i].entrant.name())
                        && !removed.contains(sides[j].entrant.name())) {
                    throw new ArenaFileException(sides[i].path + ".square", "space " + x.square() + " is already "
                            + "occupied by " + sides[j].entrant.name() + " (two Bots share a space only while one evades)");
                }
            }
        }
        String next = root.has("next") ? root.get("next").asText() : null;
        if (next != null) {
            boolean known = false;
            for (Side s : sides) {
                known |= s != null && s.entrant.name().equalsIgnoreCase(next);
            }
            if (!known) {
                throw new ArenaFileException("$.next", "no Bot in this Bout is named " + next);
            }
        }
        for (int i = 0; i < 3; i++) {
            if (sides[i] == null || sides[i].at == null) {
                continue;
            }
            for (String st : sides[i].at.statuses()) {
                if (st.regionMatches(true, 0, "Anchored ", 0, 9)) {
                    String name = st.substring(9).trim();
                    boolean found = false;
                    for (Side s : sides) {
                        found |= s != null && s != sides[i] && s.entrant.name().equalsIgnoreCase(name);
                    }
                    if (!found) {
                        throw new ArenaFileException(sides[i].path + ".statuses", "Anchored names another Bot of "
                                + "this Bout, not " + name);
                    }
                }
            }
        }
        Entrant houseBot = sides[2] == null ? null : sides[2].entrant;
        Facing houseFacing = sides[2] == null ? null : sides[2].facing == null ? Facing.LEFT : sides[2].facing;
        Configuration configuration = new Configuration(bumpers, traps, houseBot, houseFacing, lettered.obstacles());
        BoutSetup.Placement houseAt = sides[2] == null ? null : sides[2].at(true);
        BoutSetup setup = new BoutSetup(sides[0].entrant, sides[1].entrant, configuration, seed, sides[0].at,
                sides[1].at, houseAt, turn, next);
        JsonNode resume = root.get("resume");
        return resume == null || resume.isNull() ? setup : setup.withResume(resume(resume, setup, catalogue));
    }

    /** Reads and checks a saved Bout's {@code resume} against the setup's Bots. */
    private static BoutResume resume(JsonNode node, BoutSetup s, Catalogue catalogue) throws ArenaFileException {
        BoutResume r;
        try {
            r = MAPPER.treeToValue(node, BoutResume.class);
        } catch (JsonProcessingException | IllegalArgumentException | NullPointerException e) {
            String where = e instanceof JsonMappingException m
                    && !m.getPath().isEmpty() ? "$.resume" + path(m.getPath()) : "$.resume";
            String why = e instanceof JsonProcessingException j ? j.getOriginalMessage() : String.valueOf(e.getMessage());
            throw new ArenaFileException(where, "not a saved Bout's state: " + why.lines().findFirst().orElse(""));
        }
        if (s.turn() == 1 || !s.isPlaced()) {
            throw new ArenaFileException("$.resume", "a saved Bout is resumed after turn 1, its Bots placed");
        }
        if (r.draws() < 0 || r.draws() > MAX_DRAWS) {
            throw new ArenaFileException("$.resume.draws", "the generator's draws are 0 to " + MAX_DRAWS + ", not "
                    + r.draws());
        }
        Entrant house = s.configuration().houseBot();
        List<Entrant> in = house == null ? List.of(s.first(), s.second()) : List.of(s.first(), s.second(), house);
        List<String> names = in.stream().map(Entrant::name).toList();
        if (r.order() == null || r.order().size() != in.size() || !new HashSet<>(r.order())
                .equals(new HashSet<>(names))) {
            throw new ArenaFileException("$.resume.order", "the turn order names each Bot of the Bout once ("
                    + String.join(", ", names) + ")");
        }
        if (r.round() < 1 || r.turnsThisRound() < 0 || r.turnsThisRound() >= in.size() || r.sequence() < 0) {
            throw new ArenaFileException("$.resume.round", "a round from 1 and a count of its turns from 0 to "
                    + (in.size() - 1));
        }
        if (r.bots() == null || r.bots().size() != in.size()) {
            throw new ArenaFileException("$.resume.bots", "one entry per Bot of the Bout (" + in.size() + ")");
        }
        BoutEngine engine = new BoutEngine(catalogue);
        for (int i = 0; i < r.bots().size(); i++) {
            BoutResume.Bot b = r.bots().get(i);
            String at = "$.resume.bots[" + i + "]";
            int k = names.indexOf(b.name());
            if (k < 0) {
                throw new ArenaFileException(at + ".name", "no Bot in this Bout is named " + b.name());
            }
            Entrant e = in.get(k);
            int parts = 2 + e.bot().systems().size();
            if (b.shock().size() != parts || b.shock().stream().anyMatch(x -> x == null || x < 0 || x > 100)) {
                throw new ArenaFileException(at + ".shock", "Shock damage for each of its " + parts
                        + " components (Engine, Chassis, Systems), each 0 to 100");
            }
            int lines = engine.prepare(e, names).lines.length;
            for (String f : List.of("triggerOrder", "reactionOrder")) {
                List<Integer> o = f.equals("triggerOrder") ? b.triggerOrder() : b.reactionOrder();
                if (o.size() != lines || !new HashSet<>(o).equals(IntStream.range(0, lines)
                        .boxed().collect(Collectors.toSet()))) {
                    throw new ArenaFileException(at + "." + f, "an order of its Script's " + lines
                            + " lines, each of 0 to " + (lines - 1) + " once");
                }
            }
            for (var x : b.inflicters().entrySet()) {
                boolean status = Arrays.stream(Status.values())
                        .anyMatch(st -> st.name().equals(x.getKey()));
                if (!status || !names.contains(x.getValue())) {
                    throw new ArenaFileException(at + ".inflicters", "a Status (" + Arrays.toString(
                            Status.values()) + ") and the Bot of this Bout that"
                            + " inflicted it, not " + x.getKey() + ": " + x.getValue());
                }
            }
        }
        return r;
    }

    private static String path(List<JsonMappingException.Reference> refs) {
        StringBuilder sb = new StringBuilder();
        for (var ref : refs) {
            sb.append(ref.getFieldName() != null ? "." + ref.getFieldName() : "[" + ref.getIndex() + "]");
        }
        return sb.toString();
    }

    /** One Bot entry as read. */
    private static final class Side {
        String path;
        Entrant entrant;
        BoutSetup.Placement at;
        Facing facing;

        BoutSetup.Placement at(boolean house) {
            return at != null || !house ? at : BoutSetup.Placement.at(10, facing == null ? Facing.LEFT : facing);
        }
    }

    private static Side bot(JsonNode n, String path, Path base, Catalogue catalogue, Configuration cfg, boolean house)
            throws ArenaFileException {
        if (n == null || !n.isObject()) {
            throw new ArenaFileException(path, "a Bot is an object: a Bot file's fields or {\"file\": PATH}");
        }
        fields(n, path, BOT);
        Entrant e;
        if (n.has("file")) {
            for (String f : List.of("name", "operator", "engine", "chassis", "systems", "script")) {
                if (n.has(f)) {
                    throw new ArenaFileException(path + "." + f, "a Bot given by \"file\" takes its " + f
                            + " from the file");
                }
            }
            Path p = base == null ? Path.of(n.get("file").asText()) : base.resolve(n.get("file").asText());
            try {
                e = ArenaFiles.readBot(ArenaFiles.bytes(p, "a Bot file"), "", catalogue);
            } catch (ArenaFileException ex) {
                // the name quoted: a file may be called anything, "null" included
                throw new ArenaFileException(path + ".file", "\"" + p.getFileName() + "\": " + ex.getMessage());
            }
        } else {
            ObjectNode botFile = MAPPER.createObjectNode();
            botFile.put("format", ArenaFiles.BOT_FORMAT);
            botFile.put("version", ArenaFiles.BOT_VERSION);
            botFile.put("house", house);
            for (String f : List.of("name", "operator", "engine", "chassis", "systems", "script")) {
                if (n.has(f)) {
                    botFile.set(f, n.get(f));
                }
            }
            try {
                e = ArenaFiles.readBot(botFile.toString(), catalogue);
            } catch (ArenaFileException ex) {
                String where = ex.where() == null ? "" : ex.where().replaceAll("^line \\d+, column \\d+ \\((.*)\\)$", "$1")
                        .replaceAll("^line \\d+, column \\d+$", "");
                throw new ArenaFileException(path + (where.isEmpty() ? "" : "." + where), ex.why());
            }
        }
        e = new Entrant(conditions(e.bot(), n.get("conditions"), path + ".conditions"), e.script(),
                house ? null : e.operator() == null ? e.name() + "'s Operator" : e.operator(), house);
        Side s = new Side();
        s.path = path;
        s.entrant = e;
        JsonNode facing = n.get("facing");
        if (facing != null) {
            String f = facing.asText("").toLowerCase(Locale.ROOT);
            if (!f.equals("left") && !f.equals("right")) {
                throw new ArenaFileException(path + ".facing", "a Bot faces \"left\" or \"right\", not " + shown(facing));
            }
            s.facing = f.equals("left") ? Facing.LEFT : Facing.RIGHT;
        }
        if (n.has("square")) {
            int square = integer(n, "square", path, null);
            if (Math.abs((long) square) > 1_000) {
                throw new ArenaFileException(path + ".square", "a square within 1000 of the Arena, not " + square);
            }
            if (s.facing == null) {
                throw new ArenaFileException(path + ".facing", "a placed Bot states its facing");
            }
            int row = 0;
            if (n.has("letter")) {
                String letter = n.get("letter").asText("");
                row = letter.length() == 1 ? rowOf(cfg, square, Character.toUpperCase(letter.charAt(0))) : 0;
                if (row == 0) {
                    throw new ArenaFileException(path + ".letter", "there is no Physical Obstacle square " + letter
                            + " above or below square " + square);
                }
            }
            int tally = integer(n, "tally", path, 0);
            if (tally < 0) {
                throw new ArenaFileException(path + ".tally", "a Tally is never negative, not " + tally);
            }
            s.at = new BoutSetup.Placement(square, s.facing, row, bool(n, "evading", path), tally,
                    statuses(n.get("statuses"), path + ".statuses"));
        } else {
            for (String f : List.of("letter", "evading", "tally", "statuses")) {
                if (n.has(f)) {
                    throw new ArenaFileException(path + "." + f, f + " is given with the Bot's square");
                }
            }
            if (s.facing != null && !house) {
                throw new ArenaFileException(path + ".square", "a Bot with a facing states its square");
            }
        }
        return s;
    }

    private static Bot conditions(Bot bot, JsonNode n, String path) throws ArenaFileException {
        if (n == null || n.isNull()) {
            return bot;
        }
        if (!n.isObject()) {
            throw new ArenaFileException(path, "Conditions are an object: engine, chassis, systems");
        }
        fields(n, path, Set.of("engine", "chassis", "systems"));
        Bot b = bot;
        if (n.has("engine")) {
            b = b.withEngine(b.engine().withCondition(percent(n, "engine", path)));
        }
        if (n.has("chassis")) {
            b = b.withChassis(b.chassis().withCondition(percent(n, "chassis", path)));
        }
        if (n.has("systems")) {
            JsonNode s = n.get("systems");
            if (!s.isArray() || s.size() != b.systems().size()) {
                throw new ArenaFileException(path + ".systems", bot.name() + " has " + b.systems().size()
                        + " Systems: give one Condition for each, front to back");
            }
            List<Part> parts = new ArrayList<>();
            for (int i = 0; i < s.size(); i++) {
                if (!s.get(i).isInt() || s.get(i).asInt() < 0 || s.get(i).asInt() > 100) {
                    throw new ArenaFileException(path + ".systems[" + i + "]", "a Condition is a percentage from 0% "
                            + "to 100%, not " + shown(s.get(i)));
                }
                parts.add(b.systems().get(i).withCondition(s.get(i).asInt()));
            }
            b = b.withSystems(parts);
        }
        return b;
    }

    private static int percent(JsonNode n, String f, String path) throws ArenaFileException {
        int v = integer(n, f, path, null);
        if (v < 0 || v > 100) {
            throw new ArenaFileException(path + "." + f, "a Condition is a percentage from 0% to 100%, not " + v + "%");
        }
        return v;
    }

    private static List<String> statuses(JsonNode n, String path) throws ArenaFileException {
        if (n == null || n.isNull()) {
            return List.of();
        }
        if (!n.isArray()) {
            throw new ArenaFileException(path, "Statuses are a list such as [\"Flipped\", \"Anchored Ada\"]");
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n.size(); i++) {
            String s = n.get(i).asText("").trim();
            if (!STATUSES.contains(s.toLowerCase(Locale.ROOT)) && !s.regionMatches(true, 0, "Anchored ", 0, 9)) {
                throw new ArenaFileException(path + "[" + i + "]", "no Status \"" + s + "\" (Flipped, Scorched, Loose, "
                        + "Scrambled, Anchored NAME)");
            }
            out.add(s);
        }
        return out;
    }

    private static List<Configuration.Trap> traps(JsonNode n) throws ArenaFileException {
        List<Configuration.Trap> out = new ArrayList<>();
        if (n == null || n.isNull()) {
            return out;
        }
        if (!n.isArray()) {
            throw new ArenaFileException("$.configuration.traps", "trap panels are a list");
        }
        for (int i = 0; i < n.size(); i++) {
            String path = "$.configuration.traps[" + i + "]";
            JsonNode t = n.get(i);
            if (!t.isObject()) {
                throw new ArenaFileException(path, "a trap panel is {\"kind\": ..., \"square\": ...}");
            }
            fields(t, path, Set.of("kind", "square"));
            String kind = t.path("kind").asText("");
            TrapPanel panel = null;
            for (TrapPanel p : TrapPanel.values()) {
                if (p.name().equalsIgnoreCase(kind.replace(" panel", "").trim())) {
                    panel = p;
                }
            }
            if (panel == null) {
                throw new ArenaFileException(path + ".kind", "a trap panel is a flip, flame, explosion or shock panel, "
                        + "not \"" + kind + "\"");
            }
            int square = integer(t, "square", path, null);
            if (square < 1 || square > 19) {
                throw new ArenaFileException(path + ".square", "a trap panel is on a square from 1 to 19, not " + square);
            }
            for (Configuration.Trap other : out) {
                if (other.square() == square) {
                    throw new ArenaFileException(path + ".square", "square " + square + " already has a trap panel");
                }
            }
            out.add(new Configuration.Trap(square, panel));
        }
        return out;
    }

    private static List<Configuration.Obstacle> obstacles(JsonNode n) throws ArenaFileException {
        List<Configuration.Obstacle> out = new ArrayList<>();
        if (n == null || n.isNull()) {
            return out;
        }
        if (!n.isArray()) {
            throw new ArenaFileException("$.configuration.obstacles", "Physical Obstacles are a list");
        }
        for (int i = 0; i < n.size(); i++) {
            String path = "$.configuration.obstacles[" + i + "]";
            JsonNode o = n.get(i);
            if (!o.isObject()) {
                throw new ArenaFileException(path, "an obstacle square is {\"letter\": ..., \"square\": ..., \"side\": "
                        + "\"above\" or \"below\"}");
            }
            fields(o, path, Set.of("letter", "square", "side"));
            int square = integer(o, "square", path, null);
            if (square < 1 || square > 19) {
                throw new ArenaFileException(path + ".square", "an obstacle square is above or below a square from 1 "
                        + "to 19, not " + square);
            }
            String side = o.path("side").asText("");
            if (!side.equals("above") && !side.equals("below")) {
                throw new ArenaFileException(path + ".side", "an obstacle square is \"above\" or \"below\" its "
                        + "square, not \"" + side + "\"");
            }
            Configuration.Obstacle ob = new Configuration.Obstacle(square, side.equals("above"));
            if (out.contains(ob)) {
                throw new ArenaFileException(path, "square " + square + " already has an obstacle square " + side + " it");
            }
            out.add(ob);
        }
        return out;
    }

    /** "Label them with letters in alphabetical order from left to right, starting with A": a stated letter agrees. */
    private static void checkLetters(JsonNode cfg, Configuration c) throws ArenaFileException {
        JsonNode n = cfg == null ? null : cfg.get("obstacles");
        if (n == null || !n.isArray()) {
            return;
        }
        for (int i = 0; i < n.size(); i++) {
            JsonNode o = n.get(i);
            if (!o.has("letter")) {
                continue;
            }
            int square = o.get("square").asInt();
            int row = o.get("side").asText().equals("above") ? 1 : -1;
            char want = c.letter(square, row);
            if (!o.get("letter").asText().equalsIgnoreCase(String.valueOf(want))) {
                throw new ArenaFileException("$.configuration.obstacles[" + i + "].letter", "obstacle squares are "
                        + "lettered from left to right starting with A (above before below): the square "
                        + o.get("side").asText() + " " + square + " is " + want + ", not " + o.get("letter").asText());
            }
        }
    }

    private static int rowOf(Configuration cfg, int square, char letter) {
        return cfg.letter(square, 1) == letter ? 1 : cfg.letter(square, -1) == letter ? -1 : 0;
    }

    /** A value as a refusal quotes it: JSON's null is "an empty value", not the word null. */
    private static String shown(JsonNode n) {
        return n == null || n.isNull() ? "an empty value" : JsonTree.clip(n.toString());
    }

    private static void fields(JsonNode n, String path, Set<String> known) throws ArenaFileException {
        Iterator<String> it = n.fieldNames();
        while (it.hasNext()) {
            String f = it.next();
            if (!known.contains(f)) {
                throw new ArenaFileException(path + "." + f, "no such field \"" + f + "\" (known: "
                        + String.join(", ", known.stream().sorted().toList()) + ")");
            }
        }
    }

    private static int integer(JsonNode n, String f, String path, Integer dflt) throws ArenaFileException {
        JsonNode v = n.get(f);
        if (v == null || v.isNull()) {
            if (dflt == null) {
                throw new ArenaFileException(path + "." + f, "missing " + f);
            }
            return dflt;
        }
        if (!v.isInt()) {
            throw new ArenaFileException(path + "." + f, f + " is a whole number, not " + v);
        }
        return v.asInt();
    }

    private static boolean bool(JsonNode n, String f, String path) throws ArenaFileException {
        JsonNode v = n.get(f);
        if (v == null || v.isNull()) {
            return false;
        }
        if (!v.isBoolean()) {
            throw new ArenaFileException(path + "." + f, f + " is true or false, not " + v);
        }
        return v.asBoolean();
    }

    // ------------------------------------------------------------------------------------------- writing

    /** The setup as a file, every Bot inline (so the file stands alone). */
    public static String write(BoutSetup s) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("format", FORMAT);
        root.put("version", s.resume() == null ? 1 : VERSION);
        root.put("seed", s.seed());
        if (s.turn() != 1) {
            root.put("turn", s.turn());
        }
        if (s.next() != null) {
            root.put("next", s.next());
        }
        ArrayNode bots = root.putArray("bots");
        bots.add(botNode(s.first(), s.firstAt(), s.configuration()));
        bots.add(botNode(s.second(), s.secondAt(), s.configuration()));
        Configuration c = s.configuration();
        if (c.houseBot() != null) {
            BoutSetup.Placement at = s.houseAt() == null ? BoutSetup.Placement.at(10, c.houseFacing()) : s.houseAt();
            root.set("house", botNode(c.houseBot(), at, c));
        }
        if (s.resume() != null) {
            root.set("resume", MAPPER.valueToTree(s.resume()));
        }
        ObjectNode cfg = root.putObject("configuration");
        cfg.put("bumperSides", c.bumperSides());
        ArrayNode traps = cfg.putArray("traps");
        for (Configuration.Trap t : c.traps()) {
            traps.addObject().put("kind", t.panel().name().toLowerCase(Locale.ROOT)).put("square", t.square());
        }
        ArrayNode obs = cfg.putArray("obstacles");
        for (Configuration.Obstacle o : c.obstacles()) {
            obs.addObject().put("letter", String.valueOf(c.letter(o.square(), o.above() ? 1 : -1)))
                    .put("square", o.square()).put("side", o.above() ? "above" : "below");
        }
        try {
            return MAPPER.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static ObjectNode botNode(Entrant e, BoutSetup.Placement at, Configuration c) {
        ObjectNode n = (ObjectNode) MAPPER.valueToTree(ArenaFiles.BotFile.of(e));
        n.remove("format");
        n.remove("version");
        n.remove("house");
        if (e.houseBot()) {
            n.remove("operator");
        }
        if (at != null) {
            n.put("square", at.square());
            n.put("facing", at.facing().name().toLowerCase(Locale.ROOT));
            if (at.row() != 0) {
                n.put("letter", String.valueOf(c.letter(at.square(), at.row())));
            }
            if (at.evading()) {
                n.put("evading", true);
            }
            if (at.tally() != 0) {
                n.put("tally", at.tally());
            }
            if (!at.statuses().isEmpty()) {
                ArrayNode st = n.putArray("statuses");
                at.statuses().forEach(st::add);
            }
        }
        return n;
    }

    /**
     * "Start from here", exactly: the setup of a Bout as it stands at the end of the turn of {@code events[index]} of a
     * replay, from the next turn, carrying everything the rest of the Bout depends on (Tokens, Shock damage, the
     * generator's state, the turn order, when Statuses end ...: {@link BoutResume}), so that running it gives the
     * original's events after that turn. The Bout is run again to that turn to read them. A player-safe replay (no
     * Scripts, no seed), the start of the Bout and its last turn fall back to {@link #fromReplay(ArenaFiles.Replay,
     * int)} or to the Bout's own start.
     */
    public static BoutSetup fromReplay(ArenaFiles.Replay replay, int index, BoutEngine engine) {
        if (replay.playerSafe() || replay.seed() == null) {
            return fromReplay(replay, index);
        }
        BoutSetup start = startOf(replay, engine);
        BoutEvent e = replay.events().get(index);
        if (e.kind() == BoutEvent.Kind.START) {
            return start;
        }
        BoutResume.Captured c = engine.captureAfter(start, e.turn());
        if (c == null) {
            return fromReplay(replay, index);
        }
        return build(replay, c.bots(), c.obstacles(), c.next(), c.turn(), c.resume());
    }

    /** The setup a replay's Bout started from: its own bout setup, or its entrants, configuration and seed. */
    private static BoutSetup startOf(ArenaFiles.Replay replay, BoutEngine engine) {
        if (replay.setup() != null) {
            try {
                return read(replay.setup().toString(), null, engine.catalogue());
            } catch (ArenaFileException x) {
                throw new IllegalArgumentException("setup: " + x.getMessage(), x);
            }
        }
        return BoutSetup.of(replay.entrants().get(0).entrant(), replay.entrants().get(1).entrant(),
                replay.configuration(), replay.seed());
    }

    /**
     * "Start from here": the setup of a Bout as it stands after {@code events[index]} of a replay (its Bots'
     * squares, facings, Conditions, Tallies and Statuses, the obstacle squares so far), from the next turn, with
     * the replay's seed. What the events do not show (Tokens, Shock damage, the generator's state) is not carried
     * over: {@link #fromReplay(ArenaFiles.Replay, int, BoutEngine)} carries it.
     */
    public static BoutSetup fromReplay(ArenaFiles.Replay replay, int index) {
        BoutEvent e = replay.events().get(index);
        List<Configuration.Obstacle> obstacles = new ArrayList<>(replay.configuration().obstacles());
        for (int i = 0; i <= index; i++) {
            BoutEvent x = replay.events().get(i);
            if (x.obstacle() != null && !obstacles.contains(x.obstacle())) {
                obstacles.add(x.obstacle());
            }
        }
        // the Bot whose turn follows e.turn() in the turn order (the order of the events' Bots)
        String actor = null;
        for (BoutEvent x : replay.events()) {
            if (x.turn() == e.turn() && (x.kind() == BoutEvent.Kind.TRIGGER || x.kind() == BoutEvent.Kind.NO_TRIGGER
                    || x.kind() == BoutEvent.Kind.IGNORED) && x.bot() != null) {
                actor = x.bot();
                break;
            }
        }
        String next = null;
        List<BotState> in = e.bots().stream().filter(BotState::present).toList();
        for (int i = 0; i < in.size(); i++) {
            if (in.get(i).name().equals(actor)) {
                next = in.get((i + 1) % in.size()).name();
            }
        }
        return build(replay, e.bots(), obstacles, next, e.turn(), null);
    }

    /** The setup of the replay's Bots standing as {@code bots} after {@code turn}, {@code next} to act. */
    private static BoutSetup build(ArenaFiles.Replay replay, List<BotState> bots,
                                   List<Configuration.Obstacle> obstacles, String next, int turn, BoutResume resume) {
        Configuration c = replay.configuration();
        Entrant[] entrants = new Entrant[3];
        BoutSetup.Placement[] at = new BoutSetup.Placement[3];
        List<Entrant> all = new ArrayList<>();
        replay.entrants().forEach(b -> all.add(b.entrant()));
        if (c.houseBot() != null) {
            all.add(c.houseBot());
        }
        Entrant house = null;
        for (BotState s : bots) {
            for (int k = 0; k < all.size(); k++) {
                Entrant en = all.get(k);
                if (!en.name().equals(s.name())) {
                    continue;
                }
                Bot b = en.bot();
                List<Part> systems = new ArrayList<>();
                for (int i = 0; i < b.systems().size(); i++) {
                    systems.add(b.systems().get(i).withCondition(s.systems().get(i)));
                }
                Bot now = new Bot(b.name(), b.engine().withCondition(s.engine()), b.chassis().withCondition(s.chassis()),
                        systems);
                Entrant ne = new Entrant(now, en.script(), en.operator(), en.houseBot());
                int row = 0;
                if (s.letter() != null) {
                    Configuration tmp = new Configuration(false, List.of(), null, null, obstacles);
                    row = rowOf(tmp, s.square(), s.letter().charAt(0));
                }
                int slot = k < 2 ? k : 2;
                if (slot == 2 && !s.present() && resume == null) {
                    break; // a removed House Bot is no longer in the Bout (a resumed Bout keeps it, removed)
                }
                entrants[slot] = ne;
                at[slot] = new BoutSetup.Placement(s.square(), s.facing(), row, s.evading(), s.tally(), s.statuses());
                if (slot == 2) {
                    house = ne;
                }
            }
        }
        Configuration cfg = new Configuration(c.bumperSides(), c.traps(), house, at[2] == null ? null : at[2].facing(),
                obstacles);
        return new BoutSetup(entrants[0], entrants[1], cfg, replay.seed() == null ? 0 : replay.seed(), at[0], at[1],
                at[2], turn + 1, next, resume);
    }
}
