package org.dynast.model.roster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.LocalDate;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.VoteIcon;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Rule "Mentors" (Ruleset 205, and the same words in every shipped ruleset): the mentor's side. */
class MentoringServiceTest {

    private final ManualGameClock clock = TestStores.clock(); // 2026-11-20T12:00Z
    private final GameStore store = TestStores.store(clock);
    private final Dynasty dynasty = TestStores.operatorsDynasty(store); // started 2026-11-01
    private final long id = dynasty.id();
    private final MentoringService mentoring = store.mentoring();
    private final Player mentor;
    private final Player mentee;
    private final Mentorship mentorship;

    MentoringServiceTest() {
        RosterService roster = store.roster();
        mentor = roster.addPlayer(id, "Ferrous", "Kevan", false, LocalDate.of(2020, 1, 1));
        roster.setTenured(id, "Ferrous", mentor.id(), true);
        mentee = roster.addPlayer(id, "Ferrous", "Newbie", false, LocalDate.of(2026, 11, 10));
        mentorship = roster.startMentorship(id, "Ferrous", mentor.id(), mentee.id(), LocalDate.of(2026, 11, 10));
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void theMustDoListIsAChecklistWithDatesEachTickLoggedAndUndoable() {
        String must = shipped("A mentor must do the following:");
        assertThat(must).isNotEmpty();
        // "Make pro-active contact with their mentee when appointed, and explain the dynamics of the Mentorship system"
        shipped("Make pro-active contact with their mentee when appointed, and explain the dynamics of the Mentorship "
                + "system");
        mentoring.tick(id, "Kevan", mentorship.id(), MentorDuty.CONTACTED, LocalDate.of(2026, 11, 11));
        mentoring.tick(id, "Kevan", mentorship.id(), MentorDuty.EXPLAINED_SYSTEM, null);
        MentorshipProgress p = only();
        assertThat(p.ticks()).containsEntry(MentorDuty.CONTACTED, LocalDate.of(2026, 11, 11))
                .containsEntry(MentorDuty.EXPLAINED_SYSTEM, clock.today());
        assertThat(p.ticked(MentorDuty.INTRODUCED_PLATFORMS)).isFalse();
        assertThat(store.log().history(id)).last().extracting(e -> e.summary())
                .isEqualTo("Kevan (mentor of Newbie): Explained the Mentorship system on 2026-11-20");

        store.log().undo(id, "Kevan");
        assertThat(only().ticks()).containsOnlyKeys(MentorDuty.CONTACTED);
        store.log().redo(id, "Kevan");
        assertThat(only().ticks()).containsOnlyKeys(MentorDuty.CONTACTED, MentorDuty.EXPLAINED_SYSTEM);

        mentoring.untick(id, "Kevan", mentorship.id(), MentorDuty.CONTACTED);
        assertThat(only().ticks()).containsOnlyKeys(MentorDuty.EXPLAINED_SYSTEM);
        store.log().undo(id, "Kevan");
        assertThat(only().ticks()).containsEntry(MentorDuty.CONTACTED, LocalDate.of(2026, 11, 11));
    }

    @Test
    void eachDutyIsASentenceOfTheRule() {
        for (MentorDuty duty : MentorDuty.values()) {
            assertThat(shipped(duty.keyword())).as(duty.name()).isNotEmpty();
        }
        // "Introduce their mentee to the various platforms of the game, including the wiki, Discord, and end-of-dynasty
        // notifications through the Facebook group or Twitter"
        shipped("Introduce their mentee to the various platforms of the game, including the wiki, Discord, and "
                + "end-of-dynasty notifications through the Facebook group or Twitter");
    }

    @Test
    void aTickBeforeTheMentorshipOrInTheFutureOrTwiceIsRefusedAndChangesNothing() {
        int before = store.log().history(id).size();
        assertThatThrownBy(() -> mentoring.tick(id, "Kevan", mentorship.id(), MentorDuty.CONTACTED,
                LocalDate.of(2026, 11, 9))).isInstanceOf(Refusal.class).hasMessageContaining("began on 2026-11-10");
        assertThatThrownBy(() -> mentoring.tick(id, "Kevan", mentorship.id(), MentorDuty.CONTACTED,
                LocalDate.of(2026, 11, 21))).hasMessageContaining("in the future");
        mentoring.tick(id, "Kevan", mentorship.id(), MentorDuty.CONTACTED, null);
        assertThatThrownBy(() -> mentoring.tick(id, "Kevan", mentorship.id(), MentorDuty.CONTACTED, null))
                .hasMessageContaining("already ticked");
        assertThat(store.log().history(id)).hasSize(before + 1);
    }

    @Test
    void theMentorshipLastsFourWeeksOrUntilTheNextAscensionAddressWhicheverOccursLatest() {
        shipped("The Mentorship lasts for four weeks or until the next Ascension Address, whichever occurs latest.");
        MentorshipProgress p = only();
        assertThat(p.ageDays()).isEqualTo(10);
        assertThat(p.fourWeeksOn()).isEqualTo(LocalDate.of(2026, 12, 8));
        // no Ascension Address since it began: it binds until there is one, four weeks at least
        assertThat(p.nextAscension()).isEmpty();
        assertThat(p.bindingUntil()).isEmpty();
        clock.advance(Duration.ofDays(40));
        assertThat(only().binding()).isTrue();
    }

    @Test
    void anAscensionAddressSinceItBeganEndsItAfterFourWeeksWhicheverIsLater() {
        // a Mentorship carried into a dynasty founded on 2026-11-15 by an Ascension Address
        Dynasty next = store.dynasties().found("Ferrous", "Next", 205, dynasty.terms(), "Ferrous",
                LocalDate.of(2026, 11, 15));
        Player a = store.roster().addPlayer(next.id(), "Ferrous", "Kevan", false, LocalDate.of(2020, 1, 1));
        store.roster().setTenured(next.id(), "Ferrous", a.id(), true);
        Player b = store.roster().addPlayer(next.id(), "Ferrous", "Newbie", false, LocalDate.of(2026, 11, 10));
        store.roster().startMentorship(next.id(), "Ferrous", a.id(), b.id(), LocalDate.of(2026, 11, 10));
        MentorshipProgress p = mentoring.progress(next.id()).get(0);
        assertThat(p.nextAscension()).contains(LocalDate.of(2026, 11, 15));
        assertThat(p.bindingUntil()).contains(LocalDate.of(2026, 12, 8)); // four weeks is later
        assertThat(p.binding()).isTrue();
        clock.advance(Duration.ofDays(18)); // 2026-12-08
        assertThat(mentoring.progress(next.id()).get(0).binding()).isFalse();
    }

    @Test
    void theMenteeAtRiskOfGoingIdleByTheErasSilenceGetsANudgeWarning() {
        // "If possible, give their mentee a nudge if it appears that they are at risk of becoming Idle"
        shipped("If possible, give their mentee a nudge if it appears that they are at risk of becoming Idle");
        // "An Admin may render an Operator Idle if ... that Operator has not posted an entry or comment in the past
        // 168 Hours (7 days)" — the profile's setting
        shipped("has not posted an entry or comment in the past 168 Hours (7 days)");
        assertThat(store.matters().idleAfterSilence(id)).isEqualTo(Duration.ofHours(168));
        store.matters().post(id, "Ferrous", MatterKind.PROPOSAL, "First steps", mentee.id(),
                clock.now().minus(Duration.ofDays(4)), "");
        assertThat(only().nudge()).as("4 days of silence: 3 left").isEmpty();
        clock.advance(Duration.ofHours(25)); // 5 days and an hour: less than 2 days left
        MentorshipProgress.Nudge nudge = only().nudge().orElseThrow();
        assertThat(nudge.silence()).isEqualTo(Duration.ofHours(121));
        assertThat(nudge.limit()).isEqualTo(Duration.ofHours(168));
        assertThat(nudge.overdue()).isFalse();
        clock.advance(Duration.ofDays(2));
        assertThat(only().nudge().orElseThrow().overdue()).isTrue();
        // a vote is a comment: the silence starts again
        long m = store.matters().post(id, "Ferrous", MatterKind.PROPOSAL, "Another", mentor.id(), null, "").id();
        store.matters().vote(id, "Ferrous", m, mentee.id(), VoteIcon.FOR, null);
        assertThat(only().nudge()).isEmpty();
    }

    @Test
    void theWalkthroughsAMenteeFinishedAreShownWithWhen() {
        mentoring.recordWalkthrough(id, "Kevan", mentee.id(), "first-proposal", "Your first Proposal");
        clock.advance(Duration.ofHours(3));
        mentoring.recordWalkthrough(id, "Kevan", mentor.id(), "how-a-dynasty-works", "How a dynasty works");
        assertThat(only().walkthroughs()).singleElement().satisfies(w -> {
            assertThat(w.title()).isEqualTo("Your first Proposal");
            assertThat(w.finishedAt()).isEqualTo(clock.now().minus(Duration.ofHours(3)));
        });
    }

    @Test
    void theChecklistAndWalkthroughsTravelInTheDynastyFile() throws IOException {
        mentoring.tick(id, "Kevan", mentorship.id(), MentorDuty.INTRODUCED_PLATFORMS, LocalDate.of(2026, 11, 12));
        mentoring.recordWalkthrough(id, "Kevan", mentee.id(), "first-proposal", "Your first Proposal");
        StringWriter out = new StringWriter();
        store.exchange().export(id, out);
        assertThat(out.toString()).contains("\"schemaVersion\" : 8", "\"checklist\"", "INTRODUCED_PLATFORMS",
                "\"walkthroughs\"");
        Dynasty copy = store.exchange().importFrom(new StringReader(out.toString()), "x.json", "Ferrous");
        MentorshipProgress p = mentoring.progress(copy.id()).get(0);
        assertThat(p.ticks()).containsEntry(MentorDuty.INTRODUCED_PLATFORMS, LocalDate.of(2026, 11, 12));
        assertThat(p.walkthroughs()).extracting(WalkthroughDone::walkthroughId).containsExactly("first-proposal");
    }

    @Test
    void aSchema6FileWithoutChecklistsStillImports() throws IOException {
        StringWriter out = new StringWriter();
        store.exchange().export(id, out);
        String old = out.toString().replace("\"schemaVersion\" : 8", "\"schemaVersion\" : 6")
                .replaceAll(",\\s*\"checklist\" : \\[ \\]", "").replaceAll(",\\s*\"walkthroughs\" : \\[ \\]", "");
        assertThat(old).doesNotContain("checklist", "walkthroughs");
        Dynasty copy = store.exchange().importFrom(new StringReader(old), "old.json", "Ferrous");
        assertThat(mentoring.progress(copy.id())).singleElement()
                .satisfies(p -> assertThat(p.ticks()).isEmpty());
    }

    /** The sentence, checked to be in the shipped text of Ruleset 205 (model resources). */
    private static String shipped(String sentence) {
        try (InputStream in = MentoringServiceTest.class.getResourceAsStream(
                "/org/dynast/model/blogbots/ruleset-205-bots.txt")) {
            assertThat(in).as("the shipped Ruleset 205").isNotNull();
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            assertThat(text).contains(sentence);
            return sentence;
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    private MentorshipProgress only() {
        return mentoring.progress(id).get(0);
    }
}
