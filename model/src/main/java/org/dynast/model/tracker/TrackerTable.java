package org.dynast.model.tracker;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The tracker as shown: every row with its entered and derived cells, the global values, and the problems of the
 * derived columns (at the column, with the row, where and why). Computed from a {@link TrackerState}; derived cells
 * are never stored.
 */
public final class TrackerTable {

    /** A derived column's formula failing on a row (or on every row): where and why. */
    public record Problem(String column, String row, String why) {
        public String text() {
            return column + (row == null ? "" : " (" + row + ")") + ": " + why;
        }
    }

    /** One row as shown: every column's cell, entered or derived ("⚠" where the formula fails). */
    public record Row(String name, boolean npc, Map<String, String> cells) {
        public String cell(String column) {
            return cells.getOrDefault(column, "");
        }
    }

    public static final String FAILED = "\u26a0";

    private final TrackerState state;
    private final List<Row> rows = new ArrayList<>();
    private final List<Problem> problems = new ArrayList<>();

    private TrackerTable(TrackerState state) {
        this.state = state;
    }

    /** Computes the derived cells of every row, column by column in the definition's order. */
    public static TrackerTable of(TrackerState state) {
        TrackerTable t = new TrackerTable(state);
        t.compute();
        return t;
    }

    public TrackerState state() {
        return state;
    }

    public TrackerDefinition definition() {
        return state.definition;
    }

    public List<Row> rows() {
        return List.copyOf(rows);
    }

    public Map<String, String> globals() {
        return state.globals;
    }

    public List<Problem> problems() {
        return List.copyOf(problems);
    }

    /** The problems of one column. */
    public List<Problem> problems(String column) {
        return problems.stream().filter(p -> p.column().equalsIgnoreCase(column)).toList();
    }

    private void compute() {
        List<Map<String, String>> cells = new ArrayList<>();
        for (TrackerRow r : state.rows) {
            Map<String, String> m = new LinkedHashMap<>();
            for (Column c : state.definition.columns) {
                m.put(c.name, c.derived() ? "" : r.values.getOrDefault(c.name, Values.initial(c)));
            }
            cells.add(m);
        }
        List<Column> known = new ArrayList<>();
        for (Column c : state.definition.columns) {
            if (!c.derived()) {
                known.add(c);
            }
        }
        for (Column c : state.definition.columns) {
            if (!c.derived()) {
                continue;
            }
            try {
                Formulas.parse(c.formula);
            } catch (Formulas.FormulaError e) {
                problems.add(new Problem(c.name, null, "\u201c" + c.formula + "\u201d " + e.where()));
                cells.forEach(m -> m.put(c.name, FAILED));
                known.add(c);
                continue;
            }
            for (int i = 0; i < state.rows.size(); i++) {
                Map<String, Object> vars = variables(state, known, cells, i);
                try {
                    cells.get(i).put(c.name, Formulas.write(c, Formulas.evaluate(c.formula, vars)));
                } catch (Formulas.FormulaError | Values.BadValue e) {
                    String why = e instanceof Formulas.FormulaError f ? f.where() : e.getMessage();
                    problems.add(new Problem(c.name, state.rows.get(i).name, "\u201c" + c.formula + "\u201d " + why));
                    cells.get(i).put(c.name, FAILED);
                }
            }
            known.add(c);
        }
        for (int i = 0; i < state.rows.size(); i++) {
            rows.add(new Row(state.rows.get(i).name, state.rows.get(i).npc, cells.get(i)));
        }
    }

    /**
     * What a formula on row {@code index} sees: the row's columns by key, {@code ALL_key} (the column over every
     * player's row, not the non-player rows), the global values by key, {@code NAME}, {@code PLAYERS} (how many players'
     * rows there are), {@code ALL_NAMES} (the players' names in row order) and {@code NPC} (whether the row is a non-player's).
     */
    static Map<String, Object> variables(TrackerState state, List<Column> columns, List<Map<String, String>> cells,
                                         int index) {
        Map<String, Object> vars = new HashMap<>();
        for (Column g : state.definition.globals) {
            if (!g.derived()) {
                vars.put(g.key(), Values.forFormula(g, state.globals.getOrDefault(g.name, Values.initial(g))));
            }
        }
        long players = state.rows.stream().filter(r -> !r.npc).count();
        vars.put("PLAYERS", BigDecimal.valueOf(players));
        vars.put("ALL_NAMES", state.rows.stream().filter(r -> !r.npc).map(r -> r.name).toList());
        for (Column c : columns) {
            List<Object> all = new ArrayList<>();
            for (int i = 0; i < state.rows.size(); i++) {
                Object v = valueOf(c, cells.get(i).get(c.name));
                if (!state.rows.get(i).npc && v != null) {
                    all.add(v);
                }
            }
            vars.put("ALL_" + c.key(), all);
        }
        if (index >= 0) {
            for (Column c : columns) {
                Object v = valueOf(c, cells.get(index).get(c.name));
                if (v != null) {
                    vars.put(c.key(), v);
                }
            }
            vars.put("NAME", state.rows.get(index).name);
            vars.put("NPC", state.rows.get(index).npc);
        }
        return vars;
    }

    private static Object valueOf(Column c, String cell) {
        if (FAILED.equals(cell)) {
            return null;
        }
        try {
            return Values.forFormula(c, cell);
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** The shown cells of every row (entered and derived), for formulas over the whole table. */
    List<Map<String, String>> cells() {
        return rows.stream().map(Row::cells).toList();
    }
}
