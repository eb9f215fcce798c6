package org.dynast.model.store;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The roles the server enforces on a shared dynasty (issue 36): Emperor, Admin and Player as PostgreSQL group roles of
 * one database, so what a Player may not read or do is refused by the server itself, whatever program connects.
 *
 * <ul>
 *   <li><b>Emperor</b> ({@code <database>_emperor}): reads and writes every table of the dynasty.</li>
 *   <li><b>Admin</b> ({@code <database>_admin}): the same, but not what only the emperor may do: delete a dynasty
 *       ({@code DELETE} on {@code dynasty}, any write on {@code dynasty_deleted}), or change its name, ruleset number,
 *       terms, start or modules (a trigger on {@code dynasty} refuses it, naming the role); neither adds members.</li>
 *   <li><b>Player</b> ({@code <database>_player}): reads the public tables; of the tables that mix public and
 *       private parts, only their player view (schema {@code player_view}: no Script or System request, no duelist's
 *       plan, no Debate's PMs or entry authors, no private tracker column or global, none of the City's private book,
 *       no Bout's seed or entrants' Scripts); of the action log every column but the changes (which hold every
 *       document before and after); of the Dice Roller's log every column but the seed, and no secret roll (row-level
 *       security). It writes only its own Vote on a pending Votable Matter of its own dynasty, with the log line that
 *       records it (row-level security tying the login to its roster player through {@code dynast_access.member}):
 *       "Each Player may cast one Vote on a Votable Matter … A Player's Vote on a Votable Matter is the last valid
 *       voting icon that they have used".</li>
 * </ul>
 *
 * <p>The group names come from the database's name, so two shared dynasties on one server do not mix. Setting up is
 * idempotent and needs the database's owner (who made its tables by sharing a dynasty into it) with {@code CREATEROLE}.
 * The member table and views exist only on PostgreSQL: an H2 file has no logins (its one user is the emperor).
 */
public final class ServerRoles {

    /** The three roles, in the words the command line takes. */
    public enum Role {
        EMPEROR, ADMIN, PLAYER;

        public String word() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** The role a word names ({@code player}, {@code Admin}…), if any. */
        public static Optional<Role> named(String word) {
            for (Role r : values()) {
                if (r.word().equalsIgnoreCase(word == null ? "" : word.strip())) {
                    return Optional.of(r);
                }
            }
            return Optional.empty();
        }
    }

    /** The three group roles of one database. */
    public record Groups(String emperor, String admin, String player) {
        public String of(Role role) {
            return switch (role) {
                case EMPEROR -> emperor;
                case ADMIN -> admin;
                case PLAYER -> player;
            };
        }
    }

    /** Tables a Player reads whole: nothing in them is private. */
    static final List<String> PUBLIC_TABLES = List.of("dynasty", "player", "mentorship", "votable_matter", "vote",
            "core_rules_profile", "ruleset_text", "ruleset_revision", "performed_action", "workshop_rules",
            "factory_floor", "house_bot", "taunt", "tournament", "mentor_duty", "walkthrough_done", "player_alias",
            "election_state", "dynasty_deleted");

    /** The player view of each table that mixes public and private parts: the view's select list and source. */
    static final Map<String, String> PLAYER_VIEWS = new LinkedHashMap<>();

    static {
        PLAYER_VIEWS.put("bot_loadout", "SELECT player_id, dynasty_id, (state::jsonb || '{\"script\": \"\", "
                + "\"requests\": []}')::text AS state FROM public.bot_loadout");
        PLAYER_VIEWS.put("wizards_state", "SELECT dynasty_id, (s || jsonb_build_object('duels', player_view.each("
                + "s -> 'duels', '{\"plans\": {}}')))::text AS state FROM (SELECT dynasty_id, state::jsonb AS s "
                + "FROM public.wizards_state) w");
        PLAYER_VIEWS.put("districts_state", "SELECT dynasty_id, (s || jsonb_build_object('factions', '[]'::jsonb, "
                + "'inbox', '[]'::jsonb, 'sessions', player_view.each(s -> 'sessions', '{\"responses\": {}, "
                + "\"beforeReinitialising\": {}}'), 'dilemmas', player_view.dilemmas(s -> 'dilemmas')))::text AS state "
                + "FROM (SELECT dynasty_id, state::jsonb AS s FROM public.districts_state) d");
        PLAYER_VIEWS.put("election_debates", "SELECT dynasty_id, (s || jsonb_build_object('debates', player_view.each("
                + "s -> 'debates', '{\"responses\": [], \"entryAuthors\": []}')))::text AS state FROM (SELECT "
                + "dynasty_id, state::jsonb AS s FROM public.election_debates) e");
        PLAYER_VIEWS.put("tracker_state", "SELECT dynasty_id, player_view.tracker(state::jsonb)::text AS state FROM "
                + "public.tracker_state");
        PLAYER_VIEWS.put("announced_bout", "SELECT id, dynasty_id, ((s - 'announcementSeed' - 'boutSeed') || "
                + "jsonb_build_object('firstEntrant', player_view.entrant(s -> 'firstEntrant'), 'secondEntrant', "
                + "player_view.entrant(s -> 'secondEntrant')))::text AS state FROM (SELECT id, dynasty_id, "
                + "state::jsonb AS s FROM public.announced_bout) b");
    }

    /** The action log's columns a Player reads: all but {@code changes}. */
    static final String LOG_COLUMNS = "id, dynasty_id, at, actor, kind, summary, entry_type, target_id, undoable";
    /** The Dice Roller's columns a Player reads: all but {@code seed}. */
    static final String ROLL_COLUMNS = "id, dynasty_id, rolled_at, roller, purpose, expression, generator, drawn, "
            + "outcome, total, secret";

    /** The schema of the member table and its function. */
    static final String ACCESS = "dynast_access";

    private static final Pattern LOGIN = Pattern.compile("[a-z_][a-z0-9_]{0,62}");

    private ServerRoles() {
    }

    /**
     * The group roles of database {@code database}: its name made a role name (lower case, {@code _} for anything but
     * letters and digits, {@code d_} before a leading digit, shortened with a hash past 50 characters).
     */
    public static Groups groups(String database) {
        String base = database.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9_]", "_");
        if (base.isEmpty() || !Character.isLetter(base.charAt(0)) && base.charAt(0) != '_') {
            base = "d_" + base; // a role's name does not start with a digit
        }
        if (base.length() > 50) {
            base = base.substring(0, 41) + "_" + Integer.toHexString(database.hashCode());
        }
        return new Groups(base + "_emperor", base + "_admin", base + "_player");
    }

    /**
     * Creates (or brings up to date) the three group roles of the database {@code owner} is connected to, their
     * grants, the player views, the member table and the row-level security. Idempotent; commits. Refused in plain
     * words, nothing changed, if the connection is not the owner of the dynasty's tables or may not create roles.
     */
    public static Groups setUp(Connection owner) {
        try {
            owner.setAutoCommit(false);
            String database = single(owner, "SELECT current_database()");
            String me = single(owner, "SELECT current_user");
            String tableOwner = optional(owner, "SELECT tableowner FROM pg_tables WHERE schemaname = 'public' AND "
                    + "tablename = 'dynasty'");
            if (tableOwner == null) {
                throw refused("Database " + database + " holds no dynasty yet: share one into it first (dynast share "
                        + "--to=…); no role was made.");
            }
            if (!tableOwner.equals(me)) {
                throw refused("Roles are set up by the owner of database " + database + "'s tables (" + tableOwner
                        + "), not " + me + "; no role was made.");
            }
            boolean mayCreateRoles = "t".equals(single(owner, "SELECT CASE WHEN rolcreaterole OR rolsuper THEN 't' "
                    + "ELSE 'f' END FROM pg_roles WHERE rolname = current_user"));
            if (!mayCreateRoles) {
                throw refused(me + " may not create roles on this server, and the Emperor, Admin and Player roles are "
                        + "roles: ask its administrator to run ALTER ROLE " + me + " CREATEROLE; no role was made.");
            }
            Groups g = groups(database);
            try (Statement s = owner.createStatement()) {
                for (String group : List.of(g.emperor(), g.admin(), g.player())) {
                    if (optional(owner, "SELECT rolname FROM pg_roles WHERE rolname = '" + group + "'") == null) {
                        s.execute("CREATE ROLE " + group + " NOLOGIN");
                    }
                }
                String staff = g.emperor() + ", " + g.admin();
                String all = staff + ", " + g.player();
                // nothing for anyone by default, then what each may
                s.execute("REVOKE ALL ON ALL TABLES IN SCHEMA public FROM " + all);
                s.execute("REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM " + all);
                s.execute("GRANT USAGE ON SCHEMA public TO " + all);
                // the types the migrations name (citext's operators among them), for every role's queries
                s.execute("GRANT USAGE ON SCHEMA " + Dialect.TYPES + " TO " + all);
                s.execute("GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO " + staff);
                s.execute("GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO " + staff);
                s.execute("ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO "
                        + staff);
                s.execute("ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO "
                        + staff);
                List<String> tables = tables(owner);
                for (String t : tables) {
                    if (t.startsWith(SchemaHistories.CORE_TABLE)) { // the schema's history: migrated by the owner only
                        s.execute("REVOKE INSERT, UPDATE, DELETE ON " + t + " FROM " + staff);
                        s.execute("GRANT SELECT ON " + t + " TO " + g.player());
                    }
                }
                // only the emperor deletes a dynasty
                s.execute("REVOKE DELETE ON dynasty FROM " + g.admin());
                if (tables.contains("dynasty_deleted")) {
                    s.execute("REVOKE INSERT, UPDATE, DELETE ON dynasty_deleted FROM " + g.admin());
                }
                for (String t : PUBLIC_TABLES) {
                    if (tables.contains(t)) {
                        s.execute("GRANT SELECT ON " + t + " TO " + g.player());
                    }
                }
                s.execute("GRANT SELECT (" + LOG_COLUMNS + ") ON action_log TO " + g.player());
                s.execute("GRANT SELECT (" + ROLL_COLUMNS + ") ON dice_roll TO " + g.player());
                s.execute(script("player-views.sql"));
                for (var view : PLAYER_VIEWS.entrySet()) {
                    if (tables.contains(view.getKey())) {
                        s.execute("CREATE OR REPLACE VIEW player_view." + view.getKey() + " AS " + view.getValue());
                    }
                }
                s.execute("GRANT USAGE ON SCHEMA player_view TO " + all);
                s.execute("GRANT SELECT ON ALL TABLES IN SCHEMA player_view TO " + all);
                members(s, g);
                playerWrites(s, g, staff);
                emperorOnly(s, g);
            }
            owner.commit();
            return g;
        } catch (SQLException e) {
            rollback(owner);
            throw Database.translate(e);
        } catch (RuntimeException e) {
            rollback(owner);
            throw e;
        }
    }

    /** The member table (which login is which role and, for a Player, which roster player) and its lookup. */
    private static void members(Statement s, Groups g) throws SQLException {
        s.execute("CREATE SCHEMA IF NOT EXISTS " + ACCESS);
        s.execute("CREATE TABLE IF NOT EXISTS " + ACCESS + ".member (login TEXT PRIMARY KEY, role TEXT NOT NULL "
                + "CHECK (role IN ('emperor', 'admin', 'player')), player_id BIGINT REFERENCES public.player(id) "
                + "ON DELETE CASCADE, CHECK ((role = 'player') = (player_id IS NOT NULL)))");
        s.execute("ALTER TABLE " + ACCESS + ".member ENABLE ROW LEVEL SECURITY");
        s.execute("GRANT USAGE ON SCHEMA " + ACCESS + " TO " + g.emperor() + ", " + g.admin() + ", " + g.player());
        s.execute("GRANT SELECT ON " + ACCESS + ".member TO " + g.emperor() + ", " + g.admin() + ", " + g.player());
        policy(s, "staff_read", ACCESS + ".member", "FOR SELECT TO " + g.emperor() + ", " + g.admin()
                + " USING (true)");
        policy(s, "own_row", ACCESS + ".member", "FOR SELECT TO " + g.player() + " USING (login = current_user)");
        // the roster player the connected login plays, or null: read with the caller's rights (its own row only)
        s.execute("CREATE OR REPLACE FUNCTION " + ACCESS + ".my_player() RETURNS BIGINT LANGUAGE sql STABLE AS "
                + "$f$ SELECT player_id FROM " + ACCESS + ".member WHERE login = current_user $f$");
    }

    /**
     * What a Player writes: its own Vote on a pending matter of its own dynasty (not VETO, which only the emperor may
     * use, and not while Idle: "Idle Players … have no Vote"), changed or taken back (its undo) while the matter is
     * pending, and the action log's line of that vote; the two sequences those take their ids from.
     */
    private static void playerWrites(Statement s, Groups g, String staff) throws SQLException {
        String own = "player_id = " + ACCESS + ".my_player() AND EXISTS (SELECT 1 FROM public.votable_matter m JOIN "
                + "public.player p ON p.dynasty_id = m.dynasty_id WHERE m.id = matter_id AND p.id = player_id AND "
                + "m.status = 'PENDING' AND p.idle_since IS NULL AND cast_at >= m.posted_at)";
        s.execute("ALTER TABLE vote ENABLE ROW LEVEL SECURITY");
        policy(s, "staff", "vote", "TO " + staff + " USING (true) WITH CHECK (true)");
        policy(s, "players_read", "vote", "FOR SELECT TO " + g.player() + " USING (true)");
        policy(s, "own_vote_cast", "vote", "FOR INSERT TO " + g.player() + " WITH CHECK (" + own
                + " AND icon <> 'VETO')");
        policy(s, "own_vote_changed", "vote", "FOR UPDATE TO " + g.player() + " USING (" + own + ") WITH CHECK ("
                + own + " AND icon <> 'VETO')");
        policy(s, "own_vote_undone", "vote", "FOR DELETE TO " + g.player() + " USING (" + own + ")");
        s.execute("GRANT INSERT, UPDATE, DELETE ON vote TO " + g.player());

        String me = "(SELECT p.%s FROM public.player p WHERE p.id = " + ACCESS + ".my_player())";
        s.execute("ALTER TABLE action_log ENABLE ROW LEVEL SECURITY");
        policy(s, "staff", "action_log", "TO " + staff + " USING (true) WITH CHECK (true)");
        policy(s, "players_read", "action_log", "FOR SELECT TO " + g.player() + " USING (true)");
        policy(s, "own_vote_logged", "action_log", "FOR INSERT TO " + g.player() + " WITH CHECK (dynasty_id = "
                + me.formatted("dynasty_id") + " AND actor = " + me.formatted("name") + " AND ((entry_type = 'ACTION' "
                + "AND kind = 'matter.vote') OR (entry_type IN ('UNDO', 'REDO') AND target_id IN (SELECT l.id FROM "
                + "public.action_log l WHERE l.kind = 'matter.vote' AND l.actor = " + me.formatted("name") + "))))");
        s.execute("GRANT INSERT ON action_log TO " + g.player());
        s.execute("GRANT USAGE ON SEQUENCE vote_seq, log_seq TO " + g.player());

        s.execute("ALTER TABLE dice_roll ENABLE ROW LEVEL SECURITY");
        policy(s, "staff", "dice_roll", "TO " + staff + " USING (true) WITH CHECK (true)");
        policy(s, "public_rolls", "dice_roll", "FOR SELECT TO " + g.player() + " USING (NOT secret)");
    }

    /** A trigger refusing an Admin's change of what only the emperor changes in the dynasty's row. */
    private static void emperorOnly(Statement s, Groups g) throws SQLException {
        s.execute("CREATE OR REPLACE FUNCTION " + ACCESS + ".emperor_only() RETURNS trigger LANGUAGE plpgsql AS $f$ "
                + "BEGIN "
                + "IF pg_has_role(current_user, '" + g.admin() + "', 'MEMBER') AND NOT pg_has_role(current_user, '"
                + g.emperor() + "', 'MEMBER') AND (NEW.name, NEW.ruleset_number, NEW.player_term, NEW.players_term, "
                + "NEW.emperor_term, NEW.started_on, NEW.modules) IS DISTINCT FROM (OLD.name, OLD.ruleset_number, "
                + "OLD.player_term, OLD.players_term, OLD.emperor_term, OLD.started_on, OLD.modules) THEN "
                + "RAISE EXCEPTION 'Only the Emperor may change a dynasty''s name, ruleset, terms, start or modules; "
                + "% is an Admin.', current_user USING ERRCODE = 'insufficient_privilege'; "
                + "END IF; RETURN NEW; END $f$");
        s.execute("CREATE OR REPLACE TRIGGER emperor_only BEFORE UPDATE ON dynasty FOR EACH ROW EXECUTE FUNCTION "
                + ACCESS + ".emperor_only()");
    }

    private static void policy(Statement s, String name, String table, String rest) throws SQLException {
        s.execute("DROP POLICY IF EXISTS " + name + " ON " + table);
        s.execute("CREATE POLICY " + name + " ON " + table + " " + rest);
    }

    /**
     * Makes {@code login} a member of the dynasty's {@code role} (setting the roles up first): creates the login with
     * {@code password} if the server has no such role (a login that exists keeps its password; a null password is
     * then refused), takes it out of the database's other two groups, and for a Player ties it to the roster player
     * {@code playerName} of dynasty {@code dynastyName} (which may be null when the database holds one dynasty).
     * Refused in plain words, nothing changed, for a name that is no role or no roster player.
     */
    public static String addMember(Connection owner, String login, Role role, String dynastyName, String playerName,
                                   String password) {
        String name = login == null ? "" : login.strip();
        if (!LOGIN.matcher(name).matches() || name.startsWith("pg_")) {
            throw refused("'" + login + "' cannot be a login: use lower-case letters, digits and _ (at most 63, not "
                    + "starting with a digit or pg_); nothing was changed.");
        }
        Groups g = setUp(owner);
        try {
            if (name.equals(single(owner, "SELECT current_user"))) {
                throw refused(name + " owns the database and may do everything in it; it cannot be given a role. "
                        + "Add another login.");
            }
            if (List.of(g.emperor(), g.admin(), g.player()).contains(name)) {
                throw refused("'" + name + "' is one of the dynasty's group roles, not a login; nothing was changed.");
            }
            Long playerId = null;
            String playerShown = "";
            if (role == Role.PLAYER) {
                if (playerName == null || playerName.isBlank()) {
                    throw refused("A Player is one of the roster: say which with --player=NAME; nothing was changed.");
                }
                long dynastyId = dynasty(owner, dynastyName);
                try (PreparedStatement p = owner.prepareStatement("SELECT id, name FROM player WHERE dynasty_id = ? "
                        + "AND lower(name) = lower(?)")) {
                    p.setLong(1, dynastyId);
                    p.setString(2, playerName.strip());
                    try (ResultSet rs = p.executeQuery()) {
                        if (!rs.next()) {
                            throw refused("The roster has no player named '" + playerName.strip() + "'; it has: "
                                    + String.join(", ", roster(owner, dynastyId)) + ". Nothing was changed.");
                        }
                        playerId = rs.getLong(1);
                        playerShown = " as " + rs.getString(2);
                    }
                }
            }
            boolean exists = optional(owner, "SELECT rolname FROM pg_roles WHERE rolname = '" + name + "'") != null;
            try (Statement s = owner.createStatement()) {
                if (!exists) {
                    if (password == null || password.isEmpty()) {
                        throw refused("There is no login " + name + " on this server yet: give it a password "
                                + "(--password); nothing was changed.");
                    }
                    try (PreparedStatement f = owner.prepareStatement("SELECT format('CREATE ROLE %I LOGIN PASSWORD "
                            + "%L', ?::text, ?::text)")) {
                        f.setString(1, name);
                        f.setString(2, password);
                        try (ResultSet rs = f.executeQuery()) {
                            rs.next();
                            s.execute(rs.getString(1));
                        }
                    }
                } else if ("t".equals(single(owner, "SELECT CASE WHEN rolsuper THEN 't' ELSE 'f' END FROM pg_roles "
                        + "WHERE rolname = '" + name + "'"))) {
                    throw refused(name + " is a superuser of the server, whom no role restricts; nothing was "
                            + "changed.");
                }
                for (Role other : Role.values()) {
                    if (other != role) {
                        s.execute("REVOKE " + g.of(other) + " FROM " + name);
                    }
                }
                s.execute("GRANT " + g.of(role) + " TO " + name);
                // a Player's unqualified reads of the mixed tables find their player views first (same names and
                // columns), so a console opened as a Player reads what it may; its writes (vote, action_log) have no
                // view and reach the tables
                try (PreparedStatement f = owner.prepareStatement(role == Role.PLAYER
                        ? "SELECT format('ALTER ROLE %I IN DATABASE %I SET search_path = player_view, public', ?::text, "
                        + "current_database())"
                        : "SELECT format('ALTER ROLE %I IN DATABASE %I RESET search_path', ?::text, current_database())")) {
                    f.setString(1, name);
                    try (ResultSet rs = f.executeQuery()) {
                        rs.next();
                        s.execute(rs.getString(1));
                    }
                }
            }
            try (PreparedStatement p = owner.prepareStatement("INSERT INTO " + ACCESS + ".member (login, role, "
                    + "player_id) VALUES (?, ?, ?) ON CONFLICT (login) DO UPDATE SET role = EXCLUDED.role, player_id = "
                    + "EXCLUDED.player_id")) {
                p.setString(1, name);
                p.setString(2, role.word());
                p.setObject(3, playerId);
                p.executeUpdate();
            }
            owner.commit();
            return name + " is " + (exists ? "now " : "a new login and ") + "the dynasty's " + role.word()
                    + playerShown + " (" + g.of(role) + ")";
        } catch (SQLException e) {
            rollback(owner);
            throw Database.translate(e);
        } catch (RuntimeException e) {
            rollback(owner);
            throw e;
        }
    }

    /**
     * Who a connection to a shared dynasty is: its login, its role, and for a Player the roster player it plays. The
     * login that owns the dynasty's tables (who shared it), or one whose database has no roles set up, is the Emperor;
     * a login given a role by {@link #addMember} has that role.
     */
    public record Member(String login, Role role, String playerName) {
        /** Whether this login may take the Admins' actions (enact, edit the roster, the gamestate): not a Player. */
        public boolean staff() {
            return role != Role.PLAYER;
        }
    }

    /** The member {@code c} is connected as (see {@link Member}); read with the connection's own rights. */
    public static Member membership(Connection c) throws SQLException {
        String login = single(c, "SELECT current_user");
        String owner = optional(c, "SELECT tableowner FROM pg_tables WHERE schemaname = 'public' AND tablename = "
                + "'dynasty'");
        boolean rolesSetUp = optional(c, "SELECT nspname FROM pg_namespace WHERE nspname = '" + ACCESS + "'") != null;
        if (login.equals(owner) || !rolesSetUp) {
            return new Member(login, Role.EMPEROR, null);
        }
        try (PreparedStatement p = c.prepareStatement("SELECT m.role, p.name FROM " + ACCESS + ".member m LEFT JOIN "
                + "public.player p ON p.id = m.player_id WHERE m.login = current_user")) {
            try (ResultSet rs = p.executeQuery()) {
                if (rs.next()) {
                    return new Member(login, Role.named(rs.getString(1)).orElse(Role.PLAYER), rs.getString(2));
                }
            }
        }
        Groups g = groups(single(c, "SELECT current_database()"));
        for (Role role : List.of(Role.EMPEROR, Role.ADMIN, Role.PLAYER)) {
            if (optional(c, "SELECT rolname FROM pg_roles WHERE rolname = '" + g.of(role) + "' AND "
                    + "pg_has_role(current_user, oid, 'MEMBER')") != null) {
                return new Member(login, role, null);
            }
        }
        return new Member(login, Role.PLAYER, null); // a login with no role reads only what any Player may
    }

    /** Opens a plain connection to a PostgreSQL URL (not auto-committing), for {@link #setUp} and the command line. */
    public static Connection connect(String url) {
        if (Dialect.of(url) != Dialect.POSTGRESQL) {
            throw refused("Roles live on a PostgreSQL server, named by a URL that starts with "
                    + Dialect.POSTGRESQL_PREFIX + " (" + Database.withoutPassword(url) + " does not).");
        }
        try {
            Connection c = Dialect.POSTGRESQL.connect(url);
            // setting roles up is no game action: read committed, not the serializable transactions actions take
            c.setTransactionIsolation(Connection.TRANSACTION_READ_COMMITTED);
            return c;
        } catch (SQLException e) {
            throw new StoreException("Could not connect to " + Database.withoutPassword(url) + ": " + e.getMessage(),
                    e);
        }
    }

    private static long dynasty(Connection c, String dynastyName) throws SQLException {
        List<String> names = new ArrayList<>();
        List<Long> ids = new ArrayList<>();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT id, name FROM dynasty WHERE id "
                + "NOT IN (SELECT dynasty_id FROM dynasty_deleted) ORDER BY id")) {
            while (rs.next()) {
                ids.add(rs.getLong(1));
                names.add(rs.getString(2));
            }
        }
        if (dynastyName == null || dynastyName.isBlank()) {
            if (ids.size() == 1) {
                return ids.get(0);
            }
            throw refused("The database holds " + names.size() + " dynasties (" + String.join(", ", names) + "): say "
                    + "which with --dynasty=NAME; nothing was changed.");
        }
        int i = names.indexOf(dynastyName.strip());
        if (i < 0) {
            throw refused("The database has no dynasty named '" + dynastyName.strip() + "'; it has: "
                    + String.join(", ", names) + ". Nothing was changed.");
        }
        return ids.get(i);
    }

    private static List<String> roster(Connection c, long dynastyId) throws SQLException {
        List<String> out = new ArrayList<>();
        try (PreparedStatement p = c.prepareStatement("SELECT name FROM player WHERE dynasty_id = ? ORDER BY id")) {
            p.setLong(1, dynastyId);
            try (ResultSet rs = p.executeQuery()) {
                while (rs.next()) {
                    out.add(rs.getString(1));
                }
            }
        }
        return out;
    }

    private static List<String> tables(Connection c) throws SQLException {
        List<String> out = new ArrayList<>();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT tablename FROM pg_tables WHERE "
                + "schemaname = 'public' ORDER BY tablename")) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }

    private static String script(String name) {
        try (InputStream in = ServerRoles.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read resource " + name, e);
        }
    }

    private static String single(Connection c, String sql) throws SQLException {
        String v = optional(c, sql);
        if (v == null) {
            throw new SQLException("no answer to " + sql);
        }
        return v;
    }

    private static String optional(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            return rs.next() ? rs.getString(1) : null;
        }
    }

    private static void rollback(Connection c) {
        try {
            c.rollback();
        } catch (SQLException ignored) {
            // the failure being reported says more
        }
    }

    /** PostgreSQL's SQLSTATE for a privilege or row-level security refusal. */
    static final String INSUFFICIENT_PRIVILEGE = "42501";

    /**
     * A statement the server refused for the connected role ({@link #INSUFFICIENT_PRIVILEGE}), in plain words: the role
     * may not do it, the server's own words after, nothing changed (the transaction is rolled back).
     */
    static StoreException refusal(SQLException e) {
        String why = String.valueOf(e.getMessage()).lines().findFirst().orElse("").replaceFirst("^ERROR:\\s*", "");
        return new StoreException("The server does not let the role this dynasty is opened as do that (" + why
                + "); nothing was changed. Its Emperor decides who may do what (dynast member add).", e);
    }

    private static StoreException refused(String message) {
        return new StoreException(message);
    }
}
