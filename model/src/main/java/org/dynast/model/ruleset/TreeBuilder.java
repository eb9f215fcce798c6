package org.dynast.model.ruleset;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Deque;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Builds the tree from the readers' elements. Sections come from headings that name them (or, in
 * MediaWiki, from the shallowest heading level); rules nest by MediaWiki level or by their numbers
 * ("1.4.1" under "1.4"); a plain-text copy carries no levels, so its rules are read flat. Where the
 * copy lost headings, the text is kept under an untitled rule.
 *
 * <p>Where the text does not say, the tree follows the conventions of BlogNomic's eras ({@link Era}),
 * each recognised by the ruleset's own wording and each placement noted in the report:
 * <ul>
 * <li>The first rules of a ruleset are its core rules: rules before any section heading are the Core
 * Rules section (the 2004 ruleset numbers its rules "1 - Ruleset and Gamestate" and says "Rules 1-9
 * are the core Ruleset": rules numbered above that start the Dynastic Rules).</li>
 * <li>Sections follow in the order the first rule lists them: Core, Dynastic, then Special Case and
 * Appendix, or, where "Section Three contains the glossary" (until about 2014), the glossary. Where
 * two or more headings were lost at once after a section's rules, the next section is taken to start
 * there; a heading "Glossary", or lost headings before glossary-style definitions (a term line above
 * its definition), start the Glossary/Appendix section, whose text is its own, not a rule's.</li>
 * <li>Rulesets that refer to rules by number ("Rule 1.1", "Rules 1.1, 1.2, 1.8 and 1.10") number them
 * by section and order; where the copy lost the numbers with the headings, they are inferred so
 * (section n, rule i: "n.i") and marked as inferred.</li>
 * </ul>
 */
final class TreeBuilder {

    private static final Pattern RULESET_NUMBER = Pattern.compile("(?i)\\bruleset\\s+(\\d{1,4})([a-z]?)\\b");
    /** "Second Switch Ruleset"; or the live page's own title, "Ruleset". */
    private static final Pattern NAMED_RULESET = Pattern.compile("(?i)(?:\\p{L}[\\p{L} '\u2019-]{0,40}\\s)?ruleset");

    /** The conventions of the ruleset's era, read from its own wording. */
    record Era(int coreRulesUpTo, boolean glossaryThird, boolean numberedReferences) {

        private static final Pattern CORE_RANGE = Pattern.compile(
                "(?i)\\brules\\s+1\\s*[-\u2013]\\s*(\\d{1,3})\\s+are\\s+the\\s+[\"\u201c]?core");
        private static final Pattern GLOSSARY_THIRD = Pattern.compile(
                "(?i)section\\s+three\\s+contains\\s+the\\s+(?:glossary|appendix)");
        private static final Pattern NUMBER_REFERENCE = Pattern.compile("\\bRules?\\s+\\d{1,2}\\.\\d{1,2}\\b");

        static Era of(String text) {
            Matcher m = CORE_RANGE.matcher(text);
            return new Era(m.find() ? Integer.parseInt(m.group(1)) : 0, GLOSSARY_THIRD.matcher(text).find(),
                    NUMBER_REFERENCE.matcher(text).find());
        }

        SectionKind next(SectionKind kind) {
            return glossaryThird && kind == SectionKind.DYNASTIC ? SectionKind.APPENDIX : kind.next();
        }
    }

    private Era era = new Era(0, false, false);

    private final RulesetFormat format;
    private final List<ImportReport.Note> warnings;
    private final List<Block> frontMatter = new ArrayList<>();
    private final List<SectionBuilder> sections = new ArrayList<>();
    private final Deque<RuleBuilder> open = new ArrayDeque<>();
    private final Map<String, RuleBuilder> numbered = new HashMap<>();
    private final Set<SectionKind> named = EnumSet.noneOf(SectionKind.class);
    private SectionBuilder section;
    private int sectionLevel;
    private int headingsLost;
    private int ruleIds;

    TreeBuilder(RulesetFormat format, List<ImportReport.Note> warnings) {
        this.format = format;
        this.warnings = warnings;
    }

    int headingsLost() {
        return headingsLost;
    }

    Ruleset build(List<Element> elements) {
        boolean anySection = false;
        int minLevel = Integer.MAX_VALUE;
        int minSectionLevel = Integer.MAX_VALUE;
        for (Element e : elements) {
            if (e instanceof Element.Heading h) {
                if (h.section() != null) {
                    anySection = true;
                    named.add(h.section());
                    minSectionLevel = Math.min(minSectionLevel, h.level());
                }
                minLevel = Math.min(minLevel, h.level());
            }
        }
        StringBuilder all = new StringBuilder();
        for (Element e : elements) {
            if (e instanceof Element.Text t) {
                all.append(t.block().text()).append('\n');
            }
        }
        era = Era.of(all.toString());
        if (format == RulesetFormat.MEDIAWIKI) {
            sectionLevel = anySection ? minSectionLevel : minLevel - 1;
            anySection = anySection || minLevel != Integer.MAX_VALUE && elements.stream().anyMatch(e ->
                    e instanceof Element.Heading h && h.level() <= sectionLevel);
        }
        for (int k = 0; k < elements.size(); k++) {
            Element e = elements.get(k);
            Element next = k + 1 < elements.size() ? elements.get(k + 1) : null;
            if (e instanceof Element.Heading h) {
                heading(h, anySection);
            } else if (e instanceof Element.Lost lost) {
                lost(lost, next);
            } else if (e instanceof Element.Text t) {
                text(t.block());
            }
        }
        for (SectionBuilder s : sections) {
            nestSubrules(s);
        }
        inferNumbers();
        checkReferences();
        String title = null;
        Integer number = null;
        for (Block b : frontMatter) {
            Matcher m = RULESET_NUMBER.matcher(b.text());
            if (m.find()) {
                title = b.lines().get(0).text();
                number = Integer.valueOf(m.group(1));
                break;
            }
        }
        if (title == null) {
            for (Block b : frontMatter) {
                String first = b.lines().isEmpty() ? "" : b.lines().get(0).text().strip();
                if (NAMED_RULESET.matcher(first).matches()) {
                    title = first;
                    break;
                }
            }
        }
        return new Ruleset(title, number, format, frontMatter, sections.stream().map(SectionBuilder::build).toList());
    }

    private boolean isSection(Element.Heading h) {
        if (format == RulesetFormat.MEDIAWIKI) {
            return h.level() <= sectionLevel;
        }
        return h.section() != null;
    }

    private void heading(Element.Heading h, boolean anySection) {
        if (isSection(h)) {
            SectionKind kind = h.section() == null ? SectionKind.OTHER : h.section();
            startSection(kind, h.title(), h.raw(), false, h.line());
            return;
        }
        if (section == null) {
            if (anySection || Headings.chrome(h.title())) {
                frontMatter.add(asText(h));
                return;
            }
            startSection(SectionKind.CORE, SectionKind.CORE.title(), null, true, h.line());
            warnings.add(new ImportReport.Note(h.line(), "No section heading before the first rule: the first rules "
                    + "of a ruleset are its core rules, so the Core Rules section is taken to start here"
                    + (era.coreRulesUpTo() > 0 ? " (\u201cRules 1-" + era.coreRulesUpTo() + " are the core Ruleset\u201d)"
                    : "") + ".", h.raw().strip()));
        } else if (section.inferred && section.kind == SectionKind.CORE && era.coreRulesUpTo() > 0
                && h.number() != null && h.number().matches("\\d+")
                && Integer.parseInt(h.number()) > era.coreRulesUpTo() && !named.contains(SectionKind.DYNASTIC)) {
            startSection(SectionKind.DYNASTIC, SectionKind.DYNASTIC.title(), null, true, h.line());
            named.add(SectionKind.DYNASTIC);
            warnings.add(new ImportReport.Note(h.line(), "\u201cRules 1-" + era.coreRulesUpTo() + " are the core "
                    + "Ruleset\u201d: rule " + h.number() + " starts the Dynastic Rules section.", h.raw().strip()));
        }
        int depth = depth(h);
        while (open.size() >= depth) {
            open.pop();
        }
        RuleBuilder rule = new RuleBuilder("r" + (++ruleIds), h.number(), h.title(), h.raw(), h.line());
        attach(rule);
        if (h.number() != null) {
            numbered.put(h.number(), rule);
        }
    }

    private int depth(Element.Heading h) {
        if (format == RulesetFormat.MEDIAWIKI) {
            int depth = Math.max(1, h.level() - sectionLevel);
            if (depth > open.size() + 1) {
                warnings.add(new ImportReport.Note(h.line(), "This heading is " + (depth - open.size() - 1)
                        + " level(s) deeper than the one before it: read as a subrule of the rule above.",
                        h.raw().strip()));
                depth = open.size() + 1;
            }
            return depth;
        }
        if (h.number() != null && h.number().indexOf('.') > 0) {
            String prefix = h.number();
            while (prefix.indexOf('.') > 0) {
                prefix = prefix.substring(0, prefix.lastIndexOf('.'));
                RuleBuilder parent = numbered.get(prefix);
                if (parent != null && open.contains(parent)) {
                    return depthOf(parent) + 1;
                }
            }
        }
        return 1;
    }

    private int depthOf(RuleBuilder rule) {
        int depth = open.size();
        for (RuleBuilder r : open) {
            if (r == rule) {
                return depth;
            }
            depth--;
        }
        return 1;
    }

    private void attach(RuleBuilder rule) {
        if (open.isEmpty()) {
            section.rules.add(rule);
        } else {
            open.peek().subrules.add(rule);
        }
        open.push(rule);
    }

    private void lost(Element.Lost lost, Element next) {
        headingsLost += lost.count();
        String where = lost.count() == 1 ? "A heading was lost" : lost.count() + " headings were lost";
        if (next instanceof Element.Heading || next == null) {
            warnings.add(new ImportReport.Note(lost.line(), where + " in the copy just before this line, with no "
                    + "text of its own.", ""));
            return;
        }
        if (section == null) {
            warnings.add(new ImportReport.Note(lost.line(), where + " before the first section.", ""));
            return;
        }
        String first = next instanceof Element.Text t ? firstLine(t.block()) : "";
        boolean ownWords = next instanceof Element.Text t && era.glossaryThird()
                && GLOSSARY_OPENING.matcher(t.block().text()).find();
        if (next instanceof Element.Text t && (glossaryLike(t.block()) || ownWords)
                && !named.contains(SectionKind.APPENDIX) && section.kind != SectionKind.APPENDIX) {
            String name = era.glossaryThird() ? "Glossary" : SectionKind.APPENDIX.title();
            startSection(SectionKind.APPENDIX, name, null, true, lost.line());
            named.add(SectionKind.APPENDIX);
            warnings.add(new ImportReport.Note(lost.line(), where + " here, before " + (ownWords
                    ? "the glossary's own words (\u201cSection Three contains the glossary, which exists solely to "
                    + "clarify the remainder of the ruleset\u201d; this text says it is at the end of the Ruleset, to "
                    + "clarify)" : "definitions in the glossary's form (a term above its definition)") + ": the " + name
                    + " section is taken to start here.", first));
            return;
        }
        SectionKind following = era.next(section.kind);
        int ruleHeadingsLost = lost.count();
        if (lost.count() >= 2 && following != null && !named.contains(following) && !section.rules.isEmpty()) {
            ruleHeadingsLost--; // one of them was the section's
            startSection(following, following.title(), null, true, lost.line());
            named.add(following);
            warnings.add(new ImportReport.Note(lost.line(), where + " here. As " + following.title()
                    + " comes next in the usual order and its heading is nowhere in the text, the " + following.title()
                    + " section is taken to start here.", first));
        }
        open.clear();
        RuleBuilder rule = new RuleBuilder("r" + (++ruleIds), null, null, null, lost.line());
        rule.afterLostHeadings = ruleHeadingsLost;
        attach(rule);
        warnings.add(new ImportReport.Note(lost.line(), where + " in the copy: the text from here is kept under an "
                + "untitled rule.", first));
    }

    /** The 2008 glossary's opening: "This is always at the end of the Ruleset. Its only effect can be to clarify". */
    private static final Pattern GLOSSARY_OPENING = Pattern.compile("(?i)\\b(?:is\\s+always\\s+at\\s+the\\s+end\\s+of\\s+"
            + "the\\s+ruleset|its\\s+only\\s+effect\\s+(?:can\\s+be|is)\\s+to\\s+clarify)");

    private static boolean glossaryLike(Block block) {
        if (block.kind() != Block.Kind.LINES) {
            return false;
        }
        for (boolean term : DefinitionLines.terms(block.lines())) {
            if (term) {
                return true;
            }
        }
        return false;
    }

    /**
     * Where the text refers to rules by number ("Rule 1.1") or numbers some headings, a rule whose
     * heading gives no number has it from its place: one more than the rule before it ("1.3" after
     * "1.2"), else the first of its section ("n.1" in the n-th section) or of its parent ("1.4.1").
     */
    private void inferNumbers() {
        boolean given = sections.stream().anyMatch(s -> s.rules.stream().anyMatch(TreeBuilder::anyNumber));
        if (!era.numberedReferences() && !given || sections.isEmpty()) {
            return;
        }
        int index = 0;
        for (SectionBuilder s : sections) {
            index++;
            if (s.rules.isEmpty() || s.kind == SectionKind.OTHER && !given) {
                continue;
            }
            if (s.kind == SectionKind.APPENDIX && era.glossaryThird() && !s.rules.stream().anyMatch(TreeBuilder::anyNumber)) {
                // "Rules may be referred to by their type, entire number and name": the glossary "exists solely to
                // clarify" the rules and is not numbered by the text, so its parts are not numbered here
                warnings.add(new ImportReport.Note(s.line, "The " + s.title + "'s " + s.rules.size() + " part(s) are "
                        + "left unnumbered: the text numbers its rules, and nothing in it gives the glossary's parts a "
                        + "number.", ""));
                continue;
            }
            if (number(s.rules, String.valueOf(index))) {
                warnings.add(new ImportReport.Note(s.line, "Some rule numbers of " + s.title + " are not in the "
                        + "headings: inferred from the text's " + (given ? "numbered rules" : "references to rules by "
                        + "number (\u201cRule 1.1\u201d)") + " and the order of the rules.", ""));
            }
        }
    }

    /**
     * "Any action allowed by a sub-rule of this rule is considered a Campaign Action": where a rule of a copy without
     * levels says it has sub-rules and names what they define, the rules right after it that speak of that ("If a
     * Candidate has not performed a Campaign Action ...") are its sub-rules, up to the first that does not.
     */
    private void nestSubrules(SectionBuilder s) {
        for (int i = 0; i < s.rules.size(); i++) {
            RuleBuilder parent = s.rules.get(i);
            if (!parent.subrules.isEmpty()) {
                continue;
            }
            Matcher m = SUBRULES_DEFINE.matcher(parent.text());
            if (!m.find()) {
                continue;
            }
            String term = m.group(1).strip().toLowerCase(Locale.ROOT);
            List<RuleBuilder> subs = new ArrayList<>();
            for (int k = i + 1; k < s.rules.size(); k++) {
                RuleBuilder r = s.rules.get(k);
                if (r.number != null || !r.subrules.isEmpty()
                        || !r.text().toLowerCase(Locale.ROOT).contains(term)) {
                    break;
                }
                subs.add(r);
            }
            if (subs.isEmpty()) {
                continue;
            }
            s.rules.removeAll(subs);
            parent.subrules.addAll(subs);
            String all = parent.text();
            int from = Math.max(all.lastIndexOf(". ", m.start()) + 2, 0);
            int to = all.indexOf('.', m.end());
            String sentence = all.substring(all.lastIndexOf(". ", m.start()) < 0 ? 0 : from,
                    to < 0 ? all.length() : to + 1).strip();
            warnings.add(new ImportReport.Note(parent.line, "\u201c" + sentence + "\u201d: the " + subs.size()
                    + " rule(s) after it that speak of " + m.group(1).strip() + "s (" + String.join(", ", subs.stream()
                    .map(r -> r.title != null ? r.title : "\u2026 " + r.firstWords()).toList()) + ") are read as its "
                    + "sub-rules.", parent.firstWords()));
        }
    }

    /** "Any action allowed by a sub-rule of this rule is considered a Campaign Action". */
    private static final Pattern SUBRULES_DEFINE = Pattern.compile("(?i)\\bsub-?rules?\\s+of\\s+this\\s+rule\\s+"
            + "(?:is|are)\\s+(?:considered|called|known\\s+as)\\s+(?:to\\s+be\\s+)?(?:an?\\s+)?[\"\u201c\u2018]?"
            + "(\\p{L}[\\p{L} -]{1,40}?)[\"\u201d\u2019]?(?=[.,;]|$)");

    private static boolean anyNumber(RuleBuilder r) {
        return r.number != null || r.subrules.stream().anyMatch(TreeBuilder::anyNumber);
    }

    private static final Pattern LAST_PART = Pattern.compile("(.*?)(\\d+)");

    /** "Rule 1.1 Ruleset and Gamestate", "Rules 1.1, 1.2 and 1.8", "under Rule 2.5": a reference and what follows. */
    private static final Pattern REFERENCE = Pattern.compile(
            "\\bRules?\\s+(\\d{1,3}(?:\\.\\d{1,3})+)((?:\\s*(?:,|,?\\s+and|,?\\s+or)\\s+\\d{1,3}(?:\\.\\d{1,3})+)*)"
            + "([ \\t]+\\p{Lu}[^.,;:()\\n]{0,60})?");
    private static final Pattern REFERENCE_NUMBER = Pattern.compile("\\d{1,3}(?:\\.\\d{1,3})+");

    /**
     * Checks the inferred numbers against the text's own references: a reference that names its rule ("Rule 1.1
     * Ruleset and Gamestate") confirms the number, or, naming another rule, takes the number away from the rule it
     * was inferred for (unnumbered and flagged: a wrong link is worse than none); a number no rule has is reported.
     */
    private void checkReferences() {
        Map<String, RuleBuilder> byNumber = new HashMap<>();
        List<RuleBuilder> all = new ArrayList<>();
        for (SectionBuilder s : sections) {
            s.rules.forEach(r -> collect(r, all));
        }
        all.stream().filter(r -> r.number != null).forEach(r -> byNumber.putIfAbsent(r.number, r));
        if (byNumber.isEmpty()) {
            return;
        }
        Map<String, Integer> texts = new LinkedHashMap<>();
        sections.forEach(s -> s.intro.forEach(b -> texts.putIfAbsent(b.text(), b.line())));
        all.forEach(r -> texts.putIfAbsent(r.text(), r.line));
        Set<String> reported = new HashSet<>();
        for (Map.Entry<String, Integer> t : texts.entrySet()) {
            String text = t.getKey();
            Matcher m = REFERENCE.matcher(text);
            while (m.find()) {
                Matcher n = REFERENCE_NUMBER.matcher(m.group(1) + m.group(2));
                boolean single = m.group(2).isEmpty();
                while (n.find()) {
                    String number = n.group();
                    RuleBuilder target = byNumber.get(number);
                    if (target == null) {
                        if (reported.add("missing " + number)) {
                            warnings.add(new ImportReport.Note(t.getValue(), "The text refers to Rule " + number + ", but no rule "
                                    + "has that number here: the reference is left as text.", m.group().strip()));
                        }
                        continue;
                    }
                    String named = single && m.group(3) != null ? m.group(3).strip() : null;
                    if (named == null || target.title == null || !target.numberInferred) {
                        continue;
                    }
                    String title = Rule.baseTitleOf(target.title);
                    String lower = named.toLowerCase(Locale.ROOT);
                    // the rule the words after the number name: the longest title they start with
                    String other = all.stream().filter(r -> r.title != null).map(r -> Rule.baseTitleOf(r.title))
                            .filter(x -> lower.startsWith(x.toLowerCase(Locale.ROOT)))
                            .max(Comparator.comparingInt(String::length)).orElse(null);
                    if (other == null || other.equalsIgnoreCase(title)) {
                        continue; // "Rule 1.1 Ruleset and Gamestate": confirmed (or naming no rule: no evidence)
                    }
                    named = other;
                    if (reported.add("contradicted " + number)) {
                        warnings.add(new ImportReport.Note(target.line, "The text calls Rule " + number + " \u201c"
                                + named + "\u201d, but the rule the order of the rules gives that number is \u201c"
                                + title + "\u201d: the inferred number is taken away (check this rule's number).",
                                m.group().strip()));
                        target.number = null;
                        target.numberInferred = false;
                        byNumber.remove(number);
                    }
                }
            }
        }
    }

    private static void collect(RuleBuilder r, List<RuleBuilder> into) {
        into.add(r);
        r.subrules.forEach(sub -> collect(sub, into));
    }

    /** Numbers the rules without one; whether any was inferred. */
    private boolean number(List<RuleBuilder> rules, String prefix) {
        boolean inferred = false;
        String previous = null;
        boolean unknown = prefix == null; // an unnumbered parent: its sub-rules' places give no number
        for (RuleBuilder r : rules) {
            if (r.number == null && r.afterLostHeadings >= 2) {
                // two or more headings lost at once: how many rules they headed is unknown, so the order no longer
                // gives a number here (until a heading gives one again)
                unknown = true;
                warnings.add(new ImportReport.Note(r.line, r.afterLostHeadings + " headings were lost at once before "
                        + "this rule: the order of the rules no longer gives its number, nor the next ones' until a "
                        + "heading gives one; they are left unnumbered.", r.firstWords()));
            }
            if (r.number != null) {
                unknown = false;
            } else if (!unknown) {
                Matcher m = previous == null ? null : LAST_PART.matcher(previous);
                r.number = m != null && m.matches() ? m.group(1) + (Integer.parseInt(m.group(2)) + 1) : prefix + ".1";
                r.numberInferred = true;
                inferred = true;
            }
            previous = r.number;
            inferred |= number(r.subrules, r.number);
        }
        return inferred;
    }

    private void text(Block block) {
        if (section == null) {
            frontMatter.add(block);
        } else if (open.isEmpty()) {
            section.intro.add(block);
        } else {
            RuleBuilder rule = open.peek();
            rule.blocks.add(block);
            rule.endLine = block.line() + block.source().size() - 1;
        }
    }

    private void startSection(SectionKind kind, String title, String raw, boolean inferred, int line) {
        open.clear();
        numbered.clear();
        section = new SectionBuilder("s" + (sections.size() + 1), kind, title, raw, inferred, line);
        sections.add(section);
    }

    private static Block asText(Element.Heading h) {
        return new Block(Block.Kind.PARAGRAPH, List.of(Line.text(h.raw().strip())), List.of(h.raw()), h.line());
    }

    private static String firstLine(Block block) {
        String t = block.lines().isEmpty() ? "" : block.lines().get(0).text();
        return t.length() > 80 ? t.substring(0, 80) + "\u2026" : t;
    }

    private static final class SectionBuilder {
        final String id;
        final SectionKind kind;
        final String title;
        final String raw;
        final boolean inferred;
        final int line;
        final List<Block> intro = new ArrayList<>();
        final List<RuleBuilder> rules = new ArrayList<>();

        SectionBuilder(String id, SectionKind kind, String title, String raw, boolean inferred, int line) {
            this.id = id;
            this.kind = kind;
            this.title = title;
            this.raw = raw;
            this.inferred = inferred;
            this.line = line;
        }

        Section build() {
            return new Section(id, kind, title, raw, inferred, line, intro, rules.stream().map(RuleBuilder::build)
                    .toList());
        }
    }

    private static final class RuleBuilder {
        final String id;
        String number;
        boolean numberInferred;
        /** How many headings the copy lost just before this untitled rule (0: its heading is there). */
        int afterLostHeadings;
        final String title;
        final String raw;
        final int line;
        int endLine;
        final List<Block> blocks = new ArrayList<>();
        final List<RuleBuilder> subrules = new ArrayList<>();

        RuleBuilder(String id, String number, String title, String raw, int line) {
            this.id = id;
            this.number = number;
            this.title = title;
            this.raw = raw;
            this.line = line;
            this.endLine = line;
        }

        String text() {
            StringBuilder sb = new StringBuilder();
            blocks.forEach(b -> sb.append(b.text()).append('\n'));
            return sb.toString();
        }

        String firstWords() {
            String t = text().strip();
            String[] words = t.split("\\s+");
            return words.length <= 8 ? t : String.join(" ", Arrays.copyOf(words, 8)) + "\u2026";
        }

        Rule build() {
            // a heading an export derived from the rule's first words ("… [heading lost]") names nothing: the rule
            // is read back as one whose heading was lost, its derived heading kept as its source
            String t = Rule.isDerivedHeading(title) ? null : title;
            return new Rule(id, number, t, raw, t == null ? List.of() : Rule.tagsOf(t), line, endLine,
                    blocks, subrules.stream().map(RuleBuilder::build).toList(), numberInferred);
        }
    }
}
