package org.dynast.model.factory;

import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.stream.Collectors;
import org.dynast.model.Refusal;
import org.dynast.model.dice.DiceService;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.DynastyService;
import org.dynast.model.log.ActionLog;
import org.dynast.model.log.Changes;
import org.dynast.model.log.JsonDocuments;
import org.dynast.model.log.Snapshots;
import org.dynast.model.log.Transactor;
import org.dynast.model.roster.Player;
import org.dynast.model.roster.PlayerRepository;
import org.dynast.model.time.GameClock;

/**
 * Ruleset 190's factory floor in a dynasty file: every dynastic action is one logged, undoable action
 * that reads the floor, runs the {@link LineEngine} on a copy, and writes the copy back. Dice are rolled
 * through the Dice Roller inside the action, so an undo takes the rolls back too.
 */
public final class FactoryService {

    public static final int RULESET = 190;

    private final Transactor transactor;
    private final JsonDocuments<FactoryFloor> floors;
    private final PlayerRepository players;
    private final DynastyService dynasties;
    private final ActionLog log;
    private final GameClock clock;
    private final DiceService dice;
    private final FactoryCatalogue catalogue;
    /** The refusal of a factory action in a dynasty that does not run the factory. */
    private final Function<Dynasty, Refusal> notRunBy;
    private final Snapshots snapshots = new Snapshots();

    public FactoryService(Transactor transactor, JsonDocuments<FactoryFloor> floors, PlayerRepository players,
                          DynastyService dynasties, ActionLog log, GameClock clock, DiceService dice,
                          FactoryCatalogue catalogue,
                          Function<Dynasty, Refusal> notRunBy) {
        this.notRunBy = notRunBy;
        this.transactor = transactor;
        this.floors = floors;
        this.players = players;
        this.dynasties = dynasties;
        this.log = log;
        this.clock = clock;
        this.dice = dice;
        this.catalogue = catalogue;
    }

    public FactoryCatalogue catalogue() {
        return catalogue;
    }

    /** Whether the dynasty plays Ruleset 190's factory. */
    public boolean isFactory(long dynastyId) {
        return dynasties.find(dynastyId).map(d -> d.runs(FactoryModule.ID)).orElse(false);
    }

    /** The floor as it stands, with the roster's current Workers (new ones at their defaults). */
    public FactoryFloor floor(long dynastyId) {
        return transactor.inTransaction(() -> synced(dynastyId, floors.find(Long.toString(dynastyId))
                .map(this::copy).orElse(null)));
    }

    /** When a Cycle may be performed, or why not. */
    public String cycleBar(long dynastyId) {
        FactoryFloor f = floor(dynastyId);
        return new LineEngine(catalogue, f, (s, p) -> 1, Chooser.NONE).cycleBar(clock.now(), startOf(dynastyId));
    }

    private Instant startOf(long dynastyId) {
        return dynasties.get(dynastyId).startedOn().atStartOfDay().toInstant(ZoneOffset.UTC);
    }

    /**
     * What activating the Machine would do now: its Cost and Effect, the heat it would take, and whether it
     * can be paid (tried on a copy, nothing is kept or rolled).
     */
    public ActivationPreview previewActivation(long dynastyId, String worker, int index) {
        FactoryFloor f = floor(dynastyId);
        WorkerState w = f.worker(worker).orElse(null);
        if (w == null || index < 0 || index >= w.line.size()) {
            return new ActivationPreview("", "", "", null);
        }
        MachineSlot m = w.line.get(index);
        MachineType t = catalogue.machine(m.type).orElse(new MachineType(m.type, "?", "?", false));
        String cost = t.id().equals(MachineType.DUSTSHEET) ? "None" : t.cost();
        String heat = m.heat == Heat.HOT ? "" : m.heat == Heat.COLD && LineEngine.COOLING.equals(m.widget)
                ? "Warm (Cooling Widget)" : "Hot";
        String problem = null;
        try {
            new LineEngine(catalogue, f, (sides, why) -> 1, firstOption()).activate(worker, index);
        } catch (Refusal r) {
            problem = r.getMessage();
        }
        return new ActivationPreview(cost, t.effect(), heat, problem);
    }

    /** A preview of activating a Machine: its cost, effect, the heat it takes, and why it cannot be done (or null). */
    public record ActivationPreview(String cost, String effect, String heat, String problem) {
    }

    /** What a Cycle would change now (steps 1 to 5 exactly; the random Wants of steps 6 and 7 are rolled then). */
    public List<String> previewCycle(long dynastyId) {
        FactoryFloor f = floor(dynastyId);
        LineEngine e = new LineEngine(catalogue, f, (sides, why) -> 1, Chooser.NONE);
        String bar = e.cycleBar(clock.now(), startOf(dynastyId));
        List<String> out = new ArrayList<>();
        if (bar != null) {
            out.add(bar);
            return out;
        }
        e.cycle(clock.now(), startOf(dynastyId));
        e.notes().stream().filter(n -> !n.startsWith("6.") && !n.startsWith("7.")).forEach(out::add);
        for (Client c : Client.values()) {
            int n = f.wantsOf(c).size();
            out.add("6\u20137. The " + c.fullName() + (n > 1 ? " keep one of their " + n + " Wants at random and"
                    : "") + " gain DICE3\u22121 new Wants at random.");
        }
        return out;
    }

    private static Chooser firstOption() {
        return new Chooser() {
            @Override
            public String choose(String question, List<String> options) {
                return options.get(0);
            }

            @Override
            public List<String> chooseSome(String question, List<String> options, int min, int max) {
                return options.subList(0, min);
            }
        };
    }

    // ---- actions -------------------------------------------------------------------------------

    public List<String> addMachine(long dynastyId, String actor, String worker, String type, int position,
                                   Chooser chooser) {
        return act(dynastyId, actor, worker, "factory.add", worker + " added a " + type + " at position "
                + (position + 1), chooser, e -> e.add(worker, type, position));
    }

    public List<String> activate(long dynastyId, String actor, String worker, int index, Chooser chooser) {
        String name = machineName(dynastyId, worker, index);
        return act(dynastyId, actor, worker, "factory.activate", worker + " activated " + name + " (position "
                + (index + 1) + ")", chooser, e -> e.activate(worker, index));
    }

    public List<String> demolish(long dynastyId, String actor, String worker, int index) {
        String name = machineName(dynastyId, worker, index);
        return act(dynastyId, actor, worker, "factory.demolish", worker + " demolished " + name + " (position "
                + (index + 1) + ")", Chooser.NONE, e -> e.demolish(worker, index));
    }

    /**
     * The emperor's correction of a Line's order (the rules give a Worker no action to move a
     * Machine, so this is not a game action of theirs): the Machine at {@code from} moves to
     * {@code to}, keeping its heat, recorded information and Widget.
     */
    public List<String> correctOrder(long dynastyId, String actor, String worker, int from, int to) {
        String name = machineName(dynastyId, worker, from);
        String summary = "Correction: moved " + worker + "'s " + name + " from position " + (from + 1) + " to "
                + (to + 1);
        return log.perform(dynastyId, actor, "factory.correction", summary, changes -> {
            requireFactory(dynastyId);
            FactoryFloor before = floors.find(Long.toString(dynastyId)).orElse(null);
            FactoryFloor draft = synced(dynastyId, before == null ? null : copy(before));
            WorkerState w = draft.worker(worker).orElseThrow(() -> new Refusal("Machines",
                    "There is no Worker named " + worker + "."));
            if (from < 0 || from >= w.line.size() || to < 0 || to >= w.line.size()) {
                throw new Refusal("Machines", worker + "'s Line has " + w.line.size() + " Machines: there is no "
                        + "position " + (Math.max(from, to) + 1) + " to move to or from.");
            }
            w.line.add(to, w.line.remove(from));
            write(changes, before, draft);
            return List.of(summary + ".");
        });
    }

    public List<String> attachWidget(long dynastyId, String actor, String worker, int index, String widget) {
        return act(dynastyId, actor, worker, "factory.widget", worker + " attached a " + widget + " to "
                + machineName(dynastyId, worker, index), Chooser.NONE, e -> e.attachWidget(worker, index, widget));
    }

    public List<String> learnTech(long dynastyId, String actor, String worker, String tech, Chooser chooser) {
        return act(dynastyId, actor, worker, "factory.tech", worker + " learned the Tech " + tech, chooser,
                e -> e.learnTech(worker, tech));
    }

    public List<String> spendThing(long dynastyId, String actor, String worker, String thing, Chooser chooser) {
        return act(dynastyId, actor, worker, "factory.thing", worker + " paid a " + thing + " for its Effect",
                chooser, e -> e.spendThing(worker, thing));
    }

    /**
     * "If a worker has more than 10 Things, any Worker may random select one of that Worker's things and remove it":
     * {@code worker} removes one of {@code of}'s Things, selected by a roll in the Dice Roller.
     */
    public List<String> removeRandomThing(long dynastyId, String actor, String worker, String of) {
        return act(dynastyId, actor, worker, "factory.removeThing", worker + " removed a random Thing of " + of,
                Chooser.NONE, e -> e.removeRandomThing(worker, of));
    }

    /** The Workers who have more than 10 Things (one of theirs may be removed at random), in floor order. */
    public static List<String> overTheThingCap(FactoryFloor floor) {
        return floor.workers.stream().filter(w -> w.things.size() > WorkerState.MAX_THINGS).map(w -> w.name).toList();
    }

    public List<String> clockOut(long dynastyId, String actor, String worker) {
        return act(dynastyId, actor, worker, "factory.clockOut", worker + " Clocked Out", Chooser.NONE,
                e -> e.clockOut(worker));
    }

    public List<String> submitReport(long dynastyId, String actor, String worker) {
        return act(dynastyId, actor, worker, "factory.report", worker + " submitted a Report to the Clients",
                Chooser.NONE, e -> e.submitReport(worker));
    }

    /**
     * The Atomic Action "Cycle", which "any Worker may perform": {@code performer} is that Worker (a Worker on the
     * floor, not the Factory), who rolls its dice.
     */
    public List<String> cycle(long dynastyId, String actor, String performer) {
        Instant since = startOf(dynastyId);
        return act(dynastyId, actor, performer, "factory.cycle", performer + " performed a Cycle", Chooser.NONE,
                e -> e.cycle(performer, clock.now(), since));
    }

    /** Who may perform the Cycle: the Workers on the floor other than the Bots (who act only when caused to). */
    public static List<String> cyclePerformers(FactoryFloor floor) {
        return floor.workers.stream().filter(w -> !w.bot).map(w -> w.name).toList();
    }

    public List<String> turnOnCogbot(long dynastyId, String actor, String worker) {
        return act(dynastyId, actor, worker, "factory.cogbot", worker + " turned on Cogbot", Chooser.NONE,
                e -> e.turnOnCogbot(worker));
    }

    /** Seeds a floor as a non-undoable action (the demo dynasty). */
    public void seed(long dynastyId, String actor, String summary, Consumer<FactoryFloor> setup) {
        log.performFinal(dynastyId, actor, "factory.seed", summary, changes -> {
            FactoryFloor before = floors.find(Long.toString(dynastyId)).orElse(null);
            FactoryFloor draft = synced(dynastyId, before == null ? null : copy(before));
            setup.accept(draft);
            write(changes, before, draft);
            return null;
        });
    }

    /** Replaces the tracked values with those of an imported tracking page, as one undoable action. */
    public FactoryFloor replace(long dynastyId, String actor, FactoryFloor imported) {
        return log.perform(dynastyId, actor, "factory.import", "Imported the Factory Layout tracking text", changes -> {
            requireFactory(dynastyId);
            FactoryFloor before = floors.find(Long.toString(dynastyId)).orElse(null);
            FactoryFloor draft = copy(imported);
            draft.dynastyId = dynastyId;
            write(changes, before, draft);
            return draft;
        });
    }

    /**
     * The name to act as when a Worker causes a Bot to act (Sharebot, Monkeybot): pass it as the worker of
     * any action, e.g. {@code activate(id, actor, causedBy("Sharebot", "Kevan"), 0, chooser)}.
     */
    public static String causedBy(String bot, String worker) {
        return bot + " (caused by " + worker + ")";
    }

    private List<String> act(long dynastyId, String actor, String who, String kind, String summary,
                             Chooser chooser, Consumer<LineEngine> body) {
        Matcher caused = LineEngine.CAUSED.matcher(who == null ? "" : who);
        String cause = caused.matches() ? caused.group(2) : null;
        String roller = cause != null ? cause : who;
        return log.perform(dynastyId, actor, kind, summary, changes -> {
            requireFactory(dynastyId);
            FactoryFloor before = floors.find(Long.toString(dynastyId)).orElse(null);
            FactoryFloor draft = synced(dynastyId, before == null ? null : copy(before));
            if (draft.victor != null) {
                throw new Refusal("Machines", draft.victor + " has achieved victory with a Capstone; the game awaits "
                        + "their Declaration of Victory.");
            }
            Dice rolls = (sides, purpose) -> (int) (long) dice.record(changes, dynastyId, rollerFor(dynastyId, roller,
                    actor), "DICE" + sides, purpose, false).total();
            LineEngine engine = new LineEngine(catalogue, draft, rolls, chooser);
            body.accept(engine);
            write(changes, before, draft);
            return engine.notes();
        });
    }

    private void write(Changes changes, FactoryFloor before, FactoryFloor after) {
        // what the console keeps is what a dynasty file may hold, so that its export always imports
        FactoryExchange.checkFloor(after, name -> players.findByDynasty(after.dynastyId).stream()
                .anyMatch(p -> p.name().equalsIgnoreCase(name.strip())));
        if (before == null) {
            changes.insert(floors, after);
        } else {
            changes.update(floors, before, after);
        }
    }

    /** Bots are not on the roster: their dice are rolled in the name of the Worker who caused them. */
    private String rollerFor(long dynastyId, String worker, String actor) {
        boolean onRoster = players.findByDynasty(dynastyId).stream()
                .anyMatch(p -> p.name().equalsIgnoreCase(worker));
        return onRoster ? worker : actor;
    }

    private void requireFactory(long dynastyId) {
        Dynasty d = dynasties.get(dynastyId);
        if (!d.runs(FactoryModule.ID)) {
            throw notRunBy.apply(d);
        }
    }

    private String machineName(long dynastyId, String who, int index) {
        Matcher caused = LineEngine.CAUSED.matcher(who == null ? "" : who);
        String worker = caused.matches() ? caused.group(1) : who;
        return floor(dynastyId).worker(worker).filter(w -> index >= 0 && index < w.line.size())
                .map(w -> w.line.get(index).type).orElse("a Machine");
    }

    private FactoryFloor copy(FactoryFloor floor) {
        return snapshots.read(snapshots.write(floor), FactoryFloor.class);
    }

    /**
     * The roster's non-Idle players other than the Factory are the Workers ("Dynastic Distance"), in roster
     * order, then the Bots; anyone else's kept values wait in {@code away}.
     */
    private FactoryFloor synced(long dynastyId, FactoryFloor stored) {
        FactoryFloor f = stored == null ? FactoryFloor.empty(dynastyId) : stored;
        Dynasty d = dynasties.get(dynastyId);
        Map<String, WorkerState> known = new LinkedHashMap<>();
        Map<Long, String> byId = new HashMap<>();
        for (WorkerState w : f.workers) {
            known.put(w.name.toLowerCase(Locale.ROOT), w);
        }
        for (WorkerState w : f.away) {
            known.putIfAbsent(w.name.toLowerCase(Locale.ROOT), w);
        }
        known.forEach((key, w) -> {
            if (w.playerId != null) {
                byId.put(w.playerId, key);
            }
        });
        List<WorkerState> workers = new ArrayList<>();
        List<WorkerState> away = new ArrayList<>();
        for (Player p : players.findByDynasty(dynastyId)) {
            String key = byId.getOrDefault(p.id(), p.name().toLowerCase(Locale.ROOT));
            WorkerState w = known.remove(key);
            boolean isWorker = !p.idle() && (d.emperorId() == null || d.emperorId() != p.id());
            if (w == null && isWorker) {
                w = WorkerState.newWorker(p.name(), false);
            }
            if (w != null) {
                w.name = p.name();
                w.playerId = p.id();
                (isWorker ? workers : away).add(w);
            }
        }
        for (String bot : Bots.NAMES) {
            WorkerState b = known.remove(bot.toLowerCase(Locale.ROOT));
            workers.add(b != null ? b : WorkerState.newWorker(bot, true));
        }
        away.addAll(known.values().stream().filter(w -> !w.bot).collect(Collectors.toList()));
        f.workers = workers;
        f.away = away;
        for (Client c : Client.values()) {
            f.wantsOf(c);
        }
        return f;
    }
}
