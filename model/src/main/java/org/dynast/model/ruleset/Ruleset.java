package org.dynast.model.ruleset;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A ruleset read into a tree: sections, rules, subrules, their text. {@code frontMatter} is what came
 * before the first section (the wiki page's title and navigation lines), kept but not rule text.
 * {@code number} is the ruleset's number when the text names it ("Ruleset 205"), else null.
 */
public record Ruleset(String title, Integer number, RulesetFormat format, List<Block> frontMatter,
                      List<Section> sections) {

    public Ruleset {
        frontMatter = List.copyOf(frontMatter);
        sections = List.copyOf(sections);
    }

    /** Every rule and subrule in document order. */
    public List<Rule> allRules() {
        List<Rule> all = new ArrayList<>();
        for (Section s : sections) {
            all.addAll(s.allRules());
        }
        return all;
    }

    /** The number of top-level rules (not counting subrules). */
    public int ruleCount() {
        return sections.stream().mapToInt(s -> s.rules().size()).sum();
    }

    public Optional<Rule> rule(String id) {
        return allRules().stream().filter(r -> r.id().equals(id)).findFirst();
    }

    public Optional<Section> section(String id) {
        return sections.stream().filter(s -> s.id().equals(id)).findFirst();
    }

    public Optional<Section> section(SectionKind kind) {
        return sections.stream().filter(s -> s.kind() == kind).findFirst();
    }

    /** The section that holds a rule (at any depth). */
    public Optional<Section> sectionOf(Rule rule) {
        return sections.stream().filter(s -> s.allRules().stream().anyMatch(r -> r.id().equals(rule.id())))
                .findFirst();
    }

    /** The first rule, in document order, whose title (tags and numbers aside) is {@code title}. */
    public Optional<Rule> ruleTitled(String title) {
        String wanted = Rule.baseTitleOf(title).toLowerCase(Locale.ROOT);
        return allRules().stream().filter(r -> r.title() != null
                && r.baseTitle().toLowerCase(Locale.ROOT).equals(wanted)).findFirst();
    }
}
