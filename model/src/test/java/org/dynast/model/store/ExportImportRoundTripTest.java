package org.dynast.model.store;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.function.Consumer;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.blogbots.BlogBots;
import org.dynast.model.blogbots.bots.Readiness;
import org.dynast.model.districts.DistrictsEngine;
import org.dynast.model.districts.rules.Choices;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.factory.Chooser;
import org.dynast.model.factory.FactoryEngine;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.Resolution;
import org.dynast.model.matters.VotableMatter;
import org.dynast.model.matters.VoteIcon;
import org.dynast.model.roster.Player;
import org.dynast.model.time.ManualGameClock;
import org.dynast.model.tracker.TrackerEngine;
import org.dynast.model.wizards.WizardsEngine;
import org.junit.jupiter.api.Test;

/**
 * A dynasty's own export always imports, and comes back the same (issue 33): for every module's demo dynasty, random
 * actions through the services (the core's Votable Matters and roster, the tracker's cells, each module's own
 * actions) — the refused ones change nothing and are not counted — then export, import into a fresh file, export
 * again: the two files are equal but for when they were written and the import's own line in the history. The normal
 * build takes {@code jqwik.tries.default} (250) accepted actions per dynasty and more under {@code -Pfuzz}; at least
 * 1,000 in all.
 */
class ExportImportRoundTripTest {

    private static final String A = TestStores.ADMIN;
    private static final ObjectMapper JSON = new ObjectMapper();

    /** Accepted actions per dynasty: the fuzz count (250; 2,500 under -Pfuzz). */
    private static final int ACTIONS = Integer.getInteger("jqwik.tries.default", 250);

    @Test
    void everyModulesDemoComesBackAsItWasAfterRandomAcceptedActions() throws IOException {
        ManualGameClock clock = TestStores.clock();
        Map<String, Integer> accepted = new TreeMap<>();
        try (GameStore store = TestStores.store(clock)) {
            DemoDynasty.seedIfEmpty(store, A);
            List<Dynasty> demos = store.dynasties().all();
            assertThat(demos).extracting(Dynasty::rulesetNumber).contains(168, 190, 205, 217);
            Random random = new Random(33);
            for (Dynasty d : demos) {
                List<Consumer<Random>> actions = new ArrayList<>(core(store, clock, d.id()));
                actions.addAll(module(store, d));
                int done = 0;
                int tries = 0;
                while (done < ACTIONS && tries < ACTIONS * 40) {
                    tries++;
                    try {
                        actions.get(random.nextInt(actions.size())).accept(random);
                        done++;
                    } catch (Refusal refused) {
                        // refused in the rules' words: nothing changed
                    }
                }
                accepted.put(d.name() + " (Ruleset " + d.rulesetNumber() + ")", done);
                String first = export(store, d.id());
                try (GameStore other = TestStores.store(TestStores.clock())) {
                    Dynasty copy = other.exchange().importFrom(new StringReader(first), "round-trip.json", A);
                    assertThat(normal(export(other, copy.id()))).as(d.name()).isEqualTo(normal(first));
                }
            }
        }
        System.out.println("Export/import round trip, accepted actions per dynasty: " + accepted);
        assertThat(accepted.values()).allSatisfy(n -> assertThat(n).isGreaterThanOrEqualTo(ACTIONS / 2));
        assertThat(accepted.values().stream().mapToInt(Integer::intValue).sum()).isGreaterThanOrEqualTo(1_000);
    }

    private static String export(GameStore store, long id) throws IOException {
        StringWriter out = new StringWriter();
        store.exchange().export(id, out);
        return out.toString();
    }

    /** The file without when it was written, and without the import's own line at the end of the history. */
    private static JsonNode normal(String file) throws IOException {
        ObjectNode tree = (ObjectNode) JSON.readTree(file);
        tree.remove("exportedAt");
        JsonNode history = tree.get("history");
        if (history != null && history.isArray()) {
            com.fasterxml.jackson.databind.node.ArrayNode kept = JSON.createArrayNode();
            history.forEach(h -> {
                if (!"dynasty.import".equals(h.path("kind").asText())) {
                    kept.add(h);
                }
            });
            tree.set("history", kept);
        }
        return tree;
    }

    private static <T> T any(Random r, List<T> list) {
        return list.get(r.nextInt(list.size()));
    }

    private static List<Player> active(GameStore store, long id) {
        return store.roster().roster(id).active();
    }

    /** The core's actions: the clock, Votable Matters and their votes, resolutions, the roster. */
    private static List<Consumer<Random>> core(GameStore store, ManualGameClock clock, long id) {
        List<Consumer<Random>> out = new ArrayList<>();
        out.add(r -> clock.advance(Duration.ofMinutes(1 + r.nextInt(24 * 60))));
        out.add(r -> store.matters().post(id, A, r.nextInt(4) == 0 ? MatterKind.CFJ : MatterKind.PROPOSAL,
                "Matter " + r.nextInt(1000), any(r, active(store, id)).id(), null, "Body " + r.nextInt(9)));
        out.add(r -> {
            List<VotableMatter> pending = store.matters().listing(id).pending();
            if (pending.isEmpty()) {
                throw new Refusal("test", "no pending matter");
            }
            store.matters().vote(id, A, any(r, pending).id(), any(r, active(store, id)).id(),
                    any(r, List.of(VoteIcon.FOR, VoteIcon.AGAINST, VoteIcon.DEFERENTIAL)), null);
        });
        out.add(r -> {
            List<VotableMatter> pending = store.matters().listing(id).pending();
            if (pending.isEmpty()) {
                throw new Refusal("test", "no pending matter");
            }
            long admin = active(store, id).stream().filter(Player::admin).findFirst()
                    .orElseThrow(() -> new Refusal("test", "no admin")).id();
            store.matters().resolve(id, A, any(r, pending).id(), r.nextBoolean() ? Resolution.ENACT : Resolution.FAIL,
                    admin);
        });
        out.add(r -> store.roster().addPlayer(id, A, "Newcomer" + r.nextInt(100_000), false, null));
        return out;
    }

    /** A Worker who answers the engine's questions at random (a choice among the options it offers). */
    private static Chooser chooser(Random r) {
        return new Chooser() {
            @Override
            public String choose(String question, List<String> options) {
                return any(r, options);
            }

            @Override
            public List<String> chooseSome(String question, List<String> options, int min, int max) {
                List<String> left = new ArrayList<>(options);
                java.util.Collections.shuffle(left, r);
                int n = min + r.nextInt(Math.max(1, Math.min(max, left.size()) - min + 1));
                return left.subList(0, Math.min(n, left.size()));
            }
        };
    }

    /** The actions of the modules the dynasty runs. */
    private static List<Consumer<Random>> module(GameStore store, Dynasty d) {
        long id = d.id();
        List<Consumer<Random>> out = new ArrayList<>();
        if (d.runs("tracker")) {
            var tracker = TrackerEngine.in(store).tracker();
            out.add(r -> {
                var table = tracker.table(id);
                if (table.rows().isEmpty()) {
                    throw new Refusal("test", "no rows");
                }
                String row = any(r, table.rows()).name();
                String column = any(r, d.rulesetNumber() == 168 ? List.of("Food", "Favor", "Elimination")
                        : List.of("People", "Food", "Order", "Ingenuity", "Defences", "Energy Trap"));
                tracker.setCell(id, A, row, column, Integer.toString(r.nextInt(d.rulesetNumber() == 168
                        && column.equals("Elimination") ? 2 : 60)));
            });
        }
        if (d.rulesetNumber() == 168) {
            var wizards = WizardsEngine.in(store);
            List<String> names = wizards.wizards().wizards(id);
            out.add(r -> wizards.wizards().transfer(id, A, any(r, names), any(r, names), r.nextInt(3), r.nextInt(4)));
            out.add(r -> wizards.wizards().associate(id, A, any(r, names), any(r, List.of("Queen", "Chamberlain",
                    "Treasurer", "ArchBishop")), 1 + r.nextInt(6)));
            out.add(r -> wizards.stables().feed(id, A, any(r, names)));
            out.add(r -> wizards.stables().firstCreature(id, A, any(r, names), any(r, List.of("Winged Horse",
                    "Giant Emu", "Swift Ox", "Armored Toad"))));
        }
        if (d.rulesetNumber() == 217) {
            var districts = DistrictsEngine.in(store);
            List<String> names = active(store, id).stream().map(Player::name)
                    .filter(n -> d.emperorId() == null || !n.equals(store.roster().roster(id).nameOf(d.emperorId())))
                    .toList();
            out.add(r -> districts.districts().pose(id, A, r.nextBoolean()));
            out.add(r -> districts.districts().pass(id, A, any(r, names)));
            out.add(r -> districts.districts().decide(id, A, any(r, names), Choices.outcome(1 + r.nextInt(2)),
                    List.of(), false));
            out.add(r -> districts.factions().createFaction(id, A, "Faction " + r.nextInt(1000)));
            out.add(r -> districts.districts().setStorm(id, A, r.nextBoolean()));
        }
        if (d.rulesetNumber() == 190) {
            var factory = FactoryEngine.in(store).factory();
            List<String> workers = factory.floor(id).workers.stream().map(w -> w.name).toList();
            out.add(r -> factory.activate(id, A, any(r, workers), r.nextInt(4), chooser(r)));
            out.add(r -> factory.addMachine(id, A, any(r, workers), any(r, List.of("Dustsheet", "Spin", "Mill",
                    "Storage")), r.nextInt(3), chooser(r)));
            out.add(r -> factory.demolish(id, A, any(r, workers), r.nextInt(4)));
            out.add(r -> factory.clockOut(id, A, any(r, workers)));
            out.add(r -> factory.cycle(id, A, any(r, workers)));
            // the Machine Lines tab's pasted tracking text: what it accepts must export and import ("Victory: Nobody"
            // is refused, as the file would be)
            out.add(r -> {
                var floor = factory.floor(id);
                String text = org.dynast.model.factory.TrackingText.export(floor)
                        + (r.nextInt(5) == 0 ? "\nVictory: Nobody\n" : "");
                org.dynast.model.factory.FactoryFloor read;
                try {
                    read = org.dynast.model.factory.TrackingText.read(text, floor, factory.catalogue());
                } catch (RuntimeException e) {
                    throw new Refusal("test", "the tracking text is refused: " + e.getMessage());
                }
                factory.replace(id, A, read);
            });
        }
        if (d.rulesetNumber() == 205) {
            var workshop = BlogBots.in(store).workshop();
            out.add(r -> workshop.setReadiness(id, A, any(r, active(store, id)).id(), any(r,
                    List.of(Readiness.values()))));
            out.add(r -> workshop.renameBot(id, A, any(r, active(store, id)).id(), "Bot " + r.nextInt(1000)));
            out.add(r -> workshop.setScript(id, A, any(r, active(store, id)).id(), "If the current turn is "
                    + (1 + r.nextInt(9)) + " or more, " + any(r, List.of("block", "evade", "move forwards 2 times"))));
            out.add(r -> workshop.repair(id, A, any(r, active(store, id)).id()));
        }
        return out;
    }
}
