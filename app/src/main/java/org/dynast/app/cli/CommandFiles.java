package org.dynast.app.cli;

import java.nio.file.Path;
import java.util.Optional;

/** Finding a file named on the command line. */
final class CommandFiles {

    private CommandFiles() {
    }

    /**
     * The file as named, else the same relative path from each folder above the working directory:
     * {@code mvn -pl app javafx:run} runs in {@code app/}, where the README's {@code ../shared/...} is
     * meant from the repository.
     */
    static Optional<Path> find(String name) {
        Path given = Path.of(name);
        if (java.nio.file.Files.isRegularFile(given) || given.isAbsolute()) {
            return java.nio.file.Files.isRegularFile(given) ? Optional.of(given) : Optional.empty();
        }
        for (Path d = Path.of("").toAbsolutePath().getParent(); d != null; d = d.getParent()) {
            Path candidate = d.resolve(name).normalize();
            if (java.nio.file.Files.isRegularFile(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    /** The folder {@code shared/rulesets} beside the repository, searched for from the working directory up. */
    static Optional<Path> rulesetsDir() {
        for (Path d = Path.of("").toAbsolutePath(); d != null; d = d.getParent()) {
            Path candidate = d.resolve("shared").resolve("rulesets");
            if (java.nio.file.Files.isDirectory(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }
}
