package org.dynast.app.shell;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.OptionalDouble;

/**
 * How long ago this process started, in milliseconds, for the start-up timings. {@code ProcessHandle}'s start instant
 * is exact on Windows and macOS but not on Linux, where the JDK adds the process's start (in clock ticks since boot)
 * to the boot time of {@code /proc/stat}, which is whole seconds: every "after JVM start" figure then comes out too
 * long by the same 0 to 1 s for all processes since boot (0.79 s on the machine where it was found). On Linux the age
 * is therefore read from {@code /proc/self/stat} and {@code /proc/uptime}, both counted from the boot, to 10 ms.
 */
final class ProcessAge {

    /** Linux's USER_HZ, the unit of a process's start time in {@code /proc/<pid>/stat}: 100 on every architecture. */
    private static final double TICKS_PER_SECOND = 100;

    private ProcessAge() {
    }

    /** Milliseconds since this process started. */
    static double millis() {
        double coarse = ProcessHandle.current().info().startInstant()
                .map(started -> Duration.between(started, Instant.now()).toNanos() / 1e6).orElse(0.0);
        OptionalDouble linux = fromProc(Path.of("/proc/self/stat"), Path.of("/proc/uptime"));
        // The boot time's rounding makes the coarse age longer by less than a second; anything else is not trusted.
        if (linux.isPresent() && linux.getAsDouble() >= 0 && linux.getAsDouble() <= coarse + 50
                && linux.getAsDouble() >= coarse - 1_050) {
            return linux.getAsDouble();
        }
        return coarse;
    }

    /** The age read from a process's {@code stat} file and the system's {@code uptime}; empty where they are not. */
    static OptionalDouble fromProc(Path stat, Path uptime) {
        try {
            if (!Files.isReadable(stat) || !Files.isReadable(uptime)) {
                return OptionalDouble.empty();
            }
            String s = Files.readString(stat);
            double up = Double.parseDouble(Files.readString(uptime).strip().split("\\s+")[0]);
            // The command name (field 2) is in brackets and may hold spaces: fields are counted after its ')'.
            String[] after = s.substring(s.lastIndexOf(')') + 2).strip().split("\\s+");
            long startTicks = Long.parseLong(after[22 - 3]);
            return OptionalDouble.of(up * 1000 - startTicks * 1000 / TICKS_PER_SECOND);
        } catch (IOException | RuntimeException e) {
            return OptionalDouble.empty();
        }
    }
}
