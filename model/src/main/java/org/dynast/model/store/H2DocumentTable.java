package org.dynast.model.store;

import java.util.List;
import java.util.Optional;
import java.util.function.ToLongFunction;
import org.dynast.model.log.DocumentTable;
import org.dynast.model.log.Snapshots;

/**
 * Entities as JSON documents (the same snapshot the log records), one row per entity with its id and
 * dynasty: the shape of {@link H2LoadoutRepository}, for any record with a numeric id.
 */
final class H2DocumentTable<T> implements DocumentTable<T> {

    private final Jdbc jdbc;
    private final Snapshots snapshots;
    private final String table;
    private final Class<T> type;
    private final ToLongFunction<T> id;
    private final ToLongFunction<T> dynasty;

    H2DocumentTable(Jdbc jdbc, Snapshots snapshots, String table, Class<T> type, ToLongFunction<T> id,
                    ToLongFunction<T> dynasty) {
        this.jdbc = jdbc;
        this.snapshots = snapshots;
        this.table = table;
        this.type = type;
        this.id = id;
        this.dynasty = dynasty;
    }

    @Override
    public String entity() {
        return table;
    }

    @Override
    public Class<T> type() {
        return type;
    }

    @Override
    public String keyOf(T value) {
        return Long.toString(id.applyAsLong(value));
    }

    @Override
    public List<T> findByDynasty(long dynastyId) {
        return jdbc.query("SELECT state FROM " + table + " WHERE dynasty_id = ? ORDER BY id",
                rs -> snapshots.read(rs.getString("state"), type), dynastyId);
    }

    @Override
    public long nextId() {
        return jdbc.nextValue(table + "_seq");
    }

    @Override
    public Optional<T> find(String key) {
        return jdbc.queryOne("SELECT state FROM " + table + " WHERE id = ?",
                rs -> snapshots.read(rs.getString("state"), type), Long.parseLong(key));
    }

    @Override
    public void upsert(T value) {
        jdbc.update("MERGE INTO " + table + " (id, dynasty_id, state) KEY (id) VALUES (?, ?, ?)",
                id.applyAsLong(value), dynasty.applyAsLong(value), snapshots.write(value));
    }

    @Override
    public void delete(String key) {
        jdbc.update("DELETE FROM " + table + " WHERE id = ?", Long.parseLong(key));
    }
}
