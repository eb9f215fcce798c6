package org.dynast.app;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The launcher has JavaFX paint regions' backgrounds directly, not from its cache of them (faster with the software
 * renderer: see {@link Launcher#paintRegionsDirectly()}), and a user who sets it on the command line keeps their
 * choice.
 */
class LauncherRenderingTest {

    private static final String KEY = Launcher.REGION_CACHING;
    private String before;

    @BeforeEach
    void keep() {
        before = System.getProperty(KEY);
        System.clearProperty(KEY);
    }

    @AfterEach
    void restore() {
        if (before == null) {
            System.clearProperty(KEY);
        } else {
            System.setProperty(KEY, before);
        }
    }

    @Test
    void regionsArePaintedDirectlyByDefault() {
        Launcher.paintRegionsDirectly();
        assertThat(System.getProperty(KEY)).isEqualTo("true");
    }

    @Test
    void aUsersOwnSettingIsKept() {
        System.setProperty(KEY, "false"); // java -Dprism.disableRegionCaching=false …
        Launcher.paintRegionsDirectly();
        assertThat(System.getProperty(KEY)).isEqualTo("false");
    }
}
