package org.dynast.app.ruleset;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** The ruleset texts in shared/rulesets beside the repository (or at -Ddynast.rulesets=DIR). */
final class RulesetFiles {

    private RulesetFiles() {
    }

    static Path path(String name) {
        String configured = System.getProperty("dynast.rulesets");
        if (configured != null) {
            return Path.of(configured, name);
        }
        for (Path d = Path.of("").toAbsolutePath(); d != null; d = d.getParent()) {
            Path candidate = d.resolve("shared").resolve("rulesets").resolve(name);
            if (Files.isRegularFile(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException("No " + name + " in shared/rulesets beside the repository.");
    }

    static String read(String name) {
        try {
            return Files.readString(path(name), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
