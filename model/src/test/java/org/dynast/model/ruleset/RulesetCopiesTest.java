package org.dynast.model.ruleset;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * How the importer reads what a copy did to a real page (issue 16): a lone short line is a heading
 * only if it looks like one by the era's conventions, and a browser copy that collapsed some blank
 * lines is reported and, where the era's conventions make rule starts recognisable, split there. The
 * texts are the corpus's real pages; the collapsed copies are those pages with blank lines removed.
 */
class RulesetCopiesTest {

    private static String corpus(String name) throws Exception {
        Path file = Path.of(RulesetCopiesTest.class.getResource("corpus/" + name).toURI());
        return Files.readString(file, StandardCharsets.UTF_8);
    }

    /** The text with the blank lines between line {@code from} and line {@code to} (1-based) removed. */
    private static String collapse(String text, int from, int to) {
        List<String> lines = RulesetImporter.lines(text);
        List<String> kept = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (!(lines.get(i).isBlank() && i + 1 > from && i + 1 < to)) {
                kept.add(lines.get(i));
            }
        }
        return String.join("\n", kept) + "\n";
    }

    private static List<String> rules(Ruleset r) {
        return r.allRules().stream().map(Rule::displayTitle).toList();
    }

    @Test
    void aBlogEntrysDateLineIsNotARule() throws Exception {
        // the January 2003 archive page opens on the entry's date, then "1 - Ruleset and Gamestate"
        ImportResult result = RulesetImporter.read(corpus("2003-blogspot-january.txt"));
        assertThat(rules(result.ruleset())).containsExactly("1 Ruleset and Gamestate", "2 Players", "3 Proposals");
        assertThat(result.ruleset().frontMatter()).extracting(Block::text).containsExactly("Saturday, January 11, 2003");
        assertThat(result.report().verified()).isTrue();
    }

    @Test
    void whereTheTextNumbersItsRulesAnUnnumberedLoneLineIsText() throws Exception {
        // the same page where a copy kept the page's own words "Admin Staff" alone on a line inside rule 2:
        // short and title-like, but the page numbers its rules ("1 - ", "2 - ", "3 - "), so it is text
        String text = corpus("2003-blogspot-january.txt").replace("A Player may leave the game at any time by "
                + "declaring this intention in an entry.", "Admin Staff\n\nA Player may leave the game at any time by "
                + "declaring this intention in an entry.");
        ImportResult result = RulesetImporter.read(text);
        assertThat(rules(result.ruleset())).as("rules 1-3 are numbered: an unnumbered lone line is not a rule heading")
                .containsExactly("1 Ruleset and Gamestate", "2 Players", "3 Proposals");
        assertThat(result.ruleset().allRules().get(1).blocks()).extracting(Block::text).contains("Admin Staff");
        assertThat(result.report().verified()).isTrue();
    }

    @Test
    void aCopyThatCollapsedSomeBlankLinesIsReportedAndSplitAtTheRuleHeading() throws Exception {
        // Ruleset 40 with the blank lines removed from "The Ruleset and Gamestate can only be altered" on:
        // the heading "Olympians" now sits between two paragraphs, as a browser copy leaves it
        String page = corpus("2007-ruleset-40.txt");
        ImportResult whole = RulesetImporter.read(page);
        int from = lineOf(page, "The Ruleset and Gamestate can only be altered");
        ImportResult result = RulesetImporter.read(collapse(page, from, Integer.MAX_VALUE));

        assertThat(result.report().warnings()).anySatisfy(n -> {
            assertThat(n.line()).isEqualTo(from);
            assertThat(n.message()).contains("no blank lines between them").contains("collapsed")
                    .contains("1 rule heading(s)");
        });
        assertThat(rules(result.ruleset())).as("the rule heading is recognised between the paragraphs")
                .containsExactlyElementsOf(rules(whole.ruleset())).containsExactly("1.1 Ruleset and Gamestate",
                        "1.2 Olympians");
        Rule first = result.ruleset().allRules().get(0);
        assertThat(first.blocks()).extracting(Block::text).as("each line is its own paragraph, as on the page")
                .containsExactlyElementsOf(whole.ruleset().allRules().get(0).blocks().stream().map(Block::text)
                        .toList());
        assertThat(result.report().verified()).as("no character lost").isTrue();
    }

    @Test
    void inANumberedEraACollapsedCopySplitsAtTheNumberedRules() throws Exception {
        // the 2003 page with every blank line between "1 - Ruleset and Gamestate" and rule 3 removed
        String page = corpus("2003-blogspot-january.txt");
        int from = lineOf(page, "1 - Ruleset and Gamestate");
        int to = lineOf(page, "3 - Proposals");
        ImportResult result = RulesetImporter.read(collapse(page, from, to));
        assertThat(rules(result.ruleset())).containsExactly("1 Ruleset and Gamestate", "2 Players", "3 Proposals");
        assertThat(result.report().warnings()).anySatisfy(n -> assertThat(n.message()).contains("collapsed"));
        assertThat(result.report().verified()).isTrue();
    }

    @Test
    void aGlossaryOrATableWhoseLinesAreKeptTogetherIsNotTakenForACollapsedCopy() throws Exception {
        // Ruleset 205's glossary ("Daily Action" above "If a game action is a Daily Action") and its tables
        // whose columns became spaces keep their lines together as the page does
        ImportResult result = RulesetImporter.read(RulesetTexts.read(RulesetTexts.BOTS));
        assertThat(result.report().warnings()).noneSatisfy(n -> assertThat(n.message()).contains("collapsed"));
    }

    private static int lineOf(String text, String start) {
        List<String> lines = RulesetImporter.lines(text);
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(start)) {
                return i + 1;
            }
        }
        throw new AssertionError("not in the text: " + start);
    }
}
