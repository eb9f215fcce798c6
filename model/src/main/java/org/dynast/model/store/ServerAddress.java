package org.dynast.model.store;

import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.dynast.model.Refusal;

/**
 * Where a shared dynasty lives (issue 36): a PostgreSQL server (host and port), a database on it and the login a
 * console connects as. The password is never part of it: it is asked, or read from the desktop's keyring, and only
 * put into the connection's URL ({@link #url}), which is never shown or saved.
 */
public record ServerAddress(String host, int port, String database, String login) {

    /** PostgreSQL's own port, taken when the server names none. */
    public static final int DEFAULT_PORT = 5432;

    private static final Pattern HOST = Pattern.compile("[A-Za-z0-9]([A-Za-z0-9.-]{0,252})|\\[[0-9A-Fa-f:.]+\\]");
    /** A database or login name as PostgreSQL takes it unquoted, and as {@code createdb} users type it. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_$.-]{0,62}");

    /**
     * Reads what a user typed: {@code server} as {@code host} or {@code host:port}, the database and the login. Each
     * part that cannot be used is named in one refusal, in plain words.
     */
    public static ServerAddress of(String server, String database, String login) {
        List<String> wrong = new ArrayList<>();
        String s = server == null ? "" : server.strip();
        String host = s;
        int port = DEFAULT_PORT;
        int colon = s.lastIndexOf(':');
        if (colon > 0 && !s.endsWith("]") && s.indexOf(':') == colon) {
            host = s.substring(0, colon);
            String p = s.substring(colon + 1);
            try {
                port = Integer.parseInt(p);
                if (port < 1 || port > 65_535) {
                    wrong.add("the port " + port + " is not between 1 and 65535");
                }
            } catch (NumberFormatException e) {
                wrong.add("the port '" + p + "' is not a number");
            }
        }
        if (host.isEmpty()) {
            wrong.add("the server is empty (a host name such as db.example.org, or localhost)");
        } else if (!HOST.matcher(host).matches()) {
            wrong.add("the server '" + host + "' is not a host name or address");
        }
        String db = database == null ? "" : database.strip();
        if (!NAME.matcher(db).matches()) {
            wrong.add(db.isEmpty() ? "the database is empty" : "the database '" + db + "' is not a database name "
                    + "(letters, digits and _ . - $, starting with a letter)");
        }
        String user = login == null ? "" : login.strip();
        if (!NAME.matcher(user).matches()) {
            wrong.add(user.isEmpty() ? "the login is empty" : "the login '" + user + "' is not a login name");
        }
        if (!wrong.isEmpty()) {
            throw new Refusal("Shared dynasty", "Cannot connect: " + String.join("; ", wrong) + ".");
        }
        return new ServerAddress(host.toLowerCase(Locale.ROOT), port, db, user);
    }

    /** The JDBC URL with {@code password} (not null; may be empty for a server that trusts the login). */
    public String url(String password) {
        return Dialect.POSTGRESQL_PREFIX + "//" + host + ":" + port + "/" + database + "?user="
                + URLEncoder.encode(login, StandardCharsets.UTF_8)
                + (password.isEmpty() ? "" : "&password=" + URLEncoder.encode(password, StandardCharsets.UTF_8))
                + "&connectTimeout=10&socketTimeout=120&tcpKeepAlive=true";
    }

    /** The server as typed back: {@code host} alone on PostgreSQL's own port, else {@code host:port}. */
    public String server() {
        return port == DEFAULT_PORT ? host : host + ":" + port;
    }

    /** As the status bar and messages show it: {@code database on host (as login)}. */
    @Override
    public String toString() {
        return database + " on " + server() + " (as " + login + ")";
    }

    /** The key a password is kept under in the desktop's keyring: the login, server and database, never mixed up. */
    public String keyringKey() {
        return login + "@" + server() + "/" + database;
    }

    /** A server's URL as the user reads it: {@code database on host:port (as login)}, never its password. */
    static String describe(String url) {
        var m = Pattern.compile("jdbc:postgresql://([^/?]*)/?([^?]*)(?:\\?(.*))?").matcher(url);
        if (!m.matches()) {
            return "server:" + Database.withoutPassword(url);
        }
        var user = Pattern.compile("(?:^|&)user=([^&]*)").matcher(m.group(3) == null ? "" : m.group(3));
        String server = m.group(1).endsWith(":" + DEFAULT_PORT)
                ? m.group(1).substring(0, m.group(1).length() - 5) : m.group(1);
        return (m.group(2).isEmpty() ? "the default database" : m.group(2)) + " on " + server
                + (user.find() ? " (as " + URLDecoder.decode(user.group(1),
                StandardCharsets.UTF_8) + ")" : "");
    }
}
