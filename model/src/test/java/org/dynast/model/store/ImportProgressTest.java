package org.dynast.model.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.dynast.model.Progress;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.matters.MatterKind;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** An import says how far it has gone, and a Cancel part-way through the writing keeps nothing. */
class ImportProgressTest {

    private final GameStore store = TestStores.store(TestStores.clock());

    @AfterEach
    void close() {
        store.close();
    }

    private String exportWithMatters(int count) throws IOException {
        Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
        long author = store.roster().roster(demo.id()).byName("Cogsworth").orElseThrow().id();
        Instant at = TestStores.clock().now().minusSeconds(86_400);
        store.matters().seed(demo.id(), "Ferrous", "Seeded matters", seeding -> {
            for (int i = 0; i < count; i++) {
                seeding.post(MatterKind.PROPOSAL, "Seeded " + i, author, at, "Text " + i);
            }
        });
        StringWriter out = new StringWriter();
        store.exchange().export(demo.id(), out);
        return out.toString();
    }

    @Test
    void aCancelWhileTheMattersAreWrittenKeepsNothing() throws IOException {
        String json = exportWithMatters(12);
        int dynasties = store.dynasties().all().size();
        int logSize = store.log().history(store.dynasties().all().get(0).id()).size();
        List<String> reports = new ArrayList<>();
        Progress cancelAtFifth = new Progress() {
            @Override
            public void report(String what, long done, long total) {
                reports.add(what + " " + done + "/" + total);
            }

            @Override
            public boolean cancelled() {
                return reports.stream().filter(r -> r.startsWith("Writing")).count() >= 5;
            }
        };
        assertThatThrownBy(() -> store.exchange().importFrom(new StringReader(json), "demo.json", "Admin",
                cancelAtFifth)).isInstanceOf(Progress.Cancelled.class).hasMessage("Cancelled: nothing was changed.");
        assertThat(reports).first().isEqualTo("Checking demo.json 0/0");
        assertThat(reports).filteredOn(r -> r.startsWith("Writing Votable Matters of ")).hasSize(5);
        assertThat(store.dynasties().all()).hasSize(dynasties);
        assertThat(store.log().history(store.dynasties().all().get(0).id())).hasSize(logSize);

        // not cancelled, the same file imports whole
        Dynasty imported = store.exchange().importFrom(new StringReader(json), "demo.json", "Admin", Progress.NONE);
        assertThat(store.matters().state(imported.id()).matters()).hasSizeGreaterThanOrEqualTo(12);
    }
}
