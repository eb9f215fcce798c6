package org.dynast.model.wizards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Ruleset 168's court, Stables, feeding and Soup Kitchen, sentence by sentence, through the logged services. */
class CourtAndStablesTest {

    private final WizardsFixture f = new WizardsFixture();
    private final WizardsService wizards = f.engine().wizards();
    private final StableService stables = f.engine().stables();
    private final long id = f.id;
    private static final String A = TestStores.ADMIN;

    @AfterEach
    void close() {
        f.close();
    }

    /**
     * "A wizard may “associate” with a court ally by selecting an identity, spending an amount of favor which is both
     * greater than zero and greater than the trust of any court allies with that identity, then transferring […] to
     * their court allies an ally with the chosen identity and setting their trust to the court favor spent." and "Only
     * one wizard may have a court ally with any given identity at a time."
     */
    @Test
    void associatingSpendsMoreFavorThanTheTrustAndTakesTheAlly() {
        f.cell("Josh", "Favor", "5");
        f.cell("Kevan", "Favor", "6");
        wizards.associate(id, A, "Josh", "queen", 3);
        assertThat(f.cellOf("Josh", "Favor")).isEqualTo("2");
        assertThat(f.cellOf("Josh", "Allies")).isEqualTo("Queen (3)");
        assertThatThrownBy(() -> wizards.associate(id, A, "Kevan", "Queen", 3)).isInstanceOf(Refusal.class)
                .hasMessageContaining("greater than the trust");
        assertThatThrownBy(() -> wizards.associate(id, A, "Kevan", "Queen", 0)).hasMessageContaining("greater "
                + "than zero");
        assertThatThrownBy(() -> wizards.associate(id, A, "Kevan", "Jester", 1)).hasMessageContaining("not one of");
        assertThatThrownBy(() -> wizards.associate(id, A, "Kevan", "Queen", 7)).hasMessageContaining("has 6 Favor");
        wizards.associate(id, A, "Kevan", "Queen", 4);
        assertThat(f.cellOf("Josh", "Allies")).isEmpty();
        assertThat(f.cellOf("Kevan", "Allies")).isEqualTo("Queen (4)");
        assertThat(f.cellOf("Kevan", "Favor")).isEqualTo("2");
        // "The Druid […] cannot have court allies."
        assertThatThrownBy(() -> wizards.associate(id, A, "The Druid", "Treasurer", 1))
                .hasMessageContaining("cannot have court allies");
    }

    /**
     * "As a weekly communal action, the trust of all courtly allies may be raised by the campaign number of the most
     * recent campaign" — once a week by one Wizard.
     */
    @Test
    void raisingTrustUsesTheLatestCampaignNumberOnceAWeek() {
        f.cell("Josh", "Allies", "Queen(3), ArchBishop(1)(Giant)");
        assertThatThrownBy(() -> wizards.raiseTrust(id, A, "Kevan")).hasMessageContaining("no campaign yet");
        f.engine().campaigns().go(id, A, List.of("Goblin Pass", "Eastern Marsh", "Bleak Tor"));
        wizards.raiseTrust(id, A, "Kevan");
        assertThat(f.cellOf("Josh", "Allies")).isEqualTo("Queen (4), ArchBishop (2) (Giant)");
        f.clock.advance(Duration.ofHours(25));
        assertThatThrownBy(() -> wizards.raiseTrust(id, A, "Clucky")).hasMessageContaining("Weekly Communal");
    }

    /**
     * "If a Wizard allied to the Royal Mistress or Queen would receive courtly favor, they receive that much favor plus
     * 1 favor instead." and the Influence sentence.
     */
    @Test
    void theQueensFriendReceivesOneMoreFavorAndInfluenceCountsAllies() {
        f.cell("Josh", "Allies", "Royal Mistress(1), His Majesty(2)");
        int n = f.engine().duels().announce(id, A, "Josh", "x", List.of("City Gates", "Mushroom Mines", "Ice Floes"),
                List.of(), List.of());
        f.engine().duels().accept(id, A, n, "Kevan", "Ice Floes");
        f.engine().duels().judge(id, A, n, "Clucky");
        f.engine().duels().plan(id, A, n, "Josh", List.of("", "", "", "", ""));
        f.clock.advance(Duration.ofHours(24));
        f.engine().duels().timeout(id, A, n, "Clucky");
        assertThat(f.cellOf("Josh", "Favor")).isEqualTo("4");
        assertThat(wizards.influence(id, "Josh")).isEqualTo(2);
        f.tracker().setGlobal(id, A, "Military Situation", "4");
        assertThat(wizards.influence(id, "Josh")).isEqualTo(4);
    }

    /**
     * The breeding steps: the stock "in a stable belonging to another wizard", the whelp with "exactly one more or one
     * less quality than the stock", "spends food equal to the stock’s upkeep", "Adds the whelp in their stable".
     */
    @Test
    void breedingSpendsTheStocksUpkeepAndAddsTheWhelp() {
        f.cell("Kevan", "Stable", "Winged Fire breathing Horse");
        f.cell("Josh", "Food", "4");
        assertThatThrownBy(() -> stables.breed(id, A, "Josh", "Kevan", "Winged Fire breathing Horse",
                "Winged Horse Ox", "")).isInstanceOf(Refusal.class).hasMessageContaining("one less quality");
        assertThatThrownBy(() -> stables.breed(id, A, "Josh", "Kevan", "Winged Fire breathing Horse",
                "Winged Fire breathing Giant Horse", "")).hasMessageContaining("Food");
        f.cell("Josh", "Food", "6");
        stables.breed(id, A, "Josh", "Kevan", "Winged Fire breathing Horse", "Fire breathing Horse", "");
        assertThat(f.cellOf("Josh", "Food")).isEqualTo("1");
        assertThat(f.cellOf("Josh", "Stable")).isEqualTo("Fire breathing Horse");
        assertThat(f.cellOf("Josh", "Upkeep")).isEqualTo("2");
        // "A wizard may not add a creature to their stable if an Equivalent creature is in another wizard’s stable."
        f.cell("Clucky", "Food", "9");
        assertThatThrownBy(() -> stables.breed(id, A, "Clucky", "Josh", "Fire breathing Horse",
                "Fire breathing Winged Horse", "")).hasMessageContaining("Equivalent");
        f.undo();
        f.undo();
        assertThat(f.cellOf("Josh", "Stable")).isEmpty();
        assertThat(f.cellOf("Josh", "Food")).isEqualTo("6");
    }

    /**
     * "(unless the Whelp has the Spectral quality or the stock’s upkeep is a negative value)"; "A Mechanical Creature
     * cannot be selected as Stock."; "A Mutant Creature can be selected as Stock by the Wizard that owns that creature".
     */
    @Test
    void spectralWhelpsAreFreeMechanicalStockIsRefusedMutantsBreedAtHome() {
        f.cell("Kevan", "Stable", "Giant Horse; Mechanical Ox");
        f.cell("Josh", "Stable", "Mutant Toad");
        stables.breed(id, A, "Josh", "Kevan", "Giant Horse", "Spectral Giant Horse", "");
        assertThat(f.cellOf("Josh", "Food")).isEqualTo("0");
        assertThatThrownBy(() -> stables.breed(id, A, "Josh", "Kevan", "Mechanical Ox", "Ox", ""))
                .hasMessageContaining("Mechanical");
        assertThatThrownBy(() -> stables.breed(id, A, "Kevan", "Kevan", "Giant Horse", "Horse", ""))
                .hasMessageContaining("another wizard");
        f.cell("Josh", "Food", "3");
        stables.breed(id, A, "Josh", "Josh", "Mutant Toad", "Toad", "");
        assertThat(f.cellOf("Josh", "Stable")).isEqualTo("Mutant Toad; Spectral Giant Horse; Toad");
    }

    /**
     * "A wizard with zero creatures in their stable may create a creature with up to one quality and a creature type of
     * an animal name chosen from the list of animals which has not been already chosen by another Wizard for this rule
     * during this Dynasty."
     */
    @Test
    void aFirstCreatureTakesAnAnimalNameOnce() {
        assertThatThrownBy(() -> stables.firstCreature(id, A, "Josh", "Winged Giant Horse"))
                .hasMessageContaining("up to one quality");
        stables.firstCreature(id, A, "Josh", "Winged Horse");
        assertThat(f.cellOf("Josh", "Stable")).isEqualTo("Winged Horse");
        assertThatThrownBy(() -> stables.firstCreature(id, A, "Kevan", "Swift horse"))
                .hasMessageContaining("already chosen by another Wizard");
        assertThatThrownBy(() -> stables.firstCreature(id, A, "Josh", "Swift Ox"))
                .hasMessageContaining("zero creatures");
    }

    /**
     * "As a weekly communal action, any Wizard may increase every Wizard’s Food by 10, and the food of the wizards
     * allied to the chamberlain or treasurer by an additional 3 for each. If a Wizard’s Stable is not empty, their
     * increase from this is decreased by the total Upkeep of every Creature in their Stable. If a Wizard’s Underling
     * Type is not blank, their increase from this is decreased by the Upkeep of their Underling Type."
     */
    @Test
    void theWeeklyFeedingAddsTenPlusAlliesLessUpkeep() {
        f.cell("Josh", "Allies", "Chamberlain(1), Treasurer(1)");
        f.cell("Kevan", "Stable", "Winged Giant Horse");
        f.cell("Clucky", "Underling Type", "Swift");
        assertThat(stables.feedingPreview(id, "Darth")).extracting(l -> l.wizard() + " " + l.increase())
                .contains("Josh 16", "Kevan 4", "Clucky 9");
        stables.feed(id, A, "Darth");
        assertThat(f.cellOf("Josh", "Food")).isEqualTo("16");
        assertThat(f.cellOf("Kevan", "Food")).isEqualTo("4");
        assertThat(f.cellOf("Clucky", "Food")).isEqualTo("9");
        f.clock.advance(Duration.ofHours(30));
        assertThatThrownBy(() -> stables.feed(id, A, "Josh")).hasMessageContaining("Weekly Communal");
    }

    /**
     * "A Wizard who Visits the Soup Kitchen receives 7 Food per each time that the King has performed the weekly action
     * […] but didn’t alter that Wizard’s […] Food during that action. A Wizard can Visit the Soup Kitchen once per
     * dynasty."
     */
    @Test
    void theSoupKitchenPaysSevenPerFeedingOfTheKingThatMissedTheWizard() {
        // Upkeep exactly 10: the feeding leaves Kevan's Food as it was (more would be refused: not "an illegal value")
        f.cell("Kevan", "Stable", "Giant Winged Fire breathing Obedient Horse");
        f.cell("Kevan", "Food", "4");
        stables.feed(id, A, "Brendan");
        assertThat(f.cellOf("Kevan", "Food")).isEqualTo("4");
        f.clock.advance(Duration.ofDays(7));
        f.cell("Kevan", "Stable", "Giant Mutant Ox");
        stables.feed(id, A, "Brendan");
        f.clock.advance(Duration.ofDays(7));
        f.cell("Kevan", "Stable", "Giant Winged Fire breathing Obedient Horse");
        stables.feed(id, A, "Josh");
        assertThat(f.cellOf("Kevan", "Missed Feedings")).as("the King's first feeding only").isEqualTo("1");
        String food = f.cellOf("Kevan", "Food");
        stables.soupKitchen(id, A, "Kevan");
        assertThat(f.cellOf("Kevan", "Food")).isEqualTo(Integer.toString(Integer.parseInt(food) + 7));
        assertThatThrownBy(() -> stables.soupKitchen(id, A, "Kevan")).hasMessageContaining("once per dynasty");
    }

    /**
     * "As a Weekly Action, a Wizard may set their Underling Type to any creature quality by spending Food equal to three
     * times the absolute value of that quality’s listed Upkeep. As long as a Wizard’s Underling Type is a given
     * quality, for that Wizard, the Upkeep of that quality is considered to be 0."
     */
    @Test
    void anUnderlingTypeCostsThreeTimesItsUpkeepAndZeroesIt() {
        f.cell("Josh", "Food", "10");
        f.cell("Josh", "Stable", "Winged Horse");
        assertThatThrownBy(() -> stables.underlingType(id, A, "Josh", "Dragonish")).hasMessageContaining("not a "
                + "valid creature quality");
        stables.underlingType(id, A, "Josh", "winged");
        assertThat(f.cellOf("Josh", "Food")).isEqualTo("1");
        assertThat(f.cellOf("Josh", "Underling Type")).isEqualTo("Winged");
        assertThat(f.cellOf("Josh", "Upkeep")).isEqualTo("3");
        f.clock.advance(Duration.ofHours(2));
        assertThatThrownBy(() -> stables.underlingType(id, A, "Josh", "Wild")).hasMessageContaining("Weekly");
    }

    /**
     * "If there is no Traitor for the current dynasty, the King may secretly randomly select a Wizard": the roll is
     * secret, the log does not name the Traitor, and the players' tracker table leaves the value out.
     */
    @Test
    void theTraitorIsSelectedSecretly() {
        wizards.selectTraitor(id, A);
        String traitor = wizards.traitor(id);
        assertThat(WizardsFixture.WIZARDS).contains(traitor);
        assertThat(f.store.dice().playerView(id)).isEmpty();
        assertThat(f.store.dice().emperorView(id)).hasSize(1);
        assertThat(f.store.log().history(id).get(f.store.log().history(id).size() - 1).summary())
                .doesNotContain(traitor);
        assertThat(f.tracker().playerView(id).globals()).doesNotContainKey("Traitor");
        assertThatThrownBy(() -> wizards.selectTraitor(id, A)).hasMessageContaining("already has its Traitor");
    }

    /**
     * The Traitor "may be a Wizard (including an idle one)": a value naming nobody in the dynasty is refused in the rule's
     * words (it crashed with "Database access outside a transaction" when the name was no row's).
     */
    @Test
    void aTraitorNamingNobodyIsRefused() {
        assertThatThrownBy(() -> f.tracker().setGlobal(id, A, "Traitor", "Nobody")).isInstanceOf(Refusal.class)
                .hasMessage("Traitor names a player: there is no Nobody in this dynasty.");
        f.tracker().setGlobal(id, A, "Traitor", "josh");
        assertThat(f.tracker().table(id).globals()).containsEntry("Traitor", "Josh");
    }

    /**
     * The Soup Kitchen reads each feeding's record ("didn't alter that Wizard's […] Food during that action"): the
     * record keeps the Wizards in the table's order, so a replayed dynasty writes the same file every time.
     */
    @Test
    void aFeedingsRecordKeepsTheTablesOrder() {
        f.engine().stables().feed(id, A, "Brendan");
        var feeding = f.engine().wizards().state(id).feedings.get(0);
        assertThat(feeding.changes.keySet()).containsExactly("Josh", "Kevan", "Clucky", "Darth", "Amnistar",
                "The Druid");
    }
}
