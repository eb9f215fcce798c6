package org.dynast.model.module;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.blogbots.BlogBots;
import org.dynast.model.blogbots.BlogBotsModule;
import org.dynast.model.blogbots.bots.WorkshopService;
import org.dynast.model.districts.DistrictsModule;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.factory.Chooser;
import org.dynast.model.factory.FactoryEngine;
import org.dynast.model.factory.FactoryModule;
import org.dynast.model.factory.FactoryService;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.dynast.model.tracker.TrackerModule;
import org.dynast.model.wizards.WizardsModule;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The registry of dynasty modules, and the gate: a module's actions are refused in a dynasty that does not run it,
 * in words that name the module, writing nothing, until the emperor switches the module on.
 */
class ModuleGateTest {

    private static final String EMPEROR = TestStores.ADMIN;
    private static final String BLOGBOTS_TITLE = "BlogBots — workshop, arena, Bouts and Tournament (Ruleset 205)";
    private static final String FACTORY_TITLE = "Factory — machine Lines, Clients and the Cycle (Ruleset 190)";

    private final ManualGameClock clock = TestStores.clock();
    private final GameStore store = TestStores.store(clock);
    private final WorkshopService workshop = BlogBots.in(store).workshop();
    private final FactoryService factory = FactoryEngine.in(store).factory();

    /** A Ruleset 217 dynasty whose emperor chose to run no module (the default for 217 is the generic tracker). */
    private final Dynasty later = store.dynasties().found(EMPEROR, "Cards and Fates", 217,
            new Terms("Player", "Players", "Emperor"), EMPEROR, LocalDate.of(2026, 11, 1), "ruleset-217", List.of());
    private final long id = later.id();
    private final long kevan = store.roster().addPlayer(id, EMPEROR, "Kevan", false, null).id();
    // enough Districts that BlogNomic is not on Hiatus (Ruleset 217's core rules: fewer than four Players is Hiatus,
    // the emperor not counted: "For the purposes of dynastic and Special Case rules, the City is not a District"),
    // so what refuses an action here is the module gate alone
    {
        for (String name : List.of("Amsel", "Bucket", "Clementine")) {
            store.roster().addPlayer(id, EMPEROR, name, false, null);
        }
    }

    @AfterEach
    void close() {
        store.close();
    }

    // ------------------------------------------------------------------------------------------ the registry

    @Test
    void theShippedRegistryHasBlogBotsAndTheFactoryWithTheirRulesets() {
        DynastyModules installed = DynastyModules.installed();
        // whatever else is installed (the list grows with every module; a build may leave some out)
        assertThat(installed.all()).extracting(DynastyModule::id).contains(BlogBotsModule.ID, FactoryModule.ID,
                TrackerModule.ID).doesNotHaveDuplicates();
        assertThat(installed.find(BlogBotsModule.ID)).hasValueSatisfying(m -> {
            assertThat(m.rulesets()).isEqualTo(Set.of(205));
            assertThat(m.title()).isEqualTo(BLOGBOTS_TITLE);
        });
        assertThat(installed.find(FactoryModule.ID)).hasValueSatisfying(m -> {
            assertThat(m.rulesets()).isEqualTo(Set.of(190));
            assertThat(m.title()).isEqualTo(FACTORY_TITLE);
        });
        assertThat(installed.defaultsFor(205)).containsExactly(BlogBotsModule.ID);
        assertThat(installed.defaultsFor(190)).containsExactly(FactoryModule.ID);
        // the generic tracker runs by default for Rulesets 168 and 217, each on its template; Ruleset 217's Districts
        // stand on it
        assertThat(installed.defaultsFor(168)).containsExactly(TrackerModule.ID,
                WizardsModule.ID);
        assertThat(installed.defaultsFor(217)).containsExactly(TrackerModule.ID,
                DistrictsModule.ID);
        assertThat(installed.unknown(List.of("blogbots", "nope", "factory"))).containsExactly("nope");
    }

    /** The registry is passed in (issue 34): a store opened on a subset has those modules and no other. */
    @Test
    void aStoreOpenedOnASubsetOfTheModulesHasThoseAlone() {
        DynastyModules two = new DynastyModules(List.of(new BlogBotsModule(), new TrackerModule()));
        try (GameStore subset = TestStores.store(clock, two)) {
            assertThat(subset.modules()).isSameAs(two);
            assertThat(subset.engines()).extracting(e -> e.module().id()).containsExactly(BlogBotsModule.ID,
                    TrackerModule.ID);
            assertThat(subset.modules().defaultsFor(190)).isEmpty();
            assertThat(subset.modules().shippedRulesets()).extracting(r -> r.number()).containsExactly(205);
            Refusal founding = refusal(() -> subset.dynasties().found(EMPEROR, "Works", 205,
                    new Terms("Operator", "Operators", "Announcer"), EMPEROR, LocalDate.of(2026, 11, 1), "ruleset-205",
                    List.of(FactoryModule.ID)));
            assertThat(founding.getMessage()).isEqualTo("This Dynast has no dynasty module factory; it has blogbots, "
                    + "tracker.");
        }
    }

    @Test
    void aRuleset217DynastyMayRunNoModule() {
        assertThat(later.modules()).isEmpty();
        assertThat(store.dynasties().get(id).modules()).isEmpty();
        assertThat(later.runs(BlogBotsModule.ID)).isFalse();
        assertThat(later.runs(FactoryModule.ID)).isFalse();
    }

    // ------------------------------------------------------------------------------------------ the gate

    @Test
    void aDynastyThatRunsNoModuleRefusesTheWeeklyMoneyGrantAndAScriptNamingBlogBotsAndWritesNothing() {
        String file = export(id);
        int logged = store.log().history(id).size();

        // "As a Weekly Communal Action, any Operator or Announcer may increase all Operator's Money by 3,000."
        Refusal grant = refusal(() -> workshop.weeklyMoney(id, EMPEROR, kevan));
        assertThat(grant.rule()).isEqualTo("Dynasty modules");
        assertThat(grant.getMessage()).isEqualTo("Cards and Fates does not run " + BLOGBOTS_TITLE
                + "; its rules and gamestate belong to the dynasties that do.");
        Refusal script = refusal(() -> workshop.setScript(id, EMPEROR, kevan, "move forward 1"));
        assertThat(script.rule()).isEqualTo("Dynasty modules");
        assertThat(script.getMessage()).contains("does not run " + BLOGBOTS_TITLE);

        assertThat(export(id)).as("the dynasty's file").isEqualTo(file);
        assertThat(store.log().history(id)).as("the log").hasSize(logged);
        assertThat(store.cooldowns().history(id)).as("the Weekly Communal Action's take").isEmpty();
        assertThat(workshop.loadout(id, kevan).script()).isEmpty();
    }

    @Test
    void aFactoryActionIsRefusedInTheRuleset217DynastyAndWritesNothing() {
        String file = export(id);
        int logged = store.log().history(id).size();

        // the factory's own check answers first, in the gate's words: the floor belongs to the dynasties running it
        assertThatThrownBy(() -> factory.clockOut(id, EMPEROR, "Kevan")).isInstanceOf(Refusal.class)
                .hasMessage("Cards and Fates does not run Factory — machine Lines, Clients and the Cycle (Ruleset 190); "
                        + "its rules and gamestate belong to the dynasties that do.");
        assertThatThrownBy(() -> factory.addMachine(id, EMPEROR, "Kevan", "Spin", 0, Chooser.NONE))
                .isInstanceOf(Refusal.class).hasMessageContaining("does not run Factory");

        assertThat(export(id)).as("the dynasty's file").isEqualTo(file);
        assertThat(store.log().history(id)).as("the log").hasSize(logged);
    }

    @Test
    void aRuleset190DynastyFoundedWithoutTheFactoryRefusesItsActionsNamingTheFactoryAndWritesNothing() {
        Dynasty bare = store.dynasties().found(EMPEROR, "Idle Works", 190, new Terms("Worker", "Workers", "Factory"),
                EMPEROR, LocalDate.of(2026, 11, 1), "ruleset-190", List.of());
        store.roster().addPlayer(bare.id(), EMPEROR, "Kevan", false, null);
        String file = export(bare.id());
        int logged = store.log().history(bare.id()).size();

        Refusal refused = refusal(() -> factory.clockOut(bare.id(), EMPEROR, "Kevan"));
        assertThat(refused.rule()).isEqualTo("Dynasty modules");
        assertThat(refused.getMessage()).isEqualTo("Idle Works does not run " + FACTORY_TITLE
                + "; its rules and gamestate belong to the dynasties that do.");

        assertThat(export(bare.id())).isEqualTo(file);
        assertThat(store.log().history(bare.id())).hasSize(logged);
        assertThat(store.dice().emperorView(bare.id())).isEmpty();
    }

    @Test
    void switchingBlogBotsOnLetsTheSameActionsWorkAndUndoingTheSwitchRestoresTheRefusal() {
        Dynasty on = store.dynasties().setModules(id, EMPEROR, List.of(BlogBotsModule.ID));
        assertThat(on.modules()).containsExactly(BlogBotsModule.ID);
        assertThat(store.log().nextUndo(id).orElseThrow().summary()).isEqualTo("Runs " + BLOGBOTS_TITLE);

        workshop.setScript(id, EMPEROR, kevan, "move forward 1");
        assertThat(workshop.loadout(id, kevan).script()).isEqualTo("move forward 1");
        workshop.correct(id, EMPEROR, kevan, "Money spent elsewhere", l -> l.withMoney(10_000));
        workshop.weeklyMoney(id, EMPEROR, store.dynasties().get(id).emperorId()); // the Announcer's: never refused
        assertThat(workshop.loadout(id, kevan).money()).isEqualTo(13_000);
        assertThat(store.cooldowns().history(id)).singleElement()
                .satisfies(take -> assertThat(take.action()).isEqualTo(WorkshopService.WEEKLY_MONEY));

        // the three workshop actions undone, then the switch itself
        for (int i = 0; i < 3; i++) {
            store.log().undo(id, EMPEROR);
        }
        assertThat(store.log().nextUndo(id).orElseThrow().kind()).isEqualTo("dynasty.modules");
        store.log().undo(id, EMPEROR);
        assertThat(store.dynasties().get(id).modules()).isEmpty();

        String file = export(id);
        int logged = store.log().history(id).size();
        assertThat(refusal(() -> workshop.weeklyMoney(id, EMPEROR, kevan)).getMessage())
                .contains("does not run " + BLOGBOTS_TITLE);
        assertThat(refusal(() -> workshop.setScript(id, EMPEROR, kevan, "move forward 1")).getMessage())
                .contains("does not run " + BLOGBOTS_TITLE);
        assertThat(export(id)).isEqualTo(file);
        assertThat(store.log().history(id)).hasSize(logged);

        // and redoing the switch lets them work again
        store.log().redo(id, EMPEROR);
        workshop.setScript(id, EMPEROR, kevan, "move forward 2");
        assertThat(workshop.loadout(id, kevan).script()).isEqualTo("move forward 2");
    }

    @Test
    void switchingAModuleOffKeepsItsGamestateInTheFileOutOfTheExportAndOutOfReach() {
        store.dynasties().setModules(id, EMPEROR, List.of(BlogBotsModule.ID));
        workshop.setScript(id, EMPEROR, kevan, "move forward 1");
        assertThat(export(id)).contains("\"loadouts\"", "move forward 1");

        store.dynasties().setModules(id, EMPEROR, List.of());
        assertThat(store.log().nextUndo(id).orElseThrow().summary()).isEqualTo("Runs no dynasty module");
        assertThat(export(id)).doesNotContain("\"loadouts\"", "move forward 1");
        assertThat(refusal(() -> workshop.setScript(id, EMPEROR, kevan, "move forward 2")).rule())
                .isEqualTo("Dynasty modules");

        store.log().undo(id, EMPEROR); // the switch-off undone: the workshop is as it was
        assertThat(workshop.loadout(id, kevan).script()).isEqualTo("move forward 1");
        assertThat(export(id)).contains("move forward 1");
    }

    @Test
    void unknownModuleIdsAreRefusedByFoundingAndBySetModulesChangingNothing() {
        int dynasties = store.dynasties().all().size();
        Refusal founding = refusal(() -> store.dynasties().found(EMPEROR, "Nowhere", 217,
                new Terms("Player", "Players", "Emperor"), EMPEROR, LocalDate.of(2026, 11, 1), "ruleset-217",
                List.of("nope")));
        assertThat(founding.rule()).isEqualTo("Dynasty modules");
        String installed = String.join(", ", store.modules().all().stream().map(DynastyModule::id).toList());
        assertThat(founding.getMessage()).isEqualTo("This Dynast has no dynasty module nope; it has " + installed + ".");
        assertThat(store.dynasties().all()).hasSize(dynasties);

        int logged = store.log().history(id).size();
        Refusal setting = refusal(() -> store.dynasties().setModules(id, EMPEROR, List.of(BlogBotsModule.ID,
                "nope")));
        assertThat(setting.rule()).isEqualTo("Dynasty modules");
        assertThat(setting.getMessage()).isEqualTo("This Dynast has no dynasty module nope; it has " + installed + ".");
        assertThat(store.dynasties().get(id).modules()).isEmpty();
        assertThat(store.log().history(id)).hasSize(logged);
    }

    // ------------------------------------------------------------------------------------------ helpers

    private static Refusal refusal(Runnable action) {
        try {
            action.run();
        } catch (Refusal r) {
            return r;
        }
        throw new AssertionError("The action was not refused");
    }

    private String export(long dynastyId) {
        try {
            StringWriter out = new StringWriter();
            store.exchange().export(dynastyId, out);
            return out.toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
