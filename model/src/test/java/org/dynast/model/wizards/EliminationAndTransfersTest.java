package org.dynast.model.wizards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.log.Change;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Ruleset 168's "Elimination" rule beyond the duels ("Eliminated Wizards can freely transfer their Favor and Food to
 * other Wizards", "If there is only one Wizard with an Elimination of 0, that Wizard achieves victory"), the Appendix's
 * illegal values in a feeding, who may close a campaign, and the battle that "takes place" once both plans are in.
 */
class EliminationAndTransfersTest {

    private final WizardsFixture f = new WizardsFixture();
    private final WizardsService wizards = f.engine().wizards();
    private final long id = f.id;
    private static final String A = TestStores.ADMIN;

    @AfterEach
    void close() {
        f.close();
    }

    /** "Eliminated Wizards can freely transfer their Favor and Food to other Wizards." (Elimination 1 is the default.) */
    @Test
    void eliminatedWizardsCanFreelyTransferTheirFavorAndFood() {
        f.cell("Josh", "Favor", "5");
        f.cell("Josh", "Food", "8");
        wizards.transfer(id, A, "Josh", "kevan", 2, 3);
        assertThat(f.cellOf("Josh", "Favor")).isEqualTo("3");
        assertThat(f.cellOf("Josh", "Food")).isEqualTo("5");
        assertThat(f.cellOf("Kevan", "Favor")).isEqualTo("2");
        assertThat(f.cellOf("Kevan", "Food")).isEqualTo("3");
        assertThat(f.store.log().history(id).get(f.store.log().history(id).size() - 1).summary())
                .isEqualTo("Josh (Eliminated) transferred 2 Favor and 3 Food to Kevan");
        // "freely": again, and Food alone
        wizards.transfer(id, A, "Josh", "Clucky", 0, 5);
        assertThat(f.cellOf("Josh", "Food")).isEqualTo("0");
        f.undo();
        assertThat(f.cellOf("Josh", "Food")).isEqualTo("5");
        assertThat(wizards.transferPreview(id, "Josh", "Clucky", 1, 0)).isEqualTo("Josh (Eliminated) transferred 1 "
                + "Favor to Clucky");
    }

    @Test
    void aTransferIsRefusedUnlessTheGiverIsEliminatedAndHasWhatTheyGive() {
        f.cell("Josh", "Favor", "5");
        f.cell("Josh", "Food", "8");
        int logged = f.store.log().history(id).size();
        // the Appendix: not "to an illegal value" (an amount below 0)
        assertThatThrownBy(() -> wizards.transfer(id, A, "Josh", "Kevan", 6, 0)).isInstanceOf(Refusal.class)
                .hasMessageContaining("Josh has 5 Favor and cannot transfer 6");
        assertThatThrownBy(() -> wizards.transfer(id, A, "Josh", "Kevan", 0, 9))
                .hasMessageContaining("Josh has 8 Food and cannot transfer 9");
        assertThatThrownBy(() -> wizards.transfer(id, A, "Josh", "Kevan", -1, 2)).hasMessageContaining("cannot take");
        assertThatThrownBy(() -> wizards.transfer(id, A, "Josh", "Kevan", 0, 0)).hasMessageContaining("needs some");
        assertThatThrownBy(() -> wizards.transfer(id, A, "Josh", "Josh", 1, 0)).hasMessageContaining("themselves");
        // "The Druid ... has zero favour"; the King "is not a Wizard"
        assertThatThrownBy(() -> wizards.transfer(id, A, "Josh", "The Druid", 1, 0)).hasMessageContaining("zero "
                + "favour");
        assertThatThrownBy(() -> wizards.transfer(id, A, "Josh", WizardsFixture.KING, 0, 1))
                .hasMessageContaining("The King is not a Wizard");
        // only the Eliminated: "A Wizard with an Elimination of 1 is said to have been Eliminated"
        f.cell("Josh", "Elimination", "0");
        assertThatThrownBy(() -> wizards.transfer(id, A, "Josh", "Kevan", 1, 0))
                .hasMessageContaining("Josh has an Elimination of 0");
        assertThat(f.store.log().history(id)).hasSize(logged + 1);
        // Food to the Druid, which counts as a Wizard, is a transfer to another Wizard
        f.cell("Kevan", "Food", "2");
        wizards.transfer(id, A, "Kevan", "The Druid", 0, 2);
        assertThat(f.cellOf("The Druid", "Food")).isEqualTo("2");
    }

    /**
     * "As a weekly communal action, any Wizard may increase every Wizard’s Food by 10 [...] their increase from this is
     * decreased by the total Upkeep of every Creature in their Stable": a feeding that would leave a Wizard's Food below
     * 0 is refused (the Appendix: a Wizard "may not take that action if ... the action would change one or more of
     * those values to an illegal value"), instead of clamping it (the former ruling R168-9).
     */
    @Test
    void aFeedingThatWouldMakeFoodNegativeIsRefused() {
        f.cell("Kevan", "Stable", "Mutant Giant Winged Horse; Mutant Giant Winged Emu");
        f.cell("Kevan", "Food", "3");
        var preview = f.engine().stables().feedingPreview(id, "Josh");
        assertThat(preview.stream().filter(l -> l.wizard().equals("Kevan")).findFirst().orElseThrow().after())
                .isNegative();
        int logged = f.store.log().history(id).size();
        assertThatThrownBy(() -> f.engine().stables().feed(id, A, "Josh")).isInstanceOf(Refusal.class)
                .hasMessageContaining("would leave Kevan's Food at -5")
                .hasMessageContaining("would change one or more of those values to an illegal value");
        assertThat(f.store.log().history(id)).hasSize(logged);
        f.cell("Kevan", "Food", "8");
        f.engine().stables().feed(id, A, "Josh");
        assertThat(f.cellOf("Kevan", "Food")).isEqualTo("0");
    }

    /**
     * Rule "Elimination": "If there is only one Wizard with an Elimination of 0, that Wizard achieves victory" — and the
     * engine's ruling 6, "checked whenever the Elimination values change" (issue 33: "no victory is recorded until some
     * unrelated duel settles (the engine's own ruling says 'once the emperor enters 0s')"). When the emperor enters the
     * lone 0 by a plain edit of the tracker's cell (a Proposal's 0s), that edit's own action records the victory, and
     * undoing the edit takes it back.
     */
    @Test
    void victoryByEliminationIsRecordedByThePlainCellEditThatEntersTheLoneZero() {
        for (String w : WizardsFixture.WIZARDS) {
            assertThat(f.cellOf(w, "Elimination")).isEqualTo("1");
        }
        assertThat(wizards.victor(id)).isEmpty();
        int logged = f.store.log().history(id).size();
        f.cell("Darth", "Elimination", "0");
        assertThat(wizards.state(id).victor).as("recorded at once, not at the next duel").isEqualTo("Darth");
        assertThat(wizards.victor(id)).contains("Darth");
        assertThat(wizards.wikiPage(id)).contains("Darth has achieved victory by Elimination.");
        var history = f.store.log().history(id);
        assertThat(history).as("in the edit's one action").hasSize(logged + 1);
        var edit = history.get(history.size() - 1);
        assertThat(edit.kind()).isEqualTo("tracker.edit");
        assertThat(edit.summary()).isEqualTo("Darth's Elimination: 1 \u2192 0");
        assertThat(edit.changes()).extracting(Change::entity).contains("tracker", "wizards");
        // undone with the edit
        f.undo();
        assertThat(f.cellOf("Darth", "Elimination")).isEqualTo("1");
        assertThat(wizards.state(id).victor).isNull();
        assertThat(wizards.victor(id)).isEmpty();
        // a Proposal's two 0s, entered one cell at a time: the first edit's lone 0 is read again by the second
        f.cell("Darth", "Elimination", "0");
        assertThat(wizards.state(id).victor).isEqualTo("Darth");
        f.cell("Josh", "Elimination", "0");
        assertThat(wizards.state(id).victor).as("two Wizards at 0: no lone 0").isNull();
        assertThat(wizards.victor(id)).isEmpty();
        // the lone 0 again, by another edit: recorded; once a Wizards action follows, it stands
        f.cell("Josh", "Elimination", "1");
        assertThat(wizards.state(id).victor).isEqualTo("Darth");
        f.cell("Kevan", "Favor", "1");
        wizards.transfer(id, A, "Kevan", "Josh", 1, 0);
        f.cell("Josh", "Elimination", "0");
        assertThat(wizards.state(id).victor).as("a victory once recorded stands").isEqualTo("Darth");
        assertThat(wizards.victor(id)).contains("Darth");
    }

    /** The Druid alone at 0 is recorded as nobody's victory ("cannot achieve victory") by an edit as well. */
    @Test
    void aPlainEditLeavingTheDruidAloneAtZeroRecordsNoVictory() {
        f.cell("The Druid", "Elimination", "0");
        assertThat(wizards.state(id).victor).isNull();
    }

    /**
     * A ruling: the Druid "counts as a Wizard for the purposes of dynastic rules" and "cannot achieve victory". A Wizard
     * and the Druid both at Elimination 0 are two Wizards with an Elimination of 0, so neither is "the only" one; the
     * Druid alone at 0 achieves nothing.
     */
    @Test
    void aWizardAndTheDruidBothAtZeroAreNotTheOnlyOne() {
        f.cell("Darth", "Elimination", "0");
        f.cell("The Druid", "Elimination", "0");
        assertThat(wizards.victor(id)).isEmpty();
        f.cell("Darth", "Elimination", "1");
        assertThat(wizards.victor(id)).as("the Druid cannot achieve victory").isEmpty();
    }

    /**
     * "If an open campaign has been posted for 72 hours, any Wizard may close it": "For the purposes of dynastic rules
     * which do not deal with voting, The King is not a Wizard" (the duel's closing rule, by contrast, says "any wizard
     * or the king").
     */
    @Test
    void theKingMayNotCloseACampaign() {
        CampaignService campaigns = f.engine().campaigns();
        campaigns.go(id, A, List.of("Goblin Pass", "Eastern Marsh", "Bleak Tor"));
        f.clock.advance(Duration.ofHours(72));
        assertThatThrownBy(() -> campaigns.close(id, A, WizardsFixture.KING)).isInstanceOf(Refusal.class)
                .hasMessageContaining("The King is not a Wizard");
        assertThat(campaigns.close(id, A, "Kevan")).startsWith("Closing campaign 1.");
    }

    /**
     * "Once both players submitted a valid plan, a battle takes place": the battle is no action of the judge, so the
     * earliest-duel lock ("that Judge cannot take actions on any but the earliest of those Duels") does not hold it.
     */
    @Test
    void aBattleWhoseTwoPlansAreInTakesPlaceWhateverTheJudgesEarlierDuel() {
        DuelService duels = f.engine().duels();
        List<String> fields = List.of("City Gates", "Mushroom Mines", "Ice Floes");
        int first = duels.announce(id, A, "Josh", "first", fields, List.of(), List.of());
        duels.accept(id, A, first, "Kevan", "City Gates");
        duels.judge(id, A, first, "Clucky");
        f.clock.advance(Duration.ofHours(1));
        int second = duels.announce(id, A, "Darth", "second", fields, List.of(), List.of());
        duels.accept(id, A, second, "Amnistar", "City Gates");
        duels.judge(id, A, second, "Clucky");
        duels.plan(id, A, second, "Darth", List.of("", "", "", "", ""));
        duels.plan(id, A, second, "Amnistar", List.of("", "", "", "", ""));
        assertThat(duels.battle(id, A, second, "Clucky")).contains("Triumphant");
        assertThat(wizards.state(id).duel(second).orElseThrow().decidedBy).isEqualTo("battle");
        // the judge's own actions on the later duel are still held back: here, a timeout after a day
        f.clock.advance(Duration.ofHours(25));
        int third = duels.announce(id, A, "Darth", "third", fields, List.of(), List.of());
        duels.accept(id, A, third, "Amnistar", "City Gates");
        duels.judge(id, A, third, "Clucky");
        f.clock.advance(Duration.ofHours(25));
        assertThatThrownBy(() -> duels.timeout(id, A, third, "Clucky")).hasMessageContaining("earliest");
    }
}
