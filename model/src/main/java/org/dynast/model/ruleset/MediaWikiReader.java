package org.dynast.model.ruleset;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the wiki page's MediaWiki source: {@code = Section =} and {@code == Rule ==} headings (deeper
 * levels are subrules), paragraphs, {@code * # : ;} lists and definition lists, and {@code {| |}}
 * tables. Inline markup (links, bold, nowiki) is kept in the source and removed from the text shown.
 */
final class MediaWikiReader {

    private static final Pattern HEADING = Pattern.compile("(={1,6})(.+?)(={1,6})\\s*");
    private static final Pattern LIST = Pattern.compile("([*#:;]+)\\s*(.*)");
    private static final Pattern TABLE_START = Pattern.compile("\\s*\\{\\|.*");
    private static final Pattern TABLE_END = Pattern.compile("\\s*\\|\\}.*");

    private MediaWikiReader() {
    }

    static List<Element> read(List<String> lines, List<ImportReport.Note> warnings) {
        List<Element> out = new ArrayList<>();
        int i = 0;
        List<String> paragraph = new ArrayList<>();
        int paragraphLine = 0;
        while (i < lines.size()) {
            String line = lines.get(i);
            if (line.isBlank()) {
                flush(paragraph, paragraphLine, out);
                i++;
                continue;
            }
            Matcher h = HEADING.matcher(line);
            if (h.matches() && !h.group(2).isBlank()) {
                flush(paragraph, paragraphLine, out);
                int level = Math.min(h.group(1).length(), h.group(3).length());
                String inner = h.group(1).substring(level) + h.group(2) + h.group(3).substring(level);
                String[] numbered = Headings.numbered(Inline.plain(inner));
                out.add(new Element.Heading(level, numbered[0], numbered[1], line, i + 1, SectionKind.named(numbered[1])));
                i++;
                continue;
            }
            if (TABLE_START.matcher(line).matches()) {
                flush(paragraph, paragraphLine, out);
                int end = tableEnd(lines, i);
                if (end >= lines.size()) {
                    warnings.add(new ImportReport.Note(i + 1, "The table that starts here is not closed with |}: "
                            + "kept as a table to the end of the text.", line.strip()));
                    end = lines.size() - 1;
                }
                List<String> source = nonBlank(lines.subList(i, end + 1));
                out.add(new Element.Text(new Block(Block.Kind.TABLE, table(source), source, i + 1)));
                i = end + 1;
                continue;
            }
            if (LIST.matcher(line).matches()) {
                flush(paragraph, paragraphLine, out);
                int j = i;
                while (j < lines.size() && !lines.get(j).isBlank() && LIST.matcher(lines.get(j)).matches()) {
                    j++;
                }
                out.add(new Element.Text(list(lines.subList(i, j), i + 1)));
                i = j;
                continue;
            }
            if (paragraph.isEmpty()) {
                paragraphLine = i + 1;
            }
            paragraph.add(line);
            i++;
        }
        flush(paragraph, paragraphLine, out);
        return out;
    }

    private static List<String> nonBlank(List<String> lines) {
        return lines.stream().filter(l -> !l.isBlank()).toList();
    }

    private static void flush(List<String> paragraph, int line, List<Element> out) {
        if (paragraph.isEmpty()) {
            return;
        }
        StringBuilder text = new StringBuilder();
        for (String l : paragraph) {
            String p = Inline.plain(l);
            if (!p.isEmpty()) {
                if (text.length() > 0) {
                    text.append(' ');
                }
                text.append(p);
            }
        }
        out.add(new Element.Text(new Block(Block.Kind.PARAGRAPH, List.of(Line.text(text.toString())),
                List.copyOf(paragraph), line)));
        paragraph.clear();
    }

    private static int tableEnd(List<String> lines, int start) {
        int depth = 0;
        for (int k = start; k < lines.size(); k++) {
            String l = lines.get(k);
            if (TABLE_START.matcher(l).matches()) {
                depth++;
            } else if (TABLE_END.matcher(l).matches()) {
                depth--;
                if (depth == 0) {
                    return k;
                }
            }
        }
        return lines.size();
    }

    /** Rows of cells from {| ... |}: |- starts a row, ! header cells, | data cells, || and !! on one line. */
    private static List<Line> table(List<String> source) {
        List<Line> rows = new ArrayList<>();
        List<String> cells = new ArrayList<>();
        boolean header = false;
        boolean started = false;
        for (String raw : source) {
            String l = raw.strip();
            if (l.startsWith("{|") || l.startsWith("|}")) {
                continue;
            }
            if (l.startsWith("|-")) {
                if (!cells.isEmpty()) {
                    rows.add(Line.row(cells, header));
                }
                cells = new ArrayList<>();
                header = false;
                started = true;
                continue;
            }
            if (l.startsWith("|+")) {
                rows.add(Line.row(List.of(Inline.plain(l.substring(2))), true));
                continue;
            }
            if (l.startsWith("!") || l.startsWith("|")) {
                boolean head = l.startsWith("!");
                if (cells.isEmpty()) {
                    header = head;
                }
                String body = l.substring(1);
                for (String cell : body.split(head ? "!!|\\|\\|" : "\\|\\|", -1)) {
                    cells.add(Inline.plain(dropAttributes(cell)));
                }
                started = true;
            } else if (!cells.isEmpty()) {
                int last = cells.size() - 1;
                cells.set(last, (cells.get(last) + " " + Inline.plain(l)).strip());
            } else if (!l.isEmpty()) {
                cells.add(Inline.plain(l));
            }
        }
        if (!cells.isEmpty() || !started && rows.isEmpty()) {
            rows.add(Line.row(cells, header));
        }
        return rows;
    }

    private static String dropAttributes(String cell) {
        int bar = cell.indexOf('|');
        if (bar > 0 && !cell.contains("[[") && cell.substring(0, bar).contains("=")) {
            return cell.substring(bar + 1);
        }
        return cell;
    }

    private static Block list(List<String> lines, int line) {
        List<Line> items = new ArrayList<>();
        boolean bulleted = false;
        for (String l : lines) {
            Matcher m = LIST.matcher(l);
            m.matches();
            String markers = m.group(1);
            String text = m.group(2);
            char last = markers.charAt(markers.length() - 1);
            if (last == '*' || last == '#') {
                bulleted = true;
            }
            if (last == ';') {
                int colon = text.indexOf(" : ");
                if (colon > 0) {
                    items.add(new Line(Inline.plain(text.substring(0, colon)), markers.length(), false, null, false, true));
                    items.add(new Line(Inline.plain(text.substring(colon + 3)), markers.length(), false, null, false,
                            false));
                    continue;
                }
            }
            items.add(new Line(Inline.plain(text), markers.length(), last == '#', null, false, last == ';'));
        }
        if (!bulleted) {
            List<Line> plainLines = items.stream().map(it -> Line.termLine(it.text(), it.term())).toList();
            return new Block(Block.Kind.LINES, plainLines, lines, line);
        }
        return new Block(Block.Kind.LIST, items, lines, line);
    }
}
