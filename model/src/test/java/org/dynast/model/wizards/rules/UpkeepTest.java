package org.dynast.model.wizards.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Ruleset 168: Upkeep of creatures and Stables, Underling Type and Unholy qualities. */
class UpkeepTest {

    /** "The Upkeep of a creature is the sum of the Upkeeps of its qualities." */
    @Test
    void aCreaturesUpkeepIsTheSumOfItsQualities() {
        Upkeep u = Upkeep.listed();
        assertThat(u.of(Creature.parse("Winged Fire breathing Horse").orThrow())).isEqualTo(5);
        assertThat(u.of(Creature.parse("Wild Gaudy Cat").orThrow())).isEqualTo(-1);
        assertThat(u.of(Creature.parse("Cat").orThrow())).isZero();
        assertThat(u.of(Stable.parse("Winged Horse; Wild Cat; Giant Emu").orThrow())).isEqualTo(5);
    }

    /** "As long as a Wizard's Underling Type is a given quality, for that Wizard, the Upkeep of that quality is considered to be 0." */
    @Test
    void theUnderlingTypeCostsItsWizardNothing() {
        Upkeep u = new Upkeep(Optional.of(Quality.WINGED), Set.of());
        assertThat(u.of(Quality.WINGED)).isZero();
        assertThat(u.of(Creature.parse("Winged Giant Horse").orThrow())).isEqualTo(3);
        assertThat(u.ofUnderlingType()).isEqualTo(3);
    }

    /** "An unholy quality has its upkeep increased by 1." */
    @Test
    void anUnholyQualityCostsOneMore() {
        Realm realm = Realm.of(Wizard.of("Kevan", Stable.empty(), 0).withAllies(
                List.of(new Ally(Identity.ARCHBISHOP, 2, Optional.of(Quality.GIANT)))),
                Wizard.of("Brendan", Stable.empty(), 0).withUnderling(Optional.of(Quality.GIANT)));
        assertThat(realm.unholy()).containsExactly(Quality.GIANT);
        assertThat(realm.upkeep(realm.wizard("Kevan").get()).of(Quality.GIANT)).isEqualTo(4);
        // Underling Type (for that Wizard) is narrower than Unholy: 0 for its Wizard (docs/rulings.md).
        assertThat(realm.upkeep(realm.wizard("Brendan").get()).of(Quality.GIANT)).isZero();
        assertThat(realm.upkeep(realm.wizard("Brendan").get()).ofUnderlingType()).isEqualTo(4);
    }

    /** "The Druid's Underling type is always Wild." */
    @Test
    void theDruidsUnderlingIsAlwaysWild() {
        Wizard druid = Wizard.druid(Stable.empty(), 0).withUnderling(Optional.of(Quality.GIANT));
        assertThat(druid.underling()).contains(Quality.WILD);
        assertThat(druid.favor()).isZero();
    }

    /** "[identity]([trust])" and "ArchBishop([trust])([quality])", written as the GNDT's annotated list writes them. */
    @Test
    void alliesAreReadAndWritten() {
        List<Ally> allies = Ally.parseAll("Queen(3), ArchBishop(2)(Winged); Northern General(1)").orThrow();
        assertThat(allies).hasSize(3);
        assertThat(Ally.writeAll(allies)).isEqualTo("Queen (3), ArchBishop (2) (Winged), Northern General (1)");
        assertThat(Ally.parseAll(Ally.writeAll(allies)).orThrow()).as("both forms are read").isEqualTo(allies);
        assertThat(Ally.parse("Jester(2)").reason().get()).contains("\"Jester\" is not one of");
        assertThat(Ally.parse("Queen(2)(Winged)").reason().get()).contains("Only the ArchBishop's entry");
        assertThat(Ally.parseAll("Queen(2), Queen(3)").reason().get()).contains("listed twice");
    }
}
