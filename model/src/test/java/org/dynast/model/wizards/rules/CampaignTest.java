package org.dynast.model.wizards.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Ruleset 168: "The War" and "Closing a Campaign". */
class CampaignTest {

    final StrengthTable table = StrengthTable.standard();
    final List<String> purposes = new ArrayList<>();

    /** Scripted rolls, recording each purpose. */
    Dice script(Integer... rolls) {
        Deque<Integer> q = new ArrayDeque<>(List.of(rolls));
        return (sides, purpose) -> {
            purposes.add("DICE" + sides + " " + purpose);
            int r = q.removeFirst();
            assertThat(r).isBetween(1, sides);
            return r;
        };
    }

    final Battlefield gates = Battlefield.parse("Gates: walled, level, nearby").orThrow();
    final Battlefield mines = Battlefield.parse("Mines: underground, rich, forest").orThrow();
    final Battlefield falls = Battlefield.parse("Falls: sloped, aquatic, frozen").orThrow();
    final List<Battlefield> fields = List.of(gates, mines, falls);

    Realm realm() {
        return Realm.of(
                Wizard.of("Kevan", Stable.parse("Giant Venomous Emu; Giant Armored Ox; Horned Rat").orThrow(), 0)
                        .withFavor(1),
                Wizard.of("Brendan", Stable.parse("Giant Digging Mole; Giant Fanged Mole").orThrow(), 0)
                        .withFavor(5).withAllies(List.of(Ally.of(Identity.QUEEN, 1))),
                Wizard.of("Josh", Stable.parse("Swift Dog").orThrow(), 0).withFavor(3)
                        .withAllies(List.of(Ally.of(Identity.SOUTHERN_GENERAL, 1))),
                Wizard.of("Amnistar", Stable.empty(), 0).withFavor(1),
                Wizard.druid(Stable.parse("Wild Bear").orThrow(), 0));
    }

    /** "Three battlefields with randomly selected battle effects and names chosen by the king." */
    @Test
    void goingOnCampaignRollsTheEffects() {
        List<Battlefield> made = Campaign.battlefields(2, List.of("Red Hill", "Blue Lake", "Grey Moor"),
                script(1, 2, 3, 4, 5, 6, 7, 8, 12)).orThrow();
        assertThat(made).extracting(Battlefield::wording).containsExactly("Red Hill: aquatic, walled, desert",
                "Blue Lake: forest, frozen, rich", "Grey Moor: poor, level, nearby");
        assertThat(purposes.get(0)).isEqualTo("DICE12 Campaign 2, Red Hill: battle effect 1");
        assertThat(Campaign.battlefields(2, List.of("A", "A", "B"), script()).refused()).isTrue();
    }

    /** "Choose a battlefield from among those created for the campaign, and Submit an ordered list of 5 elements, each being either a unique creature from in their Stable, or left empty." */
    @Test
    void participating() {
        Realm r = realm();
        Wizard kevan = Campaign.participate(r, fields, Set.of(),
                new Campaign.Participation("Kevan", "Gates", Plan.parse("Giant Venomous Emu").orThrow())).orThrow();
        assertThat(kevan.locked()).extracting(Creature::wording).containsExactly("Giant Venomous Emu");
        assertThat(Campaign.participate(r, fields, Set.of("kevan"),
                new Campaign.Participation("Kevan", "Gates", Plan.parse("").orThrow())).reason().get())
                .contains("already participates");
        assertThat(Campaign.participate(r, fields, Set.of(),
                new Campaign.Participation("Kevan", "Moon", Plan.parse("").orThrow())).reason().get())
                .contains("not one of the campaign's battlefields");
        assertThat(Campaign.participate(r, fields, Set.of(),
                new Campaign.Participation(Wizard.DRUID, "Gates", Plan.parse("Wild Bear").orThrow())).reason().get())
                .contains("The Druid cannot participate in campaigns.");
    }

    /** "Doing so creates a force with five creatures in the slots, of type Emu1 through Emu5, in order, each with a Strength (on any battlefield) equal to the number generated for its place in the order." */
    @Test
    void theWesternForceRollsDice2NPlus4() {
        Campaign.Closed c = Campaign.close(realm(), 3, fields, List.of(), 0, table, script(1, 2, 10, 4, 5)).orThrow();
        assertThat(c.western()).containsExactly(1, 2, 10, 4, 5);
        assertThat(purposes).first().isEqualTo("DICE10 Campaign 3, the Western Force's Emu1");
        assertThat(c.deadlySlot()).contains(3);
    }

    /** "If the Wizard becomes the Triumphant, they gain Courtly Favor equal to 5 plus the campaign number." — plus the Queen's 1. */
    @Test
    void closingACampaign() {
        List<Campaign.Participation> ps = List.of(
                new Campaign.Participation("Kevan", "Gates",
                        Plan.parse("Giant Venomous Emu; Giant Armored Ox; Horned Rat").orThrow()),
                new Campaign.Participation("Brendan", "Mines", Plan.parse("Giant Digging Mole; Giant Fanged Mole")
                        .orThrow()),
                new Campaign.Participation("Josh", "Falls", Plan.parse("empty; Swift Dog").orThrow()));
        // Western Force: 2, 6, 1, 1, 1 (N = 1: DICE6); Emu2 is the strongest.
        Campaign.Closed c = Campaign.close(realm(), 1, fields, ps, 0, table, script(2, 6, 1, 1, 1)).orThrow();
        // Kevan: 5 v 2, 5 v 6, 1 v 1, 0 v 1, 0 v 1 -> 1 win to 3: the West.
        // Brendan: 6 v 2, 7 v 6, 0 v 1 x3 -> 2 to 3: the West.
        // Josh: 0 v 2, 0 v 6 (Swift, level? no: Falls), ... -> 0 to 5: the West.
        assertThat(c.battles()).extracting(Battle.Result::triumphant).containsOnly(Force.WEST);
        assertThat(c.successful()).isFalse();
        assertThat(c.militaryAfter()).isEqualTo(-1);
        // "Regardless of their outcome ... it destroys the creature in the same slot number of each opposing force
        // (excluding creatures which are Armored or forces commanded by Wizards who are allied with the Southern General)."
        assertThat(c.casualties()).extracting(x -> x.wizard() + " " + x.creature() + " " + x.destroyed())
                .containsExactly("Kevan Giant Armored Ox false", "Brendan Giant Fanged Mole true",
                        "Josh Swift Dog false");
        assertThat(c.after().wizard("Brendan").get().stable().write()).isEqualTo("Giant Digging Mole");
        // "If a campaign was not successful, decrease the Favor of each wizard who did not fight in a battle in that campaign by 2, to a minimum of 0."
        assertThat(c.after().wizard("Amnistar").get().favor()).isZero();
        assertThat(c.favorChanges()).containsEntry("Amnistar", -1).doesNotContainKey("Kevan");
        assertThat(c.text()).startsWith("Closing campaign 1. The Western Force: Emu1 2, Emu2 6, Emu3 1, Emu4 1, Emu5 1")
                .contains("Brendan's Giant Fanged Mole is destroyed.")
                .contains("Kevan's Giant Armored Ox is spared (Armored).")
                .contains("The campaign is not successful: the military situation goes from 0 to -1.");
    }

    /** "If closing a campaign generates at least one battle for each battlefield in it in which a wizard is the triumphant, that campaign is said to be successful. ... Otherwise, decrease the military situation by 1." */
    @Test
    void aWinOnOneBattlefieldOnlyIsNoSuccess() {
        Realm r = realm().with(realm().wizard("Brendan").get().withStable(Stable.parse(
                "Giant Digging Mole; Giant Fanged Mole; Giant Horned Mole; Giant Venomous Mole; Giant Armored Mole")
                .orThrow()));
        List<Campaign.Participation> ps = List.of(
                new Campaign.Participation("Kevan", "Gates", Plan.parse("Horned Rat").orThrow()),
                new Campaign.Participation("Brendan", "Mines", Plan.parse("Giant Digging Mole; Giant Fanged Mole;"
                        + " Giant Horned Mole; Giant Venomous Mole; Giant Armored Mole").orThrow()));
        // All five Emus 1: no single strongest, so no casualties.
        Campaign.Closed c = Campaign.close(r, 1, fields, ps, 3, table, script(1, 1, 1, 1, 1)).orThrow();
        assertThat(c.deadlySlot()).isEmpty();
        assertThat(c.casualties()).isEmpty();
        assertThat(c.battles()).extracting(Battle.Result::triumphant).containsExactly(Force.WEST, "Brendan");
        assertThat(c.successful()).isFalse();
        assertThat(c.militaryAfter()).isEqualTo(2);
        assertThat(c.after().wizard("Brendan").get().favor()).isEqualTo(5 + 7);
        assertThat(c.after().wizard("Josh").get().favor()).isEqualTo(1);
        assertThat(c.after().wizard("Kevan").get().favor()).isEqualTo(1);
    }

    @Test
    void aWinningWizardGainsFavorAndTheCampaignSucceeds() {
        Realm r = realm().with(realm().wizard("Brendan").get().withStable(Stable.parse(
                "Giant Digging Mole; Giant Fanged Mole; Giant Horned Mole; Giant Venomous Mole; Giant Armored Mole")
                .orThrow()));
        Campaign.Participation brendan = new Campaign.Participation("Brendan", "Mines", Plan.parse(
                "Giant Digging Mole; Giant Fanged Mole; Giant Horned Mole; Giant Venomous Mole; Giant Armored Mole")
                .orThrow());
        Campaign.Closed c = Campaign.close(r, 2, List.of(mines), List.of(brendan), 4, table,
                script(1, 1, 1, 1, 1)).orThrow();
        assertThat(c.battles().get(0).triumphant()).isEqualTo("Brendan");
        assertThat(c.successful()).isTrue();
        assertThat(c.militaryAfter()).isEqualTo(5);
        // 5 plus the campaign number, plus 1 for the Queen.
        assertThat(c.after().wizard("Brendan").get().favor()).isEqualTo(5 + 8);
        assertThat(c.after().wizard("Amnistar").get().favor()).isEqualTo(1);
    }
}
