package org.dynast.model.store;

import java.io.PrintWriter;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.Statement;
import java.util.Arrays;
import java.util.Collections;
import java.util.logging.Logger;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import javax.sql.DataSource;

/**
 * The SQL that differs between the two engines a dynasty's store runs on (issue 36): the embedded H2 file (the
 * default) and a PostgreSQL server (15 or newer). Both run the same Flyway migrations, whose text is never edited (a
 * dynasty file's history holds their checksums): on PostgreSQL, {@link #prepare} first creates what those scripts name
 * that PostgreSQL lacks ({@code CLOB}, and {@code VARCHAR_IGNORECASE} as a case-insensitive {@code citext}) in a
 * schema of their own on the search path ({@link #TYPES}), and the
 * phrases only H2 accepts ({@code NO CACHE}, a length on {@code VARCHAR_IGNORECASE}) are left out, and
 * {@code TIMESTAMP(9)} asked as the microseconds PostgreSQL keeps, as each statement is sent ({@link #migrationSource}). A string binds to a {@code JSON} column through the URL's
 * {@code stringtype=unspecified}, which {@link #serverUrl} adds.
 */
enum Dialect {
    H2("PUBLIC"),
    POSTGRESQL("public");

    private final String schema;

    Dialect(String schema) {
        this.schema = schema;
    }

    static final String POSTGRESQL_PREFIX = "jdbc:postgresql:";

    /** The engine a JDBC URL names. */
    static Dialect of(String url) {
        return url.startsWith(POSTGRESQL_PREFIX) ? POSTGRESQL : H2;
    }

    /** The engine behind an open connection. */
    static Dialect of(Connection connection) {
        try {
            return of(connection.getMetaData().getURL());
        } catch (SQLException e) {
            throw Database.translate(e);
        }
    }

    /**
     * A PostgreSQL URL with {@code stringtype=unspecified} (so a JSON document bound as a string is stored in a
     * {@code JSON} column), unless it says otherwise already.
     */
    static String serverUrl(String url) {
        if (url.contains("stringtype=")) {
            return url;
        }
        return url + (url.contains("?") ? "&" : "?") + "stringtype=unspecified";
    }

    /** The schema that holds the store's tables, as the engine's information schema spells it. */
    String schema() {
        return schema;
    }

    /** A new connection, not auto-committing. H2 files take the fixed user Dynast always used; a server's URL says who. */
    Connection connect(String url) throws SQLException {
        Connection c = this == H2 ? DriverManager.getConnection(url, "dynast", "")
                : withTypes(DriverManager.getConnection(url));
        c.setAutoCommit(false);
        if (this == POSTGRESQL) {
            // several consoles act on one shared dynasty at once (issue 36): each action is a serializable
            // transaction, so one based on what another changed meanwhile fails as a whole rather than overwriting it
            c.setTransactionIsolation(Connection.TRANSACTION_SERIALIZABLE);
        }
        return c;
    }

    /**
     * Inserts a row, or replaces the one with the same {@code key}: H2's {@code MERGE INTO ... KEY}, PostgreSQL's
     * {@code INSERT ... ON CONFLICT DO UPDATE}. {@code columns} is comma-separated, the key among them.
     */
    String upsert(String table, String columns, String key) {
        String[] names = Arrays.stream(columns.split(",")).map(String::trim).toArray(String[]::new);
        String marks = String.join(", ", Collections.nCopies(names.length, "?"));
        if (this == H2) {
            return "MERGE INTO " + table + " (" + String.join(", ", names) + ") KEY (" + key + ") VALUES (" + marks
                    + ")";
        }
        String set = Arrays.stream(names).filter(n -> !n.equalsIgnoreCase(key)).map(n -> n + " = EXCLUDED." + n)
                .collect(Collectors.joining(", "));
        return "INSERT INTO " + table + " (" + String.join(", ", names) + ") VALUES (" + marks + ") ON CONFLICT ("
                + key + ") DO " + (set.isEmpty() ? "NOTHING" : "UPDATE SET " + set);
    }

    /**
     * H2's hint that a query read {@code index} ({@code USE INDEX}), where its planner would pick a slower one; nothing
     * on PostgreSQL, whose planner picks by statistics.
     */
    String useIndex(String index) {
        return this == H2 ? " USE INDEX (" + index + ")" : "";
    }

    /** The query for a sequence's next value. */
    String nextValue(String sequence) {
        return this == H2 ? "SELECT NEXT VALUE FOR " + sequence : "SELECT nextval('" + sequence + "')";
    }

    /**
     * Each sequence of the store's schema with the value it gives next, in name order; on PostgreSQL only the names
     * (its catalogue shows no value for a sequence restarted and not yet read: {@link Counters} asks each).
     */
    String sequences() {
        return this == H2 ? "SELECT SEQUENCE_NAME, BASE_VALUE FROM INFORMATION_SCHEMA.SEQUENCES WHERE SEQUENCE_SCHEMA "
                + "= 'PUBLIC' ORDER BY SEQUENCE_NAME"
                : "SELECT sequencename FROM pg_sequences WHERE schemaname = current_schema() ORDER BY sequencename";
    }

    /**
     * Before the migrations run on a PostgreSQL database: the types the scripts name that PostgreSQL lacks. Idempotent;
     * commits. Nothing on H2.
     */
    void prepare(Connection c) throws SQLException {
        if (this == H2) {
            return;
        }
        try (Statement s = c.createStatement()) {
            s.execute("CREATE SCHEMA IF NOT EXISTS " + TYPES);
            s.execute("CREATE EXTENSION IF NOT EXISTS citext SCHEMA " + TYPES);
            s.execute("DO $$ BEGIN "
                    + "IF NOT EXISTS (SELECT 1 FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace "
                    + "WHERE t.typname = 'clob' AND n.nspname = '" + TYPES + "') THEN CREATE DOMAIN " + TYPES
                    + ".clob AS text; END IF; "
                    + "IF NOT EXISTS (SELECT 1 FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace "
                    + "WHERE t.typname = 'varchar_ignorecase' AND n.nspname = '" + TYPES + "') THEN "
                    + "CREATE DOMAIN " + TYPES + ".varchar_ignorecase AS " + TYPES + ".citext; END IF; END $$");
        }
        c.commit();
    }

    /**
     * The schema that holds the types {@link #prepare} makes, beside the store's own schema (which Flyway must find
     * empty before the first migration), and on every connection's search path.
     */
    static final String TYPES = "dynast_types";

    /** A PostgreSQL connection with {@link #TYPES} after the schemas its URL or role gave it. */
    private static Connection withTypes(Connection c) throws SQLException {
        try (Statement s = c.createStatement()) {
            String path;
            try (var rs = s.executeQuery("SHOW search_path")) {
                rs.next();
                path = rs.getString(1);
            }
            if (!path.contains(TYPES)) {
                s.execute("SET search_path TO " + path + ", " + TYPES);
            }
        }
        return c;
    }

    private static final Pattern NO_CACHE = Pattern.compile("(?i)\\s+NO\\s+CACHE\\b");
    private static final Pattern NANOSECONDS = Pattern.compile("(?i)\\bTIMESTAMP\\s*\\(\\s*9\\s*\\)");
    private static final Pattern IGNORECASE_LENGTH = Pattern.compile("(?i)\\bVARCHAR_IGNORECASE\\s*\\(\\s*\\d+\\s*\\)");

    /** A migration statement as this engine accepts it (see the class comment); unchanged on H2. */
    String migrationStatement(String sql) {
        if (this == H2) {
            return sql;
        }
        String s = NO_CACHE.matcher(sql).replaceAll("");
        s = NANOSECONDS.matcher(s).replaceAll("TIMESTAMP(6)"); // PostgreSQL keeps microseconds, and says so each time
        return IGNORECASE_LENGTH.matcher(s).replaceAll("varchar_ignorecase");
    }

    /**
     * What Flyway migrates through: the URL itself on H2; on PostgreSQL, connections whose statements pass through
     * {@link #migrationStatement} (Flyway reads and checksums the scripts as shipped, and sends them here).
     */
    DataSource migrationSource(String url) {
        return new DataSource() {
            @Override
            public Connection getConnection() throws SQLException {
                Connection real = Dialect.this == H2 ? DriverManager.getConnection(url, "dynast", "")
                        : withTypes(DriverManager.getConnection(url));
                return Dialect.this == H2 ? real : rewriting(real);
            }

            @Override
            public Connection getConnection(String user, String password) throws SQLException {
                return getConnection();
            }

            @Override
            public PrintWriter getLogWriter() {
                return null;
            }

            @Override
            public void setLogWriter(PrintWriter out) {
            }

            @Override
            public void setLoginTimeout(int seconds) {
            }

            @Override
            public int getLoginTimeout() {
                return 0;
            }

            @Override
            public Logger getParentLogger() throws SQLFeatureNotSupportedException {
                throw new SQLFeatureNotSupportedException();
            }

            @Override
            public <T> T unwrap(Class<T> type) throws SQLException {
                throw new SQLException("not a wrapper");
            }

            @Override
            public boolean isWrapperFor(Class<?> type) {
                return false;
            }
        };
    }

    private Connection rewriting(Connection real) {
        return (Connection) Proxy.newProxyInstance(Dialect.class.getClassLoader(), new Class<?>[]{Connection.class},
                (proxy, method, args) -> {
                    Object result = call(real, method, rewritten(method, args));
                    if (result instanceof Statement s && !(result instanceof PreparedStatement)) {
                        return Proxy.newProxyInstance(Dialect.class.getClassLoader(), new Class<?>[]{Statement.class},
                                (p, m, a) -> call(s, m, rewritten(m, a)));
                    }
                    return result;
                });
    }

    private Object[] rewritten(Method method, Object[] args) {
        if (args != null && args.length > 0 && args[0] instanceof String sql
                && (method.getName().startsWith("execute") || method.getName().startsWith("prepare")
                || method.getName().equals("addBatch"))) {
            Object[] copy = args.clone();
            copy[0] = migrationStatement(sql);
            return copy;
        }
        return args;
    }

    private static Object call(Object target, Method method, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
