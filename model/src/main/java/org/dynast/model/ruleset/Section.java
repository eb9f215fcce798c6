package org.dynast.model.ruleset;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A section of the ruleset (Core, Dynastic, Special Case, Appendix, or one a ruleset names
 * otherwise): its heading, the text before its first rule, and its rules. {@code inferred} marks a
 * section whose heading the copy lost and the importer placed by the usual order of sections.
 */
public record Section(String id, SectionKind kind, String title, String heading, boolean inferred, int line,
                      List<Block> intro, List<Rule> rules) {

    public Section {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(title, "title");
        intro = List.copyOf(intro);
        rules = List.copyOf(rules);
    }

    /** Every rule and subrule of the section, depth first. */
    public List<Rule> allRules() {
        List<Rule> all = new ArrayList<>();
        for (Rule r : rules) {
            all.addAll(r.selfAndDescendants());
        }
        return all;
    }

    public String introText() {
        StringBuilder sb = new StringBuilder();
        for (Block b : intro) {
            if (sb.length() > 0) {
                sb.append('\n');
            }
            sb.append(b.text());
        }
        return sb.toString();
    }
}
