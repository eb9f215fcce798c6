package org.dynast.model.store;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.Reader;
import java.sql.Clob;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.dynast.model.Numbers;

/**
 * The check of a whole dynasty file that no console sealed (its console was killed, or an older Dynast wrote it): H2
 * checks where a page is, not what it holds, so bytes flipped in such a file could be read silently as other values
 * (issue 33, "20 flipped bytes"). Before anything uses the file, every row of every table is read through the table
 * and every column decoded (long texts read to their end); every stored JSON document parses; every index holds
 * exactly the rows of its table, with their values; every reference names a row that is there; and each ruleset text
 * is the one its SHA-256 names. What it cannot see is a byte flipped into another valid value of the same kind (a
 * letter of a matter's text for another): the file has no checksum of its other rows. (It does not compare the id
 * counters with the ids used: a file an older Dynast wrote may hold ids its counters never gave, which is no damage.)
 */
final class WholeFileCheck {

    /** Long-text columns holding one JSON document (the modules' and the log's documents, the profiles). */
    private static final Set<String> JSON_COLUMNS = Set.of("STATE", "DEFINITION", "CHANGES");
    /** The dice's drawn values: whole numbers, comma-separated. */
    private static final Pattern DRAWN = Pattern.compile("(-?[0-9]{1,19}(,-?[0-9]{1,19})*)?");
    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private WholeFileCheck() {
    }

    /** What is wrong with the database behind {@code c}, in plain words; empty if every check passes. */
    static Optional<String> problem(Connection c) throws SQLException {
        List<String> tables = new ArrayList<>();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT TABLE_NAME FROM "
                + "INFORMATION_SCHEMA.TABLES WHERE TABLE_SCHEMA = 'PUBLIC' AND TABLE_TYPE = 'BASE TABLE' "
                + "ORDER BY TABLE_NAME")) {
            while (rs.next()) {
                tables.add(rs.getString(1));
            }
        }
        if (tables.isEmpty()) {
            return Optional.of("it holds no tables");
        }
        for (String table : tables) {
            Optional<String> problem = rows(c, table);
            if (problem.isEmpty()) {
                problem = indexes(c, table);
            }
            if (problem.isPresent()) {
                return problem;
            }
        }
        return references(c);
    }

    /** Every row of {@code table} read through the table itself, each value decoded and each document parsed. */
    private static Optional<String> rows(Connection c, String table) throws SQLException {
        try (Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT * FROM " + quote(table) + " USE INDEX ()")) {
            ResultSetMetaData meta = rs.getMetaData();
            long row = 0;
            boolean texts = table.equals("RULESET_TEXT");
            while (rs.next()) {
                row++;
                String text = null;
                for (int i = 1; i <= meta.getColumnCount(); i++) {
                    String column = meta.getColumnName(i);
                    int type = meta.getColumnType(i);
                    if (type == Types.CLOB || type == Types.NCLOB || type == Types.LONGVARCHAR) {
                        String value = text(rs.getClob(i));
                        if (column.equals("TEXT")) {
                            text = value;
                        }
                        if (value != null && !document(column, value)) {
                            return Optional.of("row " + row + " of its table " + name(table) + " holds a "
                                    + name(column) + " that is not what Dynast wrote there");
                        }
                    } else if (type == Types.BLOB || type == Types.VARBINARY || type == Types.BINARY) {
                        rs.getBytes(i);
                    } else {
                        Object value = rs.getObject(i);
                        if (value instanceof String drawn && column.equals("DRAWN")
                                && !DRAWN.matcher(drawn).matches()) {
                            return Optional.of("row " + row + " of its table " + name(table) + " holds drawn dice "
                                    + "that are not numbers");
                        }
                    }
                }
                // a ruleset's text is stored under its SHA-256: the one part of the file that checks its own bytes
                if (texts && (text == null || !H2RulesetRepository.sha256(text).equalsIgnoreCase(rs.getString(
                        "SHA256")))) {
                    return Optional.of("a ruleset text in it is not the text it was stored as (its SHA-256 differs)");
                }
            }
        }
        return Optional.empty();
    }

    private static String text(Clob clob) throws SQLException {
        if (clob == null) {
            return null;
        }
        StringBuilder out = new StringBuilder();
        char[] buffer = new char[8192];
        try (Reader in = clob.getCharacterStream()) {
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                out.append(buffer, 0, n);
            }
        } catch (IOException e) {
            throw new SQLException("A long text cannot be read: " + e.getMessage(), e);
        } finally {
            clob.free();
        }
        return out.toString();
    }

    /** Whether the long text of {@code column} is what Dynast writes there (a JSON document where one goes). */
    private static boolean document(String column, String text) {
        if (!JSON_COLUMNS.contains(column)) {
            return true;
        }
        try {
            return JSON.readTree(text) != null;
        } catch (JacksonException e) {
            return false;
        }
    }

    /**
     * Each index of {@code table} holds the table's rows with their values: the multiset of (row id, the index's
     * columns) read through the index equals the one read through the table.
     */
    private static Optional<String> indexes(Connection c, String table) throws SQLException {
        Map<String, List<String>> columns = new LinkedHashMap<>();
        try (var s = c.prepareStatement("SELECT INDEX_NAME, COLUMN_NAME FROM INFORMATION_SCHEMA.INDEX_COLUMNS "
                + "WHERE TABLE_SCHEMA = 'PUBLIC' AND TABLE_NAME = ? ORDER BY INDEX_NAME, ORDINAL_POSITION")) {
            s.setString(1, table);
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    columns.computeIfAbsent(rs.getString(1), k -> new ArrayList<>()).add(rs.getString(2));
                }
            }
        }
        for (Map.Entry<String, List<String>> index : columns.entrySet()) {
            String list = String.join(", ", index.getValue().stream().map(WholeFileCheck::quote).toList());
            String select = "SELECT _ROWID_, " + list + " FROM " + quote(table);
            long[] byTable = fingerprint(c, select + " USE INDEX ()");
            long[] byIndex = fingerprint(c, select + " USE INDEX (" + quote(index.getKey()) + ") ORDER BY " + list);
            if (byTable[0] != byIndex[0] || byTable[1] != byIndex[1]) {
                return Optional.of("its table " + name(table) + " and its index " + index.getKey().toLowerCase(
                        Locale.ROOT) + " disagree (" + Numbers.count(byTable[0]) + " rows read "
                        + "through the table, " + Numbers.count(byIndex[0]) + " through the index"
                        + (byTable[0] == byIndex[0] ? ", with other values" : "") + ")");
            }
        }
        return Optional.empty();
    }

    /** The rows' count and an order-free hash of their values. */
    private static long[] fingerprint(Connection c, String query) throws SQLException {
        long count = 0;
        long hash = 0;
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(query)) {
            int n = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                count++;
                long h = 17;
                for (int i = 1; i <= n; i++) {
                    h = h * 1_000_003L + Objects.hashCode(rs.getString(i));
                }
                hash += mix(h);
            }
        }
        return new long[] {count, hash};
    }

    private static long mix(long h) {
        h ^= h >>> 33;
        h *= 0xff51afd7ed558ccdL;
        h ^= h >>> 33;
        h *= 0xc4ceb9fe1a85ec53L;
        return h ^ (h >>> 33);
    }

    /** Every reference names a row that is there. */
    private static Optional<String> references(Connection c) throws SQLException {
        String query = "SELECT f.TABLE_NAME, f.COLUMN_NAME, p.TABLE_NAME, p.COLUMN_NAME "
                + "FROM INFORMATION_SCHEMA.REFERENTIAL_CONSTRAINTS r "
                + "JOIN INFORMATION_SCHEMA.KEY_COLUMN_USAGE f ON f.CONSTRAINT_SCHEMA = r.CONSTRAINT_SCHEMA "
                + "AND f.CONSTRAINT_NAME = r.CONSTRAINT_NAME "
                + "JOIN INFORMATION_SCHEMA.KEY_COLUMN_USAGE p ON p.CONSTRAINT_SCHEMA = r.UNIQUE_CONSTRAINT_SCHEMA "
                + "AND p.CONSTRAINT_NAME = r.UNIQUE_CONSTRAINT_NAME AND p.ORDINAL_POSITION = f.POSITION_IN_UNIQUE_CONSTRAINT "
                + "WHERE r.CONSTRAINT_SCHEMA = 'PUBLIC' ORDER BY r.CONSTRAINT_NAME, f.ORDINAL_POSITION";
        Map<String, String[]> checks = new LinkedHashMap<>();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(query)) {
            while (rs.next()) {
                checks.put(rs.getString(1) + "." + rs.getString(2) + "->" + rs.getString(3) + "." + rs.getString(4),
                        new String[] {rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4)});
            }
        }
        for (String[] ref : checks.values()) {
            String sql = "SELECT COUNT(*) FROM " + quote(ref[0]) + " c WHERE c." + quote(ref[1]) + " IS NOT NULL AND "
                    + "NOT EXISTS (SELECT 1 FROM " + quote(ref[2]) + " p WHERE p." + quote(ref[3]) + " = c."
                    + quote(ref[1]) + ")";
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
                rs.next();
                long missing = rs.getLong(1);
                if (missing > 0) {
                    return Optional.of(Numbers.count(missing) + " row(s) of its table " + name(ref[0])
                            + " name a " + name(ref[2]) + " that is not there");
                }
            }
        }
        return Optional.empty();
    }

    private static String quote(String identifier) {
        return "\"" + identifier.replace("\"", "\"\"") + "\"";
    }

    /** A table's or column's name as the user may read it. */
    private static String name(String identifier) {
        return identifier.toLowerCase(Locale.ROOT);
    }
}
