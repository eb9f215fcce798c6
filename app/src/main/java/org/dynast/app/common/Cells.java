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
}
