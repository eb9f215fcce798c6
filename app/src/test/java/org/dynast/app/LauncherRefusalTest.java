package org.dynast.app;

import static org.assertj.core.api.Assertions.assertThat;

import org.dynast.app.cli.WindowOptions;
import org.junit.jupiter.api.Test;

/** What the launcher prints when the window's command line is refused (the parsing itself: WindowOptionsTest). */
class LauncherRefusalTest {

    @Test
    void theLaunchersRefusalIsOneLineSayingTheWindowWasNotOpened() {
        WindowOptions.Refused refused = new WindowOptions.Refused("Unknown option: '--fiel=x' (Possible solutions: "
                + "--file)");
        assertThat(Launcher.refusal(refused)).isEqualTo("dynast: Unknown option: '--fiel=x' (Possible solutions: "
                + "--file). The window was not opened; dynast --help lists its options.");
    }
}
