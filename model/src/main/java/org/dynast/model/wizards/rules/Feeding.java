package org.dynast.model.wizards.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Food, Ruleset 168: the weekly feeding, the Soup Kitchen, and setting an Underling Type.
 * "Each Wizard has an amount of Food stockpiled for their creatures, tracked in the GNDT and defaulting to zero."
 */
public final class Feeding {

    public static final String RULE = "Food";
    public static final String UNDERLING_RULE = "Underling Type";
    public static final int WEEKLY = 10;
    public static final int PER_ALLY = 3;
    public static final int SOUP = 7;

    private Feeding() {
    }

    /** One Wizard's share of a feeding, term by term. */
    public record Line(String wizard, int before, int base, int allyBonus, int stableUpkeep, int underlingUpkeep,
                       int after) {
        /** The increase as the rule computes it (may be negative). */
        public int increase() {
            return base + allyBonus - stableUpkeep - underlingUpkeep;
        }

        /** Whether the feeding altered this Wizard's Food (the Soup Kitchen counts the ones that did not). */
        public boolean altered() {
            return after != before;
        }

        public String explain() {
            StringBuilder b = new StringBuilder(wizard + ": +" + base);
            if (allyBonus != 0) {
                b.append(" +").append(allyBonus).append(" (allies)");
            }
            if (stableUpkeep != 0) {
                b.append(stableUpkeep > 0 ? " -" : " +").append(Math.abs(stableUpkeep)).append(" (Stable Upkeep)");
            }
            if (underlingUpkeep != 0) {
                b.append(underlingUpkeep > 0 ? " -" : " +").append(Math.abs(underlingUpkeep))
                        .append(" (Underling Type)");
            }
            b.append(": ").append(before).append(" → ").append(after);
            return b.toString();
        }
    }

    /** A weekly feeding: the realm after it, each Wizard's line, and the record the Soup Kitchen reads. */
    public record Feed(Realm after, List<Line> lines, Record record) {

        /**
         * Why the feeding may not be taken, if it would leave a Wizard's Food below 0: "Each Wizard has an amount of
         * Food stockpiled" (an amount is not negative: "game variables defined to hold numeric values can hold only
         * non-negative integers"), and the Appendix's "may not take that action if ... the action would change one or
         * more of those values to an illegal value".
         */
        public Optional<String> illegal() {
            List<Line> below = lines.stream().filter(l -> l.after() < 0).toList();
            if (below.isEmpty()) {
                return Optional.empty();
            }
            return Optional.of("The feeding would leave " + String.join(", ", below.stream()
                    .map(l -> l.wizard() + "'s Food at " + l.after()).toList()) + ": a Wizard may not take an action "
                    + "that \"would change one or more of those values to an illegal value\" (Food is an amount, "
                    + "not below 0).");
        }
    }

    /** What the Soup Kitchen needs of a past feeding: whether the King performed it, and whose Food it altered. */
    public record Record(boolean byKing, Map<String, Integer> changes) {
        public Record {
            // in the order of the Wizards' rows: Map.copyOf's order changes from run to run, and a replay must not
            changes = Collections.unmodifiableMap(new LinkedHashMap<>(changes));
        }

        public boolean altered(String wizard) {
            return changes.entrySet().stream()
                    .anyMatch(e -> e.getKey().equalsIgnoreCase(wizard) && e.getValue() != 0);
        }
    }

    /**
     * "As a weekly communal action, any Wizard may increase every Wizard's Food by 10, and the food of the
     * wizards allied to the chamberlain or treasurer by an additional 3 for each. If a Wizard's Stable is not
     * empty, their increase from this is decreased by the total Upkeep of every Creature in their Stable. If a
     * Wizard's Underling Type is not blank, their increase from this is decreased by the Upkeep of their
     * Underling Type." A Food below 0 is computed as it is and shown, and the feeding is refused by
     * {@link Feed#illegal()} (the Appendix: a Wizard "may not take that action if ... the action would change one or
     * more of those values to an illegal value"). The Druid, counting as a Wizard, is fed.
     */
    public static Feed weekly(Realm realm, boolean byKing) {
        List<Line> lines = new ArrayList<>();
        Realm after = realm;
        Map<String, Integer> changes = new LinkedHashMap<>();
        for (Wizard w : realm.wizards()) {
            Upkeep u = realm.upkeep(w);
            int allies = (w.alliedWith(Identity.CHAMBERLAIN) ? PER_ALLY : 0)
                    + (w.alliedWith(Identity.TREASURER) ? PER_ALLY : 0);
            int stable = w.stable().isEmpty() ? 0 : u.of(w.stable());
            int underling = u.ofUnderlingType();
            int food = w.food() + WEEKLY + allies - stable - underling;
            lines.add(new Line(w.name(), w.food(), WEEKLY, allies, stable, underling, food));
            changes.put(w.name(), food - w.food());
            after = after.with(w.withFood(food));
        }
        return new Feed(after, lines, new Record(byKing, changes));
    }

    /**
     * "A Wizard who Visits the Soup Kitchen receives 7 Food per each time that the King has performed the weekly
     * action of increasing every Wizard's Food described above but didn't alter that Wizard's ... Food during
     * that action. A Wizard can Visit the Soup Kitchen once per dynasty." Gives the Food received.
     */
    public static Outcome<Integer> soupKitchen(String wizard, List<Record> history, boolean visitedThisDynasty) {
        if (visitedThisDynasty) {
            return Outcome.refused("Soup Kitchen", wizard + " has visited the Soup Kitchen already: \"A Wizard can"
                    + " Visit the Soup Kitchen once per dynasty.\"");
        }
        long times = history.stream().filter(Record::byKing).filter(r -> !r.altered(wizard)).count();
        return Outcome.of((int) (SOUP * times));
    }

    /** "spending Food equal to three times the absolute value of that quality's listed Upkeep" */
    public static int underlingCost(Quality quality) {
        return 3 * Math.abs(quality.listedUpkeep());
    }

    /**
     * "As a Weekly Action, a Wizard may set their Underling Type to any creature quality by spending Food equal
     * to three times the absolute value of that quality's listed Upkeep." The Wizard after it.
     */
    public static Outcome<Wizard> setUnderling(Realm realm, String wizardName, Quality quality) {
        Optional<Wizard> w = realm.wizard(wizardName);
        if (w.isEmpty()) {
            return Outcome.refused(UNDERLING_RULE, "There is no Wizard named \"" + wizardName + "\".");
        }
        if (w.get().druid()) {
            return Outcome.refused("The Druid", "\"The Druid's Underling type is always Wild.\"");
        }
        int cost = underlingCost(quality);
        if (cost > w.get().food()) {
            return Outcome.refused(UNDERLING_RULE, "Setting the Underling Type to " + quality.wording() + " costs "
                    + cost + " Food (\"three times the absolute value of that quality's listed Upkeep\"); "
                    + w.get().name() + " has " + w.get().food() + ".");
        }
        return Outcome.of(w.get().withUnderling(Optional.of(quality)).withFood(w.get().food() - cost));
    }
}
