package org.dynast.model.blogbots.arena;

import java.util.List;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.Part;

/**
 * The standard pair of Bots with 10-line Scripts that the benchmark ({@code dynast bench-bouts}) and the
 * golden replays use, and a House Bot: public, fixed, and legal under Ruleset 205.
 */
public final class StandardBots {

    private StandardBots() {
    }

    /** A Nuclear Incisor with an Axe, a Ram and a Flipper that charges and chops. */
    public static Entrant brawler() {
        Bot bot = new Bot("Brawler", Part.engine("Nuclear", 100), Part.chassis("Incisor TRN9P", 100),
                List.of(Part.system("Axe", 100), Part.system("Ram", 100), Part.system("Flipper", 100)));
        return Entrant.of(bot, String.join("\n",
                "If the Actor has Flipped, use the following System: Flipper",
                "If the space behind the Actor are occupied by an Opponent, turn to face the other way",
                "If the space in front of the Actor are occupied by an Opponent and the current turn number is odd, use the following System: Axe",
                "If the space in front of the Actor are occupied by an Opponent, move forwards 3 times",
                "If any of the 3 spaces in front of the Actor are occupied by an Opponent, use the following System: Flipper",
                "If the Actor is in the space numbered 17 or higher, move backwards 2 times",
                "If the Actor is in the space numbered 3 or lower, move backwards 2 times",
                "If the 2 spaces in front of the Actor are empty, move forwards 2 times",
                "If the first closest Opponent is evading, block",
                "If the current turn is 1 or more, move forwards 1 times"), "Ada");
    }

    /** A Hydraulic Holdfast with a Taser, a Grinder, Spikes and a Lead Weight that keeps its distance. */
    public static Entrant skirmisher() {
        Bot bot = new Bot("Skirmisher", Part.engine("Hydraulic", 100), Part.chassis("Titanium Holdfast", 100),
                List.of(Part.system("Spikes", 100), Part.system("Grinder", 100), Part.system("Taser", 100),
                        Part.system("Lead Weight", 100)));
        return Entrant.of(bot, String.join("\n",
                "If the space behind the Actor are occupied by an Opponent, bypass forwards 3 times",
                "If the Actor is in the space numbered 2 or lower, bypass forwards 4 times",
                "If the Actor is in the space numbered 18 or higher, bypass forwards 4 times",
                "If the space in front of the Actor are occupied by an Opponent and the current round number is even, use the following System: Grinder",
                "If the space in front of the Actor are occupied by an Opponent, evade",
                "If any of the 4 spaces in front of the Actor are occupied by an Opponent, use the following System: Taser",
                "If the first closest Opponent has Flipped, move forwards 2 times",
                "If the 3 spaces behind the Actor are empty, move backwards 1 times",
                "If the current round is 20 or more, move forwards 2 times",
                "If the current turn is 1 or more, turn to face the other way"), "Bea");
    }

    /** A House Bot ("at least one system"), within the ₩12,000 Bot Value. */
    public static Entrant houseBot() {
        Bot bot = new Bot("Sir Clank", Part.engine("Petrol", 100), Part.chassis("Apex Systems X1500", 100),
                List.of(Part.system("Pincers", 100)));
        return new Entrant(bot, String.join("\n",
                "If the space in front of the Actor are occupied by an Opponent, use the following System: Pincers",
                "If the space behind the Actor are occupied by an Opponent, turn to face the other way",
                "If the current turn is 1 or more, move forwards 1 times"), null, true);
    }
}
