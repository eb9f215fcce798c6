package org.dynast.model.module;

import java.util.Optional;

/** A module at work on one open dynasty file: its services, its part of the dynasty file and its demo. */
public interface ModuleEngine {

    /** The module this engine belongs to. */
    DynastyModule module();

    /** Its part of the dynasty export and import, if it keeps gamestate. */
    default Optional<ModuleExchange> exchange() {
        return Optional.empty();
    }

    /**
     * Founds this module's demo dynasty in a new, empty file (the first launch), as actions that cannot be
     * undone. Modules are seeded in registry order, so the first module's demo is shown first.
     */
    default void seedDemo(String actor) {
    }
}
