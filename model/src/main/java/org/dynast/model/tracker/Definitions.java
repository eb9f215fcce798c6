package org.dynast.model.tracker;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** Checks a tracker definition before it is used: each problem says where (a path) and why. */
public final class Definitions {

    /** One problem of a definition: where ({@code columns[2].formula}) and why. */
    public record Problem(String where, String why) {
        public String text() {
            return where + ": " + why;
        }
    }

    private Definitions() {
    }

    public static List<Problem> problems(TrackerDefinition d) {
        List<Problem> out = new ArrayList<>();
        if (d == null) {
            out.add(new Problem("definition", "is missing"));
            return out;
        }
        columns(d.columns, "columns", out);
        columns(d.globals, "globals", out);
        Set<String> npcs = new HashSet<>();
        for (int i = 0; i < d.npcs.size(); i++) {
            String n = d.npcs.get(i);
            if (n == null || n.isBlank()) {
                out.add(new Problem("npcs[" + i + "]", "a non-player row needs a name"));
            } else if (!npcs.add(n.strip().toLowerCase(Locale.ROOT))) {
                out.add(new Problem("npcs[" + i + "]", "\"" + Values.shown(n) + "\" is named twice"));
            }
        }
        for (int i = 0; i < d.checks.size(); i++) {
            Check c = d.checks.get(i);
            String at = "checks[" + i + "]";
            if (c == null || c.kind == null) {
                out.add(new Problem(at, "a check needs its kind (AT_MOST, AT_LEAST, UNIQUE or RULE)"));
                continue;
            }
            if (c.kind == Check.Kind.RULE) {
                formula(c.formula, at + ".formula", out);
            } else if (d.column(c.column).isEmpty()) {
                out.add(new Problem(at + ".column", "there is no column named \"" + Values.shown(String.valueOf(
                        c.column)) + "\""));
            } else if (c.kind != Check.Kind.UNIQUE && c.limit == null) {
                out.add(new Problem(at + ".limit", "a cap or floor needs its number"));
            }
        }
        Set<String> actions = new HashSet<>();
        for (int i = 0; i < d.actions.size(); i++) {
            action(d, d.actions.get(i), "actions[" + i + "]", actions, out);
        }
        Set<String> kinds = new HashSet<>();
        for (int i = 0; i < d.postKinds.size(); i++) {
            PostKind k = d.postKinds.get(i);
            String at = "postKinds[" + i + "]";
            if (k == null || k.name == null || k.name.isBlank()) {
                out.add(new Problem(at + ".name", "a kind of timed post needs a name"));
                continue;
            }
            if (!kinds.add(k.name.strip().toLowerCase(Locale.ROOT))) {
                out.add(new Problem(at + ".name", "\"" + Values.shown(k.name) + "\" is named twice"));
            }
            if (k.hours < 1 || k.hours > 24 * 366) {
                out.add(new Problem(at + ".hours", "a post stays open from 1 hour to a year, not " + k.hours));
            }
            if (k.dueAfterHours != null && (k.dueAfterHours < 0 || k.dueAfterHours > 24 * 366)) {
                out.add(new Problem(at + ".dueAfterHours", "the emperor's move falls due from 0 hours to a year "
                        + "after posting, not " + k.dueAfterHours));
            }
        }
        return out;
    }

    private static void columns(List<Column> columns, String path, List<Problem> out) {
        Set<String> names = new HashSet<>();
        Set<String> keys = new HashSet<>();
        for (int i = 0; i < columns.size(); i++) {
            Column c = columns.get(i);
            String at = path + "[" + i + "]";
            if (c == null || c.name == null || c.name.isBlank()) {
                out.add(new Problem(at + ".name", "a column needs a name"));
                continue;
            }
            if (c.name.contains("|") || c.name.contains("!") || c.name.length() > 100) {
                out.add(new Problem(at + ".name", "a column's name has at most 100 characters and no | or !"));
            }
            if (!names.add(c.name.strip().toLowerCase(Locale.ROOT))) {
                out.add(new Problem(at + ".name", "\"" + Values.shown(c.name) + "\" is named twice"));
            } else if (!keys.add(c.key().toLowerCase(Locale.ROOT))) {
                out.add(new Problem(at + ".name", "\"" + Values.shown(c.name) + "\" is written " + c.key()
                        + " in formulas, like another column"));
            }
            if (c.type == null) {
                out.add(new Problem(at + ".type", "a column needs its type"));
                continue;
            }
            if (c.type == ColumnType.ENUM && (c.options == null || c.options.isEmpty())) {
                out.add(new Problem(at + ".options", "a choice needs its options"));
            }
            if (c.min != null && c.max != null && c.min > c.max) {
                out.add(new Problem(at + ".max", "the maximum " + c.max + " is below the minimum " + c.min));
            }
            if (c.derived()) {
                formula(c.formula, at + ".formula", out);
            } else if (c.defaultValue != null && !c.defaultValue.isBlank()) {
                try {
                    Values.read(c, c.defaultValue);
                } catch (Values.BadValue e) {
                    out.add(new Problem(at + ".defaultValue", e.getMessage()));
                }
            }
        }
    }

    private static void action(TrackerDefinition d, TrackerAction a, String at, Set<String> names, List<Problem> out) {
        if (a == null || a.name == null || a.name.isBlank()) {
            out.add(new Problem(at + ".name", "an action needs a name"));
            return;
        }
        if (!names.add(a.name.strip().toLowerCase(Locale.ROOT))) {
            out.add(new Problem(at + ".name", "\"" + Values.shown(a.name) + "\" is named twice"));
        }
        if (a.cadence == null || a.scope == null) {
            out.add(new Problem(at, "an action needs its cadence and scope"));
            return;
        }
        if (a.cadence.sinceLast() && (a.since == null || (d.action(a.since).isEmpty()
                && d.postKind(a.since).isEmpty()))) {
            out.add(new Problem(at + ".since", "\"since the last\" names an action or a kind of timed post of the "
                    + "tracker, not \"" + Values.shown(String.valueOf(a.since)) + "\""));
        }
        if (a.cadence.sinceLast() && a.since != null && a.since.strip().equalsIgnoreCase(a.name)) {
            out.add(new Problem(at + ".since", "an action cannot count from itself"));
        }
        if (a.cadence == TrackerAction.Cadence.EVERY_HOURS && (a.hours == null || a.hours < 1 || a.hours > 24 * 365)) {
            out.add(new Problem(at + ".hours", "once every N hours needs N, from 1 to 8760"));
        }
        for (int j = 0; j < a.dice.size(); j++) {
            TrackerAction.Die die = a.dice.get(j);
            if (die == null || die.name == null || !die.name.matches("[A-Za-z][A-Za-z0-9_]{0,30}")
                    || die.expression == null || die.expression.isBlank()) {
                out.add(new Problem(at + ".dice[" + j + "]", "a roll needs a name (letters, digits, _) and its "
                        + "dice (DICE6)"));
            }
        }
        for (int j = 0; j < a.effects.size(); j++) {
            TrackerAction.Effect e = a.effects.get(j);
            String where = at + ".effects[" + j + "]";
            if (e == null || e.target == null) {
                out.add(new Problem(where, "an effect needs the column it changes"));
                continue;
            }
            Column target = (a.scope == TrackerAction.Scope.GLOBAL ? d.global(e.target) : d.column(e.target))
                    .orElse(null);
            if (target == null) {
                out.add(new Problem(where + ".target", "there is no " + (a.scope == TrackerAction.Scope.GLOBAL
                        ? "global value" : "column") + " named \"" + Values.shown(e.target) + "\""));
            } else if (target.derived()) {
                out.add(new Problem(where + ".target", target.name + " is derived: it follows its formula"));
            }
            formula(e.formula, where + ".formula", out);
        }
    }

    private static void formula(String formula, String at, List<Problem> out) {
        if (formula == null || formula.isBlank()) {
            out.add(new Problem(at, "the formula is empty"));
            return;
        }
        try {
            Formulas.parse(formula);
        } catch (Formulas.FormulaError e) {
            out.add(new Problem(at, "\u201c" + formula + "\u201d " + e.where()));
        }
    }
}
