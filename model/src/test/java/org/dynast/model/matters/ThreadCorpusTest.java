package org.dynast.model.matters;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/**
 * The reader against real blognomic.com threads (resources {@code threads/}, each with the page's own author, time
 * and icon per comment): no comment is ever read wrong, and the share read right is reported in the closing note.
 */
class ThreadCorpusTest {

    static final List<String> THREADS = List.of("2006-reductio-imperator", "2008-faction-wait-what-oh-no",
            "2011-time-travel-cant-change-the-past", "2017-cuddlebeam-wins", "2020-plucky-robot-sidekick");

    record Expected(String author, Instant at, VoteIcon icon) {
    }

    static String resource(String name) throws IOException {
        try (InputStream in = ThreadCorpusTest.class.getResourceAsStream("threads/" + name)) {
            return new String(Objects.requireNonNull(in, name).readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    static List<Expected> expected(String thread) throws IOException {
        List<Expected> out = new ArrayList<>();
        for (String line : resource(thread + ".expected").split("\\R")) {
            if (line.isBlank()) {
                continue;
            }
            String[] f = line.split("\\|");
            String icon = f[2].strip();
            out.add(new Expected(f[0].strip(), Instant.parse(f[1].strip()),
                    icon.equals("NONE") ? null : VoteIcon.valueOf(icon)));
        }
        return out;
    }

    @Test
    void everyRealCommentIsReadRightOrSaidToBeUncertainNeverWrong() throws IOException {
        int total = 0;
        int right = 0;
        int uncertain = 0;
        int withAuthor = 0;
        int rightWithAuthor = 0;
        List<String> wrong = new ArrayList<>();
        for (String thread : THREADS) {
            ThreadReader.Reading reading = ThreadReader.read(resource(thread + ".txt"));
            List<Expected> expected = expected(thread);
            assertThat(reading.comments()).as(thread + ": one comment per time line").hasSize(expected.size());
            for (int i = 0; i < expected.size(); i++) {
                Expected e = expected.get(i);
                ThreadReader.Comment c = reading.comments().get(i);
                total++;
                withAuthor += e.author().equals("?") ? 0 : 1;
                if (!c.read()) {
                    uncertain++;
                    assertThat(c.why()).as(thread + " line " + c.line()).isNotBlank();
                    continue;
                }
                if (e.author().equals(c.author()) && e.at().equals(c.at()) && e.icon() == c.icon()) {
                    right++;
                    rightWithAuthor++;
                } else {
                    wrong.add(thread + " line " + c.line() + ": read " + c.author() + " " + c.at() + " " + c.icon()
                            + ", the page says " + e);
                }
            }
        }
        System.out.printf("Corpus: %d threads, %d comments: %d read right (%.0f %%), %d uncertain, %d wrong;"
                        + " of the %d whose author the page shows, %d read right (%.0f %%)%n", THREADS.size(), total,
                right, 100.0 * right / total, uncertain, wrong.size(), withAuthor, rightWithAuthor,
                100.0 * rightWithAuthor / withAuthor);
        assertThat(wrong).as("never wrong").isEmpty();
        assertThat(right + uncertain).isEqualTo(total);
        assertThat(rightWithAuthor).as("comments with an author read right").isEqualTo(13);
    }

    @Test
    void aCommentWhoseAuthorThePageDoesNotShowIsUncertainWithItsIconSuggested() throws IOException {
        ThreadReader.Reading r = ThreadReader.read(resource("2017-cuddlebeam-wins.txt"));
        ThreadReader.Comment first = r.comments().get(0);
        assertThat(first.read()).isFalse();
        assertThat(first.why()).isEqualTo("no author's name is shown above the time");
        assertThat(first.suggested()).isEqualTo(VoteIcon.AGAINST);
        // 03-20-2017 can only be month-day: the whole thread is read so
        assertThat(first.at()).isEqualTo(Instant.parse("2017-03-20T09:37:19Z"));
    }
}
