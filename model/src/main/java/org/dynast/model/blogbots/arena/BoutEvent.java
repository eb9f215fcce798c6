package org.dynast.model.blogbots.arena;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * One thing that happened in a Bout. The list of them is the replay: re-running the same inputs gives
 * an equal list. {@code bots} is every Bot's state after the event, in turn order.
 *
 * @param bot  the Bot the event is about (the Actor for a Trigger), or null for the Arena
 * @param line the Script line number ("line #X") for a {@link Kind#TRIGGER}, else 0
 * @param obstacle the Physical Obstacle square an {@link Kind#OBSTACLE} event adds, else null (left out of the JSON)
 */
public record BoutEvent(int turn, int round, Kind kind, String bot, int line, String text, List<BotState> bots,
                        @JsonInclude(JsonInclude.Include.NON_NULL) Configuration.Obstacle obstacle) {

    public enum Kind {
        /** The Bots are placed; configuration and sides. */
        START,
        /** A Trigger was true and its Reaction Resolvable: the line that took effect. */
        TRIGGER,
        /** No Trigger was true (or the Script is blank). */
        NO_TRIGGER,
        /** A step of a Script ignored (Flipped). */
        IGNORED,
        MOVE, BUMP, SHOVE, BYPASS, EVADE, BLOCK, TURN,
        /** A System used (or not used, and why). */
        SYSTEM,
        /** A Component's Condition changed. */
        CONDITION,
        /** A Status gained or lost. */
        STATUS,
        /** A Token changed (private). */
        TOKEN,
        /** A square Detonated in Sudden Death. */
        DETONATION,
        /** Sudden Death began. */
        SUDDEN_DEATH,
        /** A House Bot removed from the Bout. */
        REMOVED,
        /**
         * A Physical Obstacle square added during the Bout ({@link BoutEvent#obstacle()}): "if its current space
         * does not have a physical obstacles ..., then it gains a physical obstacle".
         */
        OBSTACLE,
        /** The Bout ended: how, and the Winner. */
        END
    }

    public BoutEvent {
        bots = bots == null ? List.of() : List.copyOf(bots);
    }

    /** An event that adds no obstacle square. */
    public BoutEvent(int turn, int round, Kind kind, String bot, int line, String text, List<BotState> bots) {
        this(turn, round, kind, bot, line, text, bots, null);
    }

    @Override
    public String toString() {
        return "t" + turn + " r" + round + " " + kind + (bot == null ? "" : " " + bot) + (line > 0 ? " #" + line : "")
                + ": " + text;
    }
}
