package org.dynast.app.common;

import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.TableColumn.CellDataFeatures;
import javafx.util.Callback;

/** Table cell value factories from plain getters of immutable rows. */
public final class Cells {

    private Cells() {
    }

    public static <S, T> Callback<CellDataFeatures<S, T>, ObservableValue<T>> value(Function<S, T> getter) {
        return features -> new ReadOnlyObjectWrapper<>(getter.apply(features.getValue()));
    }

    /**
     * Cells that wrap their text to the column's width (the row grows), so a narrow column shows the whole title
     * instead of "Rust Ev…"; the full text is also the tooltip.
     */
    public static <S> Callback<javafx.scene.control.TableColumn<S, String>, javafx.scene.control.TableCell<S, String>>
            wrapping() {
        return column -> new javafx.scene.control.TableCell<>() {
            private final javafx.scene.text.Text text = new javafx.scene.text.Text();

            {
                text.wrappingWidthProperty().bind(column.widthProperty().subtract(12));
                text.getStyleClass().add("wrapping-cell-text");
                setPrefHeight(javafx.scene.layout.Region.USE_COMPUTED_SIZE);
            }

            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                if (empty || item == null) {
                    setGraphic(null);
                    setTooltip(null);
                } else {
                    text.setText(item);
                    setGraphic(text);
                    setTooltip(new javafx.scene.control.Tooltip(item));
                }
                setText(null);
            }
        };
    }
}
