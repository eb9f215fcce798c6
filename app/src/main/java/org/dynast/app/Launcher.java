package org.dynast.app;

import javafx.application.Application;

/**
 * The entry point. It does not extend {@link Application}, so the console also starts from a plain
 * classpath and from the jpackage image.
 */
public final class Launcher {

    private Launcher() {
    }

    public static void main(String[] args) {
        Application.launch(DynastApp.class, args);
    }
}
