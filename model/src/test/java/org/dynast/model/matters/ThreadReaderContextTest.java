package org.dynast.model.matters;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import java.io.IOException;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What the console knows of a matter, that a pasted thread may not show (issue 32, and the new user's report of
 * 2026-12-06, Journey 2 items 1–3): the matter's posting time settles a date that reads day-month or month-day; a
 * bare name line is an author's; the theme's "Kevan says:" text; the one-comment-a-line form under the page
 * reader's icon rule.
 */
class ThreadReaderContextTest {

    private static ThreadReader.Context posted(String posted, String until, String... names) {
        return new ThreadReader.Context(Instant.parse(posted), until == null ? null : Instant.parse(until),
                List.of(names));
    }

    /** The report's paste, word for word: refused as "may be read as day-month or month-day" before. */
    private static final String REPORTED = """
            Ferrous: he/him

            06-12-2026 03:30:12 UTC

            imperial

            Rivet-7: they/them

            06-12-2026 03:31:40 UTC

            for Nice idea.
            """;

    @Test
    void theMattersPostingTimeSettlesTheDayOrderAsNoCommentPredatesItsPost() {
        ThreadReader.Reading r = ThreadReader.read(REPORTED, posted("2026-12-06T03:00:00Z", "2026-12-06T04:00:00Z"));
        // 12 June 2026 would be before the post: only 6 December can be
        assertThat(r.comments()).extracting(ThreadReader.Comment::author, ThreadReader.Comment::at,
                ThreadReader.Comment::icon, ThreadReader.Comment::status).containsExactly(
                tuple("Ferrous", Instant.parse("2026-12-06T03:30:12Z"), VoteIcon.DEFERENTIAL, ThreadReader.Status.VOTE),
                tuple("Rivet-7", Instant.parse("2026-12-06T03:31:40Z"), VoteIcon.FOR, ThreadReader.Status.VOTE));
    }

    @Test
    void withoutThePostingTimeTheDateIsUncertainWithBothReadingsToChooseFrom() {
        ThreadReader.Comment c = ThreadReader.read(REPORTED).comments().get(0);
        assertThat(c.status()).isEqualTo(ThreadReader.Status.UNCERTAIN);
        assertThat(c.suggested()).isEqualTo(VoteIcon.DEFERENTIAL);
        assertThat(c.readings()).containsExactly(Instant.parse("2026-12-06T03:30:12Z"),
                Instant.parse("2026-06-12T03:30:12Z"));
    }

    @Test
    void aPostingTimeThatAllowsBothReadingsFallsBackToTheTwoWeeksAfterThePost() {
        // posted on 6 June; "12-06-2026" is 12 June or 6 December, and both are after the post and before now
        ThreadReader.Comment c = ThreadReader.read("Kevan:\n\n12-06-2026 10:00:00 UTC\n\nfor\n",
                posted("2026-06-06T09:00:00Z", "2026-12-20T00:00:00Z")).comments().get(0);
        assertThat(c.at()).isEqualTo(Instant.parse("2026-06-12T10:00:00Z"));
    }

    /** A real thread (blognomic.com/archive/dry_january) whose copy shows neither date line: 01-10-2020. */
    @Test
    void aRealThreadWhoseEveryDateIsAmbiguousIsReadWithItsPostingTime() throws IOException {
        String page = ThreadCorpusTest.resource("2020-dry-january.txt");
        assertThat(ThreadReader.read(page).comments()).allSatisfy(c -> assertThat(c.at()).isNull());
        ThreadReader.Reading r = ThreadReader.read(page, posted("2020-10-01T19:00:00Z", null));
        List<ThreadCorpusTest.Expected> expected = ThreadCorpusTest.expected("2020-dry-january");
        assertThat(r.comments()).extracting(ThreadReader.Comment::at)
                .containsExactlyElementsOf(expected.stream().map(ThreadCorpusTest.Expected::at).toList());
        assertThat(r.comments().get(1)).satisfies(c -> {
            assertThat(c.author()).isEqualTo("Brendan");
            assertThat(c.icon()).isEqualTo(VoteIcon.FOR);
        });
    }

    @Test
    void anAuthorLineWithoutPronounsIsAnAuthorsWhenTheDynastyKnowsTheName() {
        String text = """
                Ferrous: he/him

                20-11-2026 14:03:22 UTC

                for

                Gearheart

                20-11-2026 15:10:00 UTC

                against
                """;
        ThreadReader.Reading r = ThreadReader.read(text, posted("2026-11-20T12:00:00Z", null, "Ferrous", "Gearheart"));
        assertThat(r.comments()).extracting(ThreadReader.Comment::author, ThreadReader.Comment::icon)
                .containsExactly(tuple("Ferrous", VoteIcon.FOR), tuple("Gearheart", VoteIcon.AGAINST));
        assertThat(r.comments().get(0).text()).isEqualTo("for");
    }

    @ParameterizedTest(name = "\"{0}\" alone above the time -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            Rivet-7       | Rivet-7
            Brass_Monkey  | Brass_Monkey
            ais523        | ais523
            Agreed        |
            Seems fine.   |
            against       |
            """)
    void anUnknownBareLineIsAnAuthorOnlyIfItIsAHandleNoSentenceHolds(String line, String author) {
        ThreadReader.Reading r = ThreadReader.read("Kevan: he/him\n\n20-11-2026 14:03:22 UTC\n\nNice.\n\n" + line
                + "\n\n20-11-2026 15:10:00 UTC\n\nfor\n");
        assertThat(r.comments().get(1).author()).isEqualTo(author);
        assertThat(r.comments().get(1).read()).isEqualTo(author != null);
    }

    @Test
    void theThemesSaysLinesWithoutTimesAreListedWithTheirIconForTheEmperorToTime() {
        ThreadReader.Reading r = ThreadReader.read("""
                Kevan says:
                for
                Nice idea.
                Josh says:
                Minor concern against that last line
                """);
        assertThat(r.comments()).extracting(ThreadReader.Comment::author, ThreadReader.Comment::status,
                ThreadReader.Comment::suggested).containsExactly(
                tuple("Kevan", ThreadReader.Status.UNCERTAIN, VoteIcon.FOR),
                tuple("Josh", ThreadReader.Status.UNCERTAIN, VoteIcon.AGAINST));
        assertThat(r.comments().get(0).why()).startsWith("the copy shows no time");
        assertThat(r.votes()).isEmpty();
    }

    /**
     * The one-comment-a-line form (the judge JSON's and "Name | time | ICON") applies the page reader's rule: the
     * lines are real comments of the corpus (2009 "Explicit for", 2021 "I’ll vote against this)", 2010 "stick
     * against CfJs", 2025 "concern for your concept") and the report's ("Mild against", "rethink for", "Minor
     * concern FOR that last line", which was read as a FOR vote).
     */
    @ParameterizedTest(name = "\"{0}\" is uncertain, never a vote")
    @CsvSource(delimiter = '|', textBlock = """
            Minor concern FOR that last line                                              | FOR
            Mild against                                                                  | AGAINST
            rethink for                                                                   | FOR
            Explicit for                                                                  | FOR
            (obviously if Raven turns out a magic play to score like 8 points that I’m missing I’ll vote against this) | AGAINST
            whatever we can make stick against CfJs after the DoV                         | AGAINST
            I would have to post out of concern for your concept of game.                 | FOR
            """)
    void aLineWhoseIconWordNeedNotBeTheIconIsUncertainNeverCounted(String text, String suggested) {
        ThreadReader.Reading r = ThreadReader.read("Kevan | 2026-11-20 14:03 | " + text);
        assertThat(r.comments()).singleElement().satisfies(c -> {
            assertThat(c.status()).isEqualTo(ThreadReader.Status.UNCERTAIN);
            assertThat(c.suggested()).isEqualTo(VoteIcon.valueOf(suggested));
            assertThat(c.author()).isEqualTo("Kevan");
            assertThat(c.at()).isEqualTo(Instant.parse("2026-11-20T14:03:00Z"));
        });
        assertThat(r.votes()).isEmpty();
        assertThat(VoteThreadParser.parse("Kevan | 2026-11-20 14:03 | " + text).votes()).isEmpty();
    }

    @ParameterizedTest(name = "\"{0}\" -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            FOR, nice idea              | FOR
            I was AGAINST but now FOR   | FOR
            ✗                           | AGAINST
            imperial                    | DEFERENTIAL
            Good catch. AGAINST         | AGAINST
            """)
    void aLineWhoseIconStandsWhereAPageCopyPutsItIsAVote(String text, String icon) {
        assertThat(ThreadReader.read("Kevan | 2026-11-20 14:03 | " + text).votes()).singleElement()
                .satisfies(v -> assertThat(v.icon()).isEqualTo(VoteIcon.valueOf(icon)));
    }

    @Test
    void theJudgeJsonFormIsReadByTheSameRule() {
        ThreadJudge.Thread t = ThreadJudge.fromJson("""
                {"kind": "proposal", "title": "T", "posted": "2026-11-20T12:00:00Z",
                 "comments": [{"author": "Kevan", "at": "2026-11-20T14:03:00Z", "text": "Minor concern FOR that last line"},
                              {"author": "Josh", "at": "2026-11-20T14:05:00Z", "icon": "against"}]}
                """);
        assertThat(t.reading().comments()).extracting(ThreadReader.Comment::author, ThreadReader.Comment::status)
                .containsExactly(tuple("Kevan", ThreadReader.Status.UNCERTAIN), tuple("Josh", ThreadReader.Status.VOTE));
    }

    /** Two comments of the real "Call for Judgment: Dry January" (2020), one a line, their times as the page shows. */
    private static final String DRY_JANUARY = """
            Brendan | 01-10-2020 19:21:07 UTC | for It’s almost as if no one should be allowed to mess with an object of such power.
            Kevan | 01-10-2020 22:01:28 UTC | This didn’t seem like a big deal - with the Gin active, players are very strongly discouraged.
            """;

    @Test
    void aDateTypedOneCommentALineIsSettledByThePostingTimeAsAPagesIs() {
        // 1 October 2020 or 10 January 2020: the matter was posted on 1 October, so only the first can be
        ThreadReader.Reading r = ThreadReader.read(DRY_JANUARY, posted("2020-10-01T19:00:00Z", "2020-10-02T08:00:00Z"));
        assertThat(r.comments()).extracting(ThreadReader.Comment::author, ThreadReader.Comment::at,
                ThreadReader.Comment::status).containsExactly(
                tuple("Brendan", Instant.parse("2020-10-01T19:21:07Z"), ThreadReader.Status.VOTE),
                tuple("Kevan", Instant.parse("2020-10-01T22:01:28Z"), ThreadReader.Status.NO_ICON));
    }

    @Test
    void withoutThePostingTimeADateTypedOneALineThatReadsBothWaysIsAskedNeverGuessed() {
        ThreadReader.Reading r = ThreadReader.read(DRY_JANUARY);
        assertThat(r.votes()).isEmpty();
        ThreadReader.Comment brendan = r.comments().get(0);
        assertThat(brendan.status()).isEqualTo(ThreadReader.Status.UNCERTAIN);
        assertThat(brendan.why()).contains("may be read as day-month or month-day");
        assertThat(brendan.suggested()).isEqualTo(VoteIcon.FOR);
        assertThat(brendan.readings()).containsExactly(Instant.parse("2020-10-01T19:21:07Z"),
                Instant.parse("2020-01-10T19:21:07Z"));
    }

    /** judge's JSON form in the blog's month-day years: "10-05-2018" was 5 October, not 10 May, to the blog then. */
    private static final String MONTH_DAY_JSON = """
            {"kind": "proposal", "title": "Masks Up", %s
             "comments": [{"author": "Kevan", "at": "10-05-2018 14:15:14 UTC", "icon": "for"},
                          {"author": "Josh", "at": "10-23-2018 14:22:30 UTC", "text": "against"}]}
            """;

    @Test
    void theJudgeJsonFormsPostedTimeSettlesTheDayOrderAsAPagesPostDoes() {
        ThreadJudge.Thread t = ThreadJudge.fromJson(MONTH_DAY_JSON.formatted("\"posted\": \"2018-10-04T12:00:00Z\","));
        // 10 May 2018 would be before the post: only 5 October can be; 10-23-2018 can only be month-day
        assertThat(t.reading().comments()).extracting(ThreadReader.Comment::author, ThreadReader.Comment::at,
                ThreadReader.Comment::icon).containsExactly(
                tuple("Kevan", Instant.parse("2018-10-05T14:15:14Z"), VoteIcon.FOR),
                tuple("Josh", Instant.parse("2018-10-23T14:22:30Z"), VoteIcon.AGAINST));

        // a dynasty's matter (judge --file) gives the posting time when the form has none
        ThreadJudge.Thread known = ThreadJudge.fromJson(MONTH_DAY_JSON.formatted(""),
                posted("2018-10-04T12:00:00Z", "2018-10-30T00:00:00Z", "Kevan", "Josh"));
        assertThat(known.reading().comments().get(0).at()).isEqualTo(Instant.parse("2018-10-05T14:15:14Z"));
    }

    @Test
    void aJsonThreadWithoutAPostedTimeLeavesADateThatReadsBothWaysToTheEmperor() {
        // only one comment, whose date reads both ways: nothing settles it, so it is never counted unasked
        ThreadJudge.Thread t = ThreadJudge.fromJson("""
                {"kind": "proposal", "title": "Masks Up",
                 "comments": [{"author": "Kevan", "at": "10-05-2018 14:15:14 UTC", "icon": "for"}]}
                """);
        assertThat(t.reading().comments()).singleElement().satisfies(c -> {
            assertThat(c.status()).isEqualTo(ThreadReader.Status.UNCERTAIN);
            assertThat(c.readings()).containsExactly(Instant.parse("2018-05-10T14:15:14Z"),
                    Instant.parse("2018-10-05T14:15:14Z"));
        });
        assertThat(t.reading().votes()).isEmpty();
    }

    @Test
    void theThemesMarkupSaysWhetherTheAuthorIsAnActivePlayer() {
        String li = "<li class=\"comment\" data-author-name=\"%s\" data-comment-time=\"1605881002\" data-vote=\"for\""
                + " data-author-status=\"%s\" data-is-player=\"%s\"><section><div class=\"content\">x</div></section></li>";
        ThreadReader.Reading r = ThreadReader.read("<ol>" + li.formatted("A", "active", "true")
                + li.formatted("B", "idle", "true") + li.formatted("C", "active", "false") + "</ol>");
        assertThat(r.comments()).extracting(ThreadReader.Comment::pagePlayer).containsExactly(true, false, false);
    }
}
