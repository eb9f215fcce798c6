package org.dynast.model.wizards;

import java.util.List;
import org.dynast.model.Refusal;

/** Special Case rule "The Traitor", tracked privately by the King (the tracker's private global value). */
final class Traitor {

    static final String RULE = "The Traitor";

    private Traitor() {
    }

    /**
     * "If there is no Traitor for the current dynasty, the King may secretly randomly select a Wizard and privately
     * inform them that they are the Traitor for the current dynasty." The roll is the King's, secret (hidden from
     * the players' view of the Dice Roller). "The Traitor for a particular dynasty may be a Wizard (including an idle
     * one)": the candidates are every player's Wizard of the dynasty, idle ones included, not the Druid.
     */
    static String select(Draft d, List<String> candidates) {
        if (d.king == null) {
            throw new Refusal(RULE, "There is no King to select the Traitor.");
        }
        if (!d.traitor().isEmpty()) {
            throw new Refusal(RULE, "The dynasty already has its Traitor: \u201cIf there is no Traitor for the "
                    + "current dynasty, the King may …\u201d");
        }
        if (candidates.isEmpty()) {
            throw new Refusal(RULE, "There is no Wizard to select.");
        }
        int pick = d.dice.roll(candidates.size(), d.king, "the Traitor", true);
        String traitor = candidates.get(Math.min(pick, candidates.size()) - 1);
        d.setTraitor(traitor);
        return traitor;
    }
}
