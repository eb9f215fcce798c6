package org.dynast.model.election;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.LongConsumer;
import org.dynast.model.log.Changes;
import org.dynast.model.log.JsonDocuments;
import org.dynast.model.module.ModuleExchange;

/**
 * The election's part of the dynasty file: field {@code election}, the module's document with Candidates named by
 * their names, and the Debates' own fields after it. It is the emperor's file; the players' export is the players'
 * page, which leaves out whatever is private.
 */
final class ElectionExchange implements ModuleExchange {

    private final JsonDocuments<ElectionState> states;
    private final Optional<ModuleExchange> debates;
    private final LongConsumer pages;

    ElectionExchange(JsonDocuments<ElectionState> states, Optional<ModuleExchange> debates,
                     LongConsumer pages) {
        this.states = states;
        this.debates = debates;
        this.pages = pages;
    }

    @Override
    public void shows(long dynastyId) {
        pages.accept(dynastyId);
    }

    @Override
    public List<String> fields() {
        List<String> f = new ArrayList<>(List.of("election"));
        debates.ifPresent(d -> f.addAll(d.fields()));
        return f;
    }

    @Override
    public Map<String, Object> export(long dynastyId, ExportNames names) {
        Map<String, Object> out = new LinkedHashMap<>(ModuleExchange.ordered("election",
                states.find(Long.toString(dynastyId)).map(s -> {
                    s.dynastyId = 0;
                    return s;
                }).orElse(null)));
        debates.ifPresent(d -> out.putAll(d.export(dynastyId, names)));
        return out;
    }

    @Override
    public CheckedPart read(ImportInput in) {
        ElectionState s = in.field("election", ElectionState.class);
        if (s != null) {
            check(s, in);
        }
        Optional<CheckedPart> d = debates.map(x -> x.read(in));
        return (changes, ids) -> {
            insert(changes, ids, s);
            d.ifPresent(p -> p.insert(changes, ids));
        };
    }

    private static void check(ElectionState s, ImportInput in) {
        in.require(s.candidates != null, "election.candidates", "is missing (a list, empty if none)");
        in.require(s.abroad != null, "election.abroad", "is missing (a list, empty if none)");
        in.require(s.tshirts != null, "election.tshirts", "is missing (a list, empty if none)");
        in.require(s.claims != null, "election.claims", "is missing (a list, empty if none)");
        in.require(s.news != null, "election.news", "is missing (a list, empty if none)");
        in.require(s.agendas != null, "election.agendas", "is missing (a list, empty if none)");
        for (int i = 0; i < s.candidates.size(); i++) {
            in.requirePlayer(s.candidates.get(i), "election.candidates[" + i + "]");
        }
        for (int i = 0; i < s.abroad.size(); i++) {
            in.requirePlayer(s.abroad.get(i), "election.abroad[" + i + "]");
        }
        for (int i = 0; i < s.tshirts.size(); i++) {
            ElectionState.TShirts t = s.tshirts.get(i);
            String at = "election.tshirts[" + i + "]";
            in.require(t != null, at, "is empty (a Free T-Shirts action)");
            in.requirePlayer(t.giver, at + ".giver");
            in.require(t.at != null, at + ".at", "is missing (when the T-Shirts were given out)");
            in.require(t.claimed != null, at + ".claimed", "is missing (a list, empty if none)");
            for (String n : t.claimed) {
                in.requirePlayer(n, at + ".claimed");
            }
        }
        for (int i = 0; i < s.claims.size(); i++) {
            ElectionState.ImageClaim c = s.claims.get(i);
            String at = "election.claims[" + i + "]";
            in.require(c != null, at, "is empty (a Public Image claim)");
            in.require("ENACTED".equals(c.outcome) || "FAILED".equals(c.outcome), at + ".outcome",
                    "is ENACTED or FAILED");
            in.require(c.at != null, at + ".at", "is missing (when the Proposal was resolved)");
            in.require(c.voters != null && c.claimed != null, at, "needs its voters and claimed lists");
            for (String n : c.voters) {
                in.requirePlayer(n, at + ".voters");
            }
            for (String n : c.claimed) {
                in.require(c.voters.stream().anyMatch(v -> v.equalsIgnoreCase(n)), at + ".claimed",
                        n + " claimed but did not vote that way");
            }
        }
        for (int i = 0; i < s.news.size(); i++) {
            ElectionState.NewsComment n = s.news.get(i);
            String at = "election.news[" + i + "]";
            in.require(n != null, at, "is empty (a comment at the News Post)");
            in.require(List.of("BS", "T-SHIRTS", "THOG").contains(n.kind), at + ".kind", "is BS, T-SHIRTS or THOG");
            in.requirePlayer(n.author, at + ".author");
            in.require(n.at != null, at + ".at", "is missing");
            in.require(n.text != null, at + ".text", "is missing");
        }
        Set<String> numbers = new HashSet<>();
        for (int i = 0; i < s.agendas.size(); i++) {
            ElectionState.GoodIntention g = s.agendas.get(i);
            String at = "election.agendas[" + i + "]";
            in.require(g != null, at, "is empty (a Good Intention)");
            in.requirePlayer(g.candidate, at + ".candidate");
            in.require(g.number >= 1, at + ".number", "Good Intentions are numbered from 1");
            in.require(numbers.add(ElectionState.key(g.candidate) + "#" + g.number), at + ".number",
                    g.candidate + " has two Good Intentions numbered " + g.number);
            in.require(g.text != null, at + ".text", "is missing");
        }
        if (s.victory != null) {
            in.requirePlayer(s.victory.candidate, "election.victory.candidate");
            in.require(s.victory.at != null, "election.victory.at", "is missing");
        }
    }

    private void insert(Changes changes, ImportIds ids, ElectionState s) {
        if (s == null) {
            return;
        }
        s.dynastyId = ids.dynastyId();
        changes.insert(states, s);
    }
}
