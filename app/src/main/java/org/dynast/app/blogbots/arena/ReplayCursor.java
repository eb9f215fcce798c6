package org.dynast.app.blogbots.arena;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.dynast.model.blogbots.arena.ArenaFiles.BotFile;
import org.dynast.model.blogbots.arena.ArenaFiles.PartJson;
import org.dynast.model.blogbots.arena.ArenaFiles.Replay;
import org.dynast.model.blogbots.arena.BotState;
import org.dynast.model.blogbots.arena.BoutEvent;
import org.dynast.model.blogbots.arena.Configuration;
import org.dynast.model.blogbots.arena.Facing;

/**
 * The replay cursor: what the arena looks like after any event of a replay, derived from the event list
 * alone (pure; the Canvas only paints what it gives). {@link #frame(int)} is the state after event i;
 * {@link #drawn(double)} is the state part way between two events, for the animation.
 */
public final class ReplayCursor {

    /** Flipped lasts "5 turns"; Scrambled "three rounds". */
    static final int FLIPPED_TURNS = 5;
    static final int SCRAMBLED_ROUNDS = 3;

    /** What a timeline marker marks. */
    public enum MarkerKind { HIT, STATUS, KNOCKOUT }

    /** A marker on the timeline at an event index. */
    public record Marker(int index, MarkerKind kind) {
    }

    /** A Status shown as a badge; {@code remaining} turns (or rounds, {@code unit} "r") left, or 0 when open-ended. */
    public record Badge(String status, int remaining, String unit) {
        public String label() {
            return remaining > 0 ? status + " " + remaining + unit : status;
        }
    }

    /**
     * One Bot as drawn: {@code x} is its square, fractional while it slides; {@code row} is 0 on the numbered
     * row, 1 in the lettered square above it, -1 below (fractional while it is lifted); {@code letter} the
     * lettered square it stands on, or null.
     */
    public record DrawnBot(String name, boolean house, double x, double row, String letter, Facing facing,
                           boolean evading, boolean blocking, boolean flipped, double engine, double chassis,
                           List<Double> systems, List<String> systemNames, List<Badge> badges, int tally,
                           boolean present, List<Integer> flashing, double flash) {
    }

    /** A Physical Obstacle square: above (or below) numbered square {@code square}, labelled {@code letter}. */
    public record ObstacleSquare(int square, boolean above, char letter) {
        /** 1 above the numbered row, -1 below. */
        public int row() {
            return above ? 1 : -1;
        }
    }

    /**
     * The drawn arena at a position in the replay. {@code obstacles} are the lettered squares there at that
     * point (a removed House Bot's square appears from its event on); {@code roomAbove} / {@code roomBelow}
     * say whether the replay ever has a square above / below the row, so the layout does not jump.
     */
    public record Drawn(double position, int index, int turn, int round, BoutEvent.Kind kind, boolean suddenDeath,
                        double detonation, int detonatedSquare, List<DrawnBot> bots, List<ObstacleSquare> obstacles,
                        boolean roomAbove, boolean roomBelow) {
    }

    private final Replay replay;
    private final List<BoutEvent> events;
    private final Map<String, BotFile> files = new HashMap<>();
    private final List<Map<String, List<Badge>>> badges = new ArrayList<>();
    private final List<Marker> markers = new ArrayList<>();
    private final boolean[] suddenDeath;
    /** Every obstacle square of the replay in letter order: the configuration's, then those added by events. */
    private final List<ObstacleSquare> obstacles = new ArrayList<>();
    /** How many of {@link #obstacles} there are after event i. */
    private final int[] obstacleCount;

    public ReplayCursor(Replay replay) {
        this.replay = replay;
        this.events = replay.events();
        for (Configuration.Obstacle o : replay.configuration().obstacles()) {
            obstacles.add(new ObstacleSquare(o.square(), o.above(), (char) ('A' + obstacles.size())));
        }
        obstacleCount = new int[events.size()];
        for (int i = 0; i < events.size(); i++) {
            Configuration.Obstacle o = events.get(i).obstacle();
            if (events.get(i).kind() == BoutEvent.Kind.OBSTACLE && o != null) {
                obstacles.add(new ObstacleSquare(o.square(), o.above(), (char) ('A' + obstacles.size())));
            }
            obstacleCount[i] = obstacles.size();
        }
        for (BotFile f : replay.entrants()) {
            files.put(f.name(), f);
        }
        if (replay.configuration().houseBot() != null) {
            BotFile h = BotFile.of(replay.configuration().houseBot());
            files.putIfAbsent(h.name(), h);
        }
        suddenDeath = new boolean[events.size()];
        Map<String, Map<String, int[]>> since = new HashMap<>();
        List<BotState> before = List.of();
        boolean sd = false;
        for (int i = 0; i < events.size(); i++) {
            BoutEvent e = events.get(i);
            sd |= e.kind() == BoutEvent.Kind.SUDDEN_DEATH;
            suddenDeath[i] = sd;
            Map<String, List<Badge>> now = new LinkedHashMap<>();
            boolean hit = false;
            boolean statusChange = false;
            boolean knockout = e.kind() == BoutEvent.Kind.END || e.kind() == BoutEvent.Kind.REMOVED;
            for (BotState s : e.bots()) {
                BotState prev = find(before, s.name());
                Map<String, int[]> started = since.computeIfAbsent(s.name(), k -> new HashMap<>());
                started.keySet().retainAll(s.statuses());
                for (String st : s.statuses()) {
                    if (!started.containsKey(st)) {
                        started.put(st, new int[] {e.turn(), e.round()});
                        statusChange |= prev != null;
                    }
                }
                if (prev != null) {
                    statusChange |= !prev.statuses().equals(s.statuses()) && e.kind() == BoutEvent.Kind.STATUS;
                    hit |= s.engine() < prev.engine() || s.chassis() < prev.chassis() || lower(prev.systems(), s.systems());
                    knockout |= prev.present() && !s.present();
                    knockout |= inBounds(prev.square()) && !inBounds(s.square());
                    knockout |= prev.chassis() > 0 && s.chassis() == 0;
                }
                List<Badge> list = new ArrayList<>();
                for (String st : s.statuses()) {
                    int[] at = started.get(st);
                    if (st.equals("Flipped")) {
                        list.add(new Badge(st, Math.max(1, FLIPPED_TURNS - (e.turn() - at[0])), "t"));
                    } else if (st.equals("Scrambled")) {
                        list.add(new Badge(st, Math.max(1, SCRAMBLED_ROUNDS - (e.round() - at[1])), "r"));
                    } else {
                        list.add(new Badge(st, 0, ""));
                    }
                }
                now.put(s.name(), List.copyOf(list));
            }
            badges.add(now);
            if (knockout) {
                markers.add(new Marker(i, MarkerKind.KNOCKOUT));
            } else if (hit) {
                markers.add(new Marker(i, MarkerKind.HIT));
            } else if (statusChange || e.kind() == BoutEvent.Kind.STATUS) {
                markers.add(new Marker(i, MarkerKind.STATUS));
            }
            before = e.bots();
        }
    }

    static boolean inBounds(int square) {
        return square >= 1 && square <= 19;
    }

    private static boolean lower(List<Integer> before, List<Integer> after) {
        for (int i = 0; i < Math.min(before.size(), after.size()); i++) {
            if (after.get(i) < before.get(i)) {
                return true;
            }
        }
        return false;
    }

    private static BotState find(List<BotState> states, String name) {
        for (BotState s : states) {
            if (s.name().equals(name)) {
                return s;
            }
        }
        return null;
    }

    public Replay replay() {
        return replay;
    }

    public List<BoutEvent> events() {
        return events;
    }

    public int size() {
        return events.size();
    }

    public int last() {
        return Math.max(0, events.size() - 1);
    }

    public List<Marker> markers() {
        return List.copyOf(markers);
    }

    /**
     * The markers a viewer at event {@code at} may see: the hits and statuses throughout, a knockout (the end marked
     * black) only once it is reached, or once the result is shown: drawn ahead, it would tell how the Bout ends.
     */
    public List<Marker> markersShown(int at, boolean resultShown) {
        return markers.stream().filter(m -> m.kind() != MarkerKind.KNOCKOUT || resultShown || m.index() <= at)
                .toList();
    }

    /** The lettered squares of the arena after event {@code index} (stepping back past an added one removes it). */
    public List<ObstacleSquare> obstacles(int index) {
        return events.isEmpty() ? List.copyOf(obstacles) : List.copyOf(obstacles.subList(0, obstacleCount[clamp(index)]));
    }

    /** The row (1 above, -1 below, 0 numbered) of the square a Bot in {@code state} stands on. */
    private int row(BotState state) {
        if (state.letter() == null || state.letter().isEmpty()) {
            return 0;
        }
        for (ObstacleSquare o : obstacles) {
            if (o.letter() == state.letter().charAt(0)) {
                return o.row();
            }
        }
        return 0;
    }

    /** The names of a Bot's Systems front to back, from its entry in the replay. */
    public List<String> systemNames(String bot) {
        BotFile f = files.get(bot);
        return f == null || f.systems() == null ? List.of() : f.systems().stream().map(PartJson::name).toList();
    }

    public boolean isHouse(String bot) {
        BotFile f = files.get(bot);
        return f != null && f.house();
    }

    /** The Statuses of a Bot after event {@code index}, with the turns or rounds left where the rule counts them. */
    public List<Badge> badges(int index, String bot) {
        return badges.get(clamp(index)).getOrDefault(bot, List.of());
    }

    /** The state after event {@code index}. */
    public Drawn frame(int index) {
        return drawn(clamp(index));
    }

    /** The first event of the turn after the one of {@code index} (or the last event). */
    public int nextTurn(int index) {
        int turn = events.get(clamp(index)).turn();
        for (int i = clamp(index) + 1; i < events.size(); i++) {
            if (events.get(i).turn() > turn) {
                return i;
            }
        }
        return last();
    }

    /** The first event of this turn, or of the previous turn when already there. */
    public int previousTurn(int index) {
        int i = clamp(index);
        int start = turnStart(i);
        if (start < i) {
            return start;
        }
        return start == 0 ? 0 : turnStart(start - 1);
    }

    private int turnStart(int index) {
        int turn = events.get(index).turn();
        int i = index;
        while (i > 0 && events.get(i - 1).turn() == turn) {
            i--;
        }
        return i;
    }

    int clamp(int index) {
        return Math.max(0, Math.min(last(), index));
    }

    /**
     * The arena part way from event {@code floor(position)} to the next: squares and Conditions slide, a
     * Component whose Condition drops flashes, a detonation flashes the row.
     */
    public Drawn drawn(double position) {
        boolean above = obstacles.stream().anyMatch(ObstacleSquare::above);
        boolean below = obstacles.stream().anyMatch(o -> !o.above());
        if (events.isEmpty()) {
            return new Drawn(0, 0, 0, 0, BoutEvent.Kind.START, false, 0, 0, List.of(), List.copyOf(obstacles), above,
                    below);
        }
        double p = Math.max(0, Math.min(last(), position));
        int i = (int) Math.floor(p);
        double t = p - i;
        int j = Math.min(last(), i + 1);
        if (j == i) {
            t = 0;
        }
        BoutEvent from = events.get(i);
        BoutEvent to = events.get(j);
        double ease = t * t * (3 - 2 * t);
        double pulse = Math.sin(Math.PI * t);
        List<DrawnBot> bots = new ArrayList<>();
        for (BotState a : from.bots()) {
            BotState b = find(to.bots(), a.name());
            if (b == null) {
                b = a;
            }
            List<Double> systems = new ArrayList<>();
            List<Integer> flashing = new ArrayList<>();
            if (b.engine() < a.engine()) {
                flashing.add(0);
            }
            if (b.chassis() < a.chassis()) {
                flashing.add(1);
            }
            for (int k = 0; k < a.systems().size(); k++) {
                int next = k < b.systems().size() ? b.systems().get(k) : a.systems().get(k);
                systems.add(lerp(a.systems().get(k), next, ease));
                if (next < a.systems().get(k)) {
                    flashing.add(2 + k);
                }
            }
            BotState shown = t < 0.5 ? a : b;
            boolean flipped = shown.statuses().contains("Flipped");
            bots.add(new DrawnBot(a.name(), isHouse(a.name()), lerp(a.square(), b.square(), ease),
                    lerp(row(a), row(b), ease), shown.letter(), shown.facing(),
                    shown.evading(), shown.blocking(), flipped, lerp(a.engine(), b.engine(), ease),
                    lerp(a.chassis(), b.chassis(), ease), List.copyOf(systems), systemNames(a.name()),
                    badges(t < 0.5 ? i : j, a.name()), shown.tally(), shown.present(), List.copyOf(flashing),
                    flashing.isEmpty() ? 0 : pulse));
        }
        BoutEvent head = t < 0.5 ? from : to;
        double detonation = to.kind() == BoutEvent.Kind.DETONATION && j != i ? pulse : 0;
        return new Drawn(p, i, head.turn(), head.round(), head.kind(), suddenDeath[t < 0.5 ? i : j], detonation,
                detonation > 0 ? detonatedSquare(to.text()) : 0, List.copyOf(bots), obstacles(t < 0.5 ? i : j), above,
                below);
    }

    private static final Pattern DETONATES = Pattern.compile("^space (-?\\d+) Detonates");

    /** The square of a "space 7 Detonates (chance 32%)" event, or 0 when the text names none. */
    static int detonatedSquare(String text) {
        Matcher m = DETONATES.matcher(text);
        return m.find() ? Integer.parseInt(m.group(1)) : 0;
    }

    private static double lerp(double a, double b, double t) {
        return a + (b - a) * t;
    }
}
