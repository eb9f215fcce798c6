package org.dynast.model.factory;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.dynast.model.Refusal;

/**
 * Ruleset 190's dynastic actions on a working copy of the floor: each checks every precondition and
 * throws a {@link Refusal} in the rule's words before anything is kept (the caller discards the copy),
 * pays the cost, then applies the effect. Effects are code, keyed by the Machine's name.
 */
public final class LineEngine {

    public static final List<String> CROPS = List.of("Sugar", "Wheat", "Corn");
    public static final List<String> WASTEBIN_THINGS = List.of("Ashtray", "Boot", "Candle", "Dust", "Earplug",
            "Fishbone", "Gum", "Hair", "Insect", "Jamjar", "Kettle", "Lint", "Mitten", "Napkin", "Odor", "Pushpin",
            "Quilt", "Razor", "Sponge", "Toy", "Umbrella", "Valve", "Whisk", "Xylophone", "Yardstick", "Ziploc");
    public static final String COOLING = "Cooling Widget";
    public static final String BOXING = "Boxing Widget";

    private final FactoryCatalogue catalogue;
    private final FactoryFloor floor;
    private final Dice dice;
    private final Choices choices;
    private final List<String> notes = new ArrayList<>();

    public LineEngine(FactoryCatalogue catalogue, FactoryFloor floor, Dice dice, Chooser chooser) {
        this.catalogue = catalogue;
        this.floor = floor;
        this.dice = dice;
        this.choices = new Choices(chooser);
    }

    /** What the action did, one short sentence per effect. */
    public List<String> notes() {
        return List.copyOf(notes);
    }

    public FactoryFloor floor() {
        return floor;
    }

    // ---- Workers -------------------------------------------------------------------------------

    static final Pattern CAUSED = Pattern.compile("^(.+) \\(caused by (.+)\\)$");

    /** A Worker by name; "Sharebot (caused by Kevan)" names a Bot and the Worker who causes it to act. */
    public WorkerState worker(String name) {
        Matcher m = CAUSED.matcher(name == null ? "" : name.strip());
        if (m.matches()) {
            causedBy = m.group(2).strip();
            name = m.group(1).strip();
        }
        String wanted = name;
        return floor.worker(wanted).orElseThrow(() -> new Refusal("Energy Cycles",
                "There is no Worker named " + wanted + " on the factory floor (Idle Workers and the Factory are not "
                        + "Workers for the dynastic rules)."));
    }

    private String causedBy;
    private boolean cogbotTurn;

    /** The Worker who causes a Bot (Sharebot, Monkeybot) to perform the next action. */
    public LineEngine causedBy(String worker) {
        this.causedBy = worker;
        return this;
    }

    /**
     * Who acts, for an action recorded as {@code signature}: a Worker acts for themself (and the action is
     * remembered for Monkeybot); a Bot acts only through its behaviour in "Bots".
     */
    private WorkerState acting(String name, String rule, boolean needsClockIn,
                               Function<WorkerState, String> signatureOf) {
        WorkerState w = needsClockIn ? clockedIn(name, rule) : worker(name);
        String signature = signatureOf.apply(w);
        if (!w.bot) {
            Performed done = new Performed(signature, new ArrayList<>());
            floor.performedThisCycle.computeIfAbsent(w.name, k -> new ArrayList<>()).add(done);
            choices.record(done.choices());
            return w;
        }
        if (cogbotTurn && w.name.equals(Bots.COGBOT)) {
            return w;
        }
        if (w.name.equals(Bots.SLEEPYBOT)) {
            throw new Refusal("Bots", "Sleepybot cannot perform any actions.");
        }
        if (w.name.equals(Bots.COGBOT)) {
            throw new Refusal("Bots", "Cogbot acts only when a Worker turns it on.");
        }
        WorkerState by = causedBy == null ? null : floor.worker(causedBy).filter(x -> !x.bot).orElse(null);
        if (by == null) {
            throw new Refusal("Bots", "A Bot acts only when a Worker causes it to: name the Worker who causes "
                    + w.name + " to act.");
        }
        if (w.name.equals(Bots.SHAREBOT)) {
            if (floor.sharebotCausedBy.contains(by.name)) {
                throw new Refusal("Bots", by.name + " has already caused Sharebot to perform an action since the last "
                        + "Cycle: any Worker may cause Sharebot to perform any action, provided they have not already "
                        + "done so since the last Cycle.");
            }
            floor.sharebotCausedBy.add(by.name);
        } else if (w.name.equals(Bots.MONKEYBOT)) {
            List<Performed> done = floor.performedThisCycle.getOrDefault(by.name, List.of()).stream()
                    .filter(p -> p.action().equals(signature)).toList();
            if (done.isEmpty()) {
                throw new Refusal("Bots", "Each Worker may cause Monkeybot to perform an action identical in all "
                        + "respects to any action that Worker has already performed in the current Cycle: " + by.name
                        + " has not " + signature + " this Cycle.");
            }
            // performed more than once with different choices: the causing Worker says which one is copied
            List<String> ways = done.stream().map(Performed::described).toList();
            List<String> different = ways.stream().distinct().toList();
            String copied = different.size() == 1 ? different.get(0)
                    : choices.which("Which of " + by.name + "'s actions does Monkeybot copy?", different);
            choices.replay(done.get(ways.indexOf(copied)));
        }
        notes.add(by.name + " causes " + w.name + " to act.");
        return w;
    }

    private WorkerState clockedIn(String name, String rule) {
        WorkerState w = worker(name);
        if (w.clockedOut) {
            throw new Refusal("Energy Cycles", w.name + " is Clocked Out: Clocked Out Workers cannot perform actions "
                    + "that are defined by the rule \u201c" + rule + "\u201d.");
        }
        if (w.name.equalsIgnoreCase(Bots.SLEEPYBOT)) {
            throw new Refusal("Bots", "Sleepybot cannot perform any actions.");
        }
        return w;
    }

    public void clockOut(String name) {
        WorkerState w = worker(name);
        if (w.bot) {
            throw new Refusal("Energy Cycles", "Each Worker, except for Bots, can be Clocked In or Clocked Out.");
        }
        if (w.clockedOut) {
            throw new Refusal("Energy Cycles", w.name + " is already Clocked Out.");
        }
        w.clockedOut = true;
        notes.add(w.name + " is Clocked Out.");
    }

    // ---- Machines ------------------------------------------------------------------------------

    private MachineType type(String name) {
        return catalogue.machine(name).orElseThrow(() -> new Refusal("Machines",
                "There is no type of Machine named " + name + " in the list of available types of Machine."));
    }

    private void requireTech(WorkerState w, String name, String verb) {
        if (catalogue.isHighTech(name) && w.techs.stream().noneMatch(t -> t.equalsIgnoreCase(name))) {
            throw new Refusal("Machines", name + " is High-Tech: Workers may not " + verb
                    + " it unless they have its name in their Tech list.");
        }
    }

    /** "A Worker may add a new, Cold instance of a Machine to any position in their Line by paying that Machine's Cost." */
    public MachineSlot add(String workerName, String typeName, int position) {
        WorkerState w = acting(workerName, "Machines", true, x -> "added a " + type(typeName).name() + " at position "
                + (position + 1));
        MachineType t = type(typeName);
        requireTech(w, t.name(), "add it to their lineup or activate");
        // a Crusher's Cost spends one of the Line's Machines, and paying comes before the effect ("the spending or
        // payment step taking place before the effects step"): a full Line has room for it once it is paid
        boolean costSpendsAMachine = t.id().equals(MachineType.CRUSHER);
        if (w.line.size() >= WorkerState.MAX_MACHINES && !costSpendsAMachine) {
            throw new Refusal("Machines", "Each Worker may have up to six Machines in their Line: " + w.name
                    + " already has six.");
        }
        if (position < 0 || position > w.line.size()) {
            throw new Refusal("Machines", "Position " + (position + 1) + " is not in " + w.name + "'s Line (1 to "
                    + (w.line.size() + 1) + ").");
        }
        MachineSlot slot = new MachineSlot(t.name());
        Paid paid = pay(w, t, true, null);
        if (t.id().equals(MachineType.STORAGE)) {
            slot.info = Integer.toString(paid.boxes.get(0));
        }
        // the position is where the Worker put it in the Line as it was: a Machine spent before it moves it up one
        int at = paid.machine != null && paid.machineAt < position ? position - 1 : position;
        w.line.add(Math.min(at, w.line.size()), slot);
        notes.add(w.name + " added a Cold " + t.name() + " at position " + (w.line.indexOf(slot) + 1) + paid.said());
        return slot;
    }

    /** "A Worker may Demolish a Cold Machine they have by removing it from their Line." */
    public void demolish(String workerName, int index) {
        WorkerState w = acting(workerName, "Machines", true, x -> "demolished the " + machineAt(x, index)
                + " at position " + (index + 1));
        MachineSlot m = slot(w, index);
        if (m.heat != Heat.COLD) {
            throw new Refusal("Machines", "A Worker may Demolish a Cold Machine they have: " + w.name + "'s "
                    + m.type + " is " + m.heat.label() + ".");
        }
        w.line.remove(index);
        notes.add(w.name + " demolished " + m.notation() + ".");
    }

    /** The type of the Machine at {@code index}, as the action's record names it ("Machine" if there is none). */
    private static String machineAt(WorkerState w, int index) {
        return index >= 0 && index < w.line.size() ? w.line.get(index).type : "Machine";
    }

    private static MachineSlot slot(WorkerState w, int index) {
        if (index < 0 || index >= w.line.size()) {
            throw new Refusal("Machines", w.name + " has no Machine at position " + (index + 1) + ".");
        }
        return w.line.get(index);
    }

    /**
     * "A Worker may Activate a Cold or Warm Machine they have by paying its costs, setting its heat to Hot,
     * and executing its effects."
     */
    public void activate(String workerName, int index) {
        WorkerState w = acting(workerName, "Machines", true, x -> "activated the " + machineAt(x, index)
                + " at position " + (index + 1));
        activate(w, slot(w, index));
    }

    private void activate(WorkerState w, MachineSlot m) {
        if (m.heat == Heat.HOT) {
            throw new Refusal("Machines", "A Worker may Activate a Cold or Warm Machine they have: " + w.name + "'s "
                    + m.type + " is Hot.");
        }
        MachineType t = type(m.type);
        requireTech(w, t.name(), "add it to their lineup or activate");
        if (t.id().equals(MachineType.STORAGE)) {
            storedBox(w, m);
        }
        Heat was = m.heat;
        Paid paid = pay(w, t, false, m);
        m.heat = was == Heat.COLD && COOLING.equals(m.widget) ? Heat.WARM : Heat.HOT;
        w.activationsThisCycle++;
        notes.add(w.name + " activated " + t.name() + paid.said() + "; it is now " + m.heat.label() + ".");
        effect(w, m, t, paid);
    }

    /** What a Worker spent on a cost. */
    private static final class Paid {
        final List<Integer> boxes = new ArrayList<>();
        final List<String> things = new ArrayList<>();
        int energy;
        int cogs;
        MachineSlot machine;
        /** Where the spent Machine was in the Line. */
        int machineAt = -1;

        String said() {
            List<String> parts = new ArrayList<>();
            if (!boxes.isEmpty()) {
                parts.add((boxes.size() == 1 ? "Box " : "Boxes ") + boxes.stream().map(String::valueOf)
                        .collect(Collectors.joining(", ")));
            }
            if (energy > 0) {
                parts.add(energy + " Energy");
            }
            if (cogs > 0) {
                parts.add(cogs + (cogs == 1 ? " Cog" : " Cogs"));
            }
            if (!things.isEmpty()) {
                parts.add(String.join(", ", things));
            }
            if (machine != null) {
                parts.add("the " + machine.notation());
            }
            return parts.isEmpty() ? "" : ", paying " + String.join(" and ", parts);
        }
    }

    private Paid pay(WorkerState w, MachineType type, boolean adding, MachineSlot self) {
        Paid p = new Paid();
        String what = "The Cost of " + type.name();
        switch (type.id()) {
            case MachineType.BISECTOR -> p.boxes.add(payBox(w, what + " is one Box with an even value",
                    w.boxes.stream().filter(b -> b % 2 == 0).toList()));
            case MachineType.BREAD_OVEN, MachineType.MILL, MachineType.SEED_DRILL, MachineType.SUGAR_REFINERY -> p.cogs = payCogs(w, 1, what + " is one Cog");
            case MachineType.HARVESTER -> p.cogs = payCogs(w, 2, what + " is two Cogs");
            case MachineType.CAPSTONE -> p.things.addAll(payCapstone(w, what));
            case MachineType.CLINK, MachineType.PAPER_PRESS, MachineType.STORAGE -> p.boxes.add(payBox(w, what + " is one Box", w.boxes));
            case MachineType.COMPACTOR -> p.things.addAll(payThings(w, what + " is one or more Things"));
            case MachineType.CRUSHER -> {
                p.energy = payEnergy(w, what + " is one Energy and one non-Crusher Machine");
                p.machine = payMachine(w, self, what + " is one Energy and one non-Crusher Machine", p);
            }
            case MachineType.DUSTSHEET -> {
                if (adding) {
                    p.boxes.add(payBox(w, what + " is one Box when being added to a Line", w.boxes));
                }
            }
            case MachineType.GLUE_GUN -> {
                p.boxes.add(payBox(w, what + " is two Boxes", w.boxes.size() >= 2 ? w.boxes : List.of()));
                p.boxes.add(payBox(w, what + " is two Boxes (the second)", w.boxes));
            }
            case MachineType.GREENHOUSE -> {
                List<String> seeds = w.things.stream().filter(LineEngine::isSeed).distinct().toList();
                if (seeds.isEmpty() || w.energy < 1) {
                    throw new Refusal("Machines", what + " is one Seed plus one Energy: " + w.name + " has "
                            + (seeds.isEmpty() ? "no Seed" : "no Energy") + ".");
                }
                String seed = choices.one("seed", "Which Seed pays for the Greenhouse?", seeds);
                w.things.remove(seed);
                p.things.add(seed);
                p.energy = payEnergy(w, what + " is one Seed plus one Energy");
            }
            case MachineType.NUMBER_PRESS, MachineType.SPIN, MachineType.WASTEBIN -> p.energy = payEnergy(w, what + " is one Energy");
            case MachineType.PROTOTYPER -> {
                int protos = w.prototypes;
                String rule = what + " is a Box with value greater than (and not equal to) the number of Prototypes"
                        + " the Worker owning this machine holds (" + protos + "), plus that many Cogs";
                if (w.cogs < protos) {
                    throw new Refusal("Machines", rule + ": " + w.name + " has " + w.cogs + " Cogs.");
                }
                p.boxes.add(payBox(w, rule, w.boxes.stream().filter(b -> b > protos).toList()));
                if (protos > 0) {
                    p.cogs = payCogs(w, protos, rule);
                }
            }
            default -> throw new Refusal("Machines", "Dynast does not know the Cost of " + type.name() + ".");
        }
        return p;
    }

    private int payBox(WorkerState w, String rule, List<Integer> eligible) {
        List<Integer> distinct = eligible.stream().distinct().sorted().toList();
        if (distinct.isEmpty()) {
            throw new Refusal("Machines", rule + ": " + w.name + " has no Box that can pay it.");
        }
        int value = Integer.parseInt(choices.one("box", rule + ". Which Box pays?",
                distinct.stream().map(String::valueOf).toList()));
        if (!w.boxes.remove(Integer.valueOf(value))) {
            throw new Refusal("Machines", w.name + " has no Box containing " + value + ".");
        }
        return value;
    }

    private static int payCogs(WorkerState w, int n, String rule) {
        if (w.cogs < n) {
            throw new Refusal("Machines", rule + ": " + w.name + " has " + w.cogs + (w.cogs == 1 ? " Cog." : " Cogs."));
        }
        w.cogs -= n;
        return n;
    }

    private static int payEnergy(WorkerState w, String rule) {
        if (w.energy < 1) {
            throw new Refusal("Machines", rule + ": " + w.name + " has no Energy.");
        }
        w.energy -= 1;
        return 1;
    }

    private MachineSlot payMachine(WorkerState w, MachineSlot self, String rule, Paid paid) {
        List<MachineSlot> options = w.line.stream().filter(m -> m != self && !catalogue.idOf(m.type).equals(MachineType.CRUSHER)).toList();
        if (options.isEmpty()) {
            throw new Refusal("Machines", rule + ": " + w.name + " has no other non-Crusher Machine.");
        }
        MachineSlot chosen;
        if (options.size() == 1) {
            chosen = options.get(0);
        } else {
            List<String> labels = new ArrayList<>();
            for (MachineSlot m : options) {
                labels.add((w.line.indexOf(m) + 1) + ". " + m.notation());
            }
            String answer = choices.one("machine", rule + ". Which Machine is spent?", labels);
            chosen = options.get(labels.indexOf(answer));
        }
        paid.machineAt = w.line.indexOf(chosen);
        w.line.remove(chosen);
        return chosen;
    }

    private List<String> payThings(WorkerState w, String rule) {
        if (w.things.isEmpty()) {
            throw new Refusal("Machines", rule + ": " + w.name + " has no Things.");
        }
        List<String> chosen = choices.some("things", rule + ". Which Things are used?", w.things, 1, w.things.size());
        removeThings(w, chosen);
        return chosen;
    }

    private List<String> payCapstone(WorkerState w, String what) {
        String rule = what + " is 10 Things with different names, none of which are listed in the effect of Wastebin";
        List<String> eligible = w.things.stream().filter(t -> !WASTEBIN_THINGS.contains(t)).distinct().toList();
        if (eligible.size() < 10) {
            throw new Refusal("Machines", rule + ": " + w.name + " has " + eligible.size() + " such names.");
        }
        List<String> chosen = choices.some("things", rule + ". Which ten?", eligible, 10, 10);
        if (new LinkedHashSet<>(chosen).size() != 10) {
            throw new Refusal("Machines", rule + ".");
        }
        removeThings(w, chosen);
        return chosen;
    }

    private static void removeThings(WorkerState w, List<String> chosen) {
        List<String> left = new ArrayList<>(w.things);
        for (String t : chosen) {
            if (!left.remove(t)) {
                throw new Refusal("Things", w.name + " does not have the Thing " + t + " to pay.");
            }
        }
        w.things.clear();
        w.things.addAll(left);
    }

    static boolean isSeed(String thing) {
        return thing.endsWith(" Seed") && CROPS.contains(thing.substring(0, thing.length() - 5));
    }

    private void effect(WorkerState w, MachineSlot m, MachineType type, Paid paid) {
        switch (type.id()) {
            case MachineType.BISECTOR -> {
                int half = paid.boxes.get(0) / 2;
                gainBox(w, m, half);
                gainBox(w, m, half);
            }
            case MachineType.BREAD_OVEN -> convert(w, "Flour", "Bread");
            case MachineType.CAPSTONE -> {
                if (w.prototypes >= 11) {
                    floor.victor = w.name;
                    notes.add(w.name + " achieves victory: they hold " + w.prototypes + " Prototypes.");
                } else {
                    w.prototypes += 2;
                    notes.add(w.name + " gains two Prototypes (" + w.prototypes + ").");
                }
            }
            case MachineType.CLINK -> {
                w.cogs += paid.boxes.get(0);
                notes.add(w.name + " gains " + paid.boxes.get(0) + " Cogs (" + w.cogs + ").");
            }
            case MachineType.COMPACTOR -> gainBox(w, m, paid.things.size());
            case MachineType.CRUSHER -> crushed(w, m, paid.machine);
            case MachineType.DUSTSHEET -> {
                int at = w.line.indexOf(m);
                w.line.set(at, new MachineSlot(catalogue.nameOf(MachineType.CLINK)));
                notes.add("The " + type.name() + " is replaced with a Cold " + catalogue.nameOf(MachineType.CLINK) + ".");
            }
            case MachineType.GLUE_GUN -> gainBox(w, m, paid.boxes.get(0) + paid.boxes.get(1));
            case MachineType.GREENHOUSE -> {
                String seed = paid.things.get(0);
                m.info = seed.substring(0, seed.length() - 5);
                notes.add("The Greenhouse records " + m.info + ".");
            }
            case MachineType.HARVESTER -> {
                List<String> gained = new ArrayList<>();
                for (MachineSlot g : w.line) {
                    if (catalogue.idOf(g.type).equals(MachineType.GREENHOUSE) && g.heat == Heat.HOT && g.info != null) {
                        gained.add(g.info);
                        gained.add(g.info + " Seed");
                    }
                }
                gainThings(w, gained);
            }
            case MachineType.MILL -> convert(w, "Wheat", "Flour");
            case MachineType.NUMBER_PRESS -> gainBox(w, m, choices.number("number", "Number Press: a Box containing which number?", 1, 5));
            case MachineType.PAPER_PRESS -> {
                int n = (paid.boxes.get(0) + 1) / 2;
                List<String> paper = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    paper.add("Paper");
                }
                gainThings(w, paper);
            }
            case MachineType.PROTOTYPER -> {
                w.prototypes++;
                notes.add(w.name + " gains one Prototype (" + w.prototypes + ").");
            }
            case MachineType.SEED_DRILL -> gainThings(w, List.of(choices.one("crop", "Seed Drill: a Seed of which Crop?", CROPS) + " Seed"));
            case MachineType.SPIN -> gainBox(w, m, dice.roll(10, w.name + "'s Spin"));
            case MachineType.STORAGE -> {
                int previous = storedBox(w, m);
                if (m.info != null) {
                    gainBox(w, m, previous);
                }
                m.info = Integer.toString(paid.boxes.get(0));
            }
            case MachineType.SUGAR_REFINERY -> convert(w, "Sugar", "Sugarcube");
            case MachineType.WASTEBIN -> {
                int count = choices.number("count", "Wastebin: gain up to four Things; how many?", 0, 4);
                List<String> got = new ArrayList<>();
                for (int i = 0; i < count; i++) {
                    got.add(WASTEBIN_THINGS.get(dice.roll(WASTEBIN_THINGS.size(), w.name + "'s Wastebin") - 1));
                }
                gainThings(w, got);
            }
            default -> throw new Refusal("Machines", "Dynast does not know the Effect of " + type.name() + ".");
        }
    }

    /**
     * Crusher: "Gain the smallest possible valid payment for the Cost of the Machine spent to activate this
     * Machine (and any Widgets that were attached to it); any Things gained this way are named "Scrap"."
     */
    private void crushed(WorkerState w, MachineSlot crusher, MachineSlot spent) {
        switch (catalogue.idOf(spent.type)) {
            case MachineType.BISECTOR, MachineType.CLINK, MachineType.PAPER_PRESS, MachineType.STORAGE, MachineType.DUSTSHEET -> gainBox(w, crusher, 0);
            case MachineType.GLUE_GUN -> {
                gainBox(w, crusher, 0);
                gainBox(w, crusher, 0);
            }
            case MachineType.BREAD_OVEN, MachineType.MILL, MachineType.SEED_DRILL, MachineType.SUGAR_REFINERY -> gainCogs(w, 1);
            case MachineType.HARVESTER -> gainCogs(w, 2);
            case MachineType.CAPSTONE -> gainThings(w, Collections.nCopies(10, "Scrap"));
            case MachineType.COMPACTOR -> gainThings(w, List.of("Scrap"));
            case MachineType.GREENHOUSE -> {
                gainThings(w, List.of("Scrap"));
                gainEnergy(w, 1);
            }
            case MachineType.NUMBER_PRESS, MachineType.SPIN, MachineType.WASTEBIN -> gainEnergy(w, 1);
            case MachineType.PROTOTYPER -> {
                gainBox(w, crusher, w.prototypes + 1);
                if (w.prototypes > 0) {
                    gainCogs(w, w.prototypes);
                }
            }
            default -> notes.add("Dynast does not know the Cost of " + spent.type + "; nothing is gained for it.");
        }
        if (spent.widget != null) {
            catalogue.widget(spent.widget).ifPresent(wt -> gainCogs(w, wt.cogs()));
        }
    }

    private void gainCogs(WorkerState w, int n) {
        w.cogs += n;
        notes.add(w.name + " gains " + n + (n == 1 ? " Cog" : " Cogs") + " (" + w.cogs + ").");
    }

    private void gainEnergy(WorkerState w, int n) {
        w.energy += n;
        notes.add(w.name + " gains " + n + " Energy (" + w.energy + ").");
    }

    /** Boxing Widget: "you gain a box of that number plus one instead". */
    private void gainBox(WorkerState w, MachineSlot source, int value) {
        int v = source != null && BOXING.equals(source.widget) ? value + 1 : value;
        w.boxes.add(v);
        w.sortBoxes();
        w.boxesGainedThisCycle++;
        notes.add(w.name + " gains a Box containing " + v + (v != value ? " (Boxing Widget: " + value + " plus one)" : "")
                + ".");
    }

    private void convert(WorkerState w, String from, String to) {
        int n = 0;
        for (int i = 0; i < w.things.size(); i++) {
            if (w.things.get(i).equals(from)) {
                w.things.set(i, to);
                n++;
            }
        }
        notes.add(n + " " + from + " became " + to + ".");
    }

    /**
     * "Each Worker may only have at most 10 Things. When a Worker would otherwise gain a Thing but already
     * has 10 Things, they do not gain that Thing (If they had fewer than 10 Things, but then gain a number of
     * Things that would cause them to have more than 10 Things at the same time, they choose which subset of
     * those new Things to gain such that they have 10 Things)."
     */
    private void gainThings(WorkerState w, List<String> offered) {
        int room = Math.max(0, WorkerState.MAX_THINGS - w.things.size());
        List<String> gained;
        if (offered.size() <= room) {
            gained = offered;
        } else if (room == 0) {
            gained = List.of();
        } else if (offered.stream().distinct().count() == 1) {
            gained = offered.subList(0, room);
        } else {
            gained = choices.fresh(w.name + " may only have at most 10 Things: which " + room + " of the new Things are gained?",
                    offered, room, room);
            List<String> left = new ArrayList<>(offered);
            for (String g : gained) {
                if (!left.remove(g)) {
                    throw new Refusal("Things", g + " is not among the new Things.");
                }
            }
        }
        w.things.addAll(gained);
        notes.add(gained.isEmpty() ? w.name + " gains no Things (at most 10)." : w.name + " gains "
                + String.join(", ", gained) + (gained.size() < offered.size() ? " (at most 10 Things)" : "") + ".");
    }

    // ---- Widgets, Techs, Things ----------------------------------------------------------------

    /** "Any Worker may Attach a new Widget to one of the Machines they have by paying its Cost." */
    public void attachWidget(String workerName, int index, String widgetName) {
        WorkerState w = acting(workerName, "Machines", true, x -> "attached a " + widgetName + " to the "
                + machineAt(x, index) + " at position " + (index + 1));
        WidgetType t = catalogue.widget(widgetName).orElseThrow(() -> new Refusal("Widgets",
                "There is no Widget named " + widgetName + "."));
        MachineSlot m = slot(w, index);
        if (t.highTech() && w.techs.stream().noneMatch(x -> x.equalsIgnoreCase(t.name()))) {
            throw new Refusal("Widgets", t.name() + " is High-Tech: Workers may not add it to any Machine in their "
                    + "lineup unless they have its name in their Tech list.");
        }
        payCogs(w, t.cogs(), "The Cost of the " + t.name() + " is " + t.cogs() + " Cogs");
        String old = m.widget;
        m.widget = t.name();
        notes.add(w.name + " attached a " + t.name() + " to " + m.type + (old == null ? "" : ", replacing its " + old)
                + ".");
    }

    /**
     * "Each Worker can have a number of Techs up to their number of Prototypes. ... A Worker may add a
     * High-Tech Machine or Widget to their Tech list at any time by paying its Cost."
     */
    public void learnTech(String workerName, String name) {
        WorkerState w = acting(workerName, "Prototypes", false, x -> "learned the Tech " + name);
        if (!catalogue.isHighTech(name)) {
            throw new Refusal("Prototypes", "A Tech is the name of a High-Tech Machine or Widget: " + name
                    + " is not High-Tech.");
        }
        String proper = catalogue.machine(name).map(MachineType::name)
                .orElseGet(() -> catalogue.widget(name).orElseThrow().name());
        if (w.techs.contains(proper)) {
            throw new Refusal("Prototypes", w.name + " already has " + proper + " in their Tech list.");
        }
        if (w.techs.size() >= w.prototypes) {
            throw new Refusal("Prototypes", "Each Worker can have a number of Techs up to their number of Prototypes: "
                    + w.name + " has " + w.prototypes + " and " + w.techs.size() + " Techs.");
        }
        if (catalogue.machine(proper).isPresent()) {
            pay(w, catalogue.machine(proper).orElseThrow(), true, null);
        } else {
            WidgetType t = catalogue.widget(proper).orElseThrow();
            payCogs(w, t.cogs(), "The Cost of the " + t.name() + " is " + t.cogs() + " Cogs");
        }
        w.techs.add(proper);
        notes.add(w.name + " adds " + proper + " to their Tech list.");
    }

    /** "A Worker can pay a Thing to get the Effect listed for that Thing's name." */
    public void spendThing(String workerName, String thing) {
        WorkerState w = acting(workerName, "Things", false, x -> "paid a " + thing + " for its Effect");
        if (!w.things.contains(thing)) {
            throw new Refusal("Things", w.name + " has no Thing called " + thing + ".");
        }
        switch (thing) {
            case "Sugarcube" -> {
                w.things.remove(thing);
                gainBox(w, null, choices.number("number", "Sugarcube: a Box with which value (1 to 7)?", 1, 7));
            }
            case "Bread" -> {
                w.things.remove(thing);
                gainEnergy(w, 1);
            }
            case "Corn" -> {
                w.things.remove(thing);
                gainCogs(w, 2);
            }
            default -> throw new Refusal("Things", "A Thing called " + thing + " has no Effect.");
        }
    }

    /**
     * "If a worker has more than 10 Things, any Worker may random select one of that Worker's things and remove it."
     * The Thing is selected by a roll in the Dice Roller ("This value must be determined by an appropriate roll").
     */
    public String removeRandomThing(String workerName, String ofName) {
        WorkerState of = floor.worker(ofName).orElseThrow(() -> new Refusal("Things", "There is no Worker named "
                + ofName + " on the factory floor."));
        WorkerState w = acting(workerName, "Things", false, x -> "removed a random Thing of " + of.name);
        if (of.things.size() <= WorkerState.MAX_THINGS) {
            throw new Refusal("Things", "If a worker has more than 10 Things, any Worker may random select one of that "
                    + "Worker's things and remove it: " + of.name + " has " + of.things.size() + ".");
        }
        int n = of.things.size();
        int roll = dice.roll(n, "a random Thing of " + of.name);
        String gone = of.things.remove(roll - 1);
        notes.add(w.name + " selects one of " + of.name + "'s " + n + " Things at random (DICE" + n + ": " + roll
                + ") and removes " + gone + "; " + of.name + " has " + of.things.size() + " Things.");
        return gone;
    }

    // ---- Clientele -----------------------------------------------------------------------------

    /**
     * "A Worker who is Clocked In can Submit a Report: upon doing so they gain Cogs per Client that is
     * Satisfied with them, and become Clocked Out."
     */
    public int submitReport(String workerName) {
        WorkerState w = clockedIn(workerName, "Clientele");
        if (!w.bot) {
            floor.performedThisCycle.computeIfAbsent(w.name, k -> new ArrayList<>()).add(Performed.of("submitted a Report"));
        }
        if (w.bot) {
            throw new Refusal("Clientele", "A Worker who is Clocked In can Submit a Report: Bots are never Clocked In.");
        }
        int total = 0;
        for (Wants.Verdict v : Wants.verdicts(floor, w)) {
            total += v.cogs();
            notes.add(v.client().fullName() + (v.satisfied() ? " is Satisfied: " + v.cogs() + " Cogs" : " is not Satisfied")
                    + " (" + String.join(", ", v.reasons()) + ").");
        }
        w.cogs += total;
        w.clockedOut = true;
        notes.add(w.name + " gains " + total + " Cogs and is Clocked Out.");
        return total;
    }

    // ---- Cycle ---------------------------------------------------------------------------------

    /** Why a Cycle may not be performed at {@code now}, or null if it may. */
    public String cycleBar(Instant now, Instant sinceIfNever) {
        return new CycleSteps(catalogue, floor, dice, notes).bar(now, sinceIfNever);
    }

    /**
     * "any Worker may perform an Atomic Action named "Cycle"": {@code performer} performs it (a Bot only when a
     * Worker causes it to act, as any other action of a Bot).
     */
    public void cycle(String performer, Instant now, Instant sinceIfNever) {
        WorkerState w = acting(performer, "Energy Cycles", false, x -> "performed a Cycle");
        notes.add(w.name + " performs the Cycle.");
        cycle(now, sinceIfNever);
    }

    /** The Atomic Action "Cycle", its seven steps in order (see {@link CycleSteps}). */
    public void cycle(Instant now, Instant sinceIfNever) {
        new CycleSteps(catalogue, floor, dice, notes).perform(now, sinceIfNever);
    }

    // ---- Bots ----------------------------------------------------------------------------------

    /**
     * "If no Worker has done so since the last Cycle, a Worker may turn on Cogbot." Cogbot's atomic action,
     * exactly as written: cold Spins until none or no Energy, then cold Clinks with its largest Box until none
     * or no Boxes, always the earliest in its list.
     */
    public void turnOnCogbot(String workerName) {
        // "Bots are Workers for the purposes of dynastic rules only": a Bot a Worker causes to act (Sharebot) may turn
        // Cogbot on too
        WorkerState by = acting(workerName, "Bots", false, x -> "turned on Cogbot");
        if (floor.cogbotTurnedOn) {
            throw new Refusal("Bots", "Cogbot has already been turned on since the last Cycle.");
        }
        WorkerState cog = worker(Bots.COGBOT);
        floor.cogbotTurnedOn = true;
        cogbotTurn = true;
        notes.add(by.name + " turned on Cogbot.");
        while (cog.energy > 0) {
            MachineSlot spin = firstCold(cog, MachineType.SPIN);
            if (spin == null) {
                break;
            }
            activate(cog, spin);
        }
        while (!cog.boxes.isEmpty()) {
            MachineSlot clink = firstCold(cog, MachineType.CLINK);
            if (clink == null) {
                break;
            }
            int largest = cog.boxes.stream().max(Comparator.naturalOrder()).orElseThrow();
            LineEngine cogbotChoice = new LineEngine(catalogue, floor, dice, largestBox(largest));
            cogbotChoice.cogbotTurn = true;
            cogbotChoice.activate(cog, clink);
            notes.addAll(cogbotChoice.notes);
        }
    }

    private static Chooser largestBox(int largest) {
        return new Chooser() {
            @Override
            public String choose(String question, List<String> options) {
                return Integer.toString(largest);
            }

            @Override
            public List<String> chooseSome(String question, List<String> options, int min, int max) {
                throw new IllegalStateException(question);
            }
        };
    }

    private MachineSlot firstCold(WorkerState w, String typeId) {
        return w.line.stream().filter(m -> catalogue.idOf(m.type).equals(typeId) && m.heat == Heat.COLD).findFirst()
                .orElse(null);
    }

    // ---- Choices -------------------------------------------------------------------------------

    static Set<String> lower(List<String> names) {
        return names.stream().map(n -> n.toLowerCase(Locale.ROOT)).collect(Collectors.toSet());
    }

    /**
     * The value of the Box a Storage keeps, as recorded in its parentheses; a floor stored before the
     * tracking text's import checked it may hold something else, refused here rather than failing.
     */
    private static int storedBox(WorkerState w, MachineSlot m) {
        if (m.info == null) {
            return 0;
        }
        try {
            int n = Integer.parseInt(m.info.strip());
            if (n >= 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // refused below
        }
        throw new Refusal("Machines", w.name + "'s Storage records \u201c" + m.info + "\u201d, which is not the value "
                + "of a Box: correct its recorded information (a non-negative whole number) first.");
    }
}
