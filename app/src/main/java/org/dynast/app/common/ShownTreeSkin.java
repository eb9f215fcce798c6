package org.dynast.app.common;

import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeView;
import javafx.scene.control.skin.TreeViewSkin;
import javafx.scene.control.skin.VirtualFlow;

/**
 * Every tree's skin (set in {@code dynast.css}), for the reason {@link ShownTableSkin} gives: a tree in a tab that is
 * not shown (the Ruleset's outline behind the Votable Matters) gets a new root when another dynasty is shown, and
 * JavaFX lays its rows out at once, CSS included, shown or not. Here they are laid out when the tab is shown again
 * (issue 31: switching dynasty).
 */
public final class ShownTreeSkin<T> extends TreeViewSkin<T> {

    public ShownTreeSkin(TreeView<T> tree) {
        super(tree);
    }

    @Override
    protected VirtualFlow<TreeCell<T>> createVirtualFlow() {
        return new ShownTableSkin.ShownFlow<>();
    }
}
