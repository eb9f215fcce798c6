package org.dynast.model.roster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class RosterServiceTest {

    private final ManualGameClock clock = TestStores.clock();
    private final GameStore store = TestStores.store(clock);
    private final Dynasty dynasty = TestStores.operatorsDynasty(store);
    private final RosterService roster = store.roster();
    private final long id = dynasty.id();

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void anAdminAddsAPlayerWhoJoinsTheRosterAndRaisesQuorum() {
        // "an Admin shall add them to the roster in the sidebar, at which moment they become an Operator"
        assertThat(roster.roster(id).quorum()).isEqualTo(1);
        roster.addPlayer(id, "Ferrous", "Kevan", false, null);
        roster.addPlayer(id, "Ferrous", "Josh", true, LocalDate.of(2020, 5, 1));
        Roster now = roster.roster(id);
        assertThat(now.players()).extracting(Player::name).containsExactly("Ferrous", "Josh", "Kevan");
        assertThat(now.byName("Kevan")).get().extracting(Player::joinedOn).isEqualTo(clock.today());
        assertThat(now.byName("josh")).get().extracting(Player::admin).isEqualTo(true);
        assertThat(now.quorum()).isEqualTo(2);
    }

    @Test
    void aBadNameIsRefusedWithTheRuleAndNothingChanges() {
        assertThatThrownBy(() -> roster.addPlayer(id, "Ferrous", "Al", false, null))
                .isInstanceOf(Refusal.class)
                .hasMessageContaining("4 to 30 characters")
                .extracting(e -> ((Refusal) e).rule()).isEqualTo("Names");
        assertThat(roster.roster(id).players()).hasSize(1);
        assertThat(store.log().history(id)).hasSize(1);
    }

    @Test
    void aSecondPlayerWithTheSameNameInAnyCaseIsRefusedInTheDynastysTerms() {
        roster.addPlayer(id, "Ferrous", "Kevan", false, null);
        assertThatThrownBy(() -> roster.addPlayer(id, "Ferrous", "KEVAN", false, null))
                .hasMessage("There is already an Operator named Kevan.");
    }

    @Test
    void termsAreTheDynastysOwnWords() {
        Dynasty factory = store.dynasties().found("Ferrous", "Factory", 190, Terms.of("Worker", "Factory"), null,
                LocalDate.of(2026, 1, 1));
        store.roster().addPlayer(factory.id(), "Ferrous", "Kevan", false, null);
        assertThatThrownBy(() -> store.roster().addPlayer(factory.id(), "Ferrous", "kevan", false, null))
                .hasMessage("There is already a Worker named Kevan.");
    }

    @Test
    void idlePlayersAreNotCountedForQuorum() {
        // "Idle Operators are not counted as Operators."
        Player a = roster.addPlayer(id, "Ferrous", "Alpha", false, null);
        roster.addPlayer(id, "Ferrous", "Bravo", false, null);
        roster.addPlayer(id, "Ferrous", "Charlie", false, null);
        assertThat(roster.roster(id).quorum()).isEqualTo(3);
        roster.idle(id, "Ferrous", a.id(), IdleReason.INACTIVE);
        Roster after = roster.roster(id);
        assertThat(after.quorum()).isEqualTo(2);
        assertThat(after.byId(a.id())).get().extracting(Player::idleSince).isEqualTo(clock.now());
        assertThat(store.log().history(id)).last().extracting(e -> e.summary())
                .isEqualTo("Rendered Alpha Idle (no post in 7 days); Quorum 3 → 2");
    }

    @Test
    void anIdlePlayerCannotBeIdledAgain() {
        Player a = roster.addPlayer(id, "Ferrous", "Alpha", false, null);
        roster.idle(id, "Ferrous", a.id(), IdleReason.INACTIVE);
        assertThatThrownBy(() -> roster.idle(id, "Ferrous", a.id(), IdleReason.REQUESTED))
                .hasMessage("Alpha is already Idle.");
    }

    @Test
    void aPlayerWhoAskedToIdleCannotBeUnidledWithin96Hours() {
        // "An Admin may Unidle an Operator if that Operator is Idle [...] unless the Operator who would be
        // Unidled asked to become (or rendered themselves) Idle within the past 96 hours (4 days)"
        Player a = roster.addPlayer(id, "Ferrous", "Alpha", false, null);
        roster.idle(id, "Ferrous", a.id(), IdleReason.REQUESTED);
        Instant idled = clock.now();
        clock.advance(Duration.ofHours(95));
        String possible = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")
                .withZone(ZoneOffset.UTC).format(idled.plus(Duration.ofHours(96)));
        assertThatThrownBy(() -> roster.unidle(id, "Ferrous", a.id()))
                .isInstanceOf(Refusal.class)
                .hasMessageContaining("Alpha asked to become Idle 95 hours ago")
                .hasMessageContaining("within the past 96 hours (4 days)")
                // written as every other screen writes a moment, not as a raw instant
                .hasMessageEndingWith("Possible from " + possible + ".")
                .extracting(e -> ((Refusal) e).rule()).isEqualTo("Idle Operators");
        clock.advance(Duration.ofHours(1));
        Player back = roster.unidle(id, "Ferrous", a.id());
        assertThat(back.idle()).isFalse();
        assertThat(back.lastUnidled()).isEqualTo(clock.now());
    }

    @Test
    void aPlayerIdledForInactivityCanBeUnidledAtOnce() {
        Player a = roster.addPlayer(id, "Ferrous", "Alpha", false, null);
        roster.idle(id, "Ferrous", a.id(), IdleReason.INACTIVE);
        clock.advance(Duration.ofHours(1));
        assertThat(roster.unidle(id, "Ferrous", a.id()).idle()).isFalse();
    }

    @Test
    void renamingNeedsTheProposalThatApprovesIt() {
        // "An Operator may only change their name as a result of a Proposal approving the change."
        Player a = roster.addPlayer(id, "Ferrous", "Alpha", false, null);
        assertThatThrownBy(() -> roster.renameByProposal(id, "Ferrous", a.id(), "Alfa", " "))
                .hasMessageContaining("only change their name as a result of a Proposal");
        roster.renameByProposal(id, "Ferrous", a.id(), "Alfa", "Proposal: Call me Alfa");
        assertThat(roster.roster(id).byId(a.id())).get().extracting(Player::name).isEqualTo("Alfa");
        assertThat(store.log().history(id)).last().extracting(e -> e.summary())
                .isEqualTo("Renamed Alpha to Alfa by Proposal: Call me Alfa");
    }

    @Test
    void aMentorMustBeTenuredAndAMenteeHasOneMentor() {
        // "the Announcer should select a Tenured Operator and ask them to take that Operator on as a Mentee"
        Player mentor = roster.addPlayer(id, "Ferrous", "Mentor", false, null);
        Player other = roster.addPlayer(id, "Ferrous", "Other", false, null);
        Player mentee = roster.addPlayer(id, "Ferrous", "Newbie", false, null);
        assertThatThrownBy(() -> roster.startMentorship(id, "Ferrous", mentor.id(), mentee.id(), null))
                .hasMessage("Mentor is not Tenured: a Mentor is selected from the Tenured Operators.");
        roster.setTenured(id, "Ferrous", mentor.id(), true);
        roster.setTenured(id, "Ferrous", other.id(), true);
        Mentorship m = roster.startMentorship(id, "Ferrous", mentor.id(), mentee.id(), null);
        assertThat(m.startedOn()).isEqualTo(clock.today());
        assertThatThrownBy(() -> roster.startMentorship(id, "Ferrous", other.id(), mentee.id(), null))
                .hasMessage("Newbie already has Mentor as a Mentor.");
        assertThatThrownBy(() -> roster.startMentorship(id, "Ferrous", other.id(), other.id(), null))
                .hasMessageContaining("not themselves");
        // "An Operator may dissolve a Mentorship they are part of at any time"
        roster.dissolveMentorship(id, "Ferrous", m.id());
        Roster after = roster.roster(id);
        assertThat(after.activeMentorships()).isEmpty();
        assertThat(after.mentorships()).singleElement().extracting(Mentorship::endedOn).isEqualTo(clock.today());
        assertThat(roster.startMentorship(id, "Ferrous", other.id(), mentee.id(), null).active()).isTrue();
    }
}
