package org.dynast.model.wizards.rules;

import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * One element of a submitted list: "an ordered list of 5 elements, each being either a creature or left
 * empty", or a Tactic ("they may instead fill one of that list's Creature slots with a Tactic"). A Tactic
 * that names something keeps it in {@code argument} ("Bait Horse", "Outmaneuver Bait").
 */
public record Slot(Optional<Creature> creature, Optional<Tactic> tactic, String argument) {

    public static final String EMPTY_WORDING = "empty";

    public Slot {
        Objects.requireNonNull(creature, "creature");
        Objects.requireNonNull(tactic, "tactic");
        argument = argument == null ? "" : argument.trim().replaceAll("\\s+", " ");
        if (creature.isPresent() && tactic.isPresent()) {
            throw new IllegalArgumentException("A slot holds a creature or a Tactic, not both");
        }
    }

    public static Slot empty() {
        return new Slot(Optional.empty(), Optional.empty(), "");
    }

    public static Slot of(Creature c) {
        return new Slot(Optional.of(c), Optional.empty(), "");
    }

    public static Slot of(Tactic t) {
        return new Slot(Optional.empty(), Optional.of(t), "");
    }

    public static Slot of(Tactic t, String argument) {
        return new Slot(Optional.empty(), Optional.of(t), argument);
    }

    public boolean isEmpty() {
        return creature.isEmpty() && tactic.isEmpty();
    }

    /** "Winged Horse", "Bait Horse", "Proud Trumpeting", "empty". */
    public String wording() {
        if (creature.isPresent()) {
            return creature.get().wording();
        }
        if (tactic.isPresent()) {
            return tactic.get().wording() + (argument.isEmpty() ? "" : " " + argument);
        }
        return EMPTY_WORDING;
    }

    /**
     * Reads one element: blank, "empty" or "-" is an empty slot; a Tactic's name (followed by what it names,
     * for Bait, Pack Hunting and Outmaneuver); otherwise a creature's wording.
     */
    public static Outcome<Slot> parse(String text) {
        String t = text == null ? "" : text.trim().replaceAll("\\s+", " ");
        if (t.isEmpty() || t.equalsIgnoreCase(EMPTY_WORDING) || t.equals("-") || t.equals("—")) {
            return Outcome.of(empty());
        }
        for (Tactic tactic : Tactic.values()) {
            String name = tactic.wording();
            String lower = t.toLowerCase(Locale.ROOT).replace('’', '\'');
            String prefix = name.toLowerCase(Locale.ROOT);
            if (lower.equals(prefix) || lower.startsWith(prefix + " ")) {
                String arg = t.substring(Math.min(t.length(), name.length())).trim();
                return tacticSlot(tactic, arg, t);
            }
        }
        return Creature.parse(t).map(Slot::of);
    }

    private static Outcome<Slot> tacticSlot(Tactic tactic, String arg, String text) {
        switch (tactic.argument()) {
            case NONE:
                if (!arg.isEmpty()) {
                    return Outcome.refused(Plan.RULE, tactic.wording() + " names nothing, but \"" + text
                            + "\" adds \"" + arg + "\".");
                }
                return Outcome.of(Slot.of(tactic));
            case CREATURE_TYPE:
                if (arg.isEmpty()) {
                    return Outcome.refused(Plan.RULE, tactic.wording() + " must \"Clearly name a Creature Type for"
                            + " the purpose of this Tactic when submitting this\": write \"" + tactic.wording()
                            + " Horse\".");
                }
                return Outcome.of(Slot.of(tactic, arg));
            default:
                if (arg.isEmpty()) {
                    return Outcome.refused(Plan.RULE, "Outmaneuver must \"Clearly name a Tactic for the purpose of"
                            + " this Tactic when submitting this\": write \"Outmaneuver Bait\".");
                }
                if (Tactic.named(arg).isEmpty()) {
                    return Outcome.refused(Plan.RULE, "\"" + arg + "\" is not one of the valid Tactics, so"
                            + " Outmaneuver cannot name it.");
                }
                return Outcome.of(Slot.of(tactic, Tactic.named(arg).get().wording()));
        }
    }

    @Override
    public String toString() {
        return wording();
    }
}
