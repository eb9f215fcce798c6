package org.dynast.model.ruleset;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Export a rule or the whole ruleset as MediaWiki text, which the wiki (and the importer) read back the same. */
class MediaWikiExporterTest {

    @ParameterizedTest
    @ValueSource(strings = {RulesetTexts.BOTS, RulesetTexts.BOTS_AS_COPIED, RulesetTexts.FACTORY, RulesetTexts.WIZARDS,
        RulesetTexts.DISTRICTS})
    void aPlainCopyExportedAsMediaWikiReadsBackAsTheSameTree(String file) {
        Ruleset plain = RulesetImporter.read(RulesetTexts.read(file)).ruleset();
        String wiki = MediaWikiExporter.export(plain);
        ImportResult back = RulesetImporter.read(wiki);

        assertThat(back.report().format()).isEqualTo(RulesetFormat.MEDIAWIKI);
        assertThat(back.report().verified()).isTrue();
        assertThat(shape(back.ruleset())).isEqualTo(shape(plain));
        // and exporting what was read back gives the same source, line for line
        assertThat(MediaWikiExporter.export(back.ruleset())).isEqualTo(wiki);
    }

    @Test
    void sectionsRulesListsAndGlossaryLinesGetTheirMarkup() {
        Ruleset r = RulesetImporter.read(RulesetTexts.read(RulesetTexts.BOTS)).ruleset();
        String wiki = MediaWikiExporter.export(r);
        assertThat(wiki).startsWith("= Core Rules =\n\n== Ruleset and Gamestate ==\n\nThis is the Ruleset for BlogNomic;");
        assertThat(wiki).contains("\n= Appendix =\n").contains("\n== Malign Emperors [Inactive] [Rare] ==\n");
        assertThat(wiki).contains("\n* It is Popular.\n");
        assertThat(wiki).contains("\n;Daily Action\n:If a game action is a Daily Action");
        assertThat(wiki).contains("\n== Operators ==\n\nThe process of applying for access");
        assertThat(wiki).doesNotContain("Jump to navigation");
    }

    @Test
    void aRuleWhoseHeadingTheCopyLostIsWrittenUnderItsFirstWordsFlaggedNeverAsUnnamedRule() {
        // the rule had a name, which the copy lost: "Unnamed Rule" (the Appendix's name for a rule that has none)
        // would read as its real name; its own first words, flagged, say what it is and that the heading was lost
        Ruleset copied = RulesetImporter.read(RulesetTexts.read(RulesetTexts.BOTS_AS_COPIED)).ruleset();
        String wiki = MediaWikiExporter.export(copied);
        // (the Appendix's rule "Names" quotes the name, as text: no heading is it)
        assertThat(wiki.lines().filter(l -> l.startsWith("=") && l.contains(MediaWikiExporter.UNNAMED))).isEmpty();
        assertThat(wiki).contains("\n== The process of applying for access to the\u2026 [heading lost] ==\n\n"
                + "The process of applying for access");
        long lost = copied.allRules().stream().filter(Rule::untitled).count();
        assertThat(wiki.split("\\[heading lost\\] ==", -1)).hasSize((int) lost + 1);

        Rule operators = copied.sections().get(0).rules().get(1);
        assertThat(operators.headingOrDerived()).isEqualTo("The process of applying for access to the\u2026 [heading lost]");
        assertThat(MediaWikiExporter.export(operators, copied.format()))
                .startsWith("== The process of applying for access to the\u2026 [heading lost] ==\n\n");

        // read back, the flagged heading names nothing: the rule is again one whose heading was lost
        Ruleset back = RulesetImporter.read(wiki).ruleset();
        Rule again = back.sections().get(0).rules().get(1);
        assertThat(again.untitled()).isTrue();
        assertThat(again.heading()).contains("[heading lost]");
        assertThat(back.allRules()).filteredOn(Rule::untitled).hasSize((int) lost);
    }

    @Test
    void aLostHeadingWithMarkupInItsFirstWordsKeepsItsFlag() {
        Ruleset r = RulesetImporter.read("Core Rules\n\nOdd Things\n\nA rule.\n\n\n[Core] <b>tagged</b> | text "
                + "that lost its heading, and more words\n").ruleset();
        Rule lost = r.allRules().get(1);
        assertThat(lost.untitled()).isTrue();
        String wiki = MediaWikiExporter.export(r);
        assertThat(wiki).doesNotContain(MediaWikiExporter.UNNAMED).contains(" [heading lost] ==\n");
        Ruleset back = RulesetImporter.read(wiki).ruleset();
        assertThat(back.allRules()).hasSize(2);
        assertThat(back.allRules().get(1).untitled()).isTrue();
        assertThat(back.allRules().get(1).text()).isEqualTo(lost.text());
    }

    @Test
    void oneRuleExportsWithItsSubrulesAndReadsBack() {
        Ruleset r = RulesetImporter.read(UnseenRulesetsTest.NUMBERED).ruleset();
        Rule monkeys = r.ruleTitled("Monkeys").orElseThrow();
        String wiki = MediaWikiExporter.export(monkeys, r.format());
        assertThat(wiki).isEqualTo("""
                == 1.2 Monkeys ==

                Any human may apply to join BlogNomic.

                === 1.2.1 Idle Monkeys ===

                Some Monkeys are Idle, and shall be marked as such in the sidebar.
                """);
        Ruleset back = RulesetImporter.read(wiki).ruleset();
        assertThat(back.allRules()).extracting(Rule::displayTitle).containsExactly("1.2 Monkeys", "1.2.1 Idle Monkeys");
    }

    @Test
    void aRulesetImportedFromMediaWikiIsWrittenBackWithItsOwnMarkup() {
        Ruleset r = RulesetImporter.read(UnseenRulesetsTest.WIKI).ruleset();
        String wiki = MediaWikiExporter.export(r.ruleTitled("Hats").orElseThrow(), r.format());
        assertThat(wiki).contains("| style=\"color:red\" | Fez || [http://example.org five]");
        assertThat(MediaWikiExporter.export(r)).contains("'''four'''").contains("[[Gnome King]]");
    }

    @Test
    void textThatLooksLikeMarkupIsEscapedAndReadsBackAsWritten() {
        String text = "Core Rules\n\nOdd Things\n\n* not a list & <b>not bold</b> | ''not italic'' [[not a link]]\n\n"
                + "A table:\n\nName  Cost\nFez  5|6\n";
        Ruleset r = RulesetImporter.read(text).ruleset();
        Ruleset back = RulesetImporter.read(MediaWikiExporter.export(r)).ruleset();
        assertThat(shape(back)).isEqualTo(shape(r));
    }

    static List<String> shape(Ruleset r) {
        List<String> out = new ArrayList<>();
        for (Section s : r.sections()) {
            out.add("section " + s.kind() + " " + s.title());
            s.intro().forEach(b -> out.add(b.kind() + ": " + b.text()));
            for (Rule rule : s.allRules()) {
                out.add("rule " + (rule.untitled() ? MediaWikiExporter.UNNAMED : rule.displayTitle())
                        + " subrules " + rule.subrules().size());
                for (Block b : rule.blocks()) {
                    out.add(b.kind() + ": " + b.text());
                    b.lines().forEach(l -> out.add("  " + l.depth() + " " + l.ordered() + " " + l.cells()));
                }
            }
        }
        return out;
    }
}
