package org.dynast.model.log;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The recorder handed to a game action: each call applies one change to the store at once (inside
 * the action's transaction) and remembers its before and after values for the log.
 */
public final class Changes {

    private final Snapshots snapshots;
    /** The changes in the order each entity was first changed, by entity and key (so a large import stays linear). */
    private final Map<Id, Change> recorded = new LinkedHashMap<>();

    private record Id(String entity, String key) {
    }

    /**
     * Records a change; a second change to the same entity in one action is merged into the first (its "before"
     * with the latest "after"), so undo and redo see one change per entity, whatever engines an action composes.
     */
    private void record(Change change) {
        Id id = new Id(change.entity(), change.key());
        Change earlier = recorded.get(id);
        if (earlier == null) {
            recorded.put(id, change);
        } else if (earlier.before() == null && change.after() == null) {
            recorded.remove(id);
        } else {
            recorded.put(id, new Change(earlier.entity(), earlier.key(), earlier.before(), change.after()));
        }
    }

    Changes(Snapshots snapshots) {
        this.snapshots = snapshots;
    }

    public <T> T insert(EntityTable<T> table, T after) {
        table.upsert(after);
        record(new Change(table.entity(), table.keyOf(after), null, snapshots.write(after)));
        return after;
    }

    public <T> T update(EntityTable<T> table, T before, T after) {
        Objects.requireNonNull(before, "before");
        if (!table.keyOf(before).equals(table.keyOf(after))) {
            throw new IllegalArgumentException("An update cannot change an entity's key.");
        }
        table.upsert(after);
        record(new Change(table.entity(), table.keyOf(after), snapshots.write(before), snapshots.write(after)));
        return after;
    }

    public <T> void delete(EntityTable<T> table, T before) {
        table.delete(table.keyOf(before));
        record(new Change(table.entity(), table.keyOf(before), snapshots.write(before), null));
    }

    List<Change> recorded() {
        return List.copyOf(recorded.values());
    }
}
