package org.dynast.model.wizards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import org.dynast.model.TestStores;
import org.dynast.model.wizards.rules.Identity;
import org.dynast.model.wizards.rules.StrengthMatrix;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The read-only previews the Wizards tab shows before an action (nothing changes, nothing is logged), and the battles
 * and closes given whole (slot by slot, casualty by casualty) as the actions run them.
 */
class PreviewsTest {

    private final WizardsFixture f = new WizardsFixture();
    private final long id = f.id;
    private static final String A = TestStores.ADMIN;

    @AfterEach
    void close() {
        f.close();
    }

    private int logged() {
        return f.store.log().history(id).size();
    }

    /**
     * "A creature's Strength on a battlefield is calculated by adding together the following:" per creature and
     * current Battlefield; "The Druid’s creatures gain +1 Strength in Forest Battlefields."; "A Merging Creature adds
     * its Strength value to the Strength of the creature slot listed above itself in a Battle, and for the purpose of
     * calculating its win or the opposing win against an opposing creature during a Battle, it has 0 Strength."
     */
    @Test
    void theStrengthMatrixGivesEachCreatureOnEachCurrentBattlefieldWithItsReasons() {
        f.cell("Josh", "Stable", "Winged Bat; Merging Giant Emu");
        f.cell("The Druid", "Stable", "Winged Bat");
        StrengthMatrix josh = f.engine().stables().strengths(id, "Josh");
        assertThat(josh.battlefields()).hasSize(13);
        int gates = indexOf(josh, "City Gates");
        int forest = indexOf(josh, "Royal Forest");
        // City Gates: nearby, walled, level — winged +2 (not underground or forest), +2 (walled)
        assertThat(josh.cell(0, gates).total()).isEqualTo(4);
        assertThat(josh.cell(0, gates).strength().terms()).extracting(t -> t.reason()).allMatch(r -> r.contains(
                "winged"));
        assertThat(josh.cell(0, forest).total()).isZero();
        assertThat(josh.cell(0, gates).notes()).isEmpty();
        assertThat(josh.cell(1, gates).notes()).containsExactly(StrengthMatrix.MERGING_NOTE);
        StrengthMatrix druid = f.engine().stables().strengths(id, "The Druid");
        assertThat(druid.cell(0, forest).total()).isEqualTo(1);
        assertThat(druid.cell(0, forest).strength().terms()).extracting(t -> t.reason())
                .containsExactly("The Druid's creatures gain +1 Strength in Forest Battlefields");
        assertThat(druid.cell(0, gates).total()).isEqualTo(4);
    }

    private static int indexOf(StrengthMatrix m, String field) {
        for (int i = 0; i < m.battlefields().size(); i++) {
            if (m.battlefields().get(i).name().equals(field)) {
                return i;
            }
        }
        throw new AssertionError(field);
    }

    /**
     * "In the case that the forces have an equal number of wins, an additional win will be awarded to one force by way
     * of a random DICE2 roll in the GNDT." The run gives the battle slot by slot with the DICE2 as rolled; its text is
     * the judge's comment the duel keeps.
     */
    @Test
    void aRunBattleIsGivenSlotBySlotWithItsTieBreak() {
        f.cell("Josh", "Stable", "Giant Horse");
        f.cell("Kevan", "Stable", "Giant Ox");
        var duels = f.engine().duels();
        int n = duels.announce(id, A, "Josh", "x", List.of("City Gates", "Mushroom Mines", "Ice Floes"), List.of(),
                List.of());
        duels.accept(id, A, n, "Kevan", "City Gates");
        duels.judge(id, A, n, "Clucky");
        duels.plan(id, A, n, "Josh", List.of("Giant Horse", "", "", "", ""));
        duels.plan(id, A, n, "Kevan", List.of("Giant Ox", "", "", "", ""));
        var result = duels.run(id, A, n, "Clucky");
        assertThat(result.slots().get(0).first().total()).isEqualTo(3);
        assertThat(result.slots().get(0).second().total()).isEqualTo(3);
        assertThat(result.tieBreak()).isPresent();
        assertThat(f.store.dice().emperorView(id)).hasSize(1)
                .allMatch(r -> r.expression().equals("DICE2") && r.total() == result.tieBreak().get().roll());
        assertThat(f.engine().wizards().state(id).duel(n).orElseThrow().result).startsWith(result.text());
    }

    /**
     * "one battle is created for each participating Wizard […] and the Western Force" and "If a single creature in the
     * Western Force has a higher Strength than every other creature in that force, then for each battle […] the
     * creature in the corresponding slot […] is destroyed": the close gives every battle and casualty, and its text is
     * the campaign's closing comment.
     */
    @Test
    void aClosedCampaignIsGivenBattleByBattleAndCasualtyByCasualty() {
        f.cell("Josh", "Stable", "Giant Horse; Swift Ox");
        var campaigns = f.engine().campaigns();
        campaigns.go(id, A, List.of("Goblin Pass", "Eastern Marsh", "Bleak Tor"));
        campaigns.participate(id, A, "Josh", "Goblin Pass", List.of("Giant Horse", "", "", "", ""));
        f.clock.advance(Duration.ofHours(72));
        var closed = campaigns.closeShowing(id, A, "Kevan");
        assertThat(closed.battles()).hasSize(1);
        assertThat(closed.battles().get(0).first().commander()).isEqualTo("Josh");
        assertThat(closed.battles().get(0).battlefield().name()).isEqualTo("Goblin Pass");
        if (closed.deadlySlot().filter(k -> k == 1).isPresent()) {
            assertThat(closed.casualties()).singleElement().matches(c -> c.destroyed()
                    && c.creature().wording().equals("Giant Horse"));
            assertThat(f.cellOf("Josh", "Stable")).isEqualTo("Swift Ox");
        } else {
            assertThat(closed.casualties()).isEmpty();
            assertThat(f.cellOf("Josh", "Stable")).isEqualTo("Giant Horse; Swift Ox");
        }
        assertThat(f.engine().wizards().state(id).campaigns.get(0).report).isEqualTo(closed.text());
    }

    /**
     * "A Wizard who Visits the Soup Kitchen receives 7 Food per each time that the King has performed the weekly action
     * of increasing every Wizard’s Food described above but didn’t alter that Wizard’s […] Food during that action. A
     * Wizard can Visit the Soup Kitchen once per dynasty." The preview says what the visit would give.
     */
    @Test
    void theSoupKitchenPreviewIsWhatTheVisitGives() {
        // Upkeep 10 against the feeding's 10: Josh's Food stays 0, not altered
        f.cell("Josh", "Stable", "Giant Winged Fire breathing Obedient Horse");
        f.engine().stables().feed(id, A, "Brendan");
        int before = logged();
        assertThat(f.engine().stables().soupKitchenPreview(id, "Josh")).isEqualTo(7);
        assertThat(f.engine().stables().soupKitchenPreview(id, "Kevan")).isZero();
        assertThat(logged()).isEqualTo(before);
        String food = f.cellOf("Josh", "Food");
        f.engine().stables().soupKitchen(id, A, "Josh");
        assertThat(Integer.parseInt(f.cellOf("Josh", "Food"))).isEqualTo(Integer.parseInt(food) + 7);
        assertThatThrownBy(() -> f.engine().stables().soupKitchenPreview(id, "Josh"))
                .hasMessageContaining("once per dynasty");
    }

    /**
     * "As a Weekly Action, a Wizard may set their Underling Type to any creature quality by spending Food equal to three
     * times the absolute value of that quality’s listed Upkeep." The preview gives the Food after; nothing changes.
     */
    @Test
    void theUnderlingPreviewGivesTheCostAndChangesNothing() {
        f.cell("Josh", "Food", "10");
        var after = f.engine().stables().underlingPreview(id, "Josh", "Giant");
        assertThat(after.food()).isEqualTo(10 - 3 * 3);
        assertThat(after.underling().orElseThrow().wording()).isEqualTo("Giant");
        assertThat(f.cellOf("Josh", "Food")).isEqualTo("10");
        assertThatThrownBy(() -> f.engine().stables().underlingPreview(id, "Kevan", "Giant"))
                .hasMessageContaining("three times the absolute value");
        assertThat(f.engine().wizards().weeklyRefusal(id, WizardsService.Weekly.UNDERLING, "Josh")).isEmpty();
        f.engine().stables().underlingType(id, A, "Josh", "Giant");
        assertThat(f.engine().wizards().weeklyRefusal(id, WizardsService.Weekly.UNDERLING, "Josh")).isPresent();
    }

    /**
     * "spending an amount of favor which is both greater than zero and greater than the trust of any court allies with
     * that identity, then transferring […] to their court allies an ally with the chosen identity" and "the trust of
     * all courtly allies may be raised by the campaign number of the most recent campaign": previews, nothing changed.
     */
    @Test
    void theCourtPreviewsSayWhatAssociatingAndRaisingTrustWouldDo() {
        f.cell("Josh", "Allies", "Queen(3)");
        f.cell("Kevan", "Favor", "6");
        var a = f.engine().wizards().associatePreview(id, "Kevan", "queen", 4);
        assertThat(a).isEqualTo(new WizardsService.Association("Kevan", Identity.QUEEN, 4, 6, 2, "Josh", 3));
        assertThatThrownBy(() -> f.engine().wizards().associatePreview(id, "Kevan", "Queen", 3))
                .hasMessageContaining("greater than the trust");
        assertThat(f.cellOf("Kevan", "Favor")).isEqualTo("6");
        assertThatThrownBy(() -> f.engine().wizards().raiseTrustPreview(id)).hasMessageContaining("no campaign yet");
        f.engine().campaigns().go(id, A, List.of("Goblin Pass", "Eastern Marsh", "Bleak Tor"));
        String allies = f.cellOf("Josh", "Allies");
        assertThat(f.engine().wizards().raiseTrustPreview(id))
                .containsExactly(new WizardsService.TrustRaise("Josh", Identity.QUEEN, 3, 4));
        assertThat(f.cellOf("Josh", "Allies")).isEqualTo(allies);
    }
}
