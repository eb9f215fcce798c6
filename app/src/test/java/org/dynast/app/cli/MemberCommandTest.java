package org.dynast.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.dynast.model.TestServer;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.store.ServerRoles;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code dynast member add} (issue 36): the emperor gives a login a role on the shared dynasty's server from the command
 * line; the server then holds the login to it. Bad arguments are refused in one line, nothing changed.
 */
class MemberCommandTest {

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private String url;
    private final List<String> roles = new ArrayList<>();

    private int run(String... line) {
        return Cli.run(line, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String errors() {
        return err.toString(StandardCharsets.UTF_8);
    }

    /** The Workshop demo shared into a new database, as {@code dynast share} does. */
    private String shared() {
        Path file = dir.resolve("game.mv.db");
        try (GameStore own = GameStore.open(file, ManualGameClock.at("2026-11-20T12:00:00Z"))) {
            DemoDynasty.seedIfEmpty(own, "Ferrous");
        }
        url = TestServer.emptyDatabase();
        assertThat(run("share", "--file=" + file, "--dynasty=The Tin Announcer's Workshop", "--to=" + url))
                .as(errors()).isZero();
        return url;
    }

    @AfterEach
    void dropTheRoles() {
        if (url != null) {
            String database = url.replaceFirst("jdbc:postgresql://[^/]+/([^?]*).*", "$1");
            ServerRoles.Groups g = ServerRoles.groups(database);
            roles.addAll(List.of(g.emperor(), g.admin(), g.player()));
            TestServer.dropWithRoles(url, roles);
        }
    }

    @Test
    void aPlayerAddedFromTheCommandLineReadsThePlayerViewOnly() throws SQLException {
        String to = shared();
        String login = to.replaceFirst("jdbc:postgresql://[^/]+/([^?]*).*", "$1") + "_brass";
        roles.add(login);

        assertThat(run("member", "add", "--to=" + to, "--login=" + login, "--role=player", "--player=brass_monkey",
                "--password=pw")).as(errors()).isZero();

        assertThat(out.toString(StandardCharsets.UTF_8)).contains(login + " is a new login and the dynasty's player "
                + "as Brass_Monkey").contains("read the player view only");
        try (Connection c = DriverManager.getConnection(TestServer.as(to, login, "pw"))) {
            String sql = "SELECT state FROM public.bot_loadout";
            assertThatThrownBy(() -> c.createStatement().executeQuery(sql)).as("%s tried: %s", login, sql)
                    .hasMessageContaining("permission denied");
            String view = "SELECT state FROM bot_loadout WHERE player_id = (SELECT id FROM player WHERE name = "
                    + "'Brass_Monkey')";
            try (var rs = c.createStatement().executeQuery(view)) {
                assertThat(rs.next()).as(view).isTrue();
                assertThat(rs.getString(1)).as("%s read: %s", login, view).contains("Clanky")
                        .contains("\"script\": \"\"");
            }
        }
    }

    @Test
    void badArgumentsAreRefusedInOneLineAndNothingChanges() {
        assertThat(run("member", "add", "--to=jdbc:h2:mem:x;password=secret", "--login=a", "--role=player",
                "--player=X")).isEqualTo(2);
        assertThat(errors()).contains("--to must name a PostgreSQL database").doesNotContain("secret");
        assertThat(run("member", "add", "--to=jdbc:postgresql://127.0.0.1:1/x", "--login=a", "--role=king"))
                .isEqualTo(2);
        assertThat(errors()).contains("--role must be emperor, admin or player, not 'king'");
        assertThat(run("member", "add", "--to=jdbc:postgresql://127.0.0.1:1/x", "--login=a", "--role=player"))
                .isEqualTo(2);
        assertThat(errors()).contains("say which with --player=NAME");
        assertThat(run("member", "remove", "--to=jdbc:postgresql://127.0.0.1:1/x", "--login=a", "--role=admin"))
                .isEqualTo(2);
        assertThat(errors()).contains("'remove' is not something member does");
    }

    @Test
    void aPlayerNotOnTheRosterIsRefusedNamingThoseItHas() {
        String to = shared();
        assertThat(run("member", "add", "--to=" + to, "--login=nobody_here", "--role=player", "--player=Nobody",
                "--password=pw")).isEqualTo(1);
        assertThat(errors()).contains("The roster has no player named 'Nobody'; it has: Ferrous, Brass_Monkey")
                .contains("Nothing was changed").doesNotContain("Exception");
    }
}
