package org.dynast.app.ruleset;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.ruleset.ShippedRuleset;

/**
 * The ruleset texts the tests read: the rulesets that ship inside the app, from the classpath. A test that
 * needs a file copies one into its JUnit {@code @TempDir}. A missing text fails the test.
 */
final class RulesetFiles {

    private RulesetFiles() {
    }

    static ShippedRuleset shipped(String name) {
        return DynastyModules.installed().shippedRulesets().stream().filter(r -> r.fileName().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("No shipped ruleset " + name));
    }

    /** The shipped text with this file name, copied to a file of the same name in {@code dir}. */
    static Path copy(String name, Path dir) {
        try {
            return Files.writeString(dir.resolve(name), read(name), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String read(String name) {
        return shipped(name).text();
    }

    /**
     * The lines of the 23 headings issue 31 restored in the shipped Ruleset 205 (see the README beside the shipped
     * texts; the model's tests keep the same list), each alone between blank lines.
     */
    private static final Set<Integer> RESTORED_205 = Set.of(19, 41, 51, 77, 86, 200, 216, 235,
            283, 293, 345, 360, 430, 618, 620, 624, 630, 643, 767, 780, 791, 803, 840);

    /**
     * Ruleset 205 as its copy was read off the wiki, with the headings it lost (the Appendix's among them), copied to
     * {@code ruleset-205-bots.txt} in {@code dir}: the example of a copy whose lost headings the tab badges.
     */
    static Path copy205AsCopied(Path dir) {
        String[] lines = read("ruleset-205-bots.txt").split("\n", -1);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < lines.length; i++) {
            if (RESTORED_205.contains(i + 1)) {
                if (lines[i].isBlank() || !lines[i - 1].isBlank() || !lines[i + 1].isBlank()) {
                    throw new IllegalStateException("Line " + (i + 1) + " of Ruleset 205 is not a restored heading");
                }
                continue;
            }
            out.append(lines[i]).append(i < lines.length - 1 ? "\n" : "");
        }
        try {
            return Files.writeString(dir.resolve("ruleset-205-bots.txt"), out, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
