package org.dynast.model.wizards;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.LongConsumer;
import org.dynast.model.log.Changes;
import org.dynast.model.log.JsonDocuments;
import org.dynast.model.module.ModuleExchange;
import org.dynast.model.wizards.rules.BattleEffect;

/**
 * The Wizards' part of the dynasty file: field {@code wizards}, the module's state with Wizards by name. It is the
 * emperor's file, so the duelists' plans stay in it; the players' view ({@link WizardsService#playerView}) leaves
 * them out, and the Traitor is the tracker's private value.
 */
final class WizardsExchange implements ModuleExchange {

    private final JsonDocuments<WizardsState> states;
    private final LongConsumer pages;

    WizardsExchange(JsonDocuments<WizardsState> states, LongConsumer pages) {
        this.states = states;
        this.pages = pages;
    }

    @Override
    public void shows(long dynastyId) {
        pages.accept(dynastyId);
    }

    @Override
    public List<String> fields() {
        return List.of("wizards");
    }

    @Override
    public Map<String, Object> export(long dynastyId, ExportNames names) {
        return ModuleExchange.ordered("wizards", states.find(Long.toString(dynastyId)).map(s -> {
            s.dynastyId = 0;
            return s;
        }).orElse(null));
    }

    @Override
    public CheckedPart read(ImportInput in) {
        WizardsState s = in.field("wizards", WizardsState.class);
        if (s != null) {
            check(s, in);
        }
        return (changes, ids) -> insert(changes, ids, s);
    }

    private static void check(WizardsState s, ImportInput in) {
        Set<String> fields = new HashSet<>();
        for (int i = 0; i < s.battlefields.size(); i++) {
            WizardsState.Field f = s.battlefields.get(i);
            String at = "wizards.battlefields[" + i + "]";
            in.require(f != null && f.name != null && !f.name.isBlank(), at + ".name", "a battlefield needs a name");
            in.require(fields.add(Draft.key(f.name)), at + ".name", "\"" + f.name + "\" is named twice");
            in.require(f.effects != null && f.effects.size() == 3, at + ".effects",
                    "\"A Battlefield has a name and exactly three battle effects.\"");
            for (String e : f.effects) {
                in.require(BattleEffect.named(e).isPresent(),
                        at + ".effects", "\"" + e + "\" is not a Valid Battle Effect");
            }
        }
        Set<Integer> numbers = new HashSet<>();
        for (int i = 0; i < s.duels.size(); i++) {
            WizardsState.Duel d = s.duels.get(i);
            String at = "wizards.duels[" + i + "]";
            in.require(d != null && numbers.add(d.number) && d.number > 0, at + ".number", "each duel has its own "
                    + "number");
            in.require(d.postedAt != null, at + ".postedAt", "is missing");
            name(d.challenger, at + ".challenger", in, true);
            name(d.opponent, at + ".opponent", in, false);
            for (String b : d.battlefields) {
                in.require(b != null && fields.contains(Draft.key(b)), at + ".battlefields", "\"" + b
                        + "\" is not among the battlefields");
            }
            for (String w : d.plans.keySet()) {
                name(w, at + ".plans", in, true);
            }
        }
        for (int i = 0; i < s.campaigns.size(); i++) {
            WizardsState.Campaign c = s.campaigns.get(i);
            String at = "wizards.campaigns[" + i + "]";
            in.require(c != null && c.number == i + 1, at + ".number", "campaigns are numbered 1, 2, 3… in order");
            for (WizardsState.Participation p : c.participants) {
                name(p.wizard, at + ".participants", in, true);
            }
        }
        if (s.victor != null) {
            name(s.victor, "wizards.victor", in, true);
        }
    }

    /** A Wizard's name: a player's, or The Druid. */
    private static void name(String name, String at, ImportInput in, boolean required) {
        if (name == null && !required) {
            return;
        }
        if (!Draft.isDruid(name)) {
            in.requirePlayer(name, at);
        }
    }

    private void insert(Changes changes, ImportIds ids, WizardsState s) {
        if (s == null) {
            return;
        }
        s.dynastyId = ids.dynastyId();
        changes.insert(states, s);
    }
}
