package org.dynast.model.log;

import java.util.List;
import java.util.Optional;

/**
 * A table of game entities that the action log can restore: undo writes back a change's "before"
 * snapshot, redo its "after" snapshot. Every repository of gamestate implements this, so later
 * engines (votes, bots, machines) get undo for free by recording their changes.
 */
public interface EntityTable<T> {

    /** A stable name for this kind of entity, written in the log ("player", "dynasty"...). */
    String entity();

    Class<T> type();

    String keyOf(T value);

    Optional<T> find(String key);

    /** Insert or replace the entity with this key. */
    void upsert(T value);

    /**
     * Inserts entities whose keys are new (ids just taken from the table's counter), in this order: a table of many
     * rows writes them in batches; by default each is {@link #upsert upserted}.
     */
    default void insertNew(List<T> values) {
        values.forEach(this::upsert);
    }

    void delete(String key);
}
