package org.dynast.model.wizards;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.dynast.model.Refusal;

/** Rule "Battlefields" and its list of current Battlefields, as the module's state starts with them. */
final class Battlefields {

    private Battlefields() {
    }

    /** "Valid Battle Effects are:" — in the rule's order (a campaign's DICE12 picks by this order). */
    static final List<String> EFFECTS = List.of("aquatic", "walled", "desert", "forest", "frozen", "rich", "poor",
            "level", "sloped", "underground", "farflung", "nearby");

    /** "These are the current Battlefields, with their respective battle effects:" */
    private static final String[][] CURRENT = {
        {"City Gates", "nearby", "walled", "level"},
        {"Mushroom Mines", "rich", "underground", "forest"},
        {"Ice Floes", "aquatic", "aquatic", "frozen"},
        {"Ice Caves", "underground", "aquatic", "frozen"},
        {"The Royal Swamp", "nearby", "aquatic", "forest"},
        {"The Worthless Mountains", "poor", "poor", "sloped"},
        {"The Caravan City", "nearby", "walled", "desert"},
        {"Subterranean Falls", "sloped", "aquatic", "underground"},
        {"Island Fortress", "sloped", "walled", "aquatic"},
        {"Royal Forest", "forest", "nearby", "level"},
        {"The Slums", "walled", "poor", "poor"},
        {"Dwarven Fortress", "rich", "walled", "underground"},
        {"Royal Barrens", "frozen", "desert", "nearby"},
    };

    static List<WizardsState.Field> current() {
        List<WizardsState.Field> out = new ArrayList<>();
        for (String[] b : CURRENT) {
            out.add(WizardsState.Field.of(b[0], List.of(b[1], b[2], b[3]), 0));
        }
        return out;
    }

    /**
     * The challenger's three battlefields: "three different battlefields (such that no individual battle effect
     * appears three times in the list) from the list of current battlefields". Returns them as spelled.
     */
    static List<String> forDuel(WizardsState s, List<String> names) {
        if (names == null || names.size() != 3) {
            throw new Refusal("Battlefields", "A duel names three different battlefields, not "
                    + (names == null ? 0 : names.size()) + ".");
        }
        List<String> spelled = new ArrayList<>();
        Map<String, Integer> counts = new HashMap<>();
        for (String n : names) {
            WizardsState.Field f = s.battlefield(n).orElseThrow(() -> new Refusal("Battlefields", "\"" + n
                    + "\" is not among the current Battlefields."));
            if (spelled.stream().anyMatch(x -> x.equalsIgnoreCase(f.name))) {
                throw new Refusal("Battlefields", "The challenger specifies three different battlefields: "
                        + f.name + " is named twice.");
            }
            spelled.add(f.name);
            f.effects.forEach(e -> counts.merge(e.toLowerCase(Locale.ROOT), 1, Integer::sum));
        }
        counts.forEach((effect, n) -> {
            if (n >= 3) {
                throw new Refusal("Battlefields", "\"such that no individual battle effect appears three times in "
                        + "the list\": " + effect + " appears " + n + " times in " + String.join(", ", spelled) + ".");
            }
        });
        return spelled;
    }
}
