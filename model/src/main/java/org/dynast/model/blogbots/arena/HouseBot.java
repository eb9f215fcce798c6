package org.dynast.model.blogbots.arena;

import java.util.Objects;
import org.dynast.model.blogbots.bots.Bot;

/**
 * A House Bot (rule "House Bots"): "House Bots are Bots that are controlled by the Announcer", with "a name, an
 * engine, chassis and at least one system ... and a script, all of which is publicly tracked" (so the Script here
 * is public, unlike an Operator's).
 */
public record HouseBot(long id, long dynastyId, Bot bot, String script) {
    public HouseBot {
        Objects.requireNonNull(bot, "bot");
        script = script == null ? "" : script;
    }

    public String name() {
        return bot.name();
    }

    /** The House Bot as a Bout's entrant (Configuration "House bot" sets its Conditions to 80% when drawn). */
    public Entrant entrant() {
        return new Entrant(bot, script, null, true);
    }
}
