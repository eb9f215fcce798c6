package org.dynast.model.wizards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.roster.IdleReason;
import org.dynast.model.roster.Player;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Ruleset 168, "Dormancy": "If there are fewer than five Wizards, then BlogNomic is Dormant. While BlogNomic is
 * Dormant, actions defined by dynastic rules may not be taken, and proposals may not be submitted." Idle Wizards "are
 * not counted as Wizards"; the King is counted (Dormancy is a Special Case rule, and "Dynastic Distance" speaks of
 * "dynastic rules" only).
 */
class WizardsDormancyTest {

    private final WizardsFixture f = new WizardsFixture();
    private final long id = f.id;
    private static final String A = TestStores.ADMIN;

    @AfterEach
    void close() {
        f.close();
    }

    private long player(String name) {
        return f.store.roster().roster(id).players().stream().filter(p -> p.name().equals(name)).map(Player::id)
                .findFirst().orElseThrow();
    }

    @Test
    void whileDormantActionsDefinedByDynasticRulesMayNotBeTakenNorProposalsSubmitted() {
        f.cell("Kevan", "Stable", "Winged Fire breathing Horse");
        f.cell("Josh", "Food", "9");
        // the King and five Wizards; one Idle leaves five players: not Dormant
        f.store.roster().idle(id, A, player("Darth"), IdleReason.INACTIVE);
        assertThat(f.store.matters().dormancyReasons(id)).isEmpty();
        // a second Idle leaves four: Dormant
        f.store.roster().idle(id, A, player("Amnistar"), IdleReason.INACTIVE);
        assertThat(f.store.matters().dormancyReasons(id)).containsExactly("there are fewer than 5 Wizards (4)");
        assertThatThrownBy(() -> f.engine().stables().breed(id, A, "Josh", "Kevan", "Winged Fire breathing Horse",
                "Fire breathing Horse", "")).isInstanceOf(Refusal.class)
                .hasMessage("BlogNomic is Dormant (there are fewer than 5 Wizards (4)): actions defined by dynastic "
                        + "rules may not be taken.");
        assertThatThrownBy(() -> f.store.matters().post(id, A, MatterKind.PROPOSAL, "Idea", player("Josh"), null, ""))
                .isInstanceOf(Refusal.class)
                .hasMessage("BlogNomic is Dormant (there are fewer than 5 Wizards (4)): proposals may not be "
                        + "submitted.");
        // a CfJ may still be posted, and the King may correct the GNDT (not an action defined by a dynastic rule)
        f.store.matters().post(id, A, MatterKind.CFJ, "Judge me", player("Josh"), null, "");
        f.cell("Josh", "Food", "8");

        f.store.roster().unidle(id, A, player("Darth"));
        assertThat(f.store.matters().dormancyReasons(id)).isEmpty();
        f.engine().stables().breed(id, A, "Josh", "Kevan", "Winged Fire breathing Horse", "Fire breathing Horse", "");
        assertThat(f.cellOf("Josh", "Stable")).isEqualTo("Fire breathing Horse");
    }
}
