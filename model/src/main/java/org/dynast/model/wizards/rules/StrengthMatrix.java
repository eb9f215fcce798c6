package org.dynast.model.wizards.rules;

import java.util.ArrayList;
import java.util.List;
import org.dynast.model.wizards.rules.StrengthTable.Strength;
import org.dynast.model.wizards.rules.StrengthTable.Term;

/**
 * A Wizard's creatures against battlefields: each creature's Strength on each battlefield as a slot of its own would
 * have it in a battle — the Strength table's bullets, plus "The Druid’s creatures gain +1 Strength in Forest
 * Battlefields" for the Druid — with what a battle may still change noted (Merging; the Tactics and their order are
 * the battle's, {@link Battle}).
 */
public record StrengthMatrix(List<Creature> creatures, List<Battlefield> battlefields, List<List<Cell>> cells) {

    /** The Merging note: "A Merging Creature adds its Strength value to the Strength of the creature slot listed above itself". */
    public static final String MERGING_NOTE = "Merging: in a battle it adds this Strength to the creature slot listed "
            + "above itself, and has 0 Strength for its own win";

    /** One creature on one battlefield: its Strength, term by term, and what a battle may change. */
    public record Cell(Strength strength, List<String> notes) {
        public Cell {
            notes = List.copyOf(notes);
        }

        public int total() {
            return strength.total();
        }
    }

    public StrengthMatrix {
        creatures = List.copyOf(creatures);
        battlefields = List.copyOf(battlefields);
        cells = cells.stream().map(List::copyOf).toList();
    }

    /** {@code wizard}'s Stable, creature by creature (rows), against {@code fields} (columns). */
    public static StrengthMatrix of(StrengthTable table, Wizard wizard, List<Battlefield> fields) {
        List<List<Cell>> rows = new ArrayList<>();
        for (Creature c : wizard.stable().creatures()) {
            List<Cell> row = new ArrayList<>();
            for (Battlefield f : fields) {
                List<Term> terms = new ArrayList<>(table.strength(c, f).terms());
                if (wizard.druid() && f.has(BattleEffect.FOREST)) {
                    terms.add(new Term("The Druid's creatures gain +1 Strength in Forest Battlefields", 1));
                }
                row.add(new Cell(Strength.of(terms), c.has(Quality.MERGING) ? List.of(MERGING_NOTE) : List.of()));
            }
            rows.add(row);
        }
        return new StrengthMatrix(wizard.stable().creatures(), fields, rows);
    }

    public Cell cell(int creature, int battlefield) {
        return cells.get(creature).get(battlefield);
    }
}
