package org.dynast.model.election;

import static org.assertj.core.api.Assertions.assertThat;

import org.dynast.model.module.DynastyModules;
import org.dynast.model.tracker.TrackerModule;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The Election module in a dynasty file: registered for Ruleset 57 on the tracker, with its Candidates' table. */
class ElectionModuleTest {

    private final Fixture f = new Fixture();
    private final long id = f.found();

    @AfterEach
    void close() {
        f.close();
    }

    /** "For the purposes of Dynastic Rules ... the President Thog is not considered a Candidate". */
    @Test
    void aRuleset57DynastyRunsTheTrackerAndTheElectionWithoutThePresidentAsCandidate() {
        assertThat(DynastyModules.installed().all()).extracting(m -> m.id()).contains(ElectionModule.ID);
        assertThat(f.store.dynasties().get(id).modules()).containsExactly(TrackerModule.ID, ElectionModule.ID);
        assertThat(f.engine.books().candidates(id)).extracting(Candidate::name)
                .containsExactlyElementsOf(Fixture.NAMES);
        assertThat(f.engine.debates().anyActive(id)).isFalse();
    }

    /** "New Candidates start with 10 money."; a Candidate endorses themselves until they choose. */
    @Test
    void newCandidatesStartWithTenMoneyAndEndorseThemselves() {
        Candidate arrow = f.candidate(id, "Arrow");
        assertThat(arrow.money()).isEqualTo(10);
        assertThat(arrow.endorses()).isEqualTo("Arrow");
        assertThat(arrow.supporters()).isZero();
        assertThat(arrow.totalSupport()).isZero();
    }
}
