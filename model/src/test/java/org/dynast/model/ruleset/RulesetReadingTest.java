package org.dynast.model.ruleset;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Terms, Special Case statuses, glossary and search, read off the four texts. */
class RulesetReadingTest {

    static Stream<Arguments> terms() {
        return Stream.of(Arguments.of(RulesetTexts.BOTS, "Operator", "Operators", "Announcer"),
                Arguments.of(RulesetTexts.FACTORY, "Worker", "Workers", "Factory"),
                Arguments.of(RulesetTexts.WIZARDS, "Wizard", "Wizards", "King"),
                Arguments.of(RulesetTexts.DISTRICTS, "District", "Districts", "City"));
    }

    @ParameterizedTest(name = "{0}: {1}/{3}")
    @MethodSource("terms")
    void theDynastysTermsAreDetectedFromItsOwnSentences(String file, String player, String players, String emperor) {
        // 205/190/217: "Each term in this list is synonymous with the term in parentheses: Operator (Player),
        // Announcer (Emperor)"; 168 has no such list: "all Wizards shall obey it", "headed by a single Wizard,
        // known as the King"
        DetectedTerms terms = TermDetector.detect(RulesetImporter.read(RulesetTexts.read(file)).ruleset()).orElseThrow();
        assertThat(terms.player()).isEqualTo(player);
        assertThat(terms.players()).isEqualTo(players);
        assertThat(terms.emperor()).isEqualTo(emperor);
        assertThat(terms.evidence()).isNotEmpty();
    }

    @Test
    void aTextWithoutPlayerWordsDetectsNoTerms() {
        assertThat(TermDetector.detect(RulesetImporter.read("Core Rules\n\nHats\n\nHats are red.\n").ruleset()))
                .isEmpty();
    }

    @Test
    void specialCaseStatusesComeFromTheActiveAndInactiveTagsOf205() {
        // "If the title of a Special Case Rule includes "[X]", where X is either Active or Inactive, then its
        // status is X."
        Ruleset r = RulesetImporter.read(RulesetTexts.read(RulesetTexts.BOTS)).ruleset();
        SpecialCases cases = SpecialCases.of(r);
        List<String> inactive = r.section(SectionKind.SPECIAL_CASE).orElseThrow().rules().stream()
                .filter(rule -> !cases.statusOf(rule).orElseThrow().active()).map(Rule::baseTitle).toList();
        assertThat(inactive).containsExactly("Imperial Deferentials", "Malign Emperors", "No Collaboration",
                "Alliances", "Bounties");
        // "Mantle Limitations [Active] [Rare]": the explicit status wins over the Rare default
        assertThat(cases.statusOf(r.ruleTitled("Mantle Limitations").orElseThrow()).orElseThrow().active()).isTrue();
        assertThat(cases.statusOf(r.ruleTitled("Bot Loadout").orElseThrow())).isEmpty();
    }

    @Test
    void theDefaultStatusIsTheErasRareRuleIn205() {
        // "If the title of a Special Case Rule includes "[Rare]", its Default Status is Inactive, otherwise, its
        // Default Status is Active." Take the explicit tags off two titles and read again.
        String text = RulesetTexts.read(RulesetTexts.BOTS).replace("Malign Emperors [Inactive] [Rare]", "Malign Emperors [Rare]")
                .replace("Dormancy [Active]", "Dormancy");
        Ruleset r = RulesetImporter.read(text).ruleset();
        SpecialCases cases = SpecialCases.of(r);
        assertThat(cases.defaultRule()).isEqualTo("[Rare] \u2192 Inactive; otherwise Active");
        assertThat(cases.statusOf(r.ruleTitled("Malign Emperors").orElseThrow()).orElseThrow())
                .extracting(SpecialCaseStatus::active, SpecialCaseStatus::explicit).containsExactly(false, false);
        assertThat(cases.statusOf(r.ruleTitled("Dormancy").orElseThrow()).orElseThrow().active()).isTrue();
    }

    @Test
    void theDefaultStatusIsTheErasStandardRuleIn217() {
        // "If the title of a Special Case Rule includes “[Standard]” then its Default Status is Active; otherwise,
        // its Default Status is Inactive."
        String text = RulesetTexts.read(RulesetTexts.DISTRICTS).replace("Dormancy [Active] [Standard]", "Dormancy [Standard]")
                .replace("Reinitialisation [Active]", "Reinitialisation");
        Ruleset r = RulesetImporter.read(text).ruleset();
        SpecialCases cases = SpecialCases.of(r);
        assertThat(cases.statusOf(r.ruleTitled("Dormancy").orElseThrow()).orElseThrow().active()).isTrue();
        assertThat(cases.statusOf(r.ruleTitled("Reinitialisation").orElseThrow()).orElseThrow().active()).isFalse();
    }

    @Test
    void theDefaultStatusIsActiveIn168() {
        // "Special Case Rules can be active or inactive and default to active."
        String text = RulesetTexts.read(RulesetTexts.WIZARDS).replace("The Traitor [Active]", "The Traitor");
        Ruleset r = RulesetImporter.read(text).ruleset();
        SpecialCaseStatus traitor = SpecialCases.of(r).statusOf(r.ruleTitled("The Traitor").orElseThrow()).orElseThrow();
        assertThat(traitor.active()).isTrue();
        assertThat(traitor.explicit()).isFalse();
    }

    @Test
    void theGlossaryOf217HasEveryTermAndLinksItsUses() {
        // 217 kept every term line of "Keywords": Imperatives (3), Time (6), Other (24)
        Ruleset r = RulesetImporter.read(RulesetTexts.read(RulesetTexts.DISTRICTS)).ruleset();
        Glossary glossary = Glossary.of(r);
        assertThat(glossary.entries()).hasSize(33);
        Glossary.Entry quorum = glossary.entry("Quorum").orElseThrow();
        assertThat(quorum.definition()).startsWith("Quorum of a subset of Districts is half the number");
        assertThat(r.rule(quorum.ownerId()).orElseThrow().title()).isEqualTo("Other");
        assertThat(glossary.entry("EVC")).get().extracting(Glossary.Entry::term).isEqualTo("Effective Vote Comment (EVC)");
        String sentence = "It has a number of FOR Votes that exceed or equal Quorum, and is a Daily action.";
        assertThat(glossary.find(sentence)).extracting(m -> sentence.substring(m.start(), m.end()))
                .containsExactly("Votes", "Quorum", "Daily action");
        // the Imperatives "Can", "Shall", "Should" are defined but not linked wherever a sentence starts with them
        assertThat(glossary.find("Can a District shall?")).isEmpty();
    }

    @Test
    void theGlossaryOf205KeepsTheTermsTheCopyKept() {
        // the copy lost some term lines ("Comment", "Dice", "Gamestate"...): their definitions stand alone
        Glossary glossary = Glossary.of(RulesetImporter.read(RulesetTexts.read(RulesetTexts.BOTS)).ruleset());
        assertThat(glossary.entries()).extracting(Glossary.Entry::term).containsExactly("Daily Action",
                "Daily Communal Action", "Weekly Action", "Weekly Communal Action", "Core Proposal", "Dynastic Action",
                "Dynastic Proposal", "Effective Vote Comment (EVC)", "Discord Channel", "Flavour Text",
                "Private Message", "Story Post", "Table of Contents", "Voting Icons");
    }

    @Test
    void searchFindsEveryOccurrenceInRulesHoldingAllWordsWithTheirPlaces() {
        Ruleset r = RulesetImporter.read(RulesetTexts.read(RulesetTexts.BOTS)).ruleset();
        SearchIndex index = SearchIndex.of(r);
        // a phrase in quotes, curly as a ruleset writes them or straight
        assertThat(index.search("\u201cDaily Action\u201d").terms()).containsExactly("daily action");
        SearchIndex.Result phrase = index.search("\"daily action\"");
        Rule glossaryTime = r.allRules().stream().filter(rule -> rule.text().startsWith("Daily Action")).findFirst()
                .orElseThrow();
        List<SearchIndex.Hit> hits = phrase.hits(glossaryTime.id());
        assertThat(hits).isNotEmpty();
        SearchIndex.Hit first = hits.get(0);
        String line = glossaryTime.blocks().get(first.block()).lines().get(first.line()).text();
        assertThat(line.substring(first.start(), first.end())).isEqualTo("Daily Action");
        // all words must be in one rule; each word's every occurrence there is a hit
        SearchIndex.Result both = index.search("tournament bracket");
        assertThat(both.byOwner().keySet()).contains(r.ruleTitled("Winners at War").orElseThrow().id());
        assertThat(both.byOwner().keySet()).doesNotContain(r.ruleTitled("Bot Loadout").orElseThrow().id());
        // curly quotes and case fold
        assertThat(index.search("operator\u2019s money").total()).isPositive();
        assertThat(index.search("  ").isEmpty()).isTrue();
        assertThat(index.search("zzzz").total()).isZero();
    }
}
