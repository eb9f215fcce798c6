package org.dynast.app.common;

import java.util.List;
import javafx.application.Platform;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.layout.Region;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import javafx.stage.Window;
import javafx.stage.WindowEvent;

/**
 * A question about a list of changes, every one shown whole: one line a row (a long one wrapped, never cut to "…"),
 * the dialog sized to the list up to a screenful, and the list scrolling beyond that.
 */
final class ListConfirmDialog {

    /** Rows shown before the list scrolls. */
    static final int MOST_ROWS = 16;
    private static final double WIDEST = 900;

    private ListConfirmDialog() {
    }

    static boolean ask(Window owner, String title, String header, List<String> lines, String yes) {
        ButtonType yesButton = new ButtonType(yes, ButtonBar.ButtonData.OK_DONE);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, "", yesButton, ButtonType.CANCEL);
        ListView<String> list = new ListView<>();
        // once drawn, the list is made as tall as its rows in the theme's font (then the dialog grows to it)
        alert.getDialogPane().getScene().getWindow().addEventHandler(WindowEvent.WINDOW_SHOWN,
                e -> Platform.runLater(() -> fit(list, lines)));
        Placement.owned(alert, owner);
        alert.setTitle(title);
        alert.setHeaderText(DialogHeaders.of(title, header));
        alert.setResizable(true);
        alert.getDialogPane().setId("listConfirmDialog");
        list.setId("confirmList");
        list.getItems().setAll(lines);
        list.setFocusTraversable(false);
        Text probe = new Text();
        probe.setFont(Font.font(14));
        double width = Math.min(WIDEST, Math.max(420, widest(probe, lines) + 48));
        list.setCellFactory(l -> new ListCell<>() {
            {
                setWrapText(true);
                prefWidthProperty().bind(l.widthProperty().subtract(20));
                setMaxWidth(Region.USE_PREF_SIZE);
            }

            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
            }
        });
        list.setPrefSize(width, height(probe, lines.subList(0, Math.min(lines.size(), MOST_ROWS)), width - 44));
        list.setMinHeight(height(probe, lines.subList(0, Math.min(lines.size(), 4)), width - 44));
        alert.getDialogPane().setContent(list);
        alert.getDialogPane().setMinWidth(Region.USE_PREF_SIZE);
        alert.getDialogPane().setMaxWidth(WIDEST + 80);
        return alert.showAndWait().filter(yesButton::equals).isPresent();
    }

    /** Makes {@code list} as tall as its rows are drawn (up to {@link #MOST_ROWS}), measured on its first cell. */
    private static void fit(ListView<String> list, List<String> lines) {
        if (!(list.lookup(".list-cell") instanceof ListCell<?> first) || first.getHeight() <= 0) {
            return;
        }
        Text probe = new Text();
        probe.setFont(first.getFont());
        double textWidth = list.getWidth() - 44;
        List<String> shown = lines.subList(0, Math.min(lines.size(), MOST_ROWS));
        list.setPrefHeight(height(probe, shown, textWidth, first.getHeight()));
        list.setMinHeight(height(probe, shown.subList(0, Math.min(shown.size(), 4)), textWidth, first.getHeight()));
        Placement.refit(list.getScene().getWindow());
    }

    /** The height of {@code lines} as the list draws them, each a cell of the theme's size, a long one wrapped. */
    private static double height(Text probe, List<String> lines, double textWidth) {
        return height(probe, lines, textWidth, Math.ceil(probe.getFont().getSize() * 2.8) + 1);
    }

    private static double height(Text probe, List<String> lines, double textWidth, double cell) {
        double lineHeight = Math.ceil(probe.getFont().getSize() * 1.35);
        double total = 4;
        for (String line : lines) {
            probe.setText(line);
            double wraps = Math.max(0, Math.ceil(probe.getLayoutBounds().getWidth() / textWidth) - 1);
            total += cell + wraps * lineHeight;
        }
        return total;
    }

    /** The width of the longest line as the console draws it. */
    private static double widest(Text probe, List<String> lines) {
        double most = 0;
        for (String line : lines) {
            probe.setText(line);
            most = Math.max(most, probe.getLayoutBounds().getWidth());
        }
        return most;
    }
}
