package org.dynast.model.ruleset;

import java.util.Set;
import org.dynast.model.module.DynastyModules;

/**
 * The four ruleset texts the tests read: the rulesets that ship inside the app ({@link org.dynast.model.module.DynastyModules#shippedRulesets()}),
 * from the classpath. A missing text fails the test that asks for it.
 */
public final class RulesetTexts {

    public static final String BOTS = "ruleset-205-bots.txt";
    public static final String FACTORY = "ruleset-190-factory.txt";
    public static final String WIZARDS = "ruleset-168-wizards.txt";
    public static final String DISTRICTS = "ruleset-217-districts.txt";
    /**
     * Ruleset 205 as its copy was read off the wiki, before issue 31 restored 23 of the headings it lost: the
     * importer's example of a copy that lost headings (read by {@link #read} like a shipped text).
     */
    public static final String BOTS_AS_COPIED = "ruleset-205-bots (as copied)";

    /**
     * The lines of the headings restored in the shipped Ruleset 205 (see the README beside the shipped texts), each
     * alone between blank lines: without them, the text is the copy as it was, line for line.
     */
    static final Set<Integer> RESTORED_205 = Set.of(19, 41, 51, 77, 86, 200, 216, 235, 283, 293,
            345, 360, 430, 618, 620, 624, 630, 643, 767, 780, 791, 803, 840);

    private RulesetTexts() {
    }

    /** The shipped ruleset with this file name. */
    public static ShippedRuleset shipped(String name) {
        return DynastyModules.installed().shippedRulesets().stream().filter(r -> r.fileName().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("No shipped ruleset " + name));
    }

    /** The text of the shipped ruleset with this file name (or of {@link #BOTS_AS_COPIED}). */
    public static String read(String name) {
        return name.equals(BOTS_AS_COPIED) ? botsAsCopied() : shipped(name).text();
    }

    /** Ruleset 205 as copied: the shipped text with its restored headings taken out again. */
    public static String botsAsCopied() {
        String[] lines = shipped(BOTS).text().split("\n", -1);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < lines.length; i++) {
            if (RESTORED_205.contains(i + 1)) {
                if (!lines[i].isBlank() && lines[i - 1].isBlank() && lines[i + 1].isBlank()) {
                    continue;
                }
                throw new IllegalStateException("Line " + (i + 1) + " of Ruleset 205 is not a restored heading");
            }
            out.append(lines[i]);
            if (i < lines.length - 1) {
                out.append('\n');
            }
        }
        return out.toString();
    }
}
