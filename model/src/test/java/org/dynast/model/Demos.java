package org.dynast.model;

import java.util.List;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;

/**
 * What a new dynasty file holds with the modules installed in this build: each module's demo dynasty, in registry
 * order. Tests whose point is "the whole demo is there" (after a crash, a restore, a reopen) compare with this
 * instead of counting the demos, so that a module added or left out changes no test (issue 34).
 */
public final class Demos {

    private static List<String> names;

    private Demos() {
    }

    /** The demo dynasties' names, as a new file seeds them: read once from a fresh in-memory store. */
    public static synchronized List<String> names() {
        if (names == null) {
            try (GameStore store = TestStores.store(TestStores.clock())) {
                DemoDynasty.seedIfEmpty(store, TestStores.ADMIN);
                names = store.dynasties().all().stream().map(Dynasty::name).toList();
            }
        }
        return names;
    }

    /** How many demo dynasties a new file holds. */
    public static int count() {
        return names().size();
    }
}
