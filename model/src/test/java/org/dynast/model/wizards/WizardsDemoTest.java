package org.dynast.model.wizards;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.tracker.TrackerEngine;
import org.dynast.model.tracker.TrackerTable;
import org.dynast.model.wizards.rules.Stable;
import org.junit.jupiter.api.Test;

/** The Ruleset 168 demo: a court in play, every Stable worded as the ruleset words creatures. */
class WizardsDemoTest {

    @Test
    void theDemoCourtIsInPlay() {
        try (GameStore store = TestStores.store(TestStores.clock())) {
            DemoDynasty.seedIfEmpty(store, TestStores.ADMIN);
            Dynasty d = store.dynasties().all().stream().filter(x -> x.name().equals(WizardsDemo.NAME)).findFirst()
                    .orElseThrow();
            assertThat(d.rulesetNumber()).isEqualTo(168);
            assertThat(d.modules()).contains("tracker", WizardsModule.ID);
            TrackerTable table = TrackerEngine.in(store).tracker().table(d.id());
            assertThat(table.rows()).extracting(TrackerTable.Row::name).containsExactly("Kevan", "Josh", "Clucky",
                    "Quirck", "Bucky", "The Druid");
            for (TrackerTable.Row r : table.rows()) {
                assertThat(Stable.parse(r.cell("Stable")).refused()).as(r.name()).isFalse();
            }
            assertThat(table.problems()).isEmpty();
            // Kevan: Winged (3) Fire breathing (2) Horse; Giant (3) Emu; Gaudy (0) Peacock — and Clucky's ArchBishop
            // named Giant Unholy: "An unholy quality has its upkeep increased by 1."
            assertThat(table.rows().get(0).cell("Upkeep")).isEqualTo("9");
            WizardsState s = WizardsEngine.in(store).wizards().state(d.id());
            assertThat(s.duels).extracting(WizardsState.Duel::stage).containsExactly("begun", "announced");
            assertThat(s.duels.get(0).planOf("Kevan")).isPresent();
            assertThat(s.openCampaign().orElseThrow().participants).extracting(p -> p.wizard)
                    .containsExactly("Bucky");
            assertThat(WizardsEngine.in(store).wizards().king(d.id())).isEqualTo(WizardsDemo.KING);
            assertThat(store.rulesets().latest(d.id())).isPresent();
            assertThat(WizardsEngine.in(store).wizards().playerView(d.id()).duels.get(0).plans).isEmpty();
            assertThat(List.of(s.battlefields.size())).containsExactly(16);
        }
    }

    /**
     * The demo's own export imports (a Court Ally, "written as [identity]([trust])", was written "Queen(3)" by the module
     * and demanded as "Queen (3)" by the tracker's annotated list): the module writes what the tracker writes, and the
     * import reads both spellings, storing the tracker's.
     */
    @Test
    void theDemosOwnExportImportsWithItsCourtAllies() throws IOException {
        try (GameStore store = TestStores.store(TestStores.clock())) {
            DemoDynasty.seedIfEmpty(store, TestStores.ADMIN);
            Dynasty d = store.dynasties().all().stream().filter(x -> x.name().equals(WizardsDemo.NAME)).findFirst()
                    .orElseThrow();
            StringWriter out = new StringWriter();
            store.exchange().export(d.id(), out);
            assertThat(out.toString()).contains("Queen (3)").doesNotContain("Queen(3)");
            try (GameStore copy = TestStores.store(TestStores.clock())) {
                Dynasty in = copy.exchange().importFrom(new StringReader(out.toString()), "demo.json",
                        TestStores.ADMIN);
                TrackerTable table = TrackerEngine.in(copy).tracker().table(in.id());
                assertThat(table.rows().get(0).cell("Allies")).isEqualTo("Queen (3)");
                // a file written before the two agreed still imports, as the tracker writes it
                Dynasty old = copy.exchange().importFrom(new StringReader(out.toString()
                        .replace("Queen (3)", "Queen(3)")), "old.json", TestStores.ADMIN);
                assertThat(TrackerEngine.in(copy).tracker().table(old.id()).rows().get(0).cell("Allies"))
                        .isEqualTo("Queen (3)");
            }
        }
    }
}
