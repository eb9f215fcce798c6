package org.dynast.model.matters;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * Properties of every shipped profile over random rosters, votes and times: the rules never let a
 * matter be both Enacted and Failed for the same facts, except where they say so.
 */
class VerdictPropertiesTest {

    record Cast(int player, VoteIcon icon, int minutesAfterPosting) {
    }

    @Property(tries = 600)
    void neverBothEnactableAndFailableWhereTheRulesForbidIt(
            @ForAll("rulesets") int ruleset,
            @ForAll @IntRange(min = 1, max = 12) int players,
            @ForAll MatterKind kind,
            @ForAll @IntRange(min = 0, max = 240) int hoursOpen,
            @ForAll("casts") List<Cast> casts,
            @ForAll boolean protectedText,
            @ForAll boolean specifiesChanges,
            @ForAll boolean illegal,
            @ForAll boolean emperor) {
        Scenario s = Scenario.of(ruleset, players).post(1, kind, "Matter", players > 1 ? 2 : 1, hoursOpen)
                .flags(1, protectedText, specifiesChanges, illegal);
        if (!emperor) {
            s.noEmperor();
        }
        for (Cast c : casts) {
            int voter = 1 + c.player() % players;
            VoteIcon icon = c.icon() == VoteIcon.VETO && (voter != 1 || kind != MatterKind.PROPOSAL) ? VoteIcon.AGAINST
                    : c.icon();
            s.vote(1, voter, icon, Math.min(c.minutesAfterPosting(), hoursOpen * 60) / 60.0);
        }
        Verdict v = s.verdict(1);
        // Popular and Unpopular exclude each other, unless an illegal post is Unpopular "regardless"
        if (!illegal) {
            assertThat(v.popular() && v.unpopular()).as(v.explanation()).isFalse();
        }
        // only a CfJ that "specifies neither changes ... nor corrections" may be both Popular and Failed
        if (kind != MatterKind.CFJ || specifiesChanges) {
            assertThat(v.enactable() && v.failable()).as(v.explanation()).isFalse();
        }
        // an Enactable matter is Popular, except a DoV of the 2/3 era, which needs its own threshold
        if (v.enactable() && !(kind == MatterKind.DOV && (ruleset == 205 || ruleset == 217))) {
            assertThat(v.popular()).isTrue();
        }
        // the tally never counts more votes than players
        assertThat(v.tally().validVotes()).isLessThanOrEqualTo(v.tally().players());
    }

    @Provide
    Arbitrary<Integer> rulesets() {
        return Arbitraries.of(168, 190, 205, 217);
    }

    @Provide
    Arbitrary<List<Cast>> casts() {
        Arbitrary<Cast> cast = Combinators.combine(Arbitraries.integers().between(0, 11),
                Arbitraries.of(VoteIcon.class), Arbitraries.integers().between(0, 240 * 60)).as(Cast::new);
        return cast.list().ofMaxSize(20);
    }
}
