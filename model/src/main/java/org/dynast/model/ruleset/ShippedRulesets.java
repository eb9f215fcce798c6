package org.dynast.model.ruleset;

import java.util.List;
import java.util.Optional;

/**
 * The BlogNomic ruleset texts that ship inside Dynast: Rulesets 217 (Districts), 205 (Bots), 190 (Factory)
 * and 168 (Wizards). They are what a new dynasty can start from, the reference material of the dynasty
 * engines and the tests' data.
 */
public final class ShippedRulesets {

    // newest first; each text's player and emperor terms are checked against it by ShippedRulesetsTest
    private static final List<ShippedRuleset> ALL = List.of(
            new ShippedRuleset(217, "ruleset-217-districts.txt", "Ruleset 217 \u2014 Districts", "District",
                    "Districts", "City"),
            new ShippedRuleset(205, "ruleset-205-bots.txt", "Ruleset 205 \u2014 Bots", "Operator", "Operators",
                    "Announcer"),
            new ShippedRuleset(190, "ruleset-190-factory.txt", "Ruleset 190 \u2014 Factory", "Worker", "Workers",
                    "Factory"),
            new ShippedRuleset(168, "ruleset-168-wizards.txt", "Ruleset 168 \u2014 Wizards", "Wizard", "Wizards",
                    "King"));

    private ShippedRulesets() {
    }

    /** Every shipped ruleset, in descending ruleset-number order (the newest first: 217, 205, 190, 168). */
    public static List<ShippedRuleset> all() {
        return ALL;
    }

    /** The shipped ruleset with this number, if one ships. */
    public static Optional<ShippedRuleset> find(int number) {
        return ALL.stream().filter(r -> r.number() == number).findFirst();
    }
}
