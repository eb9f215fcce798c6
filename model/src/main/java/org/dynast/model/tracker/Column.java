package org.dynast.model.tracker;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A column of the tracker (or a global value): its name, type, default and bounds, and whether it is derived (a
 * formula over the row and the table) or private (the emperor's only, never in the players' export). Data, edited in
 * the console and exported with the dynasty.
 */
public final class Column {

    public String name;
    public ColumnType type = ColumnType.INTEGER;
    /** The value of a new row (as written in a cell); null is the type's blank (0 for numbers). */
    public String defaultValue;
    /** Bounds of a number; with no minimum, a number may be negative only if {@link #mayBeNegative}. */
    public Long min;
    public Long max;
    public boolean mayBeNegative;
    /** The options of a choice. */
    public List<String> options = new ArrayList<>();
    /** The separator of a list ("; " for Ruleset 168's Stable); ", " when null. */
    public String separator;
    /** Derived: the formula that computes the cell; null for a column that is entered. */
    public String formula;
    /** Only the emperor sees it; it is never in the players' export. */
    @JsonProperty("private")
    public boolean privateColumn;
    /** What the ruleset says about it (shown as the column's tooltip). */
    public String note;

    public Column() {
    }

    public static Column of(String name, ColumnType type) {
        Column c = new Column();
        c.name = name;
        c.type = type;
        return c;
    }

    public boolean derived() {
        return formula != null && !formula.isBlank();
    }

    /** The separator between list items. */
    public String separatorOrDefault() {
        return separator == null || separator.isEmpty() ? ", " : separator;
    }

    /** The name as a formula refers to it: letters, digits and underscores ("Energy Trap" → Energy_Trap). */
    public String key() {
        return keyOf(name);
    }

    public static String keyOf(String name) {
        String k = name == null ? "" : name.strip().replaceAll("[^A-Za-z0-9_]+", "_").replaceAll("^_+|_+$", "");
        if (k.isEmpty() || Character.isDigit(k.charAt(0))) {
            k = "c_" + k;
        }
        return k;
    }

    boolean named(String other) {
        return other != null && name.strip().toLowerCase(Locale.ROOT).equals(other.strip().toLowerCase(Locale.ROOT));
    }

    public Column copy() {
        Column c = new Column();
        c.name = name;
        c.type = type;
        c.defaultValue = defaultValue;
        c.min = min;
        c.max = max;
        c.mayBeNegative = mayBeNegative;
        c.options = new ArrayList<>(options == null ? List.of() : options);
        c.separator = separator;
        c.formula = formula;
        c.privateColumn = privateColumn;
        c.note = note;
        return c;
    }
}
