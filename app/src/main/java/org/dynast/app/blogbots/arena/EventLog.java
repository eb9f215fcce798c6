package org.dynast.app.blogbots.arena;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.dynast.model.blogbots.arena.BoutEvent;

/**
 * The event log's rows: one per action. A fired line and what it did (its moves, Shoves, System uses, and the
 * Condition and Status changes, removal and obstacle square that follow in the same turn) are one row that
 * jumps to the line's event: "Turn 14: Axebot line 3 'If the space in front…' → use Axe: uses Axe on Bix,
 * Bix's Chassis −25% (75%), Bix becomes Flipped". The player view leaves out which line fired, ignored lines,
 * "no Trigger" and Token changes (as the player-safe replay does), so its row starts at the action: "Turn 14:
 * Axebot → uses Axe on Bix: Bix's Chassis −25% (75%), …". Events no line caused (the start, a trap panel, a
 * Status running out, Sudden Death and its detonations, the end) keep rows of their own, and the Condition
 * and Status changes that follow them join them.
 */
public final class EventLog {

    static final int QUOTE = 40;

    /** A row: the event index it jumps to, and its text. */
    public record Row(int index, String text) {
        @Override
        public String toString() {
            return text;
        }
    }

    private EventLog() {
    }

    public static boolean privateKind(BoutEvent e) {
        return e.kind() == BoutEvent.Kind.TRIGGER || e.kind() == BoutEvent.Kind.IGNORED
                || e.kind() == BoutEvent.Kind.NO_TRIGGER || e.kind() == BoutEvent.Kind.TOKEN
                || e.kind() == BoutEvent.Kind.STATUS && e.text().contains("Script is scrambled");
    }

    /** One row being built: its head and the parts that follow it. */
    private static final class Group {
        final int index;
        final int turn;
        final String actor;
        final boolean action;
        String head;
        final List<String> parts = new ArrayList<>();

        Group(int index, int turn, String actor, boolean action, String head) {
            this.index = index;
            this.turn = turn;
            this.actor = actor;
            this.action = action;
            this.head = head;
        }

        Row row(boolean trigger) {
            if (parts.isEmpty()) {
                return new Row(index, head);
            }
            if (trigger || !action) {
                return new Row(index, head + ": " + String.join(", ", parts));
            }
            // a player's action row: "Axebot → uses Axe on Bix: Bix's Chassis −25% (75%)"
            String rest = String.join(", ", parts.subList(1, parts.size()));
            return new Row(index, head + " \u2192 " + parts.get(0) + (rest.isEmpty() ? "" : ": " + rest));
        }
    }

    public static List<Row> rows(List<BoutEvent> events, boolean playerView) {
        List<Row> rows = new ArrayList<>();
        Group group = null;
        boolean trigger = false;
        for (int i = 0; i < events.size(); i++) {
            BoutEvent e = events.get(i);
            if (playerView && privateKind(e)) {
                continue;
            }
            String head = "Turn " + e.turn() + ": ";
            boolean sameTurn = group != null && group.turn == e.turn();
            if (e.kind() == BoutEvent.Kind.TRIGGER) {
                close(rows, group, trigger);
                group = new Group(i, e.turn(), e.bot(), true, head + triggerText(e));
                trigger = true;
            } else if (actionPart(e) && sameTurn && group.action && e.bot() != null && e.bot().equals(group.actor)) {
                if (trigger && group.parts.isEmpty()) {
                    fold(group, withoutActor(e));
                } else {
                    group.parts.add(withoutActor(e));
                }
            } else if (actionPart(e) && e.bot() != null) {
                close(rows, group, trigger);
                group = new Group(i, e.turn(), e.bot(), true, head + e.bot());
                group.parts.add(withoutActor(e));
                trigger = false;
            } else if (consequence(e) && sameTurn) {
                group.parts.add(compact(e));
            } else {
                close(rows, group, trigger);
                group = new Group(i, e.turn(), e.bot(), false, head + e.text());
                trigger = false;
            }
        }
        close(rows, group, trigger);
        return List.copyOf(rows);
    }

    private static final Pattern USES = Pattern.compile("^uses (.+) on (.+)$");
    private static final Pattern MOVES = Pattern.compile("^(moves (forwards|backwards)|bypasses) (from space .+)$");
    private static final Pattern TURNS = Pattern.compile("^turns to face (\\w+)$");

    /**
     * The first thing a fired line did, said once: "→ use Axe" and "uses Axe on Bix" make "→ use Axe on Bix";
     * "→ move forwards 2 times" and "moves forwards from space 4 to 6" make "→ move forwards 2 times: from space
     * 4 to 6"; a turn says which way it now faces.
     */
    private static void fold(Group group, String part) {
        Matcher m = USES.matcher(part);
        if (m.matches() && group.head.endsWith("\u2192 use " + m.group(1))) {
            group.head += " on " + m.group(2);
            return;
        }
        m = MOVES.matcher(part);
        if (m.matches()) {
            group.parts.add(m.group(3));
            return;
        }
        m = TURNS.matcher(part);
        group.parts.add(m.matches() ? "now faces " + m.group(1) : part);
    }

    private static void close(List<Row> rows, Group group, boolean trigger) {
        if (group != null) {
            rows.add(group.row(trigger));
        }
    }

    /** What a Reaction does: a move, Bump, Shove, Bypass, evasion, block, turn or System use. */
    static boolean actionPart(BoutEvent e) {
        return switch (e.kind()) {
            case MOVE, BUMP, SHOVE, BYPASS, EVADE, BLOCK, TURN -> true;
            case SYSTEM -> !e.text().contains(" ends its turn on a");
            default -> false;
        };
    }

    private static final Pattern RUNS_OUT = Pattern.compile("ceases to be \\w+( \\(\\d+ (turns|rounds) have passed\\))?$");

    /** What follows from the row before it in the same turn: Condition and Status changes, a removal, a new square. */
    static boolean consequence(BoutEvent e) {
        return switch (e.kind()) {
            case CONDITION, REMOVED, OBSTACLE, TOKEN -> true;
            case STATUS -> !RUNS_OUT.matcher(e.text()).find() && !e.text().contains("Script is scrambled");
            default -> false;
        };
    }

    /** "Brawler moves forwards from space 4 to 6" → "moves forwards from space 4 to 6". */
    private static String withoutActor(BoutEvent e) {
        String text = e.text();
        if (e.bot() != null && text.startsWith(e.bot() + " ")) {
            return text.substring(e.bot().length() + 1);
        }
        if (e.bot() != null && text.startsWith(e.bot() + "'s ")) {
            return "its " + text.substring(e.bot().length() + 3);
        }
        return text;
    }

    private static final Pattern CONDITION = Pattern.compile("^(.+) (\\d+)% \u2192 (\\d+)%$");
    private static final Pattern SHOCK = Pattern.compile(
            "^Shock damage: (.+) is treated as (\\d+) points lower until the end of the Bout$");

    /** "Bix's Chassis 100% → 75%" → "Bix's Chassis −25% (75%)"; shock damage shortened. */
    static String compact(BoutEvent e) {
        Matcher m = CONDITION.matcher(e.text());
        if (e.kind() == BoutEvent.Kind.CONDITION && m.matches()) {
            int before = Integer.parseInt(m.group(2));
            int after = Integer.parseInt(m.group(3));
            return m.group(1) + " " + (after <= before ? "\u2212" + (before - after) : "+" + (after - before)) + "% ("
                    + after + "%)";
        }
        m = SHOCK.matcher(e.text());
        if (m.matches()) {
            return m.group(1) + " shocked \u2212" + m.group(2);
        }
        return e.text();
    }

    /** "Axebot line 3 'If the space in front…' → use Axe". */
    static String triggerText(BoutEvent e) {
        String line = e.text();
        int arrow = reactionStart(line);
        String trigger = arrow > 0 ? line.substring(0, arrow).strip() : line;
        String reaction = arrow > 0 ? line.substring(arrow + 1).strip() : "";
        reaction = reaction.replace("use the following System: ", "use ");
        String quoted = trigger.length() > QUOTE ? cut(trigger) + "\u2026" : trigger;
        return e.bot() + " line " + e.line() + " '" + quoted + "'" + (reaction.isEmpty() ? "" : " \u2192 " + reaction);
    }

    /** The first words of a long Trigger, cut at a space. */
    private static String cut(String trigger) {
        String head = trigger.substring(0, QUOTE + 1);
        int space = head.lastIndexOf(' ');
        return (space > QUOTE / 2 ? head.substring(0, space) : head.substring(0, QUOTE)).strip();
    }

    /** The comma that ends "If …," before the Reaction (the first comma at the top level), or -1. */
    private static int reactionStart(String line) {
        return line.startsWith("If ") ? line.indexOf(',') : -1;
    }
}
