package org.dynast.model.tracker;

import java.util.LinkedHashMap;
import java.util.Map;

/** One row of the tracker: a player's (by id and name) or a named non-player's, with its entered values. */
public final class TrackerRow {

    public String name;
    /** The player's id in this file; null for a non-player row and in an export. */
    public Long playerId;
    public boolean npc;
    /** The entered cells by column name, each written as the column's type writes it. */
    public Map<String, String> values = new LinkedHashMap<>();

    public TrackerRow() {
    }

    public static TrackerRow of(String name, Long playerId, boolean npc) {
        TrackerRow r = new TrackerRow();
        r.name = name;
        r.playerId = playerId;
        r.npc = npc;
        return r;
    }

    public TrackerRow copy() {
        TrackerRow r = of(name, playerId, npc);
        r.values.putAll(values);
        return r;
    }
}
