package org.dynast.model.wizards;

import java.util.List;
import java.util.Set;
import org.dynast.model.module.DynastyModule;
import org.dynast.model.module.ModuleContext;
import org.dynast.model.module.ModuleEngine;

/**
 * Ruleset 168 ("Wizard" / "King"): creatures and their breeding, feeding, Duels, Campaigns, the court, the Druid and
 * the Traitor. It stands on the generic tracker: the Wizards' table (Stable, Food, Favor, Allies, Elimination…) is
 * the tracker's, on its Ruleset 168 template; this module keeps the rest and applies the rules.
 */
public final class WizardsModule implements DynastyModule {

    public static final String ID = "wizards";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Wizards — creatures, Duels, Campaigns and the court (Ruleset 168)";
    }

    @Override
    public Set<Integer> rulesets() {
        return Set.of(168);
    }

    @Override
    public List<String> migrationLocations() {
        return List.of("db/wizards");
    }

    @Override
    public ModuleEngine open(ModuleContext context) {
        return new WizardsEngine(this, context);
    }
}
