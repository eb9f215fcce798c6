package org.dynast.app.log;

import javafx.fxml.FXML;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.layout.BorderPane;
import javafx.stage.Window;
import org.dynast.app.common.Cells;
import org.dynast.app.common.FxmlView;
import org.dynast.app.common.Messages;
import org.dynast.app.log.ActionLogViewModel.EntryRow;

/** The action log window's content: the filters, the entries, and what the selected one changed. */
public final class ActionLogView {

    private final ActionLogViewModel vm;
    private final BorderPane root;

    @FXML private ComboBox<String> actorChoice;
    @FXML private ComboBox<String> kindChoice;
    @FXML private Label countLabel;
    @FXML private TableView<EntryRow> entryTable;
    @FXML private TableColumn<EntryRow, String> atColumn;
    @FXML private TableColumn<EntryRow, String> actorColumn;
    @FXML private TableColumn<EntryRow, String> kindColumn;
    @FXML private TableColumn<EntryRow, String> summaryColumn;
    @FXML private TextArea changesArea;
    @FXML private Button showAllButton;

    public ActionLogView(ActionLogViewModel vm, Messages messages) {
        this.vm = vm;
        this.root = FxmlView.load(this, messages);
        // the log is read only while its window is open
        vm.openProperty().bind(root.sceneProperty().flatMap(Scene::windowProperty)
                .flatMap(Window::showingProperty).orElse(false));
    }

    public BorderPane root() {
        return root;
    }

    @FXML
    private void initialize() {
        actorChoice.setItems(vm.actors());
        actorChoice.valueProperty().bindBidirectional(vm.actorFilterProperty());
        kindChoice.setItems(vm.kinds());
        kindChoice.valueProperty().bindBidirectional(vm.kindFilterProperty());
        countLabel.textProperty().bind(vm.countProperty());
        atColumn.setCellValueFactory(Cells.value(EntryRow::at));
        actorColumn.setCellValueFactory(Cells.value(EntryRow::actor));
        kindColumn.setCellValueFactory(Cells.value(EntryRow::kind));
        summaryColumn.setCellValueFactory(Cells.value(EntryRow::summary));
        entryTable.setItems(vm.entries());
        vm.selectedProperty().bind(entryTable.getSelectionModel().selectedItemProperty());
        changesArea.textProperty().bind(vm.changesProperty());
        // every change of a large entry is a long text: not wrapped, so its box does not lay out megabytes of lines
        changesArea.wrapTextProperty().bind(vm.wholeChangesProperty().not());
        showAllButton.visibleProperty().bind(vm.moreChangesProperty());
        showAllButton.managedProperty().bind(vm.moreChangesProperty());
    }

    @FXML
    private void showAllChanges() {
        vm.showAllChanges();
    }
}
