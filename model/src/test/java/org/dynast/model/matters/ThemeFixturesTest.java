package org.dynast.model.matters;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Real comments in the blog's current markup (resources {@code threads/theme/}, see its README): each page rebuilt
 * from the theme's template with an archived thread's comments, as a saved page, and as Chromium's copy of it in both
 * clipboard flavours. The saved page and the HTML flavour are read 100 % right (author, time and icon); the plain
 * text, which shows no time, never gives a vote and lists each comment with its author and suggested icon. A missing
 * fixture fails.
 */
class ThemeFixturesTest {

    static String theme(String file) throws IOException {
        try (InputStream in = ThemeFixturesTest.class.getResourceAsStream("threads/theme/" + file)) {
            return new String(Objects.requireNonNull(in, "fixture threads/theme/" + file).readAllBytes(),
                    StandardCharsets.UTF_8);
        }
    }

    /** The archived thread's comments whose copy shows author and icon: those the rebuilt page holds. */
    static List<ThreadCorpusTest.Expected> legible(String thread) throws IOException {
        return ThreadCorpusTest.expected(thread).stream().filter(ThreadCorpusTest.Expected::legible).toList();
    }

    private static void readRight(ThreadReader.Reading r, List<ThreadCorpusTest.Expected> expected) {
        assertThat(r.comments()).hasSize(expected.size());
        for (int i = 0; i < expected.size(); i++) {
            ThreadCorpusTest.Expected e = expected.get(i);
            ThreadReader.Comment c = r.comments().get(i);
            assertThat(c.author()).as("comment " + (i + 1)).isEqualTo(e.author());
            assertThat(c.at()).as("comment " + (i + 1)).isEqualTo(e.at());
            assertThat(c.icon()).as("comment " + (i + 1))
                    .isEqualTo(e.icon().equals("NONE") ? null : VoteIcon.valueOf(e.icon()));
            assertThat(c.read()).isTrue();
            assertThat(c.pagePlayer()).isTrue();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"2025-conclave", "2013-what-can-change-the-nature-of-the-quorum"})
    void aSavedPageInTheThemesMarkupIsReadExactly(String thread) throws IOException {
        readRight(ThreadReader.read(theme(thread + ".html")), legible(thread));
    }

    @ParameterizedTest
    @ValueSource(strings = {"2025-conclave", "2013-what-can-change-the-nature-of-the-quorum"})
    void chromiumsHtmlFlavourIsReadExactly(String thread) throws IOException {
        ThreadReader.Reading r = ThreadReader.readClipboard(theme(thread + ".clipboard.html"),
                theme(thread + ".clipboard.txt"));
        assertThat(r.source()).isEqualTo("html");
        readRight(r, legible(thread));
    }

    @ParameterizedTest
    @ValueSource(strings = {"2025-conclave", "2013-what-can-change-the-nature-of-the-quorum"})
    void chromiumsPlainTextNeverGivesAVoteAndSuggestsEachIcon(String thread) throws IOException {
        ThreadReader.Reading r = ThreadReader.readClipboard(null, theme(thread + ".clipboard.txt"));
        List<ThreadCorpusTest.Expected> expected = legible(thread);
        assertThat(r.votes()).as("no time is shown: nothing is counted unasked").isEmpty();
        assertThat(r.comments()).hasSize(expected.size());
        for (int i = 0; i < expected.size(); i++) {
            ThreadCorpusTest.Expected e = expected.get(i);
            ThreadReader.Comment c = r.comments().get(i);
            assertThat(c.author()).isEqualTo(e.author());
            assertThat(c.why()).startsWith("the copy shows no time");
            if (!e.icon().equals("NONE")) {
                assertThat(c.suggested()).as("comment " + (i + 1)).isEqualTo(VoteIcon.valueOf(e.icon()));
            }
        }
    }

    /**
     * Issue 32's done-when figures on these fixtures, printed: saved pages and HTML copies, the share of comments read
     * with the page's author, time and vote; plain-text copies, the wrong votes (none) and the comments left to the
     * emperor, each with its author and suggested icon.
     */
    @Test
    void theDoneWhenFigures() throws IOException {
        String[] threads = {"2025-conclave", "2013-what-can-change-the-nature-of-the-quorum"};
        int comments = 0;
        int savedRight = 0;
        int htmlRight = 0;
        int plainWrong = 0;
        int plainUncertain = 0;
        int plainSuggestedRight = 0;
        int plainWithIcon = 0;
        for (String thread : threads) {
            List<ThreadCorpusTest.Expected> expected = legible(thread);
            List<ThreadReader.Comment> saved = ThreadReader.read(theme(thread + ".html")).comments();
            List<ThreadReader.Comment> html = ThreadReader.readClipboard(theme(thread + ".clipboard.html"),
                    theme(thread + ".clipboard.txt")).comments();
            List<ThreadReader.Comment> plain = ThreadReader.readClipboard(null, theme(thread + ".clipboard.txt"))
                    .comments();
            assertThat(saved).hasSize(expected.size());
            assertThat(html).hasSize(expected.size());
            assertThat(plain).hasSize(expected.size());
            for (int i = 0; i < expected.size(); i++) {
                ThreadCorpusTest.Expected e = expected.get(i);
                VoteIcon icon = e.icon().equals("NONE") ? null : VoteIcon.valueOf(e.icon());
                comments++;
                savedRight += right(e, icon, saved.get(i)) ? 1 : 0;
                htmlRight += right(e, icon, html.get(i)) ? 1 : 0;
                ThreadReader.Comment p = plain.get(i);
                if (p.read()) {
                    plainWrong += right(e, icon, p) ? 0 : 1;
                } else {
                    plainUncertain++;
                }
                if (icon != null) {
                    plainWithIcon++;
                    plainSuggestedRight += p.suggested() == icon ? 1 : 0;
                }
            }
        }
        System.out.printf("Theme fixtures, %d threads, %d comments: saved pages %d read right (%.0f %%); HTML flavour %d"
                        + " (%.0f %%); plain-text flavour %d wrong votes, %d uncertain (each with its author; %d of the"
                        + " %d voting comments with the right icon suggested).%n", threads.length, comments, savedRight,
                100.0 * savedRight / comments, htmlRight, 100.0 * htmlRight / comments, plainWrong, plainUncertain,
                plainSuggestedRight, plainWithIcon);
        assertThat(savedRight).isEqualTo(comments);
        assertThat(htmlRight).isEqualTo(comments);
        assertThat(plainWrong).isZero();
    }

    private static boolean right(ThreadCorpusTest.Expected e, VoteIcon icon, ThreadReader.Comment c) {
        return c.read() && e.author().equals(c.author()) && e.at().equals(c.at()) && icon == c.icon();
    }
}
