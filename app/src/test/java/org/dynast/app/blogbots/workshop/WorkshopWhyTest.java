package org.dynast.app.blogbots.workshop;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.UUID;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.explain.Explanation;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** "Why?" on the Workshop's figures (Shove Power, Defunct) opens their explanation. */
class WorkshopWhyTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final GameStore store = GameStore.inMemory("wwhy-" + UUID.randomUUID(), clock);
    private final Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
    private final FakeDialogs dialogs = new FakeDialogs();
    private final Session session = new Session(TaskExecutor.immediate(), store, demo);
    private final WorkshopViewModel vm = new WorkshopViewModel(session, dialogs, TaskExecutor.immediate(),
            Messages.load(DynastyModules.installed()));

    @AfterEach
    void close() {
        session.close();
    }

    @Test
    void whyOnShovePowerWorksOutTheFigureTheTabShows() {
        vm.operatorProperty().set("Brass_Monkey");
        vm.explainShovePower();
        Explanation why = dialogs.explanations.get(0);
        assertThat(why.figure()).isEqualTo("Shove Power of Clanky");
        assertThat(vm.figuresProperty().get()).startsWith("Shove Power " + why.value() + " ");
        assertThat(why.arithmetic()).last().asString().contains("= " + why.value());
        // "where Shove Power is Effective Power Output minus 50% of the consumption of the chassis and every system"
        assertThat(why.citation().sentence()).contains("Shove Power is Effective Power Output minus 50% of the "
                + "consumption of the chassis and every system on the bot");
    }

    @Test
    void whyOnTheGaugeSaysWhetherTheBotIsDefunct() {
        vm.operatorProperty().set("O'Malley"); // the demo's Defunct Bot: an Engine at 0%
        assertThat(vm.defunctProperty().get()).isTrue();
        vm.explainDefunct();
        Explanation why = dialogs.explanations.get(0);
        assertThat(why.value()).isEqualTo("Defunct");
        assertThat(why.arithmetic()).last().asString().contains(" > 0: the combined Consumption exceeds");
        assertThat(why.citation().sentence()).endsWith("the Bot is considered to be Defunct.");
        vm.operatorProperty().set("Brass_Monkey");
        vm.explainDefunct();
        assertThat(dialogs.explanations.get(1).value()).isEqualTo("Not Defunct");
        assertThat(dialogs.explanations.get(1).arithmetic()).last().asString().startsWith("285 ≤ 495");
    }
}
