package org.dynast.app.walkthrough;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.Consumer;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.matters.CoreRulesProfile;
import org.dynast.model.matters.ProfileCatalogue;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.module.ModuleEngine;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.DynastyExchange;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;

/**
 * The state a walkthrough runs on, made for it whatever the live dynasty holds (many pending Proposals, an extra
 * player raising Quorum, Idle players, a Hiatus, Dormancy): the live dynasty's name, ruleset, terms, modules and
 * core-rules profile, with the gamestate the walkthrough's steps need. The live dynasty is only read (its export);
 * the scenario is imported into a new in-memory file with its own clock ({@link Sandbox}).
 *
 * <ul>
 *   <li>{@link #NEWCOMER}: a quiet dynasty for the core walkthroughs. Five active players (the emperor, the learner and
 *   three others, Quorum 3 under the usual rule) and one Idle, taken from the live roster where it has them; nothing
 *   pending, no Hiatus, not Dormant, no DoV cooldown; so the learner may post a Proposal, a CfJ and a DoV, and a
 *   Proposal of theirs with Quorum FOR becomes the oldest pending one, enactable once its 12 hours have passed on the
 *   sandbox's clock. The live ruleset's revisions (or, with none in the file, the shipped text of its number).</li>
 *   <li>{@link #DEMO}: the demo dynasty of the walkthrough's module, which its steps name (O'Malley's wreck, Amsel's
 *   Boxes), under the live dynasty's name and terms and judged by its profile, with the live dynasty's current
 *   ruleset text as its latest revision.</li>
 * </ul>
 */
public final class Scenario {

    public static final String NEWCOMER = "newcomer";
    public static final String DEMO = "demo";
    public static final Set<String> NAMES = Set.of(NEWCOMER, DEMO);

    /** Who acts in the sandbox (its log's actor). */
    static final String ACTOR = "Admin";
    /** Names for the players a live roster is short of (each a legal player name). */
    private static final List<String> STOCK = List.of("Bramble", "Corvid", "Dunmore", "Ember", "Fenwick", "Greer",
            "Hollis");
    /** The core's fields of a dynasty file; the others are the modules' ({@link DynastyExchange.Document}). */
    private static final Set<String> CORE_FIELDS = Set.of("format", "schemaVersion", "exportedAt", "dynasty",
            "players", "mentorships", "matters", "history", "ruleset", "rolls", "cooldowns", "walkthroughs",
            "profile");
    private static final ObjectMapper JSON = new ObjectMapper();

    private Scenario() {
    }

    /** The scenario a walkthrough names, or the one its modules imply (a module's walkthrough: its demo). */
    public static String of(Walkthrough walkthrough) {
        if (walkthrough.scenario() != null) {
            return walkthrough.scenario();
        }
        return walkthrough.modules().isEmpty() ? NEWCOMER : DEMO;
    }

    /**
     * Builds the sandbox of {@code walkthrough} from {@code shown} in {@code real} (read only; with no dynasty shown,
     * from the first demo dynasty), its clock at {@code now}. {@code learner} is the player it is run for (a mentee),
     * who is in the scenario and the default author of its matters; null: a player of the live roster is.
     */
    public static Sandbox build(GameStore real, Dynasty shown, Walkthrough walkthrough, String learner, Instant now) {
        ManualGameClock clock = new ManualGameClock(now);
        DynastyModules modules = real.modules();
        ObjectNode live = shown == null ? demoExport(null, clock, modules) : export(real, shown.id());
        GameStore box = GameStore.inMemory("walkthrough-" + UUID.randomUUID(), clock, modules);
        try {
            boolean demo = DEMO.equals(of(walkthrough)) && !walkthrough.modules().isEmpty();
            Made made = demo ? fromDemo(live, walkthrough.modules().get(0), clock, learner, modules)
                    : newcomer(live, learner, now, playersNeeded(live, modules));
            Dynasty dynasty = box.exchange().importFrom(new StringReader(made.file().toString()),
                    live.path("dynasty").path("name").asText(), ACTOR);
            String latest = latestText(live);
            if (latest == null) {
                latest = modules.shippedRuleset(dynasty.rulesetNumber()).map(s -> s.text()).orElse(null);
            }
            String boxLatest = box.rulesets().latest(dynasty.id()).map(box.rulesets()::text).orElse(null);
            if (latest != null && !latest.equals(boxLatest)) {
                box.rulesets().importText(dynasty.id(), ACTOR, latest, "the ruleset of " + dynasty.name(), null);
            }
            dynasty = box.dynasties().get(dynasty.id());
            // a Hiatus of the calendar (24 to 26 December) forbids the steps' actions: the sandbox's days move past it
            for (int day = 0; day < 3 && !box.matters().hiatusReasons(dynasty.id()).isEmpty(); day++) {
                clock.advance(Duration.ofDays(1));
            }
            var ruleset = box.rulesets().latest(dynasty.id()).map(rev -> box.rulesets().read(rev).ruleset())
                    .orElse(null);
            return new Sandbox(box, dynasty, clock, ruleset, made.learner());
        } catch (RuntimeException e) {
            box.close();
            throw e;
        }
    }

    /** A scenario's dynasty file, and the player it is run for. */
    record Made(ObjectNode file, String learner) {
    }

    private static ObjectNode export(GameStore store, long dynastyId) {
        try {
            StringWriter out = new StringWriter();
            store.exchange().export(dynastyId, out);
            return (ObjectNode) JSON.readTree(out.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The export of a module's demo dynasty (null: the first module's), seeded in a scratch file on {@code clock}. */
    private static ObjectNode demoExport(String module, ManualGameClock clock,
                                         DynastyModules modules) {
        try (GameStore scratch = GameStore.inMemory("walkthrough-demo-" + UUID.randomUUID(), clock, modules)) {
            Dynasty seeded;
            if (module == null) {
                seeded = DemoDynasty.seedIfEmpty(scratch, ACTOR);
            } else {
                ModuleEngine engine = scratch.engines().stream().filter(e -> e.module().id().equals(module))
                        .findFirst().orElseThrow(() -> new IllegalStateException("No module " + module));
                engine.seedDemo(ACTOR);
                seeded = scratch.dynasties().all().stream().filter(d -> d.runs(module)).findFirst()
                        .orElseThrow(() -> new IllegalStateException("The module " + module + " has no demo"));
            }
            return export(scratch, seeded.id());
        }
    }

    /** The text of the live dynasty's latest ruleset revision, or null when its file has none. */
    private static String latestText(ObjectNode live) {
        JsonNode revisions = live.path("ruleset");
        if (!revisions.isArray() || revisions.isEmpty()) {
            return null;
        }
        JsonNode last = revisions.get(0);
        for (JsonNode r : revisions) {
            if (r.path("number").asInt() > last.path("number").asInt()) {
                last = r;
            }
        }
        return last.path("text").isTextual() ? last.path("text").asText() : null;
    }

    /**
     * How many active players the quiet dynasty has: five (Quorum 3 under the usual rule), or as many as its profile's
     * Hiatus or Dormancy by headcount needs (Ruleset 168: "fewer than five Wizards"; 217: four Districts, the City
     * not counted).
     */
    static int playersNeeded(ObjectNode live, DynastyModules modules) {
        CoreRulesProfile profile = null;
        if (live.hasNonNull("profile")) {
            profile = ProfileCatalogue.readStored(live.get("profile").toString());
        } else {
            String id = live.path("dynasty").path("profileId").asText("");
            profile = ProfileCatalogue.shipped(modules).stream().filter(p -> p.id().equals(id))
                    .findFirst().orElse(null);
        }
        if (profile == null || profile.hiatus() == null) {
            return 5;
        }
        var h = profile.hiatus();
        int counted = Math.max(h.fewerThanPlayers(), h.dormantFewerThanPlayers());
        return Math.max(5, counted + (h.emperorCounted() ? 0 : 1));
    }

    /** The quiet dynasty of the core walkthroughs, from the live one's identity and roster. */
    static Made newcomer(ObjectNode live, String learner, Instant now, int active) {
        ObjectNode file = live.deepCopy();
        List<String> moduleFields = new ArrayList<>();
        file.fieldNames().forEachRemaining(f -> {
            if (!CORE_FIELDS.contains(f)) {
                moduleFields.add(f); // the modules' gamestate is of players the scenario may not have
            }
        });
        file.remove(moduleFields);
        ObjectNode dynasty = (ObjectNode) file.path("dynasty");
        dynasty.put("phase", "ACTIVE");
        dynasty.putNull("dormantSince");
        String emperor = dynasty.path("emperor").isTextual() ? dynasty.path("emperor").asText() : null;
        Roster roster = roster(live.path("players"), emperor, learner, active);
        ArrayNode players = file.putArray("players");
        String startedOn = dynasty.path("startedOn").asText();
        for (Map.Entry<String, String> p : roster.players().entrySet()) {
            ObjectNode row = players.addObject();
            JsonNode was = find(live.path("players"), p.getKey());
            row.put("name", p.getKey());
            row.put("admin", p.getKey().equals(emperor) || p.getKey().equals(roster.admin()));
            row.put("joinedOn", was == null ? startedOn : was.path("joinedOn").asText(startedOn));
            row.put("tenured", false);
            if (p.getValue().equals("idle")) {
                row.put("idleSince", now.minus(Duration.ofDays(5)).toString());
                row.put("idleReason", "REQUESTED");
            } else {
                row.putNull("idleSince");
                row.putNull("idleReason");
            }
            row.putNull("lastUnidled");
        }
        for (String empty : List.of("mentorships", "matters", "history", "rolls", "cooldowns", "walkthroughs")) {
            file.putArray(empty);
        }
        // the revisions stay; the matters that caused them are not in the scenario (their names are kept)
        for (JsonNode r : file.path("ruleset")) {
            ((ObjectNode) r).putNull("matter");
        }
        return new Made(file, roster.learner());
    }

    /** The players of a scenario by name (in order: "active" or "idle"), the learner and the second Admin. */
    record Roster(Map<String, String> players, String learner, String admin) {
    }

    /**
     * The emperor, the learner and three more active players, and one Idle: the live roster's players where it has
     * them (its active ones first, by name), stock names where it is short.
     */
    static Roster roster(JsonNode live, String emperor, String learner, int active) {
        List<JsonNode> rows = new ArrayList<>();
        live.forEach(rows::add);
        rows.sort(Comparator.comparing((JsonNode p) -> !p.path("idleSince").isNull() && !p.path("idleSince")
                .isMissingNode()).thenComparing(p -> p.path("name").asText().toLowerCase(Locale.ROOT)));
        List<String> names = new ArrayList<>(rows.stream().map(p -> p.path("name").asText()).toList());
        Map<String, String> chosen = new LinkedHashMap<>();
        Set<String> taken = new HashSet<>();
        Consumer<String> take = name -> {
            chosen.put(name, "active");
            taken.add(name.toLowerCase(Locale.ROOT));
        };
        if (emperor != null) {
            take.accept(emperor);
        }
        String you = learner != null && !learner.equalsIgnoreCase(emperor == null ? "" : emperor) ? learner
                : names.stream().filter(n -> !taken.contains(n.toLowerCase(Locale.ROOT))).findFirst()
                .orElse(null);
        Iterator<String> stock = STOCK.stream().filter(n -> names.stream().noneMatch(n::equalsIgnoreCase))
                .iterator();
        if (you == null) {
            you = stock.next();
        }
        take.accept(you);
        String admin = null;
        for (String name : names) {
            if (chosen.size() >= active) {
                break;
            }
            if (!taken.contains(name.toLowerCase(Locale.ROOT))) {
                take.accept(name);
                admin = admin == null && emperor == null ? name : admin;
            }
        }
        while (chosen.size() < active) {
            String name = stock.next();
            take.accept(name);
            admin = admin == null && emperor == null ? name : admin;
        }
        String idle = names.stream().filter(n -> !taken.contains(n.toLowerCase(Locale.ROOT))).findFirst()
                .orElseGet(stock::next);
        chosen.put(idle, "idle");
        return new Roster(chosen, you, admin);
    }

    private static JsonNode find(JsonNode players, String name) {
        for (JsonNode p : players) {
            if (p.path("name").asText().equals(name)) {
                return p;
            }
        }
        return null;
    }

    /**
     * A module's demo dynasty under the live dynasty's name and terms, judged by its profile. The demo's own
     * revisions are kept (its module's gamestate may name them); the live ruleset text is added after the import.
     */
    private static Made fromDemo(ObjectNode live, String module, ManualGameClock clock, String learner,
                                 DynastyModules modules) {
        ObjectNode file = demoExport(module, clock, modules);
        ObjectNode dynasty = (ObjectNode) file.path("dynasty");
        JsonNode from = live.path("dynasty");
        for (String field : List.of("name", "playerTerm", "playersTerm", "emperorTerm", "profileId")) {
            if (from.hasNonNull(field)) {
                dynasty.set(field, from.get(field));
            }
        }
        if (live.hasNonNull("profile")) {
            file.set("profile", live.get("profile"));
        } else {
            file.remove("profile");
        }
        boolean present = learner != null && find(file.path("players"), learner) != null;
        return new Made(file, present ? learner : null);
    }
}
