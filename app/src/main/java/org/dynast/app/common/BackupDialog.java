package org.dynast.app.common;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.dynast.model.Numbers;
import org.dynast.model.store.Backups;

/** File › Restore Backup…: the file's backups in a table, newest first; Restore is enabled once one is chosen. */
final class BackupDialog {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("d MMM yyyy HH:mm:ss", Locale.ENGLISH)
            .withZone(ZoneOffset.UTC);

    private BackupDialog() {
    }

    static Optional<Backups.Backup> ask(Window owner, Messages messages, String fileName, List<Backups.Backup> backups) {
        Dialog<Backups.Backup> dialog = new Dialog<>();
        Placement.owned(dialog, owner);
        dialog.setTitle(messages.get("dialog.restore.title"));
        dialog.setHeaderText(DialogHeaders.of(dialog.getTitle(), messages.get("dialog.restore.header", fileName)));
        TableView<Backups.Backup> table = new TableView<>(FXCollections.observableArrayList(backups));
        table.setPlaceholder(Cells.placeholder(messages.get("placeholder.backups")));
        table.setId("backupTable");
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(column(messages.get("dialog.restore.when"), 190, b -> WHEN.format(b.taken())));
        table.getColumns().add(column(messages.get("dialog.restore.what"), 230,
                b -> messages.get("backup.kind." + b.kind().name())));
        table.getColumns().add(column(messages.get("dialog.restore.actions"), 90,
                b -> b.actions() < 0 ? "" : Numbers.count(b.actions())));
        table.getColumns().add(column(messages.get("dialog.restore.size"), 90, b -> size(b.bytes())));
        table.setPrefSize(640, 260);
        table.getSelectionModel().selectFirst();
        Label note = new Label(messages.get("dialog.restore.note"));
        note.setWrapText(true);
        note.setMaxWidth(640);
        VBox content = new VBox(10, table, note);
        dialog.getDialogPane().setContent(content);
        ButtonType restore = new ButtonType(messages.get("dialog.restore.button"), ButtonBar.ButtonData.OK_DONE);
        dialog.getDialogPane().getButtonTypes().addAll(restore, ButtonType.CANCEL);
        dialog.getDialogPane().lookupButton(restore).disableProperty()
                .bind(table.getSelectionModel().selectedItemProperty().isNull());
        dialog.setResultConverter(button -> button == restore ? table.getSelectionModel().getSelectedItem() : null);
        return dialog.showAndWait();
    }

    private static TableColumn<Backups.Backup, String> column(String title, double width,
                                                             Function<Backups.Backup, String> text) {
        TableColumn<Backups.Backup, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(text.apply(cell.getValue())));
        return column;
    }

    static String size(long bytes) {
        if (bytes < 1024 * 1024) {
            return Numbers.count(Math.max(1, bytes / 1024)) + " KB";
        }
        return String.format("%.1f MB", bytes / (1024.0 * 1024));
    }
}
