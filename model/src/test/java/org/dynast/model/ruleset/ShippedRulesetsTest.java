package org.dynast.model.ruleset;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Comparator;
import java.util.stream.Stream;
import org.dynast.model.module.DynastyModules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The rulesets that ship inside the app: each is on the classpath and uses the terms it claims. */
class ShippedRulesetsTest {

    /**
     * Each text's "Ruleset and Gamestate" and "Dynasties" rules name the player and the emperor, e.g. in
     * Ruleset 205: "This is the Ruleset for BlogNomic; all Operators shall obey it." and "Each Dynasty may
     * be headed by a single Operator, known as the Announcer." The same two sentences, with the ruleset's
     * own words, are in 217 (Districts, City), 190 (Workers, Factory) and 168 (Wizards, King).
     */
    static Stream<Arguments> shipped() {
        return DynastyModules.installed().shippedRulesets().stream().map(r -> Arguments.of(r.title(), r));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shipped")
    void theTextIsOnTheClasspathAndUsesTheTermsItClaims(String title, ShippedRuleset r) {
        assertThat(ShippedRuleset.class.getResource(r.resourceName())).as(r.resourceName()).isNotNull();
        String text = r.text();
        assertThat(text).isNotBlank();
        assertThat(text).contains("This is the Ruleset for BlogNomic; all " + r.players() + " shall obey it.");
        // "Each Dynasty may be headed by a single Operator, known as the Announcer." (2008: "is headed by")
        assertThat(text).containsPattern("Each Dynasty (may be|is) headed by a single " + r.player() + ", known as the "
                + r.emperor() + "[.,]");
        assertThat(text).startsWith("Ruleset " + r.number());
        assertThat(r.fileName()).matches("ruleset-0*" + r.number() + "-.*");
        assertThat(r.title()).startsWith("Ruleset " + r.number() + " \u2014 ");
    }

    /** Every installed module's ruleset texts are shipped, newest first; a module added or left out changes no test. */
    @Test
    void everyInstalledModulesRulesetsAreShippedNewestFirst() {
        var installed = DynastyModules.installed();
        var brought = installed.all().stream().flatMap(m -> m.shippedRulesets().stream())
                .map(ShippedRuleset::number).toList();
        assertThat(brought).isNotEmpty();
        assertThat(installed.shippedRulesets()).extracting(ShippedRuleset::number)
                .containsExactlyInAnyOrderElementsOf(brought).doesNotHaveDuplicates();
        assertThat(installed.shippedRulesets()).isSortedAccordingTo(
                Comparator.comparingInt(ShippedRuleset::number).reversed());
        // each titled by its number and what the module calls it
        assertThat(installed.shippedRulesets()).allSatisfy(r -> assertThat(r.title()).matches("Ruleset " + r.number()
                + " \u2014 \\p{Lu}.*"));
        assertThat(installed.shippedRuleset(217).orElseThrow().title()).isEqualTo("Ruleset 217 \u2014 Districts");
    }

    @Test
    void findByNumber() {
        ShippedRuleset bots = DynastyModules.installed().shippedRuleset(205).orElseThrow();
        assertThat(bots.fileName()).isEqualTo("ruleset-205-bots.txt");
        assertThat(bots.terms().player()).isEqualTo("Operator");
        assertThat(bots.terms().players()).isEqualTo("Operators");
        assertThat(bots.terms().emperor()).isEqualTo("Announcer");
        assertThat(DynastyModules.installed().shippedRuleset(190).orElseThrow().emperor()).isEqualTo("Factory");
        assertThat(DynastyModules.installed().shippedRuleset(168).orElseThrow().player()).isEqualTo("Wizard");
        assertThat(DynastyModules.installed().shippedRuleset(217).orElseThrow().players()).isEqualTo("Districts");
        assertThat(DynastyModules.installed().shippedRuleset(1)).isEmpty();
    }

    /** The term detector reads the same words off each text as the ruleset claims. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("shipped")
    void theTermDetectorAgrees(String title, ShippedRuleset r) {
        DetectedTerms terms = TermDetector.detect(RulesetImporter.read(r.text()).ruleset()).orElseThrow();
        assertThat(terms.terms()).isEqualTo(r.terms());
    }
}
