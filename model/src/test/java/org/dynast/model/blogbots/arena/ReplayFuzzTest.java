package org.dynast.model.blogbots.arena;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.lifecycle.AfterContainer;
import org.dynast.model.Fuzz;
import org.dynast.model.blogbots.arena.ArenaFiles.ArenaFileException;
import org.dynast.model.blogbots.arena.ArenaFiles.Replay;

/**
 * Issue 13, replays: real replays from the engine (the four golden Bouts, whole and player-safe) cut short, with bytes
 * flipped, non-UTF-8 bytes, noise, a JSON value replaced (an empty value, the wrong type, huge, negative), a key
 * removed or given twice, and the Winner or turn count edited. Every case goes through {@link Fuzz#run}: it is
 * refused with the file and where (a line, field path, byte, event or outcome field), or it is accepted and a whole
 * replay verifies (re-simulates to the same outcome, turn count and events). An edited Winner or turn count is never
 * accepted.
 */
class ReplayFuzzTest {

    private static final String FILE = "fuzz.json";
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    /** The golden replays whole (0–3) and player-safe (4–7). */
    static final List<String> BASE = base();
    /** The same as trees, copied before each edit (reading 100 kB again for every case would be most of the time). */
    private static final List<JsonNode> TREES = BASE.stream().map(t -> {
        try {
            return JSON.readTree(t);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }).toList();

    private static List<String> base() {
        List<String> out = new ArrayList<>();
        List<String> safe = new ArrayList<>();
        for (int seed = 1; seed <= 4; seed++) {
            try {
                String text = Files.readString(Path.of("src/test/resources/arena/golden-" + seed + ".json"));
                out.add(text);
                safe.add(ArenaFiles.writeReplay(ArenaFiles.readReplay(text).toPlayerSafe()));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (ArenaFileException e) {
                throw new IllegalStateException(e);
            }
        }
        out.addAll(safe);
        return List.copyOf(out);
    }

    private static final List<List<String>> LINES = BASE.stream().map(t -> t.lines().toList()).toList();
    /** The lines of each base that hold one key and a plain value, to repeat. */
    private static final List<List<Integer>> KEYED = LINES.stream().map(lines -> {
        List<Integer> keyed = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).matches("\\s*\"\\w+\" : [^\\[{]*")) {
                keyed.add(i);
            }
        }
        return List.copyOf(keyed);
    }).toList();

    @AfterContainer
    static void report() {
        Fuzz.report();
    }

    @Property
    void aReplayCutShortIsRefusedWhereItEnds(@ForAll @IntRange(max = 7) int which,
                                             @ForAll @IntRange(max = 200_000) int at) {
        byte[] bytes = bytes(which);
        assertThat(judge(Arrays.copyOf(bytes, Math.min(at, bytes.length - 2)), false)).isEqualTo(Fuzz.Outcome.REFUSED);
    }

    @Property
    void flippedBytesAreRefusedOrHarmless(@ForAll @IntRange(max = 7) int which,
                                          @ForAll @Size(min = 1, max = 6) List<@IntRange(max = 200_000) Integer> at,
                                          @ForAll @IntRange(min = 1, max = 255) int mask) {
        byte[] bytes = bytes(which);
        for (int i : at) {
            bytes[i % bytes.length] ^= (byte) mask;
        }
        judge(bytes, false);
    }

    @Property
    void nonUtf8BytesAreRefusedWithTheirPlace(@ForAll @IntRange(max = 7) int which,
                                              @ForAll @IntRange(max = 200_000) int at,
                                              @ForAll("notUtf8") byte[] bad) {
        byte[] bytes = bytes(which);
        int i = at % bytes.length;
        byte[] out = new byte[bytes.length + bad.length];
        System.arraycopy(bytes, 0, out, 0, i);
        System.arraycopy(bad, 0, out, i, bad.length);
        System.arraycopy(bytes, i, out, i + bad.length, bytes.length - i);
        assertThat(judge(out, false)).isEqualTo(Fuzz.Outcome.REFUSED);
    }

    @Property
    void noiseSplicedInIsRefusedOrHarmless(@ForAll @IntRange(max = 7) int which,
                                           @ForAll @IntRange(max = 200_000) int at,
                                           @ForAll @IntRange(max = 2_000) int cut, @ForAll("noise") String noise) {
        String text = BASE.get(which);
        int a = at % text.length();
        int b = Math.min(text.length(), a + cut);
        judge((text.substring(0, a) + noise + text.substring(b)).getBytes(StandardCharsets.UTF_8), false);
    }

    /** One JSON value anywhere in the file replaced by an empty value, another type, a huge or a negative number. */
    @Property
    void aReplacedValueIsRefusedByItsPathOrHarmless(@ForAll @IntRange(max = 7) int which,
                                                   @ForAll @IntRange(max = 100_000) int node,
                                                   @ForAll("replacement") JsonNode with) throws IOException {
        JsonNode root = TREES.get(which).deepCopy();
        List<Slot> slots = new ArrayList<>();
        slots(root, slots);
        slots.get(node % slots.size()).set(with);
        judge(JSON.writeValueAsBytes(root), false);
    }

    /** A key removed, or given twice (a line of the file repeated). */
    @Property
    void aRemovedOrRepeatedKeyIsRefused(@ForAll @IntRange(max = 7) int which, @ForAll @IntRange(max = 100_000) int line,
                                        @ForAll boolean twice) throws IOException {
        if (twice) {
            List<String> lines = new ArrayList<>(LINES.get(which));
            List<Integer> keyed = KEYED.get(which);
            int i = keyed.get(line % keyed.size());
            String copy = lines.get(i);
            lines.add(i, copy.endsWith(",") ? copy : copy + ",");
            assertThat(judge(String.join("\n", lines).getBytes(StandardCharsets.UTF_8), false))
                    .isEqualTo(Fuzz.Outcome.REFUSED);
        } else {
            JsonNode root = TREES.get(which).deepCopy();
            List<Slot> slots = new ArrayList<>();
            slots(root, slots);
            List<Slot> keys = slots.stream().filter(s -> s.key != null).toList();
            Slot s = keys.get(line % keys.size());
            s.remove();
            judge(JSON.writeValueAsBytes(root), false);
        }
    }

    /** CI's case: the END event's bot removed; the refusal says the END event names no Bot, not "null". */
    @Example
    void anEndEventWithoutItsBotIsRefusedInWords() throws IOException {
        aRemovedOrRepeatedKeyIsRefused(4, 79_952, false);
    }

    /**
     * "a replay whose recorded winner or turn count was edited still 're-simulates'": edited alone, or forged with
     * the END event to match, it is never accepted.
     */
    @Property
    void anEditedWinnerOrTurnCountIsNeverAccepted(@ForAll @IntRange(max = 7) int which, @ForAll boolean winner,
                                                  @ForAll boolean forged, @ForAll @IntRange(min = -70, max = 70) int by)
            throws IOException {
        ObjectNode root = (ObjectNode) TREES.get(which).deepCopy();
        ObjectNode outcome = (ObjectNode) root.get("outcome");
        ArrayNode events = (ArrayNode) root.get("events");
        ObjectNode end = (ObjectNode) events.get(events.size() - 1);
        if (winner) {
            String was = outcome.get("winner").asText();
            String other = root.get("entrants").get(0).get("name").asText().equals(was)
                    ? root.get("entrants").get(1).get("name").asText() : root.get("entrants").get(0).get("name").asText();
            outcome.put("winner", other);
            if (forged) {
                end.put("bot", other);
                end.put("text", end.get("text").asText().replace(was + " wins", other + " wins"));
            }
        } else {
            int turns = outcome.get("turns").asInt() + (by == 0 ? 1 : by);
            outcome.put("turns", turns);
            if (forged) {
                end.put("turn", turns);
            }
        }
        boolean whole = which < 4;
        Fuzz.Outcome o = judge(JSON.writeValueAsBytes(root), true);
        if (whole || !forged) {
            assertThat(o).as("an edited %s", winner ? "Winner" : "turn count").isEqualTo(Fuzz.Outcome.REFUSED);
        }
        if (whole) {
            // issue 33: the same edited full replay flagged "playerSafe": true, which was then trusted unchecked
            root.put("playerSafe", true);
            o = judge(JSON.writeValueAsBytes(root), true);
            assertThat(o).as("an edited %s", winner ? "Winner" : "turn count").isEqualTo(Fuzz.Outcome.REFUSED);
        }
    }

    // ------------------------------------------------------------------------------------------ the judge

    /** Reads (and, for a whole replay, verifies) {@code bytes}; {@code edited}: the Winner or turns were edited. */
    static Fuzz.Outcome judge(byte[] bytes, boolean edited) {
        return Fuzz.run("replay", () -> {
            Replay r;
            try {
                r = ArenaFiles.readReplay(bytes, FILE);
            } catch (ArenaFileException e) {
                assertThat(e.where()).as("a refusal says where: %s", e.getMessage()).isNotBlank();
                assertThat(e.getMessage()).doesNotContain("\n");
                return Fuzz.refused(e.getMessage(), FILE);
            }
            if (r.playerSafe()) {
                return Fuzz.Outcome.ACCEPTED;
            }
            String difference = r.verify(Arena.ENGINE);
            if (difference != null) {
                return Fuzz.refused(difference, difference.startsWith("outcome.") ? "outcome." : "event ");
            }
            assertThat(edited).as("an edited Winner or turn count verified").isFalse();
            return Fuzz.Outcome.ACCEPTED;
        });
    }

    private static byte[] bytes(int which) {
        return BASE.get(which).getBytes(StandardCharsets.UTF_8);
    }

    /** A place for a value in the tree: an object's member or an array's element. */
    private record Slot(JsonNode parent, String key, int index) {
        void set(JsonNode value) {
            if (key != null) {
                ((ObjectNode) parent).set(key, value);
            } else {
                ((ArrayNode) parent).set(index, value);
            }
        }

        void remove() {
            ((ObjectNode) parent).remove(key);
        }
    }

    private static void slots(JsonNode node, List<Slot> out) {
        if (node.isObject()) {
            List<String> names = new ArrayList<>();
            Iterator<Map.Entry<String, JsonNode>> it = node.fields();
            while (it.hasNext()) {
                names.add(it.next().getKey());
            }
            for (String n : names) {
                out.add(new Slot(node, n, -1));
                slots(node.get(n), out);
            }
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                out.add(new Slot(node, null, i));
                slots(node.get(i), out);
            }
        }
    }

    @Provide
    Arbitrary<JsonNode> replacement() {
        JsonNodeFactory f = JsonNodeFactory.instance;
        return Arbitraries.oneOf(
                Arbitraries.just(f.nullNode()),
                Arbitraries.of(f.textNode(""), f.textNode("x"), f.textNode("Brawler"), f.textNode("MOVE"),
                        f.booleanNode(true), f.booleanNode(false), f.arrayNode(), f.objectNode(),
                        f.numberNode(1.5), f.numberNode(new BigInteger("99999999999999999999999")),
                        f.numberNode(-2_147_483_649L), f.numberNode(Long.MAX_VALUE), f.numberNode(1e300)),
                Arbitraries.integers().between(-1_000_000, 1_000_000).map(i -> (JsonNode) f.numberNode(i)),
                Arbitraries.integers().between(-3, 120).map(i -> (JsonNode) f.numberNode(i)));
    }

    @Provide
    Arbitrary<byte[]> notUtf8() {
        return Arbitraries.of(new byte[] {(byte) 0xFF}, new byte[] {(byte) 0xC3, 0x28}, new byte[] {(byte) 0x80},
                new byte[] {(byte) 0xE2, (byte) 0x82}, new byte[] {(byte) 0xED, (byte) 0xA0, (byte) 0x80},
                new byte[] {(byte) 0xF8, (byte) 0x88, (byte) 0x80, (byte) 0x80, (byte) 0x80},
                new byte[] {(byte) 0xC0, (byte) 0xAF}, "Br\u00e4wler".getBytes(StandardCharsets.ISO_8859_1));
    }

    @Provide
    Arbitrary<String> noise() {
        Arbitrary<String> pieces = Arbitraries.of("{", "}", "[", "]", ",", ":", "\"", "\\", "\\u00", "\n", " ",
                "\"turn\" : ", "\"bots\" : [ ]", "\"kind\" : \"END\"", "1", "-1", "1e99", "true", "nul", "0x1F",
                "\u0000", "\uFEFF", "\u00e4", "\uD83E\uDD16", "//", "/*", "NaN", "Infinity", "'", "\"winner\" : \"");
        return Arbitraries.oneOf(pieces.list().ofMaxSize(20).map(l -> String.join("", l)),
                Arbitraries.strings().ofMaxLength(40).filter(ReplayFuzzTest::plain));
    }

    /** Noise that does not itself spell a word the judge forbids in a message (a refusal may quote it). */
    static boolean plain(String s) {
        return !s.contains("null") && !s.contains("Exception") && !s.contains("java.") && !s.contains("SQL");
    }
}
