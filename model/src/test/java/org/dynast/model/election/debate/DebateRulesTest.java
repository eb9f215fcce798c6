package org.dynast.model.election.debate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import org.dynast.model.Refusal;
import org.junit.jupiter.api.Test;

/** Ruleset 57, the debates rule: the formulas, the start dates and the PM's form. */
class DebateRulesTest {

    @Test
    void thereAreEightDebatesNumberedOneToEightAllStartingUpcoming() {
        // "Prior to the Election, there are eight debates … Debates are numbered in order of their occurrence,
        //  starting at 1 and ending at eight. Debates are either Upcoming, Active or Finished. All Debates start as
        //  Upcoming."
        assertThat(Debate.all()).extracting(Debate::number).containsExactly(1, 2, 3, 4, 5, 6, 7, 8);
        assertThat(Debate.all()).extracting(Debate::state).containsOnly(DebateState.UPCOMING);
        assertThatThrownBy(() -> DebateRules.length(9)).isInstanceOf(Refusal.class)
                .hasMessageContaining("There is no Debate 9");
        assertThatThrownBy(() -> DebateRules.entryCost(0)).isInstanceOf(Refusal.class);
    }

    @Test
    void lengthIsThirtyTimesTheNumber() {
        // "The length of a debate is equal to 30 times the number of the debate."
        assertThat(DebateRules.length(1)).isEqualTo(30);
        assertThat(DebateRules.length(8)).isEqualTo(240);
    }

    @Test
    void venueIsActiveCandidatesAtTheStartTimesFiveTimesTheNumber() {
        // "The venue of the debate is equal to number of active candidates at the start of the debate times the five
        //  times of the number of the debate." (ruling R57-D2)
        assertThat(DebateRules.venue(1, 6)).isEqualTo(30);
        assertThat(DebateRules.venue(3, 7)).isEqualTo(105);
    }

    @Test
    void entryCostIsTwiceTheNumber() {
        // "The entry cost is equal to twice the number of the debate."
        assertThat(DebateRules.entryCost(1)).isEqualTo(2);
        assertThat(DebateRules.entryCost(8)).isEqualTo(16);
    }

    @Test
    void startDatesAreTheRulesList() {
        // "Debate 1: Start Date: 8-8-2008 at 00:00:00 GMT. Debate 2: Start Date: 15-8-2008 at 00:00:00 GMT. Debate 3:
        //  Start Date: 23-8-2008 … Debate 8: Start Date: 27-9-2008 at 00:00:00 GMT."
        assertThat(DebateRules.startDate(1)).isEqualTo(Instant.parse("2008-08-08T00:00:00Z"));
        assertThat(DebateRules.startDate(2)).isEqualTo(Instant.parse("2008-08-15T00:00:00Z"));
        assertThat(DebateRules.startDate(3)).isEqualTo(Instant.parse("2008-08-23T00:00:00Z"));
        assertThat(DebateRules.startDate(4)).isEqualTo(Instant.parse("2008-08-30T00:00:00Z"));
        assertThat(DebateRules.startDate(5)).isEqualTo(Instant.parse("2008-09-06T00:00:00Z"));
        assertThat(DebateRules.startDate(6)).isEqualTo(Instant.parse("2008-09-13T00:00:00Z"));
        assertThat(DebateRules.startDate(7)).isEqualTo(Instant.parse("2008-09-20T00:00:00Z"));
        assertThat(DebateRules.startDate(8)).isEqualTo(Instant.parse("2008-09-27T00:00:00Z"));
    }

    @Test
    void aResponseBeginsWithTheWordDebateWhichIsOmittedFromTheCopy() {
        // "This pm must begin with the word “Debate” so the moderator can recognize it as such a response." and
        // "The copied text should have the first word “Debate” omitted." (ruling R57-D5)
        assertThat(DebateRules.responseOf("Debate Taxes are theft.")).contains("Taxes are theft.");
        assertThat(DebateRules.responseOf("debate: Taxes are theft.")).contains("Taxes are theft.");
        assertThat(DebateRules.responseOf("Taxes are theft. Debate")).isEmpty();
        assertThat(DebateRules.responseOf("Debates are fun")).isEmpty();
    }

    @Test
    void wordsAreRunsOfNonSpaceCharacters() {
        // "containing up to Length number of words, but not exceeding Length" (ruling R57-D5)
        assertThat(DebateRules.words("  Taxes   are\ntheft. ")).isEqualTo(3);
        assertThat(DebateRules.words("")).isZero();
    }

    @Test
    void eachCandidateReceivesAOverTTimesVRoundedDown() {
        // "Each Candidate receives A / T * V supporters, where A is the number of candidates who voted for eir
        //  numeric, T is the number of total candidates for voted for a numeric, and V is the Venue of the debate"
        //  (ruling R57-D9: rounded down, nothing when T is 0)
        assertThat(DebateRules.supporters(2, 4, 30)).isEqualTo(15);
        assertThat(DebateRules.supporters(1, 3, 40)).isEqualTo(13);
        assertThat(DebateRules.supporters(0, 3, 40)).isZero();
        assertThat(DebateRules.supporters(0, 0, 40)).isZero();
    }

    @Test
    void aReplyEntersASingleNumericOnce() {
        // "In the text of their reply they may choose to enter a single numeric once." (ruling R57-D14)
        assertThat(DebateRules.numericOf("I vote for 2, clearly the best.")).contains(2);
        assertThat(DebateRules.numericOf("None of them convinced me.")).isEmpty();
        assertThatThrownBy(() -> DebateRules.numericOf("2 or 3")).isInstanceOf(Refusal.class)
                .hasMessageContaining("enters 2 numerics (2, 3)");
        assertThatThrownBy(() -> DebateRules.numericOf("2! Yes, 2.")).isInstanceOf(Refusal.class)
                .hasMessageContaining("a single numeric once");
    }
}
