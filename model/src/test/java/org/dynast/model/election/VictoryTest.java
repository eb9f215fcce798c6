package org.dynast.model.election;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import org.assertj.core.api.Assertions;
import org.dynast.model.Refusal;
import org.dynast.model.matters.MatterKind;
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

    /**
     * Rule "Landslide Victory": "No Candidates, other than Darknight, may make Declarations of Victory." A DoV by
     * another Candidate is refused with the sentence, nothing posted; Darknight's is posted; once the rule is gone
     * (the latest revision without it) the bar is gone too.
     */
    @Test
    void whileLandslideVictoryIsInForceOnlyDarknightMayMakeADeclarationOfVictory() {
        f.store.roster().addPlayer(id, Fixture.ADMIN, "Darknight", true, LocalDate.of(2008, 8, 1));
        f.clock.set(Instant.parse("2008-08-10T00:00:00Z"));
        long arrow = f.store.roster().roster(id).byName("Arrow").orElseThrow().id();
        long darknight = f.store.roster().roster(id).byName("Darknight").orElseThrow().id();
        f.store.rulesets().importText(id, Fixture.ADMIN, ElectionModule.RULESET_57.text(), "r57", null);
        Assertions.assertThatThrownBy(() -> f.store.matters().post(id, Fixture.ADMIN,
                MatterKind.DOV, "Arrow wins", arrow, null, ""))
                .isInstanceOf(Refusal.class)
                .hasMessageContaining("Arrow may not make a Declaration of Victory")
                .hasMessageContaining("No Candidates, other than Darknight, may make Declarations of Victory.");
        assertThat(f.store.matters().listing(id).matters()).isEmpty();
        // a Proposal by Arrow is no Declaration of Victory (and the refused DoV began no Hiatus)
        f.store.matters().post(id, Fixture.ADMIN, MatterKind.PROPOSAL, "Taxes", arrow, null,
                "");
        f.store.matters().post(id, Fixture.ADMIN, MatterKind.DOV, "Darknight wins",
                darknight, null, "");
        assertThat(f.store.matters().listing(id).matters()).extracting(m -> m.title())
                .containsExactly("Taxes", "Darknight wins");
    }

    /**
     * Rule "Landslide Victory": "When Darknight makes a Declaration of Victory, repeal this rule." Refused before
     * Darknight's DoV; after it, a revision caused by the DoV repeals the rule, and Edit › Undo brings it back.
     */
    @Test
    void darknightsDeclarationOfVictoryLetsTheRuleBeRepealed() {
        f.store.roster().addPlayer(id, Fixture.ADMIN, "Darknight", true, LocalDate.of(2008, 8, 1));
        f.clock.set(Instant.parse("2008-08-10T00:00:00Z"));
        f.store.rulesets().importText(id, Fixture.ADMIN, ElectionModule.RULESET_57.text(), "r57", null);
        Assertions.assertThatThrownBy(() -> f.engine.victory().repealLandslide(id,
                Fixture.ADMIN)).isInstanceOf(Refusal.class)
                .hasMessageContaining("Darknight has made no Declaration of Victory");
        long darknight = f.store.roster().roster(id).byName("Darknight").orElseThrow().id();
        long dov = f.store.matters().post(id, Fixture.ADMIN, MatterKind.DOV,
                "Darknight wins", darknight, null, "").id();
        var repealed = f.engine.victory().repealLandslide(id, Fixture.ADMIN);
        assertThat(repealed.matterId()).isEqualTo(dov);
        assertThat(repealed.summary()).contains("Landslide Victory");
        assertThat(f.engine.victory().landslideInForce(id)).isFalse();
        assertThat(f.engine.victory().standing(id).landslide()).isFalse();
        f.store.log().undo(id, Fixture.ADMIN);
        assertThat(f.engine.victory().landslideInForce(id)).isTrue();
    }

    /** Without the rule "Landslide Victory" in the ruleset, any Candidate may make a DoV (the core's rules alone). */
    @Test
    void withoutLandslideVictoryAnyCandidateMayMakeADeclarationOfVictory() {
        f.clock.set(VictoryService.ELECTION.plus(Duration.ofDays(1)));
        long arrow = f.store.roster().roster(id).byName("Arrow").orElseThrow().id();
        assertThat(f.engine.victory().landslideInForce(id)).isFalse();
        f.store.matters().post(id, Fixture.ADMIN, MatterKind.DOV, "Arrow wins", arrow, null,
                "");
        assertThat(f.store.matters().listing(id).matters()).hasSize(1);
    }
}
