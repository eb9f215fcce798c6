package org.dynast.model.wizards.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Ruleset 168: Food, the Soup Kitchen, the Underling Type. */
class FeedingTest {

    static Stable s(String text) {
        return Stable.parse(text).orThrow();
    }

    final Realm realm = Realm.of(
            Wizard.of("Kevan", s("Winged Fire breathing Horse; Giant Emu"), 2)
                    .withAllies(List.of(Ally.of(Identity.CHAMBERLAIN, 1), Ally.of(Identity.TREASURER, 2))),
            Wizard.of("Brendan", Stable.empty(), 0).withAllies(List.of(Ally.of(Identity.QUEEN, 1))),
            Wizard.of("Josh", s("Winged Giant Horse; Winged Emu"), 0).withUnderling(Optional.of(Quality.WINGED)),
            Wizard.druid(s("Wild Gaudy Rat; Wild Swift Fox"), 0));

    /** "any Wizard may increase every Wizard's Food by 10, and the food of the wizards allied to the chamberlain or treasurer by an additional 3 for each." */
    @Test
    void everyWizardGainsTenAndThreePerChamberlainOrTreasurer() {
        Feeding.Feed f = Feeding.weekly(realm, false);
        assertThat(f.after().wizard("Brendan").get().food()).isEqualTo(10);
        // Kevan: 2 + 10 + 3 + 3 - (5 + 3) = 10
        assertThat(f.lines().get(0).allyBonus()).isEqualTo(6);
        assertThat(f.after().wizard("Kevan").get().food()).isEqualTo(10);
        assertThat(f.lines().get(0).explain()).isEqualTo("Kevan: +10 +6 (allies) -8 (Stable Upkeep): 2 → 10");
    }

    /** "If a Wizard's Underling Type is not blank, their increase from this is decreased by the Upkeep of their Underling Type." */
    @Test
    void theUnderlingTypeIsPaidOnceInsteadOfPerCreature() {
        Feeding.Feed f = Feeding.weekly(realm, false);
        Feeding.Line josh = f.lines().get(2);
        assertThat(josh.stableUpkeep()).isEqualTo(3); // Winged counts 0 in each creature
        assertThat(josh.underlingUpkeep()).isEqualTo(3);
        assertThat(josh.after()).isEqualTo(4);
    }

    /** The Druid counts as a Wizard, its Underling Type Wild: Wild creatures and a Wild Underling raise its increase. */
    @Test
    void theDruidIsFedToo() {
        Feeding.Line druid = Feeding.weekly(realm, false).lines().get(3);
        assertThat(druid.stableUpkeep()).isEqualTo(1); // Wild counts 0, Swift 1
        assertThat(druid.underlingUpkeep()).isEqualTo(-1);
        assertThat(druid.after()).isEqualTo(10);
    }

    /**
     * "their increase from this is decreased by the total Upkeep of every Creature in their Stable", as written: a Food
     * below 0 is computed and the feeding is illegal (the Appendix: not "to an illegal value").
     */
    @Test
    void aFeedingBelowZeroIsIllegal() {
        Realm r = Realm.of(Wizard.of("Kevan", s("Mutant Giant Winged Horse; Mutant Giant Winged Emu"), 3));
        Feeding.Feed f = Feeding.weekly(r, true);
        assertThat(f.lines().get(0).increase()).isEqualTo(-8);
        assertThat(f.after().wizard("Kevan").get().food()).isEqualTo(-5);
        assertThat(f.illegal()).hasValueSatisfying(why -> assertThat(why).contains("Kevan's Food at -5"));
        assertThat(Feeding.weekly(realm, false).illegal()).isEmpty();
    }

    /** "receives 7 Food per each time that the King has performed the weekly action ... but didn't alter that Wizard's ... Food during that action." */
    @Test
    void theSoupKitchenCountsTheKingsFeedingsThatLeftYouUnchanged() {
        // Kevan's Upkeep is exactly 10: the feeding leaves his Food as it was.
        Realm r = Realm.of(Wizard.of("Kevan", s("Giant Winged Fire breathing Obedient Horse"), 0),
                Wizard.of("Brendan", Stable.empty(), 0));
        Feeding.Record byKing = Feeding.weekly(r, true).record();
        Feeding.Record byWizard = Feeding.weekly(r, false).record();
        assertThat(byKing.altered("Kevan")).isFalse();
        assertThat(byKing.altered("Brendan")).isTrue();
        List<Feeding.Record> history = List.of(byKing, byWizard,
                new Feeding.Record(true, Map.of("Kevan", 0, "Brendan", 10)));
        assertThat(Feeding.soupKitchen("Kevan", history, false).orThrow()).isEqualTo(14);
        assertThat(Feeding.soupKitchen("Brendan", history, false).orThrow()).isZero();
        assertThat(Feeding.soupKitchen("Kevan", history, true).reason().get()).contains("once per dynasty");
    }

    /** "a Wizard may set their Underling Type to any creature quality by spending Food equal to three times the absolute value of that quality's listed Upkeep." */
    @Test
    void settingTheUnderlingType() {
        Realm r = realm.with(realm.wizard("Brendan").get().withFood(9));
        assertThat(Feeding.setUnderling(r, "Brendan", Quality.GIANT).orThrow().food()).isZero();
        assertThat(Feeding.setUnderling(r, "Brendan", Quality.WILD).orThrow().food()).isEqualTo(6);
        assertThat(Feeding.setUnderling(r, "Brendan", Quality.GAUDY).orThrow().underling()).contains(Quality.GAUDY);
        assertThat(Feeding.setUnderling(realm, "Brendan", Quality.GIANT).reason().get()).contains("costs 9 Food");
        assertThat(Feeding.setUnderling(realm, Wizard.DRUID, Quality.GIANT).reason().get())
                .contains("always Wild");
    }
}
