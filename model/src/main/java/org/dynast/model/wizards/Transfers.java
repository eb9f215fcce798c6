package org.dynast.model.wizards;

import org.dynast.model.Refusal;

/** Rule "Elimination": "Eliminated Wizards can freely transfer their Favor and Food to other Wizards." */
final class Transfers {

    static final String RULE = "Elimination";

    private Transfers() {
    }

    /**
     * Moves {@code favor} Favor and {@code food} Food from the Eliminated Wizard {@code from} to another Wizard, after
     * checking everything: the giver "has been Eliminated" (Elimination 1), gives what they have and no more (an amount
     * below 0 is "an illegal value"), and The Druid, who "has zero favour", receives no Favor. Returns the summary.
     */
    static String transfer(Draft d, String from, String to, int favor, int food) {
        String giver = d.wizard(from);
        String taker = d.wizard(to);
        if (WizardsState.same(giver, taker)) {
            throw new Refusal(RULE, giver + " cannot transfer to themselves: \"Eliminated Wizards can freely transfer "
                    + "their Favor and Food to other Wizards.\"");
        }
        if (d.elimination(giver) != 1) {
            throw new Refusal(RULE, giver + " has an Elimination of " + d.elimination(giver) + ": only \"Eliminated "
                    + "Wizards can freely transfer their Favor and Food\" (\"A Wizard with an Elimination of 1 is said "
                    + "to have been Eliminated\").");
        }
        if (favor < 0 || food < 0) {
            throw new Refusal(RULE, "A transfer gives Favor and Food; it cannot take them (" + favor + " Favor, "
                    + food + " Food).");
        }
        if (favor == 0 && food == 0) {
            throw new Refusal(RULE, "A transfer needs some Favor or Food to give.");
        }
        if (favor > d.favor(giver)) {
            throw new Refusal(RULE, giver + " has " + d.favor(giver) + " Favor and cannot transfer " + favor
                    + ": the action \"would change one or more of those values to an illegal value\".");
        }
        if (food > d.food(giver)) {
            throw new Refusal(RULE, giver + " has " + d.food(giver) + " Food and cannot transfer " + food
                    + ": the action \"would change one or more of those values to an illegal value\".");
        }
        if (favor > 0 && Draft.isDruid(taker)) {
            throw new Refusal(RULE, "The Druid \"has zero favour\": it cannot be given Favor.");
        }
        if ((long) d.favor(taker) + favor > Integer.MAX_VALUE || (long) d.food(taker) + food > Integer.MAX_VALUE) {
            throw new Refusal(RULE, taker + " cannot hold that much (at most " + Integer.MAX_VALUE + ").");
        }
        d.setFavor(giver, d.favor(giver) - favor);
        d.setFood(giver, d.food(giver) - food);
        d.setFavor(taker, d.favor(taker) + favor);
        d.setFood(taker, d.food(taker) + food);
        StringBuilder gave = new StringBuilder();
        if (favor > 0) {
            gave.append(favor).append(" Favor");
        }
        if (food > 0) {
            gave.append(gave.length() > 0 ? " and " : "").append(food).append(" Food");
        }
        return giver + " (Eliminated) transferred " + gave + " to " + taker;
    }
}
