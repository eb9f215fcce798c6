package org.dynast.model.log;

import java.util.List;

/** The stored action log. Append-only: there is no update and no delete. */
public interface ActionLogRepository {

    /** Appends the entry (its id is ignored) and returns it with its assigned id. */
    LogEntry append(LogEntry entry);

    /** The dynasty's entries, oldest first. */
    List<LogEntry> list(long dynastyId);
}
