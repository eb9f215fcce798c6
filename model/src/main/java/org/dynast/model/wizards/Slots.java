package org.dynast.model.wizards;

import java.util.ArrayList;
import java.util.List;
import org.dynast.model.Refusal;
import org.dynast.model.wizards.rules.Plan;
import org.dynast.model.wizards.rules.Slot;

/**
 * A list of five slots for a Battle (a duel's plan, a campaign's participation): "an ordered list of 5 elements, each
 * being either a creature or left empty" (or a Tactic), checked by the rules' {@link Plan#check}. Stored as each
 * slot's wording, blank for an empty slot.
 */
final class Slots {

    List<String> check(Draft d, String wizard, List<String> slots, String what) {
        return words(Plan.check(Stables.realm(d), d.wizard(wizard), plan(slots)).orThrow());
    }

    static Plan plan(List<String> slots) {
        if (slots == null || slots.size() != Plan.SIZE) {
            throw new Refusal("Battle", "A force has 5 creature slots: the list has " + (slots == null ? 0
                    : slots.size()) + ".");
        }
        List<Slot> out = new ArrayList<>();
        for (int i = 0; i < slots.size(); i++) {
            var parsed = Slot.parse(slots.get(i));
            if (parsed.refused()) {
                Refusal r = parsed.refusal().orElseThrow();
                throw new Refusal(r.rule(), "Slot " + (i + 1) + ": " + r.getMessage());
            }
            out.add(parsed.orThrow());
        }
        return new Plan(out);
    }

    static List<String> words(Plan plan) {
        return plan.slots().stream().map(s -> s.isEmpty() ? "" : s.wording()).toList();
    }
}
