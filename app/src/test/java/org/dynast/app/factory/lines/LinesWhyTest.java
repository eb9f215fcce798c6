package org.dynast.app.factory.lines;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.UUID;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.explain.Explanation;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** "Why?" on a Client's satisfaction in the Machine Lines tab opens its explanation. */
class LinesWhyTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final GameStore store = GameStore.inMemory("lwhy-" + UUID.randomUUID(), clock);
    private final Dynasty works = store.dynasties().found("Overseer", "Works", 190,
            new Terms("Worker", "Workers", "Factory"), "Overseer", LocalDate.of(2026, 11, 1));
    private final FakeDialogs dialogs = new FakeDialogs();
    private final Session session;
    private final LinesViewModel vm;

    LinesWhyTest() {
        for (String name : new String[] {"Kevan", "Amsel", "Bucket", "Clementine"}) {
            store.roster().addPlayer(works.id(), "Overseer", name, false, null);
        }
        store.rulesets().importText(works.id(), "Overseer", DynastyModules.installed().shippedRuleset(190).orElseThrow().text(),
                "ruleset-190", null);
        session = new Session(TaskExecutor.immediate(), store, store.dynasties().get(works.id()));
        vm = new LinesViewModel(session, dialogs, TaskExecutor.immediate(), Messages.load(DynastyModules.installed()));
    }

    @AfterEach
    void close() {
        session.close();
    }

    @Test
    void whyOnAClientsVerdictQuotesClienteleAndAgreesWithTheList() {
        vm.selectedWorkerProperty().set("Kevan");
        String shown = vm.clients().get(0);
        vm.explainClient(0);
        Explanation why = dialogs.explanations.get(0);
        assertThat(why.figure()).endsWith(" with Kevan");
        assertThat(shown).contains(why.value().equals("Satisfied") ? "Satisfied" : "not Satisfied");
        assertThat(why.arithmetic()).last().asString().contains("Wants fulfilled");
        // Ruleset 190, "Clientele": "A Client is Satisfied with a Worker if the Worker is currently fulfilling all of
        // the Client’s Wants."
        assertThat(why.citation().quoted()).isTrue();
        assertThat(why.citation().sentence()).isEqualTo("A Client is Satisfied with a Worker if the Worker is "
                + "currently fulfilling all of the Client’s Wants.");
    }
}
