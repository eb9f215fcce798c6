package org.dynast.app.log;

import javafx.fxml.FXML;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.layout.BorderPane;
import org.dynast.app.common.Cells;
import org.dynast.app.common.FxmlView;
import org.dynast.app.common.Messages;
import org.dynast.app.log.ActionLogViewModel.EntryRow;

/** The action log window's content. */
public final class ActionLogView {

    private final ActionLogViewModel vm;
    private final BorderPane root;

    @FXML private TableView<EntryRow> entryTable;
    @FXML private TableColumn<EntryRow, String> atColumn;
    @FXML private TableColumn<EntryRow, String> actorColumn;
    @FXML private TableColumn<EntryRow, String> kindColumn;
    @FXML private TableColumn<EntryRow, String> summaryColumn;
    @FXML private TextArea changesArea;

    public ActionLogView(ActionLogViewModel vm, Messages messages) {
        this.vm = vm;
        this.root = FxmlView.load(this, messages);
    }

    public BorderPane root() {
        return root;
    }

    @FXML
    private void initialize() {
        atColumn.setCellValueFactory(Cells.value(EntryRow::at));
        actorColumn.setCellValueFactory(Cells.value(EntryRow::actor));
        kindColumn.setCellValueFactory(Cells.value(EntryRow::kind));
        summaryColumn.setCellValueFactory(Cells.value(EntryRow::summary));
        entryTable.setItems(vm.entries());
        vm.selectedProperty().bind(entryTable.getSelectionModel().selectedItemProperty());
        changesArea.textProperty().bind(vm.changesProperty());
    }
}
