package org.dynast.model.tracker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.log.Snapshots;
import org.dynast.model.store.GameStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Wiki tables both ways, read on real BlogNomic gamestate pages (fixtures with their source addresses). */
class TrackerWikiTest {

    private final GameStore store = TestStores.store(TestStores.clock());
    private final TrackerService tracker = TrackerEngine.in(store).tracker();
    private final Snapshots json = new Snapshots();

    @AfterEach
    void close() {
        store.close();
    }

    static String fixture(String name) throws IOException {
        try (InputStream in = TrackerWikiTest.class.getResourceAsStream("/tracker/wiki/" + name)) {
            assertThat(in).as("fixture " + name).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** A dynasty of a ruleset without an engine, running the tracker with the given columns and players. */
    private long dynasty(List<String> players, Column... columns) {
        Dynasty d = store.dynasties().found(TestStores.ADMIN, "Any", 190, new Terms("Player", "Players", "Emperor"),
                TestStores.ADMIN, LocalDate.of(2024, 3, 1), "ruleset-190", List.of(TrackerModule.ID));
        players.forEach(p -> store.roster().addPlayer(d.id(), TestStores.ADMIN, p, false, null));
        TrackerDefinition def = Templates.load(Templates.BLANK);
        def.columns = new ArrayList<>(List.of(columns));
        tracker.define(d.id(), TestStores.ADMIN, def);
        return d.id();
    }

    private static Column integer(String name) {
        return Column.of(name, ColumnType.INTEGER);
    }

    @Test
    void thePhotoGalleryScoresAreReadIntoTheirColumns() throws IOException {
        long id = dynasty(List.of("Brendan", "Clucky", "JonathanDark", "Josh", "Kevan", "naught", "pokes", "Snisbo"),
                integer("Development Interval"), integer("Score"));
        TrackerWiki.Preview p = tracker.previewImport(id, fixture("photo-gallery-scoring-005.wiki"));
        assertThat(p.changes()).contains("JonathanDark's Score: 0 \u2192 15", "Josh's Development Interval: 0 \u2192 5");
        tracker.importWiki(id, TestStores.ADMIN, fixture("photo-gallery-scoring-005.wiki"));
        assertThat(tracker.table(id).rows()).extracting(r -> r.cell("Score"))
                .containsExactly("0", "0", "15", "4", "10", "0", "18", "0");
    }

    @Test
    void theForestsGnomesTableWithItsCaptionIsRead() throws IOException {
        long id = dynasty(List.of("ais523", "Automaticat", "Chiiika", "Clucky", "eternalservererror", "JonathanDark",
                "Josh", "Kevan", "Lawnomos", "Trapdoorspyder"), integer("Crystals"), integer("Fragments"));
        tracker.importWiki(id, TestStores.ADMIN, fixture("the-forest-gnomes.wiki"));
        assertThat(tracker.table(id).rows()).allSatisfy(r -> assertThat(r.cell("Crystals")).isEqualTo("3"));
    }

    @Test
    void boxChipsAreReadAsAListAndTheKeyValueTableAsGlobalValues() throws IOException {
        Column status = Column.of("Status", ColumnType.ENUM);
        status.options = List.of("Ready", "Busy");
        long id = dynasty(List.of("Chiiika", "Darknight", "Desertfrog", "JonathanDark"), integer("Expertise"),
                Column.of("Claim", ColumnType.TEXT), Column.of("Equipment", ColumnType.LIST), status);
        tracker.importWiki(id, TestStores.ADMIN, fixture("defusal-school-boxes.wiki"));
        TrackerTable t = tracker.table(id);
        assertThat(t.rows().get(0).cells()).containsEntry("Equipment", "Pulse Meter, Tracer")
                .containsEntry("Claim", "Lawnomos (3rd)").containsEntry("Status", "Ready");
        assertThat(t.rows().get(1).cell("Equipment")).isEmpty();

        TrackerDefinition d = tracker.state(id).definition.copy();
        d.globals = new ArrayList<>(List.of(Column.of("Visitor", ColumnType.TEXT),
                Column.of("Ledger", ColumnType.LIST)));
        tracker.define(id, TestStores.ADMIN, d);
        tracker.importWiki(id, TestStores.ADMIN, fixture("isle-of-multa-globals.wiki"));
        assertThat(tracker.state(id).globals).containsEntry("Visitor", "None").containsEntry("Ledger", "");
    }

    /** A bad row is refused with its line and why, and nothing is changed or logged. */
    @Test
    void aBadRowIsReportedWithItsLineAndNothingChanges() throws IOException {
        long id = dynasty(List.of("Brendan", "Clucky", "JonathanDark", "Josh", "Kevan", "naught", "pokes", "Snisbo"),
                integer("Development Interval"), integer("Score"));
        String page = fixture("photo-gallery-scoring-005.wiki").replace("| JonathanDark || 5 || 15",
                "| JonathanDark || 5 || fifteen");
        int line = List.of(page.split("\n")).indexOf("| JonathanDark || 5 || fifteen") + 1;
        String before = json.write(tracker.state(id));
        int logged = store.log().history(id).size();
        assertThatThrownBy(() -> tracker.importWiki(id, TestStores.ADMIN, page)).isInstanceOf(Refusal.class)
                .hasMessage("Line " + line + ": JonathanDark: Score is a whole number: \"fifteen\" is not.");
        String stranger = fixture("photo-gallery-scoring-005.wiki").replace("| Snisbo ", "| Mallory ");
        assertThatThrownBy(() -> tracker.importWiki(id, TestStores.ADMIN, stranger)).isInstanceOf(Refusal.class)
                .hasMessageContaining("\u201cMallory\u201d is neither an active player");
        assertThat(json.write(tracker.state(id))).isEqualTo(before);
        assertThat(store.log().history(id)).hasSize(logged);
    }

    /** A plain copy (tab-separated, as a browser copies a table) is read too. */
    @Test
    void aPlainCopyIsRead() {
        long id = dynasty(List.of("Josh", "Kevan"), integer("Score"));
        tracker.importWiki(id, TestStores.ADMIN, "Seeker\tScore\nJosh\t4\nKevan\t10\n");
        assertThat(tracker.table(id).rows()).extracting(r -> r.cell("Score")).containsExactly("4", "10");
    }

    /** The export is a MediaWiki table the import reads back to the same tracker. */
    @Test
    void anExportReadsBackUnchanged() {
        long id = dynasty(List.of("Josh", "Kevan"), integer("Score"), Column.of("Notes", ColumnType.TEXT));
        tracker.setCell(id, TestStores.ADMIN, "Josh", "Notes", "a | b");
        tracker.addNpc(id, TestStores.ADMIN, "House Bot");
        String wiki = TrackerWiki.export(tracker.state(id), true);
        assertThat(wiki).startsWith("{| class=\"wikitable sortable\"\n|+ Players\n|-\n! Player !! Score !! Notes\n")
                .contains("|- " + TrackerWiki.NPC_STYLE + "\n| House Bot || 0 || \n");
        TrackerWiki.Preview p = tracker.previewImport(id, wiki);
        assertThat(p.changes()).isEmpty();
        assertThat(json.write(p.after())).isEqualTo(json.write(tracker.state(id)));
    }
}
