package org.dynast.model.blogbots.arena;

import java.util.List;
import org.dynast.model.blogbots.bots.Bot;

/**
 * What a Bout came to. {@code bots} are the Bots after the Bout (their Conditions as they ended, Nox
 * Tanks at 0%; Shock damage lasts "until the end of the Bout" and is not in them), in turn order;
 * {@code tallies} likewise; {@code winner} is the index in {@code entrants} order (first, second), of
 * the Operator-controlled Bots. {@code events} is empty when the Bout ran without recording.
 */
public record BoutResult(Ending ending, int winner, String winnerName, boolean tieBreak, String why, int turns,
                         int rounds, boolean suddenDeath, List<String> names, List<Integer> tallies, List<Bot> bots,
                         List<BoutEvent> events) {
    public BoutResult {
        names = List.copyOf(names);
        tallies = List.copyOf(tallies);
        bots = List.copyOf(bots);
        events = List.copyOf(events);
    }
}
