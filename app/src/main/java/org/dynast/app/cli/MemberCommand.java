package org.dynast.app.cli;

import java.sql.Connection;
import java.sql.SQLException;
import org.dynast.app.module.Command;
import org.dynast.model.store.ServerRoles;
import org.dynast.model.store.StoreException;
import picocli.CommandLine;

/**
 * {@code dynast member add --to=URL --login=LOGIN --role=emperor|admin|player [--player=NAME] [--dynasty=NAME]
 * [--password[=PW]]} (issue 36): the emperor, connected as the owner of a shared dynasty's database, gives a login one
 * of the roles the server enforces ({@link ServerRoles}), setting the roles up first. A Player is tied to a roster
 * player: the server then lets that login read the player view only and write only its own Vote.
 */
@CommandLine.Command(name = "member", description = "Give a login a role in a shared dynasty (emperor, admin or "
        + "player), enforced by the PostgreSQL server: dynast member add --to=URL --login=LOGIN --role=player "
        + "--player=NAME.")
final class MemberCommand extends Command {

    @CommandLine.Parameters(index = "0", paramLabel = "add", description = "what to do: add (or change) a member")
    String action;

    @CommandLine.Option(names = "--to", paramLabel = "URL", required = true,
            description = "the shared dynasty's database, as a jdbc:postgresql: URL naming its owner")
    String url;

    @CommandLine.Option(names = "--login", paramLabel = "LOGIN", required = true,
            description = "the member's login on the server (made if new: lower-case letters, digits and _)")
    String login;

    @CommandLine.Option(names = "--role", paramLabel = "ROLE", required = true,
            description = "emperor, admin or player")
    String role;

    @CommandLine.Option(names = "--player", paramLabel = "NAME",
            description = "for a player: who they are on the roster")
    String player;

    @CommandLine.Option(names = "--dynasty", paramLabel = "NAME",
            description = "for a player: the dynasty, if the database holds more than one")
    String dynasty;

    @CommandLine.Option(names = "--password", paramLabel = "PW", arity = "0..1", interactive = true,
            description = "a new login's password (asked for if the option is given without one)")
    String password;

    @Override
    protected int run() {
        String shown = url == null ? "" : url.replaceAll("(?i)password=[^&]*", "password=…");
        if (!"add".equals(action)) {
            return badArguments("'" + action + "' is not something member does: it does add (dynast member add …)");
        }
        if (!url.startsWith("jdbc:postgresql:")) {
            return badArguments("--to must name a PostgreSQL database (jdbc:postgresql://host:port/database?user=…"
                    + "&password=…), not '" + shown + "'");
        }
        var named = ServerRoles.Role.named(role);
        if (named.isEmpty()) {
            return badArguments("--role must be emperor, admin or player, not '" + role + "'");
        }
        if (named.get() == ServerRoles.Role.PLAYER && (player == null || player.isBlank())) {
            return badArguments("a player is one of the roster: say which with --player=NAME");
        }
        if (named.get() != ServerRoles.Role.PLAYER && player != null) {
            return badArguments("--player is for --role=player only (an " + named.get().word() + " is no roster "
                    + "player here)");
        }
        try (Connection owner = ServerRoles.connect(url)) {
            String done = ServerRoles.addMember(owner, login, named.get(), dynasty, player, password);
            out.println(done + ".");
            out.println(switch (named.get()) {
                case PLAYER -> "The server lets this login read the player view only (schema player_view: no Script, "
                        + "plan, PM, secret roll, seed or private book) and write only their own Vote.";
                case ADMIN -> "The server lets this login keep the dynasty, but not rename or delete it or change its "
                        + "modules, which only the emperor does.";
                case EMPEROR -> "The server lets this login do everything in the dynasty.";
            });
            return 0;
        } catch (StoreException e) {
            return failed(e.getMessage());
        } catch (SQLException e) {
            return failed("Could not close the connection to " + shown + ": " + e.getMessage());
        }
    }
}
