package org.dynast.model.matters;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Ruleset 205, "Dormancy": "While BlogNomic is Dormant, this fact is tracked in the sidebar of the blog. If BlogNomic
 * is Dormant, then it is on Hiatus." and "If either criterion is met and BlogNomic is not Dormant, any admin may make
 * BlogNomic Dormant by updating the sidebar to that effect. If neither criterion is met and BlogNomic is Dormant, any
 * admin may remove BlogNomic’s Dormant status by updating the sidebar to that effect."
 */
class DormancyTest {

    private final ManualGameClock clock = TestStores.clock();
    private final GameStore store = TestStores.store(clock);
    private final Dynasty dynasty = TestStores.operatorsDynasty(store);
    private final long id = dynasty.id();
    private final MattersService matters = store.matters();
    private final long josh;

    DormancyTest() {
        store.roster().addPlayer(id, "Ferrous", "Kevan", true, null);
        josh = store.roster().addPlayer(id, "Ferrous", "Josh", false, null).id();
        store.roster().addPlayer(id, "Ferrous", "Clucky", false, null);
        store.roster().addPlayer(id, "Ferrous", "Cardinal", false, null);
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void ifBlogNomicIsDormantThenItIsOnHiatus() {
        assertThat(matters.hiatusReasons(id)).isEmpty();
        Dynasty dormant = matters.setDormant(id, "Ferrous", true);
        assertThat(dormant.dormantSince()).isEqualTo(clock.now());
        assertThat(store.dynasties().get(id).isDormant()).isTrue();
        assertThat(matters.hiatusReasons(id)).containsExactly("BlogNomic is Dormant");
        // "If BlogNomic is on Hiatus, ... Proposals may not be submitted or Resolved."
        assertThatThrownBy(() -> matters.post(id, "Ferrous", MatterKind.PROPOSAL, "Idea", josh, null, ""))
                .isInstanceOf(Refusal.class)
                .hasMessage("BlogNomic is on Hiatus (BlogNomic is Dormant): Proposals may not be submitted or Resolved.");
        assertThat(store.log().history(id).get(store.log().history(id).size() - 1).summary())
                .isEqualTo("Made BlogNomic Dormant");

        // "any admin may remove BlogNomic’s Dormant status by updating the sidebar to that effect"
        clock.advance(Duration.ofDays(2));
        matters.setDormant(id, "Ferrous", false);
        assertThat(matters.hiatusReasons(id)).isEmpty();
        assertThat(matters.post(id, "Ferrous", MatterKind.PROPOSAL, "Idea", josh, null, "").title()).isEqualTo("Idea");
    }

    @Test
    void makingBlogNomicDormantIsUndoneLikeAnyAction() {
        matters.setDormant(id, "Ferrous", true);
        store.log().undo(id, "Ferrous");
        assertThat(store.dynasties().get(id).isDormant()).isFalse();
        assertThat(matters.hiatusReasons(id)).isEmpty();
        store.log().redo(id, "Ferrous");
        assertThat(matters.hiatusReasons(id)).containsExactly("BlogNomic is Dormant");
    }

    @Test
    void aStatusAlreadySetIsRefusedAndNothingIsLogged() {
        assertThatThrownBy(() -> matters.setDormant(id, "Ferrous", false)).isInstanceOf(Refusal.class)
                .hasMessage("BlogNomic is not Dormant.");
        matters.setDormant(id, "Ferrous", true);
        int logged = store.log().history(id).size();
        assertThatThrownBy(() -> matters.setDormant(id, "Ferrous", true)).isInstanceOf(Refusal.class)
                .hasMessageStartingWith("BlogNomic is already Dormant (since ");
        assertThat(store.log().history(id)).hasSize(logged);
    }

    @Test
    void aVerdictAtAPastMomentKnowsWhetherBlogNomicWasDormantThen() {
        Instant before = clock.now();
        VotableMatter p = matters.post(id, "Ferrous", MatterKind.PROPOSAL, "Idea", josh, null, "");
        clock.advance(Duration.ofHours(30));
        Instant dormantFrom = clock.now();
        matters.setDormant(id, "Ferrous", true);
        clock.advance(Duration.ofHours(30));
        Instant during = clock.now();
        clock.advance(Duration.ofHours(30));
        matters.setDormant(id, "Ferrous", false);
        Instant after = clock.now().plusSeconds(60);

        CoreRulesEngine engine = matters.engine(store.dynasties().get(id));
        assertThat(engine.hiatusReasons(matters.stateAt(id, before), before)).isEmpty();
        assertThat(engine.hiatusReasons(matters.stateAt(id, dormantFrom), dormantFrom))
                .containsExactly("BlogNomic is Dormant");
        assertThat(engine.hiatusReasons(matters.stateAt(id, during), during)).containsExactly("BlogNomic is Dormant");
        assertThat(engine.hiatusReasons(matters.stateAt(id, after), after)).isEmpty();
        // "Proposals may not be ... Resolved" while it was Dormant: the verdict of then says so
        assertThat(matters.verdict(id, p.id(), during).enactRoutes().toString())
                .contains("BlogNomic is on Hiatus (BlogNomic is Dormant): Proposals may not be Resolved");
        assertThat(matters.verdict(id, p.id(), after).enactRoutes().toString()).doesNotContain("Dormant");
    }

    @Test
    void theOtherErasHaveNoDormantStatusAnAdminSets() {
        // Ruleset 190 has "If there are fewer than five Workers, BlogNomic is on Hiatus." and no sidebar status
        for (String profile : List.of("ruleset-190", "ruleset-217", "ruleset-168")) {
            assertThat(matters.profiles().stream().filter(s -> s.id().equals(profile)).findFirst().orElseThrow()
                    .profile().hiatus().dormancy()).as(profile).isFalse();
        }
        assertThat(matters.profileOf(dynasty).hiatus().dormancy()).isTrue();
    }
}
