package org.dynast.app.ruleset;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.dynast.model.ruleset.ShippedRuleset;
import org.dynast.model.ruleset.ShippedRulesets;

/**
 * The ruleset texts the tests read: the rulesets that ship inside the app, from the classpath. A test that
 * needs a file copies one into its JUnit {@code @TempDir}. A missing text fails the test.
 */
final class RulesetFiles {

    private RulesetFiles() {
    }

    static ShippedRuleset shipped(String name) {
        return ShippedRulesets.all().stream().filter(r -> r.fileName().equals(name)).findFirst()
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
}
