package org.dynast.model.tracker;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A dynasty's whole tracker, stored and logged as one document: the definition, the rows (active players, then
 * non-player rows), idle players' values kept aside ({@code away}, as the core rules keep them), the global values,
 * and when each action with a cadence of its own was last taken by each taker.
 */
public final class TrackerState {

    public long dynastyId;
    public TrackerDefinition definition = new TrackerDefinition();
    public List<TrackerRow> rows = new ArrayList<>();
    public List<TrackerRow> away = new ArrayList<>();
    public Map<String, String> globals = new LinkedHashMap<>();
    /** "action|taker" → when it was last taken (once per dynasty, once every N hours). */
    public Map<String, Instant> taken = new LinkedHashMap<>();
    /** The dynasty's timed posts (Duels, Dilemmas, Campaigns, Plenary Sessions), oldest first. */
    public List<TimedPost> posts = new ArrayList<>();

    public TrackerState() {
    }

    public TrackerState copy() {
        TrackerState s = new TrackerState();
        s.dynastyId = dynastyId;
        s.definition = definition.copy();
        rows.forEach(r -> s.rows.add(r.copy()));
        away.forEach(r -> s.away.add(r.copy()));
        s.globals.putAll(globals);
        s.taken.putAll(taken);
        posts.forEach(p -> s.posts.add(p.copy()));
        return s;
    }

    public Optional<TrackerRow> row(String name) {
        String key = name == null ? "" : name.strip();
        return rows.stream().filter(r -> r.name.equalsIgnoreCase(key)).findFirst();
    }
}
