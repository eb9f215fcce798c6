package org.dynast.model.election;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Victory in rule "Candidates", and rule "Landslide Victory". */
class VictoryTest {

    private final Fixture f = new Fixture();
    private final long id = f.found();

    @AfterEach
    void close() {
        f.close();
    }

    private void stats(String name, long supporters, String endorses, long money) {
        f.seed(id, w -> {
            w.setSupporters(name, supporters);
            w.setEndorses(name, endorses);
            w.setMoney(name, money);
        });
    }

    /**
     * "On or after the date 4-10-2008 at 00:00:00 GMT the Candidate with the highest Total Support who is not in debt,
     * provided there are no active debates, has achieved victory."
     */
    @Test
    void onTheFourthOfOctoberTheHighestTotalSupportNotInDebtHasWon() {
        stats("Arrow", 30, "Arrow", -1);
        stats("Brigid", 10, "Brigid", 5);
        stats("Cassius", 8, "Brigid", 5);
        stats("Dorian", 12, "Dorian", 5);
        f.clock.set(VictoryService.ELECTION.minusSeconds(1));
        assertThat(f.engine.victory().standing(id).winner()).isEmpty();
        f.clock.set(VictoryService.ELECTION);
        VictoryService.Standing s = f.engine.victory().standing(id);
        // Arrow has 30 but is In debt; Brigid has 10 + 8
        assertThat(s.winner()).contains("Brigid");
        assertThat(s.totalSupport()).isEqualTo(18);
    }

    /** A tie for the highest Total Support: no one Candidate has "the highest" (see the rulings). */
    @Test
    void aTieForTheHighestIsNoVictory() {
        stats("Arrow", 10, "Arrow", 5);
        stats("Brigid", 10, "Brigid", 5);
        f.clock.set(VictoryService.ELECTION.plus(Duration.ofDays(1)));
        assertThat(f.engine.victory().standing(id).winner()).isEmpty();
        assertThat(f.engine.victory().standing(id).why()).contains("tie");
    }

    /** "Darknight has achieved victory. No Candidates, other than Darknight, may make Declarations of Victory." */
    @Test
    void whileTheRulesetHasLandslideVictoryDarknightHasWon() {
        f.store.rulesets().importText(id, Fixture.ADMIN, ElectionModule.RULESET_57.text(), "r57", null);
        f.clock.set(Instant.parse("2008-08-10T00:00:00Z"));
        VictoryService.Standing s = f.engine.victory().standing(id);
        assertThat(s.landslide()).isTrue();
        assertThat(s.winner()).contains("Darknight");
    }
}
