package org.dynast.app.wizards;

import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.dynast.app.common.FxmlView;
import org.dynast.app.common.Messages;

/** The Wizards tab's weekly actions with their previews: a thin view bound to {@link WizardsWeeklyViewModel}. */
public final class WizardsWeeklyView {

    private final WizardsWeeklyViewModel vm;
    private final VBox root;

    @FXML private ComboBox<WizardsWeeklyViewModel.Action> weeklyAction;
    @FXML private ComboBox<String> weeklyTaker;
    @FXML private Label weeklyQualityLabel;
    @FXML private ComboBox<String> weeklyQuality;
    @FXML private Label weeklyHead;
    @FXML private ListView<String> weeklyLines;
    @FXML private Button weeklyTake;
    @FXML private Label weeklyMessage;

    public WizardsWeeklyView(WizardsWeeklyViewModel vm, Messages messages) {
        this.vm = vm;
        this.root = FxmlView.load(this, messages);
    }

    public VBox root() {
        return root;
    }

    @FXML
    private void initialize() {
        weeklyAction.setItems(vm.actions());
        weeklyAction.setConverter(new StringConverter<>() {
            @Override
            public String toString(WizardsWeeklyViewModel.Action a) {
                return a == null ? "" : vm.label(a);
            }

            @Override
            public WizardsWeeklyViewModel.Action fromString(String s) {
                return vm.actions().stream().filter(a -> vm.label(a).equals(s)).findFirst().orElse(null);
            }
        });
        weeklyAction.valueProperty().bindBidirectional(vm.actionProperty());
        weeklyTaker.setItems(vm.takers());
        weeklyTaker.valueProperty().bindBidirectional(vm.takerProperty());
        weeklyQuality.setItems(vm.qualities());
        weeklyQuality.valueProperty().bindBidirectional(vm.qualityProperty());
        var underling = vm.actionProperty().isEqualTo(WizardsWeeklyViewModel.Action.UNDERLING);
        weeklyQuality.visibleProperty().bind(underling);
        weeklyQualityLabel.visibleProperty().bind(underling);
        weeklyQuality.managedProperty().bind(underling);
        weeklyQualityLabel.managedProperty().bind(underling);
        weeklyHead.textProperty().bind(vm.headProperty());
        weeklyLines.setItems(vm.lines());
        weeklyTake.disableProperty().bind(vm.possibleProperty().not());
        weeklyMessage.textProperty().bind(vm.messageProperty());
    }

    @FXML
    private void take() {
        vm.take();
    }
}
