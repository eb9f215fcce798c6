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
    enum Encoding { RANDOM, UTF16LE_MARKED, UTF16BE_MARKED, UTF16LE, UTF16BE, WINDOWS_1252, UTF8_MARKED,
        /** Issue 33, "A UTF-8 ruleset with one or two bad bytes": a real text's UTF-8 with one or two that are not. */
        UTF8_BAD_BYTES }

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
        // a UTF-8 text with a few bad bytes is a real ruleset's (a thousand characters or more: a few bad bytes in a
        // few characters are as much noise as text, and refused as not text)
        int length = file.encoding() == Encoding.UTF8_BAD_BYTES ? Math.max(1_000, file.length()) : file.length();
        int a = file.encoding() == Encoding.UTF8_BAD_BYTES ? Math.min(file.from(), source.length() - length)
                : Math.min(file.from(), source.length());
        // a piece of a real text, with the characters Windows editors write: curly quotes, dashes, accents
        String text = (source.substring(a, Math.min(source.length(), a + length))
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
            case UTF8_BAD_BYTES -> {
                byte[] b = text.getBytes(StandardCharsets.UTF_8);
                Random random = new Random(file.seed());
                for (int i = 1 + random.nextInt(2); i > 0; i--) { // "one or two bad bytes"
                    // in place of an ASCII byte: a continuation byte put in place of another continuation byte is
                    // still good UTF-8 (another character, not a bad byte), which is what once made this flaky
                    int at = random.nextInt(b.length);
                    while (b[at] < 0) {
                        at = (at + 1) % b.length;
                    }
                    b[at] = (byte) (random.nextBoolean() ? 0xFF : 0x80 + random.nextInt(64));
                }
                yield b;
            }
        };
        Fuzz.run(PARSER, () -> {
            RulesetText decoded;
            try {
                decoded = RulesetText.decodeText(bytes, "fuzzed.txt");
            } catch (IllegalArgumentException notText) {
                assertThat(file.encoding()).as("only random bytes are refused").isEqualTo(Encoding.RANDOM);
                return Fuzz.refused(notText.getMessage(), "fuzzed.txt");
            }
            if (file.encoding() == Encoding.UTF8_BAD_BYTES) {
                // "Keep the good text: decode as UTF-8, replace only the bad bytes, and say where they were": the
                // text keeps its quotes and dashes (never read as Windows-1252), and the warning gives the places
                assertThat(decoded.text()).as("read as UTF-8, not Windows-1252").doesNotContain("\u00e2\u20ac");
                assertThat(decoded.warning()).as("the places of the bad bytes are said").isPresent();
                assertThat(decoded.text().length()).isBetween(text.length() - 4, text.length() + 6);
            } else if (file.encoding() != Encoding.RANDOM) {
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

    /**
     * Issue 33, "a plain ruleset text with a few stray wiki lines imports as 0 rules": a plain copy with one to five
     * wiki lines (headings, table starts, list marks) pasted in at line starts keeps its rules (garbage: it is read as
     * MediaWiki and loses them).
     */
    @Property
    void aPlainCopyWithAFewStrayWikiLinesKeepsItsRules(@ForAll @IntRange(max = 3) int which, @ForAll long seed) {
        String plain = TEXTS.get(which);
        int rules = RulesetImporter.read(plain).ruleset().ruleCount();
        Random random = new Random(seed);
        StringBuilder text = new StringBuilder(plain);
        for (int i = 1 + random.nextInt(5); i > 0; i--) {
            int at = text.indexOf("\n", random.nextInt(text.length()));
            String stray = List.of("== Pasted by mistake ==", "{|", "|}", "|-", "* a note", "# a step",
                    "'''Bold'''", "[[Category:Rules]]").get(random.nextInt(8));
            text.insert(at < 0 ? text.length() : at + 1, "\n" + stray + "\n");
        }
        Fuzz.run(PARSER, () -> {
            check(text.toString(), null);
            assertThat(RulesetImporter.read(text.toString()).ruleset().ruleCount()).as("the copy's rules kept")
                    .isGreaterThanOrEqualTo(rules - 5);
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
