package org.dynast.model.tracker;

import java.time.Instant;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.LongConsumer;
import org.dynast.model.log.Changes;
import org.dynast.model.log.JsonDocuments;
import org.dynast.model.module.ModuleExchange;

/**
 * The tracker's part of the dynasty file: field {@code tracker}, the whole state with each player's row named by the
 * player's name and no database ids. It is the emperor's file, so private columns stay in it; the players' export is
 * the wiki tables ({@link WikiTables}), which leave them out.
 */
final class TrackerExchange implements ModuleExchange {

    private final JsonDocuments<TrackerState> states;
    private final LongConsumer pages;

    TrackerExchange(JsonDocuments<TrackerState> states, LongConsumer pages) {
        this.states = states;
        this.pages = pages;
    }

    @Override
    public void shows(long dynastyId) {
        pages.accept(dynastyId);
    }

    @Override
    public List<String> fields() {
        return List.of("tracker");
    }

    @Override
    public Map<String, Object> export(long dynastyId, ExportNames names) {
        return ModuleExchange.ordered("tracker", states.find(Long.toString(dynastyId)).map(s -> {
            for (TrackerRow r : TrackerService.concat(s.rows, s.away)) {
                if (r.playerId != null) {
                    String name = names.player(r.playerId);
                    r.name = name != null ? name : r.name;
                    r.playerId = null;
                }
            }
            Map<String, Instant> taken = new LinkedHashMap<>();
            s.taken.forEach((k, v) -> taken.put(byName(k, names), v));
            s.taken = taken;
            s.dynastyId = 0;
            return s;
        }).orElse(null));
    }

    @Override
    public CheckedPart read(ImportInput in) {
        TrackerState s = in.field("tracker", TrackerState.class);
        if (s != null) {
            check(s, in);
        }
        return (changes, ids) -> insert(changes, ids, s);
    }

    private static void check(TrackerState s, ImportInput in) {
        in.require(s.definition != null, "tracker.definition", "is missing");
        List<Definitions.Problem> problems = Definitions.problems(s.definition);
        if (!problems.isEmpty()) {
            throw in.problem("tracker.definition." + problems.get(0).where(), problems.get(0).why());
        }
        Set<String> names = new HashSet<>();
        rows(s.rows == null ? List.of() : s.rows, "tracker.rows", s.definition, in, names);
        rows(s.away == null ? List.of() : s.away, "tracker.away", s.definition, in, names);
        posts(s, in);
        for (Map.Entry<String, Instant> e : (s.taken == null ? Map.<String, Instant>of()
                : s.taken).entrySet()) {
            String at = "tracker.taken." + e.getKey();
            in.require(e.getKey() != null && e.getKey().contains("|") && !e.getKey().contains("|#") && e.getValue()
                    != null, at, "is not an action's last taking (\"action|@player\", \"action|row\" or \"action|*\" with a "
                    + "time)");
            int bar = e.getKey().lastIndexOf("|@");
            if (bar >= 0) {
                in.requirePlayer(e.getKey().substring(bar + 2), at);
            }
        }
        Map<String, String> globals = s.globals == null ? Map.of() : s.globals;
        for (Map.Entry<String, String> e : globals.entrySet()) {
            String at = "tracker.globals." + e.getKey();
            Column g = s.definition.global(e.getKey()).orElse(null);
            in.require(g != null, at, "there is no global value of that name in the definition");
            value(g, e.getValue(), at, in);
        }
    }

    private static void posts(TrackerState s, ImportInput in) {
        List<TimedPost> posts = s.posts == null ? List.of() : s.posts;
        Set<Integer> ids = new HashSet<>();
        Set<String> rows = new HashSet<>();
        TrackerService.concat(s.rows, s.away).forEach(r -> rows.add(r.name.strip().toLowerCase(Locale.ROOT)));
        for (int i = 0; i < posts.size(); i++) {
            TimedPost p = posts.get(i);
            String at = "tracker.posts[" + i + "]";
            in.require(p != null && p.id > 0 && ids.add(p.id), at + ".id", "a post needs a number of its own");
            in.require(p.kind != null && !p.kind.isBlank(), at + ".kind", "a post needs its kind");
            in.require(p.number > 0, at + ".number", "a post needs its number among its kind's posts");
            in.require(p.posted != null && p.closes != null && p.due != null, at, "a post needs its posted, closes "
                    + "and due times");
            in.require(p.closes.isAfter(p.posted) && !p.due.isBefore(p.posted), at + ".closes", "a post closes "
                    + "and falls due after it is posted");
            List<String> reactors = p.reactors == null ? List.of() : p.reactors;
            for (String r : reactors) {
                in.require(r != null && rows.contains(r.strip().toLowerCase(Locale.ROOT)), at + ".reactors",
                        "\"" + Values.shown(String.valueOf(r)) + "\" has no row in the tracker");
            }
            Map<String, Instant> reacted = p.reacted == null ? Map.of() : p.reacted;
            for (Map.Entry<String, Instant> e : reacted.entrySet()) {
                in.require(reactors.stream().anyMatch(r -> r.equalsIgnoreCase(e.getKey())), at + ".reacted."
                        + e.getKey(), "is not among the post's reactors");
                in.require(e.getValue() != null && !e.getValue().isBefore(p.posted), at + ".reacted." + e.getKey(),
                        "a reaction comes after the post");
            }
        }
    }

    private static void rows(List<TrackerRow> rows, String path, TrackerDefinition d, ImportInput in,
                             Set<String> names) {
        for (int i = 0; i < rows.size(); i++) {
            TrackerRow r = rows.get(i);
            String at = path + "[" + i + "]";
            in.require(r != null && r.name != null && !r.name.isBlank(), at + ".name", "a row needs a name");
            in.require(names.add(r.name.strip().toLowerCase(Locale.ROOT)), at + ".name", "\"" + Values.shown(r.name)
                    + "\" has two rows");
            if (!r.npc) {
                in.requirePlayer(r.name, at + ".name");
            }
            Map<String, String> values = r.values == null ? Map.of() : r.values;
            for (Map.Entry<String, String> e : values.entrySet()) {
                Column c = d.column(e.getKey()).orElse(null);
                in.require(c != null && !c.derived(), at + ".values." + e.getKey(),
                        "there is no entered column of that name in the definition");
                value(c, e.getValue(), at + ".values." + e.getKey(), in);
            }
        }
    }

    /**
     * Checks a value of the file: any spelling the tracker reads is accepted ("Queen(3)" as well as "Queen (3)", so
     * that a file written before the two agreed imports), and {@link #insert} stores it as the tracker writes it.
     */
    private static void value(Column c, String v, String at, ImportInput in) {
        try {
            Values.read(c, v);
        } catch (Values.BadValue e) {
            throw in.problem(at, e.getMessage());
        }
    }

    /** The file's values as the tracker writes them (checked already). */
    private static void canonical(TrackerState s) {
        for (TrackerRow r : TrackerService.concat(s.rows, s.away)) {
            if (r.values != null) {
                r.values.replaceAll((k, v) -> s.definition.column(k).map(c -> Values.read(c, v)).orElse(v));
            }
        }
        if (s.globals != null) {
            s.globals.replaceAll((k, v) -> s.definition.global(k).map(c -> Values.read(c, v)).orElse(v));
        }
    }

    /** "soup kitchen|#12" (a player's id in this file) → "soup kitchen|@Kevan" (the player's name in the export). */
    private static String byName(String key, ExportNames names) {
        int bar = key.lastIndexOf("|#");
        if (bar < 0) {
            return key;
        }
        String name = names.player(Long.parseLong(key.substring(bar + 2)));
        return name == null ? key : key.substring(0, bar) + "|@" + name;
    }

    private void insert(Changes changes, ImportIds ids, TrackerState s) {
        if (s == null) {
            return;
        }
        Map<String, Instant> taken = new LinkedHashMap<>();
        (s.taken == null ? Map.<String, Instant>of() : s.taken).forEach((k, v) -> {
            int bar = k.lastIndexOf("|@");
            taken.put(bar < 0 ? k : k.substring(0, bar) + "|#" + ids.player(k.substring(bar + 2)), v);
        });
        s.taken = taken;
        canonical(s);
        s.dynastyId = ids.dynastyId();
        for (TrackerRow r : TrackerService.concat(s.rows, s.away)) {
            r.playerId = r.npc ? null : ids.player(r.name);
        }
        changes.insert(states, s);
    }
}
