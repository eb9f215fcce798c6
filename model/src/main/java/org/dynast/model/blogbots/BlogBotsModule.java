package org.dynast.model.blogbots;

import java.util.Set;
import org.dynast.model.module.DynastyModule;
import org.dynast.model.module.ModuleContext;
import org.dynast.model.module.ModuleEngine;

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

    @Override
    public ModuleEngine open(ModuleContext context) {
        return new BlogBots(this, context);
    }
}
