package org.dynast.model.ruleset;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The ruleset's defined keywords: the Appendix's glossary ("A keyword defined in this glossary
 * supersedes that defined by a rule"), read from its term and definition lines, and where each
 * is defined so that its uses can link to it. Names like "Effective Vote Comment (EVC)" and
 * "Resolve/Resolution" give each of their forms. Single words match as written ("Quorum"), longer
 * terms in any case ("flavour text"); English modal verbs (the "Imperatives") are not linked.
 */
public final class Glossary {

    /**
     * Where a term is defined: the rule (or, for a glossary that is a section's own text, the section),
     * and the block and line of its term line.
     */
    public record Entry(String term, List<String> names, String definition, String ownerId, int block, int line) {
        public Entry {
            names = List.copyOf(names);
        }
    }

    /** A use of a defined term in some text: {@code [start, end)} of that text. */
    public record Match(int start, int end, Entry entry) {
    }

    private static final Set<String> MODALS = Set.of("can", "cannot", "could", "may", "might", "must", "shall",
            "should", "will", "would");
    /** A glossary list item that defines its first words: "Quorum is equal to ...", "Gamestate is defined as ...". */
    private static final Pattern DEFINED_ITEM = Pattern.compile(
            "(\\p{Lu}[\\p{L}'\u2019-]*(?:\\s\\p{Lu}[\\p{L}'\u2019-]*){0,2})\\s+is\\s+(?:equal\\s+to|defined\\s+(?:as|to\\s+be))\\s");
    private static final Set<String> NOT_A_TERM = Set.of("It", "This", "That", "There", "What", "Which");
    private static final Pattern ALIAS = Pattern.compile("^(.*?)\\s*\\(([^()]{1,20})\\)$");

    private final List<Entry> entries;
    private final Pattern pattern;
    private final List<Entry> byName = new ArrayList<>();
    private final List<String> names = new ArrayList<>();

    private Glossary(List<Entry> entries) {
        this.entries = List.copyOf(entries);
        List<String[]> all = new ArrayList<>();
        for (Entry e : entries) {
            for (String n : e.names()) {
                if (!MODALS.contains(n.toLowerCase(Locale.ROOT)) && n.length() >= 2) {
                    all.add(new String[] {n, Integer.toString(entries.indexOf(e))});
                }
            }
        }
        all.sort(Comparator.comparingInt((String[] a) -> a[0].length()).reversed());
        StringBuilder regex = new StringBuilder();
        for (String[] a : all) {
            if (regex.length() > 0) {
                regex.append('|');
            }
            String quoted = Pattern.quote(a[0]);
            boolean multi = a[0].contains(" ");
            regex.append('(').append(multi ? "(?i:" + quoted + ")" : quoted).append("(?:s|es)?)");
            byName.add(entries.get(Integer.parseInt(a[1])));
            names.add(a[0]);
        }
        this.pattern = regex.length() == 0 ? null
                : Pattern.compile("(?<![\\p{L}\\p{N}])(?:" + regex + ")(?![\\p{L}\\p{N}])");
    }

    public static Glossary of(Ruleset ruleset) {
        List<Entry> entries = new ArrayList<>();
        Optional<Section> appendix = ruleset.section(SectionKind.APPENDIX);
        List<Rule> rules = appendix.map(Section::allRules).orElseGet(() -> ruleset.allRules().stream()
                .filter(r -> r.title() != null && r.title().toLowerCase(Locale.ROOT)
                        .matches(".*(keyword|glossary|definition).*"))
                .flatMap(r -> r.selfAndDescendants().stream()).toList());
        Set<String> seen = new LinkedHashSet<>();
        appendix.ifPresent(section -> collect(section.id(), section.intro(), seen, entries));
        for (Rule rule : rules) {
            collect(rule.id(), rule.blocks(), seen, entries);
        }
        return new Glossary(entries);
    }

    private static void collect(String owner, List<Block> blocks, Set<String> seen, List<Entry> entries) {
        for (int b = 0; b < blocks.size(); b++) {
            Block block = blocks.get(b);
            if (block.kind() == Block.Kind.LIST) {
                // the 2008 glossary's keywords: "Quorum is equal to half the number of Candidates, rounded down, plus
                // one."; "Gamestate is defined as any information which the Ruleset regulates the alteration of"
                for (int i = 0; i < block.lines().size(); i++) {
                    Matcher m = DEFINED_ITEM.matcher(block.lines().get(i).text().strip());
                    if (m.lookingAt() && !NOT_A_TERM.contains(m.group(1)) && seen.add(m.group(1).toLowerCase(Locale.ROOT))) {
                        entries.add(new Entry(m.group(1), namesOf(m.group(1)), block.lines().get(i).text().strip(), owner,
                                b, i));
                    }
                }
                continue;
            }
            if (block.kind() != Block.Kind.LINES) {
                continue;
            }
            boolean[] terms = DefinitionLines.terms(block.lines());
            for (int i = 0; i + 1 < terms.length; i++) {
                if (!terms[i]) {
                    continue;
                }
                String term = block.lines().get(i).text().strip();
                if (seen.add(term.toLowerCase(Locale.ROOT))) {
                    entries.add(new Entry(term, namesOf(term), block.lines().get(i + 1).text(), owner, b, i));
                }
            }
        }
    }

    /** "Effective Vote Comment (EVC)" → [Effective Vote Comment, EVC]; "Resolve/Resolution" → both. */
    static List<String> namesOf(String term) {
        String t = term.replaceAll("[\"\u201c\u201d]", "").strip();
        List<String> out = new ArrayList<>();
        Matcher m = ALIAS.matcher(t);
        if (m.matches()) {
            out.add(m.group(1).strip());
            out.add(m.group(2).strip());
        } else if (t.contains("/") && !t.contains(" ")) {
            for (String part : t.split("/")) {
                if (!part.isBlank()) {
                    out.add(part.strip());
                }
            }
        } else {
            out.add(t);
        }
        return out;
    }

    public List<Entry> entries() {
        return entries;
    }

    public Optional<Entry> entry(String term) {
        String t = term.toLowerCase(Locale.ROOT);
        return entries.stream().filter(e -> e.names().stream().anyMatch(n -> n.toLowerCase(Locale.ROOT).equals(t)))
                .findFirst();
    }

    /** The uses of defined terms in {@code text}, left to right, longest term first where they overlap. */
    public List<Match> find(String text) {
        List<Match> out = new ArrayList<>();
        if (pattern == null || text.isEmpty()) {
            return out;
        }
        Matcher m = pattern.matcher(text);
        while (m.find()) {
            for (int g = 1; g <= m.groupCount(); g++) {
                if (m.group(g) != null) {
                    out.add(new Match(m.start(), m.end(), byName.get(g - 1)));
                    break;
                }
            }
        }
        return out;
    }
}
