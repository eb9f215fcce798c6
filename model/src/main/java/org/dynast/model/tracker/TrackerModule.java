package org.dynast.model.tracker;

import java.util.List;
import java.util.Set;
import org.dynast.model.module.DynastyModule;
import org.dynast.model.module.ModuleContext;
import org.dynast.model.module.ModuleEngine;

/**
 * The generic gamestate tracker (the GNDT done right): columns, rows, global values, checks and actions as data, for
 * any dynasty. The dynasties of the modules that build on it run it by default, each on its module's template; any
 * other dynasty may choose it.
 */
public final class TrackerModule implements DynastyModule {

    public static final String ID = "tracker";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Gamestate tracker — columns, checks and actions as data, for any ruleset";
    }

    @Override
    public Set<Integer> rulesets() {
        return Set.of(); // the modules that build on it bring it along (DynastyModules.defaultsFor)
    }

    /** New Dynasty suggests the tracker for any ruleset without an engine of its own. */
    @Override
    public boolean anyRuleset() {
        return true;
    }

    @Override
    public List<String> migrationLocations() {
        return List.of("db/tracker");
    }

    @Override
    public ModuleEngine open(ModuleContext context) {
        return new TrackerEngine(this, context);
    }
}
