package org.dynast.app.common;

import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;

/**
 * Column widths for tables whose columns come from data (a tracker's columns): each column as wide as its heading
 * (bold, with room for the sort arrow) and its widest value, so "Defences" is not shown as "Def…"; a long free-text
 * column stops at a cap and the table scrolls sideways.
 */
public final class ColumnWidths {

    /** The console's text size (dynast.css's root). */
    private static final double FONT_SIZE = 13;
    private static final double HEADING_ROOM = 30;
    private static final double CELL_ROOM = 20;
    private static final double DEFAULT_WIDTH = 80;

    private ColumnWidths() {
    }

    /** Sizes every column of {@code table} to its heading and its values in {@code rows}, within min..cap. */
    public static <S> void fit(TableView<S> table, List<S> rows, double min, double cap) {
        Font bold = Font.font(Font.getDefault().getFamily(), FontWeight.BOLD, FONT_SIZE);
        Font plain = Font.font(Font.getDefault().getFamily(), FontWeight.NORMAL, FONT_SIZE);
        for (TableColumn<S, ?> column : table.getColumns()) {
            double width = textWidth(heading(column), bold) + HEADING_ROOM;
            for (S row : rows) {
                Object value = column.getCellObservableValue(row) == null ? null
                        : column.getCellObservableValue(row).getValue();
                if (value != null) {
                    width = Math.max(width, textWidth(value.toString(), plain) + CELL_ROOM);
                }
            }
            double pref = Math.ceil(Math.max(min, Math.min(cap, width)));
            // JavaFX sizes a column whose width is still its default (80) to its cells alone, once shown: a heading
            // drawn by a graphic was then cut ("People" shown as "…")
            column.setPrefWidth(pref == DEFAULT_WIDTH ? pref + 1 : pref);
        }
    }

    private static String heading(TableColumn<?, ?> column) {
        if (column.getText() != null && !column.getText().isBlank()) {
            return column.getText();
        }
        return column.getGraphic() instanceof Label l && l.getText() != null ? l.getText() : "";
    }

    static double textWidth(String text, Font font) {
        Text t = new Text(text);
        t.setFont(font);
        return t.getLayoutBounds().getWidth();
    }
}
