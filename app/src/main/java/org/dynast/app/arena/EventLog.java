package org.dynast.app.arena;

import java.util.ArrayList;
import java.util.List;
import org.dynast.model.arena.BoutEvent;

/**
 * The event log's rows: one per event, "Turn 14: Axebot line 3 'If the space in front…' → use the following
 * System: Axe" for a fired line in the emperor view; the player view leaves out which line fired, ignored
 * lines, "no Trigger" and Token changes (as the player-safe replay does).
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

    public static List<Row> rows(List<BoutEvent> events, boolean playerView) {
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < events.size(); i++) {
            BoutEvent e = events.get(i);
            if (playerView && privateKind(e)) {
                continue;
            }
            rows.add(new Row(i, text(e)));
        }
        return List.copyOf(rows);
    }

    static String text(BoutEvent e) {
        String head = "Turn " + e.turn() + ": ";
        if (e.kind() == BoutEvent.Kind.TRIGGER) {
            String line = e.text();
            int arrow = reactionStart(line);
            String trigger = arrow > 0 ? line.substring(0, arrow).strip() : line;
            String reaction = arrow > 0 ? line.substring(arrow + 1).strip() : "";
            String quoted = trigger.length() > QUOTE ? cut(trigger) + "\u2026" : trigger;
            return head + e.bot() + " line " + e.line() + " '" + quoted + "'" + (reaction.isEmpty() ? "" : " \u2192 " + reaction);
        }
        if (e.kind() == BoutEvent.Kind.CONDITION || e.kind() == BoutEvent.Kind.STATUS) {
            return head + "  " + e.text();
        }
        return head + e.text();
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
