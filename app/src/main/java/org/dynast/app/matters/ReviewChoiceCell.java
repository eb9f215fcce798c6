package org.dynast.app.matters;

import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Function;
import javafx.collections.FXCollections;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TableCell;
import javafx.util.StringConverter;

/**
 * A cell of the thread review: a choice in place among the row's options where it has any (what a comment counts as,
 * the two readings of its date, the players it may be by), else what {@code otherwise} shows. The choice is put in the
 * row, then {@code changed} runs (the summary and Apply follow it). The combo box's id is {@code prefix-LINE}.
 */
final class ReviewChoiceCell<T> extends TableCell<ThreadReview.Row, ThreadReview.Row> {

    private final String prefix;
    private final Function<ThreadReview.Row, List<T>> options;
    private final Function<ThreadReview.Row, T> value;
    private final BiConsumer<ThreadReview.Row, T> choose;
    private final Function<T, String> text;
    private final BiConsumer<ReviewChoiceCell<T>, ThreadReview.Row> otherwise;
    private final Runnable changed;

    ReviewChoiceCell(String prefix, Function<ThreadReview.Row, List<T>> options, Function<ThreadReview.Row, T> value,
                     BiConsumer<ThreadReview.Row, T> choose, Function<T, String> text,
                     BiConsumer<ReviewChoiceCell<T>, ThreadReview.Row> otherwise, Runnable changed) {
        this.prefix = prefix;
        this.options = options;
        this.value = value;
        this.choose = choose;
        this.text = text;
        this.otherwise = otherwise;
        this.changed = changed;
    }

    /** Shows {@code shown} as the cell's text (for {@code otherwise}). */
    void show(String shown) {
        setText(shown);
    }

    /** Shows {@code node} as the cell's graphic (for {@code otherwise}). */
    void show(Node node) {
        setGraphic(node);
    }

    @Override
    protected void updateItem(ThreadReview.Row row, boolean empty) {
        super.updateItem(row, empty);
        setText(null);
        setGraphic(null);
        if (empty || row == null) {
            return;
        }
        List<T> offered = options.apply(row);
        if (offered.isEmpty()) {
            otherwise.accept(this, row);
            return;
        }
        ComboBox<T> box = new ComboBox<>(FXCollections.observableArrayList(offered));
        box.setId(prefix + "-" + row.line());
        box.setConverter(new StringConverter<>() {
            @Override
            public String toString(T t) {
                return t == null ? "" : text.apply(t);
            }

            @Override
            public T fromString(String s) {
                return null;
            }
        });
        box.setValue(value.apply(row));
        box.setMaxWidth(Double.MAX_VALUE);
        box.valueProperty().addListener((o, was, now) -> {
            choose.accept(row, now);
            changed.run();
        });
        setGraphic(box);
    }
}
