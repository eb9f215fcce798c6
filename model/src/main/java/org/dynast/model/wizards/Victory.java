package org.dynast.model.wizards;

import java.util.List;
import java.util.Optional;

/** Rule "Elimination": "If there is only one Wizard with an Elimination of 0, that Wizard achieves victory." */
final class Victory {

    private Victory() {
    }

    /**
     * The Wizard who achieves victory by the table as it stands, if any: the only Wizard with an Elimination of 0. The
     * Druid "counts as a Wizard for the purposes of dynastic rules", so it is one of the Wizards counted (a Wizard and
     * the Druid at 0 are two, and neither is "the only" one), and it "cannot achieve victory" (the Druid alone at 0
     * achieves nothing). See docs/rulings.md, Ruleset 168 (Wizards) — module.
     */
    static Optional<String> standing(Draft d) {
        List<String> standing = d.wizards().stream().filter(w -> d.elimination(w) == 0).toList();
        if (standing.size() == 1 && !Draft.isDruid(standing.get(0))) {
            return Optional.of(standing.get(0));
        }
        return Optional.empty();
    }

    /**
     * Records the victor when the Elimination values make one; checked by every Wizards action, after its changes,
     * and by every plain edit of the tracker ({@code Acts.recordVictory}), and read from the table whenever the victor
     * is asked for. A victory once recorded by a Wizards action, or followed by one, stands (the dynasty ends by its
     * DoV).
     */
    static void check(Draft d) {
        d.state.victorFromTable = null; // a Wizards action: a victory read from a plain edit of the table stands now
        if (d.state.victor == null) {
            standing(d).ifPresent(v -> d.state.victor = v);
        }
    }
}
