package org.dynast.model.log;

import java.time.Instant;
import java.util.List;

/**
 * One line of a dynasty's append-only action log: who did what when, and every entity it changed.
 * An undo or redo is itself appended as an entry that names the entry it reverts or repeats.
 */
public record LogEntry(
        long id,
        long dynastyId,
        Instant at,
        String actor,
        String kind,
        String summary,
        List<Change> changes,
        Kind type,
        Long target,
        boolean undoable) {

    public enum Kind {
        /** A game action. */
        ACTION,
        /** The undo of {@code target}. */
        UNDO,
        /** The redo of {@code target}. */
        REDO
    }

    /** The longest summary the log keeps (its column's width); the changes always hold the whole action. */
    public static final int MAX_SUMMARY = 2000;

    public LogEntry {
        changes = List.copyOf(changes);
        summary = fitted(summary);
    }

    /**
     * {@code summary} as the log keeps it: whole up to {@link #MAX_SUMMARY} characters, else cut at the last word
     * that fits and ended with "… (N more characters)". An action's summary grows with the dynasty (a feeding names
     * every Wizard with each change: 2,092 characters once 40 had joined), and such an action failed with "The
     * dynasty file could not be read or written" instead of being taken.
     */
    static String fitted(String summary) {
        if (summary == null || summary.length() <= MAX_SUMMARY) {
            return summary;
        }
        int keep = MAX_SUMMARY - 40;
        int space = summary.lastIndexOf(' ', keep);
        int cut = space > keep - 200 ? space : keep;
        if (Character.isHighSurrogate(summary.charAt(cut - 1))) {
            cut--;
        }
        return summary.substring(0, cut) + " \u2026 (" + (summary.length() - cut) + " more characters)";
    }
}
