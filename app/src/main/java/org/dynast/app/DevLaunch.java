package org.dynast.app;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import org.dynast.app.cli.WindowOptions;

/**
 * What {@code mvn -pl app validate exec:exec} runs (issue 31, start-up): it starts Dynast in a JVM of its own, the
 * console with an <b>AOT cache</b> (JEP 483/514) kept in {@code app/target/aot/}:
 * <ul>
 * <li>a cache that fits (made from these very classes, jars and JDK) is used: {@code -XX:AOTCache};</li>
 * <li>without one, a console launch is the training run ({@code -XX:AOTCacheOutput}): the JVM records what the
 * session loads and links and assembles the cache when the console closes, for the launches after it;</li>
 * <li>a command ({@code help}, {@code bout}…) or a replay uses a cache that fits but trains none (it would record
 * too little for the console).</li>
 * </ul>
 * A JDK 25 AOT cache refuses a non-empty directory on the class path, so the cached launches run the app's classes
 * from {@code target/aot/dynast-app.jar}, a copy of {@code target/classes} made again whenever those change. The JVM's
 * own check of the jars is not enough (JDK 25.0.3 does not check a cache's jars at all: JDK-8377932), so a
 * fingerprint of the inputs (every class file's and jar's path, size and time, and the JDK) is kept beside the
 * cache ({@code dynast.aot.inputs}) and the cache is dropped when it differs. A class path with a directory other
 * than the app's own (a reactor build's {@code model/target/classes}) is launched as it is, without a cache.
 * <p>
 * Arguments: {@code TARGET_DIR CLASSES_DIR CLASS_PATH MODULE_PATH JVM_OPTION... -- MAIN_CLASS APP_ARG...}.
 */
public final class DevLaunch {

    static final String CACHE = "dynast.aot";
    static final String INPUTS = "dynast.aot.inputs";
    static final String JAR = "dynast-app.jar";

    /** How a launch goes: its class path and its AOT option (none, use the cache or train it). */
    record Plan(String classPath, List<String> aotOptions, String note) {
    }

    private DevLaunch() {
    }

    public static void main(String[] args) throws Exception {
        int split = Arrays.asList(args).indexOf("--");
        if (args.length < 4 || split < 4 || split + 1 >= args.length) {
            System.err.println("usage: DevLaunch TARGET_DIR CLASSES_DIR CLASS_PATH MODULE_PATH JVM_OPTION... -- MAIN_CLASS "
                    + "APP_ARG...");
            System.exit(2);
        }
        Path aotDir = Path.of(args[0]).resolve("aot");
        Path classes = Path.of(args[1]);
        List<String> appArgs = List.of(args).subList(split + 2, args.length);
        Plan plan = plan(aotDir, classes, args[2], args[3], Runtime.version() + " " + System.getProperty("java.home"),
                consoleLaunch(appArgs));
        if (!plan.note().isEmpty()) {
            System.err.println(plan.note());
        }
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(List.of(args).subList(4, split));
        command.addAll(plan.aotOptions());
        command.add("-cp");
        command.add(plan.classPath());
        command.addAll(List.of(args).subList(split + 1, args.length));
        Process app = new ProcessBuilder(command).inheritIO().start();
        // Ctrl-C reaches both; this one waits for the app (and its cache) to finish
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                app.waitFor();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }));
        System.exit(app.waitFor());
    }

    /**
     * The launch's plan, with the cache dropped and the jar made again when the inputs changed. {@code jdk} names the
     * JDK the app will run on; {@code console} whether this launch opens the console (and so may train the cache).
     */
    static Plan plan(Path aotDir, Path classes, String classPath, String modulePath, String jdk, boolean console)
            throws IOException {
        String plain = classes + File.pathSeparator + classPath;
        List<Path> entries = paths(classPath);
        if (!Files.isDirectory(classes) || entries.stream().anyMatch(Files::isDirectory)) {
            return new Plan(plain, List.of(), "");
        }
        Files.createDirectories(aotDir);
        Path cache = aotDir.resolve(CACHE);
        Path jar = aotDir.resolve(JAR);
        Path inputs = aotDir.resolve(INPUTS);
        String fingerprint = fingerprint(classes, entries, paths(modulePath), jdk);
        boolean same = Files.exists(jar) && Files.exists(inputs) && Files.readString(inputs).equals(fingerprint);
        if (!same) {
            Files.deleteIfExists(cache);
            Files.deleteIfExists(inputs);
            jar(classes, jar);
            Files.writeString(inputs, fingerprint);
        }
        String cached = jar + File.pathSeparator + classPath;
        if (Files.size(jar) > 0 && Files.exists(cache)) {
            return new Plan(cached, List.of("-XX:AOTCache=" + cache), "");
        }
        if (console) {
            return new Plan(cached, List.of("-XX:AOTCacheOutput=" + cache, "-Xlog:aot=error"),
                    "Dynast: this launch trains the AOT cache " + cache + ": the JVM makes it when the console closes "
                            + "(that takes a while), and the launches after it start faster with it");
        }
        return new Plan(plain, List.of(), "");
    }

    /**
     * Whether these arguments open the console: options only (such as {@code --file=PATH}), no command, no replay
     * (what {@link Launcher} decides with the command line's own rules).
     */
    static boolean consoleLaunch(List<String> appArgs) {
        return WindowOptions.opensConsole(appArgs);
    }

    /** A SHA-256 over every class file's and jar's path, size and time, and the JDK's version and home. */
    static String fingerprint(Path classes, List<Path> jars, List<Path> modules, String jdk) throws IOException {
        MessageDigest digest;
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        StringBuilder text = new StringBuilder("jdk ").append(jdk).append('\n');
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
                text.append(describe(classes.relativize(f).toString(), f));
            }
        }
        for (Path p : jars) {
            text.append(describe(p.toString(), p));
        }
        for (Path p : modules) {
            text.append(describe(p.toString(), p));
        }
        return HexFormat.of().formatHex(digest.digest(text.toString().getBytes(StandardCharsets.UTF_8))) + "\n";
    }

    private static String describe(String name, Path p) throws IOException {
        if (!Files.exists(p)) {
            return name + " missing\n";
        }
        BasicFileAttributes a = Files.readAttributes(p, BasicFileAttributes.class);
        return name + " " + a.size() + " " + a.lastModifiedTime().toMillis() + "\n";
    }

    /** {@code classes} as a jar at {@code jar}, written beside it first and then moved there. */
    static void jar(Path classes, Path jar) throws IOException {
        Path part = jar.resolveSibling(jar.getFileName() + ".part");
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().putValue("Manifest-Version", "1.0");
        try (OutputStream out = Files.newOutputStream(part); JarOutputStream jarOut = new JarOutputStream(out, manifest);
                Stream<Path> files = Files.walk(classes)) {
            for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
                String name = classes.relativize(f).toString().replace(File.separatorChar, '/');
                if (name.equalsIgnoreCase("META-INF/MANIFEST.MF")) {
                    continue;
                }
                jarOut.putNextEntry(new JarEntry(name));
                Files.copy(f, jarOut);
                jarOut.closeEntry();
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        Files.move(part, jar, StandardCopyOption.REPLACE_EXISTING);
    }

    private static List<Path> paths(String path) {
        return Stream.of(path.split(File.pathSeparator)).filter(s -> !s.isBlank()).map(Path::of).toList();
    }
}
