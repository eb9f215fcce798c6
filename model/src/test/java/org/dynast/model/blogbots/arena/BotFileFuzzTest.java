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
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.lifecycle.AfterContainer;
import org.dynast.model.Fuzz;
import org.dynast.model.blogbots.arena.ArenaFiles.ArenaFileException;
import org.dynast.model.blogbots.bots.Part;

/**
 * Issue 13, Bot files: the shipped Bots' files cut short, with bytes flipped or non-UTF-8 bytes, a value replaced, a
 * part renamed to one not in the catalogue, Systems added past the Chassis' hardpoints. Each is refused with the file
 * and where (line, field) and why, or it is accepted as a Bot of the catalogue that fits its Chassis and can fight.
 */
class BotFileFuzzTest {

    private static final String FILE = "bot.json";
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private static final List<String> BASE = List.of(ArenaFiles.writeBot(StandardBots.brawler()),
            ArenaFiles.writeBot(StandardBots.skirmisher()), ArenaFiles.writeBot(StandardBots.houseBot()),
            ArenaFiles.writeBot(ReplayTest.first(4)));
    private static final List<String> PARTS = List.of("Axe", "Ram", "Flipper", "Taser", "Nox Tank", "Petrol",
            "Nuclear", "Incisor TRN9P", "Apex Systems X1500", "Axe ", "axe", "Chainsaw", "", "Warp Drive");

    @AfterContainer
    static void report() {
        Fuzz.report();
    }

    @Property
    void aBotFileCutShortIsRefused(@ForAll @IntRange(max = 3) int which, @ForAll @IntRange(max = 10_000) int at) {
        byte[] bytes = BASE.get(which).getBytes(StandardCharsets.UTF_8);
        assertThat(judge(Arrays.copyOf(bytes, Math.min(at, bytes.length - 2)))).isEqualTo(Fuzz.Outcome.REFUSED);
    }

    @Property
    void flippedAndNonUtf8BytesAreRefusedOrHarmless(@ForAll @IntRange(max = 3) int which,
                                                    @ForAll @Size(min = 1, max = 4) List<@IntRange(max = 10_000) Integer> at,
                                                    @ForAll @IntRange(min = 1, max = 255) int mask) {
        byte[] bytes = BASE.get(which).getBytes(StandardCharsets.UTF_8);
        for (int i : at) {
            bytes[i % bytes.length] ^= (byte) mask;
        }
        judge(bytes);
    }

    @Property
    void aReplacedValueOrPartIsRefusedByItsPathOrFits(@ForAll @IntRange(max = 3) int which,
                                                      @ForAll @IntRange(max = 10_000) int node,
                                                      @ForAll("replacement") JsonNode with) throws IOException {
        JsonNode root = JSON.readTree(BASE.get(which));
        List<JsonNode[]> slots = new ArrayList<>();
        List<Object> keys = new ArrayList<>();
        slots(root, slots, keys);
        int i = node % slots.size();
        JsonNode parent = slots.get(i)[0];
        if (keys.get(i) instanceof String k) {
            ((ObjectNode) parent).set(k, with);
        } else {
            ((ArrayNode) parent).set((Integer) keys.get(i), with);
        }
        judge(JSON.writeValueAsBytes(root));
    }

    /** "Bot JSON (unknown parts, hardpoints)": Systems past the hardpoints, or a part not in the catalogue. */
    @Property
    void partsNotInTheCatalogueOrPastTheHardpointsAreRefused(@ForAll @IntRange(max = 3) int which,
                                                            @ForAll @IntRange(max = 12) int extra,
                                                            @ForAll("part") String system) throws Exception {
        Entrant e = ArenaFiles.readBot(BASE.get(which));
        List<Part> systems = new ArrayList<>(e.bot().systems());
        for (int i = 0; i < extra; i++) {
            systems.add(Part.system(system, 100));
        }
        Entrant more = new Entrant(e.bot().withSystems(systems), e.script(), e.operator(), e.houseBot());
        boolean fits = Arena.CAT.misfit(more.bot()).isEmpty();
        Fuzz.Outcome o = judge(ArenaFiles.writeBot(more).getBytes(StandardCharsets.UTF_8));
        assertThat(o).isEqualTo(fits ? Fuzz.Outcome.ACCEPTED : Fuzz.Outcome.REFUSED);
    }

    static Fuzz.Outcome judge(byte[] bytes) {
        return Fuzz.run("bot-file", () -> {
            Entrant e;
            try {
                e = ArenaFiles.readBot(bytes, FILE, Arena.CAT);
            } catch (ArenaFileException x) {
                assertThat(x.where()).as("a refusal says where: %s", x.getMessage()).isNotBlank();
                return Fuzz.refused(x.getMessage(), FILE);
            }
            assertThat(Arena.CAT.misfit(e.bot())).isEmpty();
            Entrant other = e.name().equals("Skirmisher") ? StandardBots.brawler() : StandardBots.skirmisher();
            Entrant fighter = new Entrant(e.bot(), e.script(), e.operator() == null ? "Op" : e.operator(), false);
            assertThat(Arena.ENGINE.run(fighter, other, Configuration.standard(), 7L).winnerName()).isNotNull();
            return Fuzz.Outcome.ACCEPTED;
        });
    }

    private static void slots(JsonNode node, List<JsonNode[]> out, List<Object> keys) {
        if (node.isObject()) {
            Iterator<String> names = node.fieldNames();
            List<String> list = new ArrayList<>();
            names.forEachRemaining(list::add);
            for (String n : list) {
                out.add(new JsonNode[] {node});
                keys.add(n);
                slots(node.get(n), out, keys);
            }
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                out.add(new JsonNode[] {node});
                keys.add(i);
                slots(node.get(i), out, keys);
            }
        }
    }

    @Provide
    Arbitrary<String> part() {
        return Arbitraries.of(PARTS);
    }

    @Provide
    Arbitrary<JsonNode> replacement() {
        JsonNodeFactory f = JsonNodeFactory.instance;
        return Arbitraries.oneOf(
                Arbitraries.of(f.nullNode(), f.textNode(""), f.booleanNode(true), f.arrayNode(), f.objectNode(),
                        f.numberNode(2.5), f.numberNode(new BigInteger("123456789012345678901234567890")),
                        f.numberNode(-1), f.numberNode(101), f.numberNode(Integer.MIN_VALUE)),
                Arbitraries.of(PARTS).map(p -> (JsonNode) f.textNode(p)),
                Arbitraries.integers().between(-5, 105).map(i -> (JsonNode) f.numberNode(i)));
    }
}
