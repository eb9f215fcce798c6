package org.dynast.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 33, "judge: … any non-UTF-8 byte ends in 'Something went wrong: Input length = 1' (JudgeCommand.run)",
 * "judge reads UTF-16 as an empty thread", and "bounds its input … with a clear refusal naming the limit": a thread
 * file is read as strict UTF-8, refused with the place of its first bad byte, and refused when it is too large or is
 * not a file at all.
 */
class JudgeInputTest {

    private static final String PAGE = "Proposal: Plucky robot sidekick\n\nLulu: she/her\n\n20-11-2026 10:00:00 UTC\n\n"
            + "for. Nice caf\u00e9\n";
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @TempDir
    Path dir;

    private int run(String... args) throws Exception {
        String[] line = new String[args.length + 1];
        line[0] = "judge";
        System.arraycopy(args, 0, line, 1, args.length);
        return Cli.run(line, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                List.of(new JudgeCommand(Clock.fixed(Instant.parse("2026-11-23T12:00:00Z"), ZoneOffset.UTC))));
    }

    private String error() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aWindows1252ByteIsRefusedWithItsLineAndByteNotSomethingWentWrong() throws Exception {
        Path page = Files.write(dir.resolve("thread.txt"), PAGE.getBytes(StandardCharsets.ISO_8859_1));
        assertThat(run(page.toString())).isEqualTo(1);
        int at = PAGE.indexOf('\u00e9') + 1;
        assertThat(error()).contains("thread.txt, line 7 (byte " + at + "): the byte 0xE9 is not UTF-8 text")
                .doesNotContain("Something went wrong").doesNotContain("Input length");
    }

    @Test
    void utf16WithOrWithoutAByteOrderMarkIsRefusedSayingSoNotReadAsAnEmptyThread() throws Exception {
        Path marked = Files.write(dir.resolve("marked.txt"), PAGE.getBytes(StandardCharsets.UTF_16));
        assertThat(run(marked.toString())).isEqualTo(1);
        assertThat(error()).contains("marked.txt, line 1 (byte 1): this is UTF-16 text");
        err.reset();
        Path bare = Files.write(dir.resolve("bare.txt"), PAGE.getBytes(StandardCharsets.UTF_16LE));
        assertThat(run(bare.toString())).isEqualTo(1);
        assertThat(error()).contains("bare.txt, line 1 (byte 2): a NUL byte (0x00), and every other byte is zero, as in UTF-16 text");
        assertThat(out.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void aThreadOverTheLimitIsRefusedNamingTheLimit() throws Exception {
        Path big = dir.resolve("big.txt");
        Files.write(big, new byte[4 * 1024 * 1024 + 1]);
        assertThat(run(big.toString())).isEqualTo(1);
        assertThat(error()).contains("big.txt: is 4.0 MB, more than a comment thread may be (at most 4 MB is read)");
    }

    @Test
    void aDeviceIsRefusedAsNotAFile() throws Exception {
        assertThat(Path.of("/dev/zero")).as("the Linux device the fuzz used").exists();
        assertThat(run("/dev/zero")).isNotZero();
        assertThat(error()).contains("/dev/zero").doesNotContain("Something went wrong");
    }

    @Test
    void theSameThreadInUtf8IsJudged() throws Exception {
        Path page = Files.writeString(dir.resolve("thread.txt"), PAGE, StandardCharsets.UTF_8);
        assertThat(run(page.toString(), "--players=3", "--at=2026-11-20T14:00:00Z")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("Tally: 1 FOR");
    }
}
