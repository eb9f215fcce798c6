package org.dynast.model.districts;

import java.util.List;
import java.util.Set;
import org.dynast.model.module.DynastyModule;
import org.dynast.model.module.ModuleContext;
import org.dynast.model.module.ModuleEngine;

/**
 * Ruleset 217 ("District" / "City"): Dilemmas and Reactions, Commons, Innovation, the City's private Factions and
 * Cultures, Mooting and Socializing, and the Conclave. It stands on the generic tracker, whose Districts template
 * holds the public table; a dynasty that runs it without the tracker has its actions refused.
 */
public final class DistrictsModule implements DynastyModule {

    public static final String ID = "districts";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Districts — Dilemmas, Factions and the Conclave (Ruleset 217)";
    }

    @Override
    public Set<Integer> rulesets() {
        return Set.of(217);
    }

    @Override
    public List<String> migrationLocations() {
        return List.of("db/districts");
    }

    @Override
    public ModuleEngine open(ModuleContext context) {
        return new DistrictsEngine(this, context);
    }
}
