package org.dynast.model.wizards.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Ruleset 168: plans, Panache and Tactics. */
class PlanTest {

    final Realm realm = Realm.of(
            Wizard.of("Kevan", Stable.parse("Winged Horse; Giant Emu; Winged Horse").orThrow(), 0)
                    .withUnderling(Optional.of(Quality.GIANT)),
            Wizard.of("Brendan", Stable.parse("Horned Ox").orThrow(), 0),
            Wizard.of("Josh", Stable.parse("Horned Rat").orThrow(), 0)
                    .withAllies(List.of(Ally.of(Identity.NORTHERN_GENERAL, 1))),
            Wizard.druid(Stable.parse("Wild Bear").orThrow(), 0));

    @Test
    void readsAndWritesAPlan() {
        Plan p = Plan.parse("Winged Horse; Bait Emu; ; Giant Emu").orThrow();
        assertThat(p.write()).isEqualTo("Winged Horse; Bait Emu; empty; Giant Emu; empty");
        assertThat(Plan.parse("a; b; c; d; e; f").reason().get()).contains("has 6 elements");
        assertThat(Plan.parse("Bait").reason().get()).startsWith("Slot 1:").contains("Clearly name a Creature Type");
        assertThat(Plan.parse("Outmaneuver Fireball").reason().get()).contains("not one of the valid Tactics");
        assertThat(Plan.parse("Outmaneuver druids concoction").orThrow().slot(1).wording())
                .isEqualTo("Outmaneuver Druid's Concoction");
    }

    /** "Any creature listed must be in the duelist's Stable, and no creature may be listed twice in the same duel." */
    @Test
    void creaturesMustBeInTheStable() {
        assertThat(Plan.check(realm, "Kevan", Plan.parse("Winged Horse; Winged Horse; Giant Emu").orThrow())
                .refused()).isFalse();
        assertThat(Plan.check(realm, "Kevan", Plan.parse("Giant Emu; Giant Emu").orThrow()).reason().get())
                .contains("listed 2 times");
        assertThat(Plan.check(realm, "Kevan", Plan.parse("Horned Ox").orThrow()).reason().get())
                .contains("is not in Kevan's Stable");
    }

    /** "Any creature thus listed cannot be ... used by the participating Wizard (such as in a duel or a campaign) until the closing of the campaign." */
    @Test
    void aCreatureListedForTheCampaignCannotBeUsed() {
        Realm r = realm.with(realm.wizard("Kevan").get().withLocked(List.of(Creature.parse("Giant Emu").orThrow())));
        assertThat(Plan.check(r, "Kevan", Plan.parse("Giant Emu").orThrow()).reason().get())
                .contains("listed for the open campaign");
    }

    /** "A Wizard's Panache is equal to the Upkeep of the Quality of their Underling. If their Underling is Blank, their Panache is 0." */
    @Test
    void panache() {
        assertThat(Plan.panache(realm, realm.wizard("Kevan").get())).isEqualTo(3);
        assertThat(Plan.panache(realm, realm.wizard("Brendan").get())).isZero();
        assertThat(Plan.panache(realm, realm.wizard(Wizard.DRUID).get())).isEqualTo(-1);
    }

    /** "A Wizard can only use Tactics with a Panache Requirement that is equal to their Panache value, or their Panache value +/- 1." */
    @Test
    void tacticsWithinPanache() {
        assertThat(Plan.check(realm, "Kevan", Plan.parse("Combat Wizard").orThrow()).refused()).isFalse();
        assertThat(Plan.check(realm, "Kevan", Plan.parse("Pack Hunting Emu").orThrow()).refused()).isFalse();
        assertThat(Plan.check(realm, "Kevan", Plan.parse("Outmaneuver Bait").orThrow()).reason().get())
                .contains("needs Panache 1 and Kevan's Panache is 3");
        assertThat(Plan.check(realm, "Brendan", Plan.parse("Stealth Tactics").orThrow()).refused()).isFalse();
        assertThat(Plan.check(realm, "Brendan", Plan.parse("Pack Hunting Ox").orThrow()).refused()).isTrue();
        assertThat(Plan.check(realm, Wizard.DRUID, Plan.parse("Druid's Concoction").orThrow()).refused()).isFalse();
    }

    /** "A Wizard allied with the Northern General can use (submit for a Battle) any Tactic, regardless of Panache Requirement." */
    @Test
    void theNorthernGeneralOverridesPanache() {
        assertThat(Plan.check(realm, "Josh", Plan.parse("Combat Wizard; Horned Rat").orThrow()).refused()).isFalse();
    }

    /** "they may instead fill one of that list's Creature slots with a Tactic" — one Tactic a list. */
    @Test
    void oneTacticAList() {
        assertThat(Plan.check(realm, "Josh", Plan.parse("Bait Ox; Bait Rat").orThrow()).reason().get())
                .contains("a second Tactic");
    }
}
