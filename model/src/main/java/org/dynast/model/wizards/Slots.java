package org.dynast.model.wizards;

import java.util.ArrayList;
import java.util.List;
import org.dynast.model.Refusal;
import org.dynast.model.wizards.rules.Creature;
import org.dynast.model.wizards.rules.Stable;

/**
 * A list of five slots for a Battle (a duel's plan, a campaign's participation): "an ordered list of 5 elements, each
 * being either a creature or left empty. Any creature listed must be in the duelist’s Stable, and no creature may be
 * listed twice in the same duel." A slot is written as the creature's wording, or blank for an empty slot.
 */
final class Slots {

    static final String EMPTY = "";

    List<String> check(Draft d, String wizard, List<String> slots, String what) {
        if (slots == null || slots.size() != 5) {
            throw new Refusal("Battle", "A force has 5 creature slots: the list has " + (slots == null ? 0
                    : slots.size()) + ".");
        }
        String w = d.wizard(wizard);
        Stable stable = Stables.stable(d, w);
        List<Creature> locked = Stables.locked(d, w);
        List<Creature> listed = new ArrayList<>();
        List<String> out = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            String s = slots.get(i) == null ? "" : slots.get(i).strip();
            if (s.isEmpty() || s.equals("-") || s.equalsIgnoreCase("empty")) {
                out.add(EMPTY);
                continue;
            }
            Creature c = Creature.parse(s).orThrow();
            long held = stable.creatures().stream().filter(c::equivalent).count();
            if (held == 0) {
                throw new Refusal("Battle", "Slot " + (i + 1) + ": \u201cAny creature listed must be in the "
                        + "duelist’s Stable\u201d, and " + w + "'s holds no " + c.wording() + ".");
            }
            if (listed.stream().filter(c::equivalent).count() >= held) {
                throw new Refusal("Battle", "Slot " + (i + 1) + ": \u201cno creature may be listed twice in the "
                        + "same " + what + "\u201d: " + c.wording() + " is listed already.");
            }
            if (locked.stream().anyMatch(c::equivalent)) {
                throw new Refusal("The War", "Slot " + (i + 1) + ": " + c.wording() + " is listed for the open "
                        + "campaign and \u201ccannot be […] used by the participating Wizard (such as in a duel or a "
                        + "campaign) until the closing of the campaign\u201d.");
            }
            listed.add(c);
            out.add(c.wording());
        }
        return out;
    }
}
