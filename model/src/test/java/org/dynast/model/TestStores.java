package org.dynast.model;

import java.time.LocalDate;
import java.util.SplittableRandom;
import java.util.UUID;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.GameClock;
import org.dynast.model.time.ManualGameClock;

/**
 * In-memory stores with a manual clock for model tests; on PostgreSQL when the run asks for it (see {@link TestServer}),
 * for the store suite's second half.
 */
public final class TestStores {

    public static final String ADMIN = "Ferrous";

    private TestStores() {
    }

    public static ManualGameClock clock() {
        return ManualGameClock.at("2026-11-20T12:00:00Z");
    }

    /** A fresh in-memory store whose seed source is seeded, so every test draws the same rolls and Bouts. */
    public static GameStore store(GameClock clock) {
        if (TestServer.postgresql()) { // the store suite's PostgreSQL half (issue 36): a fresh database per store
            return GameStore.onServer(TestServer.freshDatabase(), clock, new SplittableRandom(205)::nextLong,
                    DynastyModules.installed());
        }
        return GameStore.inMemory("test-" + UUID.randomUUID(), clock, new SplittableRandom(205)::nextLong);
    }

    /**
     * A fresh store with {@code modules} installed (a subset, or a test's own module besides them), its seed source
     * seeded; on PostgreSQL a fresh database of the installed modules' schema, opened with these.
     */
    public static GameStore store(GameClock clock, DynastyModules modules) {
        if (TestServer.postgresql()) {
            return GameStore.onServer(TestServer.freshDatabase(), clock, new SplittableRandom(205)::nextLong, modules);
        }
        return GameStore.inMemory("test-" + UUID.randomUUID(), clock, modules);
    }

    public static Dynasty operatorsDynasty(GameStore store) {
        return store.dynasties().found(ADMIN, "Bots", 205, new Terms("Operator", "Operators", "Announcer"), ADMIN,
                LocalDate.of(2026, 11, 1));
    }
}
