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

    public LogEntry {
        changes = List.copyOf(changes);
    }
}
