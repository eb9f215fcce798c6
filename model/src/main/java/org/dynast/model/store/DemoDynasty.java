package org.dynast.model.store;

import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.module.ModuleEngine;

/**
 * The demo a new console opens on: each installed module founds its own demo dynasty, in registry order, so the
 * first module's is shown first. Seeded as actions that cannot be undone.
 */
public final class DemoDynasty {

    private DemoDynasty() {
    }

    /** Founds the modules' demo dynasties in {@code store} if the file has no dynasty yet; returns the first. */
    public static Dynasty seedIfEmpty(GameStore store, String actor) {
        var existing = store.dynasties().all();
        if (existing.isEmpty() && store.dynasties().deleted().isEmpty()) { // a file whose dynasties were deleted is no new file
            for (ModuleEngine engine : store.engines()) {
                engine.seedDemo(actor);
            }
        }
        return store.dynasties().all().stream().findFirst().orElse(null);
    }
}
