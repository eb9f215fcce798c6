package org.dynast.model.wizards.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** Ruleset 168, the Stable rule. */
class StableTest {

    static Creature c(String wording) {
        return Creature.parse(wording).orThrow();
    }

    /** "Each wizard has a Stable, which is a list of up to five creatures, tracked in the GNDT as a semicolon separated list." */
    @Test
    void readsAndWritesTheSemicolonList() {
        Stable s = Stable.parse("Winged Horse;Giant Emu ; Gaudy Wild Cat").orThrow();
        assertThat(s.size()).isEqualTo(3);
        assertThat(s.write()).isEqualTo("Winged Horse; Giant Emu; Gaudy Wild Cat");
        assertThat(Stable.parse("").orThrow().isEmpty()).isTrue();
        assertThat(Stable.parse("Horse;").orThrow().size()).isEqualTo(1);
    }

    /** "a list of up to five creatures" */
    @Test
    void upToFiveCreatures() {
        assertThat(Stable.parse("A1; A2; A3; A4; A5; A6").reason().get()).contains("lists 6 creatures")
                .contains("up to five creatures");
        Stable full = Stable.parse("A1; A2; A3; A4; A5").orThrow();
        assertThat(full.place(c("Emu"), OptionalInt.empty(), List.of()).reason().get())
                .contains("already holds five creatures");
        Stable.Placement p = full.place(c("Emu"), OptionalInt.of(1), List.of()).orThrow();
        assertThat(p.stable().write()).isEqualTo("A1; A3; A4; A5; Emu");
        assertThat(p.removed()).contains(c("A2"));
    }

    @Test
    void aBadCreatureSaysWhichOne() {
        assertThat(Stable.parse("Winged Horse; Winged Winged Emu").reason().get())
                .startsWith("Creature 2 of the Stable:").contains("listed twice");
        assertThat(Stable.parse("Horse;;Emu").reason().get()).contains("Creature 2").contains("is empty");
    }

    /** "A Stable cannot contain more than one Spectral Creature." */
    @Test
    void atMostOneSpectral() {
        assertThat(Stable.parse("Spectral Horse; Spectral Emu").reason().get())
                .contains("A Stable cannot contain more than one Spectral Creature.");
        Stable s = Stable.of(c("Spectral Horse"));
        assertThat(s.place(c("Spectral Emu"), OptionalInt.empty(), List.of()).refused()).isTrue();
        assertThat(s.place(c("Winged Emu"), OptionalInt.empty(), List.of()).refused()).isFalse();
    }

    /** "A Spectral Creature cannot be selected as Stock, nor can it be removed from a Stable by the owner of that Stable." */
    @Test
    void theOwnerCannotRemoveASpectralCreature() {
        Stable s = Stable.of(c("Spectral Horse"), c("Emu"));
        assertThat(s.removing(0, List.of()).reason().get()).contains("nor can it be removed from a Stable");
        assertThat(s.removing(1, List.of()).orThrow().write()).isEqualTo("Spectral Horse");
    }

    /** "Any creature thus listed cannot be removed from their Stable ... until the closing of the campaign." */
    @Test
    void aCreatureListedForTheCampaignCannotBeRemoved() {
        Stable s = Stable.of(c("Winged Horse"), c("Emu"), c("Winged Horse"));
        assertThat(s.removing(0, List.of(c("Winged Horse"))).refused()).isFalse(); // its twin stays listed
        assertThat(s.removing(0, List.of(c("Winged Horse"), c("Winged Horse"))).reason().get())
                .contains("listed for the open campaign");
    }
}
