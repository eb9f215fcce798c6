package org.dynast.model.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.dynast.model.TestStores;
import org.dynast.model.blogbots.BlogBotsDemo;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.factory.FactoryDemo;
import org.dynast.model.roster.Player;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 13: a dynasty file that is not what it claims is refused with where and why, in one plain line, and the
 * file the emperor imports into is left exactly as it was — its dynasties, rows and id counters.
 */
class DynastyImportRefusalTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private final ManualGameClock clock = TestStores.clock();
    private final GameStore store = TestStores.store(clock);
    private String blogBots;
    private String factory;

    @BeforeEach
    void demos() throws Exception {
        DemoDynasty.seedIfEmpty(store, "Ferrous");
        blogBots = export(named(BlogBotsDemo.NAME));
        factory = export(named(FactoryDemo.NAME));
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void aFieldGivenTwiceIsRefusedWithItsPath() {
        String twice = blogBots.replaceFirst("\"name\" : \"The Tin Announcer's Workshop\",",
                "\"name\" : \"The Tin Announcer's Workshop\", \"name\" : \"Another\",");
        assertRefused(twice, "dynasty.name (line ", "given twice");
    }

    @Test
    void contentAfterTheDynastyIsRefused() {
        assertRefused(blogBots + "\n{\"format\": \"dynast-dynasty\"}", "line ", "more after the end of the dynasty");
        assertRefused(blogBots + " x", "line ", null);
    }

    @Test
    void anOverLongTextIsRefusedWithItsPathAndLengthBeforeAnythingIsWritten() throws Exception {
        ObjectNode file = tree(blogBots);
        ((ObjectNode) file.withArray("history").get(2)).put("summary", "x".repeat(2_500));
        assertRefused(file.toString(), "history[2].summary", "history[2].summary: 2500 characters, at most 2000");
        file = tree(blogBots);
        ((ObjectNode) file.withArray("players").get(3)).put("name", "N".repeat(300));
        assertRefused(file.toString(), "players[3].name", "players[3].name: 300 characters, at most 30");
        file = tree(factory);
        ((ObjectNode) file.get("dynasty")).put("playerTerm", "W".repeat(61));
        assertRefused(file.toString(), "dynasty.playerTerm", "61 characters, at most 60");
    }

    /**
     * Found by the import fuzz on PostgreSQL: a text written {@code "\u0000"} in the JSON passed every check and then
     * failed the write with "The dynasty file could not be read or written" (the server takes no NUL in a text).
     */
    @Test
    void aNulCharacterOrAHalfSurrogateInATextOrFieldNameIsRefusedWithItsPath() throws Exception {
        ObjectNode file = tree(blogBots);
        ((ObjectNode) file.withArray("players").get(3)).put("name", "Rivet\u0000");
        assertThat(file.toString()).contains("\\u0000");
        assertRefused(file.toString(), "players[3].name", "NUL character");
        file = tree(factory);
        ((ObjectNode) file.get("dynasty")).put("odd\u0000", 1);
        assertRefused(file.toString(), "dynasty: a field name", "NUL character");
        // "\ud800" alone is no character: PostgreSQL's driver would have stored it as "?"
        file = tree(blogBots);
        ((ObjectNode) file.withArray("matters").get(0)).put("title", "Arena \ud800Lighting");
        assertRefused(file.toString(), "matters[0].title", "half of a surrogate pair (\\ud800) alone");
        // a whole pair (an emoji) is text
        file = tree(blogBots);
        ((ObjectNode) file.withArray("matters").get(0)).put("title", "Arena Lighting \ud83d\udca1");
        assertThat(store.exchange().importFrom(new StringReader(file.toString()), "emoji.json", "Ferrous").name())
                .isNotBlank();
    }

    @Test
    void aWrongTypeOrAMissingValueIsNamedByItsPathInPlainWords() throws Exception {
        ObjectNode file = tree(blogBots);
        ((ObjectNode) file.withArray("players").get(1)).put("joinedOn", 7);
        assertRefused(file.toString(), "players[1].joinedOn", "players[1].joinedOn: expected a date");
        file = tree(blogBots);
        ((ObjectNode) file.withArray("players").get(1)).putNull("admin");
        assertRefused(file.toString(), "players[1].admin", "expected true or false");
        file = tree(blogBots);
        ((ObjectNode) file.withArray("matters").get(0)).putNull("author");
        assertRefused(file.toString(), "matters[0].author", "matters[0].author: is missing");
    }

    @Test
    void aTimeThatIsNoRealTimeIsRefusedWithItsPath() throws Exception {
        // times are read by a short path (InstantReader); what it does not read is refused as Jackson's reader says
        for (String time : List.of("2016-02-30T10:00:00Z", "2016-01-04T25:00:00Z", "yesterday")) {
            ObjectNode file = tree(blogBots);
            ((ObjectNode) file.withArray("history").get(1)).put("at", time);
            assertRefused(file.toString(), "history[1].at", "expected a time");
        }
    }

    @Test
    void bytesThatAreNotUtf8AreRefusedWithTheirPlace() {
        byte[] utf8 = blogBots.replace("Rivet-7", "Rivet\u00e9").getBytes(StandardCharsets.UTF_8);
        byte[] latin1 = blogBots.replace("Rivet-7", "Rivet\u00e9").getBytes(StandardCharsets.ISO_8859_1);
        Map<String, Long> before = store.tallies();
        assertThatThrownBy(() -> store.exchange().importFrom(new ByteArrayInputStream(latin1), "latin1.json", "Ferrous"))
                .isInstanceOf(ImportException.class)
                .hasMessageContaining("byte 0xE9 is not UTF-8").hasMessageStartingWith("line ");
        assertThat(store.tallies()).isEqualTo(before);
        // the same text in UTF-8, with or without a byte-order mark, is not refused for its bytes
        byte[] bom = new byte[utf8.length + 3];
        bom[0] = (byte) 0xEF;
        bom[1] = (byte) 0xBB;
        bom[2] = (byte) 0xBF;
        System.arraycopy(utf8, 0, bom, 3, utf8.length);
        assertThatThrownBy(() -> store.exchange().importFrom(new ByteArrayInputStream(bom), "bom.json", "Ferrous"))
                .hasMessageContaining("Rivet\u00e9").hasMessageNotContaining("UTF-8");
    }

    @Test
    void theFactoryFloorIsCheckedAsThoroughlyAsTheRest() throws Exception {
        record Case(String path, JsonNode value, String why) { }
        String worker = "workers[" + workerIndex(tree(factory), "Bucket") + "]";
        String bot = "workers[" + workerIndex(tree(factory), "Cogbot") + "]";
        List<Case> cases = List.of(
                new Case(worker + ".cogs", JSON.valueToTree(-3), "-3 is out of range"),
                new Case(worker + ".energy", JSON.valueToTree(2_000_000_000), "out of range"),
                new Case(worker + ".line[0].type", JSON.valueToTree("Perpetual Motion"), "no type of Machine"),
                new Case(worker + ".line[1].widget", JSON.valueToTree("Gold Widget"), "no Widget named"),
                new Case(worker + ".boxes", JSON.valueToTree(List.of(1, -2)), "-2 is out of range"),
                new Case(worker + ".techs", JSON.valueToTree(List.of("Dustsheet")), "High-Tech"),
                new Case(worker + ".name", JSON.valueToTree("Nobody Here"), "neither a Bot nor among the players"),
                new Case(bot + ".name", JSON.valueToTree("Lazybot"), "is not one of the Bots"),
                new Case(worker + ".name", JSON.valueToTree("Amsel"), "has two places on the floor"),
                new Case("victor", JSON.valueToTree("Nobody Here"), "not a Worker of the floor"),
                new Case("wants", JSON.readTree("{\"Round Masses\": []}"), "no Client of that name"));
        for (Case c : cases) {
            ObjectNode file = tree(factory);
            set(file.get("factory"), c.path(), c.value());
            String where = "factory." + (c.path().equals("wants") ? "wants.Round Masses" : c.path()
                    .replace("boxes", "boxes[1]").replace("techs", "techs[0]"));
            assertRefused(file.toString(), where, c.why());
        }
        ObjectNode file = tree(factory);
        ArrayNode line = (ArrayNode) file.get("factory").get("workers").get(workerIndex(file, "Bucket")).get("line");
        for (int i = 0; i < 7; i++) {
            line.add(JSON.readTree("{\"type\": \"Dustsheet\", \"heat\": \"COLD\"}"));
        }
        assertRefused(file.toString(), "factory." + worker + ".line", "a Line holds up to 6");
    }

    private static int workerIndex(JsonNode file, String name) {
        JsonNode workers = file.get("factory").get("workers");
        for (int i = 0; i < workers.size(); i++) {
            if (workers.get(i).get("name").asText().equals(name)) {
                return i;
            }
        }
        throw new AssertionError("no Worker " + name);
    }

    @Test
    void aRefusedImportLeavesTheIdCountersAsTheyWere() throws Exception {
        ObjectNode late = tree(blogBots);
        ArrayNode history = late.withArray("history");
        ((ObjectNode) history.get(history.size() - 1)).put("summary", "x".repeat(5_000));
        // an import that fails while it is written, after every row went in: an actor's name the log cannot hold
        String actor = "A".repeat(150);
        try (GameStore clean = TestStores.store(clock)) {
            DemoDynasty.seedIfEmpty(clean, "Ferrous");
            Map<String, Long> before = store.tallies();
            for (String[] garbage : List.of(new String[] {late.toString(), "Ferrous"},
                    new String[] {blogBots, actor})) {
                assertThatThrownBy(() -> store.exchange().importFrom(new StringReader(garbage[0]), "garbage.json",
                        garbage[1])).isInstanceOf(ImportException.class)
                        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("SQL").doesNotContain("\n"));
                assertThat(store.tallies()).isEqualTo(before);
            }
            // afterwards a good import and a new dynasty get the very ids they get in a file that saw no garbage
            Dynasty imported = store.exchange().importFrom(new StringReader(blogBots), "good.json", "Ferrous");
            Dynasty expected = clean.exchange().importFrom(new StringReader(blogBots), "good.json", "Ferrous");
            assertThat(imported.id()).isEqualTo(expected.id());
            assertThat(store.roster().roster(imported.id()).players()).extracting(Player::id)
                    .isEqualTo(clean.roster().roster(expected.id()).players().stream().map(Player::id).toList());
            Dynasty founded = store.dynasties().found("Ferrous", "Next", 205, new Terms("Operator", "Operators",
                    "Announcer"), "Ferrous", LocalDate.of(2026, 11, 1));
            Dynasty foundedClean = clean.dynasties().found("Ferrous", "Next", 205, new Terms("Operator", "Operators",
                    "Announcer"), "Ferrous", LocalDate.of(2026, 11, 1));
            assertThat(founded.id()).isEqualTo(foundedClean.id());
            assertThat(store.log().history(founded.id()).get(0).id())
                    .isEqualTo(clean.log().history(foundedClean.id()).get(0).id());
        }
    }

    private void assertRefused(String text, String where, String why) {
        Map<String, Long> before = store.tallies();
        assertThatThrownBy(() -> store.exchange().importFrom(new StringReader(text), "bad.json", "Ferrous"))
                .isInstanceOf(ImportException.class)
                .satisfies(e -> {
                    assertThat(e.getMessage()).contains(where).doesNotContain("\n").doesNotContain("SQL")
                            .doesNotContain("java.").doesNotContain("Exception");
                    if (why != null) {
                        assertThat(e.getMessage()).contains(why);
                    }
                });
        assertThat(store.tallies()).isEqualTo(before);
    }

    /** Sets the value at a path such as {@code workers[4].line[0].type} under {@code node}. */
    private static void set(JsonNode node, String path, JsonNode value) {
        String[] steps = path.split("\\.");
        JsonNode at = node;
        for (int i = 0; i < steps.length; i++) {
            String step = steps[i];
            String field = step.contains("[") ? step.substring(0, step.indexOf('[')) : step;
            boolean last = i == steps.length - 1;
            if (step.contains("[")) {
                int index = Integer.parseInt(step.substring(step.indexOf('[') + 1, step.indexOf(']')));
                ArrayNode array = (ArrayNode) at.get(field);
                if (last) {
                    array.set(index, value);
                } else {
                    at = array.get(index);
                }
            } else if (last) {
                ((ObjectNode) at).set(field, value);
            } else {
                at = at.get(field);
            }
        }
    }

    private ObjectNode tree(String json) throws Exception {
        return (ObjectNode) JSON.readTree(json);
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
