package org.dynast.app.common;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;
import java.util.Properties;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The console's own preferences (theme, window size and place, split positions, last tab): a small properties file
 * in the data folder, or kept in memory only (tests, the replay viewer). Never the user's Java preferences. A file
 * that cannot be read or written costs the preferences, never the console: it is logged once and ignored.
 */
public final class Settings {

    private static final Logger LOG = LoggerFactory.getLogger(Settings.class);
    public static final String FILE_NAME = "settings.properties";

    private final Properties values = new Properties();
    private final Path file;
    private boolean warned;

    private Settings(Path file) {
        this.file = file;
    }

    /** Preferences kept only while the console runs. */
    public static Settings inMemory() {
        return new Settings(null);
    }

    /** Preferences read from {@code file} (if it exists) and written back to it by {@link #save()}. */
    public static Settings in(Path file) {
        Settings settings = new Settings(file);
        if (Files.isRegularFile(file)) {
            try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                settings.values.load(in);
            } catch (IOException | IllegalArgumentException e) {
                LOG.warn("Ignoring unreadable settings file {}: {}", file, e.getMessage());
            }
        }
        return settings;
    }

    public Optional<String> get(String key) {
        return Optional.ofNullable(values.getProperty(key));
    }

    public String get(String key, String fallback) {
        return values.getProperty(key, fallback);
    }

    public Optional<Double> number(String key) {
        String value = values.getProperty(key);
        if (value == null) {
            return Optional.empty();
        }
        try {
            double d = Double.parseDouble(value);
            return Double.isFinite(d) ? Optional.of(d) : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    public void put(String key, String value) {
        values.setProperty(key, value);
    }

    public void put(String key, double value) {
        values.setProperty(key, Double.toString(value));
    }

    /** Writes the file (through a temporary file beside it); in-memory settings have nothing to write. */
    public void save() {
        if (file == null) {
            return;
        }
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Path temp = file.resolveSibling(FILE_NAME + ".tmp");
            try (Writer out = Files.newBufferedWriter(temp, StandardCharsets.UTF_8)) {
                values.store(out, "Dynast console preferences");
            }
            Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException | RuntimeException e) {
            if (!warned) {
                LOG.warn("Cannot save the settings to {}: {}", file, e.getMessage());
                warned = true;
            }
        }
    }
}
