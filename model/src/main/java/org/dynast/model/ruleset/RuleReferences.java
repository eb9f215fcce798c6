package org.dynast.model.ruleset;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * References to rules by number in the text: "Rule 2.4", "Rules 1.1 and 1.2", "Rules 1.1, 1.2, 1.8 and
 * 1.10", as the rulesets that number their rules wrote them. Each number that names a rule of the
 * ruleset (given or inferred) is a link to it; a number no rule has is left as text.
 */
public final class RuleReferences {

    private static final Pattern LIST = Pattern.compile(
            "\\bRules?\\s+(\\d{1,3}(?:\\.\\d{1,3})+(?:\\s*(?:,|,?\\s+and|,?\\s+or)\\s+\\d{1,3}(?:\\.\\d{1,3})+)*)");
    private static final Pattern NUMBER = Pattern.compile("\\d{1,3}(?:\\.\\d{1,3})+");

    /** One reference: where it is in the text and the rule it names. */
    public record Match(int start, int end, String number, String ruleId) {
    }

    private final Map<String, String> byNumber = new HashMap<>();

    private RuleReferences(Ruleset ruleset) {
        for (Rule r : ruleset.allRules()) {
            if (r.number() != null) {
                byNumber.putIfAbsent(r.number(), r.id());
            }
        }
    }

    public static RuleReferences of(Ruleset ruleset) {
        return new RuleReferences(ruleset);
    }

    /** The references in {@code text} to rules of the ruleset, in order. */
    public List<Match> find(String text) {
        List<Match> out = new ArrayList<>();
        if (byNumber.isEmpty() || text == null) {
            return out;
        }
        Matcher list = LIST.matcher(text);
        while (list.find()) {
            Matcher n = NUMBER.matcher(text).region(list.start(1), list.end(1));
            while (n.find()) {
                String id = byNumber.get(n.group());
                if (id != null) {
                    out.add(new Match(n.start(), n.end(), n.group(), id));
                }
            }
        }
        return out;
    }
}
