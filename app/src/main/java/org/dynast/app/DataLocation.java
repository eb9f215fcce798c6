package org.dynast.app;

import java.nio.file.Path;
import java.util.Map;
import org.dynast.app.cli.WindowOptions;
import org.dynast.app.common.Settings;

/**
 * Where the console keeps its dynasty file: {@code --file=PATH} (or a bare {@code PATH.mv.db}) on the command line, else
 * {@code DIR/dynast.mv.db} for {@code --home=DIR}, else {@code $DYNAST_HOME/dynast.mv.db}, else
 * {@code ~/.dynast/dynast.mv.db}.
 */
public final class DataLocation {

    public static final String FILE_NAME = "dynast.mv.db";

    private DataLocation() {
    }

    /**
     * The console's preferences file: {@code --home=DIR} on the command line, else
     * {@code $DYNAST_HOME/settings.properties}, else {@code ~/.dynast/settings.properties} (whichever file is
     * opened).
     */
    public static Path settings(WindowOptions options, Map<String, String> env, String userHome) {
        if (options.home().isPresent()) {
            return options.home().get().resolve(Settings.FILE_NAME);
        }
        String home = env.get("DYNAST_HOME");
        if (home != null && !home.isBlank()) {
            return Path.of(home, Settings.FILE_NAME);
        }
        return Path.of(userHome, ".dynast", Settings.FILE_NAME);
    }

    public static Path resolve(WindowOptions options, Map<String, String> env, String userHome) {
        if (options.file().isPresent()) {
            return options.file().get();
        }
        if (options.home().isPresent()) {
            return options.home().get().resolve(FILE_NAME);
        }
        String home = env.get("DYNAST_HOME");
        if (home != null && !home.isBlank()) {
            return Path.of(home, FILE_NAME);
        }
        return Path.of(userHome, ".dynast", FILE_NAME);
    }
}
