package org.dynast.model.ruleset;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The importer on Ruleset 57 (2008, the election dynasty), a plain copy that lost most of its headings: its three
 * sections, the Campaign rule's sub-rules, the numbers the text supports and its references to them, the glossary's
 * keyword, and the term reader on irregular plurals. Each structure the importer infers is tested against the words
 * of the text that say so.
 */
class Ruleset57ImportTest {

    private static final String TEXT = read();
    private static final ImportResult RESULT = RulesetImporter.read(TEXT);
    private static final Ruleset R57 = RESULT.ruleset();

    private static String read() {
        try (InputStream in = Ruleset57ImportTest.class.getResourceAsStream(
                "/org/dynast/model/election/ruleset-057-election.txt")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code sentence}, checked to be in Ruleset 57's text. */
    private static String quote(String sentence) {
        assertThat(TEXT.replaceAll("\\s+", " ")).contains(sentence.replaceAll("\\s+", " "));
        return sentence;
    }

    private static Rule ruleStarting(String words) {
        return R57.allRules().stream().filter(r -> r.text().startsWith(words)).findFirst().orElseThrow();
    }

    @Test
    void theTextImportsWithItsThreeSectionsAndNothingLost() {
        String rule = quote("Section One consists of the \"core rules\" of BlogNomic, covering basic proposal mechanics; "
                + "Section Two contains the rules of the current dynasty; and Section Three contains the glossary, which "
                + "exists solely to clarify the remainder of the ruleset.");
        quote("This is always at the end of the Ruleset. Its only effect can be to clarify ambiguity.");
        assertThat(R57.sections()).as(rule).extracting(Section::kind)
                .containsExactly(SectionKind.CORE, SectionKind.DYNASTIC, SectionKind.APPENDIX);
        Section glossary = R57.sections().get(2);
        assertThat(glossary.title()).isEqualTo("Glossary");
        assertThat(glossary.inferred()).as("its heading is not in the copy").isTrue();
        assertThat(glossary.intro().get(0).text()).startsWith("This is always at the end of the Ruleset.");
        assertThat(R57.sections().get(1).rules()).extracting(Rule::title).contains("Landslide Victory")
                .doesNotContain("Typographic Conventions");
        assertThat(glossary.rules()).extracting(Rule::title).contains("Typographic Conventions");
        assertThat(RESULT.report().warnings()).extracting(ImportReport.Note::message)
                .anySatisfy(m -> assertThat(m).contains("the glossary's own words").contains("the Glossary section is "
                        + "taken to start here"));
        assertThat(RESULT.report().verified()).as("every line of the text is in the tree, in order").isTrue();
        assertThat(RESULT.report().unplaced()).extracting(ImportReport.Note::message)
                .allSatisfy(m -> assertThat(m).startsWith("Before the first section: kept as the page's front matter"));
        assertThat(R57.number()).isEqualTo(57);
    }

    @Test
    void theFiveSubRulesOfTheCampaignRuleAreNestedUnderIt() {
        String rule = quote("Any action allowed by a sub-rule of this rule is considered a Campaign Action.");
        Rule campaign = ruleStarting("Any action allowed by a sub-rule of this rule");
        assertThat(campaign.subrules()).as(rule).hasSize(5);
        assertThat(campaign.subrules()).extracting(Rule::title)
                .containsExactly("Grass Roots", null, null, "Going Abroad", "Free T-Shirts");
        assertThat(campaign.subrules().get(1).text()).contains("may perform a Mud-Sling action");
        assertThat(campaign.subrules().get(2).text()).contains("may perform a Fundraiser");
        assertThat(campaign.number()).isEqualTo("2.3");
        assertThat(campaign.subrules()).extracting(Rule::number)
                .containsExactly("2.3.1", "2.3.2", "2.3.3", "2.3.4", "2.3.5");
        // the Money rule after them speaks of no Campaign Action: a rule of its own
        Rule money = ruleStarting("Each Candidate has an amount of money");
        assertThat(R57.sections().get(1).rules()).contains(money);
        assertThat(money.number()).isEqualTo("2.4");
        assertThat(RESULT.report().warnings()).extracting(ImportReport.Note::message)
                .anySatisfy(m -> assertThat(m).contains("are read as its sub-rules"));
    }

    @Test
    void everyNumberTheTextCarriesIsRightAndEveryReferenceLinksToItsRule() {
        String agendas = quote("however, if it does so then the proposal’s author gains no Supporters under Rule 2.5 for "
                + "that proposal.");
        quote("Whenever a Proposal by a Candidate passes with fewer than two AGAINST votes, the Candidate who proposed it "
                + "gains one Supporter for every FOR vote on that Proposal.");
        RuleReferences refs = RuleReferences.of(R57);
        Rule agendasRule = ruleStarting("There exists a wiki-document called ‘Candidate Agendas’.");
        List<RuleReferences.Match> toPublicImage = refs.find(agendasRule.text());
        assertThat(toPublicImage).hasSize(1);
        assertThat(R57.rule(toPublicImage.get(0).ruleId()).orElseThrow().title()).as(agendas).isEqualTo("Public Image");
        // "This Rule may be referred to as Rule 1.1 Ruleset and Gamestate"
        quote("This Rule may be referred to as Rule 1.1 Ruleset and Gamestate");
        assertThat(R57.ruleTitled("Ruleset and Gamestate").orElseThrow().number()).isEqualTo("1.1");
        // "For the purposes of the Ruleset, excluding Rules 1.1, 1.2 and 1.8, Idle Candidates are not counted"
        String idle = quote("For the purposes of the Ruleset, excluding Rules 1.1, 1.2 and 1.8, Idle Candidates are not "
                + "counted as Candidates.");
        Rule candidates = ruleStarting("Anybody may apply to join BlogNomic");
        List<RuleReferences.Match> excluded = refs.find(candidates.text());
        assertThat(excluded).extracting(m -> R57.rule(m.ruleId()).orElseThrow().firstWords(6)).as(idle)
                .containsExactly("This is the Ruleset for BlogNomic;…", "Anybody may apply to join BlogNomic…",
                        "BlogNomic is divided into a number…");
        // the rules "Calls for Judgment", "Gamestate Tracking" and "Victory and Ascension" keep their places
        assertThat(R57.ruleTitled("Calls for Judgment").orElseThrow().number()).isEqualTo("1.6");
        assertThat(R57.ruleTitled("Victory and Ascension").orElseThrow().number()).isEqualTo("1.10");
        assertThat(R57.ruleTitled("Landslide Victory").orElseThrow().number()).isEqualTo("2.9");
    }

    @Test
    void theGlossaryIsNotNumberedAndSaysSo() {
        Section glossary = R57.section(SectionKind.APPENDIX).orElseThrow();
        assertThat(glossary.allRules()).isNotEmpty().allSatisfy(r -> assertThat(r.number()).isNull());
        assertThat(RESULT.report().warnings()).extracting(ImportReport.Note::message)
                .anySatisfy(m -> assertThat(m).contains("left unnumbered"));
    }

    @Test
    void theGlossarysQuorumIsAKeyword() {
        String entry = quote("Quorum is equal to half the number of Candidates, rounded down, plus one.");
        Glossary glossary = Glossary.of(R57);
        assertThat(glossary.entry("Quorum")).as(entry).isPresent();
        assertThat(glossary.entry("Quorum").orElseThrow().definition()).isEqualTo(entry);
        assertThat(glossary.find("a Quorum of Candidates")).hasSize(1);
        assertThat(glossary.entry("Gamestate").orElseThrow().definition()).startsWith("Gamestate is defined as");
        // "It is noted that ..." defines nothing
        assertThat(glossary.entry("It")).isEmpty();
    }

    @Test
    void theTermsAreTheTextsOwn() {
        quote("This is the Ruleset for BlogNomic; all Candidates shall obey it.");
        quote("Each Dynasty is headed by a single Candidate, known as the President Thog");
        DetectedTerms terms = TermDetector.detect(R57).orElseThrow();
        assertThat(terms.player()).isEqualTo("Candidate");
        assertThat(terms.players()).isEqualTo("Candidates");
        assertThat(terms.emperor()).isEqualTo("President Thog");
    }

    @Test
    void theTermReaderKnowsIrregularPluralsWithNoSingularInTheText() {
        DetectedTerms thieves = TermDetector.detect(RulesetImporter.read("Core Rules\n\nRuleset and Gamestate\n\n"
                + "This is the Ruleset for BlogNomic; all Thieves shall obey it.\n").ruleset()).orElseThrow();
        assertThat(thieves.player()).isEqualTo("Thief");
        assertThat(thieves.players()).isEqualTo("Thieves");
        DetectedTerms people = TermDetector.detect(RulesetImporter.read("Core Rules\n\nRuleset and Gamestate\n\n"
                + "This is the Ruleset for BlogNomic; all People shall obey it.\n").ruleset()).orElseThrow();
        assertThat(people.player()).isEqualTo("Person");
        assertThat(people.players()).isEqualTo("People");
        DetectedTerms detectives = TermDetector.detect(RulesetImporter.read("Core Rules\n\nRuleset and Gamestate\n\n"
                + "This is the Ruleset for BlogNomic; all Detectives shall obey it.\n").ruleset()).orElseThrow();
        assertThat(detectives.player()).isEqualTo("Detective");
    }

    @Test
    void anInferredNumberTheTextGivesAnotherRuleIsTakenAwayAndFlagged() {
        String text = """
                Core Rules

                Ruleset and Gamestate

                This is the Ruleset for BlogNomic; all Thieves shall obey it. This Rule may be referred to as Rule 1.1 Ruleset and Gamestate.

                Voting

                A Thief may vote. Proposals are enacted as Rule 1.2 Enactment says.

                Enactment

                The oldest pending Proposal may be enacted, as Rule 1.3 Enactment says.
                """;
        ImportResult r = RulesetImporter.read(text);
        Ruleset ruleset = r.ruleset();
        assertThat(ruleset.ruleTitled("Ruleset and Gamestate").orElseThrow().number()).isEqualTo("1.1");
        assertThat(ruleset.ruleTitled("Enactment").orElseThrow().number()).isEqualTo("1.3");
        Rule voting = ruleset.ruleTitled("Voting").orElseThrow();
        assertThat(voting.number()).as("the text calls Rule 1.2 Enactment").isNull();
        assertThat(r.report().warnings()).extracting(ImportReport.Note::message).anySatisfy(m -> assertThat(m)
                .contains("The text calls Rule 1.2 \u201cEnactment\u201d").contains("taken away"));
        assertThat(RuleReferences.of(ruleset).find(voting.text())).as("no wrong link").isEmpty();
    }

    @Test
    void whereTwoHeadingsWereLostAtOnceTheOrderGivesNoNumber() {
        // three blank lines: two lost headings (the next section's is in the text), so one rule may have had no text,
        // and the places after it are unknown until "1.6 Victory" gives its number again
        String text = """
                Core Rules

                Ruleset and Gamestate

                This is the Ruleset for BlogNomic; all Thieves shall obey it. This Rule may be referred to as Rule 1.1 Ruleset and Gamestate.


                A Thief may vote.



                A Thief may steal.


                A Thief may hide.

                1.6 Victory

                A Thief may win.


                A Thief may leave.

                Dynastic Rules

                Thieving

                A Thief may steal twice.
                """;
        ImportResult r = RulesetImporter.read(text);
        List<Rule> rules = r.ruleset().sections().get(0).rules();
        assertThat(rules).extracting(Rule::number).containsExactly("1.1", "1.2", null, null, "1.6", "1.7");
        assertThat(r.report().warnings()).extracting(ImportReport.Note::message).anySatisfy(m -> assertThat(m)
                .startsWith("2 headings were lost at once before this rule").contains("left unnumbered"));
    }

    @Test
    void itsMediaWikiExportReadsBackWithTheSameStructureAndNumbers() {
        String wiki = MediaWikiExporter.export(R57);
        Ruleset back = RulesetImporter.read(wiki).ruleset();
        assertThat(back.sections()).extracting(Section::kind)
                .containsExactly(SectionKind.CORE, SectionKind.DYNASTIC, SectionKind.APPENDIX);
        assertThat(back.allRules()).extracting(Rule::number).containsExactlyElementsOf(R57.allRules().stream()
                .map(Rule::number).toList());
        assertThat(back.allRules()).extracting(Rule::subrules).extracting(List::size)
                .containsExactlyElementsOf(R57.allRules().stream().map(r -> r.subrules().size()).toList());
        assertThat(MediaWikiExporter.export(back)).isEqualTo(wiki);
    }
}
