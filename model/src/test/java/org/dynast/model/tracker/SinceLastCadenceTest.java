package org.dynast.model.tracker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The tracker's "since the last X" cadences, on Ruleset 190's Bots (Appendix of Bots): Sharebot — "Provided they have
 * not already done so since the last Cycle, any Worker may cause Sharebot to perform any action" — counts for each
 * Worker; Cogbot — "If no Worker has done so since the last Cycle, a Worker may turn on Cogbot" — for all of them.
 */
class SinceLastCadenceTest {

    private final ManualGameClock clock = TestStores.clock();
    private final GameStore store = TestStores.store(clock);
    private final TrackerService tracker = TrackerEngine.in(store).tracker();
    private long id;

    @AfterEach
    void close() {
        store.close();
    }

    private void factory() {
        Dynasty d = store.dynasties().found(TestStores.ADMIN, "Widget Works", 190, new Terms("Worker", "Workers",
                "Factory"), TestStores.ADMIN, LocalDate.of(2021, 3, 1), "ruleset-190", List.of(TrackerModule.ID));
        for (String p : List.of("Brendan", "Lemon", "Darknight", "Clucky", "Trapdoor")) {
            store.roster().addPlayer(d.id(), TestStores.ADMIN, p, false, null);
        }
        id = d.id();
        TrackerDefinition def = Templates.load(Templates.BLANK);
        def.columns.add(Column.of("Cogs", ColumnType.INTEGER));
        def.globals.add(Column.of("Cycles", ColumnType.INTEGER));
        def.actions.add(action("Cycle", TrackerAction.Cadence.ANY_TIME, null, TrackerAction.Scope.GLOBAL, "Cycles"));
        def.actions.add(action("Sharebot", TrackerAction.Cadence.SINCE_LAST, "Cycle", TrackerAction.Scope.TAKER,
                "Cogs"));
        def.actions.add(action("Cogbot", TrackerAction.Cadence.ONE_SINCE_LAST, "Cycle", TrackerAction.Scope.TAKER,
                "Cogs"));
        tracker.define(id, TestStores.ADMIN, def);
    }

    private static TrackerAction action(String name, TrackerAction.Cadence cadence, String since,
                                        TrackerAction.Scope scope, String column) {
        TrackerAction a = new TrackerAction();
        a.name = name;
        a.cadence = cadence;
        a.since = since;
        a.scope = scope;
        a.effects.add(new TrackerAction.Effect(column, column.replace(' ', '_') + " + 1"));
        return a;
    }

    @Test
    void sharebotOnceForEachWorkerSinceTheLastCycle() {
        factory();
        assertThat(tracker.cadenceState(id, "Sharebot", "Lemon")).isEqualTo("not until the next Cycle");
        assertThatThrownBy(() -> tracker.take(id, TestStores.ADMIN, "Sharebot", "Lemon")).isInstanceOf(Refusal.class)
                .hasMessageContaining("there has been no Cycle yet");
        tracker.take(id, TestStores.ADMIN, "Cycle", null);
        clock.advance(Duration.ofHours(1));
        tracker.take(id, TestStores.ADMIN, "Sharebot", "Lemon");
        tracker.take(id, TestStores.ADMIN, "Sharebot", "Brendan");
        assertThatThrownBy(() -> tracker.take(id, TestStores.ADMIN, "Sharebot", "Lemon"))
                .hasMessageContaining("Sharebot was taken by Lemon at").hasMessageContaining("after the last Cycle");
        clock.advance(Duration.ofHours(60));
        tracker.take(id, TestStores.ADMIN, "Cycle", null);
        assertThat(tracker.cadenceState(id, "Sharebot", "Lemon")).isEqualTo("may be taken now");
        tracker.take(id, TestStores.ADMIN, "Sharebot", "Lemon");
        assertThat(tracker.table(id).rows().stream().filter(r -> r.name().equals("Lemon")).findFirst().orElseThrow()
                .cell("Cogs")).isEqualTo("2");
    }

    @Test
    void cogbotOnceByAnyWorkerSinceTheLastCycleAndUndoFreesIt() {
        factory();
        tracker.take(id, TestStores.ADMIN, "Cycle", null);
        tracker.take(id, TestStores.ADMIN, "Cogbot", "Darknight");
        assertThatThrownBy(() -> tracker.take(id, TestStores.ADMIN, "Cogbot", "Brendan"))
                .hasMessageContaining("Cogbot was taken at").hasMessageContaining("once by anyone since the last "
                        + "Cycle");
        store.log().undo(id, TestStores.ADMIN);
        tracker.take(id, TestStores.ADMIN, "Cogbot", "Brendan");
    }

    /** The dynasty file carries who took what when by the players' names, so a copy keeps every cadence. */
    @Test
    void aCopyOfTheDynastyKeepsWhoHasTakenWhat() throws IOException {
        factory();
        tracker.take(id, TestStores.ADMIN, "Cycle", null);
        tracker.take(id, TestStores.ADMIN, "Sharebot", "Lemon");
        StringWriter out = new StringWriter();
        store.exchange().export(id, out);
        assertThat(out.toString()).contains("\"sharebot|@Lemon\"").doesNotContain("|#");
        try (GameStore other = TestStores.store(TestStores.clock())) {
            long copy = other.exchange().importFrom(new StringReader(out.toString()), "w.json",
                    TestStores.ADMIN).id();
            TrackerService there = TrackerEngine.in(other).tracker();
            assertThat(there.cadenceState(copy, "Sharebot", "Lemon")).isEqualTo("not until the next Cycle");
            assertThat(there.cadenceState(copy, "Sharebot", "Brendan")).isEqualTo("may be taken now");
        }
    }

    @Test
    void aKindOfTimedPostCanBeTheX() {
        factory();
        TrackerDefinition def = tracker.state(id).definition;
        PostKind dilemma = new PostKind();
        dilemma.name = "Dilemma";
        def.postKinds.add(dilemma);
        def.action("Sharebot").orElseThrow().since = "Dilemma";
        tracker.define(id, TestStores.ADMIN, def);
        TrackerEngine.in(store).posts().post(id, TestStores.ADMIN, "Dilemma", "", null, null);
        tracker.take(id, TestStores.ADMIN, "Sharebot", "Lemon");
        assertThat(tracker.cadenceState(id, "Sharebot", "Lemon")).isEqualTo("not until the next Dilemma");
    }

    @Test
    void aSinceThatNamesNothingIsADefinitionProblem() {
        TrackerDefinition def = Templates.load(Templates.BLANK);
        def.actions.add(action("Sharebot", TrackerAction.Cadence.SINCE_LAST, "Cycel", TrackerAction.Scope.TAKER,
                "Cogs"));
        assertThat(Definitions.problems(def)).extracting(Definitions.Problem::text).contains(
                "actions[0].since: \"since the last\" names an action or a kind of timed post of the tracker, not "
                        + "\"Cycel\"");
    }
}
