package org.dynast.app.common;

import java.util.function.Function;
import java.util.function.UnaryOperator;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn.CellDataFeatures;
import javafx.scene.control.TableColumn;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;
import javafx.util.Callback;

/** Table cell value factories from plain getters of immutable rows. */
public final class Cells {

    private Cells() {
    }

    /**
     * What an empty table or list says, in the console's placeholder style (muted, italic, wrapped), never JavaFX's
     * own "No content in table".
     */
    public static Label placeholder(String text) {
        Label label = new Label(text);
        label.getStyleClass().add("placeholder-text");
        label.setWrapText(true);
        return label;
    }

    public static <S, T> Callback<CellDataFeatures<S, T>, ObservableValue<T>> value(Function<S, T> getter) {
        return features -> new ReadOnlyObjectWrapper<>(getter.apply(features.getValue()));
    }

    /**
     * Cells that wrap their text to the column's width (the row grows), so a narrow column shows the whole title
     * instead of "Rust Ev…"; the full text is also the tooltip.
     */
    public static <S> Callback<TableColumn<S, String>, TableCell<S, String>>
            wrapping() {
        return wrapping(UnaryOperator.identity());
    }

    /**
     * Wrapping cells showing {@code shown} of each value (a shorter form, so rows stay nearer one height), the full
     * value in the tooltip.
     */
    public static <S> Callback<TableColumn<S, String>, TableCell<S, String>>
            wrapping(UnaryOperator<String> shown) {
        return column -> new TableCell<>() {
            private final Text text = new Text();

            {
                text.wrappingWidthProperty().bind(column.widthProperty().subtract(12));
                text.getStyleClass().add("wrapping-cell-text");
                setPrefHeight(Region.USE_COMPUTED_SIZE);
            }

            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                if (empty || item == null) {
                    setGraphic(null);
                    tip(this, null);
                } else {
                    text.setText(shown.apply(item));
                    setGraphic(text);
                    tip(this, item);
                }
                setText(null);
            }
        };
    }

    /**
     * Sets {@code control}'s tooltip to {@code text} (none when null or empty), reusing the one tooltip the control
     * already has: a table cell is updated for every row it shows, and a new tooltip per update (a popup window each)
     * was most of the FX thread's time in a cell update when a dynasty switch refilled a table.
     */
    public static void tip(Control control, String text) {
        if (text == null || text.isEmpty()) {
            control.setTooltip(null);
            return;
        }
        Tooltip tip = (Tooltip) control.getProperties()
                .computeIfAbsent(TIP, k -> new Tooltip());
        tip.setText(text);
        if (control.getTooltip() != tip) {
            control.setTooltip(tip);
        }
    }

    private static final String TIP = Cells.class.getName() + ".tip";

    /**
     * A list cell that wraps its text to the list's width (the row grows) instead of cutting it with "…": the text is
     * a {@link javafx.scene.text.Text} wrapped at the list's width less its scroll bar, whose height the list reads
     * as it is (a wrapped label's height was asked before its width was known, and its extra lines were cut).
     * {@link #textOf} gives an item's words (its {@code toString} unless overridden).
     */
    public static class WrappingListCell<T> extends ListCell<T> {
        private final Text text = new Text();

        public WrappingListCell(ListView<T> list) {
            text.wrappingWidthProperty().bind(list.widthProperty().subtract(34));
            text.getStyleClass().add("wrapping-cell-text");
            setPrefWidth(0);
        }

        protected String textOf(T item) {
            return item.toString();
        }

        @Override
        protected void updateItem(T item, boolean empty) {
            super.updateItem(item, empty);
            setText(null);
            if (empty || item == null) {
                setGraphic(null);
            } else {
                text.setText(textOf(item));
                setGraphic(text);
            }
        }
    }
}
