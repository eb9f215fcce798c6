package org.dynast.model.blogbots.arena;

import static org.dynast.model.blogbots.arena.BoutEngine.DOMINATION_TURNS;
import static org.dynast.model.blogbots.arena.BoutEngine.mix;
import static org.dynast.model.blogbots.arena.Fighter.CHASSIS;
import static org.dynast.model.blogbots.arena.Fighter.ENGINE;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;
import org.dynast.model.blogbots.arena.BoutEngine.Prepared;
import org.dynast.model.blogbots.bots.Part;
import org.dynast.model.blogbots.bots.SystemType;
import org.dynast.model.blogbots.bots.script.Status;

/**
 * The state of one running Bout (split out of {@link BoutEngine}): the Fighters, turn and round, the events,
 * the lookups of Bots and squares, and Statuses and damage. {@link BoutMoves} adds movement and Systems,
 * {@link Bout} the turns, Scripts and the ending.
 */
abstract class BoutState {
    final Configuration cfg;
    final long seed;
    final boolean rec;
    final Generator rnd;
    final Fighter[] all;
    final Fighter[] order;
    final List<BoutEvent> events;
    int turn = 1;
    int round = 1;
    int turnsThisRound;
    boolean suddenDeath;
    long seq;
    /**
     * The Physical Obstacle squares of this Bout, lettered A, B, … in this order: the configuration's (left to
     * right), then any added during the Bout by a removed House Bot, each taking the next letter.
     */
    final List<Configuration.Obstacle> obstacles;

    /** The Fighter whose turn {@link #turn} is at the start (0 unless a setup starts later). */
    int firstActor;

    BoutState(Prepared first, Prepared second, Prepared house, Configuration cfg, long seed, boolean rec,
         BoutSetup setup) {
        boolean placed = setup != null && setup.isPlaced();
        this.cfg = cfg;
        this.obstacles = new ArrayList<>(cfg.obstacles());
        this.seed = seed;
        this.rec = rec;
        this.rnd = new Generator(mix(seed));
        this.events = rec ? new ArrayList<>() : List.of();
        Fighter a = new Fighter(first, 0);
        Fighter b = new Fighter(second, 1);
        Fighter h = house == null ? null : new Fighter(house, 2);
        all = h == null ? new Fighter[] {a, b} : new Fighter[] {a, b, h};
        // "the bots are randomly assigned to one of two starting locations"
        boolean firstLeft = rnd.nextBoolean();
        String why = "drawn at random";
        // "While a System has a Condition of 0%, then its Effect is considered to be “No effect.”": a Nox Tank
        // or Ablative Plating at 0% (a Nox Tank ends every Bout there) neither forces a side nor stops one
        boolean aNox = a.working(SystemKind.NOX_TANK) >= 0;
        boolean bNox = b.working(SystemKind.NOX_TANK) >= 0;
        boolean hNox = h != null && h.working(SystemKind.NOX_TANK) >= 0;
        boolean aAbl = a.working(SystemKind.ABLATIVE) >= 0;
        boolean bAbl = b.working(SystemKind.ABLATIVE) >= 0;
        boolean hAbl = h != null && h.working(SystemKind.ABLATIVE) >= 0;
        if (aNox && !bNox && !hNox && !aAbl) {
            firstLeft = true;
            why = a.name + " has the only Nox Tank";
        } else if (bNox && !aNox && !hNox && !bAbl) {
            firstLeft = false;
            why = b.name + " has the only Nox Tank";
        } else if (aAbl && !bAbl && !hAbl) {
            firstLeft = false;
            why = a.name + " has the only Ablative Plating";
        } else if (bAbl && !aAbl && !hAbl) {
            firstLeft = true;
            why = b.name + " has the only Ablative Plating";
        }
        if (placed) {
            firstLeft = setup.firstAt().square() <= setup.secondAt().square();
            why = "placed";
        }
        Fighter left = firstLeft ? a : b;
        Fighter right = firstLeft ? b : a;
        left.pos = 4;
        left.facing = Facing.RIGHT;
        right.pos = 16;
        right.facing = Facing.LEFT;
        if (placed) {
            a.pos = setup.firstAt().square();
            a.facing = setup.firstAt().facing();
            b.pos = setup.secondAt().square();
            b.facing = setup.secondAt().facing();
        }
        if (h != null) {
            BoutSetup.Placement at = setup == null ? null : setup.houseAt();
            h.pos = at == null ? 10 : at.square();
            h.facing = at == null ? cfg.houseFacing() : at.facing();
            order = new Fighter[] {left, h, right};
        } else {
            order = new Fighter[] {left, right};
        }
        for (int i = 0; i < order.length; i++) {
            order[i].order = i;
        }
        if (setup != null) {
            applySetup(setup, a, b, h);
        }
        if (rec) {
            ev(BoutEvent.Kind.START, null, 0, left.name + " starts in space " + left.pos + " facing "
                    + left.facing.name().toLowerCase(Locale.ROOT) + ", " + right.name + " in space " + right.pos
                    + " facing " + right.facing.name().toLowerCase(Locale.ROOT) + " (" + why + ")" + (h == null ? "" : "; House Bot " + h.name
                    + " in space " + h.pos + " facing " + h.facing.name().toLowerCase(Locale.ROOT))
                    + (cfg.isStandard() ? "" : "; configuration: " + String.join(", ", h == null ? cfg.variations()
                    : cfg.variations(h.pos, h.facing))));
        }
        for (Fighter f : order) {
            for (int i = 0; i < f.p.kinds.length; i++) {
                if (turn == 1 && f.p.kinds[i] == SystemKind.NOX_TANK && f.cond[2 + i] > 0) {
                    // "At the start of a Bout this System's Condition drops to 0%."
                    f.cond[2 + i] = 0;
                    if (rec) {
                        ev(BoutEvent.Kind.CONDITION, f.name, 0, "Nox Tank drops to 0% at the start of the Bout");
                    }
                }
            }
            f.blocking = f.working(SystemKind.MITT) >= 0;
        }
        if (h != null && (setup == null || setup.resume() == null)) {
            // "A trashed or defunct house bot is immediately removed from the bout": one that is so from the
            // start (80% Conditions can leave it short of power; duplicate Systems trash it) never acts
            removeIfDown(h);
        }
    }

    /** The turn after which {@link #captured} is taken (-1: none). */
    int captureAfter = -1;
    BoutResume.Captured captured;

    /** The Bout as it stands between two turns, {@code next} to act ("start from here"). */
    BoutResume.Captured capture(Fighter next) {
        List<BoutResume.Bot> bots = new ArrayList<>(order.length);
        List<String> names = new ArrayList<>(order.length);
        for (Fighter f : order) {
            bots.add(f.capture());
            names.add(f.name);
        }
        return new BoutResume.Captured(states(), List.copyOf(obstacles), next.name, turn - 1,
                new BoutResume(rnd.draws(), round, turnsThisRound, suddenDeath, seq, names, bots));
    }

    /** A Bout saved between turns goes on as it was: turn order, round, the generator, each Bot's hidden state. */
    private void resume(BoutResume r) {
        Map<String, Fighter> byName = new HashMap<>();
        for (Fighter f : all) {
            byName.put(f.name, f);
        }
        Fighter[] was = order.clone();
        for (int i = 0; i < order.length; i++) {
            Fighter f = byName.get(r.order().get(i));
            order[i] = f == null ? was[i] : f;
            order[i].order = i;
        }
        for (BoutResume.Bot b : r.bots()) {
            Fighter f = byName.get(b.name());
            if (f != null) {
                f.restore(b, byName);
            }
        }
        round = r.round();
        turnsThisRound = r.turnsThisRound();
        suddenDeath = r.suddenDeath();
        seq = r.sequence();
        rnd.resume(mix(seed), r.draws());
    }

    /** A setup's rows, evasions, Tallies, Statuses and later start (turn, round, whose turn, Sudden Death). */
    void applySetup(BoutSetup setup, Fighter a, Fighter b, Fighter h) {
        Fighter[] fs = {a, b, h};
        BoutSetup.Placement[] at = {setup.firstAt(), setup.secondAt(), setup.houseAt()};
        for (int k = 0; k < 3; k++) {
            Fighter f = fs[k];
            BoutSetup.Placement p = at[k];
            if (f == null || p == null) {
                continue;
            }
            f.row = p.row();
            f.evading = p.evading();
            f.evadedThisTurn = p.evading();
            f.tally = p.tally();
            for (String st : p.statuses()) {
                String w = st.trim();
                if (w.equalsIgnoreCase("Flipped")) {
                    f.flipped = true;
                    f.flippedTurn = setup.turn() - 1;
                } else if (w.equalsIgnoreCase("Scorched")) {
                    f.scorched = true;
                } else if (w.equalsIgnoreCase("Loose")) {
                    f.loose = true;
                } else if (w.equalsIgnoreCase("Scrambled")) {
                    f.scrambled = true;
                    f.scrambledEver = true;
                } else if (w.regionMatches(true, 0, "Anchored ", 0, 9)) {
                    String name = w.substring(9).trim();
                    for (Fighter x : fs) {
                        if (x != null && x != f && x.name.equalsIgnoreCase(name)) {
                            f.anchors.add(x);
                            f.inflicter[Status.ANCHORED.ordinal()] = x;
                        }
                    }
                }
            }
        }
        turn = setup.turn();
        int n = order.length;
        round = 1 + (turn - 1) / n;
        turnsThisRound = (turn - 1) % n;
        for (Fighter f : order) {
            if (f.scrambled) {
                f.scrambleEndRound = round + 3;
            }
        }
        firstActor = (turn - 1) % n;
        if (setup.next() != null) {
            for (int i = 0; i < n; i++) {
                if (order[i].name.equalsIgnoreCase(setup.next())) {
                    firstActor = i;
                }
            }
        }
        // "If, after sixty turns, [no Bot dominates] ... the Bout enters Sudden Death"
        suddenDeath = turn > DOMINATION_TURNS;
        if (setup.resume() != null) {
            resume(setup.resume());
            for (int i = 0; i < n; i++) { // whose turn is next, in the saved turn order
                if (setup.next() != null && order[i].name.equalsIgnoreCase(setup.next())) {
                    firstActor = i;
                }
            }
        }
    }

    // ------------------------------------------------------------------------------ events

    /** The letter of the obstacle square above ({@code row} 1) or below ({@code row} -1) {@code square}, or 0. */
    char letter(int square, int row) {
        for (int i = 0; i < obstacles.size(); i++) {
            Configuration.Obstacle o = obstacles.get(i);
            if (o.square() == square && (o.above() ? 1 : -1) == row) {
                return (char) ('A' + i);
            }
        }
        return 0;
    }

    void ev(BoutEvent.Kind kind, String bot, int line, String text) {
        ev(kind, bot, line, text, null);
    }

    void ev(BoutEvent.Kind kind, String bot, int line, String text, Configuration.Obstacle obstacle) {
        events.add(new BoutEvent(turn, round, kind, bot, line, text, states(), obstacle));
    }

    /** Every Bot as it stands now, in turn order. */
    List<BotState> states() {
        List<BotState> states = new ArrayList<>(order.length);
        for (Fighter f : order) {
            List<Integer> systems = new ArrayList<>(f.systems());
            for (int i = 2; i < f.cond.length; i++) {
                systems.add(f.cond[i]);
            }
            List<String> statuses = new ArrayList<>(4);
            if (f.flipped) {
                statuses.add("Flipped");
            }
            if (f.scorched) {
                statuses.add("Scorched");
            }
            if (f.loose) {
                statuses.add("Loose");
            }
            if (f.scrambled) {
                statuses.add("Scrambled");
            }
            for (Fighter x : f.anchors) {
                statuses.add("Anchored " + x.name);
            }
            char letter = f.row == 0 ? 0 : letter(f.pos, f.row);
            states.add(new BotState(f.name, f.pos, f.facing, f.evading, f.blocking, f.cond[ENGINE],
                    f.cond[CHASSIS], systems, statuses, f.tally, !f.removed, letter == 0 ? null : String.valueOf(letter)));
        }
        return states;
    }

    // ------------------------------------------------------------------------------ triggers

    /** The Bot present on {@code square} of {@code except}'s row, other than {@code except}. */
    Fighter presentAt(int square, Fighter except) {
        return presentAt(square, except.row, except);
    }

    Fighter presentAt(int square, int row, Fighter except) {
        for (Fighter f : order) {
            if (f != except && f.present() && f.pos == square && f.row == row) {
                return f;
            }
        }
        return null;
    }

    /**
     * Physical Obstacles: "When a Bot is in a square that is labelled with a letter and moves forwards or
     * backwards, and there isn't another lettered square that it can move into, it instead moves into the
     * next numbered square in the direction of travel." The row of {@code square} for a Bot coming from
     * {@code row}.
     */
    int rowAt(int square, int row) {
        return row != 0 && letter(square, row) != 0 ? row : 0;
    }

    /** For Triggers an evading Bot is where it is ("except for the purposes of BotScript Triggers"). */
    Fighter seenAt(int square, int row, Fighter except) {
        for (Fighter f : order) {
            if (f != except && !f.removed && f.pos == square && f.row == row) {
                return f;
            }
        }
        return null;
    }

    /** The [ordinal] closest Opponent, with "the closest valid ordinal" used; null if there is none. */
    Fighter opponent(Fighter a, int ordinal) {
        if (order.length == 2) {
            Fighter o = order[0] == a ? order[1] : order[0];
            return o.removed ? null : o;
        }
        Fighter best = null;
        if (ordinal <= 1) {
            for (Fighter f : order) {
                if (f != a && !f.removed && (best == null || Math.abs(f.pos - a.pos) < Math.abs(best.pos - a.pos))) {
                    best = f;
                }
            }
            return best;
        }
        List<Fighter> list = new ArrayList<>();
        for (Fighter f : order) {
            if (f != a && !f.removed) {
                list.add(f);
            }
        }
        if (list.isEmpty()) {
            return null;
        }
        list.sort((x, y) -> Integer.compare(Math.abs(x.pos - a.pos), Math.abs(y.pos - a.pos)));
        return list.get(Math.min(ordinal, list.size()) - 1);
    }

    /** The closest valid ordinal to {@code ordinal} among the Opponents valid for {@code valid} (ties: lower). */
    Fighter opponent(Fighter a, int ordinal, Predicate<Fighter> valid) {
        List<Fighter> list = new ArrayList<>();
        for (Fighter f : order) {
            if (f != a && !f.removed) {
                list.add(f);
            }
        }
        list.sort((x, y) -> Integer.compare(Math.abs(x.pos - a.pos), Math.abs(y.pos - a.pos)));
        int k = Math.max(0, Math.min(ordinal, list.size()) - 1);
        for (int d = 0; d < list.size(); d++) {
            if (k - d >= 0 && valid.test(list.get(k - d))) {
                return list.get(k - d);
            }
            if (d > 0 && k + d < list.size() && valid.test(list.get(k + d))) {
                return list.get(k + d);
            }
        }
        return null;
    }

    /** Whether {@code t} is in the range of {@code a}'s System {@code idx} (melee, Taser, Hookshot). */
    boolean inRange(Fighter a, int idx, Fighter t) {
        SystemKind kind = a.p.kinds[idx - 2];
        SystemType type = a.p.types[idx - 2];
        if (type != null && type.melee() && !(kind == SystemKind.FLIPPER && a.flipped)) {
            return inMelee(a, t);
        }
        return switch (kind) {
            case TASER -> t.present() && Math.abs(t.pos - a.pos) <= 6;
            case HOOKSHOT -> Math.abs(t.pos - a.pos) <= 10;
            default -> true;
        };
    }

    Fighter named(Fighter a, String name) {
        for (Fighter f : order) {
            if (f != a && !f.removed && f.name.equalsIgnoreCase(name)) {
                return f;
            }
        }
        return null;
    }

    /**
     * How far the farthest other Bot is from {@code a}: no space beyond it can be occupied, so a Trigger counting
     * "the X spaces" looks no further (issue 13: X = 2147483647 took seconds and overflowed).
     */
    int farthest(Fighter a) {
        int far = 0;
        for (Fighter f : order) {
            if (f != a) {
                far = Math.max(far, Math.abs(f.pos - a.pos));
            }
        }
        return far;
    }

    // ------------------------------------------------------------------------------ reactions

    int systemIndex(Fighter a, String name) {
        Integer known = a.p.systemIndex.get(name);
        if (known != null) {
            return known;
        }
        List<Part> systems = a.p.entrant.bot().systems();
        for (int i = 0; i < systems.size(); i++) {
            if (systems.get(i).name().equalsIgnoreCase(name)) {
                return 2 + i;
            }
        }
        return -1;
    }

    /** "attempts to use a System the Actor has and the System's Effect is “No effect.”" is not Resolvable. */
    boolean usable(Fighter a, String name) {
        int i = systemIndex(a, name);
        return i >= 0 && !a.p.noEffect[i - 2] && a.eff(i) > 0;
    }

    boolean inMelee(Fighter a, Fighter t) {
        int ahead = (t.pos - a.pos) * a.facing.step();
        return t.present() && t.row == a.row && ahead >= 1 && ahead <= 3;
    }

    String componentName(Fighter f, int i) {
        return i == ENGINE ? "Engine" : i == CHASSIS ? "Chassis" : f.p.entrant.bot().systems().get(i - 2).name();
    }

    // ------------------------------------------------------------------------------ statuses

    /** Gives a Status; returns whether it was gained. */
    boolean gain(Fighter t, Status s, Fighter by) {
        switch (s) {
            case FLIPPED -> {
                // "A Bot cannot become Flipped while it is Flipped"; "can not be Flipped again for one turn";
                // Mound-Shaped Body: "If a bot with this system would gain the Flipped status, they do not."
                if (t.flipped || turn <= t.flipImmuneThrough || t.working(SystemKind.MOUND) >= 0) {
                    return false;
                }
                t.flipped = true;
                t.flippedTurn = turn;
            }
            case SCORCHED -> {
                if (t.scorched) {
                    return false;
                }
                t.scorched = true;
            }
            case LOOSE -> {
                if (t.loose) {
                    return false;
                }
                t.loose = true;
            }
            case SCRAMBLED -> {
                // "A Bot may only become Scrambled once per Bout and ceases to be Scrambled after three rounds"
                if (t.scrambledEver) {
                    return false;
                }
                t.scrambled = true;
                t.scrambledEver = true;
                t.scrambleEndRound = round + 3;
                t.scrambleEndTurn = Integer.MAX_VALUE;
            }
            default -> {
                return false;
            }
        }
        t.inflicter[s.ordinal()] = by;
        if (rec) {
            ev(BoutEvent.Kind.STATUS, t.name, 0, t.name + " becomes " + s.word());
        }
        return true;
    }

    void unflip(Fighter f, String why) {
        f.flipped = false;
        // "When a Bot ceases to be Flipped, it can not be Flipped again for one turn."
        f.flipImmuneThrough = turn + 1;
        if (rec) {
            ev(BoutEvent.Kind.STATUS, f.name, 0, f.name + " ceases to be Flipped (" + why + ")");
        }
    }

    void unscramble(Fighter f) {
        f.scrambled = false;
        for (int i = 0; i < f.triggerOrder.length; i++) {
            f.triggerOrder[i] = i;
            f.reactionOrder[i] = i;
        }
        if (rec) {
            ev(BoutEvent.Kind.STATUS, f.name, 0, f.name + " ceases to be Scrambled");
        }
    }

    // ------------------------------------------------------------------------------ damage

    /**
     * Scratch Damage: "losing 1 condition percentage point from its frontmost system, or its chassis if it has
     * no frontmost system. A Bot that would take Scratch Damage more than once in a given turn only takes
     * Scratch Damage once in that turn instead." Returns the component that lost condition, or -1.
     */
    int scratch(Fighter t, int multiplier, Fighter by, boolean tally) {
        if (t.removed || t.scratchTurn == turn) {
            return -1;
        }
        t.scratchTurn = turn;
        int m = t.scorched ? multiplier * 5 : multiplier; // Scorched: "multiplied by 5"
        int i = t.frontmost();
        return lose(t, i < 0 ? CHASSIS : i, m, by, tally);
    }

    /**
     * A Condition loss of {@code amount} to component {@code i} of {@code t}, caused by {@code by} (null for no
     * Bot); {@code tally} when it counts towards {@code by}'s Tally. Returns the component that lost it.
     */
    int lose(Fighter t, int i, int amount, Fighter by, boolean tally) {
        if (amount <= 0 || t.removed) {
            return -1;
        }
        if (suddenDeath) {
            amount *= 2; // "all Condition losses are doubled"
        }
        int ablative = t.working(SystemKind.ABLATIVE);
        if (ablative >= 0 && ablative != i) {
            // Ablative Plating: "All Condition loss incurred by other Components on the Actor is reduced by 25%
            // and is incurred to this System instead"; no further damage follows from it
            reduce(t, ablative, amount * 3 / 4, by, tally);
            return ablative;
        }
        // Mound-Shaped Body: "any condition loss that any systems of the bot with this system would recieve is
        // also recieved by its chassis", also when the loss takes the Mound itself to 0%
        boolean mound = i >= 2 && t.working(SystemKind.MOUND) >= 0;
        int incurred = reduce(t, i, amount, by, tally);
        if (mound) {
            incurred += reduce(t, CHASSIS, amount, by, tally);
        }
        if (t.loose && i >= CHASSIS) {
            // Loose: "half (rounded up) of any Condition loss incurred by the Chassis or System of that Bot is
            // also applied to that Bot's Engine": of the loss incurred, not the loss asked for
            reduce(t, ENGINE, (incurred + 1) / 2, by, tally);
        }
        removeIfDown(t);
        return i;
    }

    /** "A trashed or defunct house bot is immediately removed from the bout": checked after every change. */
    void removeIfDown(Fighter t) {
        if (t.house && !t.removed && (t.trashed() || t.defunct())) {
            // "A trashed or defunct house bot is immediately removed from the bout"
            t.removed = true;
            t.evading = false;
            for (Fighter f : order) {
                f.anchors.remove(t);
            }
            if (rec) {
                ev(BoutEvent.Kind.REMOVED, t.name, 0, "House Bot " + t.name + " is " + (t.trashed() ? "Trashed"
                        : "Defunct") + " and removed from the Bout");
            }
            // "and if its current space does not have a physical obstacles (as defined in the configuration
            // physical obstacles), then it gains a physical obstacle and is handled as per that configuration":
            // a space 1 to 19 on the numbered row with no square above or below gains one, above or below drawn
            // at random, lettered next (docs/rulings.md)
            if (t.row == 0 && t.inBounds() && letter(t.pos, 1) == 0 && letter(t.pos, -1) == 0) {
                Configuration.Obstacle added = new Configuration.Obstacle(t.pos, rnd.nextBoolean());
                obstacles.add(added);
                if (rec) {
                    ev(BoutEvent.Kind.OBSTACLE, t.name, 0, "Space " + t.pos + " gains a Physical Obstacle where "
                            + t.name + " fell: square " + letter(added.square(), added.above() ? 1 : -1) + " "
                            + (added.above() ? "above" : "below") + " it", added);
                }
            }
        }
    }

    /** Lowers component {@code i} by up to {@code amount}; returns the loss incurred. */
    int reduce(Fighter t, int i, int amount, Fighter by, boolean tally) {
        if (amount <= 0) {
            return 0;
        }
        int before = t.cond[i];
        int after = Math.max(0, before - amount);
        t.cond[i] = after;
        if (tally && by != null && by != t) {
            // "the Tally of the Bot that took the action, for that Bout, increases by the same amount"
            by.tally += before - after;
        }
        if (rec) {
            ev(BoutEvent.Kind.CONDITION, t.name, 0, t.name + "'s " + componentName(t, i) + " " + before + "% → "
                    + after + "%");
        }
        return before - after;
    }
}
