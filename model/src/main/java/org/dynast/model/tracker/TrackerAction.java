package org.dynast.model.tracker;

import java.util.ArrayList;
import java.util.List;

/**
 * A named action of the dynasty as data: who it changes ({@link Scope}), the formulas that change them, the dice it
 * rolls first (through the logged Dice Roller; a secret roll for the emperor's eyes), and how often it may be taken
 * ({@link Cadence}).
 */
public final class TrackerAction {

    public enum Cadence {
        ANY_TIME("at any time"),
        DAILY("Daily Action"),
        DAILY_COMMUNAL("Daily Communal Action"),
        WEEKLY("Weekly Action"),
        WEEKLY_COMMUNAL("Weekly Communal Action"),
        /** Once per dynasty for each taker ("A Wizard can Visit the Soup Kitchen once per dynasty"). */
        ONCE_PER_DYNASTY("once per dynasty"),
        /** Once every {@link TrackerAction#hours} hours for each taker. */
        EVERY_HOURS("once every N hours"),
        /**
         * Once for each taker since the last {@link TrackerAction#since} (another action, or a kind of timed post):
         * "Provided they have not already done so since the last Cycle" (Ruleset 190, Sharebot).
         */
        SINCE_LAST("once each since the last X"),
        /** Once by anyone since the last X: "If no Worker has done so since the last Cycle" (Ruleset 190, Cogbot). */
        ONE_SINCE_LAST("once by anyone since the last X");

        private final String words;

        Cadence(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }

        /** Whether it counts from the last time another action was taken or a post of a kind was made. */
        public boolean sinceLast() {
            return this == SINCE_LAST || this == ONE_SINCE_LAST;
        }

        /** Whether the glossary's cooldowns (the core's cooldown service) count it. */
        public boolean glossary() {
            return this == DAILY || this == DAILY_COMMUNAL || this == WEEKLY || this == WEEKLY_COMMUNAL;
        }
    }

    public enum Scope {
        /** The taker's own row. */
        TAKER,
        /** Every player's row (not the non-player rows). */
        EVERY_PLAYER,
        /** The global values only. */
        GLOBAL
    }

    /** One change: the column (or, in a GLOBAL action, the global value) set to the formula's value. */
    public static final class Effect {
        public String target;
        public String formula;

        public Effect() {
        }

        public Effect(String target, String formula) {
            this.target = target;
            this.formula = formula;
        }
    }

    /** A roll made before the effects, named so that the formulas can use it ({@code roll}). */
    public static final class Die {
        public String name;
        public String expression;
        public String purpose;
        public boolean secret;

        public Die() {
        }

        public Die(String name, String expression, String purpose, boolean secret) {
            this.name = name;
            this.expression = expression;
            this.purpose = purpose;
            this.secret = secret;
        }
    }

    public String name;
    public Cadence cadence = Cadence.ANY_TIME;
    /** For {@link Cadence#EVERY_HOURS}. */
    public Integer hours;
    /** For {@link Cadence#SINCE_LAST} and {@link Cadence#ONE_SINCE_LAST}: the action or kind of post it counts from. */
    public String since;
    public Scope scope = Scope.TAKER;
    public List<Die> dice = new ArrayList<>();
    public List<Effect> effects = new ArrayList<>();
    /** The rule's words for the action (shown with its preview). */
    public String text;

    public TrackerAction() {
    }

    /** The cadence as the tab shows it: "once every 10 hours", "once each since the last Cycle". */
    public String cadenceWords() {
        return switch (cadence) {
            case EVERY_HOURS -> "once every " + hours + " hours";
            case SINCE_LAST -> "once each since the last " + since;
            case ONE_SINCE_LAST -> "once by anyone since the last " + since;
            default -> cadence.words();
        };
    }

    public TrackerAction copy() {
        TrackerAction a = new TrackerAction();
        a.name = name;
        a.cadence = cadence;
        a.hours = hours;
        a.since = since;
        a.scope = scope;
        dice.forEach(d -> a.dice.add(new Die(d.name, d.expression, d.purpose, d.secret)));
        effects.forEach(e -> a.effects.add(new Effect(e.target, e.formula)));
        a.text = text;
        return a;
    }
}
