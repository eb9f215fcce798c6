package org.dynast.model.matters;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.assertj.core.groups.Tuple;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Reading votes from a pasted comment thread; the last icon of a comment is its vote. */
class VoteThreadParserTest {

    @Test
    void readsNamesTimesAndTheLastIconOfEachComment() {
        VoteThreadParser.Result r = VoteThreadParser.parse("""
                Kevan | 2026-11-20 14:03 | FOR, nice idea
                Josh\t20/11/2026 15:10\tI was AGAINST but now FOR
                Clucky, 20 Nov 2026 16:00, ✗

                Brendan | 2026-11-20T17:00:00Z | I'm not sure about this one
                Card | yesterday | FOR
                Some One | 2026-11-20 18:00 | FOR
                just some text
                Lulu | 2026-11-20 19:00 | def
                Vetoer | Nov 20, 2026 19:30 | ⊘ sorry
                """);
        assertThat(r.votes()).extracting(VoteThreadParser.ParsedVote::player, VoteThreadParser.ParsedVote::icon)
                .containsExactly(
                        Tuple.tuple("Kevan", VoteIcon.FOR),
                        Tuple.tuple("Josh", VoteIcon.FOR),
                        Tuple.tuple("Clucky", VoteIcon.AGAINST),
                        Tuple.tuple("Some One", VoteIcon.FOR),
                        Tuple.tuple("Lulu", VoteIcon.DEFERENTIAL),
                        Tuple.tuple("Vetoer", VoteIcon.VETO));
        assertThat(r.votes().get(1).at()).isEqualTo(Instant.parse("2026-11-20T15:10:00Z"));
        assertThat(r.votes().get(1).line()).isEqualTo(2);
        assertThat(r.withoutIcon()).containsExactly(5);
        assertThat(r.problems()).extracting(VoteThreadParser.Problem::line).containsExactly(6, 8);
        assertThat(r.problems().get(0).why()).contains("\"yesterday\" is not a time");
        assertThat(r.problems().get(1).why()).startsWith("expected name, time and comment");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            Kevan: he/him | 20-11-2026 14:03:22 UTC | for         | Kevan       | 2026-11-20T14:03:22Z | FOR
            Ienpw III     | 2026-11-20T14:03:22Z    | AGAINST     | Ienpw III   | 2026-11-20T14:03:22Z | AGAINST
            Lulu: she/her | 20 Nov 2026 14:03 UTC   | imperial    | Lulu        | 2026-11-20T14:03:00Z | DEFERENTIAL
            """)
    void realTimesNamesWithPronounsOrSpacesAndLowerCaseIcons(String name, String time, String text, String player,
                                                             String at, String icon) {
        VoteThreadParser.Result r = VoteThreadParser.parse(name + " | " + time + " | " + text);
        assertThat(r.problems()).isEmpty();
        assertThat(r.votes()).singleElement().satisfies(v -> {
            assertThat(v.player()).isEqualTo(player);
            assertThat(v.at()).isEqualTo(Instant.parse(at));
            assertThat(v.icon()).isEqualTo(VoteIcon.valueOf(icon));
        });
    }

    @ParameterizedTest(name = "\"{0}\" -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            FOR                            | FOR
            for                            | FOR
            I voted for this, AGAINST      | AGAINST
            ☑                              | FOR
            ✓ then ✘                       | AGAINST
            DEFERENTIAL                    | DEFERENTIAL
            VETO.                          | VETO
            I am before you, as a forest   | NONE
            against I fear                 | AGAINST
            imperial                       | DEFERENTIAL
            Imperial.                      | DEFERENTIAL
            """)
    void iconWords(String text, String icon) {
        assertThat(VoteThreadParser.lastIcon(text).map(Enum::name).orElse("NONE")).isEqualTo(icon);
    }
}
