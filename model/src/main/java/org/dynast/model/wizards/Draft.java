package org.dynast.model.wizards;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.dynast.model.Refusal;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.tracker.Column;
import org.dynast.model.tracker.TrackerRow;
import org.dynast.model.tracker.TrackerState;
import org.dynast.model.tracker.Values;
import org.dynast.model.wizards.rules.Ally;
import org.dynast.model.wizards.rules.Identity;

/**
 * One action's working copy of a Ruleset 168 dynasty: the tracker's Wizards' table and the module's own state,
 * changed together and written in the action's one log entry. The cells are read and written as the GNDT writes
 * them ("Winged Fire breathing Horse; Giant Emu", "Queen(4); ArchBishop(2)(Giant)").
 */
final class Draft {

    static final String DRUID = "The Druid";
    static final String STABLE = "Stable";
    static final String FOOD = "Food";
    static final String UPKEEP = "Upkeep";
    static final String UNDERLING = "Underling Type";
    static final String FAVOR = "Favor";
    static final String ALLIES = "Allies";
    static final String MISSED = "Missed Feedings";
    static final String ELIMINATION = "Elimination";
    static final String MILITARY = "Military Situation";
    static final String TRAITOR = "Traitor";
    static final String BATTLEFIELDS = "Current Battlefields";

    final Dynasty dynasty;
    final TrackerState table;
    final WizardsState state;
    /** The King's name (the emperor), or null in a Metadynasty. */
    final String king;
    final Instant now;
    final Dice dice;

    Draft(Dynasty dynasty, TrackerState table, WizardsState state, String king, Instant now, Dice dice) {
        this.dynasty = dynasty;
        this.table = table;
        this.state = state;
        this.king = king;
        this.now = now;
        this.dice = dice;
    }

    /** Rolls the GNDT's dice for an action: logged with it (or, while an action is only checked, not rolled). */
    interface Dice {
        int roll(int sides, String roller, String purpose, boolean secret);
    }

    // ---- who ---------------------------------------------------------------------------------

    boolean isKing(String name) {
        return king != null && WizardsState.same(king, name);
    }

    static boolean isDruid(String name) {
        return WizardsState.same(DRUID, name);
    }

    /** The Wizards for the dynastic rules: the active players' rows and The Druid (the King is not a Wizard). */
    List<String> wizards() {
        List<String> out = new ArrayList<>();
        for (TrackerRow r : table.rows) {
            if (!r.npc || isDruid(r.name)) {
                out.add(r.name);
            }
        }
        return out;
    }

    /** The players' Wizards (not The Druid). */
    List<String> players() {
        return table.rows.stream().filter(r -> !r.npc).map(r -> r.name).toList();
    }

    TrackerRow row(String wizard) {
        String key = wizard == null ? "" : wizard.strip();
        return table.rows.stream().filter(r -> (!r.npc || isDruid(r.name)) && r.name.equalsIgnoreCase(key))
                .findFirst().orElseThrow(() -> new Refusal("Wizards", (key.isEmpty() ? "No Wizard" : key)
                        + " is not a Wizard of " + dynasty.name() + (isKing(key) ? " (\"For the purposes of dynastic "
                        + "rules which do not deal with voting, The King is not a Wizard.\")" : "") + "."));
    }

    /** The Wizard's name as the table spells it. */
    String wizard(String name) {
        return row(name).name;
    }

    /** A Wizard or the King (judges, closers), as spelled. */
    String wizardOrKing(String name) {
        return isKing(name) ? king : wizard(name);
    }

    // ---- cells -------------------------------------------------------------------------------

    private String cell(String wizard, String column) {
        return row(wizard).values.getOrDefault(column, "");
    }

    private void put(String wizard, String column, String value) {
        row(wizard).values.put(column, table.definition.column(column).map(c -> written(c, value)).orElse(value));
    }

    /**
     * A value as the tracker writes it ("Queen(3)", the rule's form, is written "Queen (3)", as the tracker writes an
     * annotated list), so that what an action writes is what the tracker reads back, in the console and from the
     * dynasty's file. A value the tracker's column refuses is a value the action may not set (the Appendix: a player
     * may not take an action that "would change one or more of those values to an illegal value").
     */
    private static String written(Column c, String value) {
        try {
            return Values.read(c, value);
        } catch (Values.BadValue e) {
            throw new Refusal("Numbers and Variables", e.getMessage());
        }
    }

    private int number(String wizard, String column) {
        String v = cell(wizard, column).strip();
        try {
            return v.isEmpty() ? 0 : Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw new Refusal("Wizards", wizard + "'s " + column + " is \"" + v + "\", not a number.");
        }
    }

    /** "tracked in the GNDT as a semicolon separated list." */
    List<String> stable(String wizard) {
        List<String> out = new ArrayList<>();
        for (String c : cell(wizard, STABLE).split(";")) {
            if (!c.isBlank()) {
                out.add(c.strip().replaceAll("\\s+", " "));
            }
        }
        return out;
    }

    void setStable(String wizard, List<String> creatures) {
        put(wizard, STABLE, String.join("; ", creatures));
    }

    int food(String wizard) {
        return number(wizard, FOOD);
    }

    void setFood(String wizard, int food) {
        put(wizard, FOOD, Integer.toString(food));
    }

    /** The Druid "has zero favour". */
    int favor(String wizard) {
        return isDruid(wizard) ? 0 : number(wizard, FAVOR);
    }

    void setFavor(String wizard, int favor) {
        put(wizard, FAVOR, Integer.toString(favor));
    }

    int missedFeedings(String wizard) {
        return number(wizard, MISSED);
    }

    void setMissedFeedings(String wizard, int n) {
        put(wizard, MISSED, Integer.toString(n));
    }

    /** "The Druid's Underling type is always Wild." */
    String underling(String wizard) {
        return isDruid(wizard) ? "Wild" : cell(wizard, UNDERLING).strip();
    }

    void setUnderling(String wizard, String quality) {
        put(wizard, UNDERLING, quality);
    }

    int elimination(String wizard) {
        return number(wizard, ELIMINATION);
    }

    void setElimination(String wizard, int value) {
        put(wizard, ELIMINATION, Integer.toString(value));
    }

    /** "A Wizard with an Elimination of 1 is said to have been Eliminated." */
    boolean eliminated(String wizard) {
        return elimination(wizard) == 1;
    }

    void setUpkeep(String wizard, int upkeep) {
        put(wizard, UPKEEP, Integer.toString(upkeep));
    }

    int military() {
        String v = table.globals.getOrDefault(MILITARY, "0").strip();
        return v.isEmpty() ? 0 : Integer.parseInt(v);
    }

    void setMilitary(int value) {
        table.globals.put(MILITARY, Integer.toString(value));
    }

    /**
     * Writes the tracker's global "Current Battlefields" from the module's list, so the GNDT's value follows rule
     * "Battlefields" ("Battlefields created in this way are also added to the list of current Battlefields").
     */
    void syncBattlefields() {
        table.definition.globals.stream().filter(g -> g.name.equals(BATTLEFIELDS)).findFirst().ifPresent(g ->
                table.globals.put(BATTLEFIELDS, String.join(g.separatorOrDefault(), state.battlefields.stream()
                        .map(f -> f.name).toList())));
    }

    String traitor() {
        return table.globals.getOrDefault(TRAITOR, "").strip();
    }

    void setTraitor(String wizard) {
        table.globals.put(TRAITOR, wizard);
    }

    // ---- court allies ------------------------------------------------------------------------

    /** "[identity]([trust])", the ArchBishop's "ArchBishop([trust])([quality])". */
    List<Ally> allies(String wizard) {
        if (isDruid(wizard)) {
            return List.of();
        }
        return Ally.parseAll(cell(wizard, ALLIES)).orThrow();
    }

    void setAllies(String wizard, List<Ally> allies) {
        put(wizard, ALLIES, Ally.writeAll(allies));
    }

    boolean alliedWith(String wizard, Identity identity) {
        return allies(wizard).stream().anyMatch(a -> a.identity() == identity);
    }

    /** Whether a creature is held back by an open Campaign ("cannot be removed … until the closing"). */
    boolean locked(String wizard, String creature) {
        return state.openCampaign().flatMap(c -> c.participation(wizard))
                .map(p -> p.slots.stream().anyMatch(s -> s.equalsIgnoreCase(creature))).orElse(false);
    }

    static String key(String s) {
        return s == null ? "" : s.strip().toLowerCase(Locale.ROOT);
    }
}
