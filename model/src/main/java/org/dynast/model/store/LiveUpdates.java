package org.dynast.model.store;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.function.LongSupplier;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What other consoles do to a shared dynasty, heard as it is committed (issue 36): every entry appended to the action
 * log (an action, undo or redo; every one appends an entry) is announced by the server ({@code NOTIFY} from a trigger
 * on {@code action_log}, delivered when its transaction commits), and this console's listener, on a connection of its
 * own, hands each dynasty's new entries to {@link Heard}: one new entry with its id (so the tabs refresh only what it
 * changed), several at once (an import) as "anything may have changed". Entries this console's own connection wrote
 * are left out: its own actions are told as they commit. The listener connects again when the server comes back, and
 * then says that anything may have changed meanwhile.
 */
final class LiveUpdates implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(LiveUpdates.class);

    /** The channel the server announces new action-log entries on: {@code "<dynasty id>:<entry id>"}. */
    static final String CHANNEL = "dynast_action_log";
    /** How long the listener waits for the server in one go, and how often it notices it should stop. */
    private static final int WAIT_MILLIS = 250;
    private static final String TRIGGER = "dynast_action_log_notify";

    /** What the listener heard. */
    interface Heard {
        /** Dynasty {@code dynastyId} has one new entry, {@code entryId} (0: several or not known). */
        void appended(long dynastyId, long entryId);

        /** The listener lost the server and found it again: anything in any dynasty may have changed. */
        void reconnected();
    }

    private final String url;
    private final LongSupplier ownPid;
    private final Heard heard;
    private final Thread thread;
    private volatile boolean running = true;
    private volatile boolean listening;
    private volatile Connection connection;

    private LiveUpdates(String url, LongSupplier ownPid, Heard heard) {
        this.url = url;
        this.ownPid = ownPid;
        this.heard = heard;
        this.thread = new Thread(this::listen, "dynast live updates");
        this.thread.setDaemon(true);
    }

    /**
     * Makes sure the server announces new entries (creating the trigger if the connection may, i.e. owns the tables),
     * and starts listening on a connection of its own to {@code url}. {@code ownPid} is the server process of this
     * console's own connection, whose entries are not heard.
     */
    static LiveUpdates start(Connection owner, String url, LongSupplier ownPid, Heard heard) throws SQLException {
        install(owner);
        LiveUpdates live = new LiveUpdates(url, ownPid, heard);
        live.thread.start();
        return live;
    }

    /**
     * Creates the function and trigger that announce each new action-log entry, unless they are there already (one
     * who is not the tables' owner, an Admin's own login, finds them made by the owner; the share made them).
     */
    static void install(Connection owner) throws SQLException {
        try (Statement s = owner.createStatement();
             var rs = s.executeQuery("SELECT 1 FROM pg_trigger WHERE tgname = '" + TRIGGER + "' AND NOT tgisinternal")) {
            if (rs.next()) {
                return;
            }
        }
        try (Statement s = owner.createStatement()) {
            s.execute("CREATE OR REPLACE FUNCTION dynast_notify_action() RETURNS trigger LANGUAGE plpgsql AS $$ "
                    + "BEGIN PERFORM pg_notify('" + CHANNEL + "', NEW.dynasty_id || ':' || NEW.id); RETURN NULL; END $$");
            s.execute("CREATE OR REPLACE TRIGGER " + TRIGGER + " AFTER INSERT ON action_log FOR EACH ROW "
                    + "EXECUTE FUNCTION dynast_notify_action()");
            owner.commit();
        } catch (SQLException e) {
            owner.rollback();
            throw e;
        }
    }

    /** Whether the listener is connected and listening now. */
    boolean listening() {
        return listening;
    }

    private void listen() {
        long backoff = 250;
        boolean lost = false;
        while (running) {
            try (Connection c = DriverManager.getConnection(url, properties())) {
                connection = c;
                try (Statement s = c.createStatement()) {
                    s.execute("LISTEN " + CHANNEL);
                }
                listening = true;
                backoff = 250;
                if (lost) {
                    lost = false;
                    heard.reconnected();
                }
                PGConnection pg = c.unwrap(PGConnection.class);
                while (running) {
                    PGNotification[] got = pg.getNotifications(WAIT_MILLIS);
                    if (got != null && got.length > 0) {
                        tell(got);
                    }
                }
            } catch (SQLException | RuntimeException e) {
                listening = false;
                if (!running) {
                    return;
                }
                lost = true;
                LOG.info("Live updates from {} stopped ({}); connecting again in {} ms", Database.withoutPassword(url),
                        e.getMessage(), backoff);
                try {
                    Thread.sleep(backoff);
                } catch (InterruptedException stop) {
                    return;
                }
                backoff = Math.min(backoff * 2, 4_000);
            } finally {
                listening = false;
                connection = null;
            }
        }
    }

    private static Properties properties() {
        Properties p = new Properties();
        p.setProperty("ApplicationName", "Dynast live updates");
        return p;
    }

    /** Each dynasty's new entries among {@code got}: one with its id, several as "not known". */
    private void tell(PGNotification[] got) {
        long own = ownPid.getAsLong();
        Map<Long, long[]> byDynasty = new LinkedHashMap<>(); // dynasty -> {entries, last entry}
        for (PGNotification n : got) {
            if (!CHANNEL.equals(n.getName()) || n.getPID() == own) {
                continue;
            }
            String[] parts = n.getParameter().split(":");
            try {
                long dynasty = Long.parseLong(parts[0]);
                long entry = Long.parseLong(parts[1]);
                byDynasty.merge(dynasty, new long[] {1, entry}, (a, b) -> new long[] {a[0] + b[0], Math.max(a[1],
                        b[1])});
            } catch (RuntimeException notOurs) {
                LOG.debug("Ignored a notification on {}: {}", CHANNEL, n.getParameter());
            }
        }
        byDynasty.forEach((dynasty, seen) -> {
            try {
                heard.appended(dynasty, seen[0] == 1 ? seen[1] : 0);
            } catch (RuntimeException e) {
                LOG.warn("Telling the console of dynasty {}'s new entries failed", dynasty, e);
            }
        });
    }

    @Override
    public void close() {
        running = false;
        thread.interrupt();
        Connection c = connection;
        if (c != null) {
            try {
                c.close();
            } catch (SQLException ignored) {
                // closing anyway
            }
        }
        try {
            thread.join(2_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
