package org.dynast.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.File;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DevLaunchTest {

    @TempDir
    Path dir;

    @Test
    void theConsoleIsLaunchedByOptionsOnlyNotByACommandOrAReplay() {
        assertThat(DevLaunch.consoleLaunch(List.of())).isTrue();
        assertThat(DevLaunch.consoleLaunch(List.of("--file=x.mv.db", "--exit-after-shown", "--timings"))).isTrue();
        // the AOT cache's training launch
        assertThat(DevLaunch.consoleLaunch(List.of("--exit-after-shown", "--tour"))).isTrue();
        assertThat(DevLaunch.consoleLaunch(List.of("help"))).isFalse();
        assertThat(DevLaunch.consoleLaunch(List.of("bench-startup", "--launches=3"))).isFalse();
        assertThat(DevLaunch.consoleLaunch(List.of("--help"))).isFalse();
        assertThat(DevLaunch.consoleLaunch(List.of("Final Bout.bout"))).isFalse();
        assertThat(DevLaunch.consoleLaunch(List.of("--replay=x.json"))).isFalse();
        assertThat(DevLaunch.consoleLaunch(List.of("game.mv.db"))).isTrue();
        assertThat(DevLaunch.consoleLaunch(List.of("--file=x.mv.db", "--help"))).isFalse();
        assertThat(DevLaunch.consoleLaunch(List.of("--fiel=x.mv.db"))).isFalse(); // refused: no window, no training
    }

    /**
     * The development launcher (the README's first command, {@code exec:exec}) runs on a class path that holds only
     * the console's own classes: telling a console launch from its arguments must not need picocli, or every launch
     * with a window option ({@code -Ddynast.args="--home=DIR"}) ended in a NoClassDefFoundError before any window.
     */
    @Test
    void theLauncherTellsAConsoleLaunchOnTheConsolesOwnClassesAlone() throws Exception {
        URL classes = Path.of("target/classes").toUri().toURL();
        try (URLClassLoader alone = new URLClassLoader(new URL[] {classes},
                ClassLoader.getPlatformClassLoader())) {
            assertThatThrownBy(() -> alone.loadClass("picocli.CommandLine"))
                    .isInstanceOf(ClassNotFoundException.class);
            Method decide = alone.loadClass(DevLaunch.class.getName())
                    .getDeclaredMethod("consoleLaunch", List.class);
            decide.setAccessible(true);
            assertThat(decide.invoke(null, List.of("--home=/tmp/fresh", "--exit-after-shown", "--timings")))
                    .isEqualTo(true);
            assertThat(decide.invoke(null, List.of("--file", "x.mv.db"))).isEqualTo(true);
            assertThat(decide.invoke(null, List.of("--fiel=x.mv.db"))).isEqualTo(false);
            assertThat(decide.invoke(null, List.of("--replay=x.json"))).isEqualTo(false);
        }
    }

    @Test
    void aConsoleLaunchTrainsTheCacheTheNextUsesItAndChangedClassesDropIt() throws Exception {
        Path aot = dir.resolve("target/aot");
        Path classes = Files.createDirectories(dir.resolve("target/classes/org/x")).getParent().getParent();
        Path classFile = Files.writeString(classes.resolve("org/x/A.class"), "A");
        Path lib = Files.writeString(dir.resolve("lib.jar"), "not really a jar");
        Path fx = Files.writeString(dir.resolve("fx.jar"), "nor this");

        DevLaunch.Plan first = DevLaunch.plan(aot, classes, lib.toString(), fx.toString(), "25", true);
        Path jar = aot.resolve(DevLaunch.JAR);
        assertThat(first.aotOptions()).containsExactly("-XX:AOTCacheOutput=" + aot.resolve(DevLaunch.CACHE),
                "-Xlog:aot=error");
        assertThat(first.classPath()).isEqualTo(jar + File.pathSeparator + lib);
        assertThat(first.note()).contains("trains the AOT cache");
        try (JarFile made = new JarFile(jar.toFile())) {
            assertThat(made.getEntry("org/x/A.class")).isNotNull();
        }

        Files.writeString(aot.resolve(DevLaunch.CACHE), "the cache the training launch made");
        DevLaunch.Plan second = DevLaunch.plan(aot, classes, lib.toString(), fx.toString(), "25", true);
        assertThat(second.aotOptions()).containsExactly("-XX:AOTCache=" + aot.resolve(DevLaunch.CACHE));
        assertThat(second.note()).isEmpty();
        assertThat(DevLaunch.plan(aot, classes, lib.toString(), fx.toString(), "25", false).aotOptions())
                .as("a command uses a cache that fits").containsExactly("-XX:AOTCache=" + aot.resolve(DevLaunch.CACHE));

        Files.setLastModifiedTime(classFile, FileTime.fromMillis(Files.getLastModifiedTime(classFile).toMillis() + 5000));
        DevLaunch.Plan recompiled = DevLaunch.plan(aot, classes, lib.toString(), fx.toString(), "25", false);
        assertThat(aot.resolve(DevLaunch.CACHE)).as("a recompiled class drops the cache").doesNotExist();
        assertThat(recompiled.aotOptions()).as("a command trains none").isEmpty();
        assertThat(recompiled.classPath()).isEqualTo(classes + File.pathSeparator + lib);

        Files.writeString(aot.resolve(DevLaunch.CACHE), "a cache");
        Files.writeString(fx, "a JavaFX jar of another size");
        DevLaunch.plan(aot, classes, lib.toString(), fx.toString(), "25", true);
        assertThat(aot.resolve(DevLaunch.CACHE)).as("a changed module path jar drops it").doesNotExist();
        Files.writeString(aot.resolve(DevLaunch.CACHE), "a cache");
        DevLaunch.plan(aot, classes, lib.toString(), fx.toString(), "26", true);
        assertThat(aot.resolve(DevLaunch.CACHE)).as("another JDK drops it").doesNotExist();
    }

    @Test
    void aDirectoryOnTheClassPathIsLaunchedAsItIsWithoutACache() throws Exception {
        Path classes = Files.createDirectories(dir.resolve("app/classes"));
        Files.writeString(classes.resolve("A.class"), "A");
        Path model = Files.createDirectories(dir.resolve("model/classes"));
        DevLaunch.Plan plan = DevLaunch.plan(dir.resolve("app/aot"), classes, model.toString(), "", "25", true);
        assertThat(plan.aotOptions()).isEmpty();
        assertThat(plan.classPath()).isEqualTo(classes + File.pathSeparator + model);
        assertThat(dir.resolve("app/aot")).doesNotExist();
    }
}
