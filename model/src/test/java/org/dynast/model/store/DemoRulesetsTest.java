package org.dynast.model.store;

import static org.assertj.core.api.Assertions.assertThat;

import org.dynast.model.TestStores;
import org.dynast.model.blogbots.BlogBotsDemo;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.factory.FactoryDemo;
import org.dynast.model.ruleset.MediaWikiExporter;
import org.dynast.model.ruleset.Rule;
import org.dynast.model.ruleset.Ruleset;
import org.dynast.model.ruleset.RulesetRevision;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The demo dynasties' rulesets (issue 31): the Ruleset 205 demo's rules each have a heading, and its MediaWiki
 * export names no "Unnamed Rule"; Widget Works starts from Ruleset 190's shipped text, as the other demos start
 * from theirs.
 */
class DemoRulesetsTest {

    private final ManualGameClock clock = TestStores.clock();
    private final GameStore store = TestStores.store(clock);

    {
        DemoDynasty.seedIfEmpty(store, BlogBotsDemo.EMPEROR);
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void theRuleset205DemoHas70RulesEachWithAHeadingAndItsExportNamesNoUnnamedRule() {
        Ruleset ruleset = latest(BlogBotsDemo.NAME);
        assertThat(ruleset.allRules()).hasSize(70);
        assertThat(ruleset.allRules()).allSatisfy(r -> assertThat(r.headingOrDerived()).isNotBlank()
                .isNotEqualTo(MediaWikiExporter.UNNAMED));
        // the headings the copy lost, restored from the wiki page, the ruleset's own references, Ruleset 217 and
        // the dynasty's proposals (see the README beside the shipped texts)
        for (String title : new String[] {"Operators", "Dynasties", "Votes", "Tags", "Proposals", "Engines",
            "Chassises", "Systems", "Statuses", "Bouts", "Configuration", "BotScript", "Evasion", "Keywords",
            "Imperatives", "Time", "Other", "Names", "Prioritisation", "Mentors", "Synonyms"}) {
            assertThat(ruleset.ruleTitled(title)).as(title).isPresent();
        }
        assertThat(ruleset.ruleTitled("Operators").orElseThrow().text())
                .startsWith("The process of applying for access to the BlogNomic blog");
        // the few no source names are derived from their own first words and flagged
        assertThat(ruleset.allRules()).filteredOn(Rule::untitled).hasSize(5)
                .allSatisfy(r -> assertThat(r.headingOrDerived()).endsWith(" [" + Rule.HEADING_LOST_TAG + "]"));

        String wiki = MediaWikiExporter.export(ruleset);
        // (the Appendix's rule "Names" quotes the name, as text: no heading is it)
        assertThat(wiki.lines().filter(l -> l.startsWith("=") && l.contains(MediaWikiExporter.UNNAMED))).isEmpty();
        assertThat(wiki).doesNotContain("== " + MediaWikiExporter.UNNAMED + " ==");
        assertThat(wiki).contains("\n== Operators ==\n\nThe process of applying for access")
                .contains("\n== Each Operator has a value for Red Mist,\u2026 [heading lost] ==\n");
    }

    @Test
    void widgetWorksStartsFromRuleset190AsItsFirstRevision() {
        Dynasty widgetWorks = named(FactoryDemo.NAME);
        assertThat(store.rulesets().revisions(widgetWorks.id())).hasSize(1).first().satisfies(first -> {
            assertThat(first.kind()).isEqualTo(RulesetRevision.Kind.IMPORT);
            assertThat(first.number()).isEqualTo(1);
        });
        Ruleset ruleset = latest(FactoryDemo.NAME);
        assertThat(ruleset.number()).isEqualTo(190);
        assertThat(ruleset.ruleTitled("Energy Cycles").orElseThrow().text())
                .contains("Each Worker has an amount of Energy, a publicly tracked non-negative integer that "
                        + "defaults to 2.");
        assertThat(ruleset.allRules()).hasSize(48);
    }

    private Dynasty named(String name) {
        return store.dynasties().all().stream().filter(d -> d.name().equals(name)).findFirst().orElseThrow();
    }

    private Ruleset latest(String dynasty) {
        return store.rulesets().read(store.rulesets().latest(named(dynasty).id()).orElseThrow()).ruleset();
    }
}
