package org.dynast.model.log;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The recorder handed to a game action: each call applies one change to the store at once (inside
 * the action's transaction) and remembers its before and after values for the log.
 */
public final class Changes {

    private final Snapshots snapshots;
    /** The changes in the order each entity was first changed, by entity and key (so a large import stays linear). */
    private final Map<Id, Change> recorded = new LinkedHashMap<>();
    /** The entities whose changes the log keeps (an import keeps its dynasty and players, not its history). */
    private final Predicate<String> kept;
    /** Every entity changed, kept or not (for the module gate). */
    private final Set<String> touched = new HashSet<>();

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
        this(snapshots, entity -> true);
    }

    Changes(Snapshots snapshots, Predicate<String> kept) {
        this.snapshots = snapshots;
        this.kept = kept;
    }

    /** Whether the change to {@code table} is kept for the log (its snapshots are written only then). */
    private boolean keeps(EntityTable<?> table) {
        touched.add(table.entity());
        return kept.test(table.entity());
    }

    public <T> T insert(EntityTable<T> table, T after) {
        table.upsert(after);
        if (keeps(table)) {
            record(new Change(table.entity(), table.keyOf(after), null, snapshots.write(after)));
        }
        return after;
    }

    /**
     * Inserts many new entities (their keys never used) as {@link #insert} does each, in the table's batches
     * ({@link EntityTable#insertNew}): a bulk write such as an import.
     */
    public <T> void insertAll(EntityTable<T> table, List<T> after) {
        if (after.isEmpty()) {
            return;
        }
        table.insertNew(after);
        if (keeps(table)) {
            for (T value : after) {
                record(new Change(table.entity(), table.keyOf(value), null, snapshots.write(value)));
            }
        }
    }

    public <T> T update(EntityTable<T> table, T before, T after) {
        Objects.requireNonNull(before, "before");
        if (!table.keyOf(before).equals(table.keyOf(after))) {
            throw new IllegalArgumentException("An update cannot change an entity's key.");
        }
        table.upsert(after);
        if (keeps(table)) {
            record(new Change(table.entity(), table.keyOf(after), snapshots.write(before), snapshots.write(after)));
        }
        return after;
    }

    public <T> void delete(EntityTable<T> table, T before) {
        table.delete(table.keyOf(before));
        if (keeps(table)) {
            record(new Change(table.entity(), table.keyOf(before), snapshots.write(before), null));
        }
    }

    /** Every entity this action changed, its changes kept for the log or not. */
    Set<String> entities() {
        return Set.copyOf(touched);
    }

    List<Change> recorded() {
        return List.copyOf(recorded.values());
    }
}
