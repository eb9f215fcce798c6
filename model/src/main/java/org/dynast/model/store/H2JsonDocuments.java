package org.dynast.model.store;

import java.util.List;
import java.util.Optional;
import java.util.function.ToLongFunction;
import org.dynast.model.log.EntityTable;
import org.dynast.model.log.JsonDocuments;
import org.dynast.model.log.Snapshots;

/**
 * Entities stored as JSON documents (the same snapshot the log records), one row per entity under a numeric
 * key column, with the dynasty it belongs to either in a {@code dynasty_id} column or as the key itself.
 * The log's entity name is the table's name unless given.
 */
class H2JsonDocuments<T> implements JsonDocuments<T> {

    private final Jdbc jdbc;
    private final Snapshots snapshots;
    private final String entity;
    private final String table;
    private final String keyColumn;
    private final Class<T> type;
    private final ToLongFunction<T> key;
    private final ToLongFunction<T> dynasty;

    /**
     * @param dynasty the entity's dynasty, for a table with a {@code dynasty_id} column besides the key; null
     *                when the key is the dynasty's id (one document per dynasty)
     */
    H2JsonDocuments(Jdbc jdbc, Snapshots snapshots, String table, String keyColumn, Class<T> type,
                    ToLongFunction<T> key, ToLongFunction<T> dynasty) {
        this(jdbc, snapshots, table, table, keyColumn, type, key, dynasty);
    }

    /** With a log entity name other than the table's (kept as earlier logs wrote it). */
    H2JsonDocuments(Jdbc jdbc, Snapshots snapshots, String entity, String table, String keyColumn, Class<T> type,
                    ToLongFunction<T> key, ToLongFunction<T> dynasty) {
        this.entity = entity;
        this.jdbc = jdbc;
        this.snapshots = snapshots;
        this.table = table;
        this.keyColumn = keyColumn;
        this.type = type;
        this.key = key;
        this.dynasty = dynasty;
    }

    @Override
    public final String entity() {
        return entity;
    }

    @Override
    public final Class<T> type() {
        return type;
    }

    @Override
    public final String keyOf(T value) {
        return Long.toString(key.applyAsLong(value));
    }

    @Override
    public final Optional<T> find(String k) {
        return jdbc.queryOne("SELECT state FROM " + table + " WHERE " + keyColumn + " = ?",
                rs -> snapshots.readStored(rs.getString("state"), type), Long.parseLong(k));
    }

    @Override
    public final void upsert(T value) {
        if (dynasty == null) {
            jdbc.merge(table, keyColumn + ", state", keyColumn,
                    key.applyAsLong(value), snapshots.write(value));
        } else {
            jdbc.merge(table, keyColumn + ", dynasty_id, state", keyColumn, key.applyAsLong(value), dynasty.applyAsLong(value), snapshots.write(value));
        }
    }

    @Override
    public final void delete(String k) {
        jdbc.update("DELETE FROM " + table + " WHERE " + keyColumn + " = ?", Long.parseLong(k));
    }

    /** The dynasty's documents in key order (tables with a {@code dynasty_id} column). */
    @Override
    public List<T> findByDynasty(long dynastyId) {
        return jdbc.query("SELECT state FROM " + table + " WHERE dynasty_id = ? ORDER BY " + keyColumn,
                rs -> snapshots.readStored(rs.getString("state"), type), dynastyId);
    }

    final Jdbc jdbc() {
        return jdbc;
    }

    final String table() {
        return table;
    }
}
