package org.dynast.app.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/** Finding a file named on the command line. */
public final class CommandFiles {

    private CommandFiles() {
    }

    /**
     * The file as named, else the same relative path from each folder above the working directory:
     * {@code mvn -pl app validate exec:exec} runs in {@code app/}, where a path is usually meant from the repository.
     */
    public static Optional<Path> find(String name) {
        Path given = Path.of(name);
        if (Files.isRegularFile(given) || given.isAbsolute()) {
            return Files.isRegularFile(given) ? Optional.of(given) : Optional.empty();
        }
        for (Path d = Path.of("").toAbsolutePath().getParent(); d != null; d = d.getParent()) {
            Path candidate = d.resolve(name).normalize();
            if (Files.isRegularFile(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }
}
