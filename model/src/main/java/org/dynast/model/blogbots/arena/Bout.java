package org.dynast.model.blogbots.arena;

import static org.dynast.model.blogbots.arena.BoutEngine.DOMINATION_TURNS;
import static org.dynast.model.blogbots.arena.BoutEngine.TURN_GUARD;
import static org.dynast.model.blogbots.arena.BoutEngine.dominates;
import static org.dynast.model.blogbots.arena.Fighter.CHASSIS;
import static org.dynast.model.blogbots.arena.Fighter.ENGINE;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import org.dynast.model.blogbots.arena.BoutEngine.Prepared;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.Part;
import org.dynast.model.blogbots.bots.script.Reaction;
import org.dynast.model.blogbots.bots.script.ScriptLine;
import org.dynast.model.blogbots.bots.script.ScriptReport;
import org.dynast.model.blogbots.bots.script.Trigger;

/** One running Bout: its turns, Scripts (Triggers and Reactions) and ending (split out of {@link BoutEngine}). */
final class Bout extends BoutMoves {

    Bout(Prepared first, Prepared second, Prepared house, Configuration cfg, long seed, boolean rec,
         BoutSetup setup) {
        super(first, second, house, cfg, seed, rec, setup);
    }

    // ------------------------------------------------------------------------------ the loop

    BoutResult run() {
        int next = firstActor;
        while (true) {
            Fighter actor = order[next];
            startTurn(actor);
            runScript(actor);
            endTurn(actor);
            BoutResult result = checkEnd();
            if (result != null) {
                return result;
            }
            turn++;
            turnsThisRound++;
            int active = 0;
            for (Fighter f : order) {
                if (!f.removed) {
                    active++;
                }
            }
            // "Each time X turns have passed since the last time the current round increased ... the
            // current round increases by 1"
            if (turnsThisRound >= active) {
                round++;
                turnsThisRound = 0;
                for (Fighter f : order) {
                    if (f.scrambled && round >= f.scrambleEndRound) {
                        unscramble(f);
                    }
                }
            }
            if (turn > TURN_GUARD) {
                throw new IllegalStateException("A Bout ran past turn " + TURN_GUARD + " (seed " + seed + ").");
            }
            do {
                next = (next + 1) % order.length;
            } while (order[next].removed);
            if (turn - 1 == captureAfter) {
                captured = capture(order[next]);
                return null;
            }
        }
    }

    void startTurn(Fighter a) {
        a.blocking = a.working(SystemKind.MITT) >= 0;
        a.evadedLastTurn = a.evadedThisTurn;
        a.evadedThisTurn = false;
        a.prevLine = a.lastLine;
        a.lastLine = 0;
        a.thisTurnSystem = null;
        if (a.evading) {
            // "not considered to be present in any space until the start of its next Turn"
            a.evading = false;
            Fighter other = presentAt(a.pos, a);
            if (other != null) {
                // "If multiple Bots occupy the same space, they both take Scratch Damage and the bot that
                // moved most recently bypasses forwards to the first empty space it reaches."
                if (rec) {
                    ev(BoutEvent.Kind.EVADE, a.name, 0, a.name + " returns to space " + a.pos + ", occupied by "
                            + other.name);
                }
                scratch(a, 1, null, false);
                scratch(other, 1, null, false);
                Fighter mover = other.movedSeq > a.movedSeq ? other : a;
                int sq = mover.pos;
                int row = mover.row;
                do {
                    sq += mover.facing.step();
                    row = rowAt(sq, row);
                } while (presentAt(sq, row, mover) != null);
                // a bypass like any other: Bumper sides catch it and it drags the mover's Anchorer ("Whenever
                // this Bot moves or bypasses")
                if (cfg.bumperSides() && (sq < 1 || sq > 19)) {
                    bumper(mover, null);
                } else {
                    place(mover, sq, row);
                    if (rec) {
                        ev(BoutEvent.Kind.BYPASS, mover.name, 0, mover.name + " bypasses forwards to space " + sq);
                    }
                }
                follow(mover);
            }
        }
        long adj = 0;
        for (Fighter f : order) {
            if (f != a && f.present() && f.row == a.row && Math.abs(f.pos - a.pos) == 1) {
                adj |= 1L << f.order;
            }
        }
        a.adjacentAtStart = adj;
        // Inverter Driver: "ceases to be flipped at the start of its turn, before its script is run"
        if (a.flipped && a.working(SystemKind.INVERTER) >= 0) {
            unflip(a, "Inverter Driver");
        }
        if (a.scrambled) {
            // "Each round a Bot is Scrambled, before running its turn, the Announcer separately randomises
            // the order of its Script's Triggers and Reactions."
            shuffle(a.triggerOrder);
            shuffle(a.reactionOrder);
            if (rec) {
                ev(BoutEvent.Kind.STATUS, a.name, 0, a.name + "'s Script is scrambled: Triggers "
                        + orderText(a.triggerOrder) + ", Reactions " + orderText(a.reactionOrder));
            }
        }
    }

    String orderText(int[] o) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < o.length; i++) {
            sb.append(i == 0 ? "" : ",").append(o[i] + 1);
        }
        return sb.toString();
    }

    void shuffle(int[] o) {
        for (int i = o.length - 1; i > 0; i--) {
            int j = rnd.nextInt(i + 1);
            int t = o[i];
            o[i] = o[j];
            o[j] = t;
        }
    }

    void runScript(Fighter a) {
        if (a.defunct()) {
            // "The Script of a Defunct Bot is always considered to be blank."
            if (rec) {
                ev(BoutEvent.Kind.NO_TRIGGER, a.name, 0, a.name + " is Defunct: its Script is blank");
            }
            return;
        }
        ScriptLine[] lines = a.p.lines;
        boolean logic = a.working(SystemKind.LOGIC) >= 0;
        for (int i = 0; i < lines.length; i++) {
            ScriptLine tl = lines[a.triggerOrder[i]];
            ScriptLine rl = lines[a.reactionOrder[i]];
            Trigger trigger = tl.trigger();
            Reaction reaction = rl.reaction();
            if (!logic && (a.p.triggerAdvanced[a.triggerOrder[i]] || a.p.reactionAdvanced[a.reactionOrder[i]])) {
                continue; // not Resolvable without a working Advanced Logic Module
            }
            if (!logic && (tl.entry() > ScriptReport.LIMIT || rl.entry() > ScriptReport.LIMIT)) {
                // Advanced Logic Module: "The Script of a bot with this system may be a list of up to 25 Triggers
                // rather than its normal limit" is part of its Effect, "No effect." at 0%: lines 11 to 25 of a
                // Script are not run while it is at 0% (or Shocked to 0%)
                continue;
            }
            if (!isTrue(a, trigger) || !resolvable(a, reaction)) {
                continue;
            }
            if (a.flipped && movesOrUses(reaction) && !unflips(a, reaction)) {
                // "any step in its Script that results in it moving or using a System is ignored"
                if (rec) {
                    ev(BoutEvent.Kind.IGNORED, a.name, tl.entry(), "line #" + tl.entry() + " ignored: " + a.name
                            + " is Flipped");
                }
                continue;
            }
            a.lastLine = tl.entry();
            if (rec) {
                ev(BoutEvent.Kind.TRIGGER, a.name, tl.entry(), "If " + trigger.wording() + ", "
                        + reaction.wording());
            }
            react(a, reaction);
            return;
        }
        if (rec) {
            ev(BoutEvent.Kind.NO_TRIGGER, a.name, 0, "no Trigger of " + a.name + "'s Script is true");
        }
    }

    void endTurn(Fighter a) {
        TrapPanel trap = a.present() && a.row == 0 ? cfg.trapAt(a.pos) : null;
        if (trap != null) {
            // "When a Bot ends its turn on a trap panel it subtracts 5% from its Chassis and Engine"
            if (rec) {
                ev(BoutEvent.Kind.SYSTEM, a.name, 0, a.name + " ends its turn on a " + trap.name()
                        .toLowerCase(Locale.ROOT) + " panel");
            }
            lose(a, CHASSIS, 5, null, false);
            lose(a, ENGINE, 5, null, false);
            gain(a, trap.status(), null);
        }
        for (Fighter f : order) {
            if (!f.removed && !f.inBounds()) {
                // "If a Bot ever ends its turn in a space that is not In Bounds, they are said to have Fallen
                // Out of Bounds and take Scratch Damage."
                if (rec) {
                    ev(BoutEvent.Kind.MOVE, f.name, 0, f.name + " has Fallen Out of Bounds (space " + f.pos + ")");
                }
                scratch(f, 1, null, false);
            }
        }
        if (suddenDeath) {
            detonate();
        }
        for (Fighter f : order) {
            // "If a Bot is Flipped, it will cease to be Flipped after 5 turns have passed."
            if (f.flipped && turn - f.flippedTurn >= 5) {
                unflip(f, "5 turns have passed");
            }
            if (f.scrambled && turn >= f.scrambleEndTurn) {
                unscramble(f);
            }
        }
    }

    void detonate() {
        int y = turn - DOMINATION_TURNS;
        // "every square has a chance to Detonate": a square holding two Bots (one evading) is rolled once
        List<Long> rolled = new ArrayList<>(order.length);
        for (Fighter f : order) {
            long square = ((long) f.pos << 8) | (f.row & 0xFF);
            if (f.removed || !f.inBounds() || rolled.contains(square)) {
                continue;
            }
            rolled.add(square);
            int x = Math.abs(f.pos - 10) + 1;
            int chance = (x + y) * y;
            int roll = rnd.nextInt(100);
            if (roll < chance) {
                if (rec) {
                    ev(BoutEvent.Kind.DETONATION, null, 0, "space " + f.pos + " Detonates (chance " + chance
                            + "%)");
                }
                for (Fighter g : order) {
                    if (!g.removed && g.pos == f.pos && g.row == f.row) {
                        lose(g, CHASSIS, 100, null, false);
                    }
                }
            }
        }
    }

    BoutResult checkEnd() {
        Fighter a = all[0];
        Fighter b = all[1];
        boolean trashed = a.trashed() || b.trashed();
        boolean out = !a.inBounds() || !b.inBounds();
        if (trashed || out) {
            Ending ending = trashed ? Ending.TKO : Ending.RING_OUT;
            boolean aOk = !a.trashed() && a.inBounds();
            boolean bOk = !b.trashed() && b.inBounds();
            if (aOk != bOk) {
                Fighter w = aOk ? a : b;
                Fighter l = aOk ? b : a;
                return finish(ending, w, false, l.name + (l.trashed() ? " is Trashed" : " is not In Bounds"));
            }
            // "If all Bots in the Bout are Trashed or not In Bounds then the average Condition of its
            // components is used as a tiebreaker ... If this still results in a tie then the Winner is
            // determined secretly-randomly."
            long sa = sum(a);
            long sb = sum(b);
            long left = sa * b.cond.length;
            long right = sb * a.cond.length;
            if (left != right) {
                Fighter w = left > right ? a : b;
                return finish(ending, w, true, "both Bots are Trashed or not In Bounds; " + w.name
                        + " has the higher average Condition");
            }
            Fighter w = rnd.nextBoolean() ? a : b;
            return finish(ending, w, true, "both Bots are Trashed or not In Bounds with the same average "
                    + "Condition; the Winner is drawn at random");
        }
        if (turn == DOMINATION_TURNS && !suddenDeath) {
            // "If, after sixty turns, one Bot has a Tally that is higher than its Opponent by at least 10%"
            if (dominates(a.tally, b.tally)) {
                return finish(Ending.DOMINATION, a, false, "Tally " + a.tally + " to " + b.tally);
            }
            if (dominates(b.tally, a.tally)) {
                return finish(Ending.DOMINATION, b, false, "Tally " + b.tally + " to " + a.tally);
            }
            suddenDeath = true;
            if (rec) {
                ev(BoutEvent.Kind.SUDDEN_DEATH, null, 0, "Sixty turns have elapsed with Tallies " + a.tally
                        + " and " + b.tally + ": Sudden Death");
            }
        }
        return null;
    }

    long sum(Fighter f) {
        long s = 0;
        for (int c : f.cond) {
            s += c;
        }
        return s;
    }

    BoutResult finish(Ending ending, Fighter winner, boolean tieBreak, String why) {
        if (rec) {
            ev(BoutEvent.Kind.END, winner.name, 0, ending.word() + ": " + winner.name + " wins (" + why + ")");
        }
        List<String> names = new ArrayList<>();
        List<Integer> tallies = new ArrayList<>();
        List<Bot> bots = new ArrayList<>();
        for (Fighter f : all) {
            names.add(f.name);
            tallies.add(f.tally);
            Bot bot = f.p.entrant.bot();
            List<Part> systems = new ArrayList<>(bot.systems().size());
            for (int i = 0; i < bot.systems().size(); i++) {
                systems.add(bot.systems().get(i).withCondition(f.cond[2 + i]));
            }
            bots.add(new Bot(bot.name(), bot.engine().withCondition(f.cond[ENGINE]),
                    bot.chassis().withCondition(f.cond[CHASSIS]), systems));
        }
        return new BoutResult(ending, winner.entrantIndex, winner.name, tieBreak, why, turn, round, suddenDeath,
                names, tallies, bots, events);
    }

    boolean isTrue(Fighter a, Trigger t) {
        if (t instanceof Trigger.SpacesEmpty s) {
            int d = s.side() == Trigger.Side.IN_FRONT ? a.facing.step() : -a.facing.step();
            int row = a.row;
            for (int k = 1, n = Math.min(s.count(), farthest(a)); k <= n; k++) {
                row = rowAt(a.pos + d * k, row);
                if (seenAt(a.pos + d * k, row, a) != null) {
                    return false;
                }
            }
            return true;
        } else if (t instanceof Trigger.SpacesOccupied s) {
            int d = s.side() == Trigger.Side.IN_FRONT ? a.facing.step() : -a.facing.step();
            int n = Math.min(s.count() == null ? 1 : s.count(), farthest(a));
            int row = a.row;
            for (int k = 1; k <= n; k++) {
                row = rowAt(a.pos + d * k, row);
                Fighter f = seenAt(a.pos + d * k, row, a);
                if (f != null && switch (s.occupant()) {
                    case OPPONENT -> true;
                    case HOUSE_BOT -> f.house;
                    case NOT_HOUSE_BOT -> !f.house;
                }) {
                    return true;
                }
            }
            return false;
        } else if (t instanceof Trigger.ActorStatus s) {
            return a.has(s.status()) == s.has();
        } else if (t instanceof Trigger.OpponentStatus s) {
            Fighter o = opponent(a, s.ordinal());
            return o != null && o.has(s.status()) == s.has();
        } else if (t instanceof Trigger.OpponentSystem s) {
            Fighter o = opponent(a, s.ordinal());
            return o != null && o.p.entrant.bot().hasSystem(s.system()) == s.has();
        } else if (t instanceof Trigger.OpponentEvading s) {
            Fighter o = opponent(a, s.ordinal());
            return o != null && o.evading;
        } else if (t instanceof Trigger.TurnNumber s) {
            int v = s.unit() == Trigger.Unit.TURN ? turn : round;
            return bound(v, s.number(), s.bound());
        } else if (t instanceof Trigger.TurnParity s) {
            int v = s.unit() == Trigger.Unit.TURN ? turn : round;
            return (v % 2 == 1) == s.odd();
        } else if (t instanceof Trigger.SpaceNumbered s) {
            return a.row == 0 && bound(a.pos, s.number(), s.bound());
        } else if (t instanceof Trigger.SpaceLettered s) {
            char letter = a.row == 0 ? 0 : letter(a.pos, a.row);
            return letter != 0 && bound(letter, Character.toUpperCase(s.letter()), s.bound());
        } else if (t instanceof Trigger.TokenValue s) {
            long v = a.tokens == null ? 0 : a.tokens.getOrDefault(s.token().toLowerCase(Locale.ROOT), 0L);
            return s.comparison().test(v, s.value());
        } else if (t instanceof Trigger.ConditionTest s) {
            Fighter who = s.opponent() == null ? a : named(a, s.opponent());
            if (who == null) {
                return false;
            }
            int c;
            switch (s.component()) {
                case CHASSIS -> c = who.eff(CHASSIS);
                case ENGINE -> c = who.engineCondition();
                default -> {
                    Fighter viewer = who == a ? opponent(a, 1) : a;
                    // the Targeting Module changes what "another System Effect" refers to, not a Trigger
                    int i = viewer == null ? -1 : exposed(who, viewer, false);
                    if (i < 0) {
                        return false;
                    }
                    c = who.eff(i);
                }
            }
            return s.comparison().test(c, s.percent());
        } else if (t instanceof Trigger.LineTookEffect s) {
            return a.prevLine == s.line();
        } else if (t instanceof Trigger.OpponentUsedSystem s) {
            Fighter o = opponent(a, 1);
            // the System the Opponent used on its most recent turn (reset when its next turn starts)
            return o != null && o.thisTurnSystem != null && o.thisTurnSystem.equalsIgnoreCase(s.system());
        } else if (t instanceof Trigger.Both s) {
            return isTrue(a, s.first()) && isTrue(a, s.second());
        }
        return false;
    }

    boolean bound(int value, int x, Trigger.Bound b) {
        return switch (b) {
            case EXACTLY -> value == x;
            case OR_LESS -> value <= x;
            case OR_MORE -> value >= x;
        };
    }

    boolean resolvable(Fighter a, Reaction r) {
        if (r instanceof Reaction.UseSystem u) {
            return usable(a, u.system()) && opponent(a, 1) != null;
        } else if (r instanceof Reaction.UseOnInflicter u) {
            Fighter x = a.inflicter[u.status().ordinal()];
            return usable(a, u.system()) && a.has(u.status()) && x != null && !x.removed;
        } else if (r instanceof Reaction.MoveFromInflicter m) {
            Fighter x = a.inflicter[m.status().ordinal()];
            return a.has(m.status()) && x != null && !x.removed;
        } else if (r instanceof Reaction.MoveTowardsOpponent m) {
            return named(a, m.opponent()) != null;
        } else if (r instanceof Reaction.Both b) {
            return resolvable(a, b.first()) && resolvable(a, b.second());
        }
        return true;
    }

    boolean movesOrUses(Reaction r) {
        // Evasion: "When a Bot evades, it moves out of the direct line of attack": evading is moving
        return r instanceof Reaction.Move || r instanceof Reaction.Bypass || r instanceof Reaction.Evade
                || r instanceof Reaction.UseSystem
                || r instanceof Reaction.UseOnInflicter || r instanceof Reaction.MoveFromInflicter
                || r instanceof Reaction.MoveTowardsOpponent
                || r instanceof Reaction.Both b && (movesOrUses(b.first()) || movesOrUses(b.second()));
    }

    /** "unless that step would also result in them ceasing to be Flipped": a working Flipper. */
    boolean unflips(Fighter a, Reaction r) {
        String name = r instanceof Reaction.UseSystem u ? u.system()
                : r instanceof Reaction.UseOnInflicter u ? u.system() : null;
        if (r instanceof Reaction.Both b) {
            return unflips(a, b.second());
        }
        int i = name == null ? -1 : systemIndex(a, name);
        return i >= 0 && a.p.kinds[i - 2] == SystemKind.FLIPPER;
    }

    void react(Fighter a, Reaction r) {
        if (r instanceof Reaction.Move m) {
            int d = m.direction() == Reaction.Direction.FORWARDS ? a.facing.step() : -a.facing.step();
            move(a, d, Reaction.reach(m.times()),
                    m.direction() == Reaction.Direction.FORWARDS ? "forwards" : "backwards");
        } else if (r instanceof Reaction.Bypass m) {
            int d = m.direction() == Reaction.Direction.FORWARDS ? a.facing.step() : -a.facing.step();
            bypass(a, d, Reaction.reach(m.times()));
        } else if (r instanceof Reaction.Turn) {
            a.facing = a.facing.other();
            if (rec) {
                ev(BoutEvent.Kind.TURN, a.name, 0, a.name + " turns to face " + a.facing.name()
                        .toLowerCase(Locale.ROOT));
            }
        } else if (r instanceof Reaction.Evade) {
            // "If the evading bot did not evade on its previous turn this bout, the evading Bot is not
            // considered to be present in any space until the start of its next Turn"
            if (!a.evadedLastTurn) {
                a.evading = true;
            }
            // "When a Bot evades, it moves out of the direct line of attack": every evade is an evasion, whether or
            // not it makes the Bot absent, so a Bot evading every turn is absent only on the first (ruling 12)
            a.evadedThisTurn = true;
            if (rec) {
                ev(BoutEvent.Kind.EVADE, a.name, 0, a.evading ? a.name + " evades"
                        : a.name + " evaded on its previous turn: this evasion has no effect");
            }
        } else if (r instanceof Reaction.Block) {
            a.blocking = true;
            if (rec) {
                ev(BoutEvent.Kind.BLOCK, a.name, 0, a.name + " blocks");
            }
        } else if (r instanceof Reaction.UseSystem u) {
            int idx = systemIndex(a, u.system());
            int ordinal = u.ordinal() == null ? 1 : u.ordinal();
            // "that opponent is not valid (either due to not enough opponents being in range or otherwise), then
            // the closest valid ordinal to that ordinal is used": valid is in the System's range; with none in
            // range, the ordinal's Opponent (and the System is not used)
            Fighter t = opponent(a, ordinal, f -> inRange(a, idx, f));
            use(a, idx, t != null ? t : opponent(a, ordinal));
        } else if (r instanceof Reaction.UseOnInflicter u) {
            use(a, systemIndex(a, u.system()), a.inflicter[u.status().ordinal()]);
        } else if (r instanceof Reaction.MoveFromInflicter m) {
            Fighter x = a.inflicter[m.status().ordinal()];
            int toward = x.pos >= a.pos ? 1 : -1;
            int d = m.toward() ? toward : -toward;
            move(a, d, Reaction.reach(m.spaces()), m.toward() ? "toward the inflicter" : "away from the inflicter");
        } else if (r instanceof Reaction.MoveTowardsOpponent m) {
            Fighter x = named(a, m.opponent());
            int d = x.pos >= a.pos ? 1 : -1;
            move(a, d, Reaction.reach(m.times()), "towards an Opponent");
        } else if (r instanceof Reaction.ChangeToken c) {
            if (a.tokens == null) {
                a.tokens = new HashMap<>();
            }
            String key = c.token().toLowerCase(Locale.ROOT);
            long v = a.tokens.getOrDefault(key, 0L) + (c.increase() ? c.by() : -c.by());
            a.tokens.put(key, v);
            if (rec) {
                ev(BoutEvent.Kind.TOKEN, a.name, 0, "Token " + c.token() + " is " + v);
            }
        } else if (r instanceof Reaction.Both b) {
            react(a, b.first());
            react(a, b.second());
        }
    }
}
