package org.dynast.model.matters;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import org.dynast.model.Fuzz;
import org.dynast.model.InputText;
import org.dynast.model.Refusal;
import org.dynast.model.module.DynastyModules;

/**
 * Issue 33, "judge (316 inputs): 51 crashes — any non-UTF-8 byte …; 6 hangs on 400–880 KB threads; 9 garbage", as the
 * judge command reads a file: its bytes through the one strict decoder ({@link InputText}) and the thread reader,
 * then judged. The shapes: real threads of the corpus, cut, with bytes flipped or a Windows-1252 byte, as UTF-16 with
 * and without a byte order mark, the found slow shapes grown to up to 880 KB (icon words, quoted icon words, commas,
 * blank lines, image icons), the JSON form with values changed, and noise. Each is judged or refused saying where;
 * never a crash or a hang; UTF-16 and bad bytes are never judged (garbage: read as an empty thread).
 */
class JudgeFuzzTest {

    private static final List<String> THREADS = List.of("2006-reductio-imperator", "2008-faction-wait-what-oh-no",
            "2004-a-way-to-encourage-voting-on-proposals").stream().map(JudgeFuzzTest::thread).toList();
    private static final CoreRulesProfile PROFILE = ProfileCatalogue.shipped(DynastyModules.installed()).get(0);

    @AfterContainer
    static void report() {
        Fuzz.report();
    }

    enum Shape { REAL, CUT, FLIPPED, WINDOWS_1252, UTF16_MARKED, UTF16, GROWN, JSON, NOISE }

    record Case(Shape shape, int which, int size, long seed) {
    }

    @Provide
    Arbitrary<Case> cases() {
        return Combinators.combine(Arbitraries.of(Shape.class), Arbitraries.integers().between(0, 2),
                Arbitraries.integers().between(1, 880), Arbitraries.longs()).as(Case::new);
    }

    @Property
    void aThreadFileIsJudgedOrRefusedWithWhereNeverACrashOrAHang(@ForAll("cases") Case c) {
        Random random = new Random(c.seed());
        String text = THREADS.get(c.which());
        byte[] bytes = switch (c.shape()) {
            case REAL -> utf8(text);
            case CUT -> utf8(text.substring(0, random.nextInt(text.length())));
            case FLIPPED -> {
                byte[] b = utf8(text);
                for (int i = 1 + random.nextInt(4); i > 0; i--) {
                    b[random.nextInt(b.length)] = (byte) random.nextInt(256);
                }
                yield b;
            }
            case WINDOWS_1252 -> (text + "\ncaf\u00e9 \u2019").getBytes(Charset.forName("windows-1252"));
            case UTF16_MARKED -> text.getBytes(random.nextBoolean() ? StandardCharsets.UTF_16 : StandardCharsets.UTF_16LE);
            case UTF16 -> text.getBytes(random.nextBoolean() ? StandardCharsets.UTF_16LE : StandardCharsets.UTF_16BE);
            case GROWN -> utf8(grown(text, c.size() * 1024, random));
            case JSON -> utf8("{\"kind\": \"" + List.of("proposal", "cfj", "dov", "x", "").get(random.nextInt(5))
                    + "\", \"title\": \"T\", \"posted\": \"" + List.of("2026-11-20T10:00:00Z", "soon", "").get(
                    random.nextInt(3)) + "\", \"comments\": [" + "{\"author\": \"A\", \"at\": \"2026-11-20 11:00\", "
                    + "\"icon\": \"for\"},".repeat(random.nextInt(2_000)) + "{}]}");
            case NOISE -> {
                byte[] b = new byte[random.nextInt(4_096)];
                random.nextBytes(b);
                yield b;
            }
        };
        boolean json = c.shape() == Shape.JSON;
        Fuzz.run("judge", () -> {
            String content;
            try {
                content = InputText.utf8(bytes, "a comment thread");
            } catch (InputText.Refused r) {
                return Fuzz.refused(r.getMessage(), r.where());
            }
            assertThat(c.shape()).as("UTF-16 is never read as a thread").isNotIn(Shape.UTF16_MARKED, Shape.UTF16,
                    Shape.WINDOWS_1252);
            try {
                ThreadJudge.Thread thread = json ? ThreadJudge.fromJson(content) : ThreadJudge.fromPage(content);
                ThreadJudge.Judgement j = ThreadJudge.judge(thread, PROFILE, Instant.parse("2026-11-23T12:00:00Z"),
                        List.of(), 5, Map.of());
                assertThat(j.verdict().explanation()).isNotBlank();
                return Fuzz.Outcome.ACCEPTED;
            } catch (Refusal r) {
                return Fuzz.refused(r.getMessage(), null);
            }
        });
    }

    /** The fuzz's slow shapes: a thread with one comment grown to {@code size} of icon words, commas or blank lines. */
    private static String grown(String text, int size, Random random) {
        String head = "Kevan: he/him\n\n20-11-2026 14:03:22 UTC\n\n";
        String unit = List.of("the for ", "\"for\" ", "for x ", ",", "\n", "<img alt=for> for ", "x\nfor\n",
                "FOR against ", "Kevan | 2026-11-20 14:03 | ").get(random.nextInt(9));
        return text + "\n" + head + unit.repeat(Math.max(1, size / unit.length())) + "\n";
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    private static String thread(String name) {
        try (InputStream in = JudgeFuzzTest.class.getResourceAsStream("threads/" + name + ".txt")) {
            if (in == null) {
                throw new IllegalStateException("missing fixture threads/" + name + ".txt");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
