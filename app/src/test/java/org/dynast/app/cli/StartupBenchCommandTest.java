package org.dynast.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.dynast.app.StartupTimings;
import org.junit.jupiter.api.Test;

/** The start-up benchmark reads what a launch with {@code --exit-after-shown --timings} prints (issue 22). */
class StartupBenchCommandTest {

    @Test
    void theBreakdownALaunchPrintsIsReadPhaseByPhase() {
        String printed = "Dynast: window shown 1830 ms after JVM start (/tmp/x/dynast.mv.db)\n"
                + StartupTimings.report(List.of(new StartupTimings.Phase("JVM start to main", 0, 95.5, 0),
                        new StartupTimings.Phase("open the file", 100, 400, 0),
                        new StartupTimings.Phase("schema check", 120, 130.25, 1),
                        new StartupTimings.Phase("first frame (CSS, layout, paint)", 1500, 1900, 0)))
                + StartupTimings.firstFrameLine(1900.4, 2710);
        StartupBenchCommand.Launch launch = StartupBenchCommand.read(printed.lines().toList());
        assertThat(launch.phases()).containsKeys("JVM start to main", "open the file", "  schema check",
                "first frame (CSS, layout, paint)");
        assertThat(launch.phases().get("  schema check")).isCloseTo(10.3, within(0.1));
        assertThat(launch.phases().get("open the file")).isCloseTo(300, within(0.1));
        assertThat(launch.shown()).isEqualTo(1830);
        assertThat(launch.frame()).isEqualTo(1900);
        assertThat(launch.cpu()).isEqualTo(2710);
        // a runtime that cannot tell its CPU time still gives the first frame
        assertThat(StartupBenchCommand.read(List.of(StartupTimings.firstFrameLine(812, Double.NaN))).frame())
                .isEqualTo(812);
    }

    @Test
    void theMedianOfAnEvenCountIsTheMeanOfTheMiddleTwo() {
        assertThat(StartupBenchCommand.median(List.of(4.0, 1.0, 3.0))).isEqualTo(3.0);
        assertThat(StartupBenchCommand.median(List.of(4.0, 1.0, 3.0, 2.0))).isEqualTo(2.5);
    }
}
