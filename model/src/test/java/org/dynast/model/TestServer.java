package org.dynast.model;

import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.Database;

/**
 * The PostgreSQL server the store suite's PostgreSQL half runs on (issue 36), and a fresh database for each store.
 *
 * <p>Where it comes from: {@code DYNAST_TEST_PG} (environment) or {@code dynast.test.pg} (system property) names a
 * server's maintenance database, e.g. {@code jdbc:postgresql://127.0.0.1:5432/postgres?user=dynast_test&password=…},
 * as a role that may create databases ({@code .ci/run} sets one up). Unset, a throwaway cluster is made from the
 * installed PostgreSQL binaries under {@code target/pg-cluster} (as the {@code postgres} user when the tests run as
 * root, for {@code initdb} refuses root), on a free loopback port, and stopped when the JVM ends. With no PostgreSQL
 * installed the PostgreSQL half fails, in one line saying what to install: a missing fixture fails, never skips.
 *
 * <p>Each store gets its own database, copied from a template migrated once ({@code CREATE DATABASE … TEMPLATE}), so
 * tests stay independent and a store costs a copy, not the migrations; the databases made are dropped at the end, several
 * at a time (one at a time, a run's 300 drops outlasted the time Surefire gives a fork to exit, and were killed half
 * done). What a killed run left behind on a loopback server (databases of a process no longer alive) is swept in the
 * background when the next run starts: left alone, ten runs had piled up 2,900 databases and 26 GB, and a server
 * restarted after a crash spent a minute syncing them before it answered.
 */
public final class TestServer {

    /** The system property that runs {@link TestStores#store} on PostgreSQL: {@code dynast.store.engine=postgresql}. */
    public static final String ENGINE = "dynast.store.engine";

    private static final String RUN = "dynast_t" + ProcessHandle.current().pid();
    private static final AtomicInteger NEXT = new AtomicInteger();
    private static final List<String> MADE = new ArrayList<>();
    private static String admin;
    private static String template;
    private static Thread maker;

    private TestServer() {
    }

    /** Whether this run's stores are on PostgreSQL. */
    public static boolean postgresql() {
        return "postgresql".equalsIgnoreCase(System.getProperty(ENGINE, "h2"));
    }

    /** The URL of a new database holding Dynast's current schema, for one store. */
    public static String freshDatabase() {
        synchronized (TestServer.class) {
            if (template == null) {
                connect();
                template = RUN + "_template";
                execute("CREATE DATABASE " + template);
                MADE.add(template);
                Database.onServer(url(template), DynastyModules.installed()).close();
                // a copy takes a fifth of a second: the next ones are made while a test runs
                maker = new Thread(TestServer::makeAhead, "test databases ahead");
                maker.setDaemon(true);
                maker.start();
            }
        }
        try {
            String ready = READY.poll(60, TimeUnit.SECONDS);
            if (ready == null) {
                throw new IllegalStateException("No test database was made within a minute on " + shown());
            }
            return ready;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    /** Databases copied from the template, ready for the next stores. */
    private static final BlockingQueue<String> READY = new ArrayBlockingQueue<>(2);

    private static void makeAhead() {
        while (true) {
            String name = RUN + "_" + NEXT.incrementAndGet();
            try {
                execute("CREATE DATABASE " + name + " TEMPLATE " + template);
                synchronized (TestServer.class) {
                    MADE.add(name);
                }
                READY.put(url(name));
            } catch (InterruptedException e) {
                return;
            } catch (RuntimeException e) {
                System.err.println(e.getMessage());
                return;
            }
        }
    }

    private static String shown() {
        return admin.replaceAll("password=[^&]*", "password=…");
    }

    /** A new, empty database (no schema yet). */
    public static synchronized String emptyDatabase() {
        if (admin == null) {
            connect();
        }
        String name = RUN + "_" + NEXT.incrementAndGet();
        execute("CREATE DATABASE " + name);
        synchronized (TestServer.class) {
            MADE.add(name);
        }
        return url(name);
    }

    /**
     * Drops the database {@code url} names now, then the server-wide roles {@code roles} (a role test's logins and
     * groups: roles outlive a database, so a test that makes them removes them). A login's session can outlive the
     * test's close by a moment (the server ends its backend after the socket closes), and ending another role's
     * session needs membership in that role: the test role, which created these roles, takes it first.
     */
    public static synchronized void dropWithRoles(String url, List<String> roles) {
        String name = url.replaceFirst("jdbc:postgresql://[^/]+/([^?]*).*", "$1");
        for (String role : roles) {
            try {
                execute("GRANT " + role + " TO CURRENT_USER");
            } catch (IllegalStateException notMade) {
                // the test failed before it made this role: nothing of it to end
            }
        }
        execute("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)");
        for (String role : roles) {
            execute("DROP ROLE IF EXISTS " + role);
        }
    }

    /** A test database's URL in the parts a user types into File › Open Shared Dynasty… (password "" if none). */
    public record Parts(String server, String database, String login, String password) {
    }

    private static final Pattern URL_PARTS = Pattern.compile(
            "jdbc:postgresql://([^/]+)/([^?]+)\\?user=([^&]+)(?:&password=([^&]*))?");

    /** The parts of {@code url}, a URL this class made; refused naming the URL (its password left out) if it is not. */
    public static Parts parts(String url) {
        Matcher m = URL_PARTS.matcher(url);
        if (!m.matches()) {
            throw new IllegalStateException("not a test database's URL: " + url.replaceAll("password=[^&]*",
                    "password=…"));
        }
        return new Parts(m.group(1), m.group(2), m.group(3), m.group(4) == null ? "" : m.group(4));
    }

    /** {@code url} as another login, with its password (a role test's member connecting). */
    public static String as(String url, String login, String password) {
        return url.replaceAll("([?&])user=[^&]*", "$1user=" + login).replaceAll("([?&])password=[^&]*",
                "$1password=" + password);
    }

    /** The URL of database {@code name} on the test server, as the same role. */
    private static String url(String name) {
        return admin.replaceFirst("(jdbc:postgresql://[^/]+/)[^?]*", "$1" + name);
    }

    private static void execute(String sql) {
        try (Connection c = DriverManager.getConnection(admin); Statement s = c.createStatement()) {
            s.execute(sql);
        } catch (SQLException e) {
            throw new IllegalStateException("The PostgreSQL test server at " + shown() + " refused " + sql + ": "
                    + e.getMessage(), e);
        }
    }

    /** Finds the server, drops this run's databases when the JVM ends, and sweeps what killed runs left. */
    private static void connect() {
        admin = server();
        Runtime.getRuntime().addShutdownHook(new Thread(TestServer::dropAll, "drop test databases"));
        Thread sweeper = new Thread(TestServer::sweepLeftovers, "sweep left-over test databases");
        sweeper.setDaemon(true);
        sweeper.start();
    }

    private static void dropAll() {
        if (maker != null) {
            maker.interrupt();
            try {
                maker.join(5_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        List<String> names;
        synchronized (TestServer.class) {
            names = List.copyOf(MADE.reversed());
        }
        dropEach(names);
    }

    /** Drops {@code names} four at a time; a server already gone (our own cluster, stopped by its hook) is no error. */
    private static void dropEach(List<String> names) {
        try (ExecutorService pool = Executors.newFixedThreadPool(4)) {
            for (String name : names) {
                pool.execute(() -> {
                    try {
                        execute("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)");
                    } catch (RuntimeException ignored) {
                        // gone already, or the server is
                    }
                });
            }
        }
    }

    /** Drops the test databases of runs whose process is no longer alive, when the server is on this machine. */
    private static void sweepLeftovers() {
        if (!admin.matches("jdbc:postgresql://(127\\.0\\.0\\.1|localhost|\\[::1\\])[:/].*")) {
            return;
        }
        List<String> stale = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(admin); Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT datname FROM pg_database WHERE datname ~ '^dynast_t[0-9]+_'")) {
            while (rs.next()) {
                String name = rs.getString(1);
                long pid = Long.parseLong(name.substring("dynast_t".length(), name.indexOf('_', "dynast_t".length())));
                if (pid != ProcessHandle.current().pid() && ProcessHandle.of(pid).filter(ProcessHandle::isAlive)
                        .isEmpty()) {
                    stale.add(name);
                }
            }
        } catch (SQLException e) {
            return;
        }
        dropEach(stale);
    }

    /** The maintenance database's URL: the one given, or a throwaway cluster's. */
    private static String server() {
        String given = System.getenv("DYNAST_TEST_PG");
        if (given == null || given.isBlank()) {
            given = System.getProperty("dynast.test.pg");
        }
        if (given != null && !given.isBlank()) {
            return given.trim();
        }
        return throwawayCluster();
    }

    private static final String MISSING = "The store suite's PostgreSQL half needs PostgreSQL 15 or newer: install it "
            + "(apt install postgresql), or set DYNAST_TEST_PG to a server's URL.";

    /** Makes and starts a cluster under {@code target/pg-cluster} from the installed binaries; its URL. */
    private static String throwawayCluster() {
        Path bin = binaries();
        if (bin == null) {
            throw new IllegalStateException(MISSING);
        }
        try {
            Path dir = Path.of("target", "pg-cluster").toAbsolutePath();
            if (Files.exists(dir)) {
                try (Stream<Path> old = Files.walk(dir)) {
                    for (Path p : old.sorted(Comparator.reverseOrder()).toList()) {
                        Files.delete(p);
                    }
                }
            }
            Files.createDirectories(dir);
            boolean root = "root".equals(System.getProperty("user.name"));
            if (root) {
                run(List.of("chown", "postgres:postgres", dir.toString()));
            }
            int port;
            try (ServerSocket socket = new ServerSocket(0)) {
                port = socket.getLocalPort();
            }
            run(as(root, List.of(bin.resolve("initdb").toString(), "-D", dir.toString(), "-U", "dynast_test",
                    "--auth=trust", "-E", "UTF8", "--no-sync")));
            run(as(root, List.of(bin.resolve("pg_ctl").toString(), "-D", dir.toString(), "-l",
                    dir.resolve("server.log").toString(), "-w", "-o", "-p " + port
                            + " -c listen_addresses=127.0.0.1 -c unix_socket_directories='' -c fsync=off", "start")));
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                try {
                    run(as(root, List.of(bin.resolve("pg_ctl").toString(), "-D", dir.toString(), "-m", "immediate",
                            "stop")));
                } catch (IOException e) {
                    // the JVM is ending anyway
                }
            }, "stop test cluster"));
            return "jdbc:postgresql://127.0.0.1:" + port + "/postgres?user=dynast_test";
        } catch (IOException e) {
            throw new IllegalStateException("Could not start a throwaway PostgreSQL cluster from " + bin + ": "
                    + e.getMessage() + " (or set DYNAST_TEST_PG to a server's URL)", e);
        }
    }

    private static List<String> as(boolean root, List<String> command) {
        if (!root) {
            return command;
        }
        List<String> all = new ArrayList<>(List.of("runuser", "-u", "postgres", "--"));
        all.addAll(command);
        return all;
    }

    private static void run(List<String> command) throws IOException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        try {
            if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
                throw new IOException(String.join(" ", command) + " failed: " + out.strip());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
    }

    /** The newest installed PostgreSQL's bin folder (15 or newer), or null. */
    private static Path binaries() {
        Path lib = Path.of("/usr/lib/postgresql");
        if (Files.isDirectory(lib)) {
            try (Stream<Path> versions = Files.list(lib)) {
                Path best = versions.filter(v -> v.getFileName().toString().matches("\\d+")
                                && Integer.parseInt(v.getFileName().toString()) >= 15
                                && Files.isExecutable(v.resolve("bin/initdb")))
                        .max(Comparator.comparingInt(v -> Integer.parseInt(v.getFileName().toString()))).orElse(null);
                if (best != null) {
                    return best.resolve("bin");
                }
            } catch (IOException e) {
                return null;
            }
        }
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            Path p = Path.of(dir);
            if (Files.isExecutable(p.resolve("initdb")) && Files.isExecutable(p.resolve("pg_ctl"))) {
                return p;
            }
        }
        return null;
    }
}
