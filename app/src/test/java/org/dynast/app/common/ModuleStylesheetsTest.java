package org.dynast.app.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.dynast.app.module.ModuleUis;
import org.dynast.model.module.DynastyModules;
import org.junit.jupiter.api.Test;

/**
 * Each module brings its own stylesheet (issue 34): a rule of the core's sheets whose selector names a style class
 * that only one module's code or FXML uses belongs in that module's sheet, not in {@code dynast.css} or
 * {@code dynast-dark.css}; and the sheets the console adds for the installed modules are there.
 */
class ModuleStylesheetsTest {

    private static final Path RESOURCES = Path.of("../src-ui-resources");
    private static final Path SOURCES = Path.of("src/main/java");
    private static final Pattern RULE = Pattern.compile("([^{}]+)\\{[^}]*}");
    private static final Pattern CLASS = Pattern.compile("\\.([A-Za-z][\\w-]*)");

    /** Each file's text with its owner: a module id (its ModuleUi's package) or "core". */
    private static Map<Path, String> owners() throws IOException {
        Map<String, String> folders = new HashMap<>();
        ModuleUis.discover().all().forEach(ui -> folders.put(ui.getClass().getPackageName().replace('.', '/') + "/",
                ui.moduleId()));
        Map<Path, String> owners = new HashMap<>();
        for (Path root : List.of(RESOURCES, SOURCES)) {
            try (Stream<Path> files = Files.walk(root)) {
                files.filter(f -> f.toString().endsWith(".java") || f.toString().endsWith(".fxml")).forEach(f -> {
                    String relative = root.relativize(f).toString().replace('\\', '/');
                    owners.put(f, folders.entrySet().stream().filter(e -> relative.startsWith(e.getKey()))
                            .map(Map.Entry::getValue).findFirst().orElse("core"));
                });
            }
        }
        return owners;
    }

    @Test
    void noRuleOfTheCoresSheetsIsOneModulesAlone() throws IOException {
        Map<Path, String> owners = owners();
        Map<Path, String> texts = new HashMap<>();
        for (Path f : owners.keySet()) {
            texts.put(f, Files.readString(f));
        }
        Map<String, Set<String>> users = new HashMap<>();
        List<String> misplaced = new ArrayList<>();
        for (String sheet : List.of("css/dynast.css", "css/dynast-dark.css")) {
            String css = Files.readString(RESOURCES.resolve("org/dynast/app").resolve(sheet))
                    .replaceAll("(?s)/\\*.*?\\*/", "");
            Matcher rule = RULE.matcher(css);
            while (rule.find()) {
                Matcher c = CLASS.matcher(rule.group(1));
                Set<String> alone = new HashSet<>();
                while (c.find()) {
                    Set<String> u = users.computeIfAbsent(c.group(1), name -> {
                        Pattern word = Pattern.compile("(?<![\\w.-])" + Pattern.quote(name) + "(?![\\w-])");
                        Set<String> found = new HashSet<>();
                        texts.forEach((f, t) -> {
                            if (word.matcher(t).find()) {
                                found.add(owners.get(f));
                            }
                        });
                        return found;
                    });
                    if (u.size() == 1 && !u.contains("core")) {
                        alone.addAll(u);
                    }
                }
                if (alone.size() == 1) {
                    misplaced.add(sheet + ": " + rule.group(1).strip() + " (" + alone.iterator().next() + ")");
                }
            }
        }
        assertThat(misplaced).as("module rules left in the core's sheets").isEmpty();
    }

    @Test
    void theConsoleAddsEachInstalledModulesSheetAfterItsOwn() {
        ObservableList<String> sheets = FXCollections.observableArrayList();
        Themes.useModules(DynastyModules.installed());
        Themes.style(sheets);
        List<String> modules = ModuleUis.discover().all().stream()
                .map(ui -> Themes.class.getResource(Themes.moduleSheet(ui.moduleId(), "")))
                .filter(Objects::nonNull).map(URL::toExternalForm).toList();
        assertThat(modules).isNotEmpty();
        assertThat(sheets.get(0)).endsWith("css/dynast.css");
        assertThat(sheets).containsAll(modules);
    }
}
