package org.dynast.model.blogbots.bots.script;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.StringLength;
import net.jqwik.api.lifecycle.AfterContainer;
import org.dynast.model.Fuzz;
import org.dynast.model.blogbots.arena.StandardBots;
import org.dynast.model.blogbots.bots.Catalogue;

/**
 * Issue 13, BotScript: "any text gives a program or a located diagnostic". Real Scripts (the standard Bots') cut,
 * spliced with noise and BotScript's own words, and any text at all: the parser always answers; every non-blank line
 * is read as a Script line or has an error on its line; every diagnostic is on a line of the text, at a column of it,
 * in plain words.
 */
class BotScriptFuzzTest {

    private static final Catalogue CAT = Catalogue.shipped();
    private static final BotScriptParser PARSER = new BotScriptParser(CAT);
    private static final List<String> SCRIPTS = List.of(StandardBots.brawler().script(),
            StandardBots.skirmisher().script(), StandardBots.houseBot().script());

    @AfterContainer
    static void report() {
        Fuzz.report();
    }

    @Property
    void aScriptCutAnywhereReadsOrSaysWhichLine(@ForAll @IntRange(max = 2) int which,
                                                @ForAll @IntRange(max = 5_000) int from,
                                                @ForAll @IntRange(max = 5_000) int to) {
        String s = SCRIPTS.get(which);
        int a = Math.min(from, to) % (s.length() + 1);
        int b = Math.min(s.length(), Math.max(from, to));
        judge(s.substring(0, a) + s.substring(b));
    }

    @Property
    void noiseAndBotScriptWordsSplicedIn(@ForAll @IntRange(max = 2) int which, @ForAll @IntRange(max = 5_000) int at,
                                         @ForAll("noise") String noise) {
        String s = SCRIPTS.get(which);
        int a = at % (s.length() + 1);
        judge(s.substring(0, a) + noise + s.substring(a));
    }

    @Property
    void anyTextAtAll(@ForAll @StringLength(max = 300) String any) {
        judge(any);
    }

    static Fuzz.Outcome judge(String text) {
        Assume.that(plain(text));
        return Fuzz.run("botscript", () -> {
            BotScriptParser.Parsed p = PARSER.parse(text);
            String[] rows = text.split("\\R", -1);
            Set<Integer> placed = new HashSet<>();
            p.lines().forEach(l -> placed.add(l.textLine()));
            List<Diagnostic> errors = new ArrayList<>();
            for (Diagnostic d : p.diagnostics()) {
                assertThat(d.line()).as("%s", d).isBetween(1, rows.length);
                assertThat(d.column()).as("%s", d).isBetween(1, rows[d.line() - 1].length() + 1);
                assertThat(d.message()).as("a reading bug").isNotEqualTo("This line cannot be read, so it is ignored.");
                if (d.severity() == Diagnostic.Severity.ERROR) {
                    errors.add(d);
                    placed.add(d.line());
                }
            }
            for (int i = 0; i < rows.length; i++) {
                if (!rows[i].isBlank()) {
                    assertThat(placed).as("line %d is read or has an error", i + 1).contains(i + 1);
                }
            }
            // the checks the workshop runs on it answer too
            assertThat(ScriptReport.read(text, StandardBots.brawler().bot(), CAT))
                    .isNotNull();
            if (errors.isEmpty()) {
                return Fuzz.Outcome.ACCEPTED;
            }
            Diagnostic d = errors.get(0);
            return Fuzz.refused("line " + d.line() + ", column " + d.column() + ": " + d.message(), "line " + d.line());
        });
    }

    /** Text that does not itself spell a word the judge forbids in a message (a diagnostic may quote the line). */
    static boolean plain(String s) {
        return !s.contains("null") && !s.contains("Exception") && !s.contains("java.") && !s.contains("SQL");
    }

    /**
     * Issue 33, "BotScript (320): 4 hangs on multi-MB Scripts (regex in BotScriptParser.longest/normal/parse,
     * BoutCommand.report)": a real Script grown to one to four megabytes — its lines repeated, one line that long, or
     * lines just under and over the line bound, with noise — is read within its bounds: every diagnostic is on a line of
     * the text, a Script past the line bound says so, and the Workshop's report on it answers too.
     */
    @Property(tries = 30)
    void aScriptGrownToMegabytesIsReadWithinItsBounds(@ForAll @IntRange(max = 2) int which,
                                                      @ForAll @IntRange(min = 1, max = 4) int megabytes,
                                                      @ForAll @IntRange(max = 3) int shape,
                                                      @ForAll("noise") String noise) {
        String s = SCRIPTS.get(which);
        int size = megabytes << 20;
        StringBuilder b = new StringBuilder(size + 2_000);
        while (b.length() < size) {
            switch (shape) {
                case 0 -> b.append(s).append('\n').append(noise).append('\n');
                case 1 -> b.append(s.replace('\n', ' ')).append(noise.replace('\n', ' '));
                case 2 -> b.append("move forwards 1 times ".repeat(45)).append('\n');
                default -> b.append(noise.isEmpty() ? "x" : noise);
            }
        }
        String text = b.toString();
        Assume.that(plain(text));
        Fuzz.run("botscript", () -> {
            BotScriptParser.Parsed p = PARSER.parse(text);
            String[] rows = text.split("\\R", -1);
            for (Diagnostic d : p.diagnostics()) {
                assertThat(d.line()).as("%s", d).isBetween(1, rows.length);
            }
            long nonBlank = Arrays.stream(rows).filter(r -> !r.isBlank()).count();
            if (nonBlank > BotScriptParser.MAX_LINES) {
                assertThat(p.diagnostics()).as("the line bound is said")
                        .anyMatch(d -> d.message().startsWith("A Script is read up to 1000 lines"));
            }
            assertThat(p.lines()).hasSizeLessThanOrEqualTo(BotScriptParser.MAX_LINES);
            assertThat(ScriptReport.read(text, StandardBots.brawler().bot(), CAT))
                    .isNotNull();
            List<Diagnostic> errors = p.diagnostics().stream().filter(d -> d.severity() == Diagnostic.Severity.ERROR)
                    .toList();
            if (errors.isEmpty()) {
                return Fuzz.Outcome.ACCEPTED;
            }
            Diagnostic d = errors.get(0);
            return Fuzz.refused("line " + d.line() + ", column " + d.column() + ": " + d.message(), "line " + d.line());
        });
    }

    @Provide
    Arbitrary<String> noise() {
        Arbitrary<String> words = Arbitraries.of("If ", "the ", "Actor ", "has ", "Flipped", ", ", " and ", "move ",
                "forwards ", "backwards ", "3 ", "times", "turn to face the other way", "use the following System: ",
                "Axe", "Opponent", "space ", "in front of ", "behind ", "is ", "are occupied by ", "Token ", "hits ",
                "increase ", "by ", "99999999999999999999", "-1", "0", "first ", "closest ", "\n", "\r\n", "\r", "\t",
                "1. ", "- ", "• ", "\u0000", "\uFEFF", "\u00e4", "\uD83E\uDD16", "%", "'", "\"", "(", ")", ";", ":");
        return Arbitraries.oneOf(words.list().ofMaxSize(30).map(l -> String.join("", l)),
                Arbitraries.strings().ofMaxLength(60));
    }
}
