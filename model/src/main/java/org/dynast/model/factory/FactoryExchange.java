package org.dynast.model.factory;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import org.dynast.model.Refusal;
import org.dynast.model.log.Changes;
import org.dynast.model.log.JsonDocuments;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.module.ModuleExchange;

/** The factory's part of the dynasty file (schema 3): the floor, each Worker named by their player's name. */
final class FactoryExchange implements ModuleExchange {

    private final JsonDocuments<FactoryFloor> floors;

    FactoryExchange(JsonDocuments<FactoryFloor> floors) {
        this.floors = floors;
    }

    @Override
    public List<String> fields() {
        return List.of("factory");
    }

    @Override
    public Map<String, Object> export(long dynastyId, ExportNames names) {
        return ModuleExchange.ordered("factory",
                floors.find(Long.toString(dynastyId)).map(f -> floorData(f, names)).orElse(null));
    }

    /** The floor with each Worker named by their player's name and no database ids. */
    private static FactoryFloor floorData(FactoryFloor floor, ExportNames names) {
        for (WorkerState w : concat(floor.workers, floor.away)) {
            if (w.playerId != null) {
                String name = names.player(w.playerId);
                if (name != null) {
                    w.name = name;
                }
                w.playerId = null;
            }
        }
        floor.dynastyId = 0;
        return floor;
    }

    /** The largest count (Energy, Cogs, a Box, Prototypes…) a file may give: far beyond play, short of overflow. */
    static final int MAX_COUNT = 1_000_000;

    /** The most Things a Worker may hold on a floor (more than ten is a state of play; a thousand is none). */
    static final int MAX_THINGS = 1_000;

    /**
     * Checks the floor as thoroughly as the tracking page is read: every Worker a Bot of the rule or a player on the
     * file's roster, named once; every Line of up to six Machines of the catalogue, with Widgets of the catalogue and a
     * Storage's Box a number; every count a whole number from 0 to {@link #MAX_COUNT}; Things, Techs (High-Tech
     * Machines or Widgets), the Clients' Wants, and every name the floor records (Sharebot's, Monkeybot's, the
     * victor) a Worker of the floor.
     */
    @Override
    public CheckedPart read(ImportInput in) {
        FactoryFloor floor = in.field("factory", FactoryFloor.class);
        if (floor != null) {
            check(floor, in, FactoryCatalogue.shipped());
        }
        return (changes, ids) -> insert(changes, ids, floor);
    }

    /**
     * Checks a floor the console is about to keep (a Line's action, a pasted tracking page) exactly as a dynasty file's
     * floor is checked, so that whatever the console accepts, its export imports: a problem is refused in the file's
     * words, with the field it would be in the file. {@code hasPlayer} answers for the dynasty's roster.
     */
    static void checkFloor(FactoryFloor floor, Predicate<String> hasPlayer) {
        check(floor, new ImportInput() {
            @Override
            public <T> T field(String name, Class<T> type) {
                throw new UnsupportedOperationException();
            }

            @Override
            public <T> List<T> list(String name, Class<T> element) {
                throw new UnsupportedOperationException();
            }

            @Override
            public boolean hasPlayer(String name) {
                return name != null && hasPlayer.test(name);
            }

            @Override
            public int matterCount() {
                return 0;
            }

            @Override
            public MatterKind matterKind(int place) {
                throw new UnsupportedOperationException();
            }

            @Override
            public RuntimeException problem(String where, String why) {
                return new Refusal("Factory", why + " (" + where + ").");
            }
        }, FactoryCatalogue.shipped());
    }

    private static void check(FactoryFloor floor, ImportInput in, FactoryCatalogue catalogue) {
        in.require(floor.workers != null, "factory.workers", "is missing");
        Set<String> names = new HashSet<>();
        for (int i = 0; i < floor.workers.size(); i++) {
            worker(floor.workers.get(i), "factory.workers[" + i + "]", in, catalogue, names, true);
        }
        List<WorkerState> away = floor.away == null ? List.of() : floor.away;
        for (int i = 0; i < away.size(); i++) {
            worker(away.get(i), "factory.away[" + i + "]", in, catalogue, names, false);
        }
        Map<String, List<String>> wants = floor.wants == null ? Map.of() : floor.wants;
        for (Map.Entry<String, List<String>> e : wants.entrySet()) {
            String at = "factory.wants." + e.getKey();
            in.require(Client.named(e.getKey()).map(c -> c.fullName().equals(e.getKey())).orElse(false), at,
                    "there is no Client of that name (the Clients are Square Masses, Cube Elite and Tesseract "
                            + "Vatican)");
            List<String> list = e.getValue() == null ? List.of() : e.getValue();
            for (int j = 0; j < list.size(); j++) {
                String want = list.get(j);
                in.require(want != null && Want.named(want).isPresent(), at + "[" + j + "]",
                        "there is no Want of that name");
            }
        }
        List<String> causedBy = floor.sharebotCausedBy == null ? List.of() : floor.sharebotCausedBy;
        for (int i = 0; i < causedBy.size(); i++) {
            requireWorker(causedBy.get(i), names, "factory.sharebotCausedBy[" + i + "]", in);
        }
        Map<String, List<Performed>> performed = floor.performedThisCycle == null ? Map.of()
                : floor.performedThisCycle;
        for (Map.Entry<String, List<Performed>> e : performed.entrySet()) {
            String at = "factory.performedThisCycle." + e.getKey();
            requireWorker(e.getKey(), names, at, in);
            List<Performed> done = e.getValue() == null ? List.of() : e.getValue();
            for (int j = 0; j < done.size(); j++) {
                in.require(done.get(j) != null && done.get(j).action() != null && !done.get(j).action().isBlank(),
                        at + "[" + j + "]", "an action is missing");
            }
        }
        if (floor.victor != null) {
            requireWorker(floor.victor, names, "factory.victor", in);
        }
    }

    private static void worker(WorkerState w, String at, ImportInput in, FactoryCatalogue catalogue,
                               Set<String> names, boolean onFloor) {
        in.require(w != null && w.name != null && !w.name.isBlank(), at + ".name", "a Worker needs a name");
        if (w.bot) {
            in.require(onFloor && Bots.NAMES.stream().anyMatch(b -> b.equalsIgnoreCase(w.name.strip())), at + ".name",
                    "\"" + quoted(w.name) + "\" is not one of the Bots (" + String.join(", ", Bots.NAMES) + ")");
        } else {
            in.require(in.hasPlayer(w.name), at + ".name", "\"" + quoted(w.name)
                    + "\" is neither a Bot nor among the players");
        }
        in.require(names.add(w.name.strip().toLowerCase(Locale.ROOT)), at + ".name",
                "\"" + quoted(w.name) + "\" has two places on the floor");
        count(w.energy, at + ".energy", in);
        count(w.cogs, at + ".cogs", in);
        count(w.prototypes, at + ".prototypes", in);
        count(w.activationsThisCycle, at + ".activationsThisCycle", in);
        count(w.boxesGainedThisCycle, at + ".boxesGainedThisCycle", in);
        in.require(w.line != null, at + ".line", "is missing");
        in.require(w.line.size() <= WorkerState.MAX_MACHINES, at + ".line", w.line.size()
                + " Machines: a Line holds up to " + WorkerState.MAX_MACHINES);
        for (int j = 0; j < w.line.size(); j++) {
            machine(w.line.get(j), at + ".line[" + j + "]", in, catalogue);
        }
        List<Integer> boxes = w.boxes == null ? List.of() : w.boxes;
        for (int j = 0; j < boxes.size(); j++) {
            in.require(boxes.get(j) != null, at + ".boxes[" + j + "]", "a Box needs its number");
            count(boxes.get(j), at + ".boxes[" + j + "]", in);
        }
        List<String> things = w.things == null ? List.of() : w.things;
        // more than ten is a state of play ("If a worker has more than 10 Things, any Worker may random select one
        // of that Worker's things and remove it"); a thousand is none
        in.require(things.size() <= MAX_THINGS, at + ".things", things.size() + " Things: a floor holds up to 1,000 "
                + "a Worker");
        for (int j = 0; j < things.size(); j++) {
            in.require(things.get(j) != null && !things.get(j).isBlank(), at + ".things[" + j + "]",
                    "a Thing needs a name");
        }
        List<String> techs = w.techs == null ? List.of() : w.techs;
        for (int j = 0; j < techs.size(); j++) {
            String tech = techs.get(j);
            in.require(tech != null && catalogue.isHighTech(tech), at + ".techs[" + j + "]",
                    "a Tech is a High-Tech Machine or Widget of the catalogue");
        }
    }

    private static void machine(MachineSlot m, String at, ImportInput in, FactoryCatalogue catalogue) {
        in.require(m != null && m.type != null, at + ".type", "a Machine needs its type");
        in.require(catalogue.machine(m.type).isPresent(), at + ".type", "there is no type of Machine named \""
                + quoted(m.type) + "\"");
        in.require(m.heat != null, at + ".heat", "a Machine is Hot, Warm or Cold (HOT, WARM, COLD)");
        in.require(m.widget == null || catalogue.widget(m.widget).isPresent(), at + ".widget",
                "there is no Widget named \"" + (m.widget == null ? "" : quoted(m.widget)) + "\"");
        if (m.info != null && catalogue.machine(m.type).map(t -> t.name().equals("Storage")).orElse(false)) {
            boolean number = !m.info.isBlank() && m.info.strip().chars().allMatch(c -> c >= '0' && c <= '9')
                    && m.info.strip().length() <= 7;
            in.require(number, at + ".info", "a Storage records the value of the Box it keeps, a whole number "
                    + "from 0 to " + MAX_COUNT);
        }
    }

    private static void count(int value, String at, ImportInput in) {
        in.require(value >= 0 && value <= MAX_COUNT, at, value + " is out of range: a whole number from 0 to "
                + MAX_COUNT);
    }

    private static void requireWorker(String name, Set<String> names, String at, ImportInput in) {
        in.require(name != null && names.contains(name.strip().toLowerCase(Locale.ROOT)), at,
                name == null ? "a Worker's name is missing" : "\"" + quoted(name) + "\" is not a Worker of the floor");
    }

    /** A name as quoted in a message: one line, a long one cut to its start. */
    private static String quoted(String text) {
        String line = text.replaceAll("\\R", " ");
        return line.length() <= 60 ? line : line.substring(0, 57) + "\u2026";
    }

    private void insert(Changes changes, ImportIds ids, FactoryFloor floor) {
        if (floor == null) {
            return;
        }
        floor.dynastyId = ids.dynastyId();
        FactoryCatalogue catalogue = FactoryCatalogue.shipped();
        for (WorkerState w : concat(floor.workers, floor.away)) {
            for (MachineSlot m : w.line) {
                m.type = catalogue.machine(m.type).map(MachineType::name).orElse(m.type);
                m.widget = m.widget == null ? null : catalogue.widget(m.widget).map(WidgetType::name).orElse(m.widget);
            }
            w.boxes = w.boxes == null ? new ArrayList<>() : w.boxes;
            w.things = w.things == null ? new ArrayList<>() : w.things;
            w.techs = w.techs == null ? new ArrayList<>() : w.techs;
            w.sortBoxes();
        }
        for (WorkerState w : concat(floor.workers, floor.away)) {
            w.playerId = w.bot || w.name == null ? null : ids.player(w.name);
        }
        changes.insert(floors, floor);
    }

    private static <T> List<T> concat(List<T> a, List<T> b) {
        List<T> all = new ArrayList<>(a == null ? List.of() : a);
        all.addAll(b == null ? List.of() : b);
        return all;
    }
}
