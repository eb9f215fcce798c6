package org.dynast.app.walkthrough;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;
import org.dynast.model.ruleset.Rule;
import org.dynast.model.ruleset.Ruleset;

/**
 * The sentence of a dynasty's own ruleset a walkthrough step quotes: the first sentence holding the step's keyword,
 * looked for in the rule of the step's title (and its subrules) first, then anywhere in the ruleset, so a step
 * follows the dynasty's terms ("Operator", "Worker") and its wording.
 */
public record RuleQuote(String rule, String sentence) {

    private static final Pattern SENTENCE_END = Pattern.compile("(?<=[.!?;:])\\s+(?=[A-Z“\"(•])|\\n+");

    public static Optional<RuleQuote> find(Ruleset ruleset, String ruleTitle, String keyword) {
        if (ruleset == null || keyword == null || keyword.isBlank()) {
            return Optional.empty();
        }
        List<Rule> first = new ArrayList<>();
        if (ruleTitle != null) {
            ruleset.ruleTitled(ruleTitle).ifPresent(r -> first.addAll(r.selfAndDescendants()));
        }
        Optional<RuleQuote> inNamed = search(first, keyword);
        return inNamed.isPresent() ? inNamed : search(ruleset.allRules(), keyword);
    }

    private static Optional<RuleQuote> search(List<Rule> rules, String keyword) {
        String wanted = keyword.toLowerCase(Locale.ROOT);
        for (Rule rule : rules) {
            for (String sentence : SENTENCE_END.split(rule.text())) {
                String s = sentence.strip().replaceFirst("^•\\s*", "");
                if (s.toLowerCase(Locale.ROOT).contains(wanted)) {
                    return Optional.of(new RuleQuote(rule.displayTitle(), s));
                }
            }
        }
        return Optional.empty();
    }
}
