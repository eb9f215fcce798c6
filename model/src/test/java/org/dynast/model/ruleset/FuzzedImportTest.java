package org.dynast.model.ruleset;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.StringLength;
import net.jqwik.api.lifecycle.AfterContainer;
import org.dynast.model.Fuzz;

/**
 * "Fuzzed and truncated inputs never throw; they import what they can and report the rest": cut the
 * real texts anywhere, cut pieces out of them, splice in noise and markup, or feed noise alone; every
 * time the import returns, and every non-blank line is in the tree or in the report. At the level of bytes
 * (issue 13, "ruleset-text"): random bytes, UTF-16 with and without a byte order mark, Windows-1252 and UTF-8 with a
 * mark are read as the text they hold (with a warning where the reader should know), or refused as not text at
 * all with the file's name. Each case goes through the shared judge, {@link Fuzz}.
 */
class FuzzedImportTest {

    private static final String PARSER = "ruleset-text";
    private static final List<String> TEXTS = List.of(RulesetTexts.read(RulesetTexts.BOTS),
            RulesetTexts.read(RulesetTexts.DISTRICTS), RulesetTexts.read(RulesetTexts.WIZARDS),
            RulesetTexts.read(RulesetTexts.FACTORY));
    private static final List<String> WIKI = TEXTS.stream()
            .map(t -> MediaWikiExporter.export(RulesetImporter.read(t).ruleset())).toList();

    @AfterContainer
    static void report() {
        Fuzz.report();
    }

    /** A real text (plain or MediaWiki) cut short, or with a piece cut out and noise spliced in. */
    @Property
    void aDamagedCopyImportsWhatItHas(@ForAll @IntRange(max = 3) int which, @ForAll boolean wiki,
                                      @ForAll boolean splice, @ForAll @IntRange(max = 100_000) int from,
                                      @ForAll @IntRange(max = 3_000) int length, @ForAll("noise") String noise) {
        String text = (wiki ? WIKI : TEXTS).get(which);
        int a = Math.min(from, text.length());
        String damaged = splice ? text.substring(0, a) + noise + text.substring(Math.min(text.length(), a + length))
                : text.substring(0, a);
        judge(damaged, wiki && !splice ? RulesetFormat.MEDIAWIKI : null);
    }

    @Property
    void noiseOrAnyStringAtAllImportsWithoutThrowing(@ForAll("noise") String noise,
                                                      @ForAll @StringLength(max = 400) String any) {
        judge(noise, null);
        judge(noise, RulesetFormat.PLAIN);
        judge(noise, RulesetFormat.MEDIAWIKI);
        judge(any, null);
        judge(any, RulesetFormat.MEDIAWIKI);
    }

    /** How a file's bytes were written. */
    enum Encoding { RANDOM, UTF16LE_MARKED, UTF16BE_MARKED, UTF16LE, UTF16BE, WINDOWS_1252, UTF8_MARKED }

    record Bytes(Encoding encoding, int which, int from, int length, long seed) {
    }

    @Provide
    Arbitrary<Bytes> files() {
        return Combinators.combine(Arbitraries.of(Encoding.class), Arbitraries.integers().between(0, 3),
                Arbitraries.integers().between(0, 100_000), Arbitraries.integers().between(0, 6_000),
                Arbitraries.longs()).as(Bytes::new);
    }

    /** A ruleset file's bytes, in any encoding or none: read as the text they hold, or refused as not text. */
    @Property
    void aRulesetFileInAnyEncodingIsReadOrRefusedAsNotText(@ForAll("files") Bytes file) {
        String source = TEXTS.get(file.which());
        int a = Math.min(file.from(), source.length());
        // a piece of a real text, with the characters Windows editors write: curly quotes, dashes, accents
        String text = (source.substring(a, Math.min(source.length(), a + file.length()))
                + " \u2018Caf\u00e9\u2019 \u2014 na\u00efve \u201cquotes\u201d").replace("\r", "");
        byte[] bytes = switch (file.encoding()) {
            case RANDOM -> {
                byte[] b = new byte[file.length()];
                new Random(file.seed()).nextBytes(b);
                yield b;
            }
            case UTF16LE_MARKED -> marked(new byte[] {(byte) 0xFF, (byte) 0xFE}, text, StandardCharsets.UTF_16LE);
            case UTF16BE_MARKED -> marked(new byte[] {(byte) 0xFE, (byte) 0xFF}, text, StandardCharsets.UTF_16BE);
            case UTF16LE -> text.getBytes(StandardCharsets.UTF_16LE);
            case UTF16BE -> text.getBytes(StandardCharsets.UTF_16BE);
            case WINDOWS_1252 -> text.getBytes(RulesetText.WINDOWS_1252);
            case UTF8_MARKED -> marked(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, text,
                    StandardCharsets.UTF_8);
        };
        Fuzz.run(PARSER, () -> {
            RulesetText decoded;
            try {
                decoded = RulesetText.decodeText(bytes, "fuzzed.txt");
            } catch (IllegalArgumentException notText) {
                assertThat(file.encoding()).as("only random bytes are refused").isEqualTo(Encoding.RANDOM);
                return Fuzz.refused(notText.getMessage(), "fuzzed.txt");
            }
            if (file.encoding() != Encoding.RANDOM) {
                // a text that Windows-1252 can write loses nothing in any of these encodings
                String expected = new String(text.getBytes(RulesetText.WINDOWS_1252), RulesetText.WINDOWS_1252);
                assertThat(decoded.text()).isEqualTo(file.encoding() == Encoding.WINDOWS_1252 ? expected : text);
                if (file.encoding() == Encoding.WINDOWS_1252 || file.encoding() == Encoding.UTF16LE
                        || file.encoding() == Encoding.UTF16BE) {
                    assertThat(decoded.warning()).as("the reader is told how it was read").isPresent();
                }
            }
            check(decoded.text(), null);
            return Fuzz.Outcome.ACCEPTED;
        });
    }

    @Provide
    Arbitrary<String> noise() {
        Arbitrary<String> pieces = Arbitraries.of("\n", "\n\n", "\n\n\n\n", "= ", " =", "==", "===", "{|", "|}", "|-",
                "||", "!", "!!", "* ", "# ", ":", ";", "  \u2022 ", "    1. ", "[[", "]]", "<nowiki>", "</nowiki>",
                "''", "'''", "[Active]", "[Rare]", "Core Rules", "Special Case", "Appendix", "Rule 1.2 ", "2.5 ",
                "Section One: ", "\t", "\r\n", "\r", "\uFEFF", "&amp;", "&#", "\u0000", "x", "Quorum", " ");
        return pieces.list().ofMaxSize(60).map(l -> String.join("", l));
    }

    private static byte[] marked(byte[] mark, String text, Charset charset) {
        byte[] body = text.getBytes(charset);
        byte[] out = new byte[mark.length + body.length];
        System.arraycopy(mark, 0, out, 0, mark.length);
        System.arraycopy(body, 0, out, mark.length, body.length);
        return out;
    }

    /** One case through the judge: the importer always gives a ruleset, so every case is a result. */
    private static void judge(String text, RulesetFormat format) {
        Fuzz.run(PARSER, () -> {
            check(text, format);
            return Fuzz.Outcome.ACCEPTED;
        });
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
