package org.dynast.model.blogbots.bots.script;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.List;
import org.dynast.model.blogbots.bots.Catalogue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 33, "BotScript (320): 4 hangs on multi-MB Scripts (regex in BotScriptParser.longest/normal/parse)": a Script
 * is read up to {@link BotScriptParser#MAX_LINES} lines of at most {@link BotScriptParser#MAX_LINE_CHARS}
 * characters, what is past the bound is ignored with an ERROR that names it, and a 4 MB Script of each shape is read
 * in well under the 10 s the issue counts as a hang.
 */
class BotScriptBoundsTest {

    private static final int SIZE = 4 * 1024 * 1024;
    private static final String LEGAL = "If the current turn is 1 or more, move forwards 1 times";

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"one line", "legal lines", "if words", "commas and ands", "names"})
    void aFourMegabyteScriptIsReadAtOnce(String shape) {
        String text = switch (shape) {
            case "one line" -> "If " + "the current turn is 1 or more and ".repeat(SIZE / 36);
            case "legal lines" -> (LEGAL + "\n").repeat(SIZE / (LEGAL.length() + 1));
            case "if words" -> ("if ".repeat(300) + "\n").repeat(SIZE / 901);
            case "commas and ands" -> ("If the current turn is 1 or more" + ", and".repeat(150) + "\n")
                    .repeat(SIZE / 782);
            default -> ("If Sir Clank Sir Clank " + "Sir Clank ".repeat(90) + "is Flipped, block\n").repeat(SIZE / 960);
        };
        BotScriptParser.Parsed p = assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> new BotScriptParser(Catalogue.shipped()).parse(text, List.of("Sir Clank", "Sir Clank Sir Clank")), shape);
        assertThat(p.lines().size() + p.diagnostics().size()).isLessThanOrEqualTo(BotScriptParser.MAX_LINES + 1);
    }

    @Test
    void whatIsPastTheBoundIsIgnoredSayingSo() {
        BotScriptParser.Parsed p = new BotScriptParser(Catalogue.shipped()).parse((LEGAL + "\n").repeat(1_005) + "x".repeat(1_001));
        assertThat(p.lines()).hasSize(BotScriptParser.MAX_LINES);
        assertThat(p.diagnostics()).extracting(Diagnostic::message).containsExactly("A Script is read up to 1000 "
                + "lines (and their notes); this line and the 5 after it are ignored.");
        assertThat(new BotScriptParser(Catalogue.shipped()).parse("x".repeat(1_001)).diagnostics()).extracting(Diagnostic::message)
                .containsExactly("A Script line is at most 1000 characters (this one has 1001), far more than any "
                        + "Trigger and Reaction need, so it is ignored.");
    }
}
