package org.dynast.model.districts;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.dynast.model.Refusal;
import org.dynast.model.districts.rules.Consequence;
import org.dynast.model.districts.rules.Dilemma;
import org.dynast.model.districts.rules.Downside;
import org.dynast.model.districts.rules.Outcome;
import org.dynast.model.districts.rules.Upside;

/**
 * Between the module's books (tracker rows and its document) and the pure rules of
 * {@code org.dynast.model.districts.rules}: Districts, Dilemmas and the Prospect.
 */
final class Bridge {

    private Bridge() {
    }

    static org.dynast.model.districts.rules.District toRules(District d) {
        return new org.dynast.model.districts.rules.District(d.name(), Math.toIntExact(d.people()),
                Math.toIntExact(d.food()), Math.toIntExact(d.defences()), Math.toIntExact(d.order()),
                Math.toIntExact(d.ingenuity()), Math.toIntExact(d.energyTrap()), Math.toIntExact(d.calendar()),
                d.commons(), d.innovations(), d.factions());
    }

    /** The District after the rules changed it; its Anointments (the Conclave's) are kept. */
    static District fromRules(org.dynast.model.districts.rules.District r, long anointments) {
        return new District(r.name(), r.people(), r.food(), r.defences(), r.order(), r.ingenuity(), r.energyTrap(),
                r.calendar(), r.commons(), r.innovations(), r.factions(), anointments);
    }

    static Dilemma toRules(DistrictsState.Dilemma d) {
        return toRules(d, null);
    }

    /**
     * The Dilemma as the validity of {@code reactor}'s Reaction sees it: its Reactions made before it Reinitialised
     * are left out ("considered to have undertaken no actions in this dynasty for the purposes of determining the
     * validity of limited actions taken after the Reinitialisation").
     */
    static Dilemma toRules(DistrictsState.Dilemma d, String reactor) {
        List<Outcome> outcomes = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            outcomes.add(new Outcome((Upside) consequence(d.upsides.get(i)), (Downside) consequence(d.downsides.get(i)),
                    i < d.factions.size() ? d.factions.get(i) : null));
        }
        Map<String, Instant> reactions = new LinkedHashMap<>();
        d.reactions.forEach((name, r) -> {
            if (!(r.beforeReinitialising && name.equalsIgnoreCase(reactor))) {
                reactions.put(name, r.at);
            }
        });
        return new Dilemma(d.number, d.postedAt, outcomes, reactions);
    }

    static List<Dilemma> dilemmas(DistrictsState s) {
        return s.dilemmas.stream().map(Bridge::toRules).toList();
    }

    static DistrictsState.Dilemma fromRules(Dilemma d) {
        DistrictsState.Dilemma x = new DistrictsState.Dilemma();
        x.number = d.number();
        x.postedAt = d.postedAt();
        for (Outcome o : d.outcomes()) {
            x.upsides.add(o.upside().text());
            x.downsides.add(o.downside().text());
            x.factions.add(o.peopleFaction());
        }
        return x;
    }

    static Consequence consequence(String text) {
        return Consequence.named(text).or(() -> Consequence.all().stream().filter(c -> prospectItem(c)
                .equalsIgnoreCase(text == null ? "" : text.strip())).findFirst()).orElseThrow(() ->
                new Refusal("Upsides and Downsides", "\"" + text + "\" is not one of the Upsides or Downsides."));
    }

    /**
     * A consequence as an item of the Prospect's list: its words up to the first comma or semicolon ("Lose 1 Food"
     * for "Lose 1 Food, or lose 10 People instead if you are Starving"), since the list is written comma-separated.
     */
    static String prospectItem(Consequence c) {
        String t = c.text();
        int cut = t.length();
        for (char ch : new char[] {',', ';'}) {
            int i = t.indexOf(ch);
            if (i >= 0) {
                cut = Math.min(cut, i);
            }
        }
        return t.substring(0, cut).strip();
    }

    static List<Consequence> prospect(List<String> items) {
        return items.stream().map(Bridge::consequence).toList();
    }

    static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
