package org.dynast.model.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.dynast.model.TestServer;
import org.dynast.model.TestStores;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.VoteIcon;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.ruleset.RulesetTexts;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The role test of issue 36: "a Player connection reads no private datum and performs no Admin action, with the SQL it
 * tried shown in the test". The five demo dynasties are put in a PostgreSQL database (the store suite's server, see
 * {@link TestServer}), {@link ServerRoles} sets up its roles, and a login of each role connects with plain JDBC and
 * tries, statement by statement, what it must and must not do. Each assertion's message shows the login and the SQL.
 * PostgreSQL only: an H2 file has no logins (its one user is the emperor).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ServerRolesTest {

    private static final String SCRIPT = "If the Actor has Flipped, turn to face the other way";

    private final ManualGameClock clock = TestStores.clock();
    private String url;
    private ServerRoles.Groups groups;
    private final List<String> logins = new ArrayList<>();
    private Connection owner;
    private Connection emperor;
    private Connection admin;
    private Connection player;
    private long workshop;
    private long brassMonkey;
    private long drVolt;
    private long pending;
    private long cfj;
    private long enacted;
    private long otherDynastysMatter;

    @BeforeAll
    void shareTheDemosAndAddOneLoginOfEachRole() throws SQLException {
        url = TestServer.freshDatabase();
        try (GameStore store = GameStore.onServer(url, clock, new SplittableRandom(205)::nextLong,
                DynastyModules.installed())) {
            DemoDynasty.seedIfEmpty(store, TestStores.ADMIN);
            workshop = store.dynasties().all().stream().filter(d -> d.name().equals("The Tin Announcer's Workshop"))
                    .findFirst().orElseThrow().id();
            store.dice().roll(workshop, "Ferrous", "Ferrous", "1DICE6", "which Operator is the saboteur", true);
            long widgets = store.dynasties().all().stream().filter(d -> d.name().equals("Widget Works")).findFirst()
                    .orElseThrow().id();
            long worker = store.roster().roster(widgets).players().get(0).id();
            store.matters().post(widgets, "Ferrous", MatterKind.PROPOSAL, "Oil the Lines",
                    worker, null, "Every Line gains 1 Cog.");
        }
        owner = ServerRoles.connect(url);
        brassMonkey = number("SELECT id FROM player WHERE name = 'Brass_Monkey'");
        drVolt = number("SELECT id FROM player WHERE name = 'Dr.Volt'");
        pending = number("SELECT id FROM votable_matter WHERE title = 'Arena Lighting'");
        cfj = number("SELECT id FROM votable_matter WHERE title = 'Was Rivet-7''s repair legal?'");
        enacted = number("SELECT id FROM votable_matter WHERE title = 'Spare Parts for All'");
        otherDynastysMatter = number("SELECT id FROM votable_matter WHERE title = 'Oil the Lines'");
        String database = owner.getCatalog();
        emperor = login(database + "_ferrous", ServerRoles.Role.EMPEROR, null);
        admin = login(database + "_cogsworth", ServerRoles.Role.ADMIN, null);
        player = login(database + "_brass", ServerRoles.Role.PLAYER, "Brass_Monkey");
        groups = ServerRoles.groups(database);
    }

    private Connection login(String name, ServerRoles.Role role, String rosterName) throws SQLException {
        ServerRoles.addMember(owner, name, role, "The Tin Announcer's Workshop", rosterName, "pw-" + name);
        logins.add(name);
        Connection c = DriverManager.getConnection(TestServer.as(url, name, "pw-" + name));
        c.setAutoCommit(true); // each attempt on its own: a refused one does not spoil the next
        return c;
    }

    @AfterAll
    void dropTheRoles() throws SQLException {
        for (Connection c : new Connection[] {player, admin, emperor, owner}) {
            if (c != null) {
                c.close();
            }
        }
        List<String> roles = new ArrayList<>(logins);
        if (groups != null) {
            roles.addAll(List.of(groups.emperor(), groups.admin(), groups.player()));
        }
        TestServer.dropWithRoles(url, roles);
    }

    // ---- a Player reads no private datum ------------------------------------------------------------------------

    @Test
    void aPlayerReadsNoPrivateDatum() throws SQLException {
        // the private parts are there: the owner reads them
        assertThat(text(owner, "SELECT state FROM bot_loadout WHERE player_id = " + brassMonkey)).contains(SCRIPT);
        assertThat(number("SELECT count(*) FROM dice_roll WHERE secret")).isEqualTo(1);
        // private Scripts and System requests ("Bots' Scripts are tracked privately by the Announcer")
        refused(player, "SELECT state FROM public.bot_loadout");
        refused(player, "SELECT * FROM public.bot_loadout WHERE player_id = " + brassMonkey);
        // duel plans ("sending a private message to the judge")
        refused(player, "SELECT state FROM public.wizards_state");
        // the Debates' PMs and the authors behind the numerics
        refused(player, "SELECT state FROM public.election_debates");
        // the City's private book: Factions, Cultures, the Moot and Socialize inbox, the Conclave's allocations
        refused(player, "SELECT state FROM public.districts_state");
        // the tracker's private columns and globals (the Traitor, the Faction Cultures)
        refused(player, "SELECT state FROM public.tracker_state");
        // secret rolls: the row is not there for a Player
        noRow(player, "SELECT id, outcome FROM dice_roll WHERE secret");
        // seeds: of every roll, and of every Announcement and Bout
        refused(player, "SELECT seed FROM dice_roll");
        refused(player, "SELECT * FROM dice_roll");
        refused(player, "SELECT state FROM public.announced_bout");
        // the log's changes hold every document before and after, the private ones too
        refused(player, "SELECT changes FROM action_log");
        refused(player, "SELECT * FROM action_log WHERE kind = 'workshop.seed'");
        // the other logins (a deleted dynasty's row is no secret: it says only when and by whom, and a Player's console
        // reads it to leave the dynasty out of its list)
        assertThat(rows(player, "SELECT login FROM dynast_access.member"))
                .as("%s: SELECT login FROM dynast_access.member shows only its own row", who(player))
                .containsExactly(List.of(login(player)));
    }

    @Test
    void aPlayerReadsThePublicTablesAndThePlayerViewWithoutThePrivateParts() throws SQLException {
        assertThat(number(player, "SELECT count(*) FROM player WHERE dynasty_id = " + workshop)).isEqualTo(9);
        assertThat(number(player, "SELECT count(*) FROM vote")).isPositive();
        assertThat(number(player, "SELECT count(*) FROM dice_roll WHERE NOT secret")).isPositive();
        assertThat(number(player, "SELECT count(*) FROM action_log WHERE kind = 'workshop.seed'")).isPositive();
        String loadout = text(player, "SELECT state FROM player_view.bot_loadout WHERE player_id = " + brassMonkey);
        // a Player's login reads the player views by their tables' names (its search path puts them first)
        assertThat(text(player, "SELECT state FROM bot_loadout WHERE player_id = " + brassMonkey))
                .as("%s: SELECT state FROM bot_loadout (unqualified) reads the player view", who(player))
                .isEqualTo(loadout);
        assertThat(loadout).as("%s: the player view of a loadout keeps the Bot, not the Script", who(player))
                .contains("Clanky").doesNotContain(SCRIPT).contains("\"script\": \"\"");
        String wizards = text(player, "SELECT state FROM player_view.wizards_state");
        assertThat(text(owner, "SELECT state FROM wizards_state")).contains("\"plans\":{\"Kevan\":{\"slots\"", "\"sentAt\"");
        assertThat(wizards).as("%s: the duels without their plans", who(player)).contains("Wings over the Gates")
                .contains("\"plans\": {}").doesNotContain("\"sentAt\"");
        String debates = text(player, "SELECT state FROM player_view.election_debates");
        assertThat(text(owner, "SELECT state FROM election_debates")).contains("Cut taxes for the middle class");
        assertThat(debates).as("%s: the debates without the moderator's PMs", who(player)).contains("The economy")
                .doesNotContain("Cut taxes for the middle class");
        String city = text(player, "SELECT state FROM player_view.districts_state");
        assertThat(text(owner, "SELECT state FROM districts_state")).contains("\"culture\"");
        assertThat(city).as("%s: the Dilemmas without the City's Factions", who(player)).contains("Dilemma #1")
                .contains("\"factions\": [], ").doesNotContain("\"culture\"");
        String tracker = text(player, "SELECT state FROM player_view.tracker_state WHERE dynasty_id = (SELECT id FROM "
                + "dynasty WHERE name = 'The Court of the Wizard King')");
        assertThat(text(owner, "SELECT state FROM tracker_state WHERE dynasty_id = (SELECT id FROM dynasty WHERE name "
                + "= 'The Court of the Wizard King')")).contains("\"Traitor\":\"\"", "\"name\":\"Traitor\"");
        assertThat(tracker).as("%s: the Wizards' table without the private Traitor (its value and definition)",
                who(player)).contains("\"Military Situation\": \"1\"").doesNotContain("\"Traitor\": ")
                .doesNotContain("\"name\": \"Traitor\"");
    }

    // ---- a Player performs no Admin action, and casts its own vote -------------------------------------------------

    @Test
    void aPlayerPerformsNoAdminAction() throws SQLException {
        // Enact or fail a matter: "any Admin may enact or fail a Votable Matter"
        refused(player, "UPDATE votable_matter SET status = 'ENACTED', resolved_by = 'Brass_Monkey' WHERE id = "
                + pending);
        refused(player, "INSERT INTO votable_matter (id, dynasty_id, kind, title, author_id, posted_at, body, "
                + "changes_protected, specifies_changes, marked_illegal, status) VALUES (9999, " + workshop
                + ", 'PROPOSAL', 'Mine', " + brassMonkey + ", now(), 'x', false, false, false, 'ENACTED')");
        // edit the roster
        refused(player, "UPDATE player SET admin = true WHERE id = " + brassMonkey);
        refused(player, "INSERT INTO player (id, dynasty_id, name, admin, joined_on, tenured) VALUES (9999, "
                + workshop + ", 'Sock', false, current_date, false)");
        refused(player, "DELETE FROM player WHERE id = " + drVolt);
        refused(player, "UPDATE dynasty SET emperor_id = " + brassMonkey + " WHERE id = " + workshop);
        // another player's vote, cast or changed or taken back
        refused(player, "INSERT INTO vote (id, matter_id, player_id, icon, cast_at) VALUES (nextval('vote_seq'), "
                + pending + ", " + drVolt + ", 'AGAINST', now())");
        String theirs = "SELECT id FROM vote WHERE player_id <> " + brassMonkey + " AND matter_id = " + pending;
        long theirVote = number(theirs + " LIMIT 1");
        untouched(player, "UPDATE vote SET icon = 'AGAINST' WHERE id = " + theirVote);
        untouched(player, "DELETE FROM vote WHERE id = " + theirVote);
        // VETO is the emperor's; a resolved matter takes no comment; another dynasty's matter is not its own
        refused(player, "INSERT INTO vote (id, matter_id, player_id, icon, cast_at) VALUES (nextval('vote_seq'), "
                + pending + ", " + brassMonkey + ", 'VETO', now())");
        refused(player, "INSERT INTO vote (id, matter_id, player_id, icon, cast_at) VALUES (nextval('vote_seq'), "
                + enacted + ", " + brassMonkey + ", 'FOR', now())");
        refused(player, "INSERT INTO vote (id, matter_id, player_id, icon, cast_at) VALUES (nextval('vote_seq'), "
                + otherDynastysMatter + ", " + brassMonkey + ", 'FOR', now())");
        refused(player, "INSERT INTO vote (id, matter_id, player_id, icon, cast_at) VALUES (nextval('vote_seq'), "
                + pending + ", " + brassMonkey + ", 'FOR', timestamp with time zone '2000-01-01 00:00:00Z')");
        // write the log as anything but its own vote, or rewrite it
        refused(player, "INSERT INTO action_log (id, dynasty_id, at, actor, kind, summary, entry_type, undoable, "
                + "changes) VALUES (nextval('log_seq'), " + workshop + ", now(), 'Brass_Monkey', 'matter.resolve', "
                + "'Enacted', 'ACTION', true, '[]')");
        refused(player, "INSERT INTO action_log (id, dynasty_id, at, actor, kind, summary, entry_type, undoable, "
                + "changes) VALUES (nextval('log_seq'), " + workshop + ", now(), 'Dr.Volt', 'matter.vote', "
                + "'Dr.Volt voted FOR', 'ACTION', true, '[]')");
        refused(player, "DELETE FROM action_log");
        refused(player, "UPDATE action_log SET summary = 'nothing happened'");
        // the gamestate and the Dice Roller
        refused(player, "UPDATE factory_floor SET state = '{}'");
        refused(player, "INSERT INTO dice_roll (id, dynasty_id, rolled_at, roller, purpose, expression, generator, "
                + "seed, drawn, outcome, secret) VALUES (9999, " + workshop + ", now(), 'Brass_Monkey', 'x', '1d6', "
                + "'g', 1, '[6]', '6', false)");
        // its own membership, its group, the schema
        refused(player, "UPDATE dynast_access.member SET role = 'admin'");
        refused(player, "SET ROLE " + groups.admin());
        refused(player, "CREATE TABLE mine (x int)");
        refused(player, "DROP TABLE vote");
        refused(player, "INSERT INTO flyway_schema_history (installed_rank, description, type, script, installed_by, "
                + "installed_on, execution_time, success) VALUES (999, 'x', 'SQL', 'x', 'x', now(), 0, true)");
    }

    /**
     * "Each Operator may cast one Vote on a Votable Matter by making a comment to the Official Post that comprises that
     * Votable Matter using a voting icon of FOR, AGAINST, or DEFERENTIAL. … An Operator’s Vote on a Votable Matter is the
     * last valid voting icon that they have used in any comment on that Votable Matter" (Ruleset 205, "Votable
     * Matters"): a Player casts and changes its own Vote, and its log line.
     */
    @Test
    void aPlayerCastsAndChangesItsOwnVote() throws SQLException {
        String rules = RulesetTexts.read(RulesetTexts.BOTS)
                .replaceAll("\\s+", " ");
        assertThat(rules).contains("Each Operator may cast one Vote on a Votable Matter by making a comment to the "
                        + "Official Post that comprises that Votable Matter using a voting icon of FOR, AGAINST, or "
                        + "DEFERENTIAL.", "An Operator’s Vote on a Votable Matter is the last valid voting icon that "
                        + "they have used in any comment on that Votable Matter.",
                "Comments cannot be made on resolved Votable Matters.",
                "The Announcer may use VETO as a voting icon to cast a Vote on a Proposal");
        String cast = "INSERT INTO vote (id, matter_id, player_id, icon, cast_at) VALUES (nextval('vote_seq'), "
                + pending + ", " + brassMonkey + ", 'DEFERENTIAL', now())";
        accepted(player, cast);
        long mine = number(player, "SELECT max(id) FROM vote WHERE player_id = " + brassMonkey);
        accepted(player, "UPDATE vote SET icon = 'AGAINST' WHERE id = " + mine);
        accepted(player, "INSERT INTO action_log (id, dynasty_id, at, actor, kind, summary, entry_type, undoable, "
                + "changes) VALUES (nextval('log_seq'), " + workshop + ", now(), 'Brass_Monkey', 'matter.vote', "
                + "'Brass_Monkey voted AGAINST on \"Arena Lighting\"', 'ACTION', true, '[]')");
        assertThat(text(owner, "SELECT icon FROM vote WHERE id = " + mine)).isEqualTo("AGAINST");
        accepted(player, "DELETE FROM vote WHERE id = " + mine);
    }

    /** The same vote through the store itself, opened as the Player's login: the console's own path. */
    @Test
    void aPlayersStoreCastsItsVoteAndIsRefusedAnother() throws SQLException {
        String asPlayer = TestServer.as(url, login(player), "pw-" + login(player));
        try (GameStore store = GameStore.onServer(asPlayer, clock, null, DynastyModules.installed())) {
            String mine = "SELECT count(*) FROM vote WHERE matter_id = " + cfj + " AND player_id = " + brassMonkey;
            String theirs = "SELECT count(*) FROM vote WHERE matter_id = " + cfj + " AND player_id = " + drVolt;
            long myVotes = number(mine);
            long theirVotes = number(theirs);
            var vote = store.matters().vote(workshop, "Brass_Monkey", cfj, brassMonkey, VoteIcon.FOR, null);
            assertThat(vote.icon()).isEqualTo(VoteIcon.FOR);
            assertThatThrownBy(() -> store.matters().vote(workshop, "Brass_Monkey", cfj, drVolt, VoteIcon.FOR, null))
                    .as("the Player's store casting Dr.Volt's vote").hasMessageStartingWith("The server does not let "
                            + "the role this dynasty is opened as do that (new row violates row-level security policy "
                            + "for table \"vote\"); nothing was changed.");
            assertThat(number(mine)).as(mine).isEqualTo(myVotes + 1);
            assertThat(number(theirs)).as(theirs).isEqualTo(theirVotes);
        }
    }

    // ---- an Admin and the Emperor ----------------------------------------------------------------------------------

    @Test
    void anAdminTakesAdminActionsButNotTheEmperors() throws SQLException {
        accepted(admin, "SELECT state FROM bot_loadout");
        accepted(admin, "SELECT seed FROM dice_roll WHERE secret");
        accepted(admin, "UPDATE votable_matter SET resolved_by = 'Cogsworth' WHERE id = " + enacted);
        accepted(admin, "UPDATE player SET tenured = tenured WHERE id = " + drVolt);
        accepted(admin, "INSERT INTO vote (id, matter_id, player_id, icon, cast_at) VALUES (nextval('vote_seq'), "
                + pending + ", " + drVolt + ", 'FOR', now())");
        accepted(admin, "UPDATE dynasty SET dormant_since = NULL WHERE id = " + workshop);
        // only the emperor renames or deletes the dynasty, or changes its modules
        refused(admin, "UPDATE dynasty SET name = 'Mine now' WHERE id = " + workshop);
        refused(admin, "UPDATE dynasty SET modules = '' WHERE id = " + workshop);
        refused(admin, "DELETE FROM dynasty WHERE id = " + workshop);
        refused(admin, "INSERT INTO dynasty_deleted (dynasty_id, state) VALUES (" + workshop + ", '{}')");
        refused(admin, "UPDATE dynast_access.member SET role = 'emperor'");
        refused(admin, "DELETE FROM flyway_schema_history");
    }

    @Test
    void theEmperorDoesEverything() throws SQLException {
        accepted(emperor, "SELECT state FROM districts_state");
        accepted(emperor, "SELECT seed FROM dice_roll WHERE secret");
        accepted(emperor, "SELECT changes FROM action_log LIMIT 1");
        accepted(emperor, "UPDATE dynasty SET name = name || '' WHERE id = " + workshop);
        accepted(emperor, "UPDATE dynasty SET player_term = player_term WHERE id = " + workshop);
        accepted(emperor, "INSERT INTO dynasty_deleted (dynasty_id, state) VALUES (" + workshop + ", '{}')");
        accepted(emperor, "DELETE FROM dynasty_deleted WHERE dynasty_id = " + workshop);
        accepted(emperor, "UPDATE votable_matter SET resolved_by = resolved_by WHERE id = " + enacted);
    }

    // ---- setting up ---------------------------------------------------------------------------------------------

    @Test
    void settingUpTwiceChangesNothingAndBadMembersAreRefusedInPlainWords() throws SQLException {
        ServerRoles.setUp(owner);
        refused(player, "SELECT state FROM public.bot_loadout");
        accepted(player, "SELECT state FROM player_view.bot_loadout");
        assertThatThrownBy(() -> ServerRoles.addMember(owner, login(player), ServerRoles.Role.PLAYER,
                "The Tin Announcer's Workshop", "Nobody", null))
                .hasMessageStartingWith("The roster has no player named 'Nobody'; it has: Ferrous, Brass_Monkey");
        assertThatThrownBy(() -> ServerRoles.addMember(owner, login(player), ServerRoles.Role.PLAYER, null,
                "Brass_Monkey", null)).hasMessageContaining("holds 5 dynasties").hasMessageContaining("--dynasty");
        assertThatThrownBy(() -> ServerRoles.addMember(owner, "Robert'); DROP TABLE vote; --",
                ServerRoles.Role.ADMIN, null, null, "x")).hasMessageContaining("cannot be a login");
        assertThatThrownBy(() -> ServerRoles.addMember(owner, owner.getCatalog() + "_newcomer",
                ServerRoles.Role.ADMIN, null, null, null)).hasMessageContaining("give it a password");
        assertThat(ServerRoles.groups("a".repeat(80)).emperor()).hasSizeLessThanOrEqualTo(63);
        assertThat(ServerRoles.groups("2026 Tin-Works").player()).isEqualTo("d_2026_tin_works_player");
    }

    // ---- the attempts, each with its SQL in the message ---------------------------------------------------------

    private static String login(Connection c) {
        try {
            return c.getMetaData().getUserName();
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String who(Connection c) {
        return "login " + login(c);
    }

    /** The server refuses {@code sql} outright (a privilege or a row-level security policy). */
    private static void refused(Connection c, String sql) {
        try (Statement s = c.createStatement()) {
            s.execute(sql);
            fail("%s was let run: %s", who(c), sql);
        } catch (SQLException e) {
            assertThat(e.getSQLState()).as("%s tried: %s%n  and was refused with: %s", who(c), sql, e.getMessage())
                    .isIn("42501", "P0001");
        }
    }

    /** {@code sql} runs but finds no row it may change (row-level security hides the row). */
    private static void untouched(Connection c, String sql) {
        try (Statement s = c.createStatement()) {
            assertThat(s.executeUpdate(sql)).as("%s tried: %s%n  rows changed", who(c), sql).isZero();
        } catch (SQLException e) {
            assertThat(e.getSQLState()).as("%s tried: %s%n  and was refused with: %s", who(c), sql, e.getMessage())
                    .isEqualTo("42501");
        }
    }

    /** {@code sql} runs and returns no row. */
    private static void noRow(Connection c, String sql) throws SQLException {
        assertThat(rows(c, sql)).as("%s tried: %s%n  rows returned", who(c), sql).isEmpty();
    }

    private static void accepted(Connection c, String sql) {
        try (Statement s = c.createStatement()) {
            s.execute(sql);
        } catch (SQLException e) {
            fail("%s tried: %s%n  and was refused: %s", who(c), sql, e.getMessage());
        }
    }

    private static List<List<String>> rows(Connection c, String sql) throws SQLException {
        List<List<String>> out = new ArrayList<>();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            int n = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                List<String> row = new ArrayList<>();
                for (int i = 1; i <= n; i++) {
                    row.add(rs.getString(i));
                }
                out.add(row);
            }
        }
        return out;
    }

    private long number(String sql) throws SQLException {
        return number(owner, sql);
    }

    private static long number(Connection c, String sql) throws SQLException {
        return Long.parseLong(text(c, sql));
    }

    private static String text(Connection c, String sql) throws SQLException {
        List<List<String>> rows = rows(c, sql);
        assertThat(rows).as("%s: %s", who(c), sql).hasSize(1);
        return rows.get(0).get(0);
    }
}
