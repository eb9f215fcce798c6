package org.dynast.model.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.dynast.model.Refusal;
import org.dynast.model.StoredDataException;
import org.dynast.model.log.Transactor;
import org.dynast.model.module.DynastyModules;
import org.flywaydb.core.api.FlywayException;
import org.h2.api.ErrorCode;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The embedded H2 database behind one dynasty file. One connection, used by one thread at a time;
 * every read and write runs in {@link #inTransaction}. The schema is migrated by Flyway on open.
 *
 * <p>The file is locked while open, so a second console is refused; every commit is flushed before
 * it returns ({@code WRITE_DELAY=0}), so a crash loses no committed action.
 */
public final class Database implements Transactor, AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(Database.class);
    /** H2 appends this to the base name of a file database. */
    public static final String FILE_SUFFIX = ".mv.db";

    private final String url;
    private Connection connection;
    /** Set when H2 closed the database under a failed write (a full disk): the next transaction opens it again. */
    private volatile boolean broken;
    private final ReentrantLock lock = new ReentrantLock();
    private final String description;
    private final boolean readOnly;
    /** The {@code .mv.db} file, for a file database. */
    private final Path data;
    private final Map<String, Long> phases = new LinkedHashMap<>();
    /** The core's schema history and each installed module's own. */
    private final List<SchemaHistories.History> histories;

    private Database(String url, String description, List<SchemaHistories.History> histories) {
        this(url, description, false, null, histories);
    }

    private Database(String url, String description, boolean readOnly, Path data,
                     List<SchemaHistories.History> histories) {
        this.url = url;
        this.histories = histories;
        this.readOnly = readOnly;
        this.description = readOnly ? description + " (read-only)" : description;
        this.data = data;
        long start = System.nanoTime();
        if (Dialect.of(url) == Dialect.POSTGRESQL) {
            // a database on a server: no file, so no lock, seal, backups or compaction; its schema is set up or
            // brought up to date in place (Flyway's own lock keeps two consoles from migrating it at once)
            try {
                this.connection = Dialect.POSTGRESQL.connect(url);
            } catch (SQLException e) {
                throw serverGone(e) ? new StoreException("Cannot reach the server of " + description + " ("
                        + e.getMessage() + "). Check the server's name and port, and that it is running and lets "
                        + "connections in from here; nothing was opened.", e) : translate(e);
            }
            identify();
            phases.put("server open", System.nanoTime() - start);
            long checked = System.nanoTime();
            boolean current = SchemaCheck.current(connection, histories);
            phases.put("schema check", System.nanoTime() - checked);
            if (!current) {
                long flyway = System.nanoTime();
                refuseNewer(); // as a file is: nothing run, nothing written
                try {
                    Dialect.POSTGRESQL.prepare(connection);
                } catch (SQLException e) {
                    close();
                    throw translate(e);
                }
                migrate();
                phases.put("Flyway", System.nanoTime() - flyway);
            }
            return;
        }
        if (data != null && Files.exists(data)) {
            // a file whose schema history is exactly this Dynast's migrations is used as it is, without Flyway
            this.connection = connect(url);
            phases.put("H2 open", System.nanoTime() - start);
            long checked = System.nanoTime();
            boolean current = SchemaCheck.current(connection, histories);
            phases.put("schema check", System.nanoTime() - checked);
            if (current) {
                this.compactSize = size();
                this.sealOnClose = !readOnly;
                return;
            }
            close(); // Flyway may replace the file (an older schema is migrated on a copy)
        }
        // a file is looked at by Flyway once (prepare); only a file with no schema yet, or a memory database, is
        // set up in place
        long flyway = System.nanoTime();
        boolean setUpInPlace = data == null || FileSchemaCheck.prepare(url, this.description, readOnly, data, histories);
        phases.put("Flyway", System.nanoTime() - flyway);
        long opened = System.nanoTime();
        this.connection = connect(url);
        phases.merge("H2 open", System.nanoTime() - opened, Long::sum);
        if (setUpInPlace) {
            long migrated = System.nanoTime();
            migrate();
            phases.merge("Flyway", System.nanoTime() - migrated, Long::sum);
        }
        this.compactSize = size();
        this.sealOnClose = data != null && !readOnly;
    }

    /**
     * Refuses a shared dynasty whose schema history (the core's, or an installed module's) holds a migration this build
     * does not ship, as a file's is refused: written by a newer Dynast, it is left as it is (no migration run).
     */
    private void refuseNewer() {
        StoreException newer;
        try {
            newer = SchemaHistories.survey(url, histories).newerRefusal(description, "shared dynasties");
        } catch (FlywayException e) {
            close();
            throw new StoreException("The schema of " + description + " could not be read (" + e.getMessage()
                    + "); nothing was changed.", e);
        }
        if (newer != null) {
            close();
            throw newer;
        }
    }

    /** The server process of this console's connection (0 for H2): what it writes, its live updates leave out. */
    private volatile long serverPid;

    /**
     * On a server: names this connection as a console's (what {@link #connected} lists) and notes its server process.
     */
    private void identify() {
        if (Dialect.of(url) != Dialect.POSTGRESQL) {
            return;
        }
        try (var s = connection.createStatement()) {
            s.execute("SET application_name = '" + CONSOLE + "'");
            try (var rs = s.executeQuery("SELECT pg_backend_pid()")) {
                rs.next();
                serverPid = rs.getLong(1);
            }
            connection.commit();
        } catch (SQLException e) {
            throw translate(e);
        }
    }

    /** The application name each console's connection to a shared dynasty has. */
    static final String CONSOLE = "Dynast console";

    /** Whether this is a dynasty store on a PostgreSQL server (a shared dynasty). */
    public boolean onServer() {
        return Dialect.of(url) == Dialect.POSTGRESQL;
    }

    long serverPid() {
        return serverPid;
    }

    String url() {
        return url;
    }

    /** Who else has this shared dynasty open: one line per console connected, its login first. Empty on H2. */
    public List<Connected> connected() {
        if (!onServer()) {
            return List.of();
        }
        return inTransaction(() -> {
            List<Connected> all = new ArrayList<>();
            try (var ps = connection.prepareStatement("SELECT usename, pid FROM pg_stat_activity WHERE datname = "
                    + "current_database() AND application_name = ? ORDER BY usename, pid")) {
                ps.setString(1, CONSOLE);
                try (var rs = ps.executeQuery()) {
                    while (rs.next()) {
                        all.add(new Connected(rs.getString(1), rs.getLong(2) == serverPid));
                    }
                }
            } catch (SQLException e) {
                throw translate(e);
            }
            return all;
        });
    }

    /** A console connected to a shared dynasty: the login it connected as, and whether it is this one. */
    public record Connected(String login, boolean thisConsole) {
    }

    private static Connection connect(String url) {
        try {
            return Dialect.of(url).connect(url);
        } catch (SQLException e) {
            throw translate(e);
        }
    }

    /** How long opening took, by phase ("H2 open", "schema check", "Flyway"), in nanoseconds. */
    Map<String, Long> openPhases() {
        return Collections.unmodifiableMap(phases);
    }

    /**
     * Opens (creating if needed) the dynasty file. {@code file} may name the {@code .mv.db} file or
     * its base path. A file the user may not write (or in a folder they may not write) is opened read-only; an
     * empty file, a damaged one, and one written by a newer Dynast are refused with a message saying which.
     */
    public static Database open(Path file, DynastyModules modules) {
        return open(file, false, modules);
    }

    /** Opens the file, read-only if {@code readOnlyAsked} or if it may not be written. */
    static Database open(Path file, boolean readOnlyAsked, DynastyModules modules) {
        Path base = basePath(file);
        Path data = base.toAbsolutePath().resolveSibling(base.getFileName() + FILE_SUFFIX);
        boolean readOnly = false;
        try {
            if (Files.exists(data)) {
                if (Files.size(data) == 0) {
                    throw new StoreException(data + " is empty (0 bytes), so it is not a Dynast file; nothing was "
                            + "changed. Move it away, or open another file.");
                }
                Path folder = data.getParent();
                readOnly = readOnlyAsked || !Files.isWritable(data) || folder != null && !Files.isWritable(folder);
            } else {
                Path parent = base.toAbsolutePath().getParent();
                if (parent != null) {
                    Files.createDirectories(parent);
                }
            }
        } catch (IOException e) {
            throw new StoreException("Cannot create the folder for " + file + ": " + e.getMessage(), e);
        }
        boolean existed = Files.exists(data);
        boolean sealedWhole = false;
        if (existed) {
            // bytes flipped inside H2's pages are read as other values, never refused: the seal tells them (issue 33)
            Seal.Verdict verdict = Seal.check(data);
            if (verdict.state() == Seal.State.BROKEN) {
                throw damaged(data, verdict.why(), null);
            }
            sealedWhole = verdict.state() == Seal.State.WHOLE;
            if (!readOnly) {
                Seal.remove(data); // the file is about to change: sealed again once closed
            }
        }
        String url = "jdbc:h2:file:" + base.toAbsolutePath() + (readOnly ? ";ACCESS_MODE_DATA=r;FILE_LOCK=NO"
                : ";FILE_LOCK=FILE;WRITE_DELAY=0") + ";DB_CLOSE_ON_EXIT=FALSE"
                // H2's own trace file is not written beside the user's file: failures reach the console as exceptions,
                // which it reports and logs itself
                + ";TRACE_LEVEL_FILE=0";
        try {
            Database database = new Database(url, data.toString(), readOnly, data, SchemaHistories.of(modules));
            if (existed && !sealedWhole) {
                // no seal vouches for its bytes (its console was killed): the whole file is read and checked first
                database.checkWhole();
            }
            return database;
        } catch (DamagedFileException e) {
            throw e;
        } catch (StoreException e) {
            if (e.getCause() instanceof SQLException sql && sql.getErrorCode() == ErrorCode.DATABASE_ALREADY_OPEN_1) {
                throw new FileInUseException(data, sql);
            }
            if (Files.isRegularFile(data) && !Files.isReadable(data)) {
                throw new StoreException(data + " may not be read (its permissions forbid it); nothing was changed. "
                        + "Open it as a user who may read it, or open another file.", e);
            }
            // a file that is there but that H2 cannot read as a database (issue 33: a text file gave H2's raw "IO
            // Exception: … [90028-232]", and 20 flipped bytes in its pages a raw "Syntax error in SQL statement" read
            // from its own damaged schema, or a "Data conversion error") is damaged, with the offer of its backups
            if ((e.getCause() instanceof SQLException || e instanceof FileSchemaCheck.Unreadable) && Files.isRegularFile(data)
                    && !diskFull(e)) {
                throw damaged(data, null, e);
            }
            throw e;
        }
    }

    /** The report of a damaged file: what the user can do (restore its newest backup) in plain words. */
    static DamagedFileException damaged(Path data, String why, Throwable cause) {
        return new DamagedFileException(data, data + " is damaged and cannot be read" + (why == null ? "" : " (" + why
                + ")") + "; nothing was changed. " + Backups.advice(data), cause);
    }

    /** Stored data found unreadable while the file is open: the file is damaged, and no longer sealed as whole. */
    private DamagedFileException damagedWhileOpen(Throwable e) {
        damaged = true;
        String what = e instanceof StoredDataException && e.getMessage() != null
                ? e.getMessage().substring(0, 1).toLowerCase(Locale.ROOT) + e.getMessage().substring(1)
                : "part of it cannot be read back";
        return damaged(data, what, e);
    }

    /**
     * Reads and checks the whole file ({@link WholeFileCheck}) before anything uses it; a problem closes it, unsealed,
     * and reports it damaged with the offer of its backups. Only a file opened without a seal that vouches for it.
     */
    private void checkWhole() {
        long start = System.nanoTime();
        String problem;
        Throwable cause = null;
        lock.lock();
        try {
            problem = WholeFileCheck.problem(connection).orElse(null);
            connection.commit();
        } catch (SQLException | RuntimeException e) {
            if (diskFull(e)) {
                close();
                throw e instanceof SQLException sql ? translate(sql) : (RuntimeException) e;
            }
            problem = "part of it cannot be read back";
            cause = e;
        } finally {
            lock.unlock();
        }
        phases.put("whole check", System.nanoTime() - start);
        checkedWhole = true;
        if (problem != null) {
            damaged = true;
            close();
            throw damaged(data, problem, cause);
        }
    }

    /** Whether the file was opened without a seal that vouches for it, and so read and checked whole on open. */
    boolean checkedWhole() {
        return checkedWhole;
    }

    /**
     * Reports the file damaged because what it holds cannot be read back as Dynast wrote it (found by a check that
     * reads it through the store, on open): closes it unsealed first.
     */
    DamagedFileException damagedOnOpen(String why, Throwable cause) {
        damaged = true;
        close();
        return damaged(data, why, cause);
    }

    private boolean checkedWhole;

    /** A private in-memory database, for tests and previews. */
    public static Database inMemory(String name, DynastyModules modules) {
        return new Database("jdbc:h2:mem:" + name + "", "memory:" + name, SchemaHistories.of(modules));
    }

    /**
     * A dynasty store in a PostgreSQL database ({@code jdbc:postgresql://host:port/database?user=…&password=…}), its
     * schema set up or brought up to date on open. A database on a server is not a file: it has no lock (several
     * consoles may open it), no seal, no automatic backups and no compaction; the server keeps it.
     */
    public static Database onServer(String url, DynastyModules modules) {
        if (Dialect.of(url) != Dialect.POSTGRESQL) {
            throw new StoreException("A shared dynasty lives on a PostgreSQL server, named by a URL that starts with "
                    + Dialect.POSTGRESQL_PREFIX + " (" + withoutPassword(url) + " does not); nothing was opened.");
        }
        return new Database(Dialect.serverUrl(url), ServerAddress.describe(url), SchemaHistories.of(modules));
    }

    /** The URL as it may be shown: its password left out. */
    static String withoutPassword(String url) {
        return url.replaceAll("(?i)([?&]password=)[^&]*", "$1…");
    }

    /** The H2 base path (without {@code .mv.db}) for a dynasty file. */
    public static Path basePath(Path file) {
        String name = file.getFileName().toString();
        if (name.endsWith(FILE_SUFFIX)) {
            return file.resolveSibling(name.substring(0, name.length() - FILE_SUFFIX.length()));
        }
        return file;
    }

    public String description() {
        return description;
    }

    /** Brings the schema up to date in place (a new or in-memory database). */
    private void migrate() {
        try {
            SchemaHistories.migrate(url, histories);
        } catch (FlywayException e) {
            close();
            throw new StoreException("The dynasty file " + description + " could not be brought up to date: "
                    + e.getMessage(), e);
        }
    }

    /** Whether the file is open read-only (its file or folder may not be written). */
    public boolean readOnly() {
        return readOnly;
    }

    /** The {@code .mv.db} file, or null for an in-memory database. */
    Path file() {
        return data;
    }

    /**
     * The connection of the current transaction. Only valid inside {@link #inTransaction} on the
     * thread that runs it.
     */
    public Connection connection() {
        if (!lock.isHeldByCurrentThread()) {
            throw new IllegalStateException("Database access outside a transaction");
        }
        return connection;
    }

    /** Whether the calling thread is inside a transaction (an action still running). */
    boolean inTransactionOnThisThread() {
        return lock.isHeldByCurrentThread();
    }

    @Override
    public <T> T inTransaction(Supplier<T> work) {
        lock.lock();
        try {
            if (lock.getHoldCount() > 1) {
                return work.get(); // joins the enclosing transaction
            }
            if (broken) {
                reconnect();
            }
            try {
                T result = work.get();
                connection.commit();
                return result;
            } catch (StoredDataException e) {
                rollback(e);
                throw data == null ? e : damagedWhileOpen(e);
            } catch (StoreException e) {
                rollback(e);
                noteBroken(e);
                if (concurrent(e)) {
                    throw concurrentChange();
                }
                throw data != null && corrupted(e) ? damagedWhileOpen(e) : e;
            } catch (RuntimeException | Error e) {
                rollback(e);
                noteBroken(e);
                throw e;
            } catch (SQLException e) {
                rollback(e);
                noteBroken(e);
                if (concurrent(e)) {
                    throw concurrentChange();
                }
                throw data != null && e.getErrorCode() == ErrorCode.FILE_CORRUPTED_1 ? damagedWhileOpen(e)
                        : translate(e);
            }
        } finally {
            lock.unlock();
        }
    }

    /**
     * Whether the failure is PostgreSQL's refusal of a serializable transaction that another one, committed
     * meanwhile, made out of date (40001), or a deadlock between two (40P01).
     */
    static boolean concurrent(Throwable failure) {
        return sqlState(failure, state -> state.equals("40001") || state.equals("40P01"));
    }

    /** Whether {@code failure} or one of its causes is an SQL exception whose SQL state {@code matches}. */
    private static boolean sqlState(Throwable failure, Predicate<String> matches) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof SQLException sql && sql.getSQLState() != null && matches.test(sql.getSQLState())) {
                return true;
            }
        }
        return false;
    }

    /**
     * The refusal of an action another console's action made out of date (issue 36), naming that action: the newest
     * one in the shared dynasty's log, read once the refused one is rolled back. Nothing of the refused one was done.
     */
    private Refusal concurrentChange() {
        String other = "another console's action";
        try (var s = connection.createStatement();
             var rs = s.executeQuery("SELECT actor, summary, at FROM action_log ORDER BY id DESC LIMIT 1")) {
            if (rs.next()) {
                other = rs.getString(1) + "'s \u201c" + rs.getString(2) + "\u201d ("
                        + DateTimeFormatter.ofPattern("d MMM HH:mm:ss 'UTC'", Locale.ENGLISH)
                        .format(rs.getTimestamp(3).toInstant().atZone(ZoneOffset.UTC)) + ")";
            }
            connection.commit();
        } catch (SQLException | RuntimeException unread) {
            rollback(unread);
        }
        return new Refusal("Shared dynasty", "Not done: another console changed this dynasty "
                + "while you acted, with " + other + ". Nothing of yours was done; look at what is shown now and act "
                + "again.");
    }

    /** Whether H2 itself found the file damaged while reading it. */
    private static boolean corrupted(StoreException e) {
        return e.getCause() instanceof SQLException sql && sql.getErrorCode() == ErrorCode.FILE_CORRUPTED_1;
    }

    /**
     * A write refused for lack of space makes H2 close the database (what was committed before stays in the file):
     * once space is freed, the next action opens it again rather than failing until the console is restarted.
     */
    private void noteBroken(Throwable failure) {
        if (diskFull(failure) || serverGone(failure)) {
            broken = true;
        }
    }

    /**
     * Whether the failure is the server gone or unreachable (SQL state class 08, a connection exception, or 57P01-03,
     * the server shutting down): nothing of the transaction was committed, and the next one connects again.
     */
    static boolean serverGone(Throwable failure) {
        return sqlState(failure, state -> state.startsWith("08") || state.startsWith("57P0"));
    }

    private void reconnect() {
        try {
            connection.close();
        } catch (SQLException ignored) {
            // already closed by H2
        }
        connection = connect(url);
        identify();
        broken = false;
    }

    private void rollback(Throwable cause) {
        try {
            connection.rollback();
        } catch (SQLException e) {
            cause.addSuppressed(e);
        }
    }

    /** Whether the file is sealed once closed (see {@link Seal}): set once it is open for writing. */
    private boolean sealOnClose;
    /** Set when damaged data was read while open: the file is not sealed as whole. */
    private volatile boolean damaged;

    /** The file's size when it was opened or last compacted (0 for a memory database). */
    private volatile long compactSize;

    /**
     * Whether the file has grown since it was opened or last compacted by more than it held then and by more than
     * {@value #GROWTH} bytes: H2's MVStore writes every change to new space and gives the old back only when compacted,
     * so bulk writes (an import) leave most of the file dead.
     */
    boolean grown() {
        return grown(GROWTH);
    }

    /** Whether the file has grown by more than it held when last compacted, and by more than {@code minimum} bytes. */
    private boolean grown(long minimum) {
        long size = size();
        return data != null && !readOnly && size - compactSize > Math.max(minimum, compactSize);
    }

    /** Growth below which the file is not compacted (as it closes, or when asked). */
    static final long GROWTH = 16L << 20;

    /**
     * Growth below which a bulk write (an import) does not compact the file. Lower than {@link #GROWTH}: an import
     * writes its rows in batches and H2 writes its store far less often meanwhile, so it leaves less dead space than
     * it did (9 MB for a 1,000-matter export of 4.9 MB), and the compaction is part of a long operation, not a close.
     */
    static final long BULK_GROWTH = 4L << 20;

    private long size() {
        try {
            return data == null || !Files.exists(data) ? 0 : Files.size(data);
        } catch (IOException e) {
            return 0;
        }
    }

    /**
     * Compacts the file if it has {@link #grown()}: H2's {@code SHUTDOWN COMPACT} rewrites the live data into a new
     * file, which is then opened again (the data is the same; only its dead space is gone). Returns whether it did.
     */
    public boolean compactIfGrown() {
        return compactIfGrown(GROWTH);
    }

    /**
     * After a bulk write (an import): compacts the file if it has grown by more than it held and by more than
     * {@link #BULK_GROWTH}. Returns whether it did.
     */
    public boolean compactAfterBulkWrite() {
        return compactIfGrown(BULK_GROWTH);
    }

    private boolean compactIfGrown(long minimum) {
        if (!grown(minimum)) {
            return false;
        }
        inTransaction(() -> {
            try {
                connection.commit();
                try (var statement = connection.createStatement()) {
                    statement.execute("SHUTDOWN COMPACT");
                }
                connection.close();
                connection = DriverManager.getConnection(url, "dynast", "");
                connection.setAutoCommit(false);
                compactSize = size();
                return null;
            } catch (SQLException e) {
                throw translate(e);
            }
        });
        return true;
    }

    @Override
    public void close() {
        lock.lock();
        try {
            if (!connection.isClosed()) {
                if (!broken && grown()) { // the file is compacted as it closes (see compactIfGrown)
                    try (var statement = connection.createStatement()) {
                        statement.execute("SHUTDOWN COMPACT");
                    }
                }
                connection.close();
                if (sealOnClose && !broken && !damaged) {
                    Seal.write(data);
                }
            }
        } catch (SQLException e) {
            LOG.warn("Closing {} failed", description, e);
        } finally {
            lock.unlock();
        }
    }

    static StoreException translate(SQLException e) {
        if (diskFull(e)) {
            return StoreException.diskFull(e);
        }
        String state = e.getSQLState() == null ? "" : e.getSQLState();
        if (state.startsWith("28")) { // invalid authorization: a wrong login or password, or not let in from here
            return new StoreException("The server refused the login (" + e.getMessage() + "). Check the login and "
                    + "password, and that the server lets this login in from here; nothing was opened.", e);
        }
        if (state.equals("3D000")) {
            return new StoreException("The server has no such database (" + e.getMessage() + "); nothing was "
                    + "opened. An emperor makes one with createdb, then shares a dynasty into it.", e);
        }
        if (serverGone(e)) {
            return new StoreException("The server of this shared dynasty cannot be reached (" + e.getMessage()
                    + "). Nothing of this action was saved; what was saved before is kept on the server. Dynast "
                    + "connects again when you next act.", e);
        }
        if (e.getErrorCode() == ErrorCode.DATABASE_IS_READ_ONLY) {
            return StoreException.readOnly(e);
        }
        if (ServerRoles.INSUFFICIENT_PRIVILEGE.equals(e.getSQLState())) {
            return ServerRoles.refusal(e);
        }
        return new StoreException("The dynasty file could not be read or written: " + e.getMessage(), e);
    }

    /** Whether the failure is a write refused for lack of space (the operating system's words, in any of its forms). */
    static boolean diskFull(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            String text = String.valueOf(t.getMessage()).toLowerCase(Locale.ROOT);
            if (text.contains("no space left on device") || text.contains("not enough space on the disk")
                    || text.contains("disk full") || text.contains("quota exceeded")) {
                return true;
            }
            for (Throwable s : t.getSuppressed()) {
                if (diskFull(s)) {
                    return true;
                }
            }
        }
        return false;
    }
}
