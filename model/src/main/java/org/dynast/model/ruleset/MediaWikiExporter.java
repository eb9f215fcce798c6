package org.dynast.model.ruleset;

import java.util.ArrayList;
import java.util.List;
import org.dynast.model.WikiTable;

/**
 * Writes a rule, or the whole ruleset, as MediaWiki source: {@code = Section =}, {@code == Rule ==},
 * deeper {@code =} for subrules, {@code * #} lists, {@code {| |}} tables and {@code ; :} definition
 * lines. A ruleset imported from MediaWiki is written back with its own markup, line for line; one
 * imported from a plain copy gets markup that reads back as the same tree. A rule whose heading
 * the copy lost is written under a heading derived from its own first words and flagged
 * "[heading lost]" ({@link Rule#headingOrDerived()}), never as "Unnamed Rule": that is the name the
 * Appendix gives a rule that truly has none, and the rule had one that the copy lost.
 */
public final class MediaWikiExporter {

    /**
     * "If a rule would ever have no name, it is instead [...] the name “Unnamed Rule”." Never written by the
     * exporter (a lost heading is derived from the rule's first words and flagged); kept for readers and tests.
     */
    public static final String UNNAMED = "Unnamed Rule";

    private MediaWikiExporter() {
    }

    public static String export(Ruleset ruleset) {
        StringBuilder out = new StringBuilder();
        for (Section s : ruleset.sections()) {
            if (s.heading() != null && ruleset.format() == RulesetFormat.MEDIAWIKI) {
                out.append(s.heading()).append("\n\n");
            } else {
                out.append("= ").append(Inline.escape(s.title())).append(" =\n\n");
            }
            blocks(s.intro(), ruleset.format(), out);
            for (Rule r : s.rules()) {
                rule(r, 2, ruleset.format(), out);
            }
        }
        return out.toString().stripTrailing() + "\n";
    }

    /** One rule with its subrules, its heading at level 2 ({@code == Rule ==}). */
    public static String export(Rule rule, RulesetFormat format) {
        StringBuilder out = new StringBuilder();
        rule(rule, 2, format, out);
        return out.toString().stripTrailing() + "\n";
    }

    /** One section: its heading, its text and its rules. */
    public static String export(Section section, RulesetFormat format) {
        StringBuilder out = new StringBuilder();
        out.append("= ").append(Inline.escape(section.title())).append(" =\n\n");
        blocks(section.intro(), format, out);
        for (Rule r : section.rules()) {
            rule(r, 2, format, out);
        }
        return out.toString().stripTrailing() + "\n";
    }

    private static void rule(Rule rule, int level, RulesetFormat format, StringBuilder out) {
        if (format == RulesetFormat.MEDIAWIKI && rule.heading() != null) {
            out.append(rule.heading().strip()).append("\n\n");
        } else {
            String marks = "=".repeat(Math.min(6, level));
            // a lost heading: the rule's first words, escaped on their own so that the flag stays a tag
            String title = rule.title() == null
                    ? Inline.escape(rule.derivedHeadingWords()) + " [" + Rule.HEADING_LOST_TAG + "]"
                    : Inline.escape(rule.number() == null ? rule.title() : rule.number() + " " + rule.title());
            out.append(marks).append(' ').append(title).append(' ').append(marks).append("\n\n");
        }
        blocks(rule.blocks(), format, out);
        for (Rule sub : rule.subrules()) {
            rule(sub, level + 1, format, out);
        }
    }

    private static void blocks(List<Block> blocks, RulesetFormat format, StringBuilder out) {
        for (Block b : blocks) {
            if (format == RulesetFormat.MEDIAWIKI) {
                b.source().forEach(l -> out.append(l).append('\n'));
            } else {
                block(b, out);
            }
            out.append('\n');
        }
    }

    private static void block(Block b, StringBuilder out) {
        switch (b.kind()) {
            case PARAGRAPH -> out.append(Inline.escapeLineStart(b.text().replace('\n', ' '))).append('\n');
            case LIST -> list(b.lines(), out);
            case TABLE -> table(b.lines(), out);
            case LINES -> {
                boolean[] terms = DefinitionLines.terms(b.lines());
                for (int i = 0; i < b.lines().size(); i++) {
                    out.append(terms[i] ? ';' : ':').append(Inline.escape(b.lines().get(i).text())).append('\n');
                }
            }
        }
    }

    private static void list(List<Line> items, StringBuilder out) {
        List<Character> marks = new ArrayList<>();
        for (Line item : items) {
            int depth = Math.max(1, item.depth());
            while (marks.size() >= depth) {
                marks.remove(marks.size() - 1);
            }
            while (marks.size() < depth - 1) {
                marks.add('*');
            }
            marks.add(item.ordered() ? '#' : '*');
            StringBuilder prefix = new StringBuilder();
            marks.forEach(prefix::append);
            out.append(prefix).append(' ').append(Inline.escapeLineStart(item.text())).append('\n');
        }
    }

    private static void table(List<Line> rows, StringBuilder out) {
        out.append(WikiTable.open(false));
        boolean first = true;
        for (Line row : rows) {
            if (!first) {
                out.append("|-\n");
            }
            first = false;
            List<String> cells = row.cells().isEmpty() ? List.of(row.text()) : row.cells();
            String sep = row.header() ? " !! " : " || ";
            out.append(row.header() ? "! " : "| ");
            for (int i = 0; i < cells.size(); i++) {
                if (i > 0) {
                    out.append(sep);
                }
                out.append(Inline.escape(cells.get(i)));
            }
            out.append('\n');
        }
        out.append("|}\n");
    }
}
