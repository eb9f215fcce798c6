package org.dynast.model.blogbots.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.dynast.model.blogbots.tournament.BracketPlanner.Entry;
import org.dynast.model.blogbots.tournament.BracketPlanner.Pairing;
import org.dynast.model.blogbots.tournament.BracketPlanner.TierPlan;
import org.junit.jupiter.api.Test;

/** Winners at War: the Bracket "following where possible the following principles", as a pure function. */
class BracketPlannerTest {

    /** Entries seeded 1..n; {@code banners[i]} is seed i+1's LED Banner name count. */
    private static List<Entry> seeds(int... banners) {
        List<Entry> out = new ArrayList<>();
        for (int i = 0; i < banners.length; i++) {
            out.add(new Entry(100 + i, "S" + (i + 1), i + 1, banners[i]));
        }
        return out;
    }

    private static List<String> names(List<Pairing> bouts) {
        return bouts.stream().map(p -> p.top().name() + " v " + p.bottom().name()).toList();
    }

    @Test
    void tierOneMatchesTheTopSeedsWithTheNonTopSeedsOneVersusN() {
        // "In tier 1 of the Bracket, Bouts should be organised with the top seed Operators (the top n/2 names on the
        // Final Seed List, where n is the number of Operators participating in tier 1) being matched with the
        // non-top-seed Operators" — as 1 v n, 2 v n-1, ...
        TierPlan one = BracketPlanner.tierOne(seeds(0, 0, 0, 0, 0, 0, 0, 0));
        assertThat(names(one.bouts())).containsExactly("S1 v S8", "S2 v S7", "S3 v S6", "S4 v S5");
        assertThat(one.deferred()).isEmpty();
    }

    @Test
    void tierOneIsEveryOperatorWithNoNamesOnTheirLedBannerTheOthersAreDeferred() {
        // "In tier 1 of the Bracket, all Operators with no LED Banner or no names on their LED Banner should
        // participate in a Bout"; tier 2 has those "deferred into tier 2 (due to having populated LED banners ...)"
        TierPlan one = BracketPlanner.tierOne(seeds(2, 0, 0, 1, 0, 0));
        assertThat(names(one.bouts())).containsExactly("S2 v S6", "S3 v S5");
        assertThat(one.deferred()).extracting(Entry::name).containsExactly("S1", "S4");
    }

    @Test
    void anUnevenTierOneDefersTheTopMostSeedIntoTierTwo() {
        // "If there are an uneven or otherwise unmanageable number of Operators in tier 1 then the top-most seeded
        // Operators may be deferred into tier 2"
        TierPlan one = BracketPlanner.tierOne(seeds(0, 0, 0, 0, 0));
        assertThat(one.deferred()).extracting(Entry::name).containsExactly("S1");
        assertThat(names(one.bouts())).containsExactly("S2 v S5", "S3 v S4");
    }

    @Test
    void withFewerThanTwoEmptyBannersTierOneIsOrganisedFromEveryone() {
        // "following where possible": with one empty banner no tier 1 Bout could be held, so everyone is in tier 1
        TierPlan one = BracketPlanner.tierOne(seeds(1, 3, 0, 2));
        assertThat(names(one.bouts())).containsExactly("S1 v S4", "S2 v S3");
    }

    @Test
    void anUnevenTierTwoDefersTheOperatorWithTheMostBannerNamesTopMostSeedBreakingTies() {
        // "If there are an uneven or otherwise unmanageable number of Operators in tier 2 then the Operator with the
        // most names in their LED Banner (using top-most seededness as a tiebreaker) may be deferred into tier 3"
        TierPlan two = BracketPlanner.organise(2, List.of(new Entry(1, "A", 2, 1), new Entry(2, "B", 3, 4),
                new Entry(3, "C", 5, 4)));
        assertThat(two.deferred()).extracting(Entry::name).containsExactly("B");
        assertThat(names(two.bouts())).containsExactly("A v C");
        assertThat(two.elimination()).isNull();
    }

    @Test
    void anUnevenTierThreeHoldsAnEliminationBoutBetweenTheTwoBottomSeedsFirst() {
        // "In any tier after tier 2 (i.e. tier 3 or above), if there are uneven number of Operators in the tier, then
        // before any of the Bouts in that tier take place an elimination bout is held between the two bottom seeded
        // Operators in that tier"
        TierPlan three = BracketPlanner.organise(3, List.of(new Entry(1, "A", 1, 0), new Entry(2, "B", 4, 0),
                new Entry(3, "C", 7, 0)));
        assertThat(three.elimination().top().name()).isEqualTo("B");
        assertThat(three.elimination().bottom().name()).isEqualTo("C");
        // the winner of the elimination takes the bottom place: A v (winner of B v C)
        assertThat(names(three.bouts())).containsExactly("A v B");
        assertThat(three.deferred()).isEmpty();
    }

    @Test
    void tiersProceedUntilAFinalBoutOfTwoOperators() {
        // "Tiers then proceed with winning Operators proceding into further tiers, until a final Bout of 2 Operators
        // is due to take place"
        for (int n = 2; n <= 16; n++) {
            int[] banners = new int[n];
            for (int i = 0; i < n; i++) {
                banners[i] = (i * 7) % 3 == 0 ? 0 : i % 2;
            }
            List<TierPlan> tiers = BracketPlanner.favourites(seeds(banners));
            TierPlan last = tiers.get(tiers.size() - 1);
            assertThat(last.bouts()).as("n=%d", n).hasSize(1);
            // (an elimination Bout may come first in that tier: three Operators in tier 3 or above)
            assertThat(last.deferred()).isEmpty();
            // every Operator fights or is deferred in every tier until they lose: n-1 Bouts eliminate n-1 Operators
            long bouts = tiers.stream().mapToLong(t -> t.bouts().size() + (t.elimination() == null ? 0 : 1)).sum();
            assertThat(bouts).as("n=%d", n).isEqualTo(n - 1);
        }
    }

    @Test
    void eightOperatorsWithoutBannersGiveThreeTiersOfFourTwoAndOneBouts() {
        List<TierPlan> tiers = BracketPlanner.favourites(seeds(0, 0, 0, 0, 0, 0, 0, 0));
        assertThat(tiers).extracting(t -> t.bouts().size()).containsExactly(4, 2, 1);
        assertThat(names(tiers.get(1).bouts())).containsExactly("S1 v S4", "S2 v S3");
    }
}
