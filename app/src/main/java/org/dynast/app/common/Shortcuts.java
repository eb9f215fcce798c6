package org.dynast.app.common;

import java.util.function.BooleanSupplier;
import javafx.scene.Scene;
import javafx.scene.control.ComboBoxBase;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.stage.Stage;

/**
 * Tab keyboard shortcuts on the window's scene. Tabs may share a key (Ctrl+F filters whichever tab
 * is shown): each installs its action for while it is shown, and passes the key on otherwise.
 */
public final class Shortcuts {

    private Shortcuts() {
    }

    public static void install(Scene scene, BooleanSupplier active, String keys, Runnable action) {
        KeyCombination combination = KeyCombination.keyCombination(keys);
        Runnable previous = scene.getAccelerators().get(combination);
        scene.getAccelerators().put(combination, () -> {
            if (active.getAsBoolean()) {
                action.run();
            } else if (previous != null) {
                previous.run();
            }
        });
    }

    /**
     * Escape and Ctrl+W close {@code stage}, a tool window (the User Guide, the welcome page), as they close a
     * browser's tab or a viewer's window.
     */
    public static void closeWith(Stage stage, Scene scene) {
        // a filter, not an accelerator: a focused list or button would otherwise take the Esc first and keep it
        scene.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ESCAPE && !e.isShortcutDown() && !e.isAltDown()
                    && !(scene.getFocusOwner() instanceof ComboBoxBase<?> box && box.isShowing())) {
                e.consume();
                stage.close();
            }
        });
        install(scene, () -> true, "Shortcut+W", stage::close);
    }
}
