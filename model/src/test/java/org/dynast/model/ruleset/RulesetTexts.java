package org.dynast.model.ruleset;

/**
 * The four ruleset texts the tests read: the rulesets that ship inside the app ({@link ShippedRulesets}),
 * from the classpath. A missing text fails the test that asks for it.
 */
public final class RulesetTexts {

    public static final String BOTS = "ruleset-205-bots.txt";
    public static final String FACTORY = "ruleset-190-factory.txt";
    public static final String WIZARDS = "ruleset-168-wizards.txt";
    public static final String DISTRICTS = "ruleset-217-districts.txt";

    private RulesetTexts() {
    }

    /** The shipped ruleset with this file name. */
    public static ShippedRuleset shipped(String name) {
        return ShippedRulesets.all().stream().filter(r -> r.fileName().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("No shipped ruleset " + name));
    }

    /** The text of the shipped ruleset with this file name. */
    public static String read(String name) {
        return shipped(name).text();
    }
}
