package org.dynast.app.common;

import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.scene.Node;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.skin.TableViewSkin;
import javafx.scene.control.skin.VirtualFlow;

/**
 * Every table's skin (set in {@code dynast.css}): the table's rows are laid out only while it is on screen. A table in
 * a tab that is not shown (the Roster behind the Votable Matters) gets new rows when another dynasty is shown; JavaFX
 * lays out a hidden node's children all the same, and those rows' cells cost the switch a third of its layout. Here
 * they are laid out when the tab is shown again (issue 31: switching dynasty, the FX thread's longest block).
 */
public final class ShownTableSkin<T> extends TableViewSkin<T> {

    public ShownTableSkin(TableView<T> table) {
        super(table);
    }

    @Override
    protected VirtualFlow<TableRow<T>> createVirtualFlow() {
        return new ShownFlow<>();
    }

    /** A virtual flow that puts off its layout while it or a parent is hidden, until that one is shown. */
    static final class ShownFlow<C extends IndexedCell<?>> extends VirtualFlow<C> {

        private Node hiddenBy;
        private final InvalidationListener shown = this::shown;

        @Override
        protected void layoutChildren() {
            Node hidden = hiddenAncestor();
            if (hidden == null) {
                super.layoutChildren();
                return;
            }
            if (hidden != hiddenBy) {
                stopWaiting();
                hiddenBy = hidden;
                hidden.visibleProperty().addListener(shown);
            }
        }

        private void shown(Observable visible) {
            if (hiddenBy != null && hiddenBy.isVisible()) {
                stopWaiting();
                // laid out now, as the tab is shown: its rows are there at once, as a table laid out all along
                requestLayout();
                layout();
            }
        }

        private void stopWaiting() {
            if (hiddenBy != null) {
                hiddenBy.visibleProperty().removeListener(shown);
                hiddenBy = null;
            }
        }

        private Node hiddenAncestor() {
            for (Node n = this; n != null; n = n.getParent()) {
                if (!n.isVisible()) {
                    return n;
                }
            }
            return null;
        }
    }
}
