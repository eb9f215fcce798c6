package org.dynast.model.blogbots.bots.script;

import java.util.Objects;

/**
 * A BotScript Reaction: one of the forms listed in the rule "BotScript", or a Combinable Reaction
 * combined with one other ({@link Both}). {@link #wording()} is the form's legal wording.
 */
public sealed interface Reaction {

    String wording();

    default boolean advanced() {
        return false;
    }

    /** "Combinable Reactions may be combined with one other other Reaction" */
    default boolean combinable() {
        return false;
    }

    enum Direction { FORWARDS, BACKWARDS }

    private static String dir(Direction d) {
        return d == Direction.FORWARDS ? "forwards" : "backwards";
    }

    /** "...move [forwards / backwards] X times" */
    /**
     * The most spaces a move, bypass or leap goes (ruling, issue 13): the In Bounds row is spaces 1 to 19, so
     * from anywhere in bounds a count this large already ends far out of bounds; a larger count is read as "as far
     * as it can go", which is this many spaces.
     */
    int FURTHEST = 100;

    /** The count of spaces/times {@code r} (or either half of it) states, 0 if none. */
    static int largestCount(Reaction r) {
        if (r instanceof Move m) {
            return m.times();
        } else if (r instanceof Bypass b) {
            return b.times();
        } else if (r instanceof MoveFromInflicter m) {
            return m.spaces();
        } else if (r instanceof MoveTowardsOpponent m) {
            return m.times();
        } else if (r instanceof Both b) {
            return Math.max(largestCount(b.first()), largestCount(b.second()));
        }
        return 0;
    }

    /** {@code count} as the engine goes it: at most {@link #FURTHEST}. */
    static int reach(int count) {
        return Math.min(count, FURTHEST);
    }

    record Move(Direction direction, int times) implements Reaction {
        public String wording() {
            return "move " + dir(direction) + " " + times + " times";
        }
    }

    /** "...bypass [forwards / backwards] X times" */
    record Bypass(Direction direction, int times) implements Reaction {
        public String wording() {
            return "bypass " + dir(direction) + " " + times + " times";
        }
    }

    /** "...turn to face the other way" */
    record Turn() implements Reaction {
        public String wording() {
            return "turn to face the other way";
        }
    }

    /** "...evade" */
    record Evade() implements Reaction {
        public String wording() {
            return "evade";
        }
    }

    /** "...block" */
    record Block() implements Reaction {
        public String wording() {
            return "block";
        }
    }

    /**
     * "...use the following System [on the [first / second / ...] closest Opponent]:" followed by the name
     * of a System; {@code ordinal} is null when none is given (the rule then defaults to "first").
     */
    record UseSystem(String system, Integer ordinal) implements Reaction {
        public String wording() {
            return "use the following System" + (ordinal == null ? "" : " on the " + Trigger.ordinalWord(ordinal)
                    + " closest Opponent") + ": " + system;
        }
    }

    /** "...then Use system Y the bot that inflicted Z status." */
    record UseOnInflicter(String system, Status status) implements Reaction {
        public String wording() {
            return "then Use system " + system + " the bot that inflicted " + status.word() + " status";
        }
    }

    /** "...then Move X spaces [toward / away from] the bot that inflicted Z status." */
    record MoveFromInflicter(int spaces, boolean toward, Status status) implements Reaction {
        public String wording() {
            return "then Move " + spaces + " spaces " + (toward ? "toward" : "away from") + " the bot that inflicted "
                    + status.word() + " status";
        }
    }

    /** Advanced, Combinable: "...[increase / decrease] Token X by Y" */
    record ChangeToken(String token, boolean increase, long by) implements Reaction {
        public String wording() {
            return (increase ? "increase" : "decrease") + " Token " + token + " by " + by;
        }

        @Override
        public boolean advanced() {
            return true;
        }

        @Override
        public boolean combinable() {
            return true;
        }
    }

    /** Advanced: "... then move X times towards opponent Y" */
    record MoveTowardsOpponent(int times, String opponent) implements Reaction {
        public String wording() {
            return "then move " + times + " times towards opponent " + opponent;
        }

        @Override
        public boolean advanced() {
            return true;
        }
    }

    /** A Combinable Reaction followed by one other: "a Combinable Reaction must be the first in the combined Reaction". */
    record Both(Reaction first, Reaction second) implements Reaction {
        public Both {
            Objects.requireNonNull(first);
            Objects.requireNonNull(second);
            if (!first.combinable() || second instanceof Both) {
                throw new IllegalArgumentException("A Combinable Reaction must be the first in a combined Reaction.");
            }
        }

        public String wording() {
            return first.wording() + " and " + second.wording();
        }

        @Override
        public boolean advanced() {
            return first.advanced() || second.advanced();
        }
    }
}
