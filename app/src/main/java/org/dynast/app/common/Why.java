package org.dynast.app.common;

import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Control;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;

/**
 * "Why?" on a figure the console shows: a context-menu item, and F1 while the figure has the focus (a click on it
 * gives it the focus), both running the ViewModel's explain command for that figure.
 */
public final class Why {

    private Why() {
    }

    /** Makes {@code figure} answer "why?" with {@code explain}. */
    public static void attach(Node figure, Messages messages, Runnable explain) {
        MenuItem item = new MenuItem(messages.get("explain.why"));
        item.setId((figure.getId() == null ? "figure" : figure.getId()) + "Why");
        item.setOnAction(e -> explain.run());
        if (figure instanceof Control control) {
            ContextMenu menu = control.getContextMenu() == null ? new ContextMenu() : control.getContextMenu();
            menu.getItems().add(item);
            control.setContextMenu(menu);
            if (control.getTooltip() == null) {
                control.setTooltip(new Tooltip(messages.get("explain.tip")));
            }
        } else {
            ContextMenu menu = new ContextMenu(item);
            figure.setOnContextMenuRequested(e -> menu.show(figure, e.getScreenX(), e.getScreenY()));
        }
        figure.setFocusTraversable(true);
        figure.getStyleClass().add("why-figure");
        // on the click, not the press: a ScrollPane around the figure takes the focus on the press
        figure.addEventHandler(MouseEvent.MOUSE_CLICKED, e -> figure.requestFocus());
        figure.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.F1) {
                e.consume();
                explain.run();
            }
        });
    }
}
