package org.dynast.model.ruleset;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Issue 33, "a plain ruleset text with a few stray wiki lines imports as 0 rules": a plain copy of a shipped ruleset
 * with a stray "== heading ==" line and a table start is read as the plain text it is, with its rules.
 */
class StrayWikiLinesTest {

    @Test
    void aPlainCopyWithAFewStrayWikiLinesKeepsItsRules() {
        String plain = RulesetTexts.read(RulesetTexts.BOTS);
        int rules = RulesetImporter.read(plain).ruleset().ruleCount();
        assertThat(rules).as("the plain copy's rules").isGreaterThan(10);
        int at = plain.indexOf('\n', plain.length() / 2);
        String stray = plain.substring(0, at) + "\n\n== Pasted by mistake ==\n\n{|\n" + plain.substring(at);
        assertThat(RulesetFormat.detect(stray)).as("it looks like MediaWiki").isEqualTo(RulesetFormat.MEDIAWIKI);
        ImportResult read = RulesetImporter.read(stray);
        assertThat(read.ruleset().ruleCount()).isGreaterThanOrEqualTo(rules - 1);
        assertThat(read.report().format()).isEqualTo(RulesetFormat.PLAIN);
    }

    @Test
    void realMediaWikiSourceIsStillReadAsMediaWiki() {
        String wiki = MediaWikiExporter.export(RulesetImporter.read(RulesetTexts.read(RulesetTexts.BOTS)).ruleset());
        ImportResult read = RulesetImporter.read(wiki);
        assertThat(read.report().format()).isEqualTo(RulesetFormat.MEDIAWIKI);
        assertThat(read.ruleset().ruleCount()).isGreaterThan(10);
    }
}
