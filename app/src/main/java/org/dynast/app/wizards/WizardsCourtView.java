package org.dynast.app.wizards;

import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.control.Spinner;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableView;
import org.dynast.app.common.FxmlView;
import org.dynast.app.common.Messages;

/** The Wizards tab's Court panel: a thin view bound to {@link WizardsCourtViewModel}. */
public final class WizardsCourtView {

    private final WizardsCourtViewModel vm;
    private final Messages messages;
    private final SplitPane root;

    @FXML private TableView<WizardsCourtViewModel.AllyRow> courtAllies;
    @FXML private TableView<WizardsCourtViewModel.CourtierRow> courtCourtiers;
    @FXML private ComboBox<String> courtWizard;
    @FXML private ComboBox<String> courtIdentity;
    @FXML private Spinner<Integer> courtFavor;
    @FXML private Button courtAssociate;
    @FXML private Label courtPreview;
    @FXML private Label courtMessage;
    @FXML private ComboBox<String> transferFrom;
    @FXML private ComboBox<String> transferTo;
    @FXML private Spinner<Integer> transferFavor;
    @FXML private Spinner<Integer> transferFood;
    @FXML private Button transferButton;
    @FXML private Label transferPreview;

    public WizardsCourtView(WizardsCourtViewModel vm, Messages messages) {
        this.vm = vm;
        this.messages = messages;
        this.root = FxmlView.load(this, messages);
    }

    public SplitPane root() {
        return root;
    }

    @FXML
    private void initialize() {
        courtAllies.setItems(vm.allies());
        courtAllies.getColumns().add(WizardsView.column(messages, "wizards.court.identity",
                WizardsCourtViewModel.AllyRow::identity, null, 170));
        courtAllies.getColumns().add(WizardsView.column(messages, "wizards.court.holder",
                WizardsCourtViewModel.AllyRow::holder, null, 110));
        courtAllies.getColumns().add(WizardsView.column(messages, "wizards.court.trust",
                r -> r.trust() == null ? "" : r.trust().toString(), null, 50));
        courtAllies.getColumns().add(WizardsView.column(messages, "wizards.court.toassociate",
                WizardsCourtViewModel.AllyRow::toAssociate, null, 140));
        courtCourtiers.setItems(vm.courtiers());
        courtCourtiers.getColumns().add(WizardsView.column(messages, "wizards.court.wizard",
                WizardsCourtViewModel.CourtierRow::wizard, null, 100));
        courtCourtiers.getColumns().add(WizardsView.column(messages, "wizards.court.favor",
                r -> Integer.toString(r.favor()), null, 50));
        courtCourtiers.getColumns().add(WizardsView.column(messages, "wizards.court.influence",
                r -> Integer.toString(r.influence()), null, 70));
        courtCourtiers.getColumns().add(WizardsView.column(messages, "wizards.court.alliesof",
                WizardsCourtViewModel.CourtierRow::allies, null, 200));
        courtWizard.setItems(vm.wizards());
        courtWizard.valueProperty().bindBidirectional(vm.wizardProperty());
        courtIdentity.setItems(vm.identities());
        courtIdentity.valueProperty().bindBidirectional(vm.identityProperty());
        courtFavor.setValueFactory(new SpinnerValueFactory.IntegerSpinnerValueFactory(1, 999,
                vm.favorProperty().get() == null ? 1 : vm.favorProperty().get()));
        courtFavor.getValueFactory().valueProperty().bindBidirectional(vm.favorProperty());
        courtPreview.textProperty().bind(vm.previewProperty());
        courtAssociate.disableProperty().bind(vm.possibleProperty().not());
        courtMessage.textProperty().bind(vm.messageProperty());
        transferFrom.setItems(vm.wizards());
        transferFrom.valueProperty().bindBidirectional(vm.transferFromProperty());
        transferTo.setItems(vm.recipients());
        transferTo.valueProperty().bindBidirectional(vm.transferToProperty());
        transferFavor.setValueFactory(new SpinnerValueFactory.IntegerSpinnerValueFactory(0, 1_000_000, 0));
        transferFavor.getValueFactory().valueProperty().bindBidirectional(vm.transferFavorProperty());
        transferFood.setValueFactory(new SpinnerValueFactory.IntegerSpinnerValueFactory(0, 1_000_000, 0));
        transferFood.getValueFactory().valueProperty().bindBidirectional(vm.transferFoodProperty());
        transferPreview.textProperty().bind(vm.transferPreviewProperty());
        transferButton.disableProperty().bind(vm.transferPossibleProperty().not());
    }

    @FXML
    private void transfer() {
        vm.transfer();
    }

    @FXML
    private void associate() {
        vm.associate();
    }
}
