package org.dynast.app.common;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import javafx.fxml.FXMLLoader;
import javafx.scene.Parent;

/** Loads a view's FXML (same package and name as the class) with the view itself as controller. */
public final class FxmlView {

    private FxmlView() {
    }

    public static <T extends Parent> T load(Object controller, Messages messages) {
        String name = controller.getClass().getSimpleName() + ".fxml";
        URL url = controller.getClass().getResource(name);
        if (url == null) {
            throw new IllegalStateException("No " + name + " beside " + controller.getClass().getName());
        }
        FXMLLoader loader = new FXMLLoader(url, messages.bundle());
        loader.setController(controller);
        try {
            return loader.load();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot load " + name, e);
        }
    }
}
