package org.dynast.app.matters;

import java.time.Instant;
import java.util.Optional;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import javafx.util.StringConverter;
import org.dynast.app.common.Messages;
import org.dynast.app.common.Placement;

/**
 * The review table of a read comment thread ({@link ThreadReview}): one row a comment, with its author, time, icon as
 * read, what it counts as (a choice in place for a player's comment) and why; a time or an author the copy lost is
 * given in its row. Apply waits until every vote chosen has its time and author. Opens at a size that shows the
 * table (1100 × 620, within the screen).
 */
public final class ThreadReviewView {

    private final ThreadReview review;
    private final Messages messages;
    private final Label summary = new Label();
    private final Label incomplete = new Label();
    private final SimpleBooleanProperty blocked = new SimpleBooleanProperty();
    private final VBox root;

    public ThreadReviewView(ThreadReview review, String refusal, Messages messages) {
        this.review = review;
        this.messages = messages;
        Label header = new Label(messages.get("matters.review.header"));
        header.setWrapText(true);
        header.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        root = new VBox(8, header);
        if (refusal != null) {
            Label refused = new Label(messages.get("matters.review.refused", refusal));
            refused.setId("reviewRefusal");
            refused.setWrapText(true);
            refused.getStyleClass().addAll("message", "error");
            refused.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
            root.getChildren().add(refused);
        }
        summary.setId("reviewSummary");
        incomplete.setId("reviewIncomplete");
        incomplete.getStyleClass().addAll("message", "error");
        incomplete.setWrapText(true);
        TableView<ThreadReview.Row> table = table();
        VBox.setVgrow(table, Priority.ALWAYS);
        root.getChildren().addAll(summary, table, incomplete);
        if (!review.unread().isEmpty()) {
            Label unread = new Label(messages.get("matters.paste.unread") + "\n" + String.join("\n", review.unread()));
            unread.setId("reviewUnread");
            unread.setWrapText(true);
            root.getChildren().add(unread);
        }
        root.setPadding(new Insets(4, 0, 0, 0));
        root.setPrefSize(1100, 620);
        refresh();
    }

    public VBox root() {
        return root;
    }

    /** Shows the review as a dialog owned by {@code owner}; true if the emperor applies it. */
    public static boolean show(Window owner, String title, ThreadReview review, String refusal, Messages messages) {
        ThreadReviewView view = new ThreadReviewView(review, refusal, messages);
        Dialog<Boolean> dialog = new Dialog<>();
        Placement.owned(dialog, owner);
        dialog.setTitle(title);
        dialog.getDialogPane().setId("threadReview");
        dialog.getDialogPane().setContent(view.root());
        ButtonType apply = new ButtonType(messages.get("matters.review.apply"), ButtonBar.ButtonData.OK_DONE);
        dialog.getDialogPane().getButtonTypes().addAll(apply, ButtonType.CANCEL);
        dialog.getDialogPane().lookupButton(apply).setId("reviewApply");
        dialog.getDialogPane().lookupButton(apply).disableProperty().bind(view.blocked);
        dialog.getDialogPane().setPrefSize(1140, 720);
        dialog.getDialogPane().setMinSize(640, 400);
        dialog.setResizable(true);
        dialog.setResultConverter(b -> b == apply);
        return dialog.showAndWait().orElse(false);
    }

    private void refresh() {
        summary.setText(review.summary(messages));
        Optional<ThreadReview.Row> first = review.incomplete().stream().findFirst();
        blocked.set(first.isPresent());
        incomplete.setText(first.map(r -> messages.get("matters.review.incomplete", r.line())).orElse(""));
        incomplete.setVisible(first.isPresent());
        incomplete.setManaged(first.isPresent());
    }

    private TableView<ThreadReview.Row> table() {
        TableView<ThreadReview.Row> table = new TableView<>(FXCollections.observableArrayList(review.rows()));
        table.setId("reviewTable");
        table.setPlaceholder(org.dynast.app.common.Cells.placeholder(messages.get("placeholder.review.table")));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        TableColumn<ThreadReview.Row, Number> line = new TableColumn<>(messages.get("matters.review.column.line"));
        line.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().line()));
        line.setPrefWidth(50);
        TableColumn<ThreadReview.Row, ThreadReview.Row> author = column("matters.review.column.author", 150);
        author.setCellFactory(c -> new AuthorCell());
        TableColumn<ThreadReview.Row, ThreadReview.Row> time = column("matters.review.column.time", 170);
        time.setCellFactory(c -> new TimeCell());
        TableColumn<ThreadReview.Row, String> read = new TableColumn<>(messages.get("matters.review.column.icon"));
        read.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(readAs(c.getValue())));
        read.setPrefWidth(110);
        TableColumn<ThreadReview.Row, ThreadReview.Row> counts = column("matters.review.column.counts", 150);
        counts.setCellFactory(c -> new CountsCell());
        TableColumn<ThreadReview.Row, String> note = new TableColumn<>(messages.get("matters.review.column.note"));
        note.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(noteOf(c.getValue())));
        note.setPrefWidth(420);
        note.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
                setWrapText(true);
                setTooltip(empty || item == null || item.isEmpty() ? null : new javafx.scene.control.Tooltip(item));
            }
        });
        table.getColumns().addAll(java.util.List.of(line, author, time, read, counts, note));
        return table;
    }

    private TableColumn<ThreadReview.Row, ThreadReview.Row> column(String key, double width) {
        TableColumn<ThreadReview.Row, ThreadReview.Row> c = new TableColumn<>(messages.get(key));
        c.setCellValueFactory(v -> new ReadOnlyObjectWrapper<>(v.getValue()));
        c.setPrefWidth(width);
        return c;
    }

    private String readAs(ThreadReview.Row r) {
        var c = r.comment();
        if (c.icon() != null) {
            return c.icon().name();
        }
        return c.read() ? messages.get("matters.review.none") : messages.get("matters.review.uncertain");
    }

    private String noteOf(ThreadReview.Row r) {
        String text = r.comment().text() == null ? "" : r.comment().text().replaceAll("\\s+", " ").strip();
        String shown = text.length() > 90 ? text.substring(0, 90) + "…" : text;
        return r.note().isEmpty() ? "“" + shown + "”" : r.note() + (shown.isEmpty() ? "" : " — “" + shown + "”");
    }

    private String choiceText(ThreadReview.Choice c) {
        return c == null ? "" : messages.get("matters.review.choice." + c.name());
    }

    /** What it counts as: a choice for a player's comment, else "not counted". */
    private final class CountsCell extends TableCell<ThreadReview.Row, ThreadReview.Row> {
        @Override
        protected void updateItem(ThreadReview.Row row, boolean empty) {
            super.updateItem(row, empty);
            setText(null);
            setGraphic(null);
            if (empty || row == null) {
                return;
            }
            if (row.kind() != ThreadReview.Kind.PLAYER) {
                setText(choiceText(ThreadReview.Choice.NOT_COUNTED));
                return;
            }
            ComboBox<ThreadReview.Choice> box = new ComboBox<>(FXCollections.observableArrayList(row.choices()));
            box.setId("counts-" + row.line());
            box.setConverter(new StringConverter<>() {
                @Override
                public String toString(ThreadReview.Choice c) {
                    return choiceText(c);
                }

                @Override
                public ThreadReview.Choice fromString(String s) {
                    return null;
                }
            });
            box.setValue(row.choice());
            box.setMaxWidth(Double.MAX_VALUE);
            box.valueProperty().addListener((o, was, now) -> {
                row.choose(now);
                refresh();
            });
            setGraphic(box);
        }
    }

    /** The author as read; a choice among the active players where the copy lost it. */
    private final class AuthorCell extends TableCell<ThreadReview.Row, ThreadReview.Row> {
        @Override
        protected void updateItem(ThreadReview.Row row, boolean empty) {
            super.updateItem(row, empty);
            setText(null);
            setGraphic(null);
            if (empty || row == null) {
                return;
            }
            if (row.authors().isEmpty() || row.kind() != ThreadReview.Kind.PLAYER) {
                String shown = row.comment().author();
                setText(row.author() != null && !row.author().equals(shown) ? shown + " → " + row.author() : shown);
                return;
            }
            ComboBox<String> box = new ComboBox<>(FXCollections.observableArrayList(row.authors()));
            box.setId("author-" + row.line());
            box.setValue(row.author());
            box.setMaxWidth(Double.MAX_VALUE);
            box.valueProperty().addListener((o, was, now) -> {
                row.author(now);
                refresh();
            });
            setGraphic(box);
        }
    }

    /** The time as read; a choice of the two readings of an ambiguous date; a field where the copy shows none. */
    private final class TimeCell extends TableCell<ThreadReview.Row, ThreadReview.Row> {
        @Override
        protected void updateItem(ThreadReview.Row row, boolean empty) {
            super.updateItem(row, empty);
            setText(null);
            setGraphic(null);
            if (empty || row == null) {
                return;
            }
            if (row.comment().at() != null || row.kind() != ThreadReview.Kind.PLAYER) {
                setText(TimeText.format(row.comment().at()));
                return;
            }
            if (!row.times().isEmpty()) {
                ComboBox<Instant> box = new ComboBox<>(FXCollections.observableArrayList(row.times()));
                box.setId("time-" + row.line());
                box.setConverter(new StringConverter<>() {
                    @Override
                    public String toString(Instant t) {
                        return TimeText.format(t);
                    }

                    @Override
                    public Instant fromString(String s) {
                        return TimeText.parse(s).orElse(null);
                    }
                });
                box.setValue(row.time());
                box.setMaxWidth(Double.MAX_VALUE);
                box.valueProperty().addListener((o, was, now) -> {
                    row.time(now);
                    refresh();
                });
                setGraphic(box);
                return;
            }
            TextField field = new TextField(TimeText.format(row.time()));
            field.setId("time-" + row.line());
            field.setPromptText("2026-11-20 14:03");
            field.textProperty().addListener((o, was, now) -> {
                row.time(TimeText.parse(now).orElse(null));
                field.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("error"),
                        !now.isBlank() && TimeText.parse(now).isEmpty());
                refresh();
            });
            setGraphic(field);
        }
    }
}
