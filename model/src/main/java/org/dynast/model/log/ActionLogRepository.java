package org.dynast.model.log;

import java.util.List;
import java.util.Optional;

/** The stored action log. Append-only: there is no update and no delete. */
public interface ActionLogRepository {

    /** Appends the entry (its id is ignored) and returns it with its assigned id. */
    LogEntry append(LogEntry entry);

    /** Appends the entries in this order (their ids are ignored), as {@link #append} does each: an imported history. */
    default void appendAll(List<LogEntry> entries) {
        entries.forEach(this::append);
    }

    /** The dynasty's entries, oldest first. */
    List<LogEntry> list(long dynastyId);

    /**
     * The dynasty's entries, oldest first, without their changes (an empty list each): what undo and redo need to
     * find their target, without reading every snapshot the log holds.
     */
    default List<LogEntry> headers(long dynastyId) {
        return list(dynastyId).stream().map(e -> new LogEntry(e.id(), e.dynastyId(), e.at(), e.actor(), e.kind(),
                e.summary(), List.of(), e.type(), e.target(), e.undoable())).toList();
    }

    /**
     * The headers undo and redo work from: the dynasty's entries after its last one that cannot be undone (a founding,
     * an import and its history), oldest first, without their changes. Nothing before that entry can be undone.
     */
    default List<LogEntry> undoHistory(long dynastyId) {
        List<LogEntry> all = headers(dynastyId);
        int from = 0;
        for (int i = 0; i < all.size(); i++) {
            if (!all.get(i).undoable()) {
                from = i;
            }
        }
        return all.subList(from, all.size());
    }

    /** The dynasty's entries after {@code afterId}, oldest first, without their changes (see {@link #headers}). */
    default List<LogEntry> headersAfter(long dynastyId, long afterId) {
        return headers(dynastyId).stream().filter(e -> e.id() > afterId).toList();
    }

    /** The id of the dynasty's newest entry (0: none). */
    default long newestId(long dynastyId) {
        return headers(dynastyId).stream().mapToLong(LogEntry::id).max().orElse(0);
    }

    /** One entry of the dynasty, with its changes. */
    default Optional<LogEntry> find(long dynastyId, long id) {
        return list(dynastyId).stream().filter(e -> e.id() == id).findFirst();
    }
}
