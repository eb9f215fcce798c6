package org.dynast.model.ruleset;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads text copied off the rendered wiki page. Paragraphs are separated by a blank line; a lone
 * short line is a heading (see {@link Headings}); bulleted and numbered lines are lists, indented
 * deeper for sub-items; lines kept together without blank lines are a table (when tabs or runs of
 * spaces separate columns) or else kept line by line (a glossary, a table whose column breaks the copy
 * turned into single spaces). Where the copy lost a heading it left an extra blank line: a run of
 * n blank lines is read as n - 1 lost headings. A copy that ends on a lone line just after a heading
 * (an opening cut mid-rule) ends in that rule's text.
 */
final class PlainTextReader {

    private static final Pattern LIST_LINE = Pattern.compile(
            "([ \\t\\u00a0]*)([\u2022\u25e6\u25aa\u2023\u00b7*\u2013-]|\\d{1,3}[.)])[ \\t\\u00a0]+(\\S.*)");
    private static final Pattern SPACED_COLUMNS = Pattern.compile("\\S(?: {2,}|\\t)\\S");
    private static final Pattern COLUMN_BREAK = Pattern.compile("\\t+| {2,}");

    private PlainTextReader() {
    }

    static List<Element> read(List<String> lines) {
        List<Element> out = new ArrayList<>();
        int blanks = 0;
        boolean seen = false;
        int i = 0;
        while (i < lines.size()) {
            if (lines.get(i).isBlank()) {
                blanks++;
                i++;
                continue;
            }
            if (seen && blanks >= 2) {
                out.add(new Element.Lost(blanks - 1, i + 1));
            }
            blanks = 0;
            seen = true;
            int j = i;
            while (j < lines.size() && !lines.get(j).isBlank()) {
                j++;
            }
            Element.Heading heading = j - i == 1 ? Headings.plain(lines.get(i), i + 1) : null;
            if (heading != null) {
                out.add(heading);
            } else {
                blocks(lines.subList(i, j), i + 1, out);
            }
            i = j;
        }
        // a copy that ends on a lone line just after a heading ends mid-rule: the line is that rule's text
        int n = out.size();
        if (n >= 2 && out.get(n - 1) instanceof Element.Heading last && last.section() == null && last.number() == null
                && out.get(n - 2) instanceof Element.Heading) {
            out.set(n - 1, new Element.Text(other(List.of(last.raw()), last.line())));
        }
        return out;
    }

    /** Splits lines kept together into runs of list lines and of other lines. */
    private static void blocks(List<String> chunk, int firstLine, List<Element> out) {
        int start = 0;
        while (start < chunk.size()) {
            boolean list = LIST_LINE.matcher(chunk.get(start)).matches();
            int end = start + 1;
            while (end < chunk.size() && LIST_LINE.matcher(chunk.get(end)).matches() == list) {
                end++;
            }
            List<String> run = chunk.subList(start, end);
            out.add(new Element.Text(list ? list(run, firstLine + start) : other(run, firstLine + start)));
            start = end;
        }
    }

    private static Block list(List<String> run, int line) {
        int minIndent = Integer.MAX_VALUE;
        List<Matcher> matches = new ArrayList<>();
        for (String l : run) {
            Matcher m = LIST_LINE.matcher(l);
            m.matches();
            matches.add(m);
            minIndent = Math.min(minIndent, indent(m.group(1)));
        }
        List<Line> items = new ArrayList<>();
        for (Matcher m : matches) {
            int depth = 1 + Math.max(0, (indent(m.group(1)) - minIndent + 1) / 2);
            boolean ordered = Character.isDigit(m.group(2).charAt(0));
            items.add(Line.item(m.group(3).strip(), depth, ordered));
        }
        return new Block(Block.Kind.LIST, items, run, line);
    }

    private static int indent(String whitespace) {
        int n = 0;
        for (char c : whitespace.toCharArray()) {
            n += c == '\t' ? 4 : 1;
        }
        return n;
    }

    private static Block other(List<String> run, int line) {
        if (run.size() == 1) {
            return new Block(Block.Kind.PARAGRAPH, List.of(Line.text(run.get(0).strip())), run, line);
        }
        boolean columns = run.stream().allMatch(l -> SPACED_COLUMNS.matcher(l.strip()).find());
        List<Line> rows = new ArrayList<>();
        if (columns) {
            for (int k = 0; k < run.size(); k++) {
                rows.add(Line.row(List.of(COLUMN_BREAK.split(run.get(k).strip())), k == 0));
            }
            return new Block(Block.Kind.TABLE, rows, run, line);
        }
        for (String l : run) {
            rows.add(Line.text(l.strip()));
        }
        return new Block(Block.Kind.LINES, rows, run, line);
    }
}
