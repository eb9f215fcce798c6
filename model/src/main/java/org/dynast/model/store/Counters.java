package org.dynast.model.store;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The file's id counters (its H2 sequences). A sequence does not roll back with a transaction, so an import that
 * fails while writing puts them back where they were: a refused file leaves no gap in the ids that follow.
 */
final class Counters {

    private final Jdbc jdbc;

    Counters(Jdbc jdbc) {
        this.jdbc = jdbc;
    }

    /** Each sequence's next value, by name. Call inside a transaction. */
    Map<String, Long> snapshot() {
        Map<String, Long> values = new LinkedHashMap<>();
        if (jdbc.dialect() == Dialect.H2) {
            jdbc.query(jdbc.dialect().sequences(), rs -> {
                values.put(rs.getString(1), rs.getLong(2));
                return null;
            });
            return values;
        }
        // PostgreSQL's catalogue does not show a sequence's next value once it is restarted: each is asked
        for (String name : jdbc.query(jdbc.dialect().sequences(), rs -> rs.getString(1))) {
            values.put(name, jdbc.queryOne("SELECT CASE WHEN is_called THEN last_value + 1 ELSE last_value END FROM \""
                    + name.replace("\"", "\"\"") + "\"", rs -> rs.getLong(1)).orElseThrow());
        }
        return values;
    }

    /** Puts every sequence that moved since {@code before} back. Call inside a transaction (it commits it). */
    void restore(Map<String, Long> before) {
        Map<String, Long> now = snapshot();
        before.forEach((name, value) -> {
            if (!value.equals(now.get(name))) {
                jdbc.update("ALTER SEQUENCE \"" + name.replace("\"", "\"\"") + "\" RESTART WITH " + value);
            }
        });
    }

    /**
     * Each sequence's next value and each table's row count, by name: a cheap fingerprint of the whole file, which
     * a refused import must leave as it was. Call inside a transaction.
     */
    Map<String, Long> tallies() {
        Map<String, Long> tallies = new LinkedHashMap<>(snapshot());
        List<String> tables = jdbc.query("SELECT TABLE_NAME FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_SCHEMA = '"
                + jdbc.dialect().schema() + "' AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME", rs -> rs.getString(1));
        for (String table : tables) {
            tallies.put("rows of " + table, jdbc.queryOne("SELECT COUNT(*) FROM \"" + table.replace("\"", "\"\"")
                    + "\"", rs -> rs.getLong(1)).orElseThrow());
        }
        return tallies;
    }
}
