package org.dynast.model.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.Map;
import org.dynast.model.time.ManualGameClock;
import org.dynast.model.TestStores;
import org.dynast.model.districts.DistrictsDemo;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.factory.FactoryDemo;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 33, "Dynasty import with Wizards, Districts and tracker parts (629): 8 crashes (NullPointerException in
 * DistrictsExchange.check on missing reactions …); 11 files accepted that the console then cannot show" and
 * "schemaVersion: 7.5 is accepted": each is refused with where and why, and the file is left as it was.
 */
class DynastyImportModulePartsTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private final ManualGameClock clock = TestStores.clock();
    private final GameStore store = TestStores.store(clock);
    private ObjectNode districts;
    private ObjectNode factory;

    @BeforeEach
    void demos() throws Exception {
        DemoDynasty.seedIfEmpty(store, "Ferrous");
        districts = (ObjectNode) JSON.readTree(export(named(DistrictsDemo.NAME)));
        factory = (ObjectNode) JSON.readTree(export(named(FactoryDemo.NAME)));
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void aSchemaVersionThatIsNotAWholeNumberIsRefused() {
        districts.put("schemaVersion", 7.5);
        assertRefused(districts, "schemaVersion", "this file is schema version 7.5; this Dynast reads versions 1 to 8");
    }

    @Test
    void aDilemmaWithoutItsReactionsIsRefusedWhereNotANullPointer() {
        ArrayNode dilemmas = (ArrayNode) districts.path("districts").path("dilemmas");
        assertThat(dilemmas).as("the demo has Dilemmas").isNotEmpty();
        ((ObjectNode) dilemmas.get(0)).putNull("reactions"); // a missing field reads as none: null was the crash
        assertRefused(districts, "districts.dilemmas[0].reactions", "is missing");
    }

    @Test
    void aDilemmaWithANullUpsideIsRefused() {
        ObjectNode dilemma = (ObjectNode) districts.path("districts").path("dilemmas").get(0);
        ((ArrayNode) dilemma.get("upsides")).set(0, JSON.nullNode());
        assertRefused(districts, "districts.dilemmas[0]", "each with its Upside and Downside");
    }

    @Test
    void theDistrictsModuleOnARuleset190DynastyWithoutItsPartIsRefusedNotStoredUnshowable() {
        ((ArrayNode) factory.path("dynasty").path("modules")).add("districts");
        Map<String, Long> before = store.tallies();
        assertThatThrownBy(() -> importFrom(factory)).isInstanceOf(ImportException.class)
                .hasMessageContaining("the Districts").satisfies(e -> assertThat(e.getMessage())
                        .doesNotContain("Exception").doesNotContain("\n"));
        assertThat(store.tallies()).isEqualTo(before);
    }

    @Test
    void theUntouchedExportsStillImport() throws Exception {
        assertThat(importFrom(districts).name()).startsWith(DistrictsDemo.NAME);
        assertThat(importFrom(factory).name()).startsWith(FactoryDemo.NAME);
    }

    private Dynasty importFrom(ObjectNode file) {
        return store.exchange().importFrom(new StringReader(file.toString()), "file.json", "Ferrous");
    }

    private void assertRefused(ObjectNode file, String where, String why) {
        Map<String, Long> before = store.tallies();
        assertThatThrownBy(() -> importFrom(file)).isInstanceOf(ImportException.class).satisfies(e -> {
            assertThat(e.getMessage()).contains(where).contains(why).doesNotContain("\n").doesNotContain("Exception");
        });
        assertThat(store.tallies()).isEqualTo(before);
    }

    private Dynasty named(String name) {
        return store.dynasties().all().stream().filter(d -> d.name().equals(name)).findFirst().orElseThrow();
    }

    private String export(Dynasty d) throws Exception {
        StringWriter out = new StringWriter();
        store.exchange().export(d.id(), out);
        return out.toString();
    }
}
