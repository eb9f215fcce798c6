package org.dynast.app.tracker;

import java.util.List;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.collections.transformation.SortedList;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.control.cell.TextFieldTableCell;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.converter.DefaultStringConverter;
import org.dynast.app.common.Cells;
import org.dynast.app.common.ColumnWidths;
import org.dynast.app.common.FxmlView;
import org.dynast.app.common.Messages;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The Gamestate tab: a thin view bound to {@link GamestateViewModel}. The table's columns follow the tracker's
 * definition (derived ones shaded, a failing formula marked at its heading), non-player rows are marked, entered
 * cells are edited in place with their checks shown as they are typed.
 */
public final class GamestateView {

    private final GamestateViewModel vm;
    private final Messages messages;
    private final BorderPane root;

    @FXML private Label captionLabel;
    @FXML private TextField trackerFilter;
    @FXML private TableView<GamestateViewModel.RowItem> trackerTable;
    @FXML private Label trackerProblems;
    @FXML private Label cellRefusal;
    @FXML private TableView<GamestateViewModel.GlobalItem> trackerGlobals;
    @FXML private ListView<GamestateViewModel.ActionItem> trackerActions;
    @FXML private ComboBox<String> trackerTaker;
    @FXML private Button trackerTake;
    @FXML private Label trackerCadence;
    @FXML private ListView<String> trackerPreview;
    @FXML private Label trackerMessage;
    @FXML private VBox postsHolder;
    private boolean widthsFitted;

    public GamestateView(GamestateViewModel vm, Messages messages) {
        this.vm = vm;
        this.messages = messages;
        this.root = FxmlView.load(this, messages);
    }

    public BorderPane root() {
        return root;
    }

    @FXML
    private void initialize() {
        captionLabel.textProperty().bind(vm.captionProperty());
        trackerFilter.textProperty().bindBidirectional(vm.filterProperty());
        trackerTable.setItems(sorted());
        trackerTable.setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(GamestateViewModel.RowItem item, boolean empty) {
                super.updateItem(item, empty);
                getStyleClass().remove("npc-row");
                if (!empty && item != null && item.npc()) {
                    getStyleClass().add("npc-row");
                }
            }
        });
        vm.columnsProperty().addListener((o, a, b) -> columns(b));
        columns(vm.columnsProperty().get());
        vm.rows().addListener((ListChangeListener<GamestateViewModel.RowItem>) c -> {
            if (!widthsFitted) {
                fitWidths();
            }
        });
        trackerProblems.textProperty().bind(vm.problemsProperty());
        cellRefusal.setGraphic(new FontIcon("mdi2a-alert-circle-outline"));
        vm.cellRefusalProperty().addListener((o, a, b) -> {
            cellRefusal.setText(vm.refusalText(b));
            cellRefusal.setVisible(b != null);
            cellRefusal.setManaged(b != null);
            trackerTable.refresh(); // the refused cell is outlined, with why in its tooltip
        });
        globals();
        trackerActions.setItems(vm.actions());
        trackerActions.getSelectionModel().selectedItemProperty().addListener((o, a, b) ->
                vm.selectedActionProperty().set(b));
        trackerActions.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(GamestateViewModel.ActionItem item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : item.name() + " \u2014 " + item.cadence());
                Cells.tip(this, empty || item == null || item.text() == null ? null : item.text());
            }
        });
        trackerTaker.setItems(vm.takers());
        trackerTaker.valueProperty().bindBidirectional(vm.takerProperty());
        trackerCadence.textProperty().bind(vm.cadenceStateProperty());
        trackerPreview.setItems(vm.preview());
        trackerMessage.textProperty().bind(vm.messageProperty());
        VBox posts = new TimedPostsView(vm.posts(), messages).root();
        // in a short window (1024×700 with the info bar showing) the Timed Posts scroll rather than lose their foot
        ScrollPane scroll = new ScrollPane(posts);
        scroll.setFitToWidth(true);
        scroll.setFitToHeight(true);
        scroll.getStyleClass().add("edge-to-edge");
        VBox.setVgrow(scroll, Priority.ALWAYS);
        postsHolder.getChildren().setAll(scroll);
    }

    private SortedList<GamestateViewModel.RowItem> sorted() {
        var s = new SortedList<>(vm.rows());
        s.comparatorProperty().bind(trackerTable.comparatorProperty());
        return s;
    }

    private void columns(List<GamestateViewModel.ColumnInfo> infos) {
        trackerTable.getColumns().clear();
        TableColumn<GamestateViewModel.RowItem, String> name = new TableColumn<>(messages.get("gamestate.name"));
        name.setId("col-name");
        name.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().name()
                + (c.getValue().npc() ? " \u2605" : "")));
        name.setPrefWidth(130);
        trackerTable.getColumns().add(name);
        for (GamestateViewModel.ColumnInfo info : infos) {
            TableColumn<GamestateViewModel.RowItem, String> col = new TableColumn<>((info.problem() != null
                    ? "\u26a0 " : "") + info.name() + (info.privateColumn() ? " " + messages.get("gamestate.private") : ""));
            col.setId("col-" + info.name().replaceAll("[^A-Za-z0-9]", ""));
            col.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().cell(info.name())));
            col.setEditable(!info.derived());
            col.setPrefWidth(Math.max(48, 7.5 * info.name().length() + 18));
            col.setCellFactory(c -> new CheckedCell(info));
            String tip = info.problem() != null ? info.problem() : info.note();
            if (tip != null) {
                Label heading = new Label(col.getText());
                heading.setTooltip(new Tooltip(tip));
                col.setGraphic(heading);
                col.setText(null);
            }
            if (info.derived()) {
                col.getStyleClass().add("derived-column");
            }
            trackerTable.getColumns().add(col);
        }
        widthsFitted = false;
        fitWidths();
    }

    /** Once per set of columns (a resize by hand is kept): each as wide as its heading and its widest value. */
    private void fitWidths() {
        if (vm.rows().isEmpty()) {
            return;
        }
        ColumnWidths.fit(trackerTable, vm.rows(), 48, 260);
        widthsFitted = true;
    }

    /** A cell edited in a text field that shows, as it is typed, why the value cannot be kept. */
    private final class CheckedCell extends TableCell<GamestateViewModel.RowItem, String> {
        private final GamestateViewModel.ColumnInfo info;
        private TextField field;

        CheckedCell(GamestateViewModel.ColumnInfo info) {
            this.info = info;
            if (info.derived()) {
                getStyleClass().add("derived-cell");
            }
        }

        @Override
        public void startEdit() {
            if (info.derived()) {
                return;
            }
            super.startEdit();
            if (!isEditing()) {
                return;
            }
            vm.editStarted();
            field = new TextField(getItem());
            field.setId("cellEditor");
            field.textProperty().addListener((o, a, b) -> {
                var problem = vm.problemOf(info.name(), b);
                field.getStyleClass().remove("invalid");
                field.setTooltip(null);
                problem.ifPresent(p -> {
                    field.getStyleClass().add("invalid");
                    field.setTooltip(new Tooltip(p));
                });
            });
            field.setOnKeyPressed(k -> {
                if (k.getCode() == KeyCode.ENTER) {
                    GamestateViewModel.RowItem row = getTableRow().getItem();
                    String text = field.getText();
                    k.consume(); // the table would take Enter as "edit the focused cell" and reopen the editor
                    stopEditing();
                    vm.edit(row.name(), info.name(), text);
                } else if (k.getCode() == KeyCode.ESCAPE) {
                    k.consume();
                    stopEditing();
                }
            });
            setText(null);
            setGraphic(field);
            field.requestFocus();
            field.selectAll();
        }

        /** Leaves the editor, and the table's editing state with it (a cell built anew would reopen it). */
        private void stopEditing() {
            cancelEdit();
            if (getTableView() != null && getTableView().getEditingCell() != null) {
                getTableView().edit(-1, null);
            }
        }

        @Override
        public void cancelEdit() {
            super.cancelEdit();
            setGraphic(null);
            setText(getItem());
        }

        @Override
        protected void updateItem(String item, boolean empty) {
            super.updateItem(item, empty);
            setGraphic(null);
            setText(empty ? null : item);
            GamestateViewModel.CellRefusal refused = vm.cellRefusalProperty().get();
            GamestateViewModel.RowItem row = empty || getTableRow() == null ? null : getTableRow().getItem();
            boolean here = refused != null && row != null && refused.at(row.name(), info.name());
            getStyleClass().remove("refused-cell");
            if (here) {
                getStyleClass().add("refused-cell");
            }
            Cells.tip(this, here ? vm.refusalText(refused) : null);
        }
    }

    private void globals() {
        TableColumn<GamestateViewModel.GlobalItem, String> name = new TableColumn<>(messages.get("gamestate.name"));
        name.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().name()
                + (c.getValue().privateColumn() ? " " + messages.get("gamestate.private") : "")));
        name.setPrefWidth(120);
        name.setEditable(false);
        name.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
                Cells.tip(this, empty || item == null ? null : item);
            }
        });
        TableColumn<GamestateViewModel.GlobalItem, String> value = new TableColumn<>(messages.get("gamestate.value"));
        value.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().value()));
        // a value longer than the pane ("Gain 1 Defences, Lose 1 Food …") is shown whole in the cell's tooltip
        value.setCellFactory(c -> new TextFieldTableCell<>(
                new DefaultStringConverter()) {
            @Override
            public void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                Cells.tip(this, empty || item == null || item.isBlank() ? null : item);
            }
        });
        value.setOnEditCommit(e -> vm.editGlobal(e.getRowValue().name(), e.getNewValue()));
        trackerGlobals.getColumns().setAll(List.of(name, value));
        trackerGlobals.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        trackerGlobals.setItems(vm.globals());
    }

    @FXML
    private void addNpc() {
        vm.addNpc();
    }

    @FXML
    private void copyPlayers() {
        vm.copyWiki(false);
    }

    @FXML
    private void copyEmperor() {
        vm.copyWiki(true);
    }

    @FXML
    private void importWiki() {
        vm.importWiki();
    }

    @FXML
    private void take() {
        vm.takeAction();
    }

    @FXML
    private void editColumns() {
        new ColumnsDialog(vm.columnsEditor(), messages, root.getScene().getWindow()).showAndWait()
                .ifPresent(vm::define);
    }
}
