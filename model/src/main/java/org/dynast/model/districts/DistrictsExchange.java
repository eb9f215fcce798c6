package org.dynast.model.districts;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.LongConsumer;
import org.dynast.model.log.Changes;
import org.dynast.model.log.JsonDocuments;
import org.dynast.model.module.ModuleExchange;

/**
 * The Districts' part of the dynasty file: field {@code districts}, the whole document with Districts named by their
 * names. It is the emperor's file, so the City's private Factions, Cultures, inbox and allocations stay in it; the
 * players' export is the Dead City page ({@link DeadCityPage}), which leaves them out.
 */
final class DistrictsExchange implements ModuleExchange {

    private final JsonDocuments<DistrictsState> states;
    private final LongConsumer pages;

    DistrictsExchange(JsonDocuments<DistrictsState> states, LongConsumer pages) {
        this.states = states;
        this.pages = pages;
    }

    @Override
    public void shows(long dynastyId) {
        pages.accept(dynastyId);
    }

    @Override
    public List<String> fields() {
        return List.of("districts");
    }

    @Override
    public Map<String, Object> export(long dynastyId, ExportNames names) {
        return ModuleExchange.ordered("districts", states.find(Long.toString(dynastyId)).map(s -> {
            s.dynastyId = 0;
            return s;
        }).orElse(null));
    }

    @Override
    public CheckedPart read(ImportInput in) {
        DistrictsState s = in.field("districts", DistrictsState.class);
        if (s != null) {
            check(s, in);
        }
        return (changes, ids) -> insert(changes, ids, s);
    }

    private static void check(DistrictsState s, ImportInput in) {
        for (var list : Map.of("factions", s.factions == null ? "" : s.factions, "dilemmas", s.dilemmas == null ? ""
                : s.dilemmas, "sessions", s.sessions == null ? "" : s.sessions, "inbox", s.inbox == null ? "" : s.inbox,
                "reinitialised", s.reinitialised == null ? "" : s.reinitialised).entrySet()) {
            in.require(!"".equals(list.getValue()), "districts." + list.getKey(), "is missing (a list, empty if none)");
        }
        Set<String> factions = new HashSet<>();
        for (int i = 0; i < s.factions.size(); i++) {
            DistrictsState.Faction f = s.factions.get(i);
            String at = "districts.factions[" + i + "]";
            in.require(f != null, at, "is empty (a Faction)");
            in.require(f.name != null && !f.name.isBlank(), at + ".name", "a Faction needs a name");
            in.require(factions.add(f.name.toLowerCase(Locale.ROOT)), at + ".name", "two Factions are named " + f.name);
            in.require(f.culture != null, at + ".culture", "is missing (a list, empty if none)");
            in.require(f.culture.isEmpty() || f.culture.size() == 5, at + ".culture", "a Culture has five Positions");
            for (int p = 0; p < f.culture.size(); p++) {
                var pos = Position.named(f.culture.get(p));
                in.require(pos.isPresent() && pos.get().pair() == p, at + ".culture[" + p + "]",
                        "\"" + f.culture.get(p) + "\" is not a side of statement " + (p + 1));
            }
        }
        int number = 0;
        for (int i = 0; i < s.dilemmas.size(); i++) {
            DistrictsState.Dilemma d = s.dilemmas.get(i);
            String at = "districts.dilemmas[" + i + "]";
            in.require(d != null, at, "is empty (a Dilemma)");
            in.require(d.number == ++number, at + ".number", "Dilemmas are numbered 1, 2, 3… in order");
            in.require(d.postedAt != null, at + ".postedAt", "is missing");
            in.require(d.upsides != null && d.downsides != null && d.upsides.size() == 2 && d.downsides.size() == 2
                    && !d.upsides.contains(null) && !d.downsides.contains(null), at, "a Dilemma has two Outcomes, "
                    + "each with its Upside and Downside");
            in.require(d.factions != null, at + ".factions", "is missing (a list, empty if none)");
            in.require(d.reactions != null, at + ".reactions", "is missing (an object, empty if none)");
            for (String f : d.factions) {
                in.require(f == null || factions.contains(f.toLowerCase(Locale.ROOT)), at + ".factions",
                        "names no Faction of the file: " + f);
            }
            for (var e : d.reactions.entrySet()) {
                in.requirePlayer(e.getKey(), at + ".reactions." + e.getKey());
                in.require(e.getValue() != null, at + ".reactions." + e.getKey(), "is missing (a Reaction)");
                in.require("Decide".equals(e.getValue().kind) || "Pass".equals(e.getValue().kind),
                        at + ".reactions." + e.getKey() + ".kind", "is Decide or Pass");
            }
        }
        for (int i = 0; i < s.sessions.size(); i++) {
            DistrictsState.Session x = s.sessions.get(i);
            String at = "districts.sessions[" + i + "]";
            in.require(x != null, at, "is empty (a Plenary Session)");
            in.require(AgendaItem.named(x.agenda).isPresent(), at + ".agenda", "is not one of the six Agenda Items");
            in.require(x.postedAt != null, at + ".postedAt", "is missing");
            in.require(x.responses != null, at + ".responses", "is missing (an object, empty if none)");
            for (String name : x.responses.keySet()) {
                in.requirePlayer(name, at + ".responses." + name);
            }
            in.require(x.anointed == null || in.hasPlayer(x.anointed), at + ".anointed", "names no player");
        }
        for (DistrictsState.Message m : s.inbox) {
            in.require(m != null, "districts.inbox", "holds an empty message");
            in.requirePlayer(m.district, "districts.inbox[" + m.id + "].district");
        }
        for (String name : s.reinitialised.keySet()) {
            in.requirePlayer(name, "districts.reinitialised." + name);
        }
        if (s.mayMoot == null) {
            s.mayMoot = new ArrayList<>();
        }
        for (int i = 0; i < s.mayMoot.size(); i++) {
            in.requirePlayer(s.mayMoot.get(i), "districts.mayMoot[" + i + "]");
        }
    }

    private void insert(Changes changes, ImportIds ids, DistrictsState s) {
        if (s == null) {
            return;
        }
        s.dynastyId = ids.dynastyId();
        changes.insert(states, s);
    }
}
