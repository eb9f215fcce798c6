package org.dynast.model.ruleset;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The four ruleset texts of the team's workspace ({@code ../shared/rulesets/} beside the repository),
 * found by walking up from the working directory, or at {@code -Ddynast.rulesets=DIR}.
 */
public final class RulesetTexts {

    public static final String BOTS = "ruleset-205-bots.txt";
    public static final String FACTORY = "ruleset-190-factory.txt";
    public static final String WIZARDS = "ruleset-168-wizards.txt";
    public static final String DISTRICTS = "ruleset-217-districts.txt";

    private RulesetTexts() {
    }

    public static Path dir() {
        String configured = System.getProperty("dynast.rulesets");
        if (configured != null) {
            return Path.of(configured);
        }
        for (Path d = Path.of("").toAbsolutePath(); d != null; d = d.getParent()) {
            Path candidate = d.resolve("shared").resolve("rulesets");
            if (Files.isDirectory(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException("The ruleset texts are not found: expected shared/rulesets/ beside the "
                + "repository (or -Ddynast.rulesets=DIR).");
    }

    public static String read(String name) {
        try {
            return Files.readString(dir().resolve(name), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
