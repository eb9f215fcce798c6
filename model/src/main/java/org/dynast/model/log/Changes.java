package org.dynast.model.log;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The recorder handed to a game action: each call applies one change to the store at once (inside
 * the action's transaction) and remembers its before and after values for the log.
 */
public final class Changes {

    private final Snapshots snapshots;
    private final List<Change> recorded = new ArrayList<>();

    /**
     * Records a change; a second change to the same entity in one action is merged into the first (its "before"
     * with the latest "after"), so undo and redo see one change per entity, whatever engines an action composes.
     */
    private void record(Change change) {
        for (int i = 0; i < recorded.size(); i++) {
            Change earlier = recorded.get(i);
            if (earlier.entity().equals(change.entity()) && earlier.key().equals(change.key())) {
                if (earlier.before() == null && change.after() == null) {
                    recorded.remove(i);
                } else {
                    recorded.set(i, new Change(earlier.entity(), earlier.key(), earlier.before(), change.after()));
                }
                return;
            }
        }
        recorded.add(change);
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
        return List.copyOf(recorded);
    }
}
