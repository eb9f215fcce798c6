package org.dynast.model.wizards.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A submitted list of five slots (a duel's plan or a campaign's participation), written as the slots'
 * wordings separated by "; ": "Winged Horse; Bait Emu; empty; Giant Emu; empty".
 */
public record Plan(List<Slot> slots) {

    public static final String RULE = "Tactics";
    public static final int SIZE = 5;

    public Plan {
        slots = List.copyOf(slots);
        if (slots.size() != SIZE) {
            throw new IllegalArgumentException("A plan lists 5 elements, not " + slots.size());
        }
    }

    public static Plan of(Slot... slots) {
        return new Plan(List.of(slots));
    }

    /** Reads five elements separated by semicolons or new lines; fewer are filled with empty slots. */
    public static Outcome<Plan> parse(String text) {
        String t = text == null ? "" : text.trim();
        String[] parts = t.isEmpty() ? new String[0] : t.split("\\s*(?:;|\\R)\\s*", -1);
        if (parts.length > SIZE) {
            return Outcome.refused(RULE, "The list has " + parts.length + " elements: a plan is \"an ordered list of"
                    + " 5 elements, each being either a creature or left empty\".");
        }
        List<Slot> slots = new ArrayList<>();
        for (int i = 0; i < SIZE; i++) {
            Outcome<Slot> s = Slot.parse(i < parts.length ? parts[i] : "");
            if (s.refused()) {
                return Outcome.refused(RULE, "Slot " + (i + 1) + ": " + s.reason().get());
            }
            slots.add(s.orThrow());
        }
        return Outcome.of(new Plan(slots));
    }

    public String write() {
        return slots.stream().map(Slot::wording).collect(Collectors.joining("; "));
    }

    public Slot slot(int number) {
        return slots.get(number - 1);
    }

    /**
     * "A Wizard's Panache is equal to the Upkeep of the Quality of their Underling. If their Underling is Blank,
     * their Panache is 0." (The Underling Type's Upkeep for everyone, not the 0 it counts for its Wizard's
     * creatures: docs/rulings.md.)
     */
    public static int panache(Realm realm, Wizard wizard) {
        return realm.upkeep(wizard).ofUnderlingType();
    }

    /**
     * Whether {@code wizard} may submit {@code plan}: each creature in their Stable (as many times as it is
     * there, and not listed for the open campaign), at most one Tactic, within their Panache (or allied with the
     * Northern General).
     */
    public static Outcome<Plan> check(Realm realm, String wizardName, Plan plan) {
        Outcome<Wizard> wO = realm.find(RULE, wizardName);
        if (wO.refused()) {
            return Outcome.refused(wO.refusal().get());
        }
        Wizard w = wO.orThrow();
        List<Creature> listed = new ArrayList<>();
        int tactics = 0;
        for (int i = 0; i < SIZE; i++) {
            Slot s = plan.slots().get(i);
            if (s.creature().isPresent()) {
                Creature c = s.creature().get();
                listed.add(c);
                long times = listed.stream().filter(c::equivalent).count();
                int inStable = w.stable().countEquivalent(c);
                if (inStable == 0) {
                    return Outcome.refused(RULE, "Slot " + (i + 1) + ": " + c.wording() + " is not in " + w.name()
                            + "'s Stable: \"Any creature listed must be in the duelist's Stable\".");
                }
                if (times > inStable) {
                    return Outcome.refused(RULE, "Slot " + (i + 1) + ": " + c.wording() + " is listed "
                            + times + " times but " + w.name() + "'s Stable holds " + inStable
                            + ": \"no creature may be listed twice in the same duel\".");
                }
                if (times > inStable - Stable.lockedCount(w.locked(), c)) {
                    return Outcome.refused(RULE, "Slot " + (i + 1) + ": " + c.wording() + " is listed for the open"
                            + " campaign and cannot be \"used by the participating Wizard (such as in a duel or a"
                            + " campaign) until the closing of the campaign\".");
                }
            }
            if (s.tactic().isPresent()) {
                tactics++;
                if (tactics > 1) {
                    return Outcome.refused(RULE, "Slot " + (i + 1) + ": a second Tactic; a Wizard \"may instead"
                            + " fill one of that list's Creature slots with a Tactic\".");
                }
                Tactic t = s.tactic().get();
                int panache = panache(realm, w);
                if (Math.abs(t.panache() - panache) > 1 && !w.alliedWith(Identity.NORTHERN_GENERAL)) {
                    return Outcome.refused(RULE, "Slot " + (i + 1) + ": " + t.wording() + " needs Panache "
                            + t.panache() + " and " + w.name() + "'s Panache is " + panache + ": \"A Wizard can"
                            + " only use Tactics with a Panache Requirement that is equal to their Panache value, or"
                            + " their Panache value +/- 1.\"");
                }
            }
        }
        return Outcome.of(plan);
    }
}
