package org.dynast.model.ruleset;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The importer is not tuned to the four texts: older rulesets number their rules ("Rule 1.1 Ruleset
 * and Gamestate", "2.5"), name their sections "Section One: Core Rules", and use other words; the wiki
 * page's MediaWiki source gives the heading levels that a plain copy loses, and with them subrules.
 */
class UnseenRulesetsTest {

    static final String NUMBERED = """
            Ruleset 31

            Section One: Core Rules

            Rule 1.1 Ruleset and Gamestate

            This is the Ruleset for BlogNomic; all Monkeys shall obey it.

            Rule 1.2 Monkeys

            Any human may apply to join BlogNomic.

            Rule 1.2.1 Idle Monkeys

            Some Monkeys are Idle, and shall be marked as such in the sidebar.

            Rule 1.3 Dynasties

            BlogNomic is divided into a number of Dynasties. Each Dynasty may be headed by a single Monkey, known as the Zookeeper.

            Section Two: Dynastic Rules

            2.1 Bananas

            Each Monkey has a number of Bananas, tracked in the GNDT.

            2.1.1 Rotten Bananas

            A Banana older than a week is Rotten.

            2.2 Climbing

            As a Daily Action, a Monkey may Climb.

            Section Three: Glossary

            Quorum
            Quorum is half the number of Monkeys, rounded down, plus one.
            Daily Action
            A Daily Action may be taken once each day.
            """;

    static final String WIKI = """
            = Core Rules =
            == Ruleset and Gamestate ==
            This is the Ruleset for BlogNomic; all Gnomes shall obey it.
            It has '''four''' sections.

            == Gnomes ==
            Each Dynasty may be headed by a single Gnome, known as the [[Gnome King]].
            === Idle Gnomes ===
            Some Gnomes are Idle.
            * one
            ** two
            # numbered
            = Dynastic Rules =
            == Hats ==
            {| class="wikitable"
            ! Hat !! Cost
            |-
            | Bowler || 3
            |-
            | style="color:red" | Fez || [http://example.org five]
            |}
            = Special Case =
            Special Case Rules can be Active or Inactive. If the title of a Special Case Rule includes "[Rare]", its Default Status is Inactive, otherwise, its Default Status is Active.
            == Dormancy ==
            If there are fewer than five Gnomes, BlogNomic is on Hiatus.
            == Malign Emperors [Rare] ==
            The Gnome King may be recipient of the Mantle.
            = Appendix =
            == Keywords ==
            ;Quorum
            :Half the Gnomes, rounded down, plus one.
            ;Hiatus : No dynastic actions may be taken.
            """;

    @Test
    void anOlderNumberedRulesetNestsRulesByTheirNumbers() {
        ImportResult result = RulesetImporter.read(NUMBERED);
        Ruleset r = result.ruleset();
        assertThat(result.report().format()).isEqualTo(RulesetFormat.PLAIN);
        assertThat(result.report().verified()).isTrue();
        assertThat(r.number()).isEqualTo(31);
        assertThat(r.sections()).extracting(Section::kind)
                .containsExactly(SectionKind.CORE, SectionKind.DYNASTIC, SectionKind.APPENDIX);
        Section core = r.sections().get(0);
        assertThat(core.title()).isEqualTo("Core Rules");
        assertThat(core.rules()).extracting(Rule::number).containsExactly("1.1", "1.2", "1.3");
        assertThat(core.rules().get(1).subrules()).extracting(Rule::displayTitle).containsExactly("1.2.1 Idle Monkeys");
        Section dynastic = r.sections().get(1);
        assertThat(dynastic.rules()).extracting(Rule::title).containsExactly("Bananas", "Climbing");
        assertThat(dynastic.rules().get(0).subrules()).extracting(Rule::title).containsExactly("Rotten Bananas");
        assertThat(r.allRules()).hasSize(7);
    }

    @Test
    void anOlderRulesetsTermsAndGlossaryAreFoundInItsOwnWords() {
        Ruleset r = RulesetImporter.read(NUMBERED).ruleset();
        DetectedTerms terms = TermDetector.detect(r).orElseThrow();
        assertThat(terms.player()).isEqualTo("Monkey");
        assertThat(terms.players()).isEqualTo("Monkeys");
        assertThat(terms.emperor()).isEqualTo("Zookeeper");
        Glossary glossary = Glossary.of(r);
        assertThat(glossary.entries()).extracting(Glossary.Entry::term).containsExactly("Quorum", "Daily Action");
        assertThat(glossary.find("As a Daily Action, a Monkey may Climb.")).extracting(m -> m.entry().term())
                .containsExactly("Daily Action");
    }

    @Test
    void mediaWikiSourceGivesSubrulesListsAndTables() {
        ImportResult result = RulesetImporter.read(WIKI);
        Ruleset r = result.ruleset();
        assertThat(result.report().format()).isEqualTo(RulesetFormat.MEDIAWIKI);
        assertThat(result.report().verified()).isTrue();
        assertThat(r.sections()).extracting(Section::kind).containsExactly(SectionKind.CORE, SectionKind.DYNASTIC,
                SectionKind.SPECIAL_CASE, SectionKind.APPENDIX);
        Rule gnomes = r.ruleTitled("Gnomes").orElseThrow();
        assertThat(gnomes.subrules()).extracting(Rule::title).containsExactly("Idle Gnomes");
        Rule idle = gnomes.subrules().get(0);
        assertThat(idle.blocks().get(1).lines()).extracting(Line::depth).containsExactly(1, 2, 1);
        assertThat(idle.blocks().get(1).lines()).extracting(Line::ordered).containsExactly(false, false, true);
        // inline markup is kept in the source and taken out of the text a reader sees
        assertThat(r.ruleTitled("Ruleset and Gamestate").orElseThrow().text())
                .isEqualTo("This is the Ruleset for BlogNomic; all Gnomes shall obey it. It has four sections.");
        Block hats = r.ruleTitled("Hats").orElseThrow().blocks().get(0);
        assertThat(hats.kind()).isEqualTo(Block.Kind.TABLE);
        assertThat(hats.lines()).extracting(Line::cells).containsExactly(List.of("Hat", "Cost"),
                List.of("Bowler", "3"), List.of("Fez", "five"));
        assertThat(TermDetector.detect(r).orElseThrow().emperor()).isEqualTo("Gnome King");
        assertThat(Glossary.of(r).entries()).extracting(Glossary.Entry::term).containsExactly("Quorum", "Hiatus");
    }

    @Test
    void specialCaseDefaultsFollowTheErasOwnRule() {
        // "If the title of a Special Case Rule includes "[Rare]", its Default Status is Inactive, otherwise,
        // its Default Status is Active."
        Ruleset r = RulesetImporter.read(WIKI).ruleset();
        SpecialCases cases = SpecialCases.of(r);
        assertThat(cases.statusOf(r.ruleTitled("Dormancy").orElseThrow()).orElseThrow().active()).isTrue();
        SpecialCaseStatus malign = cases.statusOf(r.ruleTitled("Malign Emperors").orElseThrow()).orElseThrow();
        assertThat(malign.active()).isFalse();
        assertThat(malign.explicit()).isFalse();
        assertThat(malign.reason()).contains("[Rare]");
    }

    @Test
    void aFragmentWithoutSectionHeadingsIsReadAsTheCoreRulesAndSaidSo() {
        // the first rules of a ruleset are its core rules
        ImportResult result = RulesetImporter.read("Bananas\n\nEach Monkey has Bananas.\n\nClimbing\n\nMonkeys climb.\n");
        assertThat(result.ruleset().sections()).hasSize(1);
        assertThat(result.ruleset().sections().get(0).kind()).isEqualTo(SectionKind.CORE);
        assertThat(result.ruleset().sections().get(0).inferred()).isTrue();
        assertThat(result.ruleset().allRules()).extracting(Rule::title).containsExactly("Bananas", "Climbing");
        assertThat(result.report().warnings()).anySatisfy(n -> assertThat(n.message()).contains("No section heading"));
    }

    @Test
    void anUnclosedTableIsKeptAndReported() {
        ImportResult result = RulesetImporter.read("= Core Rules =\n== Hats ==\n{|\n! Hat\n|-\n| Fez\n");
        assertThat(result.report().verified()).isTrue();
        assertThat(result.report().warnings()).anySatisfy(n -> {
            assertThat(n.line()).isEqualTo(3);
            assertThat(n.message()).contains("not closed");
        });
        assertThat(result.ruleset().ruleTitled("Hats").orElseThrow().blocks().get(0).lines())
                .extracting(Line::text).containsExactly("Hat", "Fez");
    }
}
