package org.dynast.model.module;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.dynast.model.ruleset.ShippedRuleset;

/**
 * A dynasty engine that plugs into the core: the rules, gamestate and exchange of one family of dynasties
 * (Ruleset 205's BlogBots, Ruleset 190's factory…). Modules are found by {@link java.util.ServiceLoader}
 * and listed by {@link DynastyModules}; the core names none of them. Each dynasty records which modules it
 * runs, and a module's tables accept changes only in the dynasties that run it.
 *
 * <p>The model side is pure Java; the console adds its tabs under the same {@link #id()}.
 */
public interface DynastyModule {

    /** A short, stable id, written in the dynasty file and in exports ("blogbots"). */
    String id();

    /** What the emperor sees ("BlogBots — workshop, bouts and tournament"). */
    String title();

    /** The ruleset numbers whose dynasties run this module unless the emperor says otherwise. */
    Set<Integer> rulesets();

    /**
     * Whether the module serves any ruleset (a generic module such as the gamestate tracker): New Dynasty suggests it
     * for a ruleset that no installed module serves.
     */
    default boolean anyRuleset() {
        return false;
    }

    /**
     * The ids of the modules this one builds on (the Wizards and the Districts stand on the gamestate tracker): a
     * dynasty that runs this module runs those by default too, and this module's packages may use theirs (the
     * architecture rules allow it nothing else but the core).
     */
    default Set<String> buildsOn() {
        return Set.of();
    }

    /** The BlogNomic ruleset texts this module brings (its own resources), which a new dynasty can start from. */
    default List<ShippedRuleset> shippedRulesets() {
        return List.of();
    }

    /**
     * The core-rules profiles this module brings, by the ruleset they are for: the absolute resource name of each
     * profile's JSON ({@code /org/dynast/model/blogbots/core-rules-205.json}), whose id is {@code ruleset-<number>}.
     */
    default Map<Integer, String> coreRulesProfiles() {
        return Map.of();
    }

    /**
     * Where the module's own Flyway migrations are on the class path ({@code db/wizards}), beside the core's
     * {@code db/migration}. The module's schema has a history of its own ({@code flyway_schema_history_<id>}), so its
     * versions need no place in the core's sequence, and a build without the module still opens a file with its tables.
     * (The module tables of V5–V8 predate modules and stay in the core's migrations, as every file recorded them.)
     */
    default List<String> migrationLocations() {
        return List.of();
    }

    /**
     * Builds the module's repositories and services on one open dynasty file. Called once per file, after the
     * core is built; the module registers its tables with {@link ModuleContext#register}.
     */
    ModuleEngine open(ModuleContext context);
}
