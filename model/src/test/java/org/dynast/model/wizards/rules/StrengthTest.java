package org.dynast.model.wizards.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Ruleset 168, rule "Battlefields": the Strength table and the current battlefields. */
class StrengthTest {

    final StrengthTable table = StrengthTable.standard();

    static Battlefield field(String wording) {
        return Battlefield.parse(wording).orThrow();
    }

    int strength(String creature, String field) {
        return table.strength(Creature.parse(creature).orThrow(), field(field)).total();
    }

    /** "A creature's Strength on a battlefield is calculated by adding together the following:" — fourteen bullets. */
    @Test
    void theTableHasTheFourteenBullets() {
        assertThat(table.bullets()).hasSize(14);
        assertThat(table.bullets().get(0).text())
                .isEqualTo("+2 if the creature has winged and the battlefield does not have underground or forest");
    }

    /** "+2 if the creature has winged and the battlefield does not have underground or forest" / "+2 ... has walled or aquatic" / "-2 ... has underground" */
    @Test
    void winged() {
        assertThat(strength("Winged Bat", "City Gates: nearby, walled, level")).isEqualTo(4);
        assertThat(strength("Winged Bat", "Royal Forest: forest nearby level")).isZero();
        assertThat(strength("Winged Bat", "Ice Caves: underground, aquatic, frozen")).isZero(); // +2 aquatic -2 underground
        assertThat(strength("Winged Bat", "Mushroom Mines: rich, underground, forest")).isEqualTo(-2);
    }

    /** "+3 if the creature has giant"; "+3 if the creature has fire breathing and the battlefield does not have frozen" */
    @Test
    void giantAndFireBreathing() {
        assertThat(strength("Giant Fire breathing Lizard", "Royal Barrens: Frozen, Desert, Nearby")).isEqualTo(3);
        assertThat(strength("Giant Fire breathing Lizard", "The Slums: Walled, Poor, Poor")).isEqualTo(6);
    }

    /** "+2 for each of the following the creature has: venomous, armored"; "+1 for each of the following the creature has: Fanged, Horned, Obedient, Ferocious" */
    @Test
    void forEachOfTheFollowing() {
        assertThat(strength("Venomous Armored Fanged Horned Obedient Ferocious Boar", "The Slums: Walled, Poor, Poor"))
                .isEqualTo(8);
        assertThat(table.strength(Creature.parse("Venomous Armored Boar").orThrow(),
                field("The Slums: Walled, Poor, Poor")).terms()).extracting(StrengthTable.Term::reason)
                .containsExactly("+2 for each of the following the creature has: venomous, armored (Armored)",
                        "+2 for each of the following the creature has: venomous, armored (Venomous)");
    }

    /** "+4 if the creature has swimming and the battlefield has aquatic"; "-1 if ... does not have aquatic" */
    @Test
    void swimming() {
        assertThat(strength("Swimming Otter", "Ice Floes: aquatic, aquatic, frozen")).isEqualTo(4);
        assertThat(strength("Swimming Otter", "City Gates: nearby, walled, level")).isEqualTo(-1);
    }

    /** "+2 if the creature has surefooted and battlefield has sloped, desert, forest or underground"; "+2 if the creature has swift and the battlefield has farflung or level" */
    @Test
    void sureFootedAndSwift() {
        assertThat(strength("Sure-footed Swift Goat", "The Worthless Mountains: poor, poor, sloped")).isEqualTo(2);
        assertThat(strength("Sure-footed Swift Goat", "Royal Forest: forest nearby level")).isEqualTo(4);
    }

    /** "+3 if the creature has leaping and the battlefield has walled or sloped"; "+3 if the creature has Digging and the battlefield has walled, sloped or underground"; "+2 if the creature has Stealthy and the battlefield has forest, farflung, underground, or sloped" */
    @Test
    void leapingDiggingStealthy() {
        assertThat(strength("Leaping Digging Stealthy Mole", "Subterranean Falls: sloped aquatic underground"))
                .isEqualTo(8);
        assertThat(strength("Leaping Digging Stealthy Mole", "The Royal Swamp: Nearby Aquatic Forest")).isEqualTo(2);
    }

    /** Qualities the table does not name add nothing. */
    @Test
    void gaudyWildSpectralMiraculousAddNothing() {
        assertThat(strength("Gaudy Wild Spectral Mechanical Mutant Merging Cat", "City Gates: nearby, walled, level"))
                .isZero();
    }

    /** "These are the current Battlefields, with their respective battle effects:" — thirteen. */
    @Test
    void theCurrentBattlefields() {
        List<Battlefield> current = Battlefield.shipped();
        assertThat(current).hasSize(13);
        assertThat(current.get(2).wording()).isEqualTo("Ice Floes: aquatic, aquatic, frozen");
        assertThat(current.get(4).wording()).isEqualTo("The Royal Swamp: nearby, aquatic, forest");
        assertThat(Battlefield.parse("Lava Lake: hot, aquatic, level").reason().get())
                .contains("\"hot\"").contains("not one of the valid Battle Effects");
        assertThat(Battlefield.parse("Lava Lake: aquatic, level").reason().get())
                .contains("exactly three battle effects");
    }

    /** "The challenger specifies three different battlefields (such that no individual battle effect appears three times in the list)" */
    @Test
    void aDuelsThreeBattlefields() {
        List<Battlefield> current = Battlefield.shipped();
        Battlefield gates = current.get(0);
        Battlefield floes = current.get(2);
        Battlefield caves = current.get(3);
        Battlefield swamp = current.get(4);
        Battlefield barrens = current.get(12);
        assertThat(Battlefield.duelChoice(List.of(gates, floes, barrens), current).refused()).isFalse();
        assertThat(Battlefield.duelChoice(List.of(gates, floes, swamp), current).reason().get())
                .contains("\"aquatic\" appears 3 times");
        assertThat(Battlefield.duelChoice(List.of(gates, gates, caves), current).reason().get())
                .contains("three different battlefields");
        assertThat(Battlefield.duelChoice(List.of(gates, floes,
                Battlefield.of("Nowhere", BattleEffect.RICH, BattleEffect.RICH, BattleEffect.LEVEL)), current)
                .reason().get()).contains("not among the current battlefields");
    }
}
