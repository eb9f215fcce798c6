package org.dynast.model.factory;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.dynast.model.module.DynastyModule;
import org.dynast.model.module.ModuleContext;
import org.dynast.model.module.ModuleEngine;
import org.dynast.model.ruleset.ShippedRuleset;

/** Ruleset 190 ("Worker" / "Factory"): machine Lines, Widgets, Boxes, Cogs, Things, Clients and the Cycle. */
public final class FactoryModule implements DynastyModule {

    public static final String ID = "factory";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Factory — machine Lines, Clients and the Cycle (Ruleset 190)";
    }

    @Override
    public Set<Integer> rulesets() {
        return Set.of(190);
    }

    /** The text of Ruleset 190, this module's own resource. */
    public static final ShippedRuleset RULESET_190 = new ShippedRuleset(190, "/org/dynast/model/factory/ruleset-190-factory.txt",
            "Ruleset 190 \u2014 Factory", "Worker", "Workers", "Factory");

    @Override
    public List<ShippedRuleset> shippedRulesets() {
        return List.of(RULESET_190);
    }

    @Override
    public Map<Integer, String> coreRulesProfiles() {
        return Map.of(190, "/org/dynast/model/factory/core-rules-190.json");
    }

    @Override
    public ModuleEngine open(ModuleContext context) {
        return new FactoryEngine(this, context);
    }
}
