package org.dynast.app.election;

import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.fxml.FXML;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import org.dynast.app.common.FxmlView;
import org.dynast.app.election.debate.DebatesSection;
import org.dynast.app.shell.ModuleUiContext;

/** The Election tab: a thin view bound to {@link ElectionViewModel}; the Debates board is its own section. */
public final class ElectionView {

    private final ElectionViewModel vm;
    private final BorderPane root;

    @FXML private TableView<ElectionViewModel.Row> electionCandidates;
    @FXML private Label electionMessage;
    @FXML private VBox electionDebates;

    public ElectionView(ElectionViewModel vm, ModuleUiContext c) {
        this.vm = vm;
        this.root = FxmlView.load(this, c.messages());
        electionCandidates.setItems(vm.rows());
        column(0, ElectionViewModel.Row::name);
        column(1, ElectionViewModel.Row::supporters);
        column(2, ElectionViewModel.Row::endorses);
        column(3, ElectionViewModel.Row::totalSupport);
        column(4, ElectionViewModel.Row::money);
        column(5, ElectionViewModel.Row::action);
        electionMessage.textProperty().bind(vm.messageProperty());
        electionDebates.getChildren().add(DebatesSection.build(c));
    }

    @SuppressWarnings("unchecked")
    private <T> void column(int index, Function<ElectionViewModel.Row, T> value) {
        TableColumn<ElectionViewModel.Row, T> col = (TableColumn<ElectionViewModel.Row, T>) electionCandidates
                .getColumns().get(index);
        col.setCellValueFactory(cd -> new ReadOnlyObjectWrapper<>(value.apply(cd.getValue())));
    }

    public BorderPane root() {
        return root;
    }
}
