package org.dynast.model.blogbots.arena;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a Bout saved between two turns ("start from here") carries beyond the Bots' places, Conditions, Tallies and
 * Statuses, so that the rest of the Bout is run exactly as the original: the generator's draws so far, the round and
 * the turn order, and each Bot's Tokens, Shock damage, scrambled Script order, when its Statuses end, who inflicted
 * them, and what its last turn did (the line it ran, the System it used, whether it evaded).
 *
 * @param draws          the generator's steps since it was seeded ({@link Generator})
 * @param order          the turn order, by Bot name (the Bots' order in every event)
 * @param sequence       the count of moves made so far (which Bot "moved most recently")
 */
public record BoutResume(long draws, int round, int turnsThisRound, boolean suddenDeath, long sequence,
                         List<String> order, List<Bot> bots) {

    public BoutResume {
        order = List.copyOf(order);
        bots = List.copyOf(bots);
    }

    /**
     * One Bot's hidden state.
     *
     * @param shock          Shock damage per component (Engine, Chassis, then the Systems front to back)
     * @param tokens         its Tokens by lower-case name ("Tokens ... are privately tracked")
     * @param triggerOrder   its Script's Trigger order (shuffled while Scrambled), 0-based line indexes
     * @param inflicters     per Status, the Bot that inflicted it
     */
    public record Bot(String name, boolean removed, boolean blocking, boolean springs, List<Integer> shock,
                      Map<String, Long> tokens, List<Integer> triggerOrder, List<Integer> reactionOrder,
                      int flippedTurn, int flipImmuneThrough, boolean scrambledEver, int scrambleEndRound,
                      int scrambleEndTurn, Map<String, String> inflicters, int scratchTurn, long movedSeq,
                      int lastLine, int prevLine, String thisTurnSystem, long adjacentAtStart,
                      boolean evadedThisTurn, boolean evadedLastTurn) {
        public Bot {
            shock = List.copyOf(shock);
            tokens = tokens == null ? Map.of() : Collections.unmodifiableMap(new TreeMap<>(tokens));
            triggerOrder = List.copyOf(triggerOrder);
            reactionOrder = List.copyOf(reactionOrder);
            inflicters = inflicters == null ? Map.of()
                    : Collections.unmodifiableMap(new TreeMap<>(inflicters));
        }
    }

    /** The Bout as it stood after a turn: the Bots (as an event shows them), the obstacles, whose turn is next. */
    record Captured(List<BotState> bots, List<Configuration.Obstacle> obstacles, String next, int turn,
                    BoutResume resume) {
    }
}
