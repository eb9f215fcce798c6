package org.dynast.model.log;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The actions of a log that stand: every action, less those undone (and not redone since). */
public final class StandingEntries {

    private StandingEntries() {
    }

    /** The standing actions of {@code entries} (a dynasty's log, oldest first), in the order they were taken. */
    public static List<LogEntry> of(List<LogEntry> entries) {
        Map<Long, LogEntry> live = new LinkedHashMap<>();
        Map<Long, LogEntry> byId = new HashMap<>();
        for (LogEntry e : entries) {
            byId.put(e.id(), e);
            switch (e.type()) {
                case ACTION -> live.put(e.id(), e);
                case UNDO -> live.remove(e.target());
                case REDO -> {
                    LogEntry redone = byId.get(e.target());
                    if (redone != null) {
                        live.put(redone.id(), redone);
                    }
                }
            }
        }
        return new ArrayList<>(live.values());
    }
}
