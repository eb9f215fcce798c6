package org.dynast.app.cli;

import java.nio.file.Path;
import org.dynast.app.module.Command;
import org.dynast.model.Refusal;
import org.dynast.model.store.DynastyShare;
import org.dynast.model.store.StoreException;
import org.dynast.model.time.GameClock;
import picocli.CommandLine;

/**
 * {@code dynast backup --from=URL --to=FILE [--dynasty=NAME]} (issue 36): backs up a shared dynasty, with its whole
 * history, from its PostgreSQL database into a new dynasty file, checked as an import is and written in one
 * transaction (see {@link DynastyShare#backUp}). The file opens in any console; {@code dynast share} restores it into
 * a fresh database.
 */
@CommandLine.Command(name = "backup", description = "Back up a shared dynasty with its history from its PostgreSQL "
        + "database into a new dynasty file (restore it with dynast share into a fresh database).")
final class BackupCommand extends Command {

    @CommandLine.Option(names = "--from", paramLabel = "URL", required = true,
            description = "the shared dynasty's database, as a jdbc:postgresql: URL")
    String url;

    @CommandLine.Option(names = "--to", paramLabel = "FILE", required = true,
            description = "the new dynasty file (refused if it is there already)")
    Path file;

    @CommandLine.Option(names = "--dynasty", paramLabel = "NAME",
            description = "the dynasty's name, if the database holds more than one")
    String dynasty;

    @CommandLine.Option(names = "--as", paramLabel = "ADMIN", defaultValue = "Emperor",
            description = "who the backup's log says copied it (default: ${DEFAULT-VALUE})")
    String actor;

    @Override
    protected int run() {
        if (!url.startsWith("jdbc:postgresql:")) {
            return badArguments("--from must name a PostgreSQL database (jdbc:postgresql://host:port/database?user=…"
                    + "&password=…), not '" + url.replaceAll("(?i)password=[^&]*", "password=…") + "'");
        }
        try {
            DynastyShare.BackedUp done = DynastyShare.backUp(url, dynasty, file, GameClock.system(), modules, actor);
            out.printf("backed up %s with its history into %s (%,d characters of export); open it as a dynasty file, "
                    + "or restore it with dynast share --file=%s --dynasty=\"%s\" --to=<a fresh database>.%n",
                    done.shared().copy().name(), done.file(), done.shared().characters(), done.file(),
                    done.shared().copy().name());
            return 0;
        } catch (Refusal | StoreException e) {
            return failed(e.getMessage());
        }
    }
}
