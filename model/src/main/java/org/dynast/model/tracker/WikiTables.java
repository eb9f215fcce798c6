package org.dynast.model.tracker;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the tables of a pasted MediaWiki page (the {@code {| … |}} syntax BlogNomic's gamestate pages use) or of a
 * plain copy (cells separated by tabs, as a browser copies a table, or by {@code |}), keeping each row's line so a
 * problem can name it. Cell markup is reduced to its text: comments, {@code <br/>}, bold, links, and
 * {@code {{box|X|colour}}} chips (read as a list of X).
 */
public final class WikiTables {

    /** A cell: its text, and whether it was a header cell. */
    public record Cell(String text, boolean header) {
    }

    /** A row of cells, with its line in the pasted text (from 1) and whether it was styled (a coloured row). */
    public record Row(int line, List<Cell> cells, boolean styled) {
        public List<String> texts() {
            return cells.stream().map(Cell::text).toList();
        }

        public boolean allHeaders() {
            return !cells.isEmpty() && cells.stream().allMatch(Cell::header);
        }
    }

    /** A table: its caption (or null), its first line, and its rows. */
    public record Table(String caption, int line, List<Row> rows) {
    }

    /** A problem with the pasted text: the line and why. */
    public static final class BadTable extends IllegalArgumentException {
        private final int line;

        public BadTable(int line, String why) {
            super("Line " + line + ": " + why);
            this.line = line;
        }

        public int line() {
            return line;
        }
    }

    private static final Pattern COMMENT = Pattern.compile("<!--.*?-->", Pattern.DOTALL);
    private static final Pattern BOX = Pattern.compile("\\{\\{\\s*box\\s*\\|([^|}]*)(\\|[^}]*)?\\}\\}",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern LINK = Pattern.compile("\\[\\[(?:[^|\\]]*\\|)?([^\\]]*)\\]\\]");
    private static final int MAX_TEXT = 1_000_000;

    private WikiTables() {
    }

    /** The tables of the text: MediaWiki tables if it has any, else one table of its plain lines. */
    public static List<Table> read(String text) {
        String t = text == null ? "" : text;
        if (t.length() > MAX_TEXT) {
            throw new BadTable(1, "the text is longer than " + MAX_TEXT + " characters");
        }
        String blanked = blankComments(t);
        List<String> lines = List.of(blanked.split("\\R", -1));
        boolean wiki = lines.stream().anyMatch(l -> l.strip().startsWith("{|"));
        return wiki ? wikiTables(lines) : List.of(plainTable(lines));
    }

    /** Comments become spaces, keeping every line where it was. */
    private static String blankComments(String t) {
        Matcher m = COMMENT.matcher(t);
        StringBuilder b = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(b, Matcher.quoteReplacement(m.group().replaceAll("[^\\n]", " ")));
        }
        m.appendTail(b);
        return b.toString();
    }

    private static List<Table> wikiTables(List<String> lines) {
        List<Table> tables = new ArrayList<>();
        int i = 0;
        while (i < lines.size()) {
            if (lines.get(i).strip().startsWith("{|")) {
                i = table(lines, i, tables);
            } else {
                i++;
            }
        }
        return tables;
    }

    /** Reads the table opening at line {@code start}; returns the line after it. */
    private static int table(List<String> lines, int start, List<Table> out) {
        String caption = null;
        List<Row> rows = new ArrayList<>();
        List<Cell> cells = null;
        int rowLine = start + 1;
        boolean styled = false;
        int i = start + 1;
        for (; i < lines.size(); i++) {
            String l = lines.get(i).strip();
            if (l.startsWith("|}")) {
                break;
            }
            if (l.startsWith("{|")) {
                throw new BadTable(i + 1, "a table inside a table cannot be read; paste the inner table on its own");
            }
            if (l.startsWith("|+")) {
                caption = text(valueOf(l.substring(2)));
            } else if (l.startsWith("|-")) {
                if (cells != null && !cells.isEmpty()) {
                    rows.add(new Row(rowLine, cells, styled));
                }
                cells = new ArrayList<>();
                styled = l.substring(2).contains("style") || l.substring(2).contains("class");
                rowLine = i + 2;
            } else if (l.startsWith("!") || l.startsWith("|")) {
                if (cells == null) {
                    cells = new ArrayList<>();
                }
                if (cells.isEmpty()) {
                    rowLine = i + 1;
                }
                boolean header = l.startsWith("!");
                String body = l.substring(1);
                String[] parts = header ? body.split("!!|\\|\\|", -1) : body.split("\\|\\|", -1);
                for (String p : parts) {
                    cells.add(new Cell(text(valueOf(p)), header));
                }
            } else if (!l.isEmpty() && cells != null && !cells.isEmpty()) {
                // a cell's text continued on the next line
                Cell last = cells.remove(cells.size() - 1);
                cells.add(new Cell((last.text() + " " + text(l)).strip(), last.header()));
            }
        }
        if (i >= lines.size()) {
            throw new BadTable(start + 1, "the table opened here is never closed with |}");
        }
        if (cells != null && !cells.isEmpty()) {
            rows.add(new Row(rowLine, cells, styled));
        }
        out.add(new Table(caption, start + 1, rows));
        return i + 1;
    }

    /** A cell's value without its attributes ({@code style="…" | 5} → 5). */
    private static String valueOf(String cell) {
        int bar = -1;
        int depth = 0;
        for (int k = 0; k < cell.length(); k++) {
            char ch = cell.charAt(k);
            if (ch == '{' || ch == '[') {
                depth++;
            } else if (ch == '}' || ch == ']') {
                depth = Math.max(0, depth - 1);
            } else if (ch == '|' && depth == 0) {
                bar = k;
                break;
            }
        }
        if (bar >= 0 && cell.substring(0, bar).contains("=")) {
            return cell.substring(bar + 1);
        }
        return cell;
    }

    /** A cell's text: markup reduced to what a reader sees. */
    static String text(String cell) {
        String t = cell.replaceAll("(?i)<br\\s*/?>", " ");
        Matcher box = BOX.matcher(t);
        if (box.find()) {
            List<String> items = new ArrayList<>();
            box.reset();
            while (box.find()) {
                items.add(box.group(1).strip());
            }
            t = String.join(", ", items);
        }
        t = LINK.matcher(t).replaceAll("$1");
        t = t.replace("'''", "").replace("''", "");
        t = t.replace("&#124;", "|").replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">")
                .replace("&nbsp;", " ");
        return t.replaceAll("\\s+", " ").strip();
    }

    private static Table plainTable(List<String> lines) {
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i);
            if (l.isBlank() || l.strip().matches("\\|?[\\s|:-]+\\|?")) {
                continue; // blank, or a Markdown rule under the header
            }
            List<String> cells;
            if (l.contains("\t")) {
                cells = List.of(l.split("\t", -1));
            } else if (l.strip().startsWith("|")) {
                String s = l.strip().substring(1);
                s = s.endsWith("|") ? s.substring(0, s.length() - 1) : s;
                cells = List.of(s.split("\\|", -1));
            } else {
                cells = List.of(l);
            }
            List<Cell> out = new ArrayList<>();
            boolean first = rows.isEmpty();
            cells.forEach(c -> out.add(new Cell(text(c), first)));
            rows.add(new Row(i + 1, out, false));
        }
        return new Table(null, 1, rows);
    }
}
