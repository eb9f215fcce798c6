package org.dynast.model.blogbots.arena;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.dynast.model.blogbots.arena.BoutEngine.Prepared;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.script.Status;

/** One Bot in a running Bout: mutable, private to one run (split out of {@link BoutEngine}). */
final class Fighter {
static final int ENGINE = 0;
static final int CHASSIS = 1;

    final Prepared p;
    final String name;
    final int entrantIndex;
    final boolean house;
    final int[] cond;
    final int[] shock;
    int order;
    int pos;
    /** 0 on the numbered row; 1 above it, -1 below it (Physical Obstacles). */
    int row;
    Facing facing;
    boolean removed;
    boolean evading;
    boolean evadedThisTurn;
    boolean evadedLastTurn;
    boolean blocking;
    boolean springs;
    boolean flipped;
    int flippedTurn;
    int flipImmuneThrough = -1;
    boolean scorched;
    boolean loose;
    boolean scrambled;
    boolean scrambledEver;
    int scrambleEndRound = Integer.MAX_VALUE;
    int scrambleEndTurn = Integer.MAX_VALUE;
    final List<Fighter> anchors = new ArrayList<>(1);
    final Fighter[] inflicter = new Fighter[Status.values().length];
    int scratchTurn = -1;
    int tally;
    long movedSeq;
    int lastLine;
    int prevLine;
    String thisTurnSystem;
    long adjacentAtStart;
    Map<String, Long> tokens;
    int[] triggerOrder;
    int[] reactionOrder;

    Fighter(Prepared p, int entrantIndex) {
        this.p = p;
        this.name = p.entrant.name();
        this.entrantIndex = entrantIndex;
        this.house = p.entrant.houseBot();
        Bot bot = p.entrant.bot();
        cond = new int[2 + bot.systems().size()];
        shock = new int[cond.length];
        cond[ENGINE] = bot.engine().condition();
        cond[CHASSIS] = bot.chassis().condition();
        for (int i = 0; i < bot.systems().size(); i++) {
            cond[2 + i] = bot.systems().get(i).condition();
        }
        int n = p.lines.length;
        triggerOrder = new int[n];
        reactionOrder = new int[n];
        for (int i = 0; i < n; i++) {
            triggerOrder[i] = i;
            reactionOrder[i] = i;
        }
    }

    int systems() {
        return cond.length - 2;
    }

    /** Shock damage: "treated as if it had a condition of 33 fewer percentage points ... (to a minimum of 0)". */
    int eff(int i) {
        int s = shock[i];
        return s == 0 ? cond[i] : Math.max(0, cond[i] - 33 * s);
    }

    /** The index (in cond) of the first working System of this kind, or -1 ("Condition of 0%": "No effect."). */
    int working(SystemKind kind) {
        if ((p.kindMask & (1L << kind.ordinal())) == 0) {
            return -1;
        }
        SystemKind[] kinds = p.kinds;
        for (int i = 0; i < kinds.length; i++) {
            if (kinds[i] == kind && eff(2 + i) > 0) {
                return 2 + i;
            }
        }
        return -1;
    }

    /** Back-up Battery: "the Condition of the Engine plus 25% of the Condition of this system, up to 100%". */
    int engineCondition() {
        int e = eff(ENGINE);
        int b = working(SystemKind.BATTERY);
        return b < 0 ? e : Math.min(100, e + eff(b) / 4);
    }

    int effectivePower() {
        return Math.floorDiv(p.power * engineCondition(), 100);
    }

    boolean defunct() {
        return p.consumption > effectivePower();
    }

    boolean trashed() {
        return engineCondition() == 0 || eff(CHASSIS) == 0 || p.duplicateSystems;
    }

    boolean inBounds() {
        return pos >= 1 && pos <= 19;
    }

    boolean present() {
        return !removed && !evading;
    }

    boolean has(Status s) {
        return switch (s) {
            case FLIPPED -> flipped;
            case SCORCHED -> scorched;
            case LOOSE -> loose;
            case SCRAMBLED -> scrambled;
            case ANCHORED -> !anchors.isEmpty();
        };
    }

    /** The frontmost System (skipping Systems at 0%), or -1. */
    int frontmost() {
        for (int i = 2; i < cond.length; i++) {
            if (eff(i) > 0) {
                return i;
            }
        }
        return -1;
    }

    /** Its hidden state, for a Bout saved between turns ({@link BoutResume}). */
    BoutResume.Bot capture() {
        Map<String, String> by = new TreeMap<>();
        for (Status s : Status.values()) {
            if (inflicter[s.ordinal()] != null) {
                by.put(s.name(), inflicter[s.ordinal()].name);
            }
        }
        return new BoutResume.Bot(name, removed, blocking, springs, Arrays.stream(shock).boxed().toList(),
                tokens, Arrays.stream(triggerOrder).boxed().toList(),
                Arrays.stream(reactionOrder).boxed().toList(), flippedTurn, flipImmuneThrough, scrambledEver,
                scrambleEndRound, scrambleEndTurn, by, scratchTurn, movedSeq, lastLine, prevLine, thisTurnSystem,
                adjacentAtStart, evadedThisTurn, evadedLastTurn);
    }

    /** Puts back the hidden state {@link #capture()} gave; {@code others} are the Bout's Bots by name. */
    void restore(BoutResume.Bot r, Map<String, Fighter> others) {
        removed = r.removed();
        blocking = r.blocking();
        springs = r.springs();
        for (int i = 0; i < shock.length; i++) {
            shock[i] = r.shock().get(i);
        }
        tokens = r.tokens().isEmpty() ? null : new HashMap<>(r.tokens());
        for (int i = 0; i < triggerOrder.length; i++) {
            triggerOrder[i] = r.triggerOrder().get(i);
            reactionOrder[i] = r.reactionOrder().get(i);
        }
        flippedTurn = r.flippedTurn();
        flipImmuneThrough = r.flipImmuneThrough();
        scrambledEver = r.scrambledEver();
        scrambleEndRound = r.scrambleEndRound();
        scrambleEndTurn = r.scrambleEndTurn();
        Arrays.fill(inflicter, null);
        r.inflicters().forEach((status, who) -> inflicter[Status.valueOf(status).ordinal()] = others.get(who));
        scratchTurn = r.scratchTurn();
        movedSeq = r.movedSeq();
        lastLine = r.lastLine();
        prevLine = r.prevLine();
        thisTurnSystem = r.thisTurnSystem();
        adjacentAtStart = r.adjacentAtStart();
        evadedThisTurn = r.evadedThisTurn();
        evadedLastTurn = r.evadedLastTurn();
    }

    /** Shove Power: "Effective Power Output minus 50% of the consumption of the chassis and every system". */
    double shovePower() {
        return effectivePower() - p.consumption / 2.0;
    }
}
