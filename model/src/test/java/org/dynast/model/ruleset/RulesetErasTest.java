package org.dynast.model.ruleset;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The era conventions of issue 16, each on a small text in an era's own wording: terms from "must
 * obey" and the text's own singulars, the 2004 numbering and its core range, numbers a copy implies,
 * the glossary as a section, and page titles.
 */
class RulesetErasTest {

    @Test
    void mustObeyErasGetTheirTermsAndTheTextsOwnSingular() {
        Ruleset voices = RulesetImporter.read("Ruleset and Gamestate\n\nThis is the Ruleset for BlogNomic; all Voices "
                + "must obey it.\n\nVoices\n\nAn Admin will add em, at which moment e becomes a Voice.\n").ruleset();
        assertThat(TermDetector.detect(voices).orElseThrow().terms().player()).isEqualTo("Voice");
        Ruleset thieves = RulesetImporter.read("Core Rules\n\nRuleset and Gamestate\n\nThis is the Ruleset for "
                + "BlogNomic; all Thieves shall obey it.\n\nIf the Ruleset is wrong, any Thief may update it.\n").ruleset();
        DetectedTerms t = TermDetector.detect(thieves).orElseThrow();
        assertThat(t.player()).isEqualTo("Thief");
        assertThat(t.players()).isEqualTo("Thieves");
        Ruleset people = RulesetImporter.read("Core Rules\n\nRuleset and Gamestate\n\nThis is the Ruleset for "
                + "BlogNomic; all People shall obey it.\n\nA Person may leave the game.\n").ruleset();
        t = TermDetector.detect(people).orElseThrow();
        assertThat(t.player()).isEqualTo("Person");
        assertThat(t.players()).isEqualTo("People");
        Ruleset monks = RulesetImporter.read("Core Rules\n\nRuleset and Gamestate\n\nall Monks shall obey it.\n\n"
                + "Monks\n\nmaking clear their wish to be an Monk (plural form Monks).\n").ruleset();
        assertThat(TermDetector.detect(monks).orElseThrow().player()).isEqualTo("Monk");
    }

    @Test
    void theEmperorFallbackReadsOnlyTheDynastySentences() {
        Ruleset r = RulesetImporter.read("Core Rules\n\nRuleset and Gamestate\n\nall Cats shall obey it.\n\nHats\n\n"
                + "A hat is known as the Bowler.\n\nDynasties\n\nEach Dynasty is headed by the Cat known as the Lion.\n")
                .ruleset();
        assertThat(TermDetector.detect(r).orElseThrow().emperor()).isEqualTo("Lion");
    }

    @Test
    void the2004NumberingAndItsCoreRangePlaceEveryRule() {
        ImportResult result = RulesetImporter.read("1 - Ruleset and Gamestate\n\nThis is the Ruleset for BlogNomic; "
                + "all Players must obey it. Rules 1-9 are the \"core Ruleset\"; Rules 10 onwards are those specific "
                + "to the current round.\n\n2 - Players\n\nAnybody may apply.\n\n10 - Cheese\n\nEach Player has "
                + "Cheese.\n");
        Ruleset r = result.ruleset();
        assertThat(r.sections()).extracting(Section::kind).containsExactly(SectionKind.CORE, SectionKind.DYNASTIC);
        assertThat(r.sections()).allMatch(Section::inferred);
        assertThat(r.sections().get(0).rules()).extracting(Rule::displayTitle)
                .containsExactly("1 Ruleset and Gamestate", "2 Players");
        assertThat(r.sections().get(1).rules()).extracting(Rule::displayTitle).containsExactly("10 Cheese");
        assertThat(result.report().warnings()).anySatisfy(n -> assertThat(n.message()).contains("core rules"));
        assertThat(result.report().verified()).isTrue();
    }

    @Test
    void aCopyThatLostItsNumbersHasThemInferredFromItsReferencesAndNoted() {
        ImportResult result = RulesetImporter.read("Core Rules\n\nRuleset and Gamestate\n\nThis Rule may be referred "
                + "to as Rule 1.1.\n\n\nAnybody may apply to join.\n\nDynasties\n\nSee Rules 1.1 and 1.2.\n\n"
                + "Dynastic Rules\n\nBananas\n\nEach Monkey has Bananas.\n");
        Ruleset r = result.ruleset();
        assertThat(r.allRules()).extracting(Rule::number).containsExactly("1.1", "1.2", "1.3", "2.1");
        assertThat(r.allRules()).allMatch(Rule::numberInferred);
        assertThat(r.allRules().get(1).untitled()).isTrue();
        assertThat(result.report().warnings()).anySatisfy(n -> assertThat(n.message()).contains("inferred"));
    }

    @Test
    void aRuleWhoseHeadingWasLostAmongNumberedRulesHasItsNumberFromItsPlace() {
        ImportResult result = RulesetImporter.read("Section One: Core Rules\n\nRule 1.1 Ruleset and Gamestate\n\n"
                + "Text.\n\n\nAnybody may apply.\n\nRule 1.3 Dynasties\n\nText.\n\nRule 1.3.1 Hiatus\n\nText.\n");
        Ruleset r = result.ruleset();
        assertThat(r.allRules()).extracting(Rule::number).containsExactly("1.1", "1.2", "1.3", "1.3.1");
        assertThat(r.allRules()).extracting(Rule::numberInferred).containsExactly(false, true, false, false);
        assertThat(r.ruleTitled("Dynasties").orElseThrow().subrules()).extracting(Rule::title).containsExactly("Hiatus");
    }

    @Test
    void rulesNamedByNumberInTheTextAreLinksToThem() {
        Ruleset r = RulesetImporter.read("Core Rules\n\nRuleset and Gamestate\n\nThis Rule may be referred to as "
                + "Rule 1.1.\n\n\nAnybody may apply.\n\nIdle Monks\n\nExcluding Rules 1.1, 1.2 and 1.9, see Rule 1.3.\n")
                .ruleset();
        String text = r.ruleTitled("Idle Monks").orElseThrow().text();
        assertThat(RuleReferences.of(r).find(text)).extracting(RuleReferences.Match::number)
                .containsExactly("1.1", "1.2", "1.3");
        RuleReferences.Match second = RuleReferences.of(r).find(text).get(1);
        assertThat(text.substring(second.start(), second.end())).isEqualTo("1.2");
        assertThat(second.ruleId()).isEqualTo(r.allRules().get(1).id());
    }

    @Test
    void givenNumbersNestSubrulesAndAreNotInferred() {
        Ruleset r = RulesetImporter.read("Section One: Core Rules\n\nRule 1.1 Ruleset and Gamestate\n\nSee Rule 2.3.\n\n"
                + "Section Two: Dynastic Rules\n\nRule 2.3 Hats\n\nHats exist.\n\nRule 2.3.1 Fezzes\n\nFezzes too.\n")
                .ruleset();
        Rule hats = r.ruleTitled("Hats").orElseThrow();
        assertThat(hats.subrules()).extracting(Rule::number).containsExactly("2.3.1");
        assertThat(r.allRules()).noneMatch(Rule::numberInferred);
    }

    @Test
    void aGlossaryAfterLostHeadingsIsItsOwnSectionNotASpecialCase() {
        String text = "Core Rules\n\nRuleset and Gamestate\n\nall Monks must obey it. Section Three contains the "
                + "glossary.\n\nDynastic Rules\n\nBananas\n\nEach Monk has Bananas.\n\n\n\nQuorum\nHalf the Monks, plus "
                + "one.\nDaily Action\nAn action taken once each day.\n";
        Ruleset r = RulesetImporter.read(text).ruleset();
        assertThat(r.sections()).extracting(Section::kind)
                .containsExactly(SectionKind.CORE, SectionKind.DYNASTIC, SectionKind.APPENDIX);
        Section glossary = r.sections().get(2);
        assertThat(glossary.inferred()).isTrue();
        assertThat(glossary.rules()).isEmpty();
        assertThat(Glossary.of(r).entries()).extracting(Glossary.Entry::term).containsExactly("Quorum", "Daily Action");
        assertThat(SpecialCases.of(r).statusOf(r.ruleTitled("Bananas").orElseThrow())).isEmpty();
    }

    @Test
    void aGlossaryHeadingIsASection() {
        Ruleset r = RulesetImporter.read("Core Rules\n\nRuleset and Gamestate\n\nall Monks must obey it.\n\nGlossary\n\n"
                + "Quorum\nHalf the Monks, plus one.\n").ruleset();
        assertThat(r.sections()).extracting(Section::kind).containsExactly(SectionKind.CORE, SectionKind.APPENDIX);
        assertThat(r.sections().get(1).title()).isEqualTo("Glossary");
        assertThat(Glossary.of(r).entries()).extracting(Glossary.Entry::term).containsExactly("Quorum");
    }

    @Test
    void pageTitlesAreReadAndAWikiDivIsShownAsItsSource() {
        assertThat(RulesetImporter.read("Ruleset 99a\n\nCore Rules\n\nRuleset and Gamestate\n\nText.\n").ruleset().title())
                .isEqualTo("Ruleset 99a");
        assertThat(RulesetImporter.read("Second Switch Ruleset\n\nCore Rules\n\nRuleset and Gamestate\n\nText.\n")
                .ruleset().title()).isEqualTo("Second Switch Ruleset");
        ImportResult wiki = RulesetImporter.read("<div style=\"padding:8px\">\n= Core Rules =\n== Ruleset ==\nText.\n");
        assertThat(wiki.report().unplaced()).extracting(ImportReport.Note::text).doesNotContain("")
                .anySatisfy(t -> assertThat(t).contains("<div"));
    }

    @Test
    void aCopyWhoseBlankLinesCollapsedIsSaidToBeUnreliableAndLosesNothing() {
        StringBuilder text = new StringBuilder("Core Rules\nRuleset and Gamestate\nall Monks must obey it.\n");
        for (int i = 1; i <= 8; i++) {
            text.append("Rule ").append(i).append(" text.\n");
        }
        ImportResult result = RulesetImporter.read(text.toString());
        assertThat(result.report().warnings()).anySatisfy(n -> assertThat(n.message()).contains("no blank lines"));
        assertThat(result.report().verified()).isTrue();
    }

    @Test
    void aLoneSentenceFragmentIsNotAHeading() {
        Ruleset r = RulesetImporter.read("Core Rules\n\nIdle Designers\n\nIf a Designer is Idle\n").ruleset();
        assertThat(r.allRules()).extracting(Rule::title).containsExactly("Idle Designers");
        assertThat(r.allRules().get(0).text()).isEqualTo("If a Designer is Idle");
    }
}
