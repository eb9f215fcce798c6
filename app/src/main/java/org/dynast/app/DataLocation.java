package org.dynast.app;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Where the console keeps its dynasty file: {@code --file=PATH} on the command line, else
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
    public static Path settings(List<String> args, Map<String, String> env, String userHome) {
        for (String arg : args) {
            if (arg.startsWith("--home=")) {
                return Path.of(arg.substring("--home=".length()), org.dynast.app.common.Settings.FILE_NAME);
            }
        }
        String home = env.get("DYNAST_HOME");
        if (home != null && !home.isBlank()) {
            return Path.of(home, org.dynast.app.common.Settings.FILE_NAME);
        }
        return Path.of(userHome, ".dynast", org.dynast.app.common.Settings.FILE_NAME);
    }

    public static Path resolve(List<String> args, Map<String, String> env, String userHome) {
        for (String arg : args) {
            if (arg.startsWith("--file=")) {
                return Path.of(arg.substring("--file=".length()));
            }
        }
        for (String arg : args) {
            if (arg.startsWith("--home=")) {
                return Path.of(arg.substring("--home=".length()), FILE_NAME);
            }
        }
        String home = env.get("DYNAST_HOME");
        if (home != null && !home.isBlank()) {
            return Path.of(home, FILE_NAME);
        }
        return Path.of(userHome, ".dynast", FILE_NAME);
    }
}
