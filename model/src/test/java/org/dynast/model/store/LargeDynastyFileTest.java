package org.dynast.model.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.log.Change;
import org.dynast.model.log.LogEntry;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A long dynasty in a file (issue 22, "Keep the file compact"): its import's log entry does not hold the whole
 * dynasty's text, and the file gives back the space the import's bulk writes left dead, its data the same.
 */
class LargeDynastyFileTest {

    @TempDir
    Path dir;

    private static String history(HistoryGenerator.Size size) throws Exception {
        StringWriter json = new StringWriter();
        new HistoryGenerator(size, DynastyModules.installed().shippedRulesets().get(0)).write(json);
        return json.toString();
    }

    private static String export(GameStore store, long id) throws Exception {
        StringWriter out = new StringWriter();
        store.exchange().export(id, out);
        return out.toString();
    }

    @Test
    void anImportsLogEntryKeepsItsDynastyAndPlayersButNotItsMattersVotesOrRuleset() throws Exception {
        String json = history(new HistoryGenerator.Size(150, 6, 24, 7));
        try (GameStore store = TestStores.store(TestStores.clock())) {
            Dynasty d = store.exchange().importFrom(new StringReader(json), "history.json", "Admin");

            LogEntry entry = store.log().history(d.id()).stream().filter(e -> e.kind().equals("dynasty.import"))
                    .findFirst().orElseThrow();
            assertThat(entry.changes()).extracting(Change::entity).containsOnly("dynasty", "player", "mentorship");
            assertThat(entry.changes()).filteredOn(c -> c.entity().equals("player")).hasSize(24);
            int text = entry.changes().stream().mapToInt(c -> String.valueOf(c.after()).length()).sum();
            assertThat(text).as("the entry's text, against the file's").isLessThan(json.length() / 20);
            // everything was imported all the same
            assertThat(store.matters().state(d.id()).matters()).hasSize(150);
            assertThat(store.rulesets().revisions(d.id())).hasSize(6);
        }
    }

    @Test
    void aLargeImportLeavesACompactFileWhoseDataIsTheSameAfterReopening() throws Exception {
        String json = history(new HistoryGenerator.Size(1000, 20, 60, 3));
        ManualGameClock clock = TestStores.clock();
        Path file = dir.resolve("game.mv.db");
        long id;
        String exported;
        try (GameStore store = GameStore.open(file, clock)) {
            id = store.exchange().importFrom(new StringReader(json), "history.json", "Admin").id();
            exported = export(store, id);
            assertThat(store.compact()).as("already compacted after the import").isFalse();
        }
        // the matters, votes and revisions written in bulk left most of the file dead until it was compacted
        // (before, the file after this import was larger than the export; compacted it is under half its size)
        assertThat(Files.size(file)).isLessThan(json.length() * 6L / 10);
        try (GameStore store = GameStore.open(file, clock)) {
            assertThat(export(store, id)).isEqualTo(exported);
            assertThat(store.matters().state(id).matters()).hasSize(1000);
        }
        assertThat(Files.size(file)).as("closing compacts only a file that grew").isLessThan(json.length() * 6L / 10);
    }
}
