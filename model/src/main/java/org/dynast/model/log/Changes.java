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

    Changes(Snapshots snapshots) {
        this.snapshots = snapshots;
    }

    public <T> T insert(EntityTable<T> table, T after) {
        table.upsert(after);
        recorded.add(new Change(table.entity(), table.keyOf(after), null, snapshots.write(after)));
        return after;
    }

    public <T> T update(EntityTable<T> table, T before, T after) {
        Objects.requireNonNull(before, "before");
        if (!table.keyOf(before).equals(table.keyOf(after))) {
            throw new IllegalArgumentException("An update cannot change an entity's key.");
        }
        table.upsert(after);
        recorded.add(new Change(table.entity(), table.keyOf(after), snapshots.write(before), snapshots.write(after)));
        return after;
    }

    public <T> void delete(EntityTable<T> table, T before) {
        table.delete(table.keyOf(before));
        recorded.add(new Change(table.entity(), table.keyOf(before), snapshots.write(before), null));
    }

    List<Change> recorded() {
        return List.copyOf(recorded);
    }
}
