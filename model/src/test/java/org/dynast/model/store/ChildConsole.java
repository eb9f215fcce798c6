package org.dynast.model.store;

import java.io.IOException;
import java.nio.file.Path;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.time.GameClock;

/**
 * A second Dynast process for {@link DynastyFileTest} and {@link CrashRecoveryTest}: "hold" opens the file and keeps
 * it open until its standard input closes; "write" adds players forever, printing each one after its commit; "write-one" adds one and holds the file;
 * "launch" opens the file as the console's first launch does (creating it with the demo, or migrating it) and exits.
 */
public final class ChildConsole {

    private ChildConsole() {
    }

    public static void main(String[] args) throws IOException {
        Path file = Path.of(args[1]);
        if (args[0].equals("launch")) {
            try (GameStore store = GameStore.open(file, GameClock.system(), s -> DemoDynasty.seedIfEmpty(s, "Child"))) {
                System.out.println("open " + store.dynasties().all().size());
            }
            return;
        }
        try (GameStore store = GameStore.open(file, GameClock.system())) {
            Dynasty dynasty = DemoDynasty.seedIfEmpty(store, "Child");
            System.out.println("open");
            System.out.flush();
            if (args[0].equals("write-one")) { // one player committed, then the file held until killed
                store.roster().addPlayer(dynasty.id(), "Child", "Child0", false, null);
                System.out.println("committed Child0");
                System.out.flush();
                while (System.in.read() >= 0) {
                    // wait to be killed
                }
                return;
            }
            if (args[0].equals("hold")) {
                while (System.in.read() >= 0) {
                    // wait for the parent to close our input
                }
                return;
            }
            for (int i = 0; ; i++) {
                String name = "Crash" + i;
                store.roster().addPlayer(dynasty.id(), "Child", name, false, null);
                System.out.println("committed " + name);
                System.out.flush();
            }
        }
    }
}
