package org.dynast.model.wizards;

import java.util.List;
import java.util.Set;
import org.dynast.model.module.DynastyModule;
import org.dynast.model.ruleset.ShippedRuleset;
import org.dynast.model.module.ModuleContext;
import org.dynast.model.module.ModuleEngine;

/**
 * Ruleset 168 ("Wizard" / "King"): creatures and their breeding, feeding, Duels, Campaigns, the court, the Druid and
 * the Traitor. It stands on the generic tracker: the Wizards' table (Stable, Food, Favor, Allies, Elimination…) is
 * the tracker's, on its Ruleset 168 template; this module keeps the rest and applies the rules.
 */
public final class WizardsModule implements DynastyModule, org.dynast.model.tracker.Templates.TrackerTemplates {

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
    public java.util.List<ShippedRuleset> shippedRulesets() {
        return java.util.List.of(RULESET_168);
    }

    @Override
    public java.util.Map<Integer, String> coreRulesProfiles() {
        return java.util.Map.of(168, "/org/dynast/model/wizards/core-rules-168.json");
    }

    @Override
    public java.util.Set<String> buildsOn() {
        return java.util.Set.of(org.dynast.model.tracker.TrackerModule.ID);
    }

    @Override
    public java.util.List<org.dynast.model.tracker.Templates.Template> trackerTemplates() {
        return java.util.List.of(new org.dynast.model.tracker.Templates.Template("wizards-168", "Ruleset 168 Wizards",
                "/org/dynast/model/wizards/tracker-template-168.json", java.util.Set.of(168)));
    }

    @Override
    public ModuleEngine open(ModuleContext context) {
        return new WizardsEngine(this, context);
    }
}
