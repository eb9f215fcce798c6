package org.dynast.model.tracker;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How a column's cells are read and written: each value is kept as the text its type writes (so two trackers with
 * the same values are equal as data), read leniently from what a user types or a wiki table holds.
 */
public final class Values {

    /** Why a text is not a value of a column: the message is for the user. */
    public static final class BadValue extends IllegalArgumentException {
        public BadValue(String message) {
            super(message);
        }
    }

    /** An item of an annotated list: {@code Name (info) (info) [badge]}. */
    public record Item(String name, List<String> info, String badge) {
        public String write() {
            StringBuilder b = new StringBuilder(name);
            info.forEach(i -> b.append(" (").append(i).append(')'));
            if (badge != null && !badge.isEmpty()) {
                b.append(" [").append(badge).append(']');
            }
            return b.toString();
        }
    }

    private static final Pattern ITEM = Pattern.compile("^([^()\\[\\]]*?)\\s*((?:\\([^()]*\\)\\s*)*)(?:\\[([^\\[\\]]*)\\])?$");
    private static final Pattern INFO = Pattern.compile("\\(([^()]*)\\)");
    private static final Pattern COUNTED = Pattern.compile("^(.*?)\\s*[×x]\\s*(\\d{1,6})$|^(\\d{1,6})\\s*[×x]\\s*(.*)$");
    private static final int MAX_TEXT = 2_000;

    private Values() {
    }

    /** The value of a new row: the column's default, or its type's blank. */
    public static String initial(Column c) {
        if (c.defaultValue != null && !c.defaultValue.isBlank()) {
            return read(c, c.defaultValue);
        }
        return switch (c.type) {
            case INTEGER, DECIMAL -> "0";
            case FLAG -> "No";
            default -> "";
        };
    }

    /** Reads {@code text} as a value of the column, written as the type writes it; a bad value throws why. */
    public static String read(Column c, String text) {
        String t = text == null ? "" : text.strip();
        if (t.length() > MAX_TEXT) {
            throw new BadValue(c.name + " holds at most " + MAX_TEXT + " characters.");
        }
        return switch (c.type) {
            case INTEGER -> integer(c, t);
            case DECIMAL -> decimal(c, t);
            case TEXT, PLAYER -> t.replaceAll("\\s+", " ");
            case ENUM -> choice(c, t);
            case FLAG -> flag(c, t);
            case LIST -> String.join(c.separatorOrDefault(), items(c, t));
            case MULTISET -> writeMultiset(c, multiset(c, t));
            case ANNOTATED_LIST -> String.join(c.separatorOrDefault(), annotated(c, t).stream().map(Item::write)
                    .toList());
        };
    }

    private static String integer(Column c, String t) {
        String n = t.replace('\u2212', '-').replace(",", "");
        if (!n.matches("[+-]?\\d{1,15}")) {
            throw new BadValue(c.name + " is a whole number: \"" + shown(t) + "\" is not.");
        }
        long v = Long.parseLong(n.startsWith("+") ? n.substring(1) : n);
        bounds(c, BigDecimal.valueOf(v), t);
        return Long.toString(v);
    }

    private static String decimal(Column c, String t) {
        String n = t.replace('\u2212', '-').replace(",", "");
        if (!n.matches("[+-]?(\\d{1,15}(\\.\\d{0,10})?|\\.\\d{1,10})")) {
            throw new BadValue(c.name + " is a number: \"" + shown(t) + "\" is not.");
        }
        BigDecimal v = new BigDecimal(n.startsWith("+") ? n.substring(1) : n);
        bounds(c, v, t);
        return number(v);
    }

    /** A number written plainly, without trailing zeros ("2.5", "3"). */
    public static String number(BigDecimal v) {
        BigDecimal s = v.stripTrailingZeros();
        return (s.scale() < 0 ? s.setScale(0) : s).toPlainString();
    }

    private static void bounds(Column c, BigDecimal v, String t) {
        Long min = c.min != null ? c.min : c.mayBeNegative ? null : Long.valueOf(0);
        if (min != null && v.compareTo(BigDecimal.valueOf(min)) < 0) {
            throw new BadValue(c.name + " is at least " + min + (c.min == null ? " (it may not be negative)" : "")
                    + ": " + shown(t) + " is less.");
        }
        if (c.max != null && v.compareTo(BigDecimal.valueOf(c.max)) > 0) {
            throw new BadValue(c.name + " is at most " + c.max + ": " + shown(t) + " is more.");
        }
    }

    private static String choice(Column c, String t) {
        if (t.isEmpty()) {
            return "";
        }
        for (String o : c.options) {
            if (o.equalsIgnoreCase(t)) {
                return o;
            }
        }
        throw new BadValue(c.name + " is one of " + String.join(", ", c.options) + " (or blank): \"" + shown(t)
                + "\" is not.");
    }

    private static String flag(Column c, String t) {
        String f = t.toLowerCase(Locale.ROOT);
        if (List.of("yes", "y", "true", "1", "\u2713", "\u2714", "\u2705", "x").contains(f)) {
            return "Yes";
        }
        if (List.of("no", "n", "false", "0", "", "-", "\u2717", "\u274c").contains(f)) {
            return "No";
        }
        throw new BadValue(c.name + " is Yes or No: \"" + shown(t) + "\" is neither.");
    }

    /**
     * The items of a list cell, split at the column's separator and, leniently, at any comma or semicolon, outside
     * brackets (so an item's "(info, more)" stays whole).
     */
    public static List<String> items(Column c, String t) {
        List<String> out = new ArrayList<>();
        if (t == null || t.isBlank()) {
            return out;
        }
        String sep = c.separatorOrDefault().strip();
        int depth = 0;
        StringBuilder item = new StringBuilder();
        for (int i = 0; i < t.length(); i++) {
            char ch = t.charAt(i);
            depth += ch == '(' || ch == '[' || ch == '{' ? 1 : ch == ')' || ch == ']' || ch == '}' ? -1 : 0;
            depth = Math.max(0, depth);
            boolean atSep = !sep.isEmpty() && t.startsWith(sep, i);
            if (depth == 0 && (atSep || ch == ',' || ch == ';' || sep.isEmpty() && Character.isWhitespace(ch))) {
                add(out, item);
                i += atSep ? sep.length() - 1 : 0;
            } else {
                item.append(ch);
            }
        }
        add(out, item);
        return out;
    }

    /** Adds an item unless it is empty or a lone "-", a wiki table's mark for nothing. */
    private static void add(List<String> out, StringBuilder item) {
        String s = item.toString().strip().replaceAll("\\s+", " ");
        if (!s.isEmpty() && !s.equals("-")) {
            out.add(s);
        }
        item.setLength(0);
    }

    /** A multiset's counts by name, in name order. */
    public static Map<String, Integer> multiset(Column c, String t) {
        Map<String, Integer> counts = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        Map<String, String> spelled = new LinkedHashMap<>();
        for (String item : items(c, t)) {
            Matcher m = COUNTED.matcher(item);
            String name = item;
            int n = 1;
            if (m.matches()) {
                name = (m.group(1) != null ? m.group(1) : m.group(4)).strip();
                n = Integer.parseInt(m.group(2) != null ? m.group(2) : m.group(3));
            }
            if (name.isEmpty()) {
                throw new BadValue(c.name + ": \"" + shown(item) + "\" names nothing to count.");
            }
            if (!bracketsPair(name)) {
                throw new BadValue(c.name + ": \"" + shown(item) + "\" has a bracket that is not closed or opened.");
            }
            spelled.putIfAbsent(name.toLowerCase(Locale.ROOT), name);
            counts.merge(spelled.get(name.toLowerCase(Locale.ROOT)), n, Integer::sum);
        }
        counts.values().removeIf(v -> v == 0);
        return counts;
    }

    /**
     * A multiset written in name order, a count of one left out unless the name itself looks counted ("a\u00d70",
     * "3x Gold"), so that reading it again gives the same counts.
     */
    public static String writeMultiset(Column c, Map<String, Integer> counts) {
        List<String> out = new ArrayList<>();
        counts.forEach((k, v) -> out.add(v == 1 && !COUNTED.matcher(k).matches() ? k : k + " \u00d7" + v));
        return String.join(c.separatorOrDefault(), out);
    }

    private static boolean bracketsPair(String s) {
        int depth = 0;
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (ch == '(' || ch == '[' || ch == '{') {
                depth++;
            } else if (ch == ')' || ch == ']' || ch == '}') {
                if (--depth < 0) {
                    return false;
                }
            }
        }
        return depth == 0;
    }

    /** An annotated list's items, in order. */
    public static List<Item> annotated(Column c, String t) {
        List<Item> out = new ArrayList<>();
        for (String item : items(c, t)) {
            Matcher m = ITEM.matcher(item);
            if (!m.matches() || m.group(1).isBlank()) {
                throw new BadValue(c.name + ": \"" + shown(item) + "\" is not written Name (info) [badge].");
            }
            List<String> info = new ArrayList<>();
            Matcher i = INFO.matcher(m.group(2));
            while (i.find()) {
                info.add(i.group(1).strip());
            }
            out.add(new Item(m.group(1).strip(), info, m.group(3) == null ? null : m.group(3).strip()));
        }
        return out;
    }

    /** A value as a formula sees it: a number, true/false, a list of names, or text. */
    public static Object forFormula(Column c, String value) {
        String v = value == null ? initial(c) : value;
        return switch (c.type) {
            case INTEGER, DECIMAL -> v.isEmpty() ? BigDecimal.ZERO : new BigDecimal(v);
            case FLAG -> "Yes".equals(v);
            case LIST -> items(c, v);
            case MULTISET -> {
                List<String> all = new ArrayList<>();
                multiset(c, v).forEach((k, n) -> {
                    for (int i = 0; i < n; i++) {
                        all.add(k);
                    }
                });
                yield all;
            }
            case ANNOTATED_LIST -> annotated(c, v).stream().map(Item::name).toList();
            default -> v;
        };
    }

    /** A text as quoted in a message: one line, a long one cut short. */
    static String shown(String text) {
        String line = text.replaceAll("\\R", " ");
        return line.length() <= 60 ? line : line.substring(0, 57) + "\u2026";
    }
}
