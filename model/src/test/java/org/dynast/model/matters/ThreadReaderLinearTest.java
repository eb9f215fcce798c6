package org.dynast.model.matters;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 33, "judge … hangs on 400–880 KB threads (ThreadReader.icon's regex backtracking, readLayout,
 * VoteThreadParser.split)" and "judge's icon detection is quadratic (a 40 KB comment 13 s, 80 KB 56 s)": every
 * shape the fuzz found, at 400 KB, is read in well under the 10 s the issue counts as a hang (each took seconds at
 * 10 KB and minutes at 880 KB before: the icon words were checked against the whole comment before each one, and a
 * line of commas was tried as a time at every comma).
 */
class ThreadReaderLinearTest {

    private static final int SIZE = 400 * 1024;
    private static final String HEAD = "Kevan: he/him\n\n20-11-2026 14:03:22 UTC\n\n";

    static Stream<Arguments> shapes() {
        return Stream.of(
                Arguments.of("one comment of prose icon words", HEAD + "the for ".repeat(SIZE / 8) + "\n"),
                Arguments.of("one comment of quoted icon words", HEAD + "\"for\" ".repeat(SIZE / 6) + "\n"),
                Arguments.of("one comment of icon words and words", HEAD + "for x ".repeat(SIZE / 6) + "\n"),
                Arguments.of("icon words each on its own line", HEAD + "x\nfor\n".repeat(SIZE / 6)),
                Arguments.of("a line of commas", "Kevan," + ",".repeat(SIZE)),
                Arguments.of("a line of commas and times", "Kevan," + "20 Nov 2026,".repeat(SIZE / 12)),
                Arguments.of("many comments", (HEAD + "for\n\n").repeat(SIZE / 45)),
                Arguments.of("a page of image icons", "<p>" + "<img alt=for> for ".repeat(SIZE / 20) + "</p>"),
                Arguments.of("blank lines", HEAD + "x\n" + "\n".repeat(SIZE) + "for\n"),
                Arguments.of("a header of letters", "Kevan: " + "a".repeat(SIZE) + "!\n20-11-2026 14:03:22 UTC\n"),
                Arguments.of("pipes", "Kevan | " + "| ".repeat(SIZE / 2)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shapes")
    void a400KbThreadOfEachFoundShapeIsReadInLinearTime(String shape, String thread) {
        ThreadJudge.Thread read = assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> ThreadJudge.fromPage(thread), shape);
        assertThat(read.reading().comments().size()).isGreaterThanOrEqualTo(0);
    }
}
