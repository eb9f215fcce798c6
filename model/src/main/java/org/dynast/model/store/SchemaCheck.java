package org.dynast.model.store;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.math.BigInteger;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.CRC32;

/**
 * Whether a file's schema is exactly the one this Dynast ships, read without Flyway (whose set-up, classpath scan, info
 * and validate cost about half a second on every launch): the file's {@code flyway_schema_history} must hold, all
 * successful, exactly the versioned SQL migrations found in the migration locations, each with the script name and
 * the checksum Flyway computes for it (CRC32 over the UTF-8 bytes of each line, line breaks and a leading byte order
 * mark left out), besides Flyway's marker rows for the history table and schema it created. Anything else — a pending, missing, failed or newer migration, a changed script, a location holding
 * anything but {@code V<version>__<description>.sql} files, a history row of another type — answers "not known to be
 * current", and the caller lets Flyway look (validate, migrate, or refuse) as before.
 */
final class SchemaCheck {

    private static final Pattern VERSIONED = Pattern.compile("V([0-9][0-9._]*)__(.+)\\.sql");

    /** One migration, as shipped or as the file's history records it. */
    record Migration(List<BigInteger> version, String script, int checksum) implements Comparable<Migration> {
        @Override
        public int compareTo(Migration o) {
            int n = Math.max(version.size(), o.version.size());
            for (int i = 0; i < n; i++) {
                BigInteger a = i < version.size() ? version.get(i) : BigInteger.ZERO;
                BigInteger b = i < o.version.size() ? o.version.get(i) : BigInteger.ZERO;
                int c = a.compareTo(b);
                if (c != 0) {
                    return c;
                }
            }
            int c = script.compareTo(o.script);
            return c != 0 ? c : Integer.compare(checksum, o.checksum);
        }
    }

    private SchemaCheck() {
    }

    /**
     * Whether every one of the schema histories behind {@code connection} (the core's and each installed module's) is
     * current; reads only, and never throws for a file it cannot judge.
     */
    static boolean current(Connection connection, List<SchemaHistories.History> histories) {
        try {
            for (SchemaHistories.History h : histories) {
                Set<Migration> shipped = shipped(h.locations());
                if (shipped == null || shipped.isEmpty() || !shipped.equals(applied(connection, h.table()))) {
                    return false;
                }
            }
            return true;
        } catch (SQLException | IOException | RuntimeException e) {
            return false;
        }
    }

    /** The core history's applied migrations (see {@link #applied(Connection, String)}). */
    static Set<Migration> applied(Connection connection) throws SQLException {
        return applied(connection, SchemaHistories.CORE_TABLE);
    }

    /**
     * The applied migrations in the history {@code table}, or null if it is absent or holds anything but successful SQL
     * ones (besides Flyway's markers: the table made, and a module history's baseline at version 0).
     */
    static Set<Migration> applied(Connection connection, String table) throws SQLException {
        Set<Migration> applied = new TreeSet<>();
        try (Statement s = connection.createStatement()) {
            try (ResultSet exists = s.executeQuery("SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLES WHERE "
                    + "TABLE_SCHEMA = '" + Dialect.of(connection).schema() + "' AND TABLE_NAME = '" + table + "'")) {
                exists.next();
                if (exists.getInt(1) == 0) {
                    return null;
                }
            }
            try (ResultSet rs = s.executeQuery("SELECT \"version\", \"script\", \"checksum\", \"type\", \"success\" "
                    + "FROM \"" + table + "\"")) {
                while (rs.next()) {
                    if (("TABLE".equals(rs.getString(4)) || "SCHEMA".equals(rs.getString(4))) && rs.getBoolean(5)
                            && rs.getString(1) == null) {
                        continue; // Flyway's own marker: it made the history table (or the schema) here
                    }
                    if ("BASELINE".equals(rs.getString(4)) && rs.getBoolean(5) && "0".equals(rs.getString(1))) {
                        continue; // a module history's marker: it was made on a schema that held the core's tables
                    }
                    int checksum = rs.getInt(3);
                    if (rs.wasNull() || !"SQL".equals(rs.getString(4)) || !rs.getBoolean(5) || rs.getString(1) == null) {
                        return null;
                    }
                    applied.add(new Migration(version(rs.getString(1)), rs.getString(2), checksum));
                }
            }
        }
        return applied;
    }

    /** The migrations in the locations ({@code classpath:db/migration}, …), or null if any holds something else. */
    static Set<Migration> shipped(List<String> locations) throws IOException {
        Set<Migration> all = new TreeSet<>();
        ClassLoader loader = Objects.requireNonNullElse(Thread.currentThread().getContextClassLoader(),
                SchemaCheck.class.getClassLoader());
        for (String location : locations) {
            if (!location.startsWith("classpath:")) {
                return null;
            }
            String folder = location.substring("classpath:".length()).replaceAll("^/+|/+$", "");
            Enumeration<URL> urls = loader.getResources(folder);
            if (!urls.hasMoreElements()) {
                return null;
            }
            while (urls.hasMoreElements()) {
                if (!read(urls.nextElement(), folder, all)) {
                    return null;
                }
            }
        }
        return all;
    }

    private static boolean read(URL url, String folder, Set<Migration> into) throws IOException {
        List<String> names = new ArrayList<>();
        if ("file".equals(url.getProtocol())) {
            Path dir;
            try {
                dir = Path.of(url.toURI());
            } catch (URISyntaxException e) {
                return false;
            }
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path p : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
                    names.add(dir.relativize(p).toString().replace('\\', '/'));
                }
            }
            for (String name : names) {
                try (InputStream in = Files.newInputStream(dir.resolve(name))) {
                    if (!add(name, in, into)) {
                        return false;
                    }
                }
            }
            return true;
        }
        if ("jar".equals(url.getProtocol())) {
            JarURLConnection connection = (JarURLConnection) url.openConnection();
            connection.setUseCaches(false);
            try (JarFile jar = connection.getJarFile()) {
                String prefix = folder + "/";
                for (Enumeration<JarEntry> e = jar.entries(); e.hasMoreElements(); ) {
                    JarEntry entry = e.nextElement();
                    if (entry.getName().startsWith(prefix) && !entry.isDirectory()) {
                        try (InputStream in = jar.getInputStream(entry)) {
                            if (!add(entry.getName().substring(prefix.length()), in, into)) {
                                return false;
                            }
                        }
                    }
                }
            }
            return true;
        }
        return false;
    }

    private static boolean add(String name, InputStream in, Set<Migration> into) throws IOException {
        String file = name.substring(name.lastIndexOf('/') + 1);
        Matcher m = VERSIONED.matcher(file);
        if (!m.matches()) {
            return false;
        }
        return into.add(new Migration(version(m.group(1)), name, checksum(in)));
    }

    /** Flyway's checksum of a script: CRC32 over each line's UTF-8 bytes, without line breaks or a leading BOM. */
    static int checksum(InputStream in) throws IOException {
        CRC32 crc = new CRC32();
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), 4096);
        String line = reader.readLine();
        if (line != null) {
            if (!line.isEmpty() && line.charAt(0) == '\uFEFF') {
                line = line.substring(1);
            }
            do {
                crc.update(line.getBytes(StandardCharsets.UTF_8));
            } while ((line = reader.readLine()) != null);
        }
        return (int) crc.getValue();
    }

    /** "1.2", "1_2" and "1.2.0" all name version 1.2. */
    static List<BigInteger> version(String text) {
        List<BigInteger> parts = new ArrayList<>();
        for (String p : text.replace('_', '.').split("\\.")) {
            parts.add(new BigInteger(p));
        }
        while (parts.size() > 1 && parts.get(parts.size() - 1).signum() == 0) {
            parts.remove(parts.size() - 1);
        }
        return List.copyOf(parts);
    }
}
