package org.dynast.model.election;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.Verdict;
import org.dynast.model.matters.VoteIcon;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Ruleset 57's core rules as its shipped profile reads them, in a Ruleset 57 dynasty (see R57-20). */
class CoreRules57Test {

    private final Fixture f = new Fixture();
    private final long id = f.found();

    @AfterEach
    void close() {
        f.close();
    }

    private long player(String name) {
        return f.store.roster().roster(id).byName(name).orElseThrow().id();
    }

    private long proposal(Duration age) {
        return f.store.matters().post(id, Fixture.ADMIN, MatterKind.PROPOSAL, "Idea", player("Arrow"),
                f.clock.now().minus(age), "").id();
    }

    @Test
    void aRuleset57DynastyRunsTheRuleset57Profile() {
        assertThat(f.store.dynasties().get(id).profileId()).isEqualTo("ruleset-57");
    }

    /**
     * "It has a number of FOR votes that exceed or equal Quorum, has been open for voting for at least 12 hours, and
     * has not been vetoed or self-killed." Quorum "is equal to half the number of Candidates, rounded down, plus one":
     * 5 players (the President Thog counted by the core's roster) make 3.
     */
    @Test
    void quorumOfForVotesAfterTwelveHoursEnacts() {
        long p = proposal(Duration.ofHours(13));
        Instant cast = f.clock.now().minus(Duration.ofHours(12));
        f.store.matters().vote(id, Fixture.ADMIN, p, player("Brigid"), VoteIcon.FOR, cast);
        f.store.matters().vote(id, Fixture.ADMIN, p, player("Cassius"), VoteIcon.FOR, cast);
        Verdict v = f.store.matters().verdict(id, p);
        assertThat(v.tally().quorum()).isEqualTo(3);
        assertThat(v.enactingRoute()).isPresent();
    }

    /** "It has been open for voting for at least 48 hours and has fewer than 2 valid votes" fails it. */
    @Test
    void afterFortyEightHoursFewerThanTwoValidVotesFails() {
        long p = proposal(Duration.ofHours(49));
        Verdict v = f.store.matters().verdict(id, p);
        assertThat(v.tally().validVotes()).isEqualTo(1); // the author's own FOR
        assertThat(v.enactingRoute()).isEmpty();
        assertThat(v.failingRoute()).isPresent();
    }

    /** "The Candidate who proposed it has voted AGAINST it." — a Self-Kill fails it. */
    @Test
    void aSelfKillFails() {
        long p = proposal(Duration.ofHours(1));
        f.store.matters().vote(id, Fixture.ADMIN, p, player("Arrow"), VoteIcon.AGAINST, f.clock.now());
        assertThat(f.store.matters().verdict(id, p).failingRoute()).isPresent();
    }
}
