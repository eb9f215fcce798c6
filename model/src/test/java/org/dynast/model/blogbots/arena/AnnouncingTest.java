package org.dynast.model.blogbots.arena;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.dynast.model.blogbots.arena.Announcing.Candidate;
import org.junit.jupiter.api.Test;

/** The Selection Criteria of the rule "Bouts", as the pure draw behind an Announcement. */
class AnnouncingTest {

    private static Candidate op(long id, int count, boolean ready) {
        return new Candidate(id, "Op" + id, count, ready);
    }

    private static Map<Long, Integer> counts(List<Candidate> all) {
        Map<Long, Integer> m = new HashMap<>();
        all.forEach(c -> m.put(c.playerId(), c.boutCount()));
        return m;
    }

    @Test
    void anOperatorWithAHigherBoutCountThanAnyOtherMayNotBeSelected() {
        // "If an Operator has a higher Bout Count than any other Operator, they may not be selected by the Announcer"
        List<Candidate> all = List.of(op(1, 3, true), op(2, 1, true), op(3, 1, true));
        for (long seed = 0; seed < 200; seed++) {
            List<Announcing.Drawn> d = Announcing.draw(all, List.of(), 1, seed);
            assertThat(List.of(d.get(0).first().playerId(), d.get(0).second().playerId())).containsExactlyInAnyOrder(2L,
                    3L);
        }
    }

    @Test
    void exceptIfThereAreNoOtherAvailableOperatorsToSelect() {
        // "... except if there are no other available Operators to select."
        List<Candidate> all = List.of(op(1, 3, true), op(2, 1, true), op(3, 0, false));
        Announcing.Drawn d = Announcing.draw(all, List.of(), 1, 42).get(0);
        assertThat(d.first().playerId()).isEqualTo(2L);
        assertThat(d.second().playerId()).isEqualTo(1L);
    }

    @Test
    void aTieAtTheTopExcludesNobody() {
        // ruling: "higher ... than any other Operator" is strictly higher than every other Operator's Bout Count
        List<Candidate> all = List.of(op(1, 2, true), op(2, 2, true));
        assertThat(Announcing.eligible(all, counts(all))).hasSize(2);
    }

    @Test
    void anOperatorWhoseReadinessIsNotReadyIsNeverSelected() {
        // "If an Operator has a Readiness that is not Ready, it may not be selected by the Announcer."
        List<Candidate> all = List.of(op(1, 0, true), op(2, 0, false), op(3, 0, true), op(4, 0, false));
        for (long seed = 0; seed < 100; seed++) {
            Announcing.Drawn d = Announcing.draw(all, List.of(), 3, seed).get(0);
            assertThat(List.of(d.first().playerId(), d.second().playerId())).containsExactlyInAnyOrder(1L, 3L);
            assertThat(Announcing.draw(all, List.of(), 3, seed)).hasSize(1);
        }
    }

    @Test
    void theWeightingIsTheHighestEligibleBoutCountMinusTheOperatorsPlusOne() {
        // "for each eligible Operator, subtract the current Bout Count for that Operator from the highest Bout Count of
        // all eligible Operators then add 1 to get the weighting that the random selection will use"
        List<Candidate> all = List.of(op(1, 0, true), op(2, 2, true), op(3, 1, true));
        assertThat(Announcing.weights(all, counts(all))).containsExactly(3, 1, 2);
    }

    @Test
    void theSelectionIsWeightedTowardsOperatorsWithASmallerBoutCount() {
        // "The random selection of eligible Operators is weighted towards Operators with a smaller Bout Count"
        // Op3 (count 4) is excluded as the highest; of Op1 (0) and Op2 (2): weights 3 and 1.
        List<Candidate> all = List.of(op(1, 0, true), op(2, 2, true), op(3, 4, true));
        Random random = new Random(5);
        int ones = 0;
        for (int i = 0; i < 4000; i++) {
            if (Announcing.pick(all, counts(all), random).playerId() == 1) {
                ones++;
            }
        }
        assertThat(ones).isBetween(2800, 3200);
    }

    @Test
    void anAnnouncementReDerivesExactlyFromItsSeed() {
        // All randomness flows from one recorded seed: selection, Configuration and the Bout's own seed.
        List<Candidate> all = List.of(op(1, 0, true), op(2, 1, true), op(3, 0, true), op(4, 2, true), op(5, 0, true));
        assertThat(Announcing.draw(all, List.of(), 2, 77)).isEqualTo(Announcing.draw(all, List.of(), 2, 77));
    }

    @Test
    void eachOperatorIsInAtMostOneBoutOfAnAnnouncement() {
        // "At any time, each Operator may be engaged in at most one Bout."
        List<Candidate> all = List.of(op(1, 0, true), op(2, 0, true), op(3, 0, true), op(4, 0, true), op(5, 0, true));
        List<Announcing.Drawn> d = Announcing.draw(all, List.of(), 5, 9);
        assertThat(d).hasSize(2);
        assertThat(d.stream().flatMap(x -> Stream.of(x.first().playerId(), x.second().playerId()))
                .distinct().count()).isEqualTo(4);
    }
}
