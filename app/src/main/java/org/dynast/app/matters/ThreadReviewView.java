package org.dynast.app.matters;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.FXCollections;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.dynast.app.common.Cells;
import org.dynast.app.common.Messages;
import org.dynast.app.common.Placement;
import org.dynast.app.common.TimeText;

/**
 * The review table of a read comment thread ({@link ThreadReview}): one row a comment, with its author, time, icon as
 * read, what it counts as (a choice in place for a player's comment) and why; a time or an author the copy lost is
 * given in its row; a comment by no player of the dynasty offers Add to roster… and This is… (a former name of a
 * player), through {@link ThreadReviewViewModel}. Apply waits until every vote chosen has its time and author (and
 * for an action from a row under way). Opens at a size that shows the
 * table (1100 × 620, within the screen).
 */
public final class ThreadReviewView {

    private final ThreadReviewViewModel vm;
    private final Messages messages;
    private final Label said = new Label();
    private final Label summary = new Label();
    private final Label incomplete = new Label();
    private final SimpleBooleanProperty blocked = new SimpleBooleanProperty();
    private final VBox root;

    public ThreadReviewView(ThreadReviewViewModel vm, String refusal, Messages messages) {
        this.vm = vm;
        this.messages = messages;
        Label header = new Label(messages.get("matters.review.header"));
        header.setWrapText(true);
        header.setMinHeight(Region.USE_PREF_SIZE);
        root = new VBox(8, header);
        if (refusal != null) {
            Label refused = new Label(messages.get("matters.review.refused", refusal));
            refused.setId("reviewRefusal");
            refused.setWrapText(true);
            refused.getStyleClass().addAll("message", "error");
            refused.setMinHeight(Region.USE_PREF_SIZE);
            root.getChildren().add(refused);
        }
        summary.setId("reviewSummary");
        incomplete.setId("reviewIncomplete");
        incomplete.getStyleClass().addAll("message", "error");
        incomplete.setWrapText(true);
        said.setId("reviewMessage");
        said.setWrapText(true);
        said.setMinHeight(Region.USE_PREF_SIZE);
        said.textProperty().bind(vm.messageProperty());
        said.visibleProperty().bind(vm.messageProperty().isNotEmpty());
        said.managedProperty().bind(said.visibleProperty());
        said.getStyleClass().add("message");
        if (vm.failedProperty().get()) {
            said.getStyleClass().add("error");
        }
        vm.failedProperty().addListener((o, was, now) -> {
            if (now) {
                said.getStyleClass().add("error");
            } else {
                said.getStyleClass().remove("error");
            }
        });
        TableView<ThreadReview.Row> table = table();
        VBox.setVgrow(table, Priority.ALWAYS);
        // re-read after a commenter joined the roster or was named an alias: the rows again, the answers kept
        vm.reviewProperty().addListener((o, was, now) -> {
            table.getItems().setAll(now.rows());
            refresh();
        });
        vm.busyProperty().addListener((o, was, now) -> refresh());
        root.getChildren().addAll(summary, said, table, incomplete);
        if (!vm.review().unread().isEmpty()) {
            Label unread = new Label(messages.get("matters.paste.unread") + "\n"
                    + String.join("\n", vm.review().unread()));
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
    public static boolean show(Window owner, String title, ThreadReviewViewModel review, String refusal,
                               Messages messages) {
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
        ThreadReview review = vm.review();
        summary.setText(review.summary(messages));
        Optional<ThreadReview.Row> first = review.incomplete().stream().findFirst();
        blocked.set(first.isPresent() || vm.busyProperty().get());
        incomplete.setText(first.map(r -> messages.get("matters.review.incomplete", r.line())).orElse(""));
        incomplete.setVisible(first.isPresent());
        incomplete.setManaged(first.isPresent());
    }

    private TableView<ThreadReview.Row> table() {
        TableView<ThreadReview.Row> table = new TableView<>(FXCollections.observableArrayList(vm.review().rows()));
        table.setId("reviewTable");
        table.setPlaceholder(Cells.placeholder(messages.get("placeholder.review.table")));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        TableColumn<ThreadReview.Row, Number> line = new TableColumn<>(messages.get("matters.review.column.line"));
        line.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().line()));
        line.setPrefWidth(50);
        TableColumn<ThreadReview.Row, ThreadReview.Row> author = column("matters.review.column.author", 150);
        author.setCellFactory(c -> new ReviewChoiceCell<String>("author",
                r -> r.kind() == ThreadReview.Kind.PLAYER ? r.authors() : List.of(), ThreadReview.Row::author,
                ThreadReview.Row::author, a -> a, this::authorText, this::refresh));
        TableColumn<ThreadReview.Row, ThreadReview.Row> time = column("matters.review.column.time", 170);
        time.setCellFactory(c -> new ReviewChoiceCell<Instant>("time",
                r -> r.kind() == ThreadReview.Kind.PLAYER && r.comment().at() == null ? r.times() : List.of(),
                ThreadReview.Row::time, ThreadReview.Row::time, TimeText::format, this::timeField, this::refresh));
        TableColumn<ThreadReview.Row, String> read = new TableColumn<>(messages.get("matters.review.column.icon"));
        read.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(readAs(c.getValue())));
        read.setPrefWidth(110);
        TableColumn<ThreadReview.Row, ThreadReview.Row> counts = column("matters.review.column.counts", 290);
        counts.setCellFactory(c -> new ReviewChoiceCell<ThreadReview.Choice>("counts",
                r -> r.kind() == ThreadReview.Kind.PLAYER ? r.choices() : List.of(), ThreadReview.Row::choice,
                ThreadReview.Row::choose, this::choiceText, this::notCounted, this::refresh));
        TableColumn<ThreadReview.Row, String> note = new TableColumn<>(messages.get("matters.review.column.note"));
        note.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(noteOf(c.getValue())));
        note.setPrefWidth(330);
        note.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
                setWrapText(true);
                Cells.tip(this, empty || item == null || item.isEmpty() ? null : item);
            }
        });
        table.getColumns().addAll(List.of(line, author, time, read, counts, note));
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

    /** A time the copy shows none of: typed in its row. */
    private void timeField(ReviewChoiceCell<Instant> cell, ThreadReview.Row row) {
        if (row.comment().at() != null || row.kind() != ThreadReview.Kind.PLAYER) {
            cell.show(TimeText.format(row.comment().at()));
            return;
        }
        TextField field = new TextField(TimeText.format(row.time()));
        field.setId("time-" + row.line());
        field.setPromptText("2026-11-20 14:03");
        field.textProperty().addListener((o, was, now) -> {
            row.time(TimeText.parse(now).orElse(null));
            field.pseudoClassStateChanged(PseudoClass.getPseudoClass("error"),
                    !now.isBlank() && TimeText.parse(now).isEmpty());
            refresh();
        });
        cell.show(field);
    }

    /** The author as read; "Kevan (alias of Ferrous)" where a known alias names the player. */
    private void authorText(ReviewChoiceCell<String> cell, ThreadReview.Row row) {
        String shown = row.comment().author();
        if (row.byAlias()) {
            cell.show(messages.get("matters.review.aliasOf", shown, row.author()));
        } else {
            cell.show(row.author() != null && !row.author().equals(shown) ? shown + " → " + row.author() : shown);
        }
    }

    /** Not counted; a non-player's row offers Add to roster… and This is… (a player's former name). */
    private void notCounted(ReviewChoiceCell<ThreadReview.Choice> cell, ThreadReview.Row row) {
        if (!vm.offersRoster(row)) {
            cell.show(choiceText(ThreadReview.Choice.NOT_COUNTED));
            return;
        }
        Button add = new Button(messages.get("matters.review.add.button"));
        add.setId("addToRoster-" + row.line());
        add.setMinWidth(Region.USE_PREF_SIZE);
        add.setTooltip(new Tooltip(messages.get("matters.review.add.tip", row.comment().author())));
        add.disableProperty().bind(vm.busyProperty());
        add.setOnAction(e -> vm.addToRoster(row));
        ComboBox<String> alias = new ComboBox<>(FXCollections.observableArrayList(vm.players()));
        alias.setId("aliasOf-" + row.line());
        alias.setPromptText(messages.get("matters.review.alias.prompt"));
        alias.setTooltip(new Tooltip(messages.get("matters.review.alias.tip", row.comment().author())));
        alias.disableProperty().bind(vm.busyProperty());
        alias.setMaxWidth(Double.MAX_VALUE);
        alias.valueProperty().addListener((o, was, now) -> vm.aliasOf(row, now));
        HBox.setHgrow(alias, Priority.ALWAYS);
        cell.show(new HBox(4, add, alias));
    }
}
