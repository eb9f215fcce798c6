package org.dynast.model.wizards;

import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.dynast.model.Refusal;
import org.dynast.model.wizards.WizardsState.Duel;
import org.dynast.model.wizards.rules.Court;
import org.dynast.model.wizards.rules.Identity;

/** The Duel's lifecycle (the Duel rule and its Elimination and Druid riders), on a draft. */
final class Duels {

    static final String RULE = "Duels";
    static final Duration PLAN_TIME = Duration.ofHours(24);
    static final Duration DRUID_PLAN_TIME = Duration.ofHours(72);
    static final Duration CLOSE_TIME = Duration.ofDays(7);
    static final Duration FORCE_TIME = Duration.ofHours(24);
    static final Duration TAKE_TIME = Duration.ofHours(24);

    private Duels() {
    }

    static Duel duel(Draft d, int number) {
        return d.state.duel(number).orElseThrow(() -> new Refusal(RULE, "There is no Duel " + number + "."));
    }

    /**
     * "Any Wizard may announce a duel, by posting a blog entry with a title including the string “Duel:”. […] The
     * challenger specifies three different battlefields […]. The challenger may further specify a list of valid
     * opponents, defaulting to a list of all Wizards, and a list of valid judges, defaulting to a list of all Wizards
     * and the King."
     */
    static Duel announce(Draft d, String challenger, String title, List<String> battlefields, List<String> opponents,
                         List<String> judges) {
        Duel duel = new Duel();
        duel.challenger = d.wizard(challenger);
        String t = title == null || title.isBlank() ? duel.challenger + "'s challenge" : title.strip();
        duel.title = t.contains("Duel:") ? t : "Duel: " + t;
        duel.battlefields = Battlefields.forDuel(d.state, battlefields);
        for (String o : opponents == null ? List.<String>of() : opponents) {
            String w = d.wizard(o);
            if (WizardsState.same(w, duel.challenger)) {
                throw new Refusal(RULE, "\u201cThe judge, opponent, and challenger must all be different\u201d: "
                        + w + " cannot be their own valid opponent.");
            }
            if (duel.validOpponents.stream().noneMatch(x -> WizardsState.same(x, w))) {
                duel.validOpponents.add(w);
            }
        }
        for (String j : judges == null ? List.<String>of() : judges) {
            String w = d.wizardOrKing(j);
            if (duel.validJudges.stream().noneMatch(x -> WizardsState.same(x, w))) {
                duel.validJudges.add(w);
            }
        }
        if (Draft.isDruid(duel.challenger)) {
            for (String o : duel.validOpponents.isEmpty() ? d.players() : duel.validOpponents) {
                druidMayAct(d, o);
            }
        }
        duel.postedAt = d.now;
        duel.number = d.state.duels.stream().mapToInt(x -> x.number).max().orElse(0) + 1;
        // "If a duel has only one valid judge and that judge is the King, then the King becomes its judge automatically."
        if (duel.validJudges.size() == 1 && d.isKing(duel.validJudges.get(0))) {
            duel.judge = d.king;
        }
        // The Druid: "If The Druid announces a duel with a list of one valid opponent, that opponent is deemed to
        // automatically accept the challenge (but has 72 hours to submit a plan)."
        if (Draft.isDruid(duel.challenger) && duel.validOpponents.size() == 1) {
            duel.opponent = duel.validOpponents.get(0);
            duel.battlefield = duel.battlefields.get(0);
        }
        d.state.duels.add(duel);
        beginIfReady(d, duel);
        return duel;
    }

    /** "The Druid is pals with the Most Eligible Courtier. Consequently, the Druid may not take action against…" */
    static void druidMayAct(Draft d, String against) {
        if (!Draft.isDruid(against) && d.alliedWith(against,
                Identity.MOST_ELIGIBLE_COURTIER)) {
            throw new Refusal("The Druid", "\u201cThe Druid is pals with the Most Eligible Courtier. Consequently, "
                    + "the Druid may not take action against a Wizard who is allied with the Most Eligible "
                    + "Courtier\u201d: " + against + " is.");
        }
    }

    private static void open(Duel duel) {
        if (duel.closedAt != null) {
            throw new Refusal(RULE, duel.title + " was closed: \u201cA closed Duel ceases to be a duel.\u201d");
        }
        if (duel.triumphant != null) {
            throw new Refusal(RULE, duel.title + " is over: " + duel.triumphant + " was its Triumphant.");
        }
    }

    /**
     * "Any valid opponent may become the opponent by making a comment on the blog entry stating such intention and
     * specifying one of the three battlefields listed in the duel’s blog entry. That battlefield then becomes the
     * duel’s battlefield."
     */
    static void accept(Draft d, Duel duel, String opponent, String battlefield) {
        open(duel);
        String w = d.wizard(opponent);
        if (duel.opponent != null) {
            throw new Refusal(RULE, duel.title + " already has its opponent, " + duel.opponent + ".");
        }
        if (!duel.validOpponents.isEmpty() && duel.validOpponents.stream().noneMatch(o -> WizardsState.same(o, w))) {
            throw new Refusal(RULE, w + " is not among the valid opponents of " + duel.title + " ("
                    + String.join(", ", duel.validOpponents) + ").");
        }
        different(duel, w, duel.challenger, duel.judge);
        if (Draft.isDruid(w)) {
            druidMayAct(d, duel.challenger);
        }
        duel.opponent = w;
        duel.battlefield = fieldOf(duel, battlefield);
        beginIfReady(d, duel);
    }

    private static String fieldOf(Duel duel, String battlefield) {
        return duel.battlefields.stream().filter(b -> b.equalsIgnoreCase(battlefield == null ? "" : battlefield.strip()))
                .findFirst().orElseThrow(() -> new Refusal(RULE, "The battlefield is \u201cone of the three "
                        + "battlefields listed in the duel’s blog entry\u201d (" + String.join(", ", duel.battlefields)
                        + "): \"" + battlefield + "\" is not."));
    }

    private static void different(Duel duel, String who, String a, String b) {
        if (WizardsState.same(who, a) || WizardsState.same(who, b)) {
            throw new Refusal(RULE, "\u201cThe judge, opponent, and challenger must all be different\u201d: " + who
                    + " already has a role in " + duel.title + ".");
        }
    }

    /** "Likewise, any valid judge may become the judge by stating such intention in a comment on the blog entry." */
    static void judge(Draft d, Duel duel, String judge) {
        open(duel);
        String w = d.wizardOrKing(judge);
        if (duel.judge != null) {
            throw new Refusal(RULE, duel.title + " already has its judge, " + duel.judge + ".");
        }
        if (!duel.validJudges.isEmpty() && duel.validJudges.stream().noneMatch(j -> WizardsState.same(j, w))) {
            throw new Refusal(RULE, w + " is not among the valid judges of " + duel.title + " ("
                    + String.join(", ", duel.validJudges) + ").");
        }
        different(duel, w, duel.challenger, duel.opponent);
        duel.judge = w;
        beginIfReady(d, duel);
    }

    /**
     * "If a duel has no opponent and only one valid opponent, and if its judge is the King, and if the post announcing
     * it is more than 24 hours old, then the challenger may make the duel’s valid opponent its opponent by making a
     * comment to that effect on that post, specifying a battlefield of their own choice".
     */
    static void force(Draft d, Duel duel, String battlefield) {
        open(duel);
        if (duel.opponent != null) {
            throw new Refusal(RULE, duel.title + " already has its opponent, " + duel.opponent + ".");
        }
        if (duel.validOpponents.size() != 1) {
            throw new Refusal(RULE, "Only a duel with \u201conly one valid opponent\u201d may have it made its "
                    + "opponent; " + duel.title + " has " + (duel.validOpponents.isEmpty() ? "all Wizards"
                    : duel.validOpponents.size()) + ".");
        }
        if (duel.judge == null || !d.isKing(duel.judge)) {
            throw new Refusal(RULE, "The opponent may be forced only \u201cif its judge is the King\u201d.");
        }
        if (!d.now.isAfter(duel.postedAt.plus(FORCE_TIME))) {
            throw new Refusal(RULE, "The post must be \u201cmore than 24 hours old\u201d: it will be at "
                    + duel.postedAt.plus(FORCE_TIME) + ".");
        }
        duel.opponent = duel.validOpponents.get(0);
        duel.battlefield = fieldOf(duel, battlefield);
        beginIfReady(d, duel);
    }

    /** "At the time that the judge, opponent, and challenger are all assigned, the duel begins." */
    private static void beginIfReady(Draft d, Duel duel) {
        if (duel.begunAt == null && duel.judge != null && duel.opponent != null && duel.challenger != null) {
            duel.begunAt = d.now;
        }
    }

    /**
     * "Each duelist may submit a plan by sending a private message to the judge […] listing an ordered list of 5
     * elements, each being either a creature or left empty. Any creature listed must be in the duelist’s Stable, and
     * no creature may be listed twice in the same duel."
     */
    static void plan(Draft d, Duel duel, String duelist, List<String> slots, Plans check) {
        open(duel);
        String w = d.wizard(duelist);
        if (!duel.begun()) {
            throw new Refusal(RULE, duel.title + " has not begun: plans are sent once the judge, opponent and "
                    + "challenger are all assigned.");
        }
        if (!duel.duelist(w)) {
            throw new Refusal(RULE, w + " is not a duelist of " + duel.title + ".");
        }
        List<String> five = check.slots(d, w, slots, "duel");
        WizardsState.Plan p = new WizardsState.Plan();
        p.slots = five;
        p.sentAt = d.now;
        duel.plans.keySet().removeIf(k -> WizardsState.same(k, w));
        duel.plans.put(w, p);
    }

    /** Checks a list of five slots for a Wizard (the rules' creatures and Tactics). */
    interface Plans {
        List<String> slots(Draft d, String wizard, List<String> slots, String what);
    }

    /** The earliest-duel lock: "that Judge cannot take actions on any but the earliest of those Duels". */
    static void judgeMayAct(Draft d, Duel duel, String judge) {
        String w = isJudge(d, duel, judge);
        Duel earliest = earliestJudged(d.state, w).orElse(duel);
        if (earliest != duel) {
            throw new Refusal(RULE, "\u201cthat Judge cannot take actions on any but the earliest of those Duels "
                    + "(based on the times at which they had begun […])\u201d: " + w + " judges " + earliest.title
                    + ", begun earlier and not yet decided.");
        }
    }

    /** The earliest begun, undecided Duel that {@code judge} judges ("based on the times at which they had begun"). */
    static Optional<Duel> earliestJudged(WizardsState state, String judge) {
        return state.duels.stream().filter(x -> WizardsState.same(x.judge, judge) && x.begun() && x.open())
                .min(Comparator.comparing((Duel x) -> x.begunAt).thenComparing(x -> x.number));
    }

    /** The judge's name as spelled, refused if {@code judge} is not the duel's judge. */
    static String isJudge(Draft d, Duel duel, String judge) {
        String w = d.wizardOrKing(judge);
        if (!WizardsState.same(w, duel.judge)) {
            throw new Refusal(RULE, w + " is not the judge of " + duel.title + (duel.judge == null ? "" : " ("
                    + duel.judge + " is)") + ".");
        }
        return w;
    }

    /** How long a duelist has to send a plan: 24 hours, or 72 for the opponent of the Druid's one-opponent duel. */
    static Duration planTime(Duel duel, String duelist) {
        return Draft.isDruid(duel.challenger) && duel.validOpponents.size() == 1
                && WizardsState.same(duelist, duel.opponent) ? DRUID_PLAN_TIME : PLAN_TIME;
    }

    /**
     * "If 24 hours have passed since the start of the duel and only one of the duelists has submitted a valid plan,
     * the Judge may declare that duelist to be the Triumphant. If 24 hours have passed and neither duelist submitted a
     * valid plan, the Judge may randomly select one of those duelists as the Triumphant." Returns the Triumphant.
     */
    static String timeout(Draft d, Duel duel, String judge) {
        open(duel);
        if (!duel.begun()) {
            throw new Refusal(RULE, duel.title + " has not begun.");
        }
        judgeMayAct(d, duel, judge);
        boolean c = duel.planOf(duel.challenger).isPresent();
        boolean o = duel.planOf(duel.opponent).isPresent();
        if (c && o) {
            throw new Refusal(RULE, "Both duelists have sent a plan: \u201cOnce both players submitted a valid plan, "
                    + "a battle takes place.\u201d");
        }
        for (String missing : c ? List.of(duel.opponent) : o ? List.of(duel.challenger)
                : List.of(duel.challenger, duel.opponent)) {
            Instant due = duel.begunAt.plus(planTime(duel, missing));
            if (d.now.isBefore(due)) {
                throw new Refusal(RULE, missing + " has until " + due + " to send a plan ("
                        + planTime(duel, missing).toHours() + " hours since the start of the duel).");
            }
        }
        String triumphant;
        if (c || o) {
            triumphant = c ? duel.challenger : duel.opponent;
            duel.decidedBy = "only plan";
        } else {
            int roll = d.dice.roll(2, roller(d, duel.judge), "Duel " + duel.number + ": neither duelist sent a plan, "
                    + "the Triumphant is selected at random (1 " + duel.challenger + ", 2 " + duel.opponent + ")",
                    false);
            triumphant = roll == 1 ? duel.challenger : duel.opponent;
            duel.decidedBy = "random (DICE2 " + roll + ")";
        }
        duel.result = triumphant + " is the Triumphant of " + duel.title + ": " + (c || o ? "only " + triumphant
                + " sent a valid plan within " + planTime(duel, duel.other(triumphant)).toHours() + " hours"
                : "neither duelist sent a valid plan, so the judge selected one at random (" + duel.decidedBy + ")")
                + ".";
        settle(d, duel, triumphant);
        return triumphant;
    }

    /** Who rolls for a judge: the judge, or the King for The Druid. */
    static String roller(Draft d, String who) {
        return Draft.isDruid(who) && d.king != null ? d.king : who;
    }

    /**
     * The Triumphant's rewards and the loser's Elimination: "The Triumphant’s favour increases by three, plus one if
     * creature with gaudy is in their stable." and "A Wizard who loses a Duel against a Wizard who has not been
     * Eliminated becomes Eliminated."
     */
    static void settle(Draft d, Duel duel, String triumphant) {
        duel.triumphant = triumphant;
        duel.decidedAt = d.now;
        boolean gaudy = Stables.stable(d, triumphant).hasGaudy();
        int got = Court.duelFavor(Stables.wizard(d, triumphant));
        d.setFavor(triumphant, d.favor(triumphant) + got);
        String loser = duel.other(triumphant);
        boolean eliminates = !d.eliminated(triumphant);
        boolean already = d.eliminated(loser);
        if (eliminates && !already) {
            d.setElimination(loser, 1);
        }
        String before = duel.result == null ? "" : duel.result.endsWith(".") ? duel.result + " " : duel.result + ". ";
        duel.result = before + (Draft.isDruid(triumphant) ? "The Druid \u201chas zero favour\u201d"
                : triumphant + "'s Favor +" + got + (gaudy ? " (with a Gaudy creature)" : ""))
                + (!eliminates ? "" : already ? "; " + loser + " was Eliminated already" : "; " + loser
                + " is Eliminated") + ".";
        Victory.check(d);
    }

    /**
     * "If seven days have passed since a duel’s blog entry was posted and it has no opponent, any wizard or the king
     * may close it by making a comment on the entry stating that they are doing so."
     */
    static void close(Draft d, Duel duel, String closer) {
        open(duel);
        String w = d.wizardOrKing(closer);
        if (duel.opponent != null) {
            throw new Refusal(RULE, duel.title + " has an opponent (" + duel.opponent + "): only a duel with no "
                    + "opponent may be closed.");
        }
        Instant due = duel.postedAt.plus(CLOSE_TIME);
        if (d.now.isBefore(due)) {
            throw new Refusal(RULE, "A duel may be closed once \u201cseven days have passed since a duel’s blog entry "
                    + "was posted\u201d: at " + due + ".");
        }
        duel.closedAt = d.now;
        duel.closedBy = w;
    }

    /**
     * "The Triumphant of a Duel may, within 24 hours of winning it, transfer one creature from their opponent’s stable
     * to their own (removing a creature from their stable if necessary)."
     */
    static void take(Draft d, Duel duel, String creature, String removing) {
        if (duel.triumphant == null) {
            throw new Refusal(RULE, duel.title + " has no Triumphant yet.");
        }
        if (duel.taken != null) {
            throw new Refusal(RULE, duel.triumphant + " already took " + duel.taken + " (\u201cone creature\u201d).");
        }
        if (d.now.isAfter(duel.decidedAt.plus(TAKE_TIME))) {
            throw new Refusal(RULE, "A creature may be taken \u201cwithin 24 hours of winning\u201d: that ended at "
                    + duel.decidedAt.plus(TAKE_TIME) + ".");
        }
        String loser = duel.other(duel.triumphant);
        String c = Stables.remove(d, loser, creature, false);
        Stables.add(d, duel.triumphant, c, removing);
        duel.taken = c;
    }

    /**
     * "If The Druid wins a duel, The King must as an atomic action remove a creature from The Druid’s stable, remove
     * another creature from any Wizard’s stable, and add that creature to The Druid’s stable".
     */
    static void druidSpoils(Draft d, Duel duel, String fromDruid, String wizard, String creature) {
        if (duel.triumphant == null || !Draft.isDruid(duel.triumphant)) {
            throw new Refusal("The Druid", "The Druid has not won " + duel.title + ".");
        }
        if (duel.aftermath != null) {
            throw new Refusal("The Druid", "The King has already done it: " + duel.aftermath);
        }
        String w = d.wizard(wizard);
        if (Draft.isDruid(w)) {
            throw new Refusal("The Druid", "The other creature comes from \u201cany Wizard’s stable\u201d, not the "
                    + "Druid's own.");
        }
        druidMayAct(d, w);
        String gone = Stables.remove(d, Draft.DRUID, fromDruid, true);
        String c = Stables.remove(d, w, creature, false);
        Stables.add(d, Draft.DRUID, c, null);
        duel.aftermath = "The King removed " + gone + " from The Druid's Stable and moved " + c + " from " + w
                + "'s to it.";
    }
}
