package org.dynast.model.matters;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Objects;
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
}
