package org.dynast.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.dynast.app.Launcher;
import org.dynast.app.shell.StartupTimings;
import org.junit.jupiter.api.Test;

/** The start-up benchmark reads what a launch with {@code --exit-after-shown --timings} prints (issue 22). */
class StartupBenchCommandTest {

    @Test
    void theBreakdownALaunchPrintsIsReadPhaseByPhase() {
        String printed = "Dynast: window shown 630 ms after JVM start (skeleton, opening /tmp/x/dynast.mv.db)\n"
                + StartupTimings.report(List.of(new StartupTimings.Phase("JVM start to main", 0, 95.5, 0),
                        new StartupTimings.Phase("open the file", 100, 400, 0),
                        new StartupTimings.Phase("schema check", 120, 130.25, 1),
                        new StartupTimings.Phase("console's first frame (CSS, layout, paint)", 1500, 1900, 0)))
                + StartupTimings.readyLine(1900.4, 2710, 1210.2, 480.6, "/tmp/x/dynast.mv.db");
        StartupBenchCommand.Launch launch = StartupBenchCommand.read(printed.lines().toList());
        assertThat(launch.phases()).containsKeys("JVM start to main", "open the file", "  schema check",
                "console's first frame (CSS, layout, paint)");
        assertThat(launch.phases().get("  schema check")).isCloseTo(10.3, within(0.1));
        assertThat(launch.phases().get("open the file")).isCloseTo(300, within(0.1));
        assertThat(launch.shown()).isEqualTo(630);
        assertThat(launch.ready()).isEqualTo(1900);
        assertThat(launch.cpu()).isEqualTo(2710);
        assertThat(launch.fxCpu()).isEqualTo(1210);
        assertThat(launch.stall()).isEqualTo(481);
        // a runtime that cannot tell its CPU time still gives the console's ready time
        StartupBenchCommand.Launch bare = StartupBenchCommand.read(List.of(StartupTimings.readyLine(812, Double.NaN,
                "x.mv.db")));
        assertThat(bare.ready()).isEqualTo(812);
        assertThat(bare.fxCpu()).isNaN();
    }

    @Test
    void aRelaunchOnAPlainJvmStartsDynastsEntryPoint() {
        // the test runs on a plain java, as `dynast startup-bench` does from a development build
        List<String> command = StartupBenchCommand.relaunch();
        assertThat(command.getFirst()).endsWith("java");
        assertThat(command.getLast()).isEqualTo(Launcher.class.getName());
    }

    @Test
    void theMedianOfAnEvenCountIsTheMeanOfTheMiddleTwo() {
        assertThat(StartupBenchCommand.median(List.of(4.0, 1.0, 3.0))).isEqualTo(3.0);
        assertThat(StartupBenchCommand.median(List.of(4.0, 1.0, 3.0, 2.0))).isEqualTo(2.5);
    }
}
