package org.dynast.model.wizards.rules;

/** Courtly Favor as the other rules grant it (rule "Court Politics"). */
public final class Court {

    public static final String RULE = "Court Politics";
    /** "The Triumphant's favour increases by three, plus one if creature with gaudy is in their stable." */
    public static final int DUEL_FAVOR = 3;

    private Court() {
    }

    /**
     * The Favor a Wizard receives when a rule gives them {@code amount}: "If a Wizard allied to the Royal Mistress
     * or Queen would receive courtly favor, they receive that much favor plus 1 favor instead." The Druid "has
     * zero favour" and receives none.
     */
    public static int received(Wizard wizard, int amount) {
        if (wizard.druid() || amount <= 0) {
            return 0;
        }
        boolean bonus = wizard.alliedWith(Identity.QUEEN) || wizard.alliedWith(Identity.ROYAL_MISTRESS);
        return amount + (bonus ? 1 : 0);
    }

    /** The Favor a duel's Triumphant receives: three, plus one for a Gaudy creature, plus the Queen's one. */
    public static int duelFavor(Wizard triumphant) {
        return received(triumphant, DUEL_FAVOR + (triumphant.stable().hasGaudy() ? 1 : 0));
    }

    /**
     * "A wizard's influence is equal to the number of his court allies, plus two if the military situation is
     * greater than three and they allied to his majesty, plus two if the military situation is less than
     * negative three and they are allied to the Ambassador."
     */
    public static int influence(Wizard wizard, int military) {
        return wizard.allies().size()
                + (military > 3 && wizard.alliedWith(Identity.HIS_MAJESTY) ? 2 : 0)
                + (military < -3 && wizard.alliedWith(Identity.AMBASSADOR) ? 2 : 0);
    }
}
