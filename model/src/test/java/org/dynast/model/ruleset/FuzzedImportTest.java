package org.dynast.model.ruleset;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.StringLength;

/**
 * "Fuzzed and truncated inputs never throw; they import what they can and report the rest": cut the
 * real texts anywhere, cut pieces out of them, splice in noise and markup, or feed noise alone; every
 * time the import returns, and every non-blank line is in the tree or in the report.
 */
class FuzzedImportTest {

    private static final List<String> TEXTS = List.of(RulesetTexts.read(RulesetTexts.BOTS),
            RulesetTexts.read(RulesetTexts.DISTRICTS), RulesetTexts.read(RulesetTexts.WIZARDS),
            RulesetTexts.read(RulesetTexts.FACTORY));
    private static final List<String> WIKI = TEXTS.stream()
            .map(t -> MediaWikiExporter.export(RulesetImporter.read(t).ruleset())).toList();

    @Property(tries = 60)
    void aTruncatedCopyImportsWhatItHas(@ForAll @IntRange(max = 3) int which, @ForAll @IntRange(max = 100_000) int at) {
        String text = TEXTS.get(which);
        check(text.substring(0, Math.min(at, text.length())), null);
    }

    @Property(tries = 40)
    void aTruncatedMediaWikiSourceImportsWhatItHas(@ForAll @IntRange(max = 3) int which,
                                                   @ForAll @IntRange(max = 100_000) int at) {
        String text = WIKI.get(which);
        check(text.substring(0, Math.min(at, text.length())), RulesetFormat.MEDIAWIKI);
    }

    @Property(tries = 60)
    void aCopyWithPiecesCutOutAndNoiseSplicedInImports(@ForAll @IntRange(max = 3) int which,
                                                        @ForAll @IntRange(max = 100_000) int from,
                                                        @ForAll @IntRange(max = 3_000) int length,
                                                        @ForAll("noise") String noise) {
        String text = TEXTS.get(which);
        int a = Math.min(from, text.length());
        int b = Math.min(text.length(), a + length);
        check(text.substring(0, a) + noise + text.substring(b), null);
    }

    @Property(tries = 200)
    void noiseAloneImportsWithoutThrowing(@ForAll("noise") String noise) {
        check(noise, null);
        check(noise, RulesetFormat.PLAIN);
        check(noise, RulesetFormat.MEDIAWIKI);
    }

    @Property(tries = 100)
    void anyStringAtAllImportsWithoutThrowing(@ForAll @StringLength(max = 400) String any) {
        check(any, null);
        check(any, RulesetFormat.MEDIAWIKI);
    }

    @Provide
    Arbitrary<String> noise() {
        Arbitrary<String> pieces = Arbitraries.of("\n", "\n\n", "\n\n\n\n", "= ", " =", "==", "===", "{|", "|}", "|-",
                "||", "!", "!!", "* ", "# ", ":", ";", "  \u2022 ", "    1. ", "[[", "]]", "<nowiki>", "</nowiki>",
                "''", "'''", "[Active]", "[Rare]", "Core Rules", "Special Case", "Appendix", "Rule 1.2 ", "2.5 ",
                "Section One: ", "\t", "\r\n", "\r", "\uFEFF", "&amp;", "&#", "\u0000", "x", "Quorum", " ");
        return pieces.list().ofMaxSize(60).map(l -> String.join("", l));
    }

    private static void check(String text, RulesetFormat format) {
        ImportResult result = format == null ? RulesetImporter.read(text) : RulesetImporter.read(text, format);
        ImportReport report = result.report();
        List<String> source = RulesetImporter.lines(text).stream().filter(l -> !l.isBlank()).toList();
        List<String> placed = RulesetImporter.treeLines(result.ruleset());
        assertThat(report.verified()).as("every line placed").isTrue();
        assertThat(placed).isEqualTo(source);
        // the readers' other products never throw either
        TermDetector.detect(result.ruleset());
        Glossary.of(result.ruleset()).find(text.length() > 2000 ? text.substring(0, 2000) : text);
        SpecialCases.of(result.ruleset());
        SearchIndex.of(result.ruleset()).search("quorum \"daily action\" [");
        MediaWikiExporter.export(result.ruleset());
    }
}
