package org.dynast.app.tracker;

import java.util.List;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.VBox;
import org.dynast.app.common.Cells;
import org.dynast.app.common.FxmlView;
import org.dynast.app.common.Messages;
import org.dynast.model.tracker.TimedPosts;

/**
 * The Gamestate tab's Timed Posts pane, bound to {@link TimedPostsViewModel}: the posts (what is due now first and
 * marked), the selected post's checklist (double-click or Reacted Now ticks a reactor off), Post…, Settle, Remove.
 */
public final class TimedPostsView {

    private final TimedPostsViewModel vm;
    private final Messages messages;
    private final VBox root;

    @FXML private Label postsSummary;
    @FXML private TableView<TimedPostsViewModel.PostItem> postsTable;
    @FXML private ListView<TimedPostsViewModel.Reactor> postsChecklist;
    @FXML private Button postsReacted;
    @FXML private Button postsSettle;
    @FXML private Button postsRemove;
    @FXML private Label postsMessage;

    public TimedPostsView(TimedPostsViewModel vm, Messages messages) {
        this.vm = vm;
        this.messages = messages;
        this.root = FxmlView.load(this, messages);
    }

    public VBox root() {
        return root;
    }

    @FXML
    private void initialize() {
        postsSummary.textProperty().bind(vm.summaryProperty());
        postsMessage.textProperty().bind(vm.messageProperty());
        // room only while it says something: an empty line under the table was cut off in a short window
        postsMessage.visibleProperty().bind(vm.messageProperty().isNotEmpty());
        postsMessage.managedProperty().bind(postsMessage.visibleProperty());
        TableColumn<TimedPostsViewModel.PostItem, String> post = new TableColumn<>(messages.get("posts.col.post"));
        post.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().heading()));
        post.setPrefWidth(200);
        post.setMinWidth(120);
        post.setMaxWidth(260);
        TableColumn<TimedPostsViewModel.PostItem, String> stands = new TableColumn<>(messages.get("posts.col.stands"));
        stands.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().words()));
        postsTable.getColumns().setAll(List.of(post, stands));
        postsTable.setItems(vm.posts());
        postsTable.setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(TimedPostsViewModel.PostItem item, boolean empty) {
                super.updateItem(item, empty);
                getStyleClass().removeAll("post-due", "post-settled");
                Cells.tip(this, empty || item == null ? null : item.words());
                if (!empty && item != null && item.phase() != TimedPosts.Phase.OPEN) {
                    getStyleClass().add(item.phase() == TimedPosts.Phase.DUE ? "post-due" : "post-settled");
                }
            }
        });
        postsTable.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> vm.selectedProperty().set(b));
        vm.selectedProperty().addListener((o, a, b) -> {
            if (b != postsTable.getSelectionModel().getSelectedItem()) {
                postsTable.getSelectionModel().select(b);
            }
        });
        postsChecklist.setItems(vm.checklist());
        postsChecklist.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(TimedPostsViewModel.Reactor item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : (item.reacted() == null ? "\u2610 " : "\u2611 ") + item.name()
                        + (item.reacted() == null ? "" : "  " + item.when()));
            }
        });
        postsChecklist.setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2) {
                reacted();
            }
        });
        var none = vm.selectedProperty().isNull();
        postsSettle.disableProperty().bind(none);
        postsRemove.disableProperty().bind(none);
        postsReacted.disableProperty().bind(none.or(postsChecklist.getSelectionModel().selectedItemProperty()
                .isNull()));
    }

    @FXML
    private void post() {
        new PostDialog(vm, messages, root.getScene().getWindow()).showAndWait().ifPresent(vm::post);
    }

    @FXML
    private void reacted() {
        TimedPostsViewModel.Reactor r = postsChecklist.getSelectionModel().getSelectedItem();
        if (r != null) {
            vm.react(r.name());
        }
    }

    @FXML
    private void settle() {
        vm.settle();
    }

    @FXML
    private void remove() {
        vm.remove();
    }
}
