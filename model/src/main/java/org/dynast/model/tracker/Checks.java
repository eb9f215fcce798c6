package org.dynast.model.tracker;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.dynast.model.Refusal;

/** Keeps a tracker's checks: the first one broken, as the refusal of the edit or action that broke it. */
public final class Checks {

    private Checks() {
    }

    /** The refusal of the first check the table breaks, in the check's words and naming the row; empty if none. */
    public static Optional<Refusal> broken(TrackerTable table) {
        TrackerDefinition d = table.definition();
        List<TrackerTable.Row> rows = table.rows();
        for (Check check : d.checks) {
            String text = check.text == null || check.text.isBlank() ? describe(check) : check.text.strip();
            Optional<String> where = switch (check.kind) {
                case AT_MOST, AT_LEAST -> bound(check, d, rows);
                case UNIQUE -> unique(check, d, rows);
                case RULE -> rule(check, table);
            };
            if (where.isPresent()) {
                return Optional.of(new Refusal("Check", text + " \u2014 " + where.get()));
            }
        }
        return Optional.empty();
    }

    /** What a check says when it has no text of its own ("Food is at most 10"). */
    public static String describe(Check c) {
        return switch (c.kind) {
            case AT_MOST -> c.column + " is at most " + Values.number(c.limit == null ? BigDecimal.ZERO : c.limit);
            case AT_LEAST -> c.column + " is at least " + Values.number(c.limit == null ? BigDecimal.ZERO : c.limit);
            case UNIQUE -> "No two players share a " + c.column;
            case RULE -> "Every row keeps " + c.formula;
        };
    }

    /** A cell's size for a bound: its number, or a list's number of items. */
    static BigDecimal measure(Column c, String cell) {
        if (TrackerTable.FAILED.equals(cell)) {
            return null;
        }
        Object v = Values.forFormula(c, cell);
        if (v instanceof BigDecimal n) {
            return n;
        }
        if (v instanceof List<?> l) {
            return BigDecimal.valueOf(l.size());
        }
        return null;
    }

    private static Optional<String> bound(Check check, TrackerDefinition d, List<TrackerTable.Row> rows) {
        Column c = d.column(check.column).orElse(null);
        if (c == null || check.limit == null) {
            return Optional.empty();
        }
        for (TrackerTable.Row r : rows) {
            BigDecimal v = measure(c, r.cell(c.name));
            if (v == null) {
                continue;
            }
            int cmp = v.compareTo(check.limit);
            if (check.kind == Check.Kind.AT_MOST ? cmp > 0 : cmp < 0) {
                String what = c.type.listLike() ? Values.number(v) + " items" : Values.number(v);
                return Optional.of(r.name() + "'s " + c.name + " would be " + what + ".");
            }
        }
        return Optional.empty();
    }

    private static Optional<String> unique(Check check, TrackerDefinition d, List<TrackerTable.Row> rows) {
        Column c = d.column(check.column).orElse(null);
        if (c == null) {
            return Optional.empty();
        }
        Map<String, String> seen = new HashMap<>();
        for (TrackerTable.Row r : rows) {
            if (r.npc()) {
                continue;
            }
            String cell = r.cell(c.name);
            List<String> items = new ArrayList<>();
            if (c.type == ColumnType.ANNOTATED_LIST) {
                Values.annotated(c, cell).forEach(i -> items.add(i.name()));
            } else if (c.type.listLike()) {
                items.addAll(Values.multiset(c, cell).keySet());
            } else if (!cell.isBlank()) {
                items.add(cell);
            }
            for (String item : items) {
                String other = seen.putIfAbsent(item.toLowerCase(Locale.ROOT), r.name());
                if (other != null && !other.equals(r.name())) {
                    return Optional.of(other + " and " + r.name() + " would both have " + item + ".");
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<String> rule(Check check, TrackerTable table) {
        TrackerState s = table.state();
        List<Map<String, String>> cells = table.cells();
        for (int i = 0; i < s.rows.size(); i++) {
            Map<String, Object> vars = TrackerTable.variables(s, s.definition.columns, cells, i);
            try {
                var v = Formulas.evaluate(check.formula, vars);
                if (!v.isBooleanValue() || !v.getBooleanValue()) {
                    return Optional.of("not so for " + s.rows.get(i).name + ".");
                }
            } catch (Formulas.FormulaError e) {
                return Optional.of("its formula \u201c" + check.formula + "\u201d fails for " + s.rows.get(i).name
                        + " " + e.where());
            }
        }
        return Optional.empty();
    }
}
