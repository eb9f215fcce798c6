package org.dynast.model.factory;

import java.util.Set;
import org.dynast.model.module.DynastyModule;
import org.dynast.model.module.ModuleContext;
import org.dynast.model.module.ModuleEngine;

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

    @Override
    public ModuleEngine open(ModuleContext context) {
        return new FactoryEngine(this, context);
    }
}
