package org.dynast.model.wizards.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Ruleset 168: Favor as rules grant it, and Influence. */
class CourtTest {

    /** "If a Wizard allied to the Royal Mistress or Queen would receive courtly favor, they receive that much favor plus 1 favor instead." */
    @Test
    void theQueenOrTheRoyalMistressAddsOne() {
        Wizard plain = Wizard.of("Kevan", Stable.empty(), 0);
        assertThat(Court.received(plain, 3)).isEqualTo(3);
        assertThat(Court.received(plain.withAllies(List.of(Ally.of(Identity.ROYAL_MISTRESS, 1))), 3)).isEqualTo(4);
        assertThat(Court.received(plain.withAllies(List.of(Ally.of(Identity.QUEEN, 1),
                Ally.of(Identity.ROYAL_MISTRESS, 2))), 3)).isEqualTo(4);
        assertThat(Court.received(Wizard.druid(Stable.empty(), 0), 3)).isZero();
    }

    /** "The Triumphant's favour increases by three, plus one if creature with gaudy is in their stable." */
    @Test
    void theDuelsFavor() {
        assertThat(Court.duelFavor(Wizard.of("Kevan", Stable.parse("Gaudy Cat").orThrow(), 0))).isEqualTo(4);
        assertThat(Court.duelFavor(Wizard.of("Kevan", Stable.parse("Cat").orThrow(), 0))).isEqualTo(3);
    }

    /** "A wizard's influence is equal to the number of his court allies, plus two if the military situation is greater than three and they allied to his majesty, plus two if the military situation is less than negative three and they are allied to the Ambassador." */
    @Test
    void influence() {
        Wizard w = Wizard.of("Kevan", Stable.empty(), 0).withAllies(List.of(Ally.of(Identity.HIS_MAJESTY, 1),
                Ally.of(Identity.AMBASSADOR, 1)));
        assertThat(Court.influence(w, 3)).isEqualTo(2);
        assertThat(Court.influence(w, 4)).isEqualTo(4);
        assertThat(Court.influence(w, -4)).isEqualTo(4);
    }
}
