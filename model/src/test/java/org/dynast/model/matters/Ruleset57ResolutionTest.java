package org.dynast.model.matters;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.dynast.model.matters.Ruleset57CoreRulesTest.rule57;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Ruleset 57's Veto and Self-Kill in a real (in-memory) dynasty file judged by the test profile for Ruleset 57: what
 * an Admin may resolve, the status it gets, and undo.
 */
class Ruleset57ResolutionTest {

    private final ManualGameClock clock = TestStores.clock();
    private final GameStore store = TestStores.store(clock);
    private final Dynasty dynasty = TestStores.operatorsDynasty(store);
    private final long id = dynasty.id();
    private final MattersService matters = store.matters();
    private final long thog = dynasty.emperorId();
    private final long kevan;
    private final long josh;
    private final long clucky;

    Ruleset57ResolutionTest() throws IOException {
        kevan = store.roster().addPlayer(id, "Ferrous", "Kevan", true, LocalDate.of(2008, 1, 1)).id();
        josh = store.roster().addPlayer(id, "Ferrous", "Josh", false, LocalDate.of(2008, 1, 1)).id();
        clucky = store.roster().addPlayer(id, "Ferrous", "Clucky", false, LocalDate.of(2008, 1, 1)).id();
        String json;
        try (InputStream in = getClass().getResourceAsStream("profiles/core-rules-57.json")) {
            json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        matters.cloneProfile(id, "Ferrous", "early-era", "ruleset-57-test", "Ruleset 57 (test)");
        matters.updateProfile(id, "Ferrous", "ruleset-57-test", json);
        matters.useProfile(id, "Ferrous", "ruleset-57-test");
    }

    @AfterEach
    void close() {
        store.close();
    }

    private Instant hoursAgo(int h) {
        return clock.now().minus(Duration.ofHours(h));
    }

    @Test
    void aVetoedProposalIsFailedOutOfTurnAndASelfKilledOneOnlyInItsTurn() {
        String veto = rule57("When President Thog votes to VETO a Proposal, any Admin may fail that Proposal from that "
                + "moment on, even if it is not the oldest Pending proposal.");
        long oldest = matters.post(id, "Ferrous", MatterKind.PROPOSAL, "Oldest", kevan, hoursAgo(10), "").id();
        long vetoed = matters.post(id, "Ferrous", MatterKind.PROPOSAL, "Vetoed", josh, hoursAgo(6), "").id();
        long killed = matters.post(id, "Ferrous", MatterKind.PROPOSAL, "Killed", clucky, hoursAgo(5), "").id();
        matters.vote(id, "Ferrous", vetoed, thog, VoteIcon.VETO, hoursAgo(4));
        matters.vote(id, "Ferrous", killed, clucky, VoteIcon.AGAINST, hoursAgo(4));
        // the Self-Kill waits its turn: "The oldest pending Proposal may be failed by any Admin"
        assertThatThrownBy(() -> matters.resolve(id, "Ferrous", killed, Resolution.FAIL, kevan))
                .isInstanceOf(Refusal.class);
        VotableMatter failed = matters.resolve(id, "Ferrous", vetoed, Resolution.FAIL, kevan);
        assertThat(failed.status()).as(veto).isEqualTo(MatterStatus.VETOED);
        assertThat(matters.matter(id, oldest).pending()).isTrue();
        store.log().undo(id, "Ferrous");
        assertThat(matters.matter(id, vetoed).pending()).as("undone").isTrue();
    }
}
