package org.dynast.model.blogbots.arena;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import org.dynast.model.Fuzz;
import org.dynast.model.blogbots.arena.ArenaFiles.ArenaFileException;

/**
 * Issue 33, "Bout setup files (330): 22 crashes (21 non-UTF-8 …; one 'A Bout ran past turn 1000'), 1
 * OutOfMemoryError, 42 invalid setups accepted — some whose own replay then does not verify" and "a Bot {"file":
 * "/dev/zero"} grew the JVM to 5.6 GB": setups placed and unplaced, with a House Bot, Statuses, Tallies, a late turn,
 * a saved Bout's resume, values changed to anything, bytes flipped or not UTF-8, and Bots given by files that are a
 * device, a folder, missing or large. Each is refused saying where, or accepted — and an accepted one runs to its end
 * and its own replay, written and read back, verifies (anything else is garbage accepted).
 */
class BoutSetupFuzzTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String BOT = "{\"name\": \"%s\", \"engine\": {\"name\": \"Petrol\", \"condition\": 100}, "
            + "\"chassis\": {\"name\": \"Apex Systems X1500\", \"condition\": 100}, \"systems\": [{\"name\": \"Axe\", "
            + "\"condition\": 100}], \"script\": [\"%s\"], \"square\": %d, \"facing\": \"%s\"}";
    private static final String[] LINES = {"If the current turn is 1 or more, move forwards 1 times",
        "If the current turn is 1 or more, block", "If the current turn is 1 or more, use Axe on Bix",
        "If the current turn is 1 or more, use Axe on Ada", "If Ada is Flipped, evade"};
    private static Path dir;

    @AfterContainer
    static void report() throws IOException {
        Fuzz.report();
        if (dir != null) {
            try (var files = Files.walk(dir)) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    record Case(int kind, long seed) {
    }

    @Provide
    Arbitrary<Case> cases() {
        return Combinators.combine(Arbitraries.integers().between(0, 7), Arbitraries.longs()).as(Case::new);
    }

    @Property
    void aSetupIsRefusedWithWhereOrRunsAndReplays(@ForAll("cases") Case c) throws IOException {
        Random random = new Random(c.seed());
        ObjectNode setup = setup(random);
        byte[] bytes;
        switch (c.kind()) {
            case 0 -> bytes = utf8(setup.toString());
            case 1 -> {
                ((ObjectNode) setup.get("bots").get(random.nextInt(2))).put("tally", random.nextInt(30) - 2);
                ((ObjectNode) setup.get("bots").get(random.nextInt(2))).set("statuses", JSON.valueToTree(
                        List.of(List.of("Flipped", "Scorched", "Loose", "Scrambled", "Anchored Bix", "Anchored Ada",
                                "Nope").get(random.nextInt(7)))));
                ((ObjectNode) setup.get("bots").get(random.nextInt(2))).put("evading", random.nextBoolean());
                bytes = utf8(setup.toString());
            }
            case 2 -> {
                setup.put("turn", List.of(1, 2, 50, 998, 999, 1000, 1001).get(random.nextInt(7)));
                bytes = utf8(setup.toString());
            }
            case 3 -> bytes = utf8(changed(setup, random).toString());
            case 4 -> {
                byte[] b = utf8(setup.toString());
                for (int i = 1 + random.nextInt(4); i > 0; i--) {
                    b[random.nextInt(b.length)] = (byte) (0x80 + random.nextInt(128));
                }
                bytes = b;
            }
            case 5 -> {
                ObjectNode bot = JSON.createObjectNode();
                bot.put("file", List.of("/dev/zero", "/dev/null", ".", "missing.json", "big.json")
                        .get(random.nextInt(5)));
                bot.put("square", 4).put("facing", "right");
                ((ArrayNode) setup.get("bots")).set(0, bot);
                bytes = utf8(setup.toString());
            }
            case 6 -> {
                setup.put("turn", 3 + random.nextInt(20));
                setup.put("version", 2);
                setup.set("resume", JSON.readTree("{\"round\": " + (1 + random.nextInt(5)) + ", \"turnsThisRound\": "
                        + random.nextInt(3) + ", \"order\": [\"Ada\", \"Bix\"], \"draws\": " + random.nextInt(1_000)
                        + ", \"sequence\": " + random.nextInt(10) + ", \"bots\": []}"));
                bytes = utf8(setup.toString());
            }
            default -> bytes = utf8(setup.toString().substring(0, random.nextInt(setup.toString().length())));
        }
        Path file = folder().resolve("setup-" + Long.toHexString(c.seed()) + ".json");
        Files.write(file, bytes);
        Fuzz.run("bout-setup", () -> {
            BoutSetup read;
            try {
                read = BoutSetupFile.read(file, Arena.CAT);
            } catch (ArenaFileException e) {
                return Fuzz.refused(e.getMessage(), null);
            } finally {
                Files.deleteIfExists(file);
            }
            // accepted: it runs to its end, and its own replay verifies
            BoutResult r = Arena.ENGINE.run(read);
            ArenaFiles.Replay replay = ArenaFiles.readReplay(ArenaFiles.writeReplay(ArenaFiles.Replay.of(read, r)));
            assertThat(replay.verify(Arena.ENGINE)).as("garbage accepted: its replay does not verify").isNull();
            return Fuzz.Outcome.ACCEPTED;
        });
    }

    private static ObjectNode setup(Random random) {
        boolean placed = random.nextBoolean();
        String ada = String.format(BOT, "Ada", LINES[random.nextInt(LINES.length)], 2 + random.nextInt(8), "right");
        String bix = String.format(BOT, "Bix", LINES[random.nextInt(LINES.length)], 11 + random.nextInt(8), "left");
        if (!placed) {
            ada = ada.replaceAll(", \"square\": \\d+, \"facing\": \"right\"", "");
            bix = bix.replaceAll(", \"square\": \\d+, \"facing\": \"left\"", "");
        }
        String house = random.nextInt(3) == 0 ? ", \"house\": " + String.format(BOT, "Rusty", LINES[1], 10, "left")
                .replace("\"square\": 10, ", "").replace(", \"facing\": \"left\"", "") : "";
        try {
            return (ObjectNode) JSON.readTree("{\"format\": \"dynast-bout-setup\", \"version\": 1, \"seed\": "
                    + random.nextInt(1_000) + ", \"bots\": [" + ada + ", " + bix + "]" + house + "}");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One value anywhere swapped for something it should not be. */
    private static JsonNode changed(ObjectNode root, Random random) {
        List<JsonNode> containers = new ArrayList<>();
        collect(root, containers);
        JsonNode parent = containers.get(random.nextInt(containers.size()));
        if (parent.size() == 0) {
            return root;
        }
        JsonNodeFactory f = JsonNodeFactory.instance;
        JsonNode v = List.<JsonNode>of(f.nullNode(), f.textNode("x"), f.numberNode(-1), f.numberNode(0),
                f.numberNode(1_000_001), f.numberNode(Long.MAX_VALUE), f.numberNode(1.5), f.booleanNode(true),
                f.arrayNode(), f.objectNode(), f.textNode("Bix"), f.textNode("Ada"), f.numberNode(19),
                f.textNode("x".repeat(5_000))).get(random.nextInt(14));
        if (parent instanceof ObjectNode o) {
            List<String> names = new ArrayList<>();
            o.fieldNames().forEachRemaining(names::add);
            o.set(names.get(random.nextInt(names.size())), v);
        } else {
            ((ArrayNode) parent).set(random.nextInt(parent.size()), v);
        }
        return root;
    }

    private static void collect(JsonNode node, List<JsonNode> out) {
        if (node.isContainerNode()) {
            out.add(node);
            node.elements().forEachRemaining(n -> collect(n, out));
        }
    }

    private static synchronized Path folder() throws IOException {
        if (dir == null) {
            dir = Files.createTempDirectory("bout-setup-fuzz");
            // a Bot file over the reader's limit, sparse so that it costs no disk
            try (var ch = FileChannel.open(dir.resolve("big.json"),
                    StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE,
                    StandardOpenOption.SPARSE)) {
                ch.write(ByteBuffer.wrap(new byte[] {'{'}), ArenaFiles.MAX_BYTES + 1);
            }
        }
        return dir;
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
