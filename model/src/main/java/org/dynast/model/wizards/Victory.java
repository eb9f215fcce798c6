package org.dynast.model.wizards;

import java.util.List;

/** Rule "Elimination": "If there is only one Wizard with an Elimination of 0, that Wizard achieves victory." */
final class Victory {

    private Victory() {
    }

    /**
     * Records the victor when exactly one Wizard has an Elimination of 0. The Druid "cannot achieve victory", so only
     * the players' Wizards count; a victory once achieved stands (the dynasty ends by its DoV).
     */
    static void check(Draft d) {
        if (d.state.victor != null) {
            return;
        }
        List<String> standing = d.players().stream().filter(w -> d.elimination(w) == 0).toList();
        if (standing.size() == 1) {
            d.state.victor = standing.get(0);
        }
    }
}
