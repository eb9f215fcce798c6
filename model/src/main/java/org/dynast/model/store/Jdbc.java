package org.dynast.model.store;

import java.io.StringReader;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/** The small amount of JDBC plumbing the repositories share. */
final class Jdbc {

    @FunctionalInterface
    interface RowMapper<T> {
        T map(ResultSet rs) throws SQLException;
    }

    private final Supplier<Connection> connection;

    Jdbc(Supplier<Connection> connection) {
        this.connection = connection;
    }

    <T> List<T> query(String sql, RowMapper<T> mapper, Object... params) {
        try (PreparedStatement ps = prepare(sql, params); ResultSet rs = ps.executeQuery()) {
            List<T> rows = new ArrayList<>();
            while (rs.next()) {
                rows.add(mapper.map(rs));
            }
            return rows;
        } catch (SQLException e) {
            throw Database.translate(e);
        }
    }

    <T> Optional<T> queryOne(String sql, RowMapper<T> mapper, Object... params) {
        List<T> rows = query(sql, mapper, params);
        return rows.isEmpty() ? Optional.empty() : Optional.of(rows.get(0));
    }

    int update(String sql, Object... params) {
        try (PreparedStatement ps = prepare(sql, params)) {
            return ps.executeUpdate();
        } catch (SQLException e) {
            throw Database.translate(e);
        }
    }

    long nextValue(String sequence) {
        return queryOne(dialect().nextValue(sequence), rs -> rs.getLong(1)).orElseThrow();
    }

    /** Inserts the row, or replaces the one with the same {@code key} ({@link Dialect#upsert}). */
    int merge(String table, String columns, String key, Object... params) {
        return update(dialect().upsert(table, columns, key), params);
    }

    private Dialect dialect;

    /** The engine behind the connection, found once. */
    Dialect dialect() {
        if (dialect == null) {
            dialect = Dialect.of(connection.get());
        }
        return dialect;
    }

    /**
     * The first of {@code count} consecutive new values of the sequence, which moves past them at once: a bulk write
     * takes its ids in one step, not a query per row (H2 writes the whole store each time a sequence's cache of 32
     * values runs out, so a value per row made an import write its growing transaction thousands of times). H2 does
     * not roll a sequence back with the transaction (see {@link Counters#restore}); 0 when {@code count} is 0.
     */
    long reserve(String sequence, int count) {
        if (count <= 0) {
            return 0;
        }
        long first = nextValue(sequence);
        if (count > 1) {
            update("ALTER SEQUENCE " + sequence + " RESTART WITH " + (first + count));
        }
        return first;
    }

    /** Rows per statement of {@link #insertRows}. */
    private static final int BATCH = 100;

    /**
     * Runs an {@code INSERT INTO ... VALUES (?, ...)} for each row of parameters, {@value #BATCH} rows to a statement
     * (one {@code VALUES} list): H2 does its work per statement once for many rows, not for each.
     */
    void insertRows(String sql, List<Object[]> rows) {
        int values = sql.lastIndexOf("VALUES ") + "VALUES ".length();
        String head = sql.substring(0, values);
        String tuple = sql.substring(values);
        int whole = rows.size() / BATCH * BATCH;
        try {
            if (whole > 0) {
                try (PreparedStatement ps = connection.get().prepareStatement(head + tuples(tuple, BATCH))) {
                    for (int from = 0; from < whole; from += BATCH) {
                        insert(ps, rows.subList(from, from + BATCH));
                    }
                }
            }
            if (whole < rows.size()) {
                try (PreparedStatement ps = connection.get().prepareStatement(head + tuples(tuple,
                        rows.size() - whole))) {
                    insert(ps, rows.subList(whole, rows.size()));
                }
            }
        } catch (SQLException e) {
            throw Database.translate(e);
        }
    }

    private static String tuples(String tuple, int count) {
        return String.join(", ", Collections.nCopies(count, tuple));
    }

    private static void insert(PreparedStatement ps, List<Object[]> rows) throws SQLException {
        int index = 0;
        for (Object[] row : rows) {
            for (Object value : row) {
                set(ps, ++index, value);
            }
        }
        ps.executeUpdate();
    }

    private PreparedStatement prepare(String sql, Object... params) throws SQLException {
        PreparedStatement ps = connection.get().prepareStatement(sql);
        bind(ps, params);
        return ps;
    }

    private static void bind(PreparedStatement ps, Object... params) throws SQLException {
        for (int i = 0; i < params.length; i++) {
            set(ps, i + 1, params[i]);
        }
    }

    /**
     * A long text for a CLOB column (a ruleset's 100 KB), given to H2 as a stream: bound as a string, H2 turned it into
     * bytes and back once more before storing it (a third of storing a ruleset's text).
     */
    record LongText(String text) {
    }

    private static void set(PreparedStatement ps, int index, Object p) throws SQLException {
        if (p instanceof LongText t) {
            ps.setCharacterStream(index, new StringReader(t.text()), t.text().length());
        } else if (p == null) {
            ps.setNull(index, Types.NULL);
        } else if (p instanceof LocalDate d) {
            ps.setObject(index, d);
        } else if (p instanceof Instant t) {
            ps.setObject(index, t.atOffset(ZoneOffset.UTC));
        } else if (p instanceof Enum<?> e) {
            ps.setString(index, e.name());
        } else {
            ps.setObject(index, p);
        }
    }

    static LocalDate date(ResultSet rs, String column) throws SQLException {
        return rs.getObject(column, LocalDate.class);
    }

    static Instant instant(ResultSet rs, String column) throws SQLException {
        OffsetDateTime value = rs.getObject(column, OffsetDateTime.class);
        return value == null ? null : value.toInstant();
    }

    static Long nullableLong(ResultSet rs, String column) throws SQLException {
        long value = rs.getLong(column);
        return rs.wasNull() ? null : value;
    }
}
