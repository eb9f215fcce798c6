package org.dynast.model.blogbots;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.dynast.model.module.DynastyModule;
import org.dynast.model.module.ModuleContext;
import org.dynast.model.module.ModuleEngine;
import org.dynast.model.ruleset.ShippedRuleset;

/** Ruleset 205 ("Operator" / "Announcer"): the robot workshop, BotScript, the 1D arena, Bouts and the Tournament. */
public final class BlogBotsModule implements DynastyModule {

    public static final String ID = "blogbots";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "BlogBots — workshop, arena, Bouts and Tournament (Ruleset 205)";
    }

    @Override
    public Set<Integer> rulesets() {
        return Set.of(205);
    }

    /** The text of Ruleset 205, this module's own resource. */
    public static final ShippedRuleset RULESET_205 = new ShippedRuleset(205, "/org/dynast/model/blogbots/ruleset-205-bots.txt",
            "Ruleset 205 \u2014 Bots", "Operator", "Operators", "Announcer");

    @Override
    public List<ShippedRuleset> shippedRulesets() {
        return List.of(RULESET_205);
    }

    @Override
    public Map<Integer, String> coreRulesProfiles() {
        return Map.of(205, "/org/dynast/model/blogbots/core-rules-205.json");
    }

    @Override
    public ModuleEngine open(ModuleContext context) {
        return new BlogBots(this, context);
    }
}
