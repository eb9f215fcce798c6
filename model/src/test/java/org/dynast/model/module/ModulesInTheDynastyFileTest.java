package org.dynast.model.module;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.dynast.model.TestStores;
import org.dynast.model.blogbots.BlogBots;
import org.dynast.model.blogbots.BlogBotsDemo;
import org.dynast.model.blogbots.BlogBotsModule;
import org.dynast.model.blogbots.bots.WorkshopService;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.factory.FactoryDemo;
import org.dynast.model.factory.FactoryEngine;
import org.dynast.model.factory.FactoryModule;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.DynastyExchange;
import org.dynast.model.store.GameStore;
import org.dynast.model.store.ImportException;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The dynasty file and modules (schema 5): the export records {@code dynasty.modules} and carries only the fields of
 * the modules the dynasty runs; an older file runs the defaults for its ruleset; a module this Dynast lacks, or a
 * module's gamestate in a dynasty that does not run it, is refused saying where and why, changing nothing.
 */
class ModulesInTheDynastyFileTest {

    private static final String EMPEROR = TestStores.ADMIN;
    private static final String BLOGBOTS_TITLE = "BlogBots — workshop, arena, Bouts and Tournament (Ruleset 205)";
    private static final String FACTORY_TITLE = "Factory — machine Lines, Clients and the Cycle (Ruleset 190)";
    private static final List<String> BLOGBOTS_FIELDS = List.of("workshop", "loadouts", "houseBots", "bouts",
            "taunts", "tournament");

    private final ObjectMapper json = new ObjectMapper();
    private final ManualGameClock clock = TestStores.clock();
    private final GameStore store = TestStores.store(clock);
    private final Dynasty blogBotsDemo;
    private final Dynasty factoryDemo;
    private final Dynasty later;

    ModulesInTheDynastyFileTest() {
        DemoDynasty.seedIfEmpty(store, EMPEROR);
        blogBotsDemo = named(BlogBotsDemo.NAME);
        factoryDemo = named(FactoryDemo.NAME);
        // the emperor chose to run no module (the default for 217 is the generic tracker)
        later = store.dynasties().found(EMPEROR, "Cards and Fates", 217, new Terms("Player", "Players", "Emperor"),
                EMPEROR, LocalDate.of(2026, 11, 1), "ruleset-217", List.of());
        store.roster().addPlayer(later.id(), EMPEROR, "Kevan", false, null);
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void anExportRecordsTheModulesTheDynastyRunsAndCarriesOnlyTheirFields() {
        ObjectNode bots = exportTree(blogBotsDemo.id());
        assertThat(bots.path("schemaVersion").asInt()).isEqualTo(DynastyExchange.SCHEMA_VERSION);
        assertThat(strings(bots.path("dynasty").path("modules"))).containsExactly(BlogBotsModule.ID);
        assertThat(bots.path("loadouts").size()).as("the demo Operators' loadouts").isGreaterThan(3);
        assertThat(bots.has("factory")).isFalse();

        ObjectNode works = exportTree(factoryDemo.id());
        assertThat(strings(works.path("dynasty").path("modules"))).containsExactly(FactoryModule.ID);
        assertThat(works.path("factory").path("workers").size()).isGreaterThan(3);
        assertThat(BLOGBOTS_FIELDS).allSatisfy(field -> assertThat(works.has(field)).as(field).isFalse());

        ObjectNode cards = exportTree(later.id());
        assertThat(cards.path("dynasty").path("modules").isArray()).isTrue();
        assertThat(cards.path("dynasty").path("modules").size()).isZero();
        assertThat(cards.has("factory")).isFalse();
        assertThat(BLOGBOTS_FIELDS).allSatisfy(field -> assertThat(cards.has(field)).as(field).isFalse());
    }

    @Test
    void aSchema4FileWithoutModulesImportsItsRuleset205DynastyRunningBlogBotsWithItsWorkshop() {
        ObjectNode file = exportTree(blogBotsDemo.id());
        file.put("schemaVersion", 4);
        ((ObjectNode) file.get("dynasty")).remove("modules");

        Dynasty copy = importTree(file);

        assertThat(copy.modules()).containsExactly(BlogBotsModule.ID);
        assertThat(store.dynasties().get(copy.id()).modules()).containsExactly(BlogBotsModule.ID);
        assertThat(copy.name()).isEqualTo(BlogBotsDemo.NAME + " (2)");
        WorkshopService workshop = BlogBots.in(store).workshop();
        assertThat(moneyAndScripts(workshop.operators(copy.id())))
                .isEqualTo(moneyAndScripts(workshop.operators(blogBotsDemo.id())));
        assertThat(BlogBots.in(store).bouts().houseBots(copy.id())).hasSize(2);
    }

    @Test
    void aSchema4FileWithoutModulesImportsItsRuleset190DynastyRunningTheFactory() {
        ObjectNode file = exportTree(factoryDemo.id());
        file.put("schemaVersion", 4);
        ((ObjectNode) file.get("dynasty")).remove("modules");

        Dynasty copy = importTree(file);

        assertThat(copy.modules()).containsExactly(FactoryModule.ID);
        var factory = FactoryEngine.in(store).factory();
        assertThat(factory.floor(copy.id()).worker("Amsel").orElseThrow().cogs)
                .isEqualTo(factory.floor(factoryDemo.id()).worker("Amsel").orElseThrow().cogs).isEqualTo(7);
    }

    @Test
    void aFileNamingAModuleThisDynastLacksIsRefusedAtDynastyModulesChangingNothing() {
        ObjectNode file = exportTree(blogBotsDemo.id());
        ((ObjectNode) file.get("dynasty")).putArray("modules").add("nope");
        Map<Long, Integer> before = logSizes();

        assertThatThrownBy(() -> importTree(file)).isInstanceOfSatisfying(ImportException.class, e -> {
            assertThat(e.where()).isEqualTo("dynasty.modules");
            assertThat(e.getMessage()).isEqualTo("dynasty.modules: this Dynast has no dynasty module nope");
        });
        assertThat(logSizes()).as("the dynasties and their logs").isEqualTo(before);
    }

    @Test
    void aFileWhoseDynastyDoesNotRunBlogBotsMayNotCarryLoadoutsAndTheFieldIsNamed() {
        ObjectNode file = exportTree(blogBotsDemo.id());
        ((ObjectNode) file.get("dynasty")).putArray("modules");
        BLOGBOTS_FIELDS.stream().filter(f -> !f.equals("loadouts")).forEach(file::remove);
        assertThat(file.path("loadouts").size()).isPositive();
        Map<Long, Integer> before = logSizes();

        assertThatThrownBy(() -> importTree(file)).isInstanceOfSatisfying(ImportException.class, e -> {
            assertThat(e.where()).isEqualTo("loadouts");
            assertThat(e.getMessage()).isEqualTo("loadouts: this dynasty does not run " + BLOGBOTS_TITLE
                    + " (dynasty.modules), so it has no loadouts");
        });
        assertThat(logSizes()).as("the dynasties and their logs").isEqualTo(before);
    }

    @Test
    void aFileWhoseDynastyDoesNotRunTheFactoryMayNotCarryAFactoryFloor() {
        ObjectNode file = exportTree(later.id());
        file.set("factory", exportTree(factoryDemo.id()).get("factory"));
        Map<Long, Integer> before = logSizes();

        assertThatThrownBy(() -> importTree(file)).isInstanceOfSatisfying(ImportException.class, e -> {
            assertThat(e.where()).isEqualTo("factory");
            assertThat(e.getMessage()).isEqualTo("factory: this dynasty does not run " + FACTORY_TITLE
                    + " (dynasty.modules), so it has no factory");
        });
        assertThat(logSizes()).isEqualTo(before);
    }

    @Test
    void anEmptyModuleFieldInADynastyThatDoesNotRunTheModuleIsNoGamestateAndImports() {
        ObjectNode file = exportTree(later.id());
        file.putArray("loadouts");
        file.putNull("tournament");

        Dynasty copy = importTree(file);

        assertThat(copy.modules()).isEmpty();
        assertThat(copy.name()).isEqualTo("Cards and Fates (2)");
    }

    @Test
    void anImportedDynastyWhoseNameIsTakenIsNumberedTwoThenThree() {
        String file = export(factoryDemo.id());

        Dynasty second = store.exchange().importFrom(new StringReader(file), "works.json", EMPEROR);
        Dynasty third = store.exchange().importFrom(new StringReader(file), "works.json", EMPEROR);

        assertThat(second.name()).isEqualTo("Widget Works (2)");
        assertThat(third.name()).isEqualTo("Widget Works (3)");
        assertThat(store.log().history(third.id())).last().extracting(e -> e.summary())
                .isEqualTo("Imported Widget Works (3) from works.json");
        assertThat(store.dynasties().all()).extracting(Dynasty::name)
                .contains(FactoryDemo.NAME, "Widget Works (2)", "Widget Works (3)");
        // the copies run what the file says, like the original
        assertThat(third.modules()).containsExactly(FactoryModule.ID);
    }

    // ------------------------------------------------------------------------------------------ helpers

    private Dynasty named(String name) {
        return store.dynasties().all().stream().filter(d -> d.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("The demo has no dynasty named " + name));
    }

    /** Each dynasty's log size, by id: an import that is refused adds no dynasty and no entry. */
    private Map<Long, Integer> logSizes() {
        Map<Long, Integer> sizes = new LinkedHashMap<>();
        store.dynasties().all().forEach(d -> sizes.put(d.id(), store.log().history(d.id()).size()));
        return sizes;
    }

    private static Map<String, String> moneyAndScripts(List<WorkshopService.Operator> operators) {
        Map<String, String> out = new LinkedHashMap<>();
        operators.forEach(o -> out.put(o.name(), o.loadout().money() + " " + o.loadout().bot().name() + " "
                + o.loadout().script()));
        return out;
    }

    private static List<String> strings(JsonNode array) {
        assertThat(array.isArray()).as("%s is a list", array).isTrue();
        List<String> out = new ArrayList<>();
        array.forEach(element -> out.add(element.asText()));
        return out;
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

    private ObjectNode exportTree(long dynastyId) {
        try {
            return (ObjectNode) json.readTree(export(dynastyId));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private Dynasty importTree(ObjectNode file) {
        try {
            return store.exchange().importFrom(new StringReader(json.writeValueAsString(file)), "edited.json",
                    EMPEROR);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
