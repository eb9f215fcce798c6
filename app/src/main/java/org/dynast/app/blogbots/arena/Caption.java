package org.dynast.app.blogbots.arena;

import java.util.List;
import java.util.regex.Pattern;
import org.dynast.app.common.Messages;
import org.dynast.model.blogbots.arena.BoutEvent;

/**
 * The one line under the board saying what just happened, for a player who did not write the Scripts: "Turn 3:
 * Brawler pushes Skirmisher back (a Shove): Brawler shoves Skirmisher from space 9 to 10". A line of a Script is
 * named only in the emperor's view; in the player view an event the player may not see (which line fired, a line
 * skipped, a Token) is captioned by the last event of its turn before it that the player may see, or, when its turn
 * has shown nothing yet, by whose turn it is: the caption's turn is always the one the counters show.
 */
public final class Caption {

    private Caption() {
    }

    public static String of(List<BoutEvent> events, int index, boolean playerView, Messages m) {
        if (events.isEmpty()) {
            return "";
        }
        int at = Math.max(0, Math.min(index, events.size() - 1));
        int i = at;
        while (playerView && i > 0 && EventLog.privateKind(events.get(i))) {
            i--;
        }
        BoutEvent e = events.get(i);
        BoutEvent now = events.get(at);
        if (e.turn() != now.turn()) { // nothing of this turn the player may see yet: only whose turn it is
            return m.get("arena.caption.turn", now.turn(), now.bot() == null ? m.get("arena.caption.turnBegins")
                    : m.get("arena.caption.acting", now.bot()));
        }
        String bot = e.bot() == null ? "" : e.bot();
        String what = switch (e.kind()) {
            case START -> m.get("arena.caption.start", beforeConfiguration(e.text()));
            case TRIGGER -> m.get("arena.caption.trigger", bot, e.line(), e.text());
            case NO_TRIGGER -> m.get("arena.caption.noTrigger", bot);
            case IGNORED -> m.get("arena.caption.ignored", bot, e.line() > 0 ? e.line() : lineOf(e.text()));
            case SHOVE -> m.get("arena.caption.shove", e.text());
            case BUMP -> m.get("arena.caption.bump", e.text());
            case BYPASS -> m.get("arena.caption.bypass", e.text());
            case EVADE -> m.get("arena.caption.evade", e.text());
            case BLOCK -> m.get("arena.caption.block", e.text());
            case CONDITION -> e.text().contains("\u2192") && worse(e.text())
                    ? m.get("arena.caption.damage", bot, e.text()) : m.get("arena.caption.condition", e.text());
            case TOKEN -> m.get("arena.caption.token", bot);
            case DETONATION -> m.get("arena.caption.detonation", e.text());
            case SUDDEN_DEATH -> m.get("arena.caption.suddenDeath", e.text());
            case OBSTACLE -> m.get("arena.caption.obstacle", e.text());
            case END -> m.get("arena.caption.end", e.text());
            case STATUS, SYSTEM, MOVE, TURN, REMOVED -> e.text();
        };
        return m.get("arena.caption.turn", e.turn(), what);
    }

    /** "Skirmisher starts in space 4 …; configuration: …" without the configuration (the legend has it). */
    private static String beforeConfiguration(String text) {
        int cut = text.indexOf("; configuration");
        return cut < 0 ? text : text.substring(0, cut);
    }

    private static String lineOf(String text) {
        var match = Pattern.compile("#(\\d+)").matcher(text);
        return match.find() ? match.group(1) : "?";
    }

    /** "Brawler's Chassis 100% → 95%": whether the Condition went down. */
    static boolean worse(String text) {
        var match = Pattern.compile("(\\d+)%\\s*\u2192\\s*(\\d+)%").matcher(text);
        return match.find() && Integer.parseInt(match.group(2)) < Integer.parseInt(match.group(1));
    }
}
