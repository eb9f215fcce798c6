package org.dynast.model.districts;

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
 * Ruleset 217 ("District" / "City"): Dilemmas and Reactions, Commons, Innovation, the City's private Factions and
 * Cultures, Mooting and Socializing, and the Conclave. It stands on the generic tracker, whose Districts template
 * holds the public table; a dynasty that runs it without the tracker has its actions refused.
 */
public final class DistrictsModule implements DynastyModule, Templates.TrackerTemplates {

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

    /** The text of Ruleset 217, this module's own resource. */
    public static final ShippedRuleset RULESET_217 = new ShippedRuleset(217, "/org/dynast/model/districts/ruleset-217-districts.txt",
            "Ruleset 217 \u2014 Districts", "District", "Districts", "City");

    @Override
    public List<ShippedRuleset> shippedRulesets() {
        return List.of(RULESET_217);
    }

    @Override
    public Map<Integer, String> coreRulesProfiles() {
        return Map.of(217, "/org/dynast/model/districts/core-rules-217.json");
    }

    @Override
    public Set<String> buildsOn() {
        return Set.of(TrackerModule.ID);
    }

    @Override
    public List<Templates.Template> trackerTemplates() {
        return List.of(new Templates.Template("districts-217", "Ruleset 217 Districts",
                "/org/dynast/model/districts/tracker-template-217.json", Set.of(217)));
    }

    @Override
    public ModuleEngine open(ModuleContext context) {
        return new DistrictsEngine(this, context);
    }
}
