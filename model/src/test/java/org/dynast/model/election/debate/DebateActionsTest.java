package org.dynast.model.election.debate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.assertj.core.groups.Tuple;
import org.dynast.model.Refusal;
import org.junit.jupiter.api.Test;

/** Ruleset 57, the debates rule: starting, entering, the PMs, the Debate resolution, replies, resolving, penalties. */
class DebateActionsTest {

    static final List<String> CANDIDATES = List.of("Ann", "Bob", "Cid", "Dee", "Eve");
    static final Instant D1 = DebateRules.startDate(1);
    static final Instant T0 = D1.plus(Duration.ofHours(1));

    static Instant at(Instant from, long hours) {
        return from.plus(Duration.ofHours(hours));
    }

    /** Debate 1 started by Ann at T0. */
    static Debate started() {
        return DebateActions.start(Debate.all(), 1, "Ann", "Taxes", CANDIDATES, T0).debate();
    }

    /** Debate 1 with Bob, Cid and Dee entered and their PMs received (Dee's a copy of Bob's). */
    static Debate withEntries() {
        Debate d = started();
        for (String who : List.of("Bob", "Cid", "Dee")) {
            d = DebateActions.enter(d, who, "I will enter.", CANDIDATES, at(T0, 1)).debate();
        }
        d = DebateActions.receive(d, "Bob", "Debate Lower taxes for all", at(T0, 2)).debate();
        d = DebateActions.receive(d, "Cid", "Debate Abolish taxes", at(T0, 3)).debate();
        d = DebateActions.receive(d, "Dee", "Debate Lower taxes for all", at(T0, 4)).debate();
        return d;
    }

    static Debate posted() {
        return DebateActions.postResolution(withEntries(), "Ann", at(T0, 80)).debate();
    }

    // ----------------------------------------------------------------------------------------------------- starting

    @Test
    void aCandidateMayStartADebateAfterItsStartDateAndBecomesItsModerator() {
        // "If the current time is after the start date of a debate and the debate is still Upcoming, … a candidate
        //  may choose to start a debate by making a post to the blog. Upon doing so, the debate in question becomes
        //  Active The post should contain which debate e is moderating and the issue for the debate. The candidate
        //  who made the post is considered the moderator of that debate."
        DebateChange c = DebateActions.start(Debate.all(), 1, "ann", "Taxes", CANDIDATES, T0);
        assertThat(c.debate().state()).isEqualTo(DebateState.ACTIVE);
        assertThat(c.debate().moderator()).isEqualTo("Ann");
        assertThat(c.debate().issue()).isEqualTo("Taxes");
        assertThat(c.debate().postedAt()).isEqualTo(T0);
        assertThat(c.summary()).contains("Debate 1 started by Ann", "venue 25", "entry cost 2", "length 30");
    }

    @Test
    void notAtOrBeforeTheStartDate() {
        // "If the current time is after the start date of a debate" (ruling R57-D1: strictly after the instant)
        assertThat(DebateActions.startBar(Debate.all(), 1, "Ann", CANDIDATES, D1)).get().asString()
                .contains("only after its start date, 8-8-2008 at 00:00:00 GMT");
        assertThat(DebateActions.startBar(Debate.all(), 1, "Ann", CANDIDATES, D1.plusSeconds(1))).isEmpty();
    }

    @Test
    void theVenueCountsTheActiveCandidatesAtTheStart() {
        // "The venue of the debate is equal to number of active candidates at the start of the debate times the five
        //  times of the number of the debate."
        Debate d = DebateActions.start(Debate.all(), 1, "Ann", "Taxes", List.of("Ann", "Bob"), T0).debate();
        assertThat(d.venue()).isEqualTo(2 * 5 * 1);
    }

    @Test
    void allLowerDebatesMustBeActiveOrFinished() {
        // "all debates whose number is less than the debate are Active or Finished"
        Instant late = at(DebateRules.startDate(3), 1);
        assertThat(DebateActions.startBar(Debate.all(), 3, "Ann", CANDIDATES, late)).get().asString()
                .contains("Debate 1 is still Upcoming");
        List<Debate> one = DebateActions.replace(Debate.all(), DebateActions.start(Debate.all(), 1, "Ann", "Taxes", CANDIDATES,
                late).debate());
        assertThat(DebateActions.startBar(one, 3, "Bob", CANDIDATES, late)).get().asString()
                .contains("Debate 2 is still Upcoming");
        List<Debate> two = DebateActions.replace(one, DebateActions.start(one, 2, "Bob", "Roads", CANDIDATES, late).debate());
        assertThat(DebateActions.startBar(two, 3, "Ann", CANDIDATES, late)).isEmpty();
    }

    @Test
    void notTheModeratorOfThePreviousDebate() {
        // "and e did not moderate the debate whose number is one less than the debate in question"
        Instant late = at(DebateRules.startDate(2), 1);
        List<Debate> one = DebateActions.replace(Debate.all(), DebateActions.start(Debate.all(), 1, "Ann", "Taxes", CANDIDATES,
                late).debate());
        assertThatThrownBy(() -> DebateActions.start(one, 2, "Ann", "Roads", CANDIDATES, late))
                .isInstanceOf(Refusal.class).hasMessage("Ann moderated Debate 1, so may not start Debate 2.");
        assertThat(DebateActions.start(one, 2, "Bob", "Roads", CANDIDATES, late).debate().moderator()).isEqualTo("Bob");
    }

    @Test
    void onlyAnUpcomingDebateStartsOnlyByACandidateAndNamesItsIssue() {
        // "and the debate is still Upcoming, … a candidate may choose to start a debate"; "The post should contain
        //  which debate e is moderating and the issue for the debate."
        List<Debate> one = DebateActions.replace(Debate.all(), started());
        assertThat(DebateActions.startBar(one, 1, "Bob", CANDIDATES, T0)).contains("Debate 1 is Active, not Upcoming.");
        assertThat(DebateActions.startBar(Debate.all(), 1, "Thog", CANDIDATES, T0)).get().asString()
                .contains("Thog is not an active Candidate");
        assertThatThrownBy(() -> DebateActions.start(Debate.all(), 1, "Ann", "  ", CANDIDATES, T0))
                .isInstanceOf(Refusal.class).hasMessageContaining("must name the issue");
    }

    // ----------------------------------------------------------------------------------------------------- entering

    @Test
    void enteringNeedsThePhraseAndPaysTheModeratorTheEntryCost() {
        // "Any Candidate wishing to enter the Debate must post a reply to the Debate post with the phrase “I will
        //  enter.” E must then pay the moderator the entry cost, in millions of money, of the debate"
        DebateChange c = DebateActions.enter(started(), "Bob", "Count me in. I will enter.", CANDIDATES, at(T0, 1));
        assertThat(c.debate().entered("Bob")).isTrue();
        assertThat(c.payments()).containsExactly(new Payment("Bob", "Ann", 2, "entry cost of Debate 1"));
        assertThatThrownBy(() -> DebateActions.enter(started(), "Bob", "I might enter", CANDIDATES, at(T0, 1)))
                .isInstanceOf(Refusal.class).hasMessageContaining("must have the phrase \"I will enter.\"");
        assertThatThrownBy(() -> DebateActions.enter(c.debate(), "Bob", "I will enter.", CANDIDATES, at(T0, 2)))
                .isInstanceOf(Refusal.class).hasMessage("Bob has already entered Debate 1.");
    }

    @Test
    void theModeratorMayEnterPayingNoOne() {
        // "Any Candidate wishing to enter the Debate" (ruling R57-D4: the moderator too; paying oneself moves nothing)
        DebateChange c = DebateActions.enter(started(), "Ann", "I will enter.", CANDIDATES, at(T0, 1));
        assertThat(c.debate().entered("Ann")).isTrue();
        assertThat(c.payments()).isEmpty();
    }

    @Test
    void replyAndResponseWithin72HoursOfTheDebatePost() {
        // "The reply and response must both be completed within 72 hours of the Debate post being posted."
        Debate d = DebateActions.enter(started(), "Bob", "I will enter.", CANDIDATES, at(T0, 71)).debate();
        assertThatThrownBy(() -> DebateActions.enter(started(), "Bob", "I will enter.", CANDIDATES, at(T0, 72)))
                .isInstanceOf(Refusal.class).hasMessageContaining("entries closed at 11-8-2008 at 01:00:00 GMT");
        assertThat(DebateActions.receive(d, "Bob", "Debate Yes", at(T0, 72).minusSeconds(1)).debate().responses())
                .hasSize(1);
        assertThatThrownBy(() -> DebateActions.receive(d, "Bob", "Debate Yes", at(T0, 72)))
                .isInstanceOf(Refusal.class).hasMessageContaining("entries closed");
    }

    @Test
    void aResponseIsAPmBeginningWithDebateOfUpToLengthWordsFromAnEntrant() {
        // "The Candidate then must provide the moderator with a response (via PM) containing up to Length number of
        //  words, but not exceeding Length. This pm must begin with the word “Debate” so the moderator can recognize
        //  it as such a response."
        Debate d = DebateActions.enter(started(), "Bob", "I will enter.", CANDIDATES, at(T0, 1)).debate();
        String thirty = "Debate " + "word ".repeat(30);
        String thirtyOne = "Debate " + "word ".repeat(31);
        assertThat(DebateActions.receive(d, "Bob", thirty, at(T0, 2)).debate().responseOf("Bob")).isPresent();
        assertThatThrownBy(() -> DebateActions.receive(d, "Bob", thirtyOne, at(T0, 2))).isInstanceOf(Refusal.class)
                .hasMessageContaining("has 31 words; Debate 1's length is 30");
        assertThatThrownBy(() -> DebateActions.receive(d, "Bob", "My answer", at(T0, 2))).isInstanceOf(Refusal.class)
                .hasMessageContaining("does not begin with the word \"Debate\"");
        assertThatThrownBy(() -> DebateActions.receive(d, "Cid", "Debate Yes", at(T0, 2))).isInstanceOf(Refusal.class)
                .hasMessageContaining("Cid has not entered Debate 1");
        Debate once = DebateActions.receive(d, "Bob", "Debate Yes", at(T0, 2)).debate();
        assertThatThrownBy(() -> DebateActions.receive(once, "Bob", "Debate No", at(T0, 3))).isInstanceOf(Refusal.class)
                .hasMessageContaining("already sent the moderator a response");
    }

    @Test
    void theRecordedResponseIsPrivateAndItsLogTextNamesNoOne() {
        // "provide the moderator with a response (via PM)": private to the moderator
        Debate d = DebateActions.enter(started(), "Bob", "I will enter.", CANDIDATES, at(T0, 1)).debate();
        DebateChange c = DebateActions.receive(d, "Bob", "Debate Secret plan", at(T0, 2));
        assertThat(c.summary()).doesNotContain("Bob", "Secret");
        assertThat(c.debate().publicView().responses()).isEmpty();
        assertThat(c.debate().publicView().toString()).doesNotContain("Secret");
    }

    @Test
    void onlyTheFirstOfTwoIdenticalEntriesIsValid() {
        // "If two candidates send the exact same entry, only the first one is considered to be a valid PM."
        Debate d = withEntries();
        assertThat(d.responses()).extracting(Response::author, Response::valid)
                .containsExactly(Tuple.tuple("Bob", true),
                        Tuple.tuple("Cid", true),
                        Tuple.tuple("Dee", false));
    }

    // ------------------------------------------------------------------------------------------- Debate resolution

    @Test
    void theResolutionIsPostedAfter72AndWithin96HoursByTheModerator() {
        // "After 72 and within 96 hours have passed, the moderator must post a story post with “Debate resolution”
        //  in the title."
        Debate d = withEntries();
        assertThatThrownBy(() -> DebateActions.postResolution(d, "Ann", at(T0, 71))).isInstanceOf(Refusal.class)
                .hasMessageContaining("only after 72 hours have passed");
        assertThatThrownBy(() -> DebateActions.postResolution(d, "Bob", at(T0, 80))).isInstanceOf(Refusal.class)
                .hasMessage("Only Debate 1's moderator, Ann, may post the Debate resolution.");
        assertThat(DebateActions.postResolution(d, "Ann", at(T0, 72)).debate().resolutionPostedAt()).isEqualTo(at(T0, 72));
        assertThatThrownBy(() -> DebateActions.postResolution(d, "Ann", at(T0, 96))).isInstanceOf(Refusal.class)
                .hasMessageContaining("became Finished");
    }

    @Test
    void theResolutionPostNumbersEachValidEntryWithoutItsAuthorOrTheWordDebate() {
        // "the body of the Debate resolution must contain the issue for the debate and a complete copy of the text of
        //  each valid pm he had received, in no particular order, each with an ascending numeric in front starting
        //  with number 1. … The copied text should have the first word “Debate” omitted. In no way should the
        //  Candidate who created each text be revealed in this post."
        Debate d = posted();
        String post = DebateActions.resolutionPost(d);
        assertThat(post).contains("Debate resolution", "Issue: Taxes", "1. Abolish taxes", "2. Lower taxes for all")
                .doesNotContain("Bob", "Cid", "Dee", "Debate Lower", "3.");
        // ruling R57-D7: ordered by text, not by sender nor by when the PMs came
        assertThat(d.entries()).containsExactly("Abolish taxes", "Lower taxes for all");
        assertThat(d.entryAuthors()).containsExactly("Cid", "Bob");
        assertThat(d.publicView().entryAuthors()).isEmpty();
    }

    @Test
    void anyCandidateRepliesOnceWithASingleNumeric() {
        // "Any Candidate, even those choosing not to debate, may reply to the Debate resolution only once. In the text
        //  of their reply they may choose to enter a single numeric once."
        Debate d = posted();
        Debate e = DebateActions.reply(d, "Eve", 1, CANDIDATES, at(T0, 81)).debate();
        assertThat(e.replyOf("Eve")).map(NumericReply::numeric).contains(1);
        assertThatThrownBy(() -> DebateActions.reply(e, "Eve", 2, CANDIDATES, at(T0, 82))).isInstanceOf(Refusal.class)
                .hasMessageContaining("only once");
        assertThatThrownBy(() -> DebateActions.reply(d, "Eve", 3, CANDIDATES, at(T0, 82))).isInstanceOf(Refusal.class)
                .hasMessageContaining("has no numeric 3 (1 to 2)");
        assertThat(DebateActions.reply(d, "Eve", null, CANDIDATES, at(T0, 81)).debate().replyOf("Eve")).isPresent();
        assertThatThrownBy(() -> DebateActions.reply(withEntries(), "Eve", 1, CANDIDATES, at(T0, 50)))
                .isInstanceOf(Refusal.class).hasMessageContaining("no Debate resolution to reply to yet");
    }

    @Test
    void neverANumericInFrontOfAResponseIdenticalToOnesOwn() {
        // "They may only choose a numeric in front of a response that was not identical to their own response."
        Debate d = posted();
        assertThatThrownBy(() -> DebateActions.reply(d, "Bob", 2, CANDIDATES, at(T0, 81))).isInstanceOf(Refusal.class)
                .hasMessageContaining("not identical to their own response");
        // Dee's copy was not valid, but her response is identical to numeric 2 all the same
        assertThatThrownBy(() -> DebateActions.reply(d, "Dee", 2, CANDIDATES, at(T0, 81))).isInstanceOf(Refusal.class);
        assertThat(DebateActions.reply(d, "Dee", 1, CANDIDATES, at(T0, 81)).debate().replyOf("Dee")).isPresent();
        assertThat(DebateActions.reply(d, "Bob", 1, CANDIDATES, at(T0, 81)).debate().replyOf("Bob")).isPresent();
    }

    @Test
    void resolvingAfter48AndWithin96HoursGivesEachAuthorAOverTTimesV() {
        // "After 48 and within 96 hours after the Debate resolution, the moderator must resolves the Debate. … If e
        //  resolves it in the allotted time, the number of numeric replies are tallied. Each Candidate receives
        //  A / T * V supporters, where A is the number of candidates who voted for eir numeric, T is the number of
        //  total candidates for voted for a numeric, and V is the Venue of the debate and the debate becomes
        //  finished."
        Debate d = posted();
        Instant r0 = d.resolutionPostedAt();
        d = DebateActions.reply(d, "Bob", 1, CANDIDATES, at(r0, 1)).debate();
        d = DebateActions.reply(d, "Dee", 1, CANDIDATES, at(r0, 1)).debate();
        d = DebateActions.reply(d, "Eve", 2, CANDIDATES, at(r0, 2)).debate();
        d = DebateActions.reply(d, "Ann", null, CANDIDATES, at(r0, 2)).debate();
        Debate ready = d;
        assertThatThrownBy(() -> DebateActions.resolve(ready, "Ann", at(r0, 47))).isInstanceOf(Refusal.class)
                .hasMessageContaining("only after 48 hours after the Debate resolution");
        assertThatThrownBy(() -> DebateActions.resolve(ready, "Cid", at(r0, 50))).isInstanceOf(Refusal.class)
                .hasMessageContaining("Only Debate 1's moderator");
        DebateChange c = DebateActions.resolve(ready, "Ann", at(r0, 50));
        // venue 5 × 5 × 1 = 25; T = 3; numeric 1 (Cid): 2/3 × 25 = 16; numeric 2 (Bob): 1/3 × 25 = 8
        assertThat(c.supporters()).containsExactly(Map.entry("Bob", 8), Map.entry("Cid", 16));
        assertThat(c.debate().state()).isEqualTo(DebateState.FINISHED);
        assertThat(c.debate().ending()).isEqualTo(Ending.RESOLVED);
        assertThat(c.summary()).contains("3 numeric replies tallied", "Bob +8, Cid +16")
                .doesNotContain("numeric 1", "numeric 2", "Abolish");
        // "Each Candidate receives …": a numeric reply after the tally is refused, the debate being Finished
        assertThatThrownBy(() -> DebateActions.reply(c.debate(), "Cid", 2, CANDIDATES, at(r0, 51)))
                .isInstanceOf(Refusal.class).hasMessage("Debate 1 is Finished.");
    }

    // ---------------------------------------------------------------------------------------------------- penalties

    @Test
    void noResolutionPostWithin96HoursThePenaltyIsTheEntryCostToEachEntrant() {
        // "If e does not do so in the allotted time, e must pay each candidate who entered the debate the entry cost
        //  in millions of money and the debate becomes finished."
        Debate d = withEntries();
        assertThat(DebateActions.state(d, at(T0, 96).minusSeconds(1))).isEqualTo(DebateState.ACTIVE);
        assertThat(DebateActions.state(d, at(T0, 96))).isEqualTo(DebateState.FINISHED);
        assertThatThrownBy(() -> DebateActions.settleMissed(d, at(T0, 95))).isInstanceOf(Refusal.class)
                .hasMessageContaining("missed no window yet");
        DebateChange c = DebateActions.settleMissed(d, at(T0, 100));
        assertThat(c.payments()).extracting(Payment::from, Payment::to, Payment::amount).containsExactly(
                Tuple.tuple("Ann", "Bob", 2),
                Tuple.tuple("Ann", "Cid", 2),
                Tuple.tuple("Ann", "Dee", 2));
        assertThat(c.debate().state()).isEqualTo(DebateState.FINISHED);
        assertThat(c.debate().ending()).isEqualTo(Ending.NO_RESOLUTION_POST);
        assertThat(c.debate().finishedAt()).isEqualTo(at(T0, 96));
    }

    @Test
    void notResolvedWithin96HoursOfTheResolutionThePenaltyIsTwiceTheEntryCost() {
        // "If e does not do so in the allotted time, e must pay each candidate who entered the debate twice the
        //  entry cost in millions of money and the debate becomes finished."
        Debate d = posted();
        Instant r0 = d.resolutionPostedAt();
        assertThatThrownBy(() -> DebateActions.resolve(d, "Ann", at(r0, 96))).isInstanceOf(Refusal.class)
                .hasMessageContaining("became Finished");
        DebateChange c = DebateActions.settleMissed(d, at(r0, 97));
        assertThat(c.payments()).extracting(Payment::amount).containsOnly(4);
        assertThat(c.payments()).hasSize(3);
        assertThat(c.debate().ending()).isEqualTo(Ending.NOT_RESOLVED);
    }

    @Test
    void victoryWaitsForNoActiveDebates() {
        // "provided there are no active debates"
        List<Debate> debates = DebateActions.replace(Debate.all(), withEntries());
        assertThat(DebateActions.noneActive(debates, at(T0, 10))).isFalse();
        assertThat(DebateActions.noneActive(debates, at(T0, 96))).isTrue();
        assertThat(DebateActions.noneActive(Debate.all(), T0)).isTrue();
    }

    @Test
    void theBoardTimesEachWindow() {
        Debate d = posted();
        assertThat(DebateActions.windows(d)).extracting(Deadline::opens, Deadline::closes).containsExactly(
                Tuple.tuple(T0, at(T0, 72)),
                Tuple.tuple(at(T0, 72), at(T0, 96)),
                Tuple.tuple(at(T0, 128), at(T0, 176)));
    }
}
