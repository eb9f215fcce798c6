package org.dynast.app.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.dynast.app.module.Command;
import org.dynast.model.Refusal;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.store.DynastyShare;
import org.dynast.model.store.GameStore;
import org.dynast.model.store.StoreException;
import org.dynast.model.time.GameClock;
import picocli.CommandLine;

/**
 * {@code dynast share --file=FILE --dynasty=NAME --to=URL} (issue 36): copies one dynasty with its history from a
 * dynasty file into a PostgreSQL database the team opens, checked as an import is and written in one transaction
 * (see {@link DynastyShare}). The file is opened read-only and left as it was.
 */
@CommandLine.Command(name = "share", description = "Copy a dynasty with its history from a dynasty file into a "
        + "PostgreSQL database (jdbc:postgresql://host:port/database?user=...&password=...), checked like an import.")
final class ShareCommand extends Command {

    @CommandLine.Option(names = "--file", paramLabel = "FILE", required = true, description = "the dynasty file")
    Path file;

    @CommandLine.Option(names = "--dynasty", paramLabel = "NAME", required = true, description = "the dynasty's name")
    String dynasty;

    @CommandLine.Option(names = "--to", paramLabel = "URL", required = true,
            description = "the PostgreSQL database, as a jdbc:postgresql: URL")
    String url;

    @CommandLine.Option(names = "--as", paramLabel = "ADMIN", defaultValue = "Emperor",
            description = "who the shared copy's log says imported it (default: ${DEFAULT-VALUE})")
    String actor;

    @Override
    protected int run() {
        if (!url.startsWith("jdbc:postgresql:")) {
            return badArguments("--to must name a PostgreSQL database (jdbc:postgresql://host:port/database?user=…"
                    + "&password=…), not '" + url.replaceAll("(?i)password=[^&]*", "password=…") + "'");
        }
        if (!Files.exists(file) && !Files.exists(Path.of(file + ".mv.db"))) {
            return badArguments("there is no dynasty file " + file);
        }
        GameClock clock = GameClock.system();
        try (GameStore own = GameStore.openReadOnly(file, clock, modules)) {
            List<Dynasty> named = own.dynasties().all().stream().filter(d -> d.name().equals(dynasty)).toList();
            if (named.isEmpty()) {
                return failed(file + " has no dynasty named '" + dynasty + "'; it has: " + String.join(", ",
                        own.dynasties().all().stream().map(Dynasty::name).toList()) + ". Nothing was copied.");
            }
            try (GameStore team = GameStore.onServer(url, clock, null, modules)) {
                DynastyShare.Shared shared = DynastyShare.copy(own, named.get(0).id(), team, actor);
                out.printf("shared %s into %s as '%s' (%,d characters of export); the team opens it there.%n",
                        dynasty, team.description(), shared.copy().name(), shared.characters());
                out.println("A dynasty on a server has no file lock, seal or automatic backups: the server keeps it "
                        + "(back it up with dynast backup --from=URL --to=FILE, or pg_dump).");
                return 0;
            }
        } catch (Refusal | StoreException e) {
            return failed(e.getMessage());
        }
    }
}
