package org.dynast.model.wizards;

import java.util.Collections;
import java.util.List;
import org.dynast.model.Refusal;
import org.dynast.model.wizards.WizardsState.Duel;
import org.dynast.model.wizards.rules.Battle;
import org.dynast.model.wizards.rules.Battlefield;
import org.dynast.model.wizards.rules.Dice;
import org.dynast.model.wizards.rules.Force;
import org.dynast.model.wizards.rules.Plan;
import org.dynast.model.wizards.rules.Realm;
import org.dynast.model.wizards.rules.StrengthTable;

/**
 * "Once both players submitted a valid plan, a battle takes place. The first force is the challenger, and the second
 * force is the opponent. Their creature slots are the lists submitted to the judge. The judge may then post a comment
 * on the duel’s blog entry detailing the creature slots, Strengths, wins, and which duelist was the Triumphant. The
 * Triumphant of the duel’s battle is the Triumphant of the duel."
 */
final class DuelBattles {

    private DuelBattles() {
    }

    /** The battle as it would be fought now (its DICE2, if a tie needs one, not rolled: shown as a tie). */
    static Battle.Result fight(Draft d, Duel duel, Dice dice) {
        if (!duel.begun()) {
            throw new Refusal(Duels.RULE, duel.title + " has not begun.");
        }
        var c = duel.planOf(duel.challenger);
        var o = duel.planOf(duel.opponent);
        if (c.isEmpty() || o.isEmpty()) {
            throw new Refusal(Duels.RULE, "A battle takes place \u201conce both players submitted a valid plan\u201d: "
                    + (c.isEmpty() ? duel.challenger : duel.opponent) + " has not.");
        }
        Realm realm = Stables.realm(d);
        Battlefield field = battlefield(d, duel.battlefield);
        Force first = Force.of(realm.wizard(duel.challenger).orElseThrow(), Slots.plan(c.get().slots));
        Force second = Force.of(realm.wizard(duel.opponent).orElseThrow(), Slots.plan(o.get().slots));
        return Battle.fight(StrengthTable.standard(), field, first, second, dice);
    }

    /**
     * While only one duelist's plan is in: that side's slots and Strengths as they stand against an empty second plan
     * (what depends on the opponent's slots is settled once both are in). Refused if the duel has not begun or if no
     * plan or both are in.
     */
    static Battle.Result fightOneSide(Draft d, Duel duel) {
        if (!duel.begun()) {
            throw new Refusal(Duels.RULE, duel.title + " has not begun.");
        }
        var c = duel.planOf(duel.challenger);
        var o = duel.planOf(duel.opponent);
        if (c.isPresent() == o.isPresent()) {
            throw new Refusal(Duels.RULE, c.isPresent() ? "Both duelists have sent a plan." : "Neither duelist has "
                    + "sent a plan to the judge yet.");
        }
        Realm realm = Stables.realm(d);
        List<String> empty = Collections.nCopies(Plan.SIZE, "");
        Force first = Force.of(realm.wizard(duel.challenger).orElseThrow(), Slots.plan(c.map(p -> p.slots)
                .orElse(empty)));
        Force second = Force.of(realm.wizard(duel.opponent).orElseThrow(), Slots.plan(o.map(p -> p.slots)
                .orElse(empty)));
        return Battle.fight(StrengthTable.standard(), battlefield(d, duel.battlefield), first, second,
                (sides, purpose) -> 1);
    }

    static Battlefield battlefield(Draft d, String name) {
        return Battlefields.of(d.state, name);
    }

    /**
     * The battle takes place, its result is recorded in the judge's name (the judge "may then post a comment") and the
     * duel is settled. "Once both players submitted a valid plan, a battle takes place": the battle is no action of
     * the judge's, so the earliest-duel lock ("that Judge cannot take actions on any but the earliest of those Duels")
     * does not hold it back.
     */
    static Battle.Result run(Draft d, Duel duel, String judge) {
        if (!duel.open()) {
            throw new Refusal(Duels.RULE, duel.title + " is " + duel.stage() + ".");
        }
        Duels.isJudge(d, duel, judge);
        Battle.Result result = fight(d, duel, (sides, purpose) -> d.dice.roll(sides, Duels.roller(d, duel.judge),
                "Duel " + duel.number + ": " + purpose, false));
        duel.result = result.text();
        duel.decidedBy = "battle";
        Duels.settle(d, duel, result.triumphant());
        return result;
    }
}
