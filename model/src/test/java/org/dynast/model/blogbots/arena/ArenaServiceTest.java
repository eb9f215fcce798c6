package org.dynast.model.blogbots.arena;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.dynast.model.TestStores;
import org.dynast.model.blogbots.BlogBots;
import org.dynast.model.blogbots.bots.Loadout;
import org.dynast.model.blogbots.bots.Readiness;
import org.dynast.model.blogbots.bots.WorkshopService;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Settling a Bout in the dynasty file: the awards and the return to the Workshop, logged and undoable. */
class ArenaServiceTest {

    private final ManualGameClock clock = TestStores.clock();
    private final GameStore store = TestStores.store(clock);
    private final Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void bothOperatorsGainTheAwardAndGoBackToTheWorkshopInOneUndoableAction() {
        // "All Operators who had Bots in the Bout gain ₩1,000, plus ₩500 for each Opponent" and "the Readiness of
        // all Operators to have participated in that Bout are set to Workshop if they are not already at that value"
        WorkshopService workshop = BlogBots.in(store).workshop();
        List<WorkshopService.Operator> operators = workshop.operators(demo.id());
        WorkshopService.Operator a = operators.get(0);
        WorkshopService.Operator b = operators.get(1);
        BoutEngine engine = new BoutEngine(workshop.rules(demo.id()).catalogue());
        BoutResult result = engine.run(Entrant.of(a.loadout().bot(), a.loadout().script(), a.name()),
                Entrant.of(b.loadout().bot(), b.loadout().script(), b.name()), Configuration.standard(), 7);

        BlogBots.in(store).arena().settle(demo.id(), "Ferrous", result, a.playerId(), b.playerId(), false);

        Loadout afterA = workshop.loadout(demo.id(), a.playerId());
        Loadout afterB = workshop.loadout(demo.id(), b.playerId());
        assertThat(afterA.money()).isEqualTo(Math.min(Loadout.MONEY_CAP, a.loadout().money() + 1_500));
        assertThat(afterB.money()).isEqualTo(Math.min(Loadout.MONEY_CAP, b.loadout().money() + 1_500));
        assertThat(afterA.readiness()).isEqualTo(Readiness.WORKSHOP);
        assertThat(afterA.bot().chassis().condition()).isEqualTo(result.bots().get(0).chassis().condition());
        assertThat(store.log().nextUndo(demo.id()).orElseThrow().summary()).startsWith("Settled the Bout ");

        store.log().undo(demo.id(), "Ferrous");
        assertThat(workshop.loadout(demo.id(), a.playerId())).isEqualTo(a.loadout());
        assertThat(workshop.loadout(demo.id(), b.playerId())).isEqualTo(b.loadout());
    }

    @Test
    void theWinnersRedMistIsPaidFromTheWorkshopRecordAndEveryParticipantsRedMistIsSetToZero() {
        // Red Mist: "When a Bout concludes, the Winner gains additional Money equal to one hundred times their own Red
        // Mist ... then, the Red Mist of all participants in that Bout is set to zero."
        WorkshopService workshop = BlogBots.in(store).workshop();
        List<WorkshopService.Operator> operators = workshop.operators(demo.id());
        WorkshopService.Operator a = operators.get(0);
        WorkshopService.Operator b = operators.get(1);
        workshop.correct(demo.id(), "Ferrous", a.playerId(), "Red Mist", l -> l.withRedMist(3).withMoney(1_000));
        workshop.correct(demo.id(), "Ferrous", b.playerId(), "Red Mist", l -> l.withRedMist(2).withMoney(1_000));
        BoutEngine engine = new BoutEngine(workshop.rules(demo.id()).catalogue());
        BoutResult result = engine.run(Entrant.of(a.loadout().bot(), a.loadout().script(), a.name()),
                Entrant.of(b.loadout().bot(), b.loadout().script(), b.name()), Configuration.standard(), 7);
        int winner = result.winner();
        assertThat(winner).isBetween(0, 1);

        BlogBots.in(store).arena().settle(demo.id(), "Ferrous", result, a.playerId(), b.playerId(), false);

        Loadout afterA = workshop.loadout(demo.id(), a.playerId());
        Loadout afterB = workshop.loadout(demo.id(), b.playerId());
        assertThat(afterA.redMist()).isZero();
        assertThat(afterB.redMist()).isZero();
        assertThat(afterA.money()).isEqualTo(1_000 + 1_500 + (winner == 0 ? 300 : 0));
        assertThat(afterB.money()).isEqualTo(1_000 + 1_500 + (winner == 1 ? 200 : 0));
    }
}
