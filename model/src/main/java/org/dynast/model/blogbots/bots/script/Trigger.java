package org.dynast.model.blogbots.bots.script;

import java.util.Locale;
import java.util.Objects;

/**
 * A BotScript Trigger: one of the forms listed in the rule "BotScript", or two of them combined
 * ("A and B"). {@link #wording()} is the legal wording of the form, as the rule lists it; {@link #advanced()}
 * marks the Advanced forms, which need a working Advanced Logic Module.
 */
public sealed interface Trigger {

    String wording();

    default boolean advanced() {
        return false;
    }

    /** "in front of" or "behind" the Actor. */
    enum Side {
        IN_FRONT("in front of"), BEHIND("behind");

        private final String words;

        Side(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }
    }

    /** Who occupies a space: an Opponent, a House Bot, or "an Bot that is not a House Bot". */
    enum Occupant {
        OPPONENT("an Opponent"), HOUSE_BOT("a House Bot"), NOT_HOUSE_BOT("a Bot that is not a House Bot");

        private final String words;

        Occupant(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }
    }

    /** "turn" or "round". */
    enum Unit { TURN, ROUND }

    /** For "X [or [less / more]]" and its space-number and letter variants. */
    enum Bound { EXACTLY, OR_LESS, OR_MORE }

    /** "[greater than / less than / equal to]" */
    enum Comparison {
        GREATER("greater than"), LESS("less than"), EQUAL("equal to");

        private final String words;

        Comparison(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }

        public boolean test(long left, long right) {
            return switch (this) {
                case GREATER -> left > right;
                case LESS -> left < right;
                case EQUAL -> left == right;
            };
        }
    }

    /** "[the Actor's / Y's] [chassis / engine / exposed System]" */
    enum Component {
        CHASSIS("chassis"), ENGINE("engine"), EXPOSED_SYSTEM("exposed System");

        private final String words;

        Component(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }
    }

    static String ordinalWord(int n) {
        String[] words = {"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"};
        if (n >= 1 && n <= words.length) {
            return words[n - 1];
        }
        int mod100 = n % 100;
        String suffix = mod100 >= 11 && mod100 <= 13 ? "th"
                : switch (n % 10) { case 1 -> "st"; case 2 -> "nd"; case 3 -> "rd"; default -> "th"; };
        return n + suffix;
    }

    private static String spaces(int n) {
        return n == 1 ? "space" : "spaces";
    }

    /** "If the X space(s) [in front of / behind the] Actor are empty…" */
    record SpacesEmpty(int count, Side side) implements Trigger {
        public String wording() {
            return "the " + count + " " + spaces(count) + " " + side.words() + " the Actor are empty";
        }
    }

    /**
     * "If [the space / any of the X spaces] [in front of / behind the] Actor are occupied by [an Opponent /
     * a House Bot / an Bot that is not a House Bot]…"; {@code count} is null for "the space".
     */
    record SpacesOccupied(Integer count, Side side, Occupant occupant) implements Trigger {
        public String wording() {
            return (count == null ? "the space" : "any of the " + count + " " + spaces(count)) + " " + side.words()
                    + " the Actor are occupied by " + occupant.words();
        }
    }

    /** "If the Actor [has / does not have] Y…", where Y is any Status. */
    record ActorStatus(boolean has, Status status) implements Trigger {
        public String wording() {
            return "the Actor " + (has ? "has " : "does not have ") + status.word();
        }
    }

    /** "If the [first / second / ...] closest Opponent [has / does not have] Y…" where Y is any Status. */
    record OpponentStatus(int ordinal, boolean has, Status status) implements Trigger {
        public String wording() {
            return "the " + ordinalWord(ordinal) + " closest Opponent " + (has ? "has " : "does not have ") + status.word();
        }
    }

    /** "If the [first / ...] closest Opponent [has / does not have] Z…", where Z is any system. */
    record OpponentSystem(int ordinal, boolean has, String system) implements Trigger {
        public String wording() {
            return "the " + ordinalWord(ordinal) + " closest Opponent " + (has ? "has " : "does not have ") + system;
        }
    }

    /** "If the [first / ...] closest Opponent is evading…" */
    record OpponentEvading(int ordinal) implements Trigger {
        public String wording() {
            return "the " + ordinalWord(ordinal) + " closest Opponent is evading";
        }
    }

    /** "If the current [turn / round] is X [or [less / more]]..", where X is any positive integer. */
    record TurnNumber(Unit unit, int number, Bound bound) implements Trigger {
        public String wording() {
            return "the current " + unit.name().toLowerCase(Locale.ROOT) + " is " + number
                    + switch (bound) { case EXACTLY -> ""; case OR_LESS -> " or less"; case OR_MORE -> " or more"; };
        }
    }

    /** "If the current [turn / round] number is [odd / even]..." */
    record TurnParity(Unit unit, boolean odd) implements Trigger {
        public String wording() {
            return "the current " + unit.name().toLowerCase(Locale.ROOT) + " number is "
                    + (odd ? "odd" : "even");
        }
    }

    /** "If the Actor is in the space numbered X [or [higher / lower]]..." */
    record SpaceNumbered(int number, Bound bound) implements Trigger {
        public String wording() {
            return "the Actor is in the space numbered " + number
                    + switch (bound) { case EXACTLY -> ""; case OR_LESS -> " or lower"; case OR_MORE -> " or higher"; };
        }
    }

    /** "If the Actor is in the space lettered X [or [earlier / later]]...", where X is a letter from A to F. */
    record SpaceLettered(char letter, Bound bound) implements Trigger {
        public String wording() {
            return "the Actor is in the space lettered " + letter
                    + switch (bound) { case EXACTLY -> ""; case OR_LESS -> " or earlier"; case OR_MORE -> " or later"; };
        }
    }

    /** Advanced: "If the value of Token X is [greater than / less than / equal to] Y" */
    record TokenValue(String token, Comparison comparison, long value) implements Trigger {
        public String wording() {
            return "the value of Token " + token + " is " + comparison.words() + " " + value;
        }

        @Override
        public boolean advanced() {
            return true;
        }
    }

    /**
     * Advanced: "If [the Actor's / Y's] [chassis / engine / exposed System] has a Condition that is [greater
     * than / less than / equal to] X"; {@code opponent} is null for the Actor.
     */
    record ConditionTest(String opponent, Component component, Comparison comparison, int percent) implements Trigger {
        public String wording() {
            return (opponent == null ? "the Actor's" : opponent + "'s") + " " + component.words()
                    + " has a Condition that is " + comparison.words() + " " + percent + "%";
        }

        @Override
        public boolean advanced() {
            return true;
        }
    }

    /** Advanced: "If line #X of this script was the trigger that took effect in the Actor's most recent round preceding this one" */
    record LineTookEffect(int line) implements Trigger {
        public String wording() {
            return "line #" + line + " of this script was the trigger that took effect in the Actor's most recent "
                    + "round preceding this one";
        }

        @Override
        public boolean advanced() {
            return true;
        }
    }

    /** Advanced: "If on the Opponent's last turn they uses system X" */
    record OpponentUsedSystem(String system) implements Trigger {
        public String wording() {
            return "on the Opponent's last turn they uses system " + system;
        }

        @Override
        public boolean advanced() {
            return true;
        }
    }

    /** "Up to two Triggers may also be optionally combined into a single Trigger ... formatted as “A and B”". */
    record Both(Trigger first, Trigger second) implements Trigger {
        public Both {
            Objects.requireNonNull(first);
            Objects.requireNonNull(second);
            if (first instanceof Both || second instanceof Both) {
                throw new IllegalArgumentException("Up to two Triggers may be combined.");
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
