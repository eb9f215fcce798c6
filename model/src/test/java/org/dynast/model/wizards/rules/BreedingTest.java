package org.dynast.model.wizards.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Ruleset 168: breeding a creature, and the first creature of an empty Stable. */
class BreedingTest {

    static Creature c(String wording) {
        return Creature.parse(wording).orThrow();
    }

    static Stable s(String text) {
        return Stable.parse(text).orThrow();
    }

    final Realm realm = Realm.of(
            Wizard.of("Kevan", s("Winged Fire breathing Horse; Mutant Giant Toad; Spectral Owl"), 10),
            Wizard.of("Brendan", s("Giant Emu; Mechanical Swift Crab; Spectral Cat; Wild Gaudy Rat"), 4),
            Wizard.of("Josh", Stable.empty(), 0));

    /** "selects a creature (known as the stock) in a stable belonging to another wizard (known as the proprietor)" */
    @Test
    void theStockComesFromAnotherWizardsStable() {
        Breeding.Bred bred = Breeding.breed(realm,
                Breeding.Request.of("Kevan", "Brendan", 0, c("Giant Swift Emu"))).orThrow();
        assertThat(bred.after().wizard("Kevan").get().stable().write())
                .isEqualTo("Winged Fire breathing Horse; Mutant Giant Toad; Spectral Owl; Giant Swift Emu");
        assertThat(bred.summary()).isEqualTo("Kevan bred Giant Swift Emu from Brendan's Giant Emu for 3 Food");
        assertThat(Breeding.breed(realm, Breeding.Request.of("Kevan", "Kevan", 0, c("Winged Horse")))
                .reason().get()).contains("in a stable belonging to another wizard");
    }

    /** "A Mutant Creature can be selected as Stock by the Wizard that owns that creature, bypassing the normal restriction for Stock selection." */
    @Test
    void aMutantMayBeBredFromItsOwnersStable() {
        Breeding.Bred bred = Breeding.breed(realm,
                Breeding.Request.of("Kevan", "Kevan", 1, c("Mutant Toad"))).orThrow();
        assertThat(bred.food()).isEqualTo(6);
        assertThat(bred.after().wizard("Kevan").get().food()).isEqualTo(4);
    }

    /** "A Spectral Creature cannot be selected as Stock" */
    @Test
    void aSpectralCreatureIsNoStock() {
        assertThat(Breeding.breed(realm, Breeding.Request.of("Kevan", "Brendan", 2, c("Cat"))).reason().get())
                .contains("A Spectral Creature cannot be selected as Stock");
    }

    /** "A Mechanical Creature cannot be selected as Stock." */
    @Test
    void aMechanicalCreatureIsNoStock() {
        assertThat(Breeding.breed(realm, Breeding.Request.of("Kevan", "Brendan", 1, c("Mechanical Crab")))
                .reason().get()).contains("A Mechanical Creature cannot be selected as Stock.");
    }

    /** "creates a new creature (known as the whelp) exactly one more or one less quality than the stock" */
    @Test
    void theWhelpHasExactlyOneQualityMoreOrLess() {
        assertThat(Breeding.breed(realm, Breeding.Request.of("Brendan", "Kevan", 0, c("Horse"))).reason().get())
                .contains("exactly one more or one less quality");
        assertThat(Breeding.breed(realm, Breeding.Request.of("Brendan", "Kevan", 0, c("Winged Pony")))
                .reason().get()).contains("is not a whelp of");
        Realm fed = realm.with(realm.wizard("Brendan").get().withFood(10));
        assertThat(Breeding.breed(fed, Breeding.Request.of("Brendan", "Kevan", 0, c("Winged Horse")))
                .refused()).isFalse();
    }

    /** "Creatures with one of a set of incompatible qualities may not have another quality from that set added to it." */
    @Test
    void theWhelpCannotGainAnIncompatibleQuality() {
        assertThat(Breeding.breed(realm, Breeding.Request.of("Josh", "Kevan", 0,
                Creature.of("Horse", Quality.WINGED, Quality.FIRE_BREATHING, Quality.LEAPING))).reason().get())
                .contains("Winged and Leaping are a set of incompatible qualities.");
        assertThat(Breeding.breed(realm, Breeding.Request.of("Kevan", "Brendan", 3, Creature.of("Rat", Quality.WILD, Quality.GAUDY, Quality.OBEDIENT)))
                .reason().get()).contains("cannot have the Obedient quality added to it");
    }

    /** "spends food equal to the stock's upkeep (unless the Whelp has the Spectral quality or the stock's upkeep is a negative value)" */
    @Test
    void theFoodCostAndItsExemptions() {
        assertThat(Breeding.breed(realm, Breeding.Request.of("Brendan", "Kevan", 0, c("Fire breathing Horse")))
                .reason().get()).contains("has 4 Food").contains("costs 5");
        Breeding.Bred spectral = Breeding.breed(realm,
                Breeding.Request.of("Josh", "Kevan", 0, c("Spectral Winged Fire breathing Horse"))).orThrow();
        assertThat(spectral.food()).isZero();
        Breeding.Bred wild = Breeding.breed(realm,
                Breeding.Request.of("Josh", "Brendan", 3, c("Wild Rat"))).orThrow();
        assertThat(wild.food()).isZero();
        assertThat(wild.after().wizard("Josh").get().food()).isZero();
    }

    /** The Underling Type counts 0 in the Stock's Upkeep for the breeder who spends (docs/rulings.md). */
    @Test
    void theBreedersUnderlingTypeLowersTheCost() {
        Realm r = realm.with(realm.wizard("Brendan").get().withUnderling(Optional.of(Quality.WINGED)));
        Breeding.Bred bred = Breeding.breed(r, Breeding.Request.of("Brendan", "Kevan", 0,
                c("Fire breathing Horse"))).orThrow();
        assertThat(bred.food()).isEqualTo(2);
    }

    /** "Adds the whelp in their stable, optionally removing a creature from their stable as normal." */
    @Test
    void aFullStableMustRemoveACreature() {
        Realm r = realm.with(Wizard.of("Josh", s("A1; A2; A3; A4; A5"), 20));
        assertThat(Breeding.breed(r, Breeding.Request.of("Josh", "Brendan", 0, c("Emu"))).reason().get())
                .contains("already holds five creatures");
        Breeding.Bred bred = Breeding.breed(r,
                Breeding.Request.of("Josh", "Brendan", 0, c("Emu")).removing(4)).orThrow();
        assertThat(bred.after().wizard("Josh").get().stable().write()).isEqualTo("A1; A2; A3; A4; Emu");
        assertThat(bred.removed()).contains(c("A5"));
        // The optional removal is allowed with room to spare, too.
        assertThat(Breeding.breed(realm, Breeding.Request.of("Kevan", "Brendan", 0, c("Emu")).removing(0))
                .orThrow().after().wizard("Kevan").get().stable().write())
                .isEqualTo("Mutant Giant Toad; Spectral Owl; Emu");
    }

    /** "A wizard may not add a creature to their stable if an Equivalent creature is in another wizard's stable." */
    @Test
    void noEquivalentInAnotherStable() {
        Realm r = realm.with(Wizard.of("Josh", s("Swift Giant Emu"), 20));
        assertThat(Breeding.breed(r, Breeding.Request.of("Kevan", "Brendan", 0, c("Giant Swift Emu")))
                .reason().get()).contains("Josh's Stable holds a creature Equivalent to Giant Swift Emu");
    }

    /** "A Stable cannot contain more than one Spectral Creature." */
    @Test
    void atMostOneSpectralWhelp() {
        assertThat(Breeding.breed(realm, Breeding.Request.of("Kevan", "Brendan", 0, c("Spectral Giant Emu")))
                .reason().get()).contains("already holds a Spectral creature");
    }

    @Test
    void theStocksListGreysTheIllegalOnesWithTheReason() {
        List<Breeding.StockChoice> stocks = Breeding.stocks(realm, "Kevan");
        assertThat(stocks).extracting(x -> x.proprietor() + " " + x.stock().wording() + " "
                        + x.refusal().map(m -> "refused").orElse("ok " + x.food()))
                .containsExactly("Kevan Mutant Giant Toad ok 6", "Brendan Giant Emu ok 3",
                        "Brendan Mechanical Swift Crab refused", "Brendan Spectral Cat refused",
                        "Brendan Wild Gaudy Rat ok 0");
        List<Breeding.WhelpChoice> whelps = Breeding.whelps(realm, "Josh", "Kevan", 0);
        assertThat(whelps).hasSize(2 + 19);
        assertThat(whelps.stream().filter(w -> w.whelp().has(Quality.LEAPING)).findFirst().get().refusal())
                .get().asString().contains("incompatible");
        assertThat(whelps.stream().filter(w -> w.whelp().equals(c("Fire breathing Horse"))).findFirst().get()
                .refusal()).get().asString().contains("Costs 5 Food; Josh has 0");
        assertThat(whelps.stream().filter(w -> w.whelp().has(Quality.SPECTRAL)).findFirst().get().legal())
                .isTrue();
    }

    /** "A wizard with zero creatures in their stable may create a creature with up to one quality and a creature type of an animal name chosen from the list of animals which has not been already chosen by another Wizard for this rule during this Dynasty." */
    @Test
    void theFirstCreature() {
        assertThat(Breeding.firstCreature(realm, "Josh", c("Swift Badger"), Map.of()).orThrow().write())
                .isEqualTo("Swift Badger");
        assertThat(Breeding.firstCreature(realm, "Josh", c("Swift Giant Badger"), Map.of()).reason().get())
                .contains("up to one quality");
        assertThat(Breeding.firstCreature(realm, "Josh", c("Badger"), Map.of("badger", "Kevan")).reason().get())
                .contains("already chosen by Kevan");
        assertThat(Breeding.firstCreature(realm, "Josh", c("Badger"), Map.of("Badger", "Josh")).refused())
                .isFalse();
        assertThat(Breeding.firstCreature(realm, "Kevan", c("Badger"), Map.of()).reason().get())
                .contains("is not empty");
        assertThat(Breeding.firstCreature(realm, "Josh", c("Giant Emu"), Map.of()).reason().get())
                .contains("Equivalent");
    }

    /** "If The Druid loses a duel, their opponent may add a free quality to one of their creatures" */
    @Test
    void theFreeQuality() {
        Wizard kevan = realm.wizard("Kevan").get();
        assertThat(Breeding.freeQuality(kevan, 1, Quality.SWIFT).orThrow().get(1).wording())
                .isEqualTo("Mutant Giant Swift Toad");
        assertThat(Breeding.freeQuality(kevan, 0, Quality.LEAPING).refused()).isTrue();
        assertThat(Breeding.freeQuality(kevan, 1, Quality.SPECTRAL).refused()).isTrue();
    }
}
