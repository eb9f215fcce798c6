package org.dynast.model.matters;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Reading a real page's comments: author, time and icon, and "uncertain" where plain text is ambiguous. */
class ThreadReaderTest {

    private static ThreadReader.Comment only(String commentText) {
        ThreadReader.Reading r = ThreadReader.read("Kevan: he/him\n\n20-11-2026 14:03:22 UTC\n\n" + commentText + "\n");
        assertThat(r.comments()).hasSize(1);
        return r.comments().get(0);
    }

    @Test
    void readsTheIssuesThreadLayoutWithPronounsNamesWithSpacesAndLowerCaseIcons() {
        ThreadReader.Reading r = ThreadReader.read("""
                Proposal: Something

                Kevan: he/him

                20-11-2026 14:03:22 UTC

                for Nice idea.

                Ienpw III:

                20-11-2026 15:10:00 UTC

                against

                Lulu: she/her

                21-11-2026 09:00:01 UTC

                Reluctantly. imperial
                """);
        assertThat(r.comments()).extracting(ThreadReader.Comment::author, ThreadReader.Comment::at,
                ThreadReader.Comment::icon).containsExactly(
                tuple("Kevan", Instant.parse("2026-11-20T14:03:22Z"), VoteIcon.FOR),
                tuple("Ienpw III", Instant.parse("2026-11-20T15:10:00Z"), VoteIcon.AGAINST),
                tuple("Lulu", Instant.parse("2026-11-21T09:00:01Z"), VoteIcon.DEFERENTIAL));
        assertThat(r.note()).isEqualTo("Read 3 of 3 comments (100 %): 3 votes, 0 without an icon; 0 uncertain");
    }

    @ParameterizedTest(name = "\"{0}\" -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            for                                       | VOTE      | FOR
            FOR                                       | VOTE      | FOR
            Against.                                  | VOTE      | AGAINST
            VETO                                      | VOTE      | VETO
            against I fear this breaks the dice       | VOTE      | AGAINST
            for :D                                    | VOTE      | FOR
            for since it fixes the typo               | VOTE      | FOR
            Good catch. AGAINST                       | VOTE      | AGAINST
            Seems fine to me.                         | NO_ICON   |
            Minor concern for that last line          | UNCERTAIN |
            For what it's worth, this is clever       | UNCERTAIN |
            copied by Jumble's DEF, but not counted   | NO_ICON   |
            As such, against                          | VOTE      | AGAINST
            against limiting the CfJ is bad.          | VOTE      | AGAINST
            It gives scshunt a speedy veto in a way   | NO_ICON   |
            triggered by you “voting to VETO”.        | NO_ICON   |
            Thanks, for                               | UNCERTAIN |
            for now, but the AGAINST side has a point | UNCERTAIN |
            """)
    void iconWordsAreReadOnlyWhereAPageCopyPutsThemAndOtherwiseConfirmed(String text, String status, String icon) {
        ThreadReader.Comment c = only(text);
        assertThat(c.status()).isEqualTo(ThreadReader.Status.valueOf(status));
        assertThat(c.icon()).isEqualTo(icon == null ? null : VoteIcon.valueOf(icon));
        if (c.status() == ThreadReader.Status.UNCERTAIN) {
            assertThat(c.why()).contains("may be a voting icon or just a word: confirm it");
        }
    }

    @Test
    void aCommentWhoseIconLineTheCopyDroppedShowsAnEmptyLineAboveItsTextAndIsUncertain() {
        // blognomic.com/archive/its_a_wash (2021): one empty line between time and text is the layout; a second one
        // is where the copy dropped the icon that stood on its own line above "We sorta both agreed"
        ThreadReader.Reading r = ThreadReader.read("""
                Thursday, April 01, 2021

                Josh: HE/HIM

                01-04-2021 10:37:44 UTC

                I’ll be holding off to see how Raven votes.

                Raven1207: HE/HIM

                01-04-2021 11:51:50 UTC


                We sorta both agreed
                """);
        assertThat(r.comments()).extracting(ThreadReader.Comment::author, ThreadReader.Comment::status)
                .containsExactly(tuple("Josh", ThreadReader.Status.NO_ICON),
                        tuple("Raven1207", ThreadReader.Status.UNCERTAIN));
        assertThat(r.comments().get(1).why()).contains("empty line stands above the comment's text");
        assertThat(r.comments().get(1).at()).isEqualTo(Instant.parse("2021-04-01T11:51:50Z"));
    }

    @Test
    void aCopyWithoutThePostsDateLineHasItsDayAndMonthSettledByTheAdminnedAtLine() {
        // blognomic.com/archive/this_one_should_be_stated_explicitly (2008): the copy has no "Monday, December 01,
        // 2008" line, and "01-12-2008" reads both ways; the matter was adminned on 02 Dec 2008, so the comments came
        // on 1 December, not on 12 January
        ThreadReader.Reading r = ThreadReader.read("""
                Proposal: This one should be stated explicitly

                Adminned at 02 Dec 2008 17:53:43 UTC

                The theme chosen by the Narrator is considered part of the gamestate.

                Darknight: he/him

                01-12-2008 06:14:45 UTC

                imperial tad confused

                Kevan: he/him

                01-12-2008 17:53:15 UTC

                The theme has no specified effect on the game or its players, so there’s no need to regulate it.
                """);
        assertThat(r.comments()).extracting(ThreadReader.Comment::author, ThreadReader.Comment::at,
                        ThreadReader.Comment::icon)
                .containsExactly(tuple("Darknight", Instant.parse("2008-12-01T06:14:45Z"), VoteIcon.DEFERENTIAL),
                        tuple("Kevan", Instant.parse("2008-12-01T17:53:15Z"), null));
        assertThat(r.comments()).allMatch(ThreadReader.Comment::read);
    }

    @Test
    void anUncertainCommentIsConfirmedByTheEmperorAndThenCounts() {
        ThreadReader.Comment c = only("Minor concern for that last line");
        assertThat(c.suggested()).isEqualTo(VoteIcon.FOR);
        assertThat(c.vote()).isEmpty();
        assertThat(c.confirmed(VoteIcon.FOR).vote()).hasValueSatisfying(v -> {
            assertThat(v.player()).isEqualTo("Kevan");
            assertThat(v.icon()).isEqualTo(VoteIcon.FOR);
        });
        assertThat(c.confirmed(null).status()).isEqualTo(ThreadReader.Status.NO_ICON);
    }

    @Test
    void htmlFromTheClipboardCarriesTheIconsAsImagesAndTheyAreCertain() {
        String html = """
                Version:0.9
                StartHTML:0000000105
                <html><body><!--StartFragment-->
                <div class="comment"><p class="author"><a href="/member/kevan">Kevan</a>: he/him</p>
                <p class="time">20-11-2026 14:03:22 UTC</p>
                <div class="text"><img src="/images/icons/for.gif" alt="for"> Minor concern for that last line</div></div>
                <div class="comment"><p class="author">Ienpw III:</p><p class="time">20-11-2026 15:10:00 UTC</p>
                <div class="text">I was <img src="/i/against.png"> but now <img src="/i/imperial.png" alt=""></div></div>
                <div class="comment"><p class="author">Josh: he/they</p><p class="time">20-11-2026 16:00:00 UTC</p>
                <div class="text">Just for the record, no vote yet.</div></div>
                <!--EndFragment--></body></html>
                """;
        ThreadReader.Reading r = ThreadReader.readClipboard(html, "ignored plain text");
        assertThat(r.source()).isEqualTo("html");
        assertThat(r.comments()).extracting(ThreadReader.Comment::author, ThreadReader.Comment::status,
                ThreadReader.Comment::icon).containsExactly(
                tuple("Kevan", ThreadReader.Status.VOTE, VoteIcon.FOR),
                tuple("Ienpw III", ThreadReader.Status.VOTE, VoteIcon.DEFERENTIAL),
                tuple("Josh", ThreadReader.Status.UNCERTAIN, null));
    }

    /**
     * The markup of the blog theme's comment template (blognomic/blognomic-theme, views/comment.twig): who, when
     * and which icon are attributes of each comment, read as they are; the visible "says:" line is not needed.
     */
    @Test
    void theBlogThemesCommentMarkupGivesAuthorTimeAndIconOutright() {
        String li = """
                <li id="comment-%d" class="comment not-evc" data-author-id="3" data-author-name="%s"
                  data-comment-time="%s" data-author-status="active" data-vote="%s" data-is-player="true">
                  <section>
                    <span class="rule"></span>
                    <div class="meta">
                      <span class="author-name"><a href="/member/3">%s</a> says:</span>
                      %s
                    </div>
                    <div class="content">%s</div>
                  </section>
                </li>""";
        String vote = "<div class=\"vote\"><img alt=\"%s\" src=\"/wp-content/uploads/icons/%s.svg\" /></div>";
        String html = "<ol class=\"comments\">"
                + li.formatted(1, "Ienpw III", "1605881002", "deferential", "Ienpw III",
                        vote.formatted("deferential", "imperial"), "<p>Minor concern for that last line</p>")
                + li.formatted(2, "Kevan", "1605884602", "", "Kevan", "", "<p>For what it's worth, nice.</p>")
                + li.formatted(3, "Josh", "soon", "against", "Josh", vote.formatted("against", "against"), "")
                + "</ol>";
        ThreadReader.Reading r = ThreadReader.read(html);
        assertThat(r.comments()).extracting(ThreadReader.Comment::author, ThreadReader.Comment::at,
                ThreadReader.Comment::icon, ThreadReader.Comment::status).containsExactly(
                tuple("Ienpw III", Instant.parse("2020-11-20T14:03:22Z"), VoteIcon.DEFERENTIAL,
                        ThreadReader.Status.VOTE),
                tuple("Kevan", Instant.parse("2020-11-20T15:03:22Z"), null, ThreadReader.Status.NO_ICON),
                tuple("Josh", null, null, ThreadReader.Status.UNCERTAIN));
        assertThat(r.comments().get(2).why()).isEqualTo("the comment's time \"soon\" is not a time");
        assertThat(r.comments().get(2).suggested()).isEqualTo(VoteIcon.AGAINST);
    }

    @Test
    void aPagesTextWithAngleBracketsIsStillReadAsText() {
        ThreadReader.Reading r = ThreadReader.read("Kevan:\n\n20-11-2026 14:03:22 UTC\n\nfor if x < 3\n\n<< Home\n");
        assertThat(r.source()).isEqualTo("text");
        assertThat(r.votes()).extracting(VoteThreadParser.ParsedVote::icon).containsExactly(VoteIcon.FOR);
    }

    @Test
    void withoutAnHtmlFlavourTheClipboardsTextIsRead() {
        ThreadReader.Reading r = ThreadReader.readClipboard(null, "Kevan | 2026-11-20T14:03:22Z | FOR");
        assertThat(r.votes()).extracting(VoteThreadParser.ParsedVote::player).containsExactly("Kevan");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            20-11-2026 14:03:22 UTC     | 2026-11-20T14:03:22Z
            03-20-2017 09:37:19 UTC     | 2017-03-20T09:37:19Z
            2026-11-20T14:03:22Z        | 2026-11-20T14:03:22Z
            2026-11-20 14:03 UTC        | 2026-11-20T14:03:00Z
            02 Jul 2006 15:30:42 UTC    | 2006-07-02T15:30:42Z
            July 1, 2006 5:04 PM        | 2006-07-01T17:04:00Z
            """)
    void timesInEveryFormatTheBlogHasUsed(String time, String at) {
        ThreadReader.Reading r = ThreadReader.read("Kevan:\n\n" + time + "\n\nfor\n");
        assertThat(r.comments()).singleElement().satisfies(c -> assertThat(c.at()).isEqualTo(Instant.parse(at)));
    }

    @Test
    void aDayAndMonthBothUnderThirteenWithNothingToDecideIsUncertainNotGuessed() {
        ThreadReader.Comment c = ThreadReader.read("Kevan:\n\n01-07-2006 17:04:18 UTC\n\nfor\n").comments().get(0);
        assertThat(c.status()).isEqualTo(ThreadReader.Status.UNCERTAIN);
        assertThat(c.why()).contains("day-month or month-day");
        ThreadReader.Comment dated = ThreadReader.read("Saturday, July 01, 2006\n\nKevan:\n\n01-07-2006 17:04:18 UTC"
                + "\n\nfor\n").comments().get(0);
        assertThat(dated.at()).isEqualTo(Instant.parse("2006-07-01T17:04:18Z"));
    }
}
