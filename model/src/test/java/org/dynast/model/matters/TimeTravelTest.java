package org.dynast.model.matters;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.Map;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.roster.IdleReason;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Matters judged as they were at a past moment, and history entered after the fact checked against the state of its
 * time (Ruleset 205, "Votable Matters" and "Idle Operators").
 */
class TimeTravelTest {

    private final ManualGameClock clock = TestStores.clock(); // 2026-11-20 12:00 UTC
    private final GameStore store = TestStores.store(clock);
    private final Dynasty d = TestStores.operatorsDynasty(store);
    private final Map<String, Long> ids = new HashMap<>();

    TimeTravelTest() {
        ids.put("Ferrous", store.roster().roster(d.id()).byName("Ferrous").orElseThrow().id());
        for (String name : new String[] {"Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf"}) {
            ids.put(name, store.roster().addPlayer(d.id(), "Ferrous", name, false, LocalDate.of(2026, 11, 1)).id());
        }
    }

    @AfterEach
    void close() {
        store.close();
    }

    private static Instant at(String instant) {
        return Instant.parse(instant);
    }

    private long propose(String author, String when) {
        return store.matters().post(d.id(), "Ferrous", MatterKind.PROPOSAL, "By " + author + " at " + when,
                ids.get(author), at(when), "").id();
    }

    private void vote(long matter, String who, String when) {
        store.matters().vote(d.id(), "Ferrous", matter, ids.get(who), VoteIcon.FOR, at(when));
    }

    @Test
    void aVerdictAtAPastMomentJudgesTheMattersVotesAndRosterOfThen() {
        long p = propose("Alpha", "2026-11-15T12:00:00Z");
        vote(p, "Bravo", "2026-11-15T13:00:00Z");
        vote(p, "Charlie", "2026-11-15T13:00:00Z");
        vote(p, "Delta", "2026-11-15T13:00:00Z");
        vote(p, "Echo", "2026-11-17T12:00:00Z");
        // "Idle Operators are not counted as Operators": Foxtrot and Golf went Idle on the 16th, entered today
        store.roster().idle(d.id(), "Ferrous", ids.get("Foxtrot"), IdleReason.INACTIVE, at("2026-11-16T12:00:00Z"));
        store.roster().idle(d.id(), "Ferrous", ids.get("Golf"), IdleReason.INACTIVE, at("2026-11-16T12:00:00Z"));
        store.matters().resolve(d.id(), "Ferrous", p, Resolution.ENACT, ids.get("Ferrous"));

        // on the 15th: Pending, the author's implicit FOR and three more, 8 Operators ("half ... plus one": 5)
        Verdict then = store.matters().verdict(d.id(), p, at("2026-11-15T14:00:00Z"));
        assertThat(store.matters().stateAt(d.id(), at("2026-11-15T14:00:00Z")).matter(p).orElseThrow().status())
                .isEqualTo(MatterStatus.PENDING);
        assertThat(then.tally().forVotes()).isEqualTo(4);
        assertThat(then.tally().players()).isEqualTo(8);
        assertThat(then.tally().quorum()).isEqualTo(5);
        // on the 17th: Echo's vote counts, and with two Idle the Quorum of the 6 left is 4
        Verdict later = store.matters().verdict(d.id(), p, at("2026-11-17T13:00:00Z"));
        assertThat(later.tally().forVotes()).isEqualTo(5);
        assertThat(later.tally().quorum()).isEqualTo(4);
        assertThat(store.matters().pendingVerdicts(d.id(), at("2026-11-17T13:00:00Z")))
                .extracting(Verdict::matterId).containsExactly(p);
        // today it is Enacted, and was not there before it was posted
        assertThat(store.matters().pendingVerdicts(d.id(), clock.now())).isEmpty();
        assertThatThrownBy(() -> store.matters().verdict(d.id(), p, at("2026-11-14T12:00:00Z")))
                .isInstanceOf(Refusal.class).hasMessageContaining("had not been posted at 2026-11-14 12:00 UTC");
    }

    @Test
    void anUndoneIdlingIsNotPartOfTheHistory() {
        long p = propose("Alpha", "2026-11-15T12:00:00Z");
        store.roster().idle(d.id(), "Ferrous", ids.get("Golf"), IdleReason.INACTIVE, at("2026-11-16T12:00:00Z"));
        assertThat(store.matters().verdict(d.id(), p, at("2026-11-17T12:00:00Z")).tally().players()).isEqualTo(7);
        store.log().undo(d.id(), "Ferrous");
        assertThat(store.matters().verdict(d.id(), p, at("2026-11-17T12:00:00Z")).tally().players()).isEqualTo(8);
    }

    @Test
    void aProposalEnteredAfterTheFactIsCheckedAgainstThePendingProposalsOfItsTime() {
        // "An Operator may submit a Proposal unless they already have 2 Proposals pending"
        propose("Bravo", "2026-11-20T10:00:00Z");
        propose("Bravo", "2026-11-20T11:00:00Z");
        assertThatThrownBy(() -> propose("Bravo", "2026-11-20T11:30:00Z")).isInstanceOf(Refusal.class)
                .hasMessageContaining("already has 2 Proposals pending");
        // five days earlier neither was posted: real history is entered, not refused
        long earlier = propose("Bravo", "2026-11-15T09:00:00Z");
        assertThat(store.matters().matter(d.id(), earlier).postedAt()).isEqualTo(at("2026-11-15T09:00:00Z"));

        // and two that were pending on the 11th (resolved since) still bar a third dated then
        long first = propose("Charlie", "2026-11-10T09:00:00Z");
        long second = propose("Charlie", "2026-11-10T10:00:00Z");
        clock.set(at("2026-11-12T12:00:00Z"));
        store.matters().resolve(d.id(), "Ferrous", first, Resolution.FAIL, ids.get("Ferrous"));
        store.matters().resolve(d.id(), "Ferrous", second, Resolution.FAIL, ids.get("Ferrous"));
        clock.set(at("2026-11-20T12:00:00Z"));
        assertThatThrownBy(() -> propose("Charlie", "2026-11-11T09:00:00Z")).isInstanceOf(Refusal.class)
                .hasMessageContaining("Charlie already has 2 Proposals pending");
        assertThat(propose("Charlie", "2026-11-13T09:00:00Z")).isPositive();
    }

    @Test
    void aPlayerIdleNowMayHavePostedBeforeTheyWentIdle() {
        store.roster().idle(d.id(), "Ferrous", ids.get("Foxtrot"), IdleReason.INACTIVE, at("2026-11-16T12:00:00Z"));
        assertThatThrownBy(() -> propose("Foxtrot", "2026-11-20T09:00:00Z")).isInstanceOf(Refusal.class)
                .hasMessageContaining("Foxtrot is Idle");
        assertThat(propose("Foxtrot", "2026-11-15T09:00:00Z")).isPositive();
    }

    @Test
    void anIdlingCannotBeDatedBeforeTheyJoinedOrInTheFuture() {
        assertThatThrownBy(() -> store.roster().idle(d.id(), "Ferrous", ids.get("Golf"), IdleReason.INACTIVE,
                at("2026-10-01T00:00:00Z"))).isInstanceOf(Refusal.class)
                .hasMessage("Golf joined on 2026-11-01, after 2026-10-01T00:00:00Z.");
        assertThatThrownBy(() -> store.roster().idle(d.id(), "Ferrous", ids.get("Golf"), IdleReason.INACTIVE,
                at("2026-11-21T00:00:00Z"))).isInstanceOf(Refusal.class).hasMessageContaining("in the future");
    }
}
