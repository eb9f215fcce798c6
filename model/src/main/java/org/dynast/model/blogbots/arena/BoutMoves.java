package org.dynast.model.blogbots.arena;

import static org.dynast.model.blogbots.arena.Fighter.CHASSIS;
import static org.dynast.model.blogbots.arena.Fighter.ENGINE;

import java.util.ArrayList;
import java.util.List;
import org.dynast.model.blogbots.arena.BoutEngine.Prepared;
import org.dynast.model.blogbots.bots.SystemType;
import org.dynast.model.blogbots.bots.script.Status;

/** One running Bout's movement, shoving and Systems' Effects (split out of {@link BoutEngine}). */
abstract class BoutMoves extends BoutState {

    BoutMoves(Prepared first, Prepared second, Prepared house, Configuration cfg, long seed, boolean rec,
         BoutSetup setup) {
        super(first, second, house, cfg, seed, rec, setup);
    }

    // ------------------------------------------------------------------------------ movement

    /** Every change of square goes through here, so "the bot that moved most recently" is known. */
    void place(Fighter f, int square) {
        place(f, square, 0);
    }

    void place(Fighter f, int square, int row) {
        f.pos = square;
        f.row = row;
        f.movedSeq = ++seq;
    }

    /**
     * One square of movement; with Bumper sides, "When a Bot would go out of bounds, it is instead set to a
     * random empty square, subtracts 20% Chassis condition, and becomes flipped." Returns false if the
     * movement stops there.
     */
    boolean step(Fighter f, int square) {
        return step(f, square, null);
    }

    /** As {@link #step(Fighter, int)}, the movement caused by {@code by}'s action (a Shove), or null. */
    boolean step(Fighter f, int square, Fighter by) {
        if (cfg.bumperSides() && (square < 1 || square > 19)) {
            bumper(f, by);
            return false;
        }
        place(f, square, rowAt(square, f.row));
        return true;
    }

    /**
     * A Bumper side; {@code by} is the Bot whose action sent {@code f} there (a Shover), whose Tally the 20% counts
     * towards ("reduced by any means other than Scratch Damage"), or null.
     */
    void bumper(Fighter f, Fighter by) {
        int empty = 0;
        for (int sq = 1; sq <= 19; sq++) {
            if (presentAt(sq, 0, f) == null) {
                empty++;
            }
        }
        int pick = rnd.nextInt(empty);
        for (int sq = 1; sq <= 19; sq++) {
            if (presentAt(sq, 0, f) == null && pick-- == 0) {
                place(f, sq);
                break;
            }
        }
        if (rec) {
            ev(BoutEvent.Kind.MOVE, f.name, 0, f.name + " hits the bumper and is set to space " + f.pos);
        }
        lose(f, CHASSIS, 20, by, by != null);
        gain(f, Status.FLIPPED, by);
    }

    void move(Fighter a, int d, int times, String how) {
        if (a.springs) {
            leap(a, d, times);
            return;
        }
        Fighter adjacent = presentAt(a.pos + d, rowAt(a.pos + d, a.row), a);
        if (adjacent != null && adjacent.row == a.row) {
            // "When an actor has an opponent in a space adjacent to it and and its reaction is to move into or
            // beyond that opponent's space, the existing reaction ceases to take effect and instead a Shove
            // occurs."
            shove(a, adjacent, d, times);
            return;
        }
        int start = a.pos;
        int moved = 0;
        Fighter blocker = null;
        boolean stopped = false;
        while (moved < times) {
            int next = a.pos + d;
            blocker = presentAt(next, rowAt(next, a.row), a);
            if (blocker != null) {
                break;
            }
            if (!step(a, next)) {
                stopped = true;
                break;
            }
            moved++;
        }
        if (rec && moved > 0) {
            ev(BoutEvent.Kind.MOVE, a.name, 0, a.name + " moves " + how + " from space " + start + " to " + a.pos);
        }
        if (blocker != null && !stopped) {
            if (a.working(SystemKind.COW_CATCHER) >= 0 && blocker.row == a.row) {
                // Cow Catcher: "the excess move beyond the amount that it would take to move adjacent to the
                // opponent is treated as a shove"
                if (moved > 0) {
                    follow(a);
                }
                shove(a, blocker, d, times - moved);
                return;
            }
            bump(a, blocker);
        }
        if (a.pos != start) {
            follow(a);
        }
    }

    /** "This act of moving into a bot in this way, or being moved into in this way, is referred to as Bumping." */
    void bump(Fighter a, Fighter o) {
        if (rec) {
            ev(BoutEvent.Kind.BUMP, a.name, 0, a.name + " bumps into " + o.name + " and remains in space " + a.pos);
        }
        boolean aSpikes = a.working(SystemKind.SPIKES) >= 0;
        boolean oSpikes = o.working(SystemKind.SPIKES) >= 0;
        boolean ram = a.working(SystemKind.RAM) >= 0;
        boolean oRam = o.working(SystemKind.RAM) >= 0;
        // Ram: "Scratch Damage dealt to opponents by this Bot as a result of Shoving or Bumping is multiplied by
        // ten"; "being moved into in this way, is referred to as Bumping" too, so a Ram moved into multiplies
        // what the mover takes; Spikes: "Scratch Damage opponents take which is caused by Bumping that involves
        // this bot is multiplied by 15"; both "increase Tally as if it isn't scratch damage".
        scratch(o, (ram ? 10 : 1) * (aSpikes ? 15 : 1), a, ram || aSpikes);
        scratch(a, (oRam ? 10 : 1) * (oSpikes ? 15 : 1), o, oRam || oSpikes);
    }

    boolean facingAway(Fighter x, Fighter y) {
        return (y.pos - x.pos) * x.facing.step() < 0;
    }

    void shove(Fighter a, Fighter o, int d, int stated) {
        boolean lead = o.working(SystemKind.LEAD_WEIGHT) >= 0;
        if (lead && (a.adjacentAtStart & (1L << o.order)) != 0) {
            // Lead Weight: "This Bot cannot be Shoved by a Bot that started its turn adjacent to this Bot"
            if (rec) {
                ev(BoutEvent.Kind.SHOVE, a.name, 0, o.name + "'s Lead Weight: it cannot be Shoved by " + a.name
                        + ", which started its turn adjacent to it");
            }
            bump(a, o);
            return;
        }
        double pa = power(a, o);
        double po = power(o, a);
        // "For every 50 that the Shove Power of the Actor exceeds the Shove Power of the Opponent, both the
        // Actor and Opponent move ... by 1 space, up to the number of spaces the Actor's script stated"
        int n = pa > po ? (int) Math.floor((pa - po) / 50.0) : 0;
        n = Math.min(n, stated);
        if (lead) {
            n = Math.min(n, 3); // "it is instead only Shoved three spaces"
        }
        int start = a.pos;
        int moved = 0;
        boolean lifted = false;
        for (int i = 0; i < n; i++) {
            int next = o.pos + d;
            if (o.row == 0 && (letter(next, 1) != 0 || letter(next, -1) != 0)) {
                // Physical Obstacles: "instead of being moved backwards, it is moved into one of the squares
                // above or below it (at random if both are present) and is flipped, and then the Shove
                // immediately ends"
                boolean up = letter(next, 1) != 0 && presentAt(next, 1, o) == null;
                boolean down = letter(next, -1) != 0 && presentAt(next, -1, o) == null;
                if (up || down) {
                    int row = up && down ? (rnd.nextBoolean() ? 1 : -1) : up ? 1 : -1;
                    place(o, next, row);
                    moved++;
                    lifted = true;
                    break;
                }
            }
            if (presentAt(next, rowAt(next, o.row), o) != null) {
                break;
            }
            if (!step(o, next, a)) {
                break;
            }
            moved++;
            if (!step(a, a.pos + d)) {
                break;
            }
        }
        if (rec) {
            ev(BoutEvent.Kind.SHOVE, a.name, 0, a.name + " shoves " + o.name + " (Shove Power " + fmt(pa) + " to "
                    + fmt(po) + "): " + moved + (moved == 1 ? " space" : " spaces")
                    + (lifted ? ", into obstacle square " + letter(o.pos, o.row) : ""));
        }
        if (lifted) {
            gain(o, Status.FLIPPED, a);
        }
        boolean ram = a.working(SystemKind.RAM) >= 0;
        // "Scratch Damage is taken by both the Actor and the Opponent."
        scratch(o, ram ? 10 : 1, a, ram);
        scratch(a, 1, null, false);
        if (a.pos != start) {
            follow(a);
        }
    }

    String fmt(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }

    /** Shove Power with Flipped ("multiplied by 0.5") and facing away ("halved"). */
    double power(Fighter x, Fighter other) {
        double p = x.shovePower();
        if (x.flipped) {
            p *= 0.5;
        }
        if (facingAway(x, other)) {
            p *= 0.5;
        }
        return p;
    }

    void bypass(Fighter a, int d, int times) {
        if (a.springs) {
            leap(a, d, times);
            return;
        }
        int start = a.pos;
        int[] rows = new int[times + 1];
        rows[0] = a.row;
        for (int k = 1; k <= times; k++) {
            rows[k] = rowAt(start + d * k, rows[k - 1]);
        }
        for (int k = 1; k <= times; k++) {
            Fighter b = presentAt(start + d * k, rows[k], a);
            if (b != null && b.blocking) {
                // a blocking Bot is not bypassed: the Bypass stops before it and bumps it
                int stop = start + d * (k - 1);
                if (stop != start) {
                    place(a, stop, rows[k - 1]);
                    if (rec) {
                        ev(BoutEvent.Kind.BYPASS, a.name, 0, a.name + " bypasses from space " + start + " to "
                                + stop + ", stopped by " + b.name + ", which is blocking");
                    }
                    follow(a);
                }
                bump(a, b);
                return;
            }
        }
        int dest = start + d * times;
        int destRow = rows[times];
        if (presentAt(dest, destRow, a) != null) {
            // "it instead ends it turn in the empty square between its origin point and its destination point
            // that is closest to the destination point"
            dest = start;
            destRow = rows[0];
            for (int k = times - 1; k >= 1; k--) {
                if (presentAt(start + d * k, rows[k], a) == null) {
                    dest = start + d * k;
                    destRow = rows[k];
                    break;
                }
            }
        }
        land(a, start, dest, destRow, BoutEvent.Kind.BYPASS, "bypasses");
    }

    /**
     * Ends a bypass or a leap from {@code start}: a destination out of bounds meets a Bumper side, any other is taken
     * (and recorded as "{@code verb} from space … to …"); a Bot that moved drags its Anchorer.
     */
    private void land(Fighter a, int start, int dest, int destRow, BoutEvent.Kind kind, String verb) {
        if (cfg.bumperSides() && (dest < 1 || dest > 19)) {
            bumper(a, null);
        } else {
            place(a, dest, destRow);
            if (rec) {
                ev(kind, a.name, 0, a.name + " " + verb + " from space " + start + " to " + dest);
            }
        }
        if (a.pos != start) {
            follow(a);
        }
    }

    /** Springloaded Treads: "the next move or bypass reaction it performs becomes a mighty leap". */
    void leap(Fighter a, int d, int times) {
        a.springs = false;
        int start = a.pos;
        int target = start + d * times;
        int targetRow = a.row;
        for (int k = 1; k <= times; k++) {
            targetRow = rowAt(start + d * k, targetRow);
        }
        Fighter hit = presentAt(target, targetRow, a);
        int dest = target;
        int destRow = targetRow;
        if (hit != null) {
            // "that Bot takes 2% Engine condition damage for every square the Actor moved on its turn, becomes
            // Scrambled for two turns ... and the Actor instead moves to the empty square closest to the point
            // of impact, prioritizing squares this Bot would be facing towards"
            if (rec) {
                ev(BoutEvent.Kind.MOVE, a.name, 0, a.name + " leaps from space " + start + " onto " + hit.name
                        + " in space " + target);
            }
            lose(hit, ENGINE, 2 * times, a, true);
            if (gain(hit, Status.SCRAMBLED, a)) {
                hit.scrambleEndRound = Integer.MAX_VALUE;
                hit.scrambleEndTurn = turn + 2;
            }
            for (int k = 1; ; k++) {
                int ahead = target + a.facing.step() * k;
                int behind = target - a.facing.step() * k;
                if (presentAt(ahead, 0, a) == null) {
                    dest = ahead;
                    destRow = 0;
                    break;
                }
                if (presentAt(behind, 0, a) == null) {
                    dest = behind;
                    destRow = 0;
                    break;
                }
            }
        }
        land(a, start, dest, destRow, BoutEvent.Kind.MOVE, "leaps");
    }

    /**
     * Anchored [x]: "Whenever this Bot moves or bypasses, any Bot ... whose name is [x] ('the Anchorer') moves to
     * the closest square to its current position that is in bounds, not occupied by another Bot, and within
     * three squares of the Bot with this Status; if this isn't possible then the Anchorer retains its position
     * and the Bot with this Status loses this Status."
     */
    void follow(Fighter f) {
        if (f.anchors.isEmpty()) {
            return;
        }
        List<Fighter> anchorers = new ArrayList<>(f.anchors);
        anchorers.sort((x, y) -> Integer.compare(x.order, y.order));
        for (Fighter x : anchorers) {
            int best = Integer.MIN_VALUE;
            for (int sq = f.pos - 3; sq <= f.pos + 3; sq++) {
                if (sq == f.pos && f.row == 0 || sq < 1 || sq > 19 || presentAt(sq, 0, x) != null) {
                    continue;
                }
                if (best == Integer.MIN_VALUE || Math.abs(sq - x.pos) < Math.abs(best - x.pos)) {
                    best = sq;
                }
            }
            if (x.removed || best == Integer.MIN_VALUE) {
                f.anchors.remove(x);
                if (rec) {
                    ev(BoutEvent.Kind.STATUS, f.name, 0, f.name + " loses Anchored " + x.name);
                }
            } else if (best != x.pos || x.row != 0) {
                int from = x.pos;
                place(x, best, 0);
                if (rec) {
                    ev(BoutEvent.Kind.MOVE, x.name, 0, x.name + " is dragged from space " + from + " to " + best
                            + " by its anchor on " + f.name);
                }
            }
        }
    }

    // ------------------------------------------------------------------------------ systems

    /** "When a System Effect refers to the Exposed System of a Bot" (with the user's Targeting Module). */
    int exposed(Fighter t, Fighter user) {
        return exposed(t, user, true);
    }

    /** {@code effect}: for a System Effect (the Targeting Module applies) rather than a Trigger. */
    int exposed(Fighter t, Fighter user, boolean effect) {
        if (t.flipped) {
            return -1; // "While a Bot is Flipped, none of its Systems are Exposed."
        }
        boolean facing = (user.pos - t.pos) * t.facing.step() >= 0;
        boolean targeting = effect && user.working(SystemKind.TARGETING) >= 0;
        int best = -1;
        for (int i = 2; i < t.cond.length; i++) {
            int c = t.eff(i);
            if (c == 0) {
                continue;
            }
            if (!targeting) {
                if (facing) {
                    return i;
                }
                best = i;
            } else if (best < 0 || c < t.eff(best) || c == t.eff(best) && !facing) {
                best = i;
            }
        }
        return best;
    }

    void use(Fighter a, int idx, Fighter t) {
        SystemKind kind = a.p.kinds[idx - 2];
        SystemType type = a.p.types[idx - 2];
        String sys = type.name();
        boolean melee = type.melee() && !(kind == SystemKind.FLIPPER && a.flipped);
        if (melee && !inMelee(a, t)) {
            // "If the system being used is a Melee System and the Opponent's Bot is not in any of the three
            // spaces immediately in front of the reacting Bot, then the System's Effect is instead not used."
            if (rec) {
                ev(BoutEvent.Kind.SYSTEM, a.name, 0, a.name + "'s " + sys + " is not used: " + t.name
                        + " is not in any of the three spaces in front of it");
            }
            return;
        }
        a.thisTurnSystem = sys;
        if (rec) {
            ev(BoutEvent.Kind.SYSTEM, a.name, 0, a.name + " uses " + sys + (t == null ? "" : " on " + t.name));
        }
        switch (kind) {
            case FLIPPER -> {
                if (a.flipped) {
                    unflip(a, "Flipper");
                } else {
                    gain(t, Status.FLIPPED, a);
                }
            }
            case AXE -> {
                lose(t, CHASSIS, 25 + (t.anchors.isEmpty() ? 0 : 10), a, true);
                lose(t, ENGINE, 10, a, true);
            }
            case GRINDER -> {
                int e = exposed(t, a);
                if (e >= 0) {
                    lose(t, e, 25, a, true);
                }
            }
            case TASER -> {
                if (t.present() && Math.abs(t.pos - a.pos) <= 6) {
                    int hit = scratch(t, 1, a, true);
                    if (hit >= 0) {
                        int s = hit == CHASSIS ? ENGINE : hit;
                        t.shock[s]++;
                        if (rec) {
                            ev(BoutEvent.Kind.CONDITION, t.name, 0, "Shock damage: " + t.name + "'s "
                                    + componentName(t, s) + " is treated as 33 points lower until the end of the Bout");
                        }
                        removeIfDown(t);
                    }
                }
            }
            case HOOKSHOT -> {
                if (Math.abs(t.pos - a.pos) <= 10) {
                    int dest = t.pos - Integer.signum(t.pos - a.pos);
                    int row = rowAt(dest, t.row);
                    if ((dest != a.pos || row != a.row) && t.pos != a.pos && presentAt(dest, row, a) == null) {
                        int from = a.pos;
                        place(a, dest, row);
                        if (rec) {
                            ev(BoutEvent.Kind.MOVE, a.name, 0, a.name + " is pulled by its Hookshot from space "
                                    + from + " to " + dest);
                        }
                        follow(a);
                    }
                }
            }
            case GRAPPLE -> {
                if (t.anchors.isEmpty()) {
                    t.anchors.add(a);
                    t.inflicter[Status.ANCHORED.ordinal()] = a;
                    if (rec) {
                        ev(BoutEvent.Kind.STATUS, t.name, 0, t.name + " becomes Anchored " + a.name);
                    }
                }
            }
            case FLAMETHROWER -> {
                lose(t, CHASSIS, 15 + (t.anchors.isEmpty() ? 0 : 10), a, true);
                for (int i = 2; i < t.cond.length; i++) {
                    lose(t, i, 5, a, true);
                }
                gain(t, Status.SCORCHED, a);
            }
            case PINCERS -> gain(t, Status.LOOSE, a);
            case JAMMER -> gain(t, Status.SCRAMBLED, a);
            case HOWITZER -> {
                for (Fighter f : order) {
                    if (f != a && f.present() && Math.abs(f.pos - a.pos) < 8) {
                        if (rec) {
                            ev(BoutEvent.Kind.SYSTEM, a.name, 0, "Howitzer has no effect: " + f.name
                                    + " is less than eight spaces away");
                        }
                        return;
                    }
                }
                for (Fighter f : order) {
                    if (f != a && f.present()) {
                        lose(f, CHASSIS, 50, a, true);
                        gain(f, Status.LOOSE, a);
                    }
                }
            }
            case SPRINGS -> a.springs = true;
            default -> {
                // "If a System effect is preceded by “Passive:”, then it has no effect when used"
            }
        }
        if (a.scorched) {
            // Scorched: "it takes Scratch Damage whenever it uses a System"
            scratch(a, 1, null, false);
        }
    }
}
