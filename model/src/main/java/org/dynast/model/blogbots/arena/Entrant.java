package org.dynast.model.blogbots.arena;

import java.util.Objects;
import org.dynast.model.blogbots.bots.Bot;

/**
 * One Bot entering a Bout: the Bot, its Script (private: "Bots' Scripts are tracked privately by the
 * Announcer"), its Operator's name (null for a House Bot) and whether it is a House Bot.
 */
public record Entrant(Bot bot, String script, String operator, boolean houseBot) {
    public Entrant {
        Objects.requireNonNull(bot, "bot");
        script = script == null ? "" : script;
    }

    public static Entrant of(Bot bot, String script, String operator) {
        return new Entrant(bot, script, operator, false);
    }

    public String name() {
        return bot.name();
    }

    /** This entrant without its Script, for a player-safe view. */
    public Entrant withoutScript() {
        return new Entrant(bot, "", operator, houseBot);
    }
}
