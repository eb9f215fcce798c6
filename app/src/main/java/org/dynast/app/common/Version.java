package org.dynast.app.common;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** The console's version, as Maven built it (Help › About). */
public final class Version {

    private static final String VERSION = read();

    private Version() {
    }

    public static String current() {
        return VERSION;
    }

    private static String read() {
        try (InputStream in = Version.class.getResourceAsStream("version.properties")) {
            if (in == null) {
                return "unknown";
            }
            Properties p = new Properties();
            p.load(in);
            String v = p.getProperty("version", "unknown");
            return v.startsWith("${") ? "unknown" : v;
        } catch (IOException e) {
            return "unknown";
        }
    }
}
