package org.dynast.model.ruleset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A ruleset file's bytes as text (issue 13): UTF-8 with or without a BOM, UTF-16 with a BOM, else Windows-1252. */
class RulesetTextTest {

    private static final String TEXT = "Core Rules\nRuleset\u2019s caf\u00e9 \u2014 rule 1\n";

    @TempDir
    Path dir;

    private static byte[] bytes(int... values) {
        byte[] b = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            b[i] = (byte) values[i];
        }
        return b;
    }

    private static byte[] concat(byte[] a, byte[] b) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(a);
        out.writeBytes(b);
        return out.toByteArray();
    }

    @Test
    void plainUtf8IsReadWithoutAWarning() {
        RulesetText t = RulesetText.decode(TEXT.getBytes(StandardCharsets.UTF_8));
        assertThat(t.text()).isEqualTo(TEXT);
        assertThat(t.warning()).isEmpty();
    }

    @Test
    void utf8WithAByteOrderMarkLosesTheMark() {
        RulesetText t = RulesetText.decode(concat(bytes(0xEF, 0xBB, 0xBF), TEXT.getBytes(StandardCharsets.UTF_8)));
        assertThat(t.text()).isEqualTo(TEXT);
        assertThat(t.warning()).isEmpty();
    }

    @Test
    void utf16WithAByteOrderMarkIsReadEitherWay() {
        RulesetText le = RulesetText.decode(concat(bytes(0xFF, 0xFE), TEXT.getBytes(StandardCharsets.UTF_16LE)));
        assertThat(le.text()).isEqualTo(TEXT);
        assertThat(le.warning()).isEmpty();
        RulesetText be = RulesetText.decode(concat(bytes(0xFE, 0xFF), TEXT.getBytes(StandardCharsets.UTF_16BE)));
        assertThat(be.text()).isEqualTo(TEXT);
        assertThat(be.warning()).isEmpty();
    }

    @Test
    void brokenUtf16IsReadWithAWarningNotAFailure() {
        byte[] odd = concat(bytes(0xFF, 0xFE), concat("Rule".getBytes(StandardCharsets.UTF_16LE), bytes(0x41)));
        RulesetText t = RulesetText.decode(odd);
        assertThat(t.text()).startsWith("Rule");
        assertThat(t.warning()).get().asString().contains("marked UTF-16 LE but not valid UTF-16 LE");
    }

    @Test
    void windows1252IsReadWithAWarningSayingSoAndWhere() {
        // "Core Rules\nThe Emperor’s café" with ’ as 0x92 and é as 0xE9
        byte[] b = concat("Core Rules\nThe Emperor".getBytes(StandardCharsets.US_ASCII),
                bytes(0x92, 's', ' ', 'c', 'a', 'f', 0xE9));
        RulesetText t = RulesetText.decode(b);
        assertThat(t.text()).isEqualTo("Core Rules\nThe Emperor\u2019s caf\u00e9");
        assertThat(t.warning()).get().asString().startsWith("not UTF-8: read as Windows-1252")
                .contains("line 2 has the byte 0x92");
    }

    /**
     * Issue 33: "A UTF-8 ruleset with one or two bad bytes is read as Windows-1252 with one warning, turning 345
     * quotes and dashes into 'â€' sequences (ruling 5). Keep the good text: decode as UTF-8, replace only the bad
     * bytes, and say where they were."
     */
    @Test
    void utf8WithAFewBadBytesKeepsItsGoodTextAndSaysWhereTheBadOnesWere() {
        String good = "Core Rules\nThe Emperor\u2019s caf\u00e9 \u2014 \u201cquoted\u201d, as a Player\u2019s "
                + "Proposal may be \u2014 is read as the text says.\n";
        byte[] b = concat(good.getBytes(StandardCharsets.UTF_8), concat(bytes(0x92), "x\nend\u2019s".getBytes(
                StandardCharsets.UTF_8)));
        RulesetText t = RulesetText.decode(b);
        assertThat(t.text()).isEqualTo(good + "\uFFFDx\nend\u2019s");
        assertThat(t.warning()).get().asString().isEqualTo("UTF-8 with 1 byte that is not UTF-8, each shown as "
                + "\uFFFD (line 3, byte 0x92)");
    }

    /** Issue 33: "16 random bytes are accepted as a ruleset". */
    @Test
    void randomBytesAreRefusedAsNotText() {
        Random random = new Random(33);
        for (int i = 0; i < 1_000; i++) {
            byte[] noise = new byte[16];
            random.nextBytes(noise);
            assertThatThrownBy(() -> RulesetText.decodeText(noise, "noise.txt")).as("seed %d", i)
                    .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("noise.txt is not a text file");
        }
    }

    @Test
    void emptyBytesAreAnEmptyText() {
        assertThat(RulesetText.decode(new byte[0]).text()).isEmpty();
        assertThat(RulesetText.decode(bytes(0xEF, 0xBB, 0xBF)).text()).isEmpty();
        assertThat(RulesetText.decode(bytes(0xFF, 0xFE)).text()).isEmpty();
    }

    @Test
    void aFileIsReadTheSameWayAndAHugeOneIsRefused() throws Exception {
        Path file = Files.write(dir.resolve("r.txt"), bytes('a', 0xE9));
        assertThat(RulesetText.read(file).text()).isEqualTo("a\u00e9");
        Path huge = dir.resolve("huge.txt");
        try (var ch = FileChannel.open(huge, StandardOpenOption.CREATE_NEW,
                StandardOpenOption.WRITE, StandardOpenOption.SPARSE)) {
            ch.write(ByteBuffer.wrap(bytes('x')), RulesetText.MAX_BYTES + 1);
        }
        assertThatThrownBy(() -> RulesetText.read(huge)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("huge.txt is 5 MB: a ruleset text is far smaller");
    }

    @Test
    void utf16WithoutAByteOrderMarkIsReadWithAWarning() {
        RulesetText le = RulesetText.decode(TEXT.getBytes(StandardCharsets.UTF_16LE));
        assertThat(le.text()).isEqualTo(TEXT);
        assertThat(le.warning()).get().asString().contains("read as UTF-16 LE");
        RulesetText be = RulesetText.decode(TEXT.getBytes(StandardCharsets.UTF_16BE));
        assertThat(be.text()).isEqualTo(TEXT);
        assertThat(be.warning()).get().asString().contains("read as UTF-16 BE");
    }

    @Test
    void aFileThatIsNotTextAtAllIsRefusedSayingSo() throws Exception {
        byte[] binary = new byte[4096];
        new Random(13).nextBytes(binary);
        Path file = Files.write(dir.resolve("picture.png"), binary);
        assertThatThrownBy(() -> RulesetText.read(file)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("picture.png is not a text file: ")
                .hasMessageContaining("control characters no ruleset text has");
        // a Windows-1252 text, and one with a stray control character, are still texts
        assertThat(RulesetText.decodeText(bytes('C', 'a', 'f', 0xE9, ' ', 0x92, 'x'), "w.txt").text())
                .isEqualTo("Caf\u00e9 \u2019x");
        assertThat(RulesetText.decodeText(("Core Rules\u0007\n" + TEXT.repeat(20)).getBytes(StandardCharsets.UTF_8),
                "bell.txt").text()).startsWith("Core Rules");
    }
}
