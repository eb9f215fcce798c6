package org.dynast.model.ruleset;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a ruleset from text, either as copied off the wiki page or as its MediaWiki source, into a
 * tree of sections, rules and subrules. It never drops text: every non-blank line of the source is
 * kept in the tree (as rule text, section text, or front matter), and {@link #read} checks that, line
 * by line and character by character, before it returns. It does not throw on any input: what it
 * cannot place, it keeps and reports.
 */
public final class RulesetImporter {

    private RulesetImporter() {
    }

    /** Reads {@code text}, telling MediaWiki source from a plain copy by its markup. */
    public static ImportResult read(String text) {
        RulesetFormat detected = RulesetFormat.detect(text);
        ImportResult result = read(text, detected);
        if (detected == RulesetFormat.MEDIAWIKI) {
            // a plain copy with a few stray wiki lines ("== x ==", a table) looks like MediaWiki source and was read
            // as 0 rules (issue 33): the reading that finds more rules is the text's
            ImportResult plain = read(text, RulesetFormat.PLAIN);
            if (plain.ruleset().ruleCount() > result.ruleset().ruleCount()) {
                return plain;
            }
        }
        return result;
    }

    public static ImportResult read(String text, RulesetFormat format) {
        List<String> lines = lines(text == null ? "" : text);
        List<ImportReport.Note> warnings = new ArrayList<>();
        List<Element> elements = format == RulesetFormat.MEDIAWIKI ? MediaWikiReader.read(lines, warnings)
                : PlainTextReader.read(lines, warnings);
        TreeBuilder builder = new TreeBuilder(format, warnings);
        Ruleset ruleset = builder.build(elements);
        List<ImportReport.Note> unplaced = new ArrayList<>();
        for (Block b : ruleset.frontMatter()) {
            unplaced.add(new ImportReport.Note(b.line(), "Before the first section: kept as the page's front matter, "
                    + "not as rule text.", b.text().isBlank() ? String.join("\n", nonBlank(b.source())).strip() : b.text()));
        }
        if (ruleset.sections().isEmpty() && lines.stream().anyMatch(l -> !l.isBlank())) {
            warnings.add(new ImportReport.Note(1, "No section or rule heading was found: the whole text is kept as "
                    + "front matter.", ""));
        }
        long nonBlank = lines.stream().filter(l -> !l.isBlank()).count();
        if (format == RulesetFormat.PLAIN && nonBlank >= 10 && nonBlank == lines.size()) {
            warnings.add(new ImportReport.Note(1, "The copy has no blank lines (a browser copy can collapse them): "
                    + "headings cannot be told from text, so rules may be merged and lost headings go unseen. Copy "
                    + "the page again keeping blank lines, or paste its MediaWiki source.", ""));
        }
                Check check = verify(lines, ruleset);
        unplaced.addAll(check.missing());
        if (!check.missing().isEmpty()) {
            warnings.add(new ImportReport.Note(check.missing().get(0).line(), check.missing().size()
                    + " line(s) were not placed in the tree: they are kept in this report.", ""));
        }
        if (check.missing().isEmpty() && !check.inOrder()) {
            warnings.add(new ImportReport.Note(1, "Every line is in the tree, but not in the order of the text.", ""));
        }
        ImportReport report = new ImportReport(format, lines.size(), check.characters(), check.inOrder(),
                unplaced, warnings, builder.headingsLost());
        return new ImportResult(ruleset, report);
    }

    /** The text's lines with any line ending (CRLF, CR, LF) and a leading byte-order mark removed. */
    static List<String> lines(String text) {
        String t = text.startsWith("\uFEFF") ? text.substring(1) : text;
        t = t.replace("\r\n", "\n").replace('\r', '\n');
        List<String> lines = new ArrayList<>(List.of(t.split("\n", -1)));
        if (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) {
            lines.remove(lines.size() - 1);
        }
        return lines;
    }

    private record Check(long characters, List<ImportReport.Note> missing, boolean inOrder) {
    }

    /**
     * Every non-blank source line must appear in the tree, exactly and in order: headings as their
     * heading lines, text as its blocks' source lines. Lines the tree does not account for are returned.
     */
    private static Check verify(List<String> lines, Ruleset ruleset) {
        List<String> tree = treeLines(ruleset);
        List<String> source = new ArrayList<>();
        List<Integer> numbers = new ArrayList<>();
        long characters = 0;
        for (int i = 0; i < lines.size(); i++) {
            if (!lines.get(i).isBlank()) {
                source.add(lines.get(i));
                numbers.add(i + 1);
                characters += lines.get(i).length();
            }
        }
        if (tree.equals(source)) {
            return new Check(characters, List.of(), true);
        }
        Map<String, Integer> have = new HashMap<>();
        for (String t : tree) {
            have.merge(t, 1, Integer::sum);
        }
        List<ImportReport.Note> missing = new ArrayList<>();
        for (int k = 0; k < source.size(); k++) {
            String s = source.get(k);
            Integer n = have.get(s);
            if (n == null || n == 0) {
                missing.add(new ImportReport.Note(numbers.get(k), "Not placed in the tree by the importer: kept here.",
                        s));
                characters -= s.length();
            } else {
                have.put(s, n - 1);
            }
        }
        return new Check(characters, missing, false);
    }

    /** The source lines the tree holds, in document order. */
    public static List<String> treeLines(Ruleset ruleset) {
        List<String> out = new ArrayList<>();
        ruleset.frontMatter().forEach(b -> out.addAll(nonBlank(b.source())));
        for (Section s : ruleset.sections()) {
            if (s.heading() != null) {
                out.add(s.heading());
            }
            s.intro().forEach(b -> out.addAll(nonBlank(b.source())));
            for (Rule r : s.rules()) {
                ruleLines(r, out);
            }
        }
        return out;
    }

    private static void ruleLines(Rule rule, List<String> out) {
        if (rule.heading() != null) {
            out.add(rule.heading());
        }
        rule.blocks().forEach(b -> out.addAll(nonBlank(b.source())));
        for (Rule sub : rule.subrules()) {
            ruleLines(sub, out);
        }
    }

    private static List<String> nonBlank(List<String> lines) {
        return lines.stream().filter(l -> !l.isBlank()).toList();
    }
}
