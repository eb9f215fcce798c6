package org.dynast.model.module;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.function.Supplier;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.blogbots.BlogBots;
import org.dynast.model.blogbots.BlogBotsDemo;
import org.dynast.model.blogbots.BlogBotsModule;
import org.dynast.model.blogbots.arena.AnnouncedBout;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.Catalogue;
import org.dynast.model.blogbots.bots.ChassisModel;
import org.dynast.model.blogbots.bots.Disposal;
import org.dynast.model.blogbots.bots.EngineType;
import org.dynast.model.blogbots.bots.Part;
import org.dynast.model.blogbots.bots.Readiness;
import org.dynast.model.blogbots.bots.Source;
import org.dynast.model.blogbots.bots.SystemType;
import org.dynast.model.blogbots.bots.WorkshopService;
import org.dynast.model.blogbots.tournament.Tournament;
import org.dynast.model.blogbots.tournament.TournamentService;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.factory.Chooser;
import org.dynast.model.factory.FactoryDemo;
import org.dynast.model.factory.FactoryEngine;
import org.dynast.model.factory.FactoryFloor;
import org.dynast.model.factory.FactoryModule;
import org.dynast.model.factory.FactoryService;
import org.dynast.model.factory.MachineType;
import org.dynast.model.factory.TrackingText;
import org.dynast.model.factory.WidgetType;
import org.dynast.model.log.Snapshots;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.MatterStatus;
import org.dynast.model.matters.Resolution;
import org.dynast.model.matters.VotableMatter;
import org.dynast.model.matters.VoteIcon;
import org.dynast.model.roster.IdleReason;
import org.dynast.model.roster.Player;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.CadenceRules;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * What one dynasty does never shows in another: a few hundred random actions in dynasty A, through the core's
 * services and every module's, with undos and redos among them, leave each other dynasty's file (its export, taken
 * at the same instant) byte for byte as it was, and what the console shows of it unchanged.
 *
 * <p>One store holds both demos and a second dynasty of each kind, imported from the demo's own export, so the
 * twins share every player's name with A. The random choices come from a fixed seed and the store's seeded source,
 * so every run performs the same actions.
 */
class DynastyIsolationTest {

    /** The fixed instant of every export, so a file differs only if the dynasty does. */
    private static final Instant EXPORTED_AT = Instant.parse("2026-11-20T12:00:00Z");
    private static final long SEED = 20_261_120L;
    private static final int ACTIONS = 400;

    private final ManualGameClock clock = ManualGameClock.at(EXPORTED_AT.toString());
    private final GameStore store = TestStores.store(clock);
    private final Dynasty blogBotsDemo;
    private final Dynasty factoryDemo;
    private final Dynasty secondBlogBots;
    private final Dynasty secondFactory;

    DynastyIsolationTest() {
        DemoDynasty.seedIfEmpty(store, TestStores.ADMIN);
        blogBotsDemo = named(BlogBotsDemo.NAME);
        factoryDemo = named(FactoryDemo.NAME);
        secondBlogBots = copyOf(blogBotsDemo);
        secondFactory = copyOf(factoryDemo);
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void actionsInTheBlogBotsDemoLeaveTheFactoryDemoAndAnotherBlogBotsDynastyAsTheyWere() {
        assertThat(blogBotsDemo.modules()).containsExactly(BlogBotsModule.ID);
        assertThat(secondBlogBots.modules()).containsExactly(BlogBotsModule.ID);
        Tally tally = isolation(blogBotsDemo, List.of(factoryDemo, secondBlogBots));
        assertThat(tally.performedIn("workshop")).as("workshop actions performed").isPositive();
        assertThat(tally.performedIn("bouts")).as("bouts actions performed").isPositive();
        assertThat(tally.performedIn("tournament")).as("tournament actions performed").isPositive();
    }

    @Test
    void actionsInTheFactoryDemoLeaveTheBlogBotsDemoAndAnotherFactoryDynastyAsTheyWere() {
        assertThat(factoryDemo.modules()).containsExactly(FactoryModule.ID);
        assertThat(secondFactory.modules()).containsExactly(FactoryModule.ID);
        Tally tally = isolation(factoryDemo, List.of(blogBotsDemo, secondFactory));
        assertThat(tally.performedIn("factory")).as("factory actions performed").isPositive();
    }

    /** Runs the random actions in {@code a} and checks that each of {@code others} exports and shows the same. */
    private Tally isolation(Dynasty a, List<Dynasty> others) {
        Map<Long, String> exportsBefore = new LinkedHashMap<>();
        Map<Long, String> viewsBefore = new LinkedHashMap<>();
        for (Dynasty b : others) {
            exportsBefore.put(b.id(), exportAtTheFixedInstant(b.id()));
            viewsBefore.put(b.id(), views(b));
            // each has gamestate of its module to lose: the Operators' loadouts, or a factory floor
            assertThat(exportsBefore.get(b.id())).contains(b.runs(BlogBotsModule.ID) ? "\"loadouts\" : [ {"
                    : "\"factory\" : {");
        }
        long started = System.nanoTime();
        Actions actions = new Actions(a, new Random(SEED));
        for (int i = 0; i < ACTIONS; i++) {
            actions.step(i);
        }
        actions.undoAndRedoAtTheEnd();
        long millis = (System.nanoTime() - started) / 1_000_000;
        System.out.printf("%s: %d actions performed, %d refused in %d ms%n%s%n", a.name(), actions.tally.performed(),
                actions.tally.refused(), millis, actions.tally);

        assertThat(store.log().history(a.id())).as("A's log grew").hasSizeGreaterThan(ACTIONS / 3);
        assertThat(actions.tally.performed()).as("actions performed in %s", a.name()).isGreaterThan(ACTIONS / 3);
        assertThat(actions.tally.refused()).as("actions refused in %s", a.name()).isPositive();
        assertThat(actions.tally.performedIn("roster")).as("roster actions performed").isPositive();
        assertThat(actions.tally.performedIn("matters")).as("matters actions performed").isPositive();
        assertThat(actions.tally.performedIn("dice")).as("dice actions performed").isPositive();
        assertThat(actions.tally.performedIn("cooldowns")).as("cooldowns actions performed").isPositive();
        assertThat(actions.tally.performedIn("undo")).as("undo actions performed").isPositive();
        assertThat(actions.tally.performedIn("redo")).as("redo actions performed").isPositive();
        for (Dynasty b : others) {
            assertThat(exportAtTheFixedInstant(b.id())).as("the export of %s after %d actions in %s", b.name(),
                    ACTIONS, a.name()).isEqualTo(exportsBefore.get(b.id()));
            assertThat(views(b)).as("what the console shows of %s", b.name()).isEqualTo(viewsBefore.get(b.id()));
        }
        return actions.tally;
    }

    // ------------------------------------------------------------------------------------------ the dynasties

    private Dynasty named(String name) {
        return store.dynasties().all().stream().filter(d -> d.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("The demo has no dynasty named " + name));
    }

    /** A second dynasty of the same kind: the demo's export imported ("Name (2)"). */
    private Dynasty copyOf(Dynasty demo) {
        Dynasty copy = store.exchange().importFrom(new StringReader(exportAtTheFixedInstant(demo.id())),
                "copy.json", TestStores.ADMIN);
        assertThat(copy.name()).isEqualTo(demo.name() + " (2)");
        return copy;
    }

    private String exportAtTheFixedInstant(long dynastyId) {
        Instant now = clock.now();
        clock.set(EXPORTED_AT);
        try {
            StringWriter out = new StringWriter();
            store.exchange().export(dynastyId, out);
            return out.toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            clock.set(now);
        }
    }

    /**
     * What the console shows of a dynasty beyond its file, at the fixed instant: its secret rolls, its matters'
     * verdicts, and what its modules' services read (Operators, House Bots, Bouts, the Tournament's next step; the
     * floor, the Cycle's bar and preview).
     */
    private String views(Dynasty d) {
        Instant now = clock.now();
        clock.set(EXPORTED_AT);
        try {
            long id = d.id();
            Map<String, Object> shown = new LinkedHashMap<>();
            shown.put("dynasty", store.dynasties().get(id).toString() + store.dynasties().get(id).modules());
            shown.put("roster", store.roster().roster(id).toString());
            shown.put("rolls", store.dice().emperorView(id).toString());
            shown.put("cooldowns", store.cooldowns().history(id).toString());
            shown.put("verdicts", store.matters().pendingVerdicts(id).toString());
            shown.put("log", store.log().history(id).toString());
            shown.put("nextUndo", store.log().nextUndo(id).toString());
            shown.put("ruleset", store.rulesets().revisions(id).toString());
            if (d.runs(BlogBotsModule.ID)) {
                BlogBots bots = BlogBots.in(store);
                shown.put("operators", bots.workshop().operators(id).toString());
                shown.put("workshop", bots.workshop().rules(id).tournamentMode());
                shown.put("houseBots", bots.bouts().houseBots(id).toString());
                shown.put("bouts", bots.bouts().bouts(id).toString());
                shown.put("practice", bots.bouts().isPractice(id));
                shown.put("tournament", bots.tournament().tournament(id).toString());
                shown.put("nextStep", bots.tournament().nextStep(id).toString());
            }
            if (d.runs(FactoryModule.ID)) {
                FactoryService factory = FactoryEngine.in(store).factory();
                shown.put("floor", json(factory.floor(id)));
                shown.put("cycleBar", String.valueOf(factory.cycleBar(id)));
                shown.put("previewCycle", factory.previewCycle(id).toString());
            }
            return shown.toString();
        } finally {
            clock.set(now);
        }
    }

    private static String json(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static final ObjectMapper MAPPER = Snapshots.standardMapper();

    // ------------------------------------------------------------------------------------------ the tally

    /** Actions performed and refused, by service and by action. */
    static final class Tally {
        private final Map<String, int[]> byAction = new TreeMap<>();

        void performed(String action) {
            byAction.computeIfAbsent(action, k -> new int[2])[0]++;
        }

        private final Map<String, String> lastRefusal = new TreeMap<>();

        void refused(String action, Refusal why) {
            byAction.computeIfAbsent(action, k -> new int[2])[1]++;
            lastRefusal.put(action, why.rule() + ": " + why.getMessage());
        }

        int performed() {
            return byAction.values().stream().mapToInt(c -> c[0]).sum();
        }

        int refused() {
            return byAction.values().stream().mapToInt(c -> c[1]).sum();
        }

        /** Performed actions of one service ("workshop" counts "workshop.setScript" and the others). */
        int performedIn(String service) {
            return byAction.entrySet().stream().filter(e -> e.getKey().equals(service)
                    || e.getKey().startsWith(service + ".")).mapToInt(e -> e.getValue()[0]).sum();
        }

        @Override
        public String toString() {
            StringBuilder out = new StringBuilder();
            byAction.forEach((k, c) -> out.append(String.format("  %-28s %4d performed %4d refused%s%n", k, c[0], c[1],
                    lastRefusal.containsKey(k) ? " (last: " + abbreviated(lastRefusal.get(k)) + ")" : "")));
            return out.toString();
        }
    }

    private static String abbreviated(String text) {
        String line = text.replace('\n', ' ');
        return line.length() <= 160 ? line : line.substring(0, 157) + "...";
    }

    // ------------------------------------------------------------------------------------------ the actions

    /** A named action that may be refused, chosen from step {@code from} on. */
    private record Action(String name, int weight, int from, Runnable body) {
    }

    /** Random actions in one dynasty, through the core's services and those of the modules it runs. */
    private final class Actions {
        private final long a;
        private final String actor;
        private final Random rnd;
        private final Tally tally = new Tally();
        private final List<String> names = new ArrayList<>();
        private final List<String> scripts = List.of("move forward 1", "move forwards 2 times\nturn to face the other way",
                "If the space in front of the Actor is occupied by an opponent, use Flipper\nmove backwards 1",
                "If the current turn number is odd, increase Token RAGE by 1 and move forwards 1 times",
                "this is not BotScript", "");
        private final List<Action> all = new ArrayList<>();
        private int newcomers;

        Actions(Dynasty dynasty, Random rnd) {
            this.a = dynasty.id();
            this.rnd = rnd;
            Player emperor = store.roster().roster(a).byId(dynasty.emperorId()).orElseThrow();
            this.actor = emperor.name();
            // names of every dynasty in the file: the twins share them, so lookups by name must keep to A
            for (Dynasty d : store.dynasties().all()) {
                store.roster().roster(d.id()).players().forEach(p -> names.add(p.name()));
            }
            names.add("Newcomer");
            // a factory Bot's name: refused for a player in a factory dynasty, free in the others
            names.add("Sharebot");
            core();
            if (dynasty.runs(BlogBotsModule.ID)) {
                blogBots();
            }
            if (dynasty.runs(FactoryModule.ID)) {
                factory();
            }
        }

        void step(int index) {
            List<Action> open = all.stream().filter(x -> x.from() <= index).toList();
            int roll = rnd.nextInt(open.stream().mapToInt(Action::weight).sum());
            Action chosen = null;
            for (Action x : open) {
                roll -= x.weight();
                if (roll < 0) {
                    chosen = x;
                    break;
                }
            }
            attempt(index, chosen);
            // time passes: cooldowns lapse, Readiness waits end, Cycles and Tournament steps come due
            clock.advance(Duration.ofMinutes(rnd.nextInt(10 * 60)));
        }

        void undoAndRedoAtTheEnd() {
            for (int i = 0; i < 12; i++) {
                attempt(ACTIONS + i, new Action("undo", 1, 0, () -> store.log().undo(a, actor)));
            }
            for (int i = 0; i < 6; i++) {
                attempt(ACTIONS + 12 + i, new Action("redo", 1, 0, () -> store.log().redo(a, actor)));
            }
        }

        private void attempt(int index, Action action) {
            try {
                action.body().run();
                tally.performed(action.name());
            } catch (Refusal refused) {
                tally.refused(action.name(), refused);
            } catch (Skip skip) {
                // nothing to act on (no pending matter, no Bout…): not an action
            } catch (RuntimeException | AssertionError e) {
                throw new AssertionError("Action " + index + " (" + action.name() + ") failed with other than a "
                        + "Refusal", e);
            }
        }

        private void add(String name, int weight, Runnable body) {
            all.add(new Action(name, weight, 0, body));
        }

        /** An action tried only in the second half (the Tournament, which holds Readiness once it is under way). */
        private void later(String name, int weight, Runnable body) {
            all.add(new Action(name, weight, ACTIONS / 2, body));
        }

        // ---------------------------------------------------------------- the core

        private void core() {
            add("roster.add", 3, () -> store.roster().addPlayer(a, actor, newName(), rnd.nextBoolean(), null));
            add("roster.idle", 2, () -> store.roster().idle(a, actor, player().id(),
                    IdleReason.values()[rnd.nextInt(IdleReason.values().length)]));
            add("roster.unidle", 3, () -> store.roster().unidle(a, actor, player().id()));
            add("roster.tenured", 1, () -> store.roster().setTenured(a, actor, player().id(), rnd.nextBoolean()));
            add("roster.admin", 1, () -> store.roster().setAdmin(a, actor, player().id(), rnd.nextBoolean()));
            add("roster.mentorship", 1, () -> store.roster().startMentorship(a, actor, mentor().id(), player().id(),
                    clock.today()));
            add("roster.rename", 1, () -> store.roster().renameByProposal(a, actor, player().id(), pick(names),
                    "Proposal: a new name"));
            add("matters.post", 4, () -> store.matters().post(a, actor, pickKind(), "Matter " + rnd.nextInt(1000),
                    player().id(), null, "Some text."));
            add("matters.vote", 6, () -> store.matters().vote(a, actor, pendingMatter().id(), player().id(),
                    VoteIcon.values()[rnd.nextInt(VoteIcon.values().length)], null));
            add("matters.resolve", 4, () -> store.matters().resolve(a, actor, pendingMatter().id(),
                    Resolution.values()[rnd.nextInt(Resolution.values().length)], admin().id()));
            add("dice.roll", 4, () -> store.dice().roll(a, actor, rnd.nextInt(8) == 0 ? pick(names) : player().name(),
                    pick(List.of("DICE6", "2DICE10", "DICE3", "DICE1000000")), "a test", rnd.nextInt(4) == 0));
            add("cooldowns.take", 4, () -> store.cooldowns().take(a, actor, player().id(),
                    pick(List.of("Gather", "Trade", "Scout")), pick(List.of(CadenceRules.GLOSSARY.daily(),
                            CadenceRules.GLOSSARY.weekly(), CadenceRules.GLOSSARY.dailyCommunal(),
                            CadenceRules.GLOSSARY.weeklyCommunal()))));
            add("dynasty.terms", 1, () -> store.dynasties().setTerms(a, actor, pick(List.of(
                    new Terms("Operator", "Operators", "Announcer"), new Terms("Worker", "Workers", "Factory"),
                    Terms.GENERIC))));
            // the emperor switches A's module off now and then (its actions are refused meanwhile) and on again
            add("dynasty.modulesOff", 1, () -> {
                if (store.dynasties().get(a).modules().isEmpty()) {
                    throw new Skip();
                }
                store.dynasties().setModules(a, actor, List.of());
            });
            add("dynasty.modulesOn", 8, () -> {
                Dynasty d = store.dynasties().get(a);
                if (!d.modules().isEmpty()) {
                    throw new Skip();
                }
                store.dynasties().setModules(a, actor, DynastyModules.installed().defaultsFor(d.rulesetNumber()));
            });
            add("undo", 5, () -> store.log().undo(a, actor));
            add("redo", 3, () -> store.log().redo(a, actor));
        }

        private MatterKind pickKind() {
            int r = rnd.nextInt(20);
            return r < 14 ? MatterKind.PROPOSAL : r < 19 ? MatterKind.CFJ : MatterKind.DOV;
        }

        private String newName() {
            return rnd.nextInt(3) == 0 ? pick(names) : "Newcomer_" + ++newcomers;
        }

        private Player player() {
            return pick(store.roster().roster(a).players());
        }

        /** An Admin mostly (they resolve matters), now and then anyone. */
        private Player admin() {
            List<Player> admins = store.roster().roster(a).players().stream().filter(Player::admin).toList();
            return admins.isEmpty() || rnd.nextInt(5) == 0 ? player() : pick(admins);
        }

        /** A Tenured player mostly (Mentors are), now and then anyone. */
        private Player mentor() {
            List<Player> tenured = store.roster().roster(a).tenured();
            return tenured.isEmpty() || rnd.nextInt(5) == 0 ? player() : pick(tenured);
        }

        private VotableMatter pendingMatter() {
            return pick(store.matters().state(a).matters().stream().filter(m -> m.status() == MatterStatus.PENDING)
                    .toList());
        }

        private <T> T pick(List<T> from) {
            if (from.isEmpty()) {
                throw new Skip();
            }
            return from.get(rnd.nextInt(from.size()));
        }

        // ---------------------------------------------------------------- BlogBots

        private void blogBots() {
            BlogBots bots = BlogBots.in(store);
            WorkshopService ws = bots.workshop();
            Catalogue catalogue = Catalogue.shipped();
            Supplier<Long> op = () -> pick(ws.operators(a)).playerId();
            Supplier<String> system = () -> pick(catalogue.systems()).name();
            // the workshop
            add("workshop.weeklyMoney", 3, () -> ws.weeklyMoney(a, actor, player().id()));
            add("workshop.setScript", 4, () -> ws.setScript(a, actor, op.get(), pick(scripts)));
            add("workshop.repair", 3, () -> ws.repair(a, actor, op.get()));
            add("workshop.setReadiness", 10, () -> {
                WorkshopService.Operator o = pick(ws.operators(a));
                ws.setReadiness(a, actor, o.playerId(), readiness(o.loadout().readiness()));
            });
            add("workshop.addSystem", 3, () -> ws.addSystem(a, actor, op.get(), system.get(), condition(),
                    rnd.nextBoolean() ? Source.MONEY : Source.BIN, rnd.nextInt(4)));
            add("workshop.removeSystem", 2, () -> ws.removeSystem(a, actor, op.get(), rnd.nextInt(4),
                    rnd.nextBoolean() ? Disposal.SELL : Disposal.BIN));
            add("workshop.moveSystem", 1, () -> ws.moveSystem(a, actor, op.get(), rnd.nextInt(3), rnd.nextInt(3)));
            add("workshop.replaceEngine", 1, () -> ws.replaceEngine(a, actor, op.get(),
                    rnd.nextBoolean() ? Disposal.SELL : Disposal.BIN, pick(catalogue.engines()).name(), condition(),
                    rnd.nextBoolean() ? Source.MONEY : Source.BIN));
            add("workshop.replaceChassis", 1, () -> ws.replaceChassis(a, actor, op.get(),
                    rnd.nextBoolean() ? Disposal.SELL : Disposal.BIN, pick(catalogue.chassis()).name(), condition(),
                    rnd.nextBoolean() ? Source.MONEY : Source.BIN));
            add("workshop.renameBot", 1, () -> ws.renameBot(a, actor, op.get(), "Bot " + rnd.nextInt(100)));
            add("workshop.correct", 1, () -> {
                int money = rnd.nextInt(20_001);
                ws.correct(a, actor, op.get(), "a correction", l -> l.withMoney(money));
            });
            add("workshop.tournamentMode", 1, () -> {
                boolean on = rnd.nextBoolean();
                ws.updateRules(a, actor, r -> r.withTournamentMode(on), "Tournament Mode " + on);
            });
            // House Bots, Announcements, Bouts, Taunts
            add("bouts.createHouseBot", 2, () -> bots.bouts().createHouseBot(a, actor, randomBot(catalogue),
                    pick(scripts)));
            add("bouts.amendHouseBot", 1, () -> bots.bouts().amendHouseBot(a, actor,
                    pick(bots.bouts().houseBots(a)).id(), randomBot(catalogue), pick(scripts)));
            add("bouts.removeHouseBot", 1, () -> bots.bouts().removeHouseBot(a, actor,
                    pick(bots.bouts().houseBots(a)).id()));
            add("bouts.announce", 5, () -> bots.bouts().announce(a, actor, 1 + rnd.nextInt(3)));
            add("bouts.run", 6, () -> {
                // the Operators of a pending Bout are set to Set first (each a workshop action of its own)
                AnnouncedBout bout = pendingBout(bots);
                for (long player : List.of(bout.firstPlayerId(), bout.secondPlayerId())) {
                    if (ws.loadout(a, player).readiness() == Readiness.STAGING) {
                        attempt(-1, new Action("workshop.setReadiness", 1, 0,
                                () -> ws.setReadiness(a, actor, player, Readiness.SET)));
                    }
                }
                bots.bouts().run(a, actor, bout.id());
            });
            add("bouts.forfeit", 1, () -> bots.bouts().declareForfeit(a, actor, pendingBout(bots).id()));
            add("bouts.taunt", 2, () -> bots.bouts().taunt(a, actor, op.get(), op.get(), rnd.nextInt(6)));
            add("bouts.requestSystems", 1, () -> bots.bouts().requestSystems(a, actor, op.get(),
                    rnd.nextBoolean() ? List.of() : List.of(system.get())));
            // the Tournament
            var t = bots.tournament();
            later("tournament.setEligibleFrom", 1, () -> t.setEligibleFrom(a, actor, clock.today()
                    .plusDays(rnd.nextInt(3) - 1)));
            later("tournament.start", 2, () -> t.start(a, actor));
            later("tournament.provisional", 2, () -> t.postProvisional(a, actor, seedOrder(t, false)));
            later("tournament.final", 3, () -> t.postFinal(a, actor, seedOrder(t, rnd.nextInt(4) == 0)));
            later("tournament.bracket", 3, () -> t.postBracket(a, actor));
            later("tournament.applyStep", 3, () -> t.applyStep(a, actor));
            later("tournament.bringForward", 2, () -> t.bringForward(a, actor));
            later("tournament.runBout", 6, () -> t.runBout(a, actor, bracketBout(t, false).id()));
            later("tournament.recalculate", 1, () -> t.recalculate(a, actor, bracketBout(t, true).id()));
            later("tournament.pause", 1, () -> t.setPauseRequest(a, actor, pick(store.matters().state(a).matters()
                    .stream().filter(m -> m.kind() == MatterKind.CFJ).toList()).id(), rnd.nextInt(4) == 0));
        }

        /** Mostly the next Readiness along Workshop, Ready, Staging, Set; now and then any. */
        private Readiness readiness(Readiness now) {
            Readiness[] all = Readiness.values();
            return rnd.nextInt(4) == 0 ? all[rnd.nextInt(all.length)] : all[(now.ordinal() + 1) % all.length];
        }

        private int condition() {
            return rnd.nextInt(12) == 0 ? 101 : rnd.nextInt(101);
        }

        private Bot randomBot(Catalogue catalogue) {
            EngineType engine = pick(catalogue.engines());
            ChassisModel chassis = pick(catalogue.chassis());
            List<Part> systems = new ArrayList<>();
            for (int i = rnd.nextInt(3); i > 0; i--) {
                SystemType s = pick(catalogue.systems());
                systems.add(Part.system(s.name(), rnd.nextInt(101)));
            }
            return new Bot("House " + rnd.nextInt(100), Part.engine(engine.name(), rnd.nextInt(101)),
                    Part.chassis(chassis.name(), rnd.nextInt(101)), systems);
        }

        private AnnouncedBout pendingBout(BlogBots bots) {
            return pick(bots.bouts().bouts(a).stream().filter(AnnouncedBout::pending).toList());
        }

        private List<Long> seedOrder(TournamentService t, boolean shuffled) {
            List<Long> order = new ArrayList<>(t.seedOrder(a).stream().map(Tournament.Seed::playerId).toList());
            if (shuffled) {
                Collections.shuffle(order, rnd);
            }
            return order;
        }

        private Tournament.Bout bracketBout(TournamentService t, boolean fought) {
            Tournament.Bracket bracket = t.tournament(a).bracket();
            if (bracket == null) {
                throw new Skip();
            }
            return pick(bracket.tiers().stream().flatMap(x -> x.bouts().stream())
                    .filter(b -> fought ? b.fought() : b.placed() && !b.fought()).toList());
        }

        // ---------------------------------------------------------------- the factory

        private void factory() {
            FactoryService f = FactoryEngine.in(store).factory();
            List<String> machines = f.catalogue().machines().stream().map(MachineType::name).toList();
            List<String> widgets = f.catalogue().widgets().stream().map(WidgetType::name).toList();
            List<String> techs = new ArrayList<>(machines);
            techs.addAll(widgets);
            add("factory.addMachine", 6, () -> f.addMachine(a, actor, worker(f), pick(machines), rnd.nextInt(7),
                    chooser()));
            add("factory.activate", 12, () -> {
                String w = worker(f);
                f.activate(a, actor, w, index(f, w), chooser());
            });
            add("factory.demolish", 2, () -> {
                String w = worker(f);
                f.demolish(a, actor, w, index(f, w));
            });
            add("factory.correctOrder", 1, () -> {
                String w = worker(f);
                f.correctOrder(a, actor, w, index(f, w), index(f, w));
            });
            add("factory.attachWidget", 2, () -> {
                String w = worker(f);
                f.attachWidget(a, actor, w, index(f, w), pick(widgets));
            });
            add("factory.learnTech", 2, () -> f.learnTech(a, actor, worker(f), pick(techs), chooser()));
            add("factory.spendThing", 2, () -> {
                String w = worker(f);
                List<String> things = f.floor(a).worker(bare(w)).map(x -> x.things).orElse(List.of());
                f.spendThing(a, actor, w, things.isEmpty() || rnd.nextInt(5) == 0 ? "Corn" : pick(things),
                        chooser());
            });
            add("factory.clockOut", 2, () -> f.clockOut(a, actor, worker(f)));
            add("factory.report", 2, () -> f.submitReport(a, actor, worker(f)));
            add("factory.cycle", 4, () -> f.cycle(a, actor, player().name()));
            add("factory.cogbot", 1, () -> f.turnOnCogbot(a, actor, worker(f)));
            add("factory.trackingText", 1, () -> {
                FactoryFloor floor = f.floor(a);
                f.replace(a, actor, TrackingText.read(TrackingText.export(floor), floor, f.catalogue()));
            });
        }

        /** A Worker of A's floor mostly, else a Bot, a Bot caused by a Worker, or a name from another dynasty. */
        private String worker(FactoryService f) {
            FactoryFloor floor = f.floor(a);
            List<String> workers = floor.workers.stream().filter(w -> !w.bot).map(w -> w.name).toList();
            int r = rnd.nextInt(16);
            if (r == 0) {
                return pick(names);
            }
            if (r <= 2 || workers.isEmpty()) {
                return pick(floor.bots().stream().map(w -> w.name).toList());
            }
            if (r == 3) {
                return FactoryService.causedBy(pick(List.of("Sharebot", "Monkeybot")), pick(workers));
            }
            return pick(workers);
        }

        /** The Worker's name without a "(caused by …)". */
        private String bare(String worker) {
            int at = worker.indexOf(" (caused by ");
            return at < 0 ? worker : worker.substring(0, at);
        }

        private int index(FactoryService f, String worker) {
            int size = f.floor(a).worker(bare(worker)).map(w -> w.line.size()).orElse(1);
            return rnd.nextInt(size + 1); // now and then one past the end
        }

        /** Answers the factory's questions at random, and now and then cancels. */
        private Chooser chooser() {
            return new Chooser() {
                @Override
                public String choose(String question, List<String> options) {
                    if (options.isEmpty() || rnd.nextInt(20) == 0) {
                        return null;
                    }
                    return options.get(rnd.nextInt(options.size()));
                }

                @Override
                public List<String> chooseSome(String question, List<String> options, int min, int max) {
                    if (rnd.nextInt(20) == 0) {
                        return null;
                    }
                    int hi = Math.max(0, Math.min(max, options.size()));
                    int lo = Math.min(Math.max(0, min), hi);
                    List<String> shuffled = new ArrayList<>(options);
                    Collections.shuffle(shuffled, rnd);
                    return List.copyOf(shuffled.subList(0, lo + rnd.nextInt(hi - lo + 1)));
                }
            };
        }
    }

    /** Nothing to act on: the chosen action is not tried. */
    private static final class Skip extends RuntimeException {
        Skip() {
            super(null, null, false, false);
        }
    }
}
