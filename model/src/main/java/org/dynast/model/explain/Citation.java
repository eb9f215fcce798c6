package org.dynast.model.explain;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;
import org.dynast.model.ruleset.Block;
import org.dynast.model.ruleset.Rule;
import org.dynast.model.ruleset.Ruleset;

/**
 * A sentence of a ruleset and the rule that holds it. {@link #find} looks for the first sentence holding a keyword in
 * the named rule (and its subrules) first, then anywhere, so a citation follows the dynasty's own wording and terms.
 *
 * @param quoted whether the sentence was found in the dynasty's own ruleset text (false: the engine's own copy of it,
 *     as its profile or catalogue stores it)
 */
public record Citation(String rule, String sentence, boolean quoted) {

    private static final Pattern SENTENCE_END = Pattern.compile("(?<=[.!?;:])\\s+(?=[A-Z“\"(•])|\\n+");

    /** The first sentence holding {@code keyword}, in the rule titled {@code ruleTitle} first, then anywhere. */
    public static Optional<Citation> find(Ruleset ruleset, String ruleTitle, String keyword) {
        if (ruleset == null || keyword == null || keyword.isBlank()) {
            return Optional.empty();
        }
        List<Rule> first = new ArrayList<>();
        if (ruleTitle != null) {
            ruleset.ruleTitled(ruleTitle).ifPresent(r -> first.addAll(r.selfAndDescendants()));
        }
        Optional<Citation> inNamed = search(ruleset, first, keyword);
        return inNamed.isPresent() ? inNamed : search(ruleset, ruleset.allRules(), keyword);
    }

    /**
     * The dynasty's sentence holding the first of {@code keywords} found, or else {@code fallback} (the engine's own
     * copy of the rule's words) under {@code ruleTitle}.
     */
    public static Citation of(Ruleset ruleset, String ruleTitle, String fallback, String... keywords) {
        for (String keyword : keywords) {
            Optional<Citation> found = find(ruleset, ruleTitle, keyword);
            if (found.isPresent()) {
                return found.get();
            }
        }
        return new Citation(ruleTitle, fallback, false);
    }

    private static Optional<Citation> search(Ruleset ruleset, List<Rule> rules, String keyword) {
        String wanted = squash(keyword);
        for (Rule rule : rules) {
            List<Block> blocks = rule.blocks();
            for (int b = 0; b < blocks.size(); b++) {
                for (String part : SENTENCE_END.split(blocks.get(b).text())) {
                    String s = part.strip().replaceFirst("^•\\s*", "");
                    if (!squash(s).contains(wanted)) {
                        continue;
                    }
                    // a sentence that introduces a list ("if all of the following are true:") takes its items along
                    if (s.endsWith(":") && b + 1 < blocks.size() && blocks.get(b + 1).kind() == Block.Kind.LIST) {
                        StringBuilder whole = new StringBuilder(s);
                        blocks.get(b + 1).lines().forEach(l -> whole.append(' ').append(l.text().strip()
                                .replaceFirst("^•\\s*", "")));
                        s = whole.toString();
                    }
                    // an untitled rule (a definition in the Glossary, say) is named by its section
                    String name = rule.untitled() ? ruleset.sectionOf(rule).map(sec -> sec.title())
                            .orElse(rule.displayTitle()) : rule.displayTitle();
                    return Optional.of(new Citation(name, s, true));
                }
            }
        }
        return Optional.empty();
    }

    /** Lower case, one space between words, typographic quotes as plain ones. */
    static String squash(String text) {
        return text.toLowerCase(Locale.ROOT).replace('’', '\'').replace('“', '"').replace('”', '"')
                .replaceAll("\\s+", " ").strip();
    }
}
