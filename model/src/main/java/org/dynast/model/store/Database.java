package org.dynast.model.store;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;
import org.dynast.model.log.Transactor;
import org.flywaydb.core.Flyway;
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
    private final Connection connection;
    private final ReentrantLock lock = new ReentrantLock();
    private final String description;

    private Database(String url, String description) {
        this.url = url;
        this.description = description;
        try {
            this.connection = DriverManager.getConnection(url, "dynast", "");
            connection.setAutoCommit(false);
        } catch (SQLException e) {
            throw translate(e);
        }
        migrate();
    }

    /**
     * Opens (creating if needed) the dynasty file. {@code file} may name the {@code .mv.db} file or
     * its base path.
     */
    public static Database open(Path file) {
        Path base = basePath(file);
        try {
            Path parent = base.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
        } catch (java.io.IOException e) {
            throw new StoreException("Cannot create the folder for " + file + ": " + e.getMessage(), e);
        }
        String url = "jdbc:h2:file:" + base.toAbsolutePath() + ";FILE_LOCK=FILE;WRITE_DELAY=0;DB_CLOSE_ON_EXIT=FALSE";
        try {
            return new Database(url, base.toAbsolutePath() + FILE_SUFFIX);
        } catch (StoreException e) {
            if (e.getCause() instanceof SQLException sql && sql.getErrorCode() == ErrorCode.DATABASE_ALREADY_OPEN_1) {
                throw new FileInUseException(base.toAbsolutePath().resolveSibling(base.getFileName() + FILE_SUFFIX), sql);
            }
            throw e;
        }
    }

    /** A private in-memory database, for tests and previews. */
    public static Database inMemory(String name) {
        return new Database("jdbc:h2:mem:" + name + "", "memory:" + name);
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

    private void migrate() {
        try {
            Flyway.configure()
                    .dataSource(url, "dynast", "")
                    .locations(locations())
                    .load()
                    .migrate();
        } catch (FlywayException e) {
            close();
            throw new StoreException("The dynasty file " + description + " could not be brought up to date: "
                    + e.getMessage(), e);
        }
    }

    /** The core's migrations and the installed modules' own. */
    private static String[] locations() {
        java.util.List<String> all = new java.util.ArrayList<>(java.util.List.of("classpath:db/migration"));
        org.dynast.model.module.DynastyModules.installed().all()
                .forEach(m -> m.migrationLocations().forEach(l -> all.add("classpath:" + l)));
        return all.toArray(String[]::new);
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

    @Override
    public <T> T inTransaction(Supplier<T> work) {
        lock.lock();
        try {
            if (lock.getHoldCount() > 1) {
                return work.get(); // joins the enclosing transaction
            }
            try {
                T result = work.get();
                connection.commit();
                return result;
            } catch (RuntimeException | Error e) {
                rollback(e);
                throw e;
            } catch (SQLException e) {
                rollback(e);
                throw translate(e);
            }
        } finally {
            lock.unlock();
        }
    }

    private void rollback(Throwable cause) {
        try {
            connection.rollback();
        } catch (SQLException e) {
            cause.addSuppressed(e);
        }
    }

    @Override
    public void close() {
        lock.lock();
        try {
            if (!connection.isClosed()) {
                connection.close();
            }
        } catch (SQLException e) {
            LOG.warn("Closing {} failed", description, e);
        } finally {
            lock.unlock();
        }
    }

    static StoreException translate(SQLException e) {
        return new StoreException("The dynasty file could not be read or written: " + e.getMessage(), e);
    }
}
