package org.dynast.model.wizards.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Ruleset 168, rule "Creature". */
class CreatureTest {

    /** "The following is a list of all valid qualities, written as [name]([Upkeep])" — 21 of them. */
    @Test
    void theTwentyOneQualitiesWithTheirUpkeep() {
        assertThat(Quality.values()).hasSize(21);
        assertThat(Arrays.stream(Quality.values()).map(q -> q.wording() + "(" + q.listedUpkeep() + ")"))
                .containsExactly("Giant(3)", "Winged(3)", "Fire breathing(2)", "Obedient(2)", "Leaping(2)",
                        "Armored(2)", "Venomous(2)", "Digging(2)", "Stealthy(1)", "Swimming(1)", "Ferocious(1)",
                        "Sure-footed(1)", "Swift(1)", "Horned(1)", "Fanged(1)", "Gaudy(0)", "Wild(-1)",
                        "Spectral(0)", "Merging(1)", "Mechanical(2)", "Mutant(3)");
    }

    /** "Mechanical, Mutant and Merging are Miraculous Qualities." */
    @Test
    void miraculousQualities() {
        assertThat(Arrays.stream(Quality.values()).filter(Quality::miraculous))
                .containsExactlyInAnyOrder(Quality.MECHANICAL, Quality.MUTANT, Quality.MERGING);
    }

    /** "A creature is a creature type proceeded by a list of zero or more qualities." */
    @Test
    void readsAndWritesTheWikisWording() {
        Creature c = Creature.parse("Winged Fire breathing Horse").orThrow();
        assertThat(c.type()).isEqualTo("Horse");
        assertThat(c.qualities()).containsExactly(Quality.WINGED, Quality.FIRE_BREATHING);
        assertThat(c.wording()).isEqualTo("Winged Fire breathing Horse");
        assertThat(Creature.parse("Horse").orThrow().qualities()).isEmpty();
        assertThat(Creature.parse("  sure-footed   Giant Mountain Goat ").orThrow().wording())
                .isEqualTo("Sure-footed Giant Mountain Goat");
    }

    /** The Strength table writes "surefooted" and "fire breathing"; both name the listed qualities. */
    @Test
    void qualityNamesIgnoreCaseSpacesAndHyphens() {
        assertThat(Quality.named("surefooted")).contains(Quality.SURE_FOOTED);
        assertThat(Quality.named("Fire-Breathing")).contains(Quality.FIRE_BREATHING);
        assertThat(Quality.named("Wings")).isEmpty();
    }

    /** "A Creature may not have more than one of the same Quality." */
    @Test
    void aQualityTwiceIsRefusedNamingTheWord() {
        Outcome<Creature> o = Creature.parse("Winged Giant winged Horse");
        assertThat(o.refused()).isTrue();
        assertThat(o.reason().get()).contains("\"winged\" is listed twice")
                .contains("A Creature may not have more than one of the same Quality.");
        assertThatThrownBy(() -> Creature.of("Horse", Quality.GIANT, Quality.GIANT))
                .isInstanceOf(IllegalArgumentException.class);
    }

    /** "Obedient and Wild are a set of incompatible qualities" (and Winged/Leaping, Digging/Winged). */
    @Test
    void incompatibleQualitiesAreRefusedInAWording() {
        assertThat(Creature.parse("Wild Obedient Dog").reason().get())
                .contains("\"Obedient\" cannot go with Wild")
                .contains("A Creature with the Wild quality cannot have the Obedient quality added to it");
        assertThat(Creature.parse("Winged Leaping Frog").reason().get())
                .contains("Winged and Leaping are a set of incompatible qualities.");
        assertThat(Creature.parse("Digging Winged Mole").reason().get())
                .contains("Digging and Winged are a set of incompatible qualities.");
        assertThat(Creature.parse("Digging Leaping Mole").refused()).isFalse();
    }

    /** "Creatures with one of a set of incompatible qualities may not have another quality from that set added to it." */
    @Test
    void addingAnIncompatibleQualityIsRefused() {
        Creature bat = Creature.parse("Winged Bat").orThrow();
        assertThat(bat.adding(Quality.LEAPING).refused()).isTrue();
        assertThat(bat.adding(Quality.DIGGING).refused()).isTrue();
        assertThat(bat.adding(Quality.WINGED).reason().get()).contains("already has Winged");
        assertThat(bat.adding(Quality.GIANT).orThrow().wording()).isEqualTo("Winged Giant Bat");
    }

    @Test
    void aBadWordingSaysWhichWordAndWhy() {
        assertThat(Creature.parse("").reason().get()).contains("needs a creature type");
        assertThat(Creature.parse("Winged Giant").reason().get())
                .contains("\"Giant\" is a quality, not a creature type");
        assertThat(Creature.parse("Sea Winged Horse").reason().get())
                .contains("\"Winged\" is a quality, but it comes after \"Sea\"");
        assertThat(Creature.parse("Winged (Horse)").reason().get()).contains("\"(Horse)\" in \"Winged (Horse)\" is not a word");
        assertThat(Creature.parse("Winged Horse; Emu").reason().get()).contains("\"Horse;\" in");
    }

    /** "Two creatures with the same qualities (not considering order) and creature type are considered to be Equivalent." */
    @Test
    void equivalenceIgnoresOrder() {
        Creature a = Creature.parse("Winged Giant Horse").orThrow();
        Creature b = Creature.parse("Giant Winged horse").orThrow();
        assertThat(a.equivalent(b)).isTrue();
        assertThat(a).isNotEqualTo(b);
        assertThat(a.equivalent(Creature.parse("Giant Horse").orThrow())).isFalse();
        assertThat(a.equivalent(Creature.parse("Winged Giant Pony").orThrow())).isFalse();
    }

    @Test
    void withoutRemovesOneQuality() {
        Creature c = Creature.of("Horse", Quality.GIANT, Quality.SWIFT);
        assertThat(c.without(Quality.GIANT).qualities()).isEqualTo(List.of(Quality.SWIFT));
    }
}
