package org.dynast.model.store;

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
        return queryOne("SELECT NEXT VALUE FOR " + sequence, rs -> rs.getLong(1)).orElseThrow();
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

    /** Rows per batch of {@link #batch}. */
    private static final int BATCH = 500;

    /** Runs the statement once for each row of parameters, sent to the database in batches. */
    void batch(String sql, List<Object[]> rows) {
        if (rows.isEmpty()) {
            return;
        }
        try (PreparedStatement ps = connection.get().prepareStatement(sql)) {
            int pending = 0;
            for (Object[] row : rows) {
                bind(ps, row);
                ps.addBatch();
                if (++pending == BATCH) {
                    ps.executeBatch();
                    pending = 0;
                }
            }
            if (pending > 0) {
                ps.executeBatch();
            }
        } catch (java.sql.BatchUpdateException e) {
            // the first failed row's own reason, not "batch failed"
            throw Database.translate(e.getNextException() != null ? e.getNextException() : e);
        } catch (SQLException e) {
            throw Database.translate(e);
        }
    }

    private PreparedStatement prepare(String sql, Object... params) throws SQLException {
        PreparedStatement ps = connection.get().prepareStatement(sql);
        bind(ps, params);
        return ps;
    }

    private static void bind(PreparedStatement ps, Object... params) throws SQLException {
        for (int i = 0; i < params.length; i++) {
            Object p = params[i];
            if (p == null) {
                ps.setNull(i + 1, Types.NULL);
            } else if (p instanceof LocalDate d) {
                ps.setObject(i + 1, d);
            } else if (p instanceof Instant t) {
                ps.setObject(i + 1, t.atOffset(ZoneOffset.UTC));
            } else if (p instanceof Enum<?> e) {
                ps.setString(i + 1, e.name());
            } else {
                ps.setObject(i + 1, p);
            }
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
