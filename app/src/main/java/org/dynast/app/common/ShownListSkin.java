package org.dynast.app.common;

import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.skin.ListViewSkin;
import javafx.scene.control.skin.VirtualFlow;

/**
 * Every list's skin (set in {@code dynast.css}), for the reason {@link ShownTableSkin} gives: a list in a tab that is
 * not shown gets new items when another dynasty is shown, and JavaFX lays its rows out at once, CSS included, shown or
 * not. Here they are laid out when the tab is shown again (issue 31: switching dynasty).
 */
public final class ShownListSkin<T> extends ListViewSkin<T> {

    public ShownListSkin(ListView<T> list) {
        super(list);
    }

    @Override
    protected VirtualFlow<ListCell<T>> createVirtualFlow() {
        return new ShownTableSkin.ShownFlow<>();
    }
}
