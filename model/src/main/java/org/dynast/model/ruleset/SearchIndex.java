package org.dynast.model.ruleset;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Full-text search over a ruleset: every title and line, folded once (case, curly quotes, non-breaking
 * spaces) so that a search is a scan of prepared strings. A query is words and "quoted phrases",
 * matched from the start of a word; a rule (or a section's text) matches when it holds all of them,
 * and every occurrence in it is a hit,
 * with its place (title or block and line, start and end) for highlighting.
 */
public final class SearchIndex {

    /** A place that can hold hits: a rule ({@code ownerId} "r…") or a section's title and text ("s…"). */
    private record Entry(String ownerId, int block, int line, String folded) {
    }

    /** One occurrence: in the owner's title ({@code block} -1) or in a block's line, {@code [start, end)}. */
    public record Hit(String ownerId, int block, int line, int start, int end) {
    }

    /** The hits of a query, by owner in document order. */
    public record Result(String query, List<String> terms, Map<String, List<Hit>> byOwner) {

        public int total() {
            return byOwner.values().stream().mapToInt(List::size).sum();
        }

        public List<Hit> hits(String ownerId) {
            return byOwner.getOrDefault(ownerId, List.of());
        }

        public boolean isEmpty() {
            return byOwner.isEmpty();
        }
    }

    private final List<List<Entry>> owners = new ArrayList<>();

    private SearchIndex(Ruleset ruleset) {
        for (Section s : ruleset.sections()) {
            List<Entry> entries = new ArrayList<>();
            entries.add(new Entry(s.id(), -1, 0, fold(s.title())));
            add(s.id(), s.intro(), entries);
            owners.add(entries);
            for (Rule r : s.allRules()) {
                List<Entry> re = new ArrayList<>();
                re.add(new Entry(r.id(), -1, 0, fold(r.title() == null ? "" : r.displayTitle())));
                add(r.id(), r.blocks(), re);
                owners.add(re);
            }
        }
    }

    private static void add(String owner, List<Block> blocks, List<Entry> into) {
        for (int b = 0; b < blocks.size(); b++) {
            List<Line> lines = blocks.get(b).lines();
            for (int l = 0; l < lines.size(); l++) {
                into.add(new Entry(owner, b, l, fold(lines.get(l).text())));
            }
        }
    }

    public static SearchIndex of(Ruleset ruleset) {
        return new SearchIndex(ruleset);
    }

    public Result search(String query) {
        List<String> terms = terms(query);
        Map<String, List<Hit>> byOwner = new LinkedHashMap<>();
        if (terms.isEmpty()) {
            return new Result(query == null ? "" : query, terms, byOwner);
        }
        for (List<Entry> owner : owners) {
            List<Hit> hits = null;
            boolean[] found = new boolean[terms.size()];
            for (Entry e : owner) {
                for (int t = 0; t < terms.size(); t++) {
                    String term = terms.get(t);
                    String folded = e.folded();
                    int at = folded.indexOf(term);
                    while (at >= 0) {
                        if (wordStart(folded, at)) {
                            if (hits == null) {
                                hits = new ArrayList<>();
                            }
                            found[t] = true;
                            hits.add(new Hit(e.ownerId(), e.block(), e.line(), at, at + term.length()));
                            at = folded.indexOf(term, at + term.length());
                        } else {
                            at = folded.indexOf(term, at + 1);
                        }
                    }
                }
            }
            if (hits != null && all(found)) {
                hits.sort((a, b) -> a.block() != b.block() ? Integer.compare(a.block(), b.block())
                        : a.line() != b.line() ? Integer.compare(a.line(), b.line()) : Integer.compare(a.start(), b.start()));
                byOwner.put(owner.get(0).ownerId(), List.copyOf(hits));
            }
        }
        return new Result(query, terms, byOwner);
    }

    /** Words match from their start: "red" finds "Red Mist" and "redo", not "hundred". */
    public static boolean wordStart(String text, int at) {
        if (at == 0) {
            return true;
        }
        char before = text.charAt(at - 1);
        char first = text.charAt(at);
        return !Character.isLetterOrDigit(before) || !Character.isLetterOrDigit(first);
    }

    private static boolean all(boolean[] found) {
        for (boolean f : found) {
            if (!f) {
                return false;
            }
        }
        return true;
    }

    /** Words and "quoted phrases", folded. */
    static List<String> terms(String query) {
        List<String> out = new ArrayList<>();
        if (query == null) {
            return out;
        }
        String q = fold(query);
        int i = 0;
        while (i < q.length()) {
            char c = q.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '"') {
                int end = q.indexOf('"', i + 1);
                String phrase = (end < 0 ? q.substring(i + 1) : q.substring(i + 1, end)).strip();
                if (!phrase.isEmpty() && !out.contains(phrase)) {
                    out.add(phrase);
                }
                i = end < 0 ? q.length() : end + 1;
            } else {
                int end = i;
                while (end < q.length() && !Character.isWhitespace(q.charAt(end))) {
                    end++;
                }
                String word = q.substring(i, end);
                if (!out.contains(word)) {
                    out.add(word);
                }
                i = end;
            }
        }
        return out;
    }

    /** Lower case, straight quotes and plain spaces, one character for one, so offsets stay true. */
    public static String fold(String text) {
        char[] chars = text.toCharArray();
        for (int i = 0; i < chars.length; i++) {
            char c = chars[i];
            switch (c) {
                case '\u2018', '\u2019', '\u201a', '\u2032' -> chars[i] = '\'';
                case '\u201c', '\u201d', '\u201e', '\u2033' -> chars[i] = '"';
                case '\u00a0', '\t' -> chars[i] = ' ';
                case '\u2013', '\u2014' -> chars[i] = '-';
                default -> {
                    char lower = Character.toLowerCase(c);
                    chars[i] = lower;
                }
            }
        }
        return new String(chars);
    }
}
