package org.dynast.model.wizards;

import java.util.ArrayList;
import java.util.List;
import org.dynast.model.Refusal;
import org.dynast.model.wizards.rules.BattleEffect;
import org.dynast.model.wizards.rules.Battlefield;

/** The state's current Battlefields as the rules' {@link Battlefield}s. */
final class Battlefields {

    private Battlefields() {
    }

    /** Rule "Current Battlefields", as the module's state starts with them. */
    static List<WizardsState.Field> current() {
        return Battlefield.shipped().stream().map(b -> field(b, 0)).toList();
    }

    static WizardsState.Field field(Battlefield b, int campaign) {
        return WizardsState.Field.of(b.name(), b.effects().stream().map(BattleEffect::wording).toList(), campaign);
    }

    static Battlefield of(WizardsState s, String name) {
        WizardsState.Field f = s.battlefield(name).orElseThrow(() -> new Refusal("Battlefields", "\"" + name
                + "\" is not among the current Battlefields."));
        return Battlefield.parse(f.toString()).orThrow();
    }

    /** The challenger's three battlefields, checked by the rules' {@link Battlefield#duelChoice}; as spelled. */
    static List<String> forDuel(WizardsState s, List<String> names) {
        if (names == null || names.size() != 3) {
            throw new Refusal("Duels", "A duel names three battlefields, not " + (names == null ? 0 : names.size())
                    + ".");
        }
        List<Battlefield> chosen = new ArrayList<>();
        for (String n : names) {
            chosen.add(of(s, n));
        }
        List<Battlefield> current = s.battlefields.stream().map(f -> Battlefield.parse(f.toString()).orThrow())
                .toList();
        return Battlefield.duelChoice(chosen, current).orThrow().stream().map(Battlefield::name).toList();
    }
}
