package org.dynast.model.wizards;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.dynast.model.module.DynastyModule;
import org.dynast.model.module.ModuleContext;
import org.dynast.model.module.ModuleEngine;
import org.dynast.model.ruleset.ShippedRuleset;
import org.dynast.model.tracker.Templates;
import org.dynast.model.tracker.TrackerModule;

/**
 * Ruleset 168 ("Wizard" / "King"): creatures and their breeding, feeding, Duels, Campaigns, the court, the Druid and
 * the Traitor. It stands on the generic tracker: the Wizards' table (Stable, Food, Favor, Allies, Elimination…) is
 * the tracker's, on its Ruleset 168 template; this module keeps the rest and applies the rules.
 */
public final class WizardsModule implements DynastyModule, Templates.TrackerTemplates {

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

    /** The text of Ruleset 168, this module's own resource. */
    public static final ShippedRuleset RULESET_168 = new ShippedRuleset(168, "/org/dynast/model/wizards/ruleset-168-wizards.txt",
            "Ruleset 168 \u2014 Wizards", "Wizard", "Wizards", "King");

    @Override
    public List<ShippedRuleset> shippedRulesets() {
        return List.of(RULESET_168);
    }

    @Override
    public Map<Integer, String> coreRulesProfiles() {
        return Map.of(168, "/org/dynast/model/wizards/core-rules-168.json");
    }

    @Override
    public Set<String> buildsOn() {
        return Set.of(TrackerModule.ID);
    }

    @Override
    public List<Templates.Template> trackerTemplates() {
        return List.of(new Templates.Template("wizards-168", "Ruleset 168 Wizards",
                "/org/dynast/model/wizards/tracker-template-168.json", Set.of(168)));
    }

    @Override
    public ModuleEngine open(ModuleContext context) {
        return new WizardsEngine(this, context);
    }
}
