package org.dynast.model.factory;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import org.dynast.model.Numbers;
import org.dynast.model.WikiTable;
import org.dynast.model.log.Snapshots;

/**
 * The Factory Layout tracking page's notation, as MediaWiki markup: one row per Worker ("Storage* (3)
 * [Cooling Widget]", an apostrophe for Warm, an asterisk for Hot, an asterisk after a Clocked Out
 * Worker's Energy, the "Proto" column, Bots' rows coloured #cff), then the Clients' Wants. Read back,
 * a bad line is reported with its number and why, and nothing is changed.
 */
public final class TrackingText {

    public static final String HEADER = "! Worker !! Energy !! Machines !! Cogs !! Boxes !! Things !! Proto !! Techs";
    private static final String NAME_STOPS = "'\u2019*()[]";

    private TrackingText() {
    }

    /** One problem in an imported text: the line (1-based) and why. */
    public record Problem(int line, String why) {
        @Override
        public String toString() {
            return "line " + line + ": " + why;
        }
    }

    /** The text could not be read; nothing was changed. */
    public static final class BadTrackingText extends RuntimeException {
        private final List<Problem> problems;

        public BadTrackingText(List<Problem> problems) {
            super(problems.stream().map(Problem::toString).collect(Collectors.joining("\n")));
            this.problems = List.copyOf(problems);
        }

        public List<Problem> problems() {
            return problems;
        }
    }

    /** The longest tracking text read. */
    public static final int MAX_CHARS = 1_000_000;

    public static String export(FactoryFloor floor) {
        StringBuilder s = new StringBuilder();
        s.append("Last Cycle: ").append(floor.lastCycle == null ? "never" : floor.lastCycle.toString()).append('\n');
        if (floor.victor != null) {
            s.append("Victory: ").append(floor.victor).append('\n');
        }
        s.append(WikiTable.open(true)).append(HEADER).append('\n');
        for (WorkerState w : floor.workers) {
            s.append(w.bot ? "|- style=\"background:#cff\"\n" : "|-\n");
            s.append("| ").append(String.join(" || ", w.name,
                    w.energy + (w.clockedOut ? "*" : ""),
                    w.line.stream().map(MachineSlot::notation).collect(Collectors.joining(", ")),
                    Integer.toString(w.cogs),
                    w.boxes.stream().map(String::valueOf).collect(Collectors.joining(", ")),
                    String.join(", ", w.things),
                    Integer.toString(w.prototypes),
                    String.join(", ", w.techs)).stripTrailing()).append('\n');
        }
        s.append(WikiTable.close()).append('\n').append(WikiTable.open(false)).append("! Client !! Wants\n");
        for (Client c : Client.values()) {
            s.append("|-\n| ").append(c.fullName()).append(" || ").append(String.join(", ", floor.wantsOf(c)))
                    .append('\n');
        }
        s.append("|}\n");
        return s.toString().replace(" || \n", " ||\n");
    }

    /**
     * Reads a machine in the page's notation, e.g. "Storage* (3) [Cooling Widget]". Read in one pass from left
     * to right (no backtracking pattern), so a long or broken cell is refused at once.
     */
    public static MachineSlot machine(String notation, FactoryCatalogue catalogue) {
        String s = notation.strip();
        IllegalArgumentException form = new IllegalArgumentException("\u201c" + shortened(s) + "\u201d is not a "
                + "Machine in the form Name, a heat mark (' or *), (recorded information), [Widget]");
        int i = 0;
        while (i < s.length() && NAME_STOPS.indexOf(s.charAt(i)) < 0) {
            i++;
        }
        String name = s.substring(0, i).strip();
        if (name.isEmpty()) {
            throw form;
        }
        String heat = null;
        if (i < s.length() && "'\u2019*".indexOf(s.charAt(i)) >= 0) {
            heat = String.valueOf(s.charAt(i));
            i++;
        }
        i = skipSpaces(s, i);
        String info = null;
        if (i < s.length() && s.charAt(i) == '(') {
            int close = s.indexOf(')', i + 1);
            if (close < 0) {
                throw new IllegalArgumentException("\u201c" + shortened(s) + "\u201d opens a \u201c(\u201d for the "
                        + "recorded information and never closes it");
            }
            info = s.substring(i + 1, close).strip();
            i = skipSpaces(s, close + 1);
        }
        String widgetName = null;
        if (i < s.length() && s.charAt(i) == '[') {
            int close = s.indexOf(']', i + 1);
            if (close < 0) {
                throw new IllegalArgumentException("\u201c" + shortened(s) + "\u201d opens a \u201c[\u201d for the "
                        + "Widget and never closes it");
            }
            widgetName = s.substring(i + 1, close);
            i = close + 1;
        }
        if (i != s.length()) {
            throw form;
        }
        MachineType type = catalogue.machine(name).orElseThrow(() -> new IllegalArgumentException(
                "there is no type of Machine named " + shortened(name)));
        Heat h = heat == null ? Heat.COLD : heat.equals("*") ? Heat.HOT : Heat.WARM;
        String widget = null;
        if (widgetName != null) {
            String wanted = widgetName;
            widget = catalogue.widget(wanted).map(WidgetType::name).orElseThrow(() -> new IllegalArgumentException(
                    "there is no Widget named " + shortened(wanted.strip())));
        }
        if (type.id().equals(MachineType.STORAGE) && info != null) {
            try {
                number(info, "x");
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("a Storage records the value of the Box it keeps, a non-negative "
                        + "whole number, not \u201c" + shortened(info) + "\u201d (in \u201c" + shortened(s) + "\u201d)");
            }
        }
        return new MachineSlot(type.name(), h, info, widget);
    }

    private static int skipSpaces(String s, int i) {
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
            i++;
        }
        return i;
    }

    /** A cell's text as quoted in a problem: a long one is cut to its start. */
    private static String shortened(String text) {
        return text.length() <= 60 ? text : text.substring(0, 57) + "\u2026";
    }

    /**
     * Reads a tracking text onto a copy of {@code current}: the tracked values come from the text, the
     * per-Cycle counts the page does not track are kept by name.
     */
    public static FactoryFloor read(String text, FactoryFloor current, FactoryCatalogue catalogue) {
        if (text.length() > MAX_CHARS) {
            throw new BadTrackingText(List.of(new Problem(1, "a tracking text is read up to "
                    + Numbers.count(MAX_CHARS) + " characters (a factory's page is a few thousand); "
                    + "this one has " + Numbers.count(text.length()))));
        }
        Snapshots snapshots = new Snapshots();
        FactoryFloor base = snapshots.read(snapshots.write(current), FactoryFloor.class);
        FactoryFloor out = snapshots.read(snapshots.write(current), FactoryFloor.class);
        out.workers = new ArrayList<>();
        out.victor = null;
        List<Problem> problems = new ArrayList<>();
        String[] lines = text.split("\\R", -1);
        boolean inWorkers = false;
        boolean inClients = false;
        boolean botRow = false;
        boolean sawWorkers = false;
        int workersEnd = lines.length;
        Set<String> rows = new HashSet<>();
        for (int i = 0; i < lines.length; i++) {
            int no = i + 1;
            String line = lines[i].strip();
            try {
                if (line.isEmpty() || line.startsWith("{|")) {
                    continue;
                }
                if (line.startsWith("Last Cycle:")) {
                    String v = line.substring("Last Cycle:".length()).strip();
                    out.lastCycle = v.equalsIgnoreCase("never") ? null : Instant.parse(v);
                } else if (line.startsWith("Victory:")) {
                    String victor = line.substring("Victory:".length()).strip();
                    out.victor = victor.isEmpty() ? null : victor;
                } else if (line.startsWith("!")) {
                    String h = line.replace(" ", "").toLowerCase(Locale.ROOT);
                    inWorkers = h.startsWith("!worker");
                    inClients = h.startsWith("!client");
                    sawWorkers |= inWorkers;
                    if (!inWorkers && !inClients) {
                        throw new IllegalArgumentException("a header must be \"" + HEADER + "\" or \"! Client !! Wants\"");
                    }
                } else if (line.startsWith("|-")) {
                    botRow = line.contains("#cff");
                } else if (line.startsWith("|}")) {
                    if (inWorkers) {
                        workersEnd = no;
                    }
                    inWorkers = false;
                    inClients = false;
                } else if (line.startsWith("|")) {
                    String[] cells = Arrays.stream(line.substring(1).split("\\|\\|", -1)).map(String::strip)
                            .toArray(String[]::new);
                    if (inWorkers) {
                        // a set of the rows' names, not a search of the rows read so far: 200,000 rows took over
                        // 300 s (issue 33)
                        if (!cells[0].isEmpty() && !rows.add(cells[0].toLowerCase(Locale.ROOT))) {
                            throw new IllegalArgumentException(cells[0] + " has two rows");
                        }
                        out.workers.add(worker(cells, botRow, base, catalogue));
                    } else if (inClients) {
                        client(cells, out);
                    } else {
                        throw new IllegalArgumentException("a row outside the Workers' and the Clients' tables");
                    }
                } else {
                    throw new IllegalArgumentException("\u201c" + line + "\u201d is not MediaWiki table markup");
                }
            } catch (IllegalArgumentException | DateTimeParseException e) {
                problems.add(new Problem(no, e.getMessage()));
            }
        }
        if (!sawWorkers && problems.isEmpty()) {
            problems.add(new Problem(1, "there is no Workers' table (a header \"" + HEADER + "\")"));
        }
        if (sawWorkers) {
            List<String> missing = current.workers.stream().map(w -> w.name)
                    .filter(n -> !rows.contains(n.strip().toLowerCase(Locale.ROOT))).toList();
            if (!missing.isEmpty()) {
                problems.add(new Problem(workersEnd, "the Workers' table has no row for " + String.join(", ", missing)
                        + (missing.size() == 1 ? ", who is a Worker" : ", who are Workers") + " on the floor: was the "
                        + "text cut short? Every Worker needs a row"));
            }
        }
        if (!problems.isEmpty()) {
            throw new BadTrackingText(problems);
        }
        return out;
    }

    private static WorkerState worker(String[] cells, boolean bot, FactoryFloor base, FactoryCatalogue catalogue) {
        if (cells.length != 8) {
            throw new IllegalArgumentException("a Worker's row has 8 cells (Worker, Energy, Machines, Cogs, Boxes, "
                    + "Things, Proto, Techs), this one has " + cells.length);
        }
        String name = cells[0];
        if (name.isEmpty()) {
            throw new IllegalArgumentException("a Worker's row needs a name");
        }
        boolean aBot = bot || Bots.NAMES.stream().anyMatch(b -> b.equalsIgnoreCase(name));
        if (!aBot && base.worker(name).isEmpty()) {
            // issue 33: such a row was read and then silently dropped, as the floor has no such Worker
            throw new IllegalArgumentException(name + " is not a Worker on this floor: a tracking text updates the "
                    + "Workers the dynasty has (a new player joins on the Roster first)");
        }
        WorkerState w = new WorkerState();
        base.worker(name).ifPresent(old -> {
            w.playerId = old.playerId;
            w.activationsThisCycle = old.activationsThisCycle;
            w.boxesGainedThisCycle = old.boxesGainedThisCycle;
        });
        w.name = name;
        w.bot = aBot;
        String energy = cells[1];
        w.clockedOut = energy.endsWith("*");
        w.energy = number(energy.replace("*", ""), "Energy");
        for (String m : list(cells[2])) {
            w.line.add(machine(m, catalogue));
        }
        if (w.line.size() > WorkerState.MAX_MACHINES) {
            throw new IllegalArgumentException(name + " has " + w.line.size() + " Machines: a Line holds up to six");
        }
        w.cogs = number(cells[3], "Cogs");
        for (String b : list(cells[4])) {
            w.boxes.add(number(b, "a Box"));
        }
        w.sortBoxes();
        w.things.addAll(list(cells[5]));
        w.prototypes = number(cells[6], "Proto");
        for (String t : list(cells[7])) {
            if (!catalogue.isHighTech(t)) {
                throw new IllegalArgumentException("the Tech " + t + " is not a High-Tech Machine or Widget");
            }
            w.techs.add(t);
        }
        return w;
    }

    private static void client(String[] cells, FactoryFloor out) {
        if (cells.length != 2) {
            throw new IllegalArgumentException("a Client's row has 2 cells (Client, Wants)");
        }
        Client c = Client.named(cells[0]).orElseThrow(() -> new IllegalArgumentException(
                "there is no Client named " + cells[0]));
        List<String> wants = new ArrayList<>();
        for (String w : list(cells[1])) {
            wants.add(Want.named(w).map(Want::title).orElseThrow(() -> new IllegalArgumentException(
                    "there is no Want named " + w)));
        }
        out.wants.put(c.fullName(), wants);
    }

    private static List<String> list(String cell) {
        if (cell.isBlank()) {
            return List.of();
        }
        return Arrays.stream(cell.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
    }

    private static int number(String text, String what) {
        try {
            int n = Integer.parseInt(text.strip());
            if (n < 0) {
                throw new IllegalArgumentException(what + " cannot be negative: " + text);
            }
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(what + " must be a non-negative whole number, not \u201c" + text.strip()
                    + "\u201d");
        }
    }
}
