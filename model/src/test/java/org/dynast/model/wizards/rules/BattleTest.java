package org.dynast.model.wizards.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Ruleset 168: battles, Tactics, Merging, the Druid's Forest bonus. */
class BattleTest {

    final StrengthTable table = StrengthTable.standard();
    final Battlefield gates = Battlefield.parse("City Gates: nearby, walled, level").orThrow();
    final Battlefield forest = Battlefield.parse("Royal Forest: forest nearby level").orThrow();
    final List<String> purposes = new ArrayList<>();

    Dice rolls(int value) {
        return (sides, purpose) -> {
            purposes.add("DICE" + sides + " " + purpose);
            return value;
        };
    }

    final Dice noDice = (sides, purpose) -> {
        throw new AssertionError("no roll expected: " + purpose);
    };

    static Plan plan(String text) {
        return Plan.parse(text).orThrow();
    }

    static Force force(String name, String plan) {
        return Force.of(Wizard.of(name, Stable.empty(), 0), plan(plan));
    }

    /** "A force's wins in a battle is given by the number of N in the range 1-5 such that their Nth creature slot has a higher Strength than the opposing force's Nth creature slot." */
    @Test
    void slotBySlotWins() {
        Battle.Result r = Battle.fight(table, gates, force("Kevan", "Giant Emu; Winged Bat; empty; Swift Dog; empty"),
                force("Brendan", "Horned Ox; Giant Ox; Fanged Rat; empty; empty"), noDice);
        assertThat(r.slots()).extracting(Battle.SlotResult::winner).containsExactly(1, 1, 2, 1, 0);
        assertThat(r.firstWins()).isEqualTo(3);
        assertThat(r.secondWins()).isEqualTo(1);
        assertThat(r.triumphant()).isEqualTo("Kevan");
        assertThat(r.tieBreak()).isEmpty();
    }

    /** "An empty creature slot is given a Strength of 0." */
    @Test
    void anEmptySlotHasStrengthZero() {
        Battle.Result r = Battle.fight(table, gates, force("Kevan", "empty; empty; empty; empty; Swimming Fish"),
                force("Brendan", ""), rolls(2));
        assertThat(r.slots().get(0).first().total()).isZero();
        assertThat(r.slots().get(4).first().total()).isEqualTo(-1);
        assertThat(r.secondWins()).isEqualTo(1);
    }

    /** "In the case that the forces have an equal number of wins, an additional win will be awarded to one force by way of a random DICE2 roll in the GNDT. The force that has the most wins is the battle's Triumphant." */
    @Test
    void aTieIsBrokenByDice2() {
        Battle.Result r = Battle.fight(table, gates, force("Kevan", "Giant Emu"), force("Brendan", "empty; Giant Ox"),
                rolls(2));
        assertThat(r.firstWins()).isEqualTo(1);
        assertThat(r.secondWins()).isEqualTo(1);
        assertThat(r.tieBreak().get().roll()).isEqualTo(2);
        assertThat(r.triumphant()).isEqualTo("Brendan");
        assertThat(purposes).containsExactly("DICE2 DICE2 tie-break, City Gates: Kevan (1) v Brendan (2)");
        Battle.Result again = Battle.fight(table, gates, force("Kevan", "Giant Emu"),
                force("Brendan", "empty; Giant Ox"), rolls(1));
        assertThat(again.triumphant()).isEqualTo("Kevan");
        assertThat(again.text()).contains("Tied, so DICE2").contains("rolled 1: the additional win goes to Kevan")
                .endsWith("Triumphant: Kevan");
    }

    /** "The Druid's creatures gain +1 Strength in Forest Battlefields." */
    @Test
    void theDruidsForestBonus() {
        Force druid = Force.of(Wizard.druid(Stable.empty(), 0), plan("Giant Bear"));
        Battle.Result r = Battle.fight(table, forest, druid, force("Kevan", "Giant Bear"), noDice);
        assertThat(r.slots().get(0).first().total()).isEqualTo(4);
        assertThat(r.triumphant()).isEqualTo(Wizard.DRUID);
        assertThat(Battle.fight(table, gates, druid, force("Kevan", "Giant Bear"), rolls(2)).slots().get(0)
                .first().total()).isEqualTo(3);
    }

    /** "A Merging Creature adds its Strength value to the Strength of the creature slot listed above itself in a Battle, and for the purpose of calculating its win or the opposing win against an opposing creature during a Battle, it has 0 Strength." */
    @Test
    void merging() {
        Battle.Result r = Battle.fight(table, gates,
                force("Kevan", "Giant Emu; Merging Giant Venomous Emu; empty; empty; empty"),
                force("Brendan", "Giant Armored Ox; Horned Rat; empty; empty; empty"), rolls(1));
        assertThat(r.slots().get(0).first().total()).isEqualTo(8);
        assertThat(r.slots().get(1).first().total()).isZero();
        assertThat(r.slots()).extracting(Battle.SlotResult::winner).containsExactly(1, 2, 0, 0, 0);
        assertThat(r.slots().get(1).first().strength().terms()).last().extracting(StrengthTable.Term::reason)
                .asString().contains("Merging: its Strength goes to slot 1");
    }

    /** "Druid's Concoction (-2): All Creatures with more than 5 Strength during this Battle are instead considered to have 5 Strength." */
    @Test
    void druidsConcoction() {
        Force druid = Force.of(Wizard.druid(Stable.empty(), 0), plan("Druid's Concoction; Giant Fire breathing Cat"));
        Battle.Result r = Battle.fight(table, gates, druid,
                force("Kevan", "Giant Winged Venomous Horse; Giant Fire breathing Cat"), rolls(1));
        assertThat(r.slots().get(0).second().total()).isEqualTo(5);
        assertThat(r.slots().get(1).first().total()).isEqualTo(5);
        assertThat(r.slots().get(1).second().total()).isEqualTo(5);
    }

    /** "Stealth Tactics (-1): All of your Stealthy Creatures gain +3 Strength" */
    @Test
    void stealthTactics() {
        Battle.Result r = Battle.fight(table, gates, force("Kevan", "Stealth Tactics; Stealthy Cat; Stealthy Fox"),
                force("Brendan", "empty; Cat; Fox"), noDice);
        assertThat(r.slots().get(1).first().total()).isEqualTo(3);
        assertThat(r.slots().get(2).first().total()).isEqualTo(3);
    }

    /** "Bait X (0): ... If the opposing Creature to this Tactic has the named Creature Type, all enemy Creatures with that Creature Type during the Battle have -5 Strength." */
    @Test
    void bait() {
        Battle.Result r = Battle.fight(table, gates, force("Kevan", "Bait Ox; Horned Rat; Fanged Rat"),
                force("Brendan", "Giant Ox; Giant Horned Ox; Giant Emu"), noDice);
        assertThat(r.slots().get(0).second().total()).isEqualTo(-2);
        assertThat(r.slots().get(1).second().total()).isEqualTo(-1);
        assertThat(r.slots().get(2).second().total()).isEqualTo(3);
        // Not triggered when the opposing creature is of another type.
        Battle.Result miss = Battle.fight(table, gates, force("Kevan", "Bait Ox; Horned Rat"),
                force("Brendan", "Giant Emu; Giant Horned Ox"), rolls(1));
        assertThat(miss.slots().get(1).second().total()).isEqualTo(4);
    }

    /** "Outmaneuver (1): ... If the opponent uses the named Tactic during the Battle, this Tactic has 10 Strength." */
    @Test
    void outmaneuver() {
        Battle.Result r = Battle.fight(table, gates, force("Kevan", "Outmaneuver Bait"),
                force("Brendan", "Bait Ox"), noDice);
        assertThat(r.slots().get(0).first().total()).isEqualTo(10);
        Battle.Result other = Battle.fight(table, gates, force("Kevan", "Outmaneuver Stealth Tactics"),
                force("Brendan", "Bait Ox; Cat"), rolls(2));
        assertThat(other.slots().get(0).first().total()).isZero();
    }

    /** "Pack Hunting X (2): ... All Creatures on your side during that Battle with that Creature Type gain +3 Strength" */
    @Test
    void packHunting() {
        Battle.Result r = Battle.fight(table, gates, force("Kevan", "Pack Hunting Wolf; Wolf; Fanged wolf; Dog"),
                force("Brendan", ""), noDice);
        assertThat(r.slots()).extracting(s -> s.first().total()).containsExactly(0, 3, 4, 0, 0);
    }

    /** "Proud Trumpeting (3): Double the Strength of what is in the slot listed below this Tactic, after all other bonuses and maluses." */
    @Test
    void proudTrumpetingComesLast() {
        Battle.Result r = Battle.fight(table, gates,
                force("Kevan", "empty; Proud Trumpeting; Giant Emu; Merging Giant Emu"),
                force("Brendan", ""), noDice);
        assertThat(r.slots().get(2).first().total()).isEqualTo(12); // (3 + 3 merged) doubled
        assertThat(r.slots().get(2).first().strength().terms()).last().extracting(StrengthTable.Term::reason)
                .asString().contains("Proud Trumpeting in slot 2: doubled");
    }

    /** "Combat Wizard (4): This Tactic, for the Battle, is considered to be a Creature, with Creature Type being the submitting Wizard's name, with a Quality that is their Underling's Quality, and +5 Strength." */
    @Test
    void combatWizard() {
        Wizard kevan = Wizard.of("Kevan", Stable.empty(), 0).withUnderling(Optional.of(Quality.GIANT));
        Battle.Result r = Battle.fight(table, gates, Force.of(kevan, plan("Combat Wizard")), force("Brendan", ""),
                noDice);
        assertThat(r.slots().get(0).first().total()).isEqualTo(8);
        assertThat(Force.of(kevan, plan("Combat Wizard")).creature(1).get().wording()).isEqualTo("Giant Kevan");
    }

    @Test
    void theResultTextNamesEverySlotWithItsReasons() {
        Battle.Result r = Battle.fight(table, gates, force("Kevan", "Giant Emu; Winged Bat"),
                force("Brendan", "Horned Ox"), noDice);
        assertThat(r.text()).startsWith("Battle on City Gates: nearby, walled, level: Kevan v Brendan\n"
                + "Slot 1: Giant Emu 3 (+3 if the creature has giant) v Horned Ox 1 (+1 for each of the"
                + " following the creature has: Fanged, Horned, Obedient, Ferocious (Horned)) — Kevan\n")
                .contains("Slot 3: empty 0 v empty 0 — no win\n").contains("Wins: Kevan 2, Brendan 0\n")
                .endsWith("Triumphant: Kevan");
    }
}
