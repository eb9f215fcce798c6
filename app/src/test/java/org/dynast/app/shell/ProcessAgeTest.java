package org.dynast.app.shell;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The start-up figures count from the process's real start, not from a boot time rounded to the second. */
class ProcessAgeTest {

    @Test
    void theAgeIsTheUptimeLessTheProcesssStartInClockTicks(@TempDir Path dir) throws Exception {
        Path stat = dir.resolve("stat");
        Path uptime = dir.resolve("uptime");
        // A real line's shape: the command name in brackets may hold spaces and brackets; field 22 is the start.
        Files.writeString(stat, "4242 (Dynast (main) x) S 1 4242 4242 0 -1 4194560 25 0 0 0 3 1 0 0 20 0 31 0"
                + " 6511200 1234567 2000 18446744073709551615 1 1 0 0 0 0 0 4096 0 0 0 0 17 1 0 0 0 0 0\n");
        Files.writeString(uptime, "65124.47 40899.84\n");
        assertThat(ProcessAge.fromProc(stat, uptime)).hasValueCloseTo(65_124_470.0 - 65_112_000.0, within(0.5));
    }

    @Test
    void unreadableOrStrangeFilesGiveNothingRatherThanAWrongAge(@TempDir Path dir) throws Exception {
        Path stat = dir.resolve("stat");
        Files.writeString(stat, "not a stat line");
        assertThat(ProcessAge.fromProc(stat, dir.resolve("missing"))).isEmpty();
        Files.writeString(dir.resolve("uptime"), "12.5 3.0");
        assertThat(ProcessAge.fromProc(stat, dir.resolve("uptime"))).isEmpty();
    }

    @Test
    void thisProcesssAgeIsAtLeastTheJvmsAndNotASecondMore() {
        long jvm = ManagementFactory.getRuntimeMXBean().getUptime();
        double age = ProcessAge.millis();
        assertThat(age).isGreaterThanOrEqualTo(jvm - 20.0);
        assertThat(age).isLessThan(ManagementFactory.getRuntimeMXBean().getUptime() + 1_000.0);
    }
}
