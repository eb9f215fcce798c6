package org.dynast.app.blogbots.arena;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.dynast.app.blogbots.arena.ReplayCursor.Badge;
import org.dynast.app.blogbots.arena.ReplayCursor.Drawn;
import org.dynast.app.blogbots.arena.ReplayCursor.DrawnBot;
import org.dynast.app.blogbots.arena.ReplayCursor.ObstacleSquare;
import org.dynast.model.blogbots.arena.ArenaFiles;
import org.dynast.model.blogbots.arena.ArenaFiles.Replay;
import org.dynast.model.blogbots.arena.Configuration;
import org.dynast.model.blogbots.arena.Entrant;

/**
 * A Bout replay as one self-contained web page that any player can open in a browser (issue 23): the player-safe
 * replay embedded as data, and a small canvas player (plain JavaScript, no network, no build step).
 *
 * <p>There is one source of truth for what is drawn: the page does not simulate or interpret events; it draws the
 * frames {@link ReplayCursor} computes for the desktop viewer (each Bot's square, row, lettered square, facing,
 * Flipped / evading / blocking, Conditions and Status badges after every event), exported here as {@code frames},
 * and the event log rows {@link EventLog} gives the Player view.
 */
public final class HtmlReplay {

    /**
     * The template, with {@code /*DYNAST-DATA*}{@code /null} where the data goes, {@code DYNAST-TITLE} for the Bots
     * ("Ada vs Bix") and {@code DYNAST-SOURCE} for the file the page was made from.
     */
    private static final String TEMPLATE = "replay-player.html";
    private static final ObjectMapper JSON = new ObjectMapper();

    private HtmlReplay() {
    }

    /** Why a replay cannot be published as a page. */
    public static final class NotPublishable extends Exception {
        public NotPublishable(String message) {
            super(message);
        }
    }

    /**
     * The page for a player-safe replay made from {@code source} (the replay's file name), titled by its Bots ("Ada vs
     * Bix", as a player names a Bout). A replay that is not player-safe is refused: the page is for players and must
     * never carry a Script, a Token or the seed.
     */
    public static String page(Replay replay, String source) throws NotPublishable {
        if (!replay.playerSafe() || replay.seed() != null
                || replay.entrants().stream().anyMatch(b -> b.script() != null && !b.script().isEmpty())) {
            throw new NotPublishable("this replay is not player-safe (it carries the Bots' Scripts and the seed): "
                    + "publish the player-safe copy (Arena › Publish… writes one; so does `dynast bout --player-safe=FILE`)");
        }
        if (replay.events().isEmpty()) {
            throw new NotPublishable("this replay has no events to show");
        }
        String template = template();
        String title = title(replay);
        String data = data(replay, title).toString()
                // inside a <script> element: no "</script", no "<!--" and no line separators JavaScript refuses
                .replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
                .replace("\u2028", "\\u2028").replace("\u2029", "\\u2029");
        return template.replace("/*DYNAST-DATA*/null", data).replace("DYNAST-TITLE", escape(title))
                .replace("DYNAST-SOURCE", escape(source));
    }

    /** The Bout as players name it: its Bots, "Ada vs Bix" (or "Ada vs Bix vs Cog"). */
    static String title(Replay replay) {
        return replay.entrants().stream().map(e -> e.name()).collect(Collectors.joining(" vs "));
    }

    /** The data the page draws: the replay (player-safe, the House Bot's Script left out too) and its frames. */
    static ObjectNode data(Replay replay, String title) {
        ReplayCursor cursor = new ReplayCursor(replay);
        ObjectNode root = JSON.createObjectNode();
        root.put("title", title);
        try {
            root.set("replay", JSON.readTree(ArenaFiles.writeReplay(withoutHouseScript(replay))));
        } catch (IOException e) {
            throw new UncheckedIOException("Dynast could not read back a replay it wrote", e);
        }
        Configuration config = replay.configuration();
        ObjectNode arena = root.putObject("arena");
        arena.put("bumperSides", config.bumperSides());
        ArrayNode traps = arena.putArray("traps");
        for (Configuration.Trap t : config.traps()) {
            traps.addObject().put("square", t.square()).put("kind", ArenaPainter.trapLabel(t.panel()))
                    .put("initials", ArenaPainter.trapInitials(t.panel()));
        }
        ObjectNode names = root.putObject("systemNames");
        for (var bot : replay.entrants()) {
            ArrayNode list = names.putArray(bot.name());
            cursor.systemNames(bot.name()).forEach(list::add);
        }
        if (config.houseBot() != null) {
            ArrayNode list = names.putArray(config.houseBot().bot().name());
            cursor.systemNames(config.houseBot().bot().name()).forEach(list::add);
        }
        ArrayNode frames = root.putArray("frames");
        for (int i = 0; i < cursor.size(); i++) {
            frames.add(frame(cursor.frame(i)));
        }
        ArrayNode log = root.putArray("log");
        for (EventLog.Row row : EventLog.rows(replay.events(), true)) {
            log.addObject().put("index", row.index()).put("text", row.text());
        }
        var o = replay.outcome();
        ObjectNode result = root.putObject("result");
        result.put("text", o.winner() + " wins, Tally " + tallies(o.tallies()));
        result.put("detail", o.ending() + " after " + o.turns() + " turns (" + o.rounds() + " rounds)"
                + (o.suddenDeath() ? ", in Sudden Death" : "") + ": " + o.why());
        return root;
    }

    /** One frame: the state after an event, field by field as {@link ReplayCursor.Drawn} has it. */
    static ObjectNode frame(Drawn d) {
        ObjectNode f = JSON.createObjectNode();
        f.put("index", d.index()).put("turn", d.turn()).put("round", d.round()).put("kind", d.kind().name())
                .put("suddenDeath", d.suddenDeath()).put("roomAbove", d.roomAbove()).put("roomBelow", d.roomBelow());
        ArrayNode bots = f.putArray("bots");
        for (DrawnBot b : d.bots()) {
            ObjectNode n = bots.addObject();
            n.put("name", b.name()).put("house", b.house()).put("x", b.x()).put("row", b.row())
                    .put("letter", b.letter()).put("facing", b.facing() == null ? null : b.facing().name())
                    .put("evading", b.evading()).put("blocking", b.blocking()).put("flipped", b.flipped())
                    .put("engine", b.engine()).put("chassis", b.chassis()).put("present", b.present());
            ArrayNode systems = n.putArray("systems");
            b.systems().forEach(systems::add);
            ArrayNode badges = n.putArray("badges");
            for (Badge badge : b.badges()) {
                badges.add(badge.label());
            }
        }
        ArrayNode obstacles = f.putArray("obstacles");
        for (ObstacleSquare o : d.obstacles()) {
            obstacles.addObject().put("square", o.square()).put("above", o.above())
                    .put("letter", String.valueOf(o.letter()));
        }
        return f;
    }

    private static String tallies(List<Integer> tallies) {
        return tallies == null || tallies.isEmpty() ? "\u2014" : String.join(" to ",
                tallies.stream().map(String::valueOf).toList());
    }

    private static Replay withoutHouseScript(Replay r) {
        Configuration c = r.configuration();
        if (c.houseBot() == null || c.houseBot().script().isEmpty()) {
            return r;
        }
        Entrant house = c.houseBot();
        Configuration shown = new Configuration(c.bumperSides(), c.traps(),
                new Entrant(house.bot(), "", house.operator(), true), c.houseFacing(), c.obstacles());
        return new Replay(r.format(), r.version(), r.generator(), true, null, shown, r.entrants(), r.outcome(),
                r.events());
    }

    private static String template() {
        try (InputStream in = HtmlReplay.class.getResourceAsStream(TEMPLATE)) {
            if (in == null) {
                throw new IllegalStateException("The replay page template " + TEMPLATE + " is missing from the build");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The file beside a replay with its {@code .bout} or {@code .json} extension replaced by {@code extension}
     * ("bout-7.bout" and ".html": "bout-7.html"), where a published replay's page and post go.
     */
    public static Path beside(Path replay, String extension) {
        return replay.resolveSibling(replay.getFileName().toString().replaceFirst("\\.(bout|json)$", "") + extension);
    }

    static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
