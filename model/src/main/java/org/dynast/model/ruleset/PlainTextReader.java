package org.dynast.model.ruleset;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
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
 *
 * <p>A lone line is a heading only if it looks like one by the era's conventions: where the text
 * numbers its rule headings ("1 - Ruleset and Gamestate", "Rule 1.2 Monks"), an unnumbered lone line
 * that names no section is text (a blog entry's date line, a line of a rule); a date is never a title.
 *
 * <p>A browser copy can collapse some blank lines and not others. Where lines are kept together
 * that read as paragraphs (two or more sentences' lines in a row) in a copy that elsewhere separates
 * paragraphs by blank lines, the run is reported, each line is read as its own paragraph, and a line
 * that looks like a rule heading by the era's conventions (numbered in a numbered era; else a short
 * title line) followed by a paragraph starts a rule there.
 */
final class PlainTextReader {

    private static final Pattern LIST_LINE = Pattern.compile(
            "([ \\t\\u00a0]*)([\u2022\u25e6\u25aa\u2023\u00b7*\u2013-]|\\d{1,3}[.)])[ \\t\\u00a0]+(\\S.*)");
    private static final Pattern SPACED_COLUMNS = Pattern.compile("\\S(?: {2,}|\\t)\\S");
    private static final Pattern COLUMN_BREAK = Pattern.compile("\\t+| {2,}");

    private PlainTextReader() {
    }

    /** A line that reads as a paragraph of prose: a sentence's end, after some words. */
    private static final Pattern PROSE = Pattern.compile(".{30,}\\S\\s.*[.!?:;][)\"\u201d\u2019']*");

    private static final Pattern FIGURE_EARLY = Pattern.compile(".{0,29}\\d");
    private static final Pattern PARENTHESIS = Pattern.compile("\\s*\\(.*\\)\\s*$");

    static List<Element> read(List<String> lines, List<ImportReport.Note> warnings) {
        boolean numberedEra = numberedEra(lines);
        boolean blanksUsed = lines.stream().anyMatch(String::isBlank);
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
            Element.Heading heading = j - i == 1 ? heading(lines.get(i), i + 1, numberedEra) : null;
            if (heading != null) {
                out.add(heading);
            } else if (blanksUsed && collapsed(lines.subList(i, j))) {
                split(lines.subList(i, j), i + 1, numberedEra, out, warnings);
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

    /**
     * Whether the text numbers its rule headings: two or more lone lines read as numbered rule
     * headings, and more of them than unnumbered ones.
     */
    private static boolean numberedEra(List<String> lines) {
        int numbered = 0;
        int unnumbered = 0;
        for (int i = 0; i < lines.size(); i++) {
            boolean alone = !lines.get(i).isBlank() && (i == 0 || lines.get(i - 1).isBlank())
                    && (i + 1 == lines.size() || lines.get(i + 1).isBlank());
            Element.Heading h = alone ? Headings.plain(lines.get(i), i + 1) : null;
            if (h == null || h.section() != null || Headings.chrome(h.title())) {
                continue;
            }
            if (h.number() != null) {
                numbered++;
            } else {
                unnumbered++;
            }
        }
        return numbered >= 2 && numbered > unnumbered;
    }

    /** The heading a lone line is by the era's conventions, or null if it is text. */
    private static Element.Heading heading(String raw, int line, boolean numberedEra) {
        Element.Heading h = Headings.plain(raw, line);
        if (h != null && numberedEra && h.number() == null && h.section() == null && !Headings.chrome(h.title())) {
            return null;
        }
        return h;
    }

    private static boolean prose(String line) {
        return PROSE.matcher(line.strip()).matches();
    }

    /**
     * Lines kept together of which two in a row read as paragraphs: blank lines were collapsed here.
     * Not a glossary (a term line whose definition below names it: "Daily Action" / "If a game action
     * is a Daily Action") nor a table whose columns became spaces (most lines with a figure early on).
     */
    private static boolean collapsed(List<String> chunk) {
        int figures = 0;
        for (int k = 0; k < chunk.size(); k++) {
            String line = chunk.get(k).strip();
            if (FIGURE_EARLY.matcher(line).lookingAt()) {
                figures++;
            }
            if (k + 1 < chunk.size() && !prose(line) && Headings.titleLike(line)) {
                String term = PARENTHESIS.matcher(line).replaceAll("").toLowerCase(Locale.ROOT);
                String next = chunk.get(k + 1).strip();
                if (!term.isEmpty() && next.substring(0, Math.min(80, next.length())).toLowerCase(Locale.ROOT)
                        .contains(term)) {
                    return false;
                }
            }
        }
        if (figures * 2 >= chunk.size()) {
            return false;
        }
        for (int k = 0; k + 1 < chunk.size(); k++) {
            if (prose(chunk.get(k)) && prose(chunk.get(k + 1)) && !LIST_LINE.matcher(chunk.get(k)).matches()
                    && !LIST_LINE.matcher(chunk.get(k + 1)).matches()) {
                return true;
            }
        }
        return false;
    }

    /**
     * Reads lines whose blank lines the copy collapsed: each prose line a paragraph, a heading-like
     * line followed by a paragraph a heading, other runs (lists, short lines) as blocks.
     */
    private static void split(List<String> chunk, int firstLine, boolean numberedEra, List<Element> out,
                              List<ImportReport.Note> warnings) {
        int headings = 0;
        int paragraphs = 0;
        int pending = 0;
        for (int k = 0; k < chunk.size(); k++) {
            String line = chunk.get(k);
            boolean list = LIST_LINE.matcher(line).matches();
            // a heading line is followed by its rule's text: the next line, or (last in the run) the next paragraph
            Element.Heading h = list || k + 1 < chunk.size() && !prose(chunk.get(k + 1)) ? null
                    : heading(line, firstLine + k, numberedEra);
            if (h == null && (list || !prose(line))) {
                continue;
            }
            if (pending < k) {
                blocks(chunk.subList(pending, k), firstLine + pending, out);
            }
            if (h != null) {
                out.add(h);
                headings++;
            } else {
                out.add(new Element.Text(other(List.of(line), firstLine + k)));
                paragraphs++;
            }
            pending = k + 1;
        }
        if (pending < chunk.size()) {
            blocks(chunk.subList(pending, chunk.size()), firstLine + pending, out);
        }
        warnings.add(new ImportReport.Note(firstLine, "Lines " + firstLine + "-" + (firstLine + chunk.size() - 1)
                + " have no blank lines between them, though the rest of the copy separates paragraphs by blank lines: "
                + "a browser copy may have collapsed them, merging rules. Read as " + paragraphs + " paragraph(s)"
                + (headings == 0 ? "" : " and " + headings + " rule heading(s) (a short title line followed by a "
                + "rule's text)") + "; a lost heading here would not show. Check the rules here against the page.",
                chunk.get(0).strip()));
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
