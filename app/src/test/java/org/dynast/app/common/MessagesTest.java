package org.dynast.app.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.dynast.app.module.ModuleUis;
import org.dynast.model.module.DynastyModules;
import org.junit.jupiter.api.Test;

/**
 * Each module brings its own texts (issue 34): every key an FXML file ({@code %key}) or the code
 * ({@code messages.get("key")}) uses resolves through the one resolver, a core file's in the core's bundle alone, and no
 * module key is left in the core's bundle.
 */
class MessagesTest {

    private static final Pattern FXML_KEY = Pattern.compile("\"%([A-Za-z][\\w.]*)\"");
    private static final Pattern CODE_KEY = Pattern.compile("messages\\(?\\)?\\.get\\(\"([A-Za-z][\\w.]*)\"");
    private static final Path RESOURCES = Path.of("../src-ui-resources");
    private static final Path SOURCES = Path.of("src/main/java");

    private final Messages all = Messages.load(DynastyModules.installed());
    private final Messages core = Messages.load(new DynastyModules(List.of()));

    /** The folders (relative to a source root) of the installed modules' console parts: {@code org/dynast/app/<x>}. */
    private static List<String> moduleFolders() {
        return ModuleUis.discover().all().stream().map(ui -> ui.getClass().getPackageName().replace('.', '/') + "/").toList();
    }

    private static boolean inModule(Path root, Path file) {
        String relative = root.relativize(file).toString().replace('\\', '/');
        return moduleFolders().stream().anyMatch(relative::startsWith);
    }

    private static List<String> unresolved(Path root, String suffix, Pattern key, Messages everything, Messages core)
            throws IOException {
        List<String> missing = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : files.filter(p -> p.toString().endsWith(suffix)).sorted().toList()) {
                boolean module = inModule(root, f);
                Matcher m = key.matcher(Files.readString(f));
                while (m.find()) {
                    Messages in = module ? everything : core;
                    String k = m.group(1);
                    // a key built from a prefix ("bouts.state." + state): some key has the prefix
                    boolean found = k.endsWith(".") ? in.bundle().keySet().stream().anyMatch(x -> x.startsWith(k))
                            : in.has(k);
                    if (!found) {
                        missing.add(root.relativize(f) + ": " + m.group(1));
                    }
                }
            }
        }
        return missing;
    }

    @Test
    void everyKeyTheFxmlUsesResolvesACoreFilesInTheCoresBundle() throws IOException {
        assertThat(unresolved(RESOURCES, ".fxml", FXML_KEY, all, core)).isEmpty();
    }

    @Test
    void everyKeyTheCodeNamesResolvesACoreClasssInTheCoresBundle() throws IOException {
        assertThat(unresolved(SOURCES, ".java", CODE_KEY, all, core)).isEmpty();
    }

    @Test
    void eachModuleHasItsBundleAndItsKeysAreNotInTheCores() throws IOException {
        for (var module : DynastyModules.installed().all()) {
            try (var in = Messages.class.getResourceAsStream(Messages.moduleBundle(module.id()))) {
                assertThat(in).as(Messages.moduleBundle(module.id())).isNotNull();
                Properties texts = new Properties();
                texts.load(new InputStreamReader(in, StandardCharsets.UTF_8));
                assertThat(texts.stringPropertyNames()).isNotEmpty().noneMatch(core::has)
                        .allMatch(all::has);
            }
        }
    }
}
