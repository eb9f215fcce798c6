package org.dynast.model.blogbots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.dynast.model.Refusal;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.TestStores;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Core rules of Ruleset 205, "Victory and Ascension": "If there is at least one pending DoV, BlogNomic is on Hiatus."
 * and "Hiatus": "If BlogNomic is on Hiatus, Dynastic Actions may not be taken (except where the rule defining the
 * action explicitly requires it to be taken during Hiatus)". No BlogBots rule permits an action during Hiatus.
 */
class BlogBotsHiatusTest {

    private final ManualGameClock clock = TestStores.clock();
    private final GameStore store = TestStores.store(clock);
    private final Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
    private final BlogBots bots = BlogBots.in(store);

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void aPendingDovPutsTheWorkshopOnHoldButNotTheEmperorsCorrections() {
        long id = demo.id();
        long cogsworth = store.roster().roster(id).byName("Cogsworth").orElseThrow().id();
        long gearheart = store.roster().roster(id).byName("Gearheart").orElseThrow().id();
        store.matters().post(id, "Ferrous", MatterKind.DOV, "Cogsworth wins", cogsworth, null, "I have won.");
        assertThat(store.matters().hiatusReasons(id)).containsExactly("there is at least one pending DoV");
        int logged = store.log().history(id).size();

        assertThatThrownBy(() -> bots.workshop().weeklyMoney(id, "Ferrous", gearheart))
                .isInstanceOf(Refusal.class)
                .hasMessage("BlogNomic is on Hiatus (there is at least one pending DoV): Dynastic Actions may not be "
                        + "taken.");
        assertThatThrownBy(() -> bots.workshop().setScript(id, "Ferrous", gearheart, "move forward 1"))
                .isInstanceOf(Refusal.class).hasMessageContaining("Hiatus");
        assertThat(store.log().history(id)).hasSize(logged);

        // the emperor's correction of the tracked gamestate is bookkeeping, not a Dynastic Action
        bots.workshop().correct(id, "Ferrous", gearheart, "Money as posted", l -> l.withMoney(5_000));
        assertThat(bots.workshop().operators(id).stream().filter(o -> o.name().equals("Gearheart")).findFirst()
                .orElseThrow().loadout().money()).isEqualTo(5_000);
    }
}
