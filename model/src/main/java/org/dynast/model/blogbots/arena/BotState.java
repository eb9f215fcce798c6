package org.dynast.model.blogbots.arena;

import java.util.List;

/**
 * One Bot as it stands after an event: enough to draw it (square, facing, evading, blocking,
 * Conditions, Statuses) plus its Tally (private; the player-safe export blanks it).
 *
 * @param systems  the Conditions of its Systems front to back
 * @param statuses "Flipped", "Scorched", "Loose", "Scrambled", "Anchored [x]"
 * @param present  false once a House Bot has been removed from the Bout
 * @param letter   the letter of the Physical Obstacle square it is on (above or below {@code square}), or null
 */
public record BotState(String name, int square, Facing facing, boolean evading, boolean blocking, int engine,
                       int chassis, List<Integer> systems, List<String> statuses, int tally, boolean present,
                       String letter) {
    public BotState {
        systems = List.copyOf(systems);
        statuses = List.copyOf(statuses);
    }
}
