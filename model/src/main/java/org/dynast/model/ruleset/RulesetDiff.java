package org.dynast.model.ruleset;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * What changed between two revisions of a ruleset, rule by rule. A rule is the same rule in both when
 * it has the same title (case, numbering and bracketed tags aside: a Special Case rule turned
 * "[Inactive]" is changed, not replaced) in the same section and under the same parent; rules left
 * over are paired when most of their words agree (a renamed or moved rule, a rule whose lost heading
 * differs), and the rest are added or removed. Each section's own text is compared too.
 */
public final class RulesetDiff {

    private static final double SIMILAR = 0.5;

    private final List<RuleChange> changes;

    private RulesetDiff(List<RuleChange> changes) {
        this.changes = List.copyOf(changes);
    }

    public List<RuleChange> changes() {
        return changes;
    }

    public long count(RuleChange.Kind kind) {
        return changes.stream().filter(c -> c.kind() == kind).count();
    }

    public boolean isEmpty() {
        return changes.isEmpty();
    }

    private record Item(String key, SectionKind section, String title, String id, List<String> lines, Set<String> words,
                        int position) {
    }

    public static RulesetDiff between(Ruleset before, Ruleset after) {
        List<Item> left = items(before);
        List<Item> right = items(after);
        Map<Item, Item> pairs = new LinkedHashMap<>();
        Map<String, Item> rightByKey = new HashMap<>();
        right.forEach(r -> rightByKey.put(r.key(), r));
        Set<Item> pairedRight = new HashSet<>();
        for (Item l : left) {
            Item r = rightByKey.get(l.key());
            if (r != null) {
                pairs.put(l, r);
                pairedRight.add(r);
            }
        }
        List<Item> leftOver = left.stream().filter(l -> !pairs.containsKey(l) && l.id() != null).toList();
        List<Item> rightOver = right.stream().filter(r -> !pairedRight.contains(r) && r.id() != null).toList();
        List<double[]> candidates = new ArrayList<>();
        for (int i = 0; i < leftOver.size(); i++) {
            for (int j = 0; j < rightOver.size(); j++) {
                double s = similarity(leftOver.get(i).words(), rightOver.get(j).words());
                if (s >= SIMILAR) {
                    candidates.add(new double[] {s, i, j});
                }
            }
        }
        candidates.sort(Comparator.comparingDouble((double[] c) -> c[0]).reversed());
        Set<Integer> usedLeft = new HashSet<>();
        Set<Integer> usedRight = new HashSet<>();
        for (double[] c : candidates) {
            int i = (int) c[1];
            int j = (int) c[2];
            if (!usedLeft.contains(i) && !usedRight.contains(j)) {
                usedLeft.add(i);
                usedRight.add(j);
                pairs.put(leftOver.get(i), rightOver.get(j));
                pairedRight.add(rightOver.get(j));
            }
        }
        List<double[]> order = new ArrayList<>();
        List<RuleChange> out = new ArrayList<>();
        Map<Item, Double> leftPositions = new HashMap<>();
        for (Map.Entry<Item, Item> p : pairs.entrySet()) {
            leftPositions.put(p.getKey(), (double) p.getValue().position());
        }
        for (Map.Entry<Item, Item> p : pairs.entrySet()) {
            Item l = p.getKey();
            Item r = p.getValue();
            if (!l.lines().equals(r.lines())) {
                out.add(new RuleChange(RuleChange.Kind.CHANGED, r.section(), r.title(), l.title(), r.title(), l.id(),
                        r.id(), TextDiff.rows(l.lines(), r.lines())));
                order.add(new double[] {r.position()});
            }
        }
        for (Item r : right) {
            if (!pairedRight.contains(r) && r.id() != null) {
                out.add(new RuleChange(RuleChange.Kind.ADDED, r.section(), r.title(), null, r.title(), null, r.id(),
                        TextDiff.rows(List.of(), r.lines())));
                order.add(new double[] {r.position()});
            }
        }
        double last = -1;
        for (Item l : left) {
            if (leftPositions.containsKey(l)) {
                last = leftPositions.get(l);
            } else if (l.id() != null) {
                out.add(new RuleChange(RuleChange.Kind.REMOVED, l.section(), l.title(), l.title(), null, l.id(), null,
                        TextDiff.rows(l.lines(), List.of())));
                order.add(new double[] {last + 0.5});
            }
        }
        List<Integer> index = new ArrayList<>();
        for (int i = 0; i < out.size(); i++) {
            index.add(i);
        }
        index.sort(Comparator.comparingDouble(i -> order.get(i)[0]));
        return new RulesetDiff(index.stream().map(out::get).toList());
    }

    private static double similarity(Set<String> a, Set<String> b) {
        if (a.isEmpty() && b.isEmpty()) {
            return 1;
        }
        int common = 0;
        for (String w : a) {
            if (b.contains(w)) {
                common++;
            }
        }
        return (double) common / (a.size() + b.size() - common);
    }

    /** Each section's own text and each rule, keyed by section, parent titles and title. */
    private static List<Item> items(Ruleset ruleset) {
        List<Item> items = new ArrayList<>();
        Map<String, Integer> seen = new HashMap<>();
        int position = 0;
        for (Section s : ruleset.sections()) {
            String sectionKey = s.kind() == SectionKind.OTHER ? "other:" + s.title().toLowerCase(Locale.ROOT)
                    : s.kind().name();
            if (!s.intro().isEmpty()) {
                List<String> lines = lines(s.intro());
                items.add(new Item(unique(sectionKey + "/\u00a7", seen), s.kind(), s.title() + " (section text)",
                        s.id(), lines, words(lines), position++));
            }
            for (Rule r : s.rules()) {
                position = rule(r, sectionKey, s.kind(), seen, items, position);
            }
        }
        return items;
    }

    private static int rule(Rule r, String parentKey, SectionKind section, Map<String, Integer> seen, List<Item> items,
                            int position) {
        String key = unique(parentKey + "/" + r.key(), seen);
        List<String> lines = new ArrayList<>();
        lines.add(r.title() == null ? "(heading lost)" : r.displayTitle());
        lines.addAll(lines(r.blocks()));
        items.add(new Item(key, section, r.title() == null ? r.displayTitle() : r.title(), r.id(), lines,
                words(lines), position++));
        for (Rule sub : r.subrules()) {
            position = rule(sub, key, section, seen, items, position);
        }
        return position;
    }

    private static String unique(String key, Map<String, Integer> seen) {
        int n = seen.merge(key, 1, Integer::sum);
        return n == 1 ? key : key + "#" + n;
    }

    /** A block's lines as a reader sees them: list items with their bullet and depth, table rows with bars. */
    public static List<String> lines(List<Block> blocks) {
        List<String> out = new ArrayList<>();
        for (Block b : blocks) {
            for (Line l : b.lines()) {
                out.add(switch (b.kind()) {
                    case LIST -> "  ".repeat(Math.max(0, l.depth() - 1)) + (l.ordered() ? "# " : "\u2022 ") + l.text();
                    case TABLE -> String.join(" | ", l.cells().isEmpty() ? List.of(l.text()) : l.cells());
                    default -> l.text();
                });
            }
        }
        return out;
    }

    private static Set<String> words(List<String> lines) {
        Set<String> words = new HashSet<>();
        for (String l : lines) {
            for (String w : SearchIndex.fold(l).split("[^\\p{L}\\p{N}]+")) {
                if (!w.isEmpty()) {
                    words.add(w);
                }
            }
        }
        return words;
    }
}
