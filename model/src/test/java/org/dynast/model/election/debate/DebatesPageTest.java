package org.dynast.model.election.debate;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The players' page's Debates section: public facts only. */
class DebatesPageTest {

    @Test
    void thePageShowsTheDebatesButNoPmAndNoAuthorBehindANumeric() {
        // "provide the moderator with a response (via PM)"; "In no way should the Candidate who created each text be
        //  revealed in this post." (ruling R57-D10)
        Debate entered = DebateActionsTest.withEntries();
        String before = DebatesPage.section(DebateActions.replace(Debate.all(), entered),
                DebateActionsTest.at(DebateActionsTest.T0, 10));
        assertThat(before).contains("== Debates ==", "| 1 || Active", "Ann", "Taxes", "Bob, Cid, Dee")
                .doesNotContain("Lower taxes", "Abolish");

        Debate posted = DebateActionsTest.posted();
        posted = DebateActions.reply(posted, "Eve", 1, DebateActionsTest.CANDIDATES,
                posted.resolutionPostedAt().plus(Duration.ofHours(1))).debate();
        String after = DebatesPage.section(List.of(posted), posted.resolutionPostedAt().plus(Duration.ofHours(2)));
        assertThat(after).contains("=== Debate 1 resolution ===", "# Abolish taxes (1 reply)",
                "# Lower taxes for all (0 replies)");
        // no line pairs an entry with the Candidate who wrote it
        for (String line : after.split("\n")) {
            if (line.contains("Abolish")) {
                assertThat(line).doesNotContain("Cid");
            }
            if (line.contains("Lower taxes")) {
                assertThat(line).doesNotContain("Bob", "Dee");
            }
        }
    }
}
