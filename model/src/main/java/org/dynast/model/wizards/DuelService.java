package org.dynast.model.wizards;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.dynast.model.time.UtcCalendar;
import org.dynast.model.wizards.WizardsState.Duel;
import org.dynast.model.wizards.rules.Battle;

/**
 * Ruleset 168's Duels, as logged actions of one dynasty: announce, accept, judge, force the opponent, plans (private
 * to the judge), the timeouts, the battle and its settlement, closing, taking a creature, the Druid's spoils. Each
 * takes the Wizard (or King) acting as the blog comment's author; {@code actor} is who used the console.
 */
public final class DuelService {

    private final Acts acts;
    private final Slots slots;

    DuelService(Acts acts, Slots slots) {
        this.acts = acts;
        this.slots = slots;
    }

    /** The dynasty's duels, newest first, plans left out unless {@code emperor}. */
    public List<Duel> duels(long dynastyId, boolean emperor) {
        List<Duel> out = new ArrayList<>(WizardsService.view(acts, dynastyId, emperor).duels);
        Collections.reverse(out);
        return out;
    }

    public int announce(long dynastyId, String actor, String challenger, String title, List<String> battlefields,
                        List<String> opponents, List<String> judges) {
        int[] number = {0};
        acts.act(dynastyId, actor, "wizards.duel.announce", d -> {
            Duel duel = Duels.announce(d, challenger, title, battlefields, opponents, judges);
            number[0] = duel.number;
            return duel.challenger + " announced \u201c" + duel.title + "\u201d (Duel " + duel.number + ") on "
                    + String.join(", ", duel.battlefields) + roles(duel);
        });
        return number[0];
    }

    private static String roles(Duel duel) {
        return (duel.opponent != null ? "; opponent " + duel.opponent + " on " + duel.battlefield : "")
                + (duel.judge != null ? "; judge " + duel.judge : "") + (duel.begun() ? "; the duel begins" : "");
    }

    public void accept(long dynastyId, String actor, int number, String opponent, String battlefield) {
        acts.act(dynastyId, actor, "wizards.duel.accept", d -> {
            Duel duel = Duels.duel(d, number);
            Duels.accept(d, duel, opponent, battlefield);
            return duel.opponent + " accepted " + duel.title + " on " + duel.battlefield + roles(duel);
        });
    }

    public void judge(long dynastyId, String actor, int number, String judge) {
        acts.act(dynastyId, actor, "wizards.duel.judge", d -> {
            Duel duel = Duels.duel(d, number);
            Duels.judge(d, duel, judge);
            return duel.judge + " judges " + duel.title + roles(duel);
        });
    }

    public void forceOpponent(long dynastyId, String actor, int number, String battlefield) {
        acts.act(dynastyId, actor, "wizards.duel.force", d -> {
            Duel duel = Duels.duel(d, number);
            Duels.force(d, duel, battlefield);
            return duel.challenger + " made " + duel.opponent + " the opponent of " + duel.title + " on "
                    + duel.battlefield + roles(duel);
        });
    }

    /** A duelist's plan, sent privately to the judge: the log says only that one was sent. */
    public void plan(long dynastyId, String actor, int number, String duelist, List<String> plan) {
        acts.act(dynastyId, actor, "wizards.duel.plan", d -> {
            Duel duel = Duels.duel(d, number);
            Duels.plan(d, duel, duelist, plan, slots::check);
            return d.wizard(duelist) + " sent a plan to the judge of " + duel.title + " (private)";
        });
    }

    /** The judge declares the Triumphant after the plan deadline (one plan: its duelist; none: a DICE2). */
    public String timeout(long dynastyId, String actor, int number, String judge) {
        String[] won = {null};
        acts.act(dynastyId, actor, "wizards.duel.timeout", d -> {
            Duel duel = Duels.duel(d, number);
            won[0] = Duels.timeout(d, duel, judge);
            return duel.judge + " declared the Triumphant of " + duel.title + " after the plan deadline ("
                    + (duel.decidedBy.startsWith("random") ? "selected at random" : duel.decidedBy) + ")";
        });
        return won[0];
    }

    /**
     * The judge runs the battle of two plans and declares its Triumphant; returns the judge's comment: the battle slot
     * by slot, then the Favor and Elimination it brought.
     */
    public String battle(long dynastyId, String actor, int number, String judge) {
        run(dynastyId, actor, number, judge);
        return comment(dynastyId, number);
    }

    /** The duel's result as the judge posts it: the battle and its settlement (Favor, Elimination), or "". */
    public String comment(long dynastyId, int number) {
        String result = Duels.duel(acts.read(dynastyId), number).result;
        return result == null ? "" : result;
    }

    /**
     * The same battle, giving it slot by slot: each Strength with its reasons (the table's bullets, the Tactics,
     * Merging, Proud Trumpeting), the wins and the DICE2 tie-break as rolled; its {@code text()} is the judge's comment.
     */
    public Battle.Result run(long dynastyId, String actor, int number, String judge) {
        List<Battle.Result> kept = new ArrayList<>(1);
        acts.act(dynastyId, actor, "wizards.duel.battle", d -> {
            Duel duel = Duels.duel(d, number);
            kept.clear();
            kept.add(DuelBattles.run(d, duel, judge));
            return d.wizardOrKing(judge) + " ran the battle of " + duel.title + " on " + duel.battlefield;
        });
        return kept.get(0);
    }

    /**
     * The battle as it stands, slot by slot with each Strength and its reasons, before the judge runs it (the emperor's
     * preview: it reads the private plans). A tie in wins is shown as the DICE2 would settle it for the challenger.
     */
    public Battle.Result preview(long dynastyId, int number) {
        Draft d = acts.read(dynastyId);
        return DuelBattles.fight(d, Duels.duel(d, number), (sides, purpose) -> 1);
    }

    /**
     * The emperor's board while only one plan is in: the side whose plan is in, slot by slot with each Strength, against
     * an empty plan for the side still awaited (whose name is {@code waitingFor}).
     */
    public record OneSide(Battle.Result battle, String sent, String waitingFor,
                          Instant due) {
    }

    /** The one plan in, as {@link OneSide}; refused unless exactly one duelist's plan is in. */
    public OneSide previewOneSide(long dynastyId, int number) {
        Draft d = acts.read(dynastyId);
        Duel duel = Duels.duel(d, number);
        var result = DuelBattles.fightOneSide(d, duel);
        String sent = duel.planOf(duel.challenger).isPresent() ? duel.challenger : duel.opponent;
        String waiting = duel.other(sent);
        return new OneSide(result, sent, waiting, duel.begunAt.plus(Duels.planTime(duel, waiting)));
    }

    public void close(long dynastyId, String actor, int number, String closer) {
        acts.act(dynastyId, actor, "wizards.duel.close", d -> {
            Duel duel = Duels.duel(d, number);
            Duels.close(d, duel, closer);
            return duel.closedBy + " closed " + duel.title + " (no opponent in seven days)";
        });
    }

    /** The Triumphant takes a creature from the loser's Stable within 24 hours. */
    public void take(long dynastyId, String actor, int number, String creature, String removing) {
        acts.act(dynastyId, actor, "wizards.duel.take", d -> {
            Duel duel = Duels.duel(d, number);
            Duels.take(d, duel, creature, removing);
            return duel.triumphant + " took " + duel.taken + " from " + duel.other(duel.triumphant) + "'s Stable";
        });
    }

    /** The King's atomic action after the Druid wins a duel. */
    public void druidSpoils(long dynastyId, String actor, int number, String fromDruid, String wizard,
                            String creature) {
        acts.act(dynastyId, actor, "wizards.duel.spoils", d -> {
            Duel duel = Duels.duel(d, number);
            Duels.druidSpoils(d, duel, fromDruid, wizard, creature);
            return duel.aftermath;
        });
    }

    /** Whether The King still owes the Druid's spoils for this duel: The Druid won it and they are not yet done. */
    public static boolean spoilsDue(Duel duel) {
        return duel.triumphant != null && Draft.isDruid(duel.triumphant) && duel.aftermath == null;
    }

    /** When a duel with no opponent may be closed: "seven days have passed since a duel’s blog entry was posted". */
    public static Instant closableFrom(Duel duel) {
        return duel.postedAt.plus(Duels.CLOSE_TIME);
    }

    /** After when the challenger may force the one valid opponent: the post "is more than 24 hours old". */
    public static Instant forceableAfter(Duel duel) {
        return duel.postedAt.plus(Duels.FORCE_TIME);
    }

    /** When a begun duel's duelist must have sent a plan by (24 hours, 72 for the Druid's one opponent). */
    public static Instant planDue(Duel duel, String duelist) {
        return duel.begunAt.plus(Duels.planTime(duel, duelist));
    }

    /**
     * The Duel this begun duel's Judge must decide first, if any: "that Judge cannot take actions on any but the
     * earliest of those Duels (based on the times at which they had begun)". Empty when the judge may act on it.
     */
    public static Optional<Duel> judgeMustFirstDecide(WizardsState state, Duel duel) {
        if (duel.judge == null || !duel.begun() || !duel.open()) {
            return Optional.empty();
        }
        return Duels.earliestJudged(state, duel.judge).filter(earliest -> earliest != duel);
    }

    /** Until when the Triumphant may take a creature: "within 24 hours of winning it". */
    public static Instant takeUntil(Duel duel) {
        return duel.decidedAt.plus(Duels.TAKE_TIME);
    }

    /**
     * What is due in a duel at {@code at}, in words (for the Duels board): each deadline with how long until it
     * ("due in 5 h 30 min") or that it has passed and what the rule then allows.
     */
    public static List<String> timers(Duel duel, Instant at) {
        List<String> out = new ArrayList<>();
        if (!duel.open()) {
            if (duel.decidedAt != null && duel.taken == null && at.isBefore(duel.decidedAt.plus(Duels.TAKE_TIME))) {
                out.add(duel.triumphant + " may take a creature from " + duel.other(duel.triumphant) + "'s Stable until "
                        + when(duel.decidedAt.plus(Duels.TAKE_TIME), at));
            }
            return out;
        }
        if (duel.opponent == null) {
            Instant close = duel.postedAt.plus(Duels.CLOSE_TIME);
            out.add(at.isBefore(close) ? "may be closed from " + when(close, at) + " if no opponent comes"
                    : "seven days have passed with no opponent: any Wizard or the King may close it");
            if (duel.validOpponents.size() == 1 && duel.judge != null) {
                Instant force = duel.postedAt.plus(Duels.FORCE_TIME);
                out.add(at.isAfter(force) ? "the challenger may now force " + duel.validOpponents.get(0)
                        + " to be the opponent (the King judges)" : "the challenger may force "
                        + duel.validOpponents.get(0) + " from " + when(force, at) + " (the King judges)");
            }
        }
        if (duel.begun()) {
            for (String w : List.of(duel.challenger, duel.opponent)) {
                Instant due = duel.begunAt.plus(Duels.planTime(duel, w));
                out.add(w + (duel.planOf(w).isPresent() ? " has sent a plan" : at.isBefore(due)
                        ? " must send a plan by " + when(due, at) : " sent no plan by "
                        + UtcCalendar.format(due) + ": the judge may declare the Triumphant"));
            }
        }
        return out;
    }

    /** "2026-11-21 12:00 UTC (due in 23 h 10 min)". */
    private static String when(Instant due, Instant at) {
        return UtcCalendar.format(due) + " (due in " + span(Duration.between(at, due))
                + ")";
    }

    /** A positive duration: days and hours from two days on ("7 d", "2 d 3 h"), else "24 h", "5 h 30 min", "12 min". */
    static String span(Duration d) {
        long minutes = Math.max(0, (d.getSeconds() + 59) / 60);
        long days = minutes / (24 * 60);
        long hours = minutes / 60 % 24;
        long mins = minutes % 60;
        if (days >= 2) {
            return days + " d" + (hours > 0 ? " " + hours + " h" : "");
        }
        if (minutes >= 60) {
            return minutes / 60 + " h" + (mins > 0 ? " " + mins + " min" : "");
        }
        return mins + " min";
    }
}
