package org.dynast.app.election;

import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.util.StringConverter;
import org.dynast.app.common.Cells;
import org.dynast.app.common.FxmlView;
import org.dynast.app.election.debate.DebatesSection;
import org.dynast.app.module.ModuleUiContext;
import org.dynast.model.election.CampaignAction;

/**
 * The Election tab: a thin view bound to {@link ElectionViewModel}, in three sub-tabs (Candidates and Campaign, News
 * and Agendas, Debates); the Debates board is its own section.
 */
public final class ElectionView {

    private final ElectionViewModel vm;
    private final BorderPane root;

    @FXML private TableView<ElectionViewModel.Row> electionCandidates;
    @FXML private Label electionMessage;
    @FXML private Label electionStanding;
    @FXML private ComboBox<String> electionCandidate;
    @FXML private ListView<String> electionWindows;
    @FXML private ComboBox<CampaignAction> electionAction;
    @FXML private TextField electionTarget;
    @FXML private TextField electionX;
    @FXML private CheckBox electionDouble;
    @FXML private ListView<String> electionPreview;
    @FXML private Button electionPerform;
    @FXML private ListView<String> electionNews;
    @FXML private TextField electionStatement;
    @FXML private TextArea electionAgendas;
    @FXML private BorderPane electionDebates;
    @FXML private ComboBox<String> electionEndorsee;
    @FXML private TextField electionDonation;
    @FXML private ListView<ElectionViewModel.Claim> electionClaims;
    @FXML private Button electionRepealLandslide;

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
        electionStanding.textProperty().bind(vm.standingProperty());
        // "When Darknight makes a Declaration of Victory, repeal this rule.": offered while the rule is in force
        electionRepealLandslide.visibleProperty().bind(vm.landslideProperty());
        electionRepealLandslide.managedProperty().bind(vm.landslideProperty());
        electionCandidate.setItems(vm.candidateNames());
        electionCandidate.valueProperty().bindBidirectional(vm.candidateProperty());
        electionWindows.setItems(vm.windows());
        electionAction.getItems().setAll(vm.actions());
        electionAction.setConverter(new StringConverter<>() {
            @Override
            public String toString(CampaignAction a) {
                return a == null ? "" : a.title();
            }

            @Override
            public CampaignAction fromString(String s) {
                return null;
            }
        });
        electionAction.valueProperty().bindBidirectional(vm.actionProperty());
        electionTarget.textProperty().bindBidirectional(vm.targetProperty());
        electionX.textProperty().bindBidirectional(vm.xProperty());
        electionDouble.selectedProperty().bindBidirectional(vm.doubleMoneyProperty());
        electionTarget.disableProperty().bind(vm.actionProperty().isNotEqualTo(CampaignAction.MUD_SLING));
        electionX.disableProperty().bind(vm.actionProperty().isNotEqualTo(CampaignAction.FUNDRAISER));
        electionPreview.setItems(vm.preview());
        electionNews.setItems(vm.news());
        // a preview's effects and a News Post's statements are read whole, wrapped in their narrow columns
        electionPreview.setCellFactory(list -> new Cells.WrappingListCell<>(list));
        electionNews.setCellFactory(list -> new Cells.WrappingListCell<>(list));
        electionStatement.textProperty().bindBidirectional(vm.statementProperty());
        electionAgendas.textProperty().bind(vm.agendasProperty());
        electionDebates.setCenter(DebatesSection.build(c, vm.debates()));
        electionEndorsee.setItems(vm.candidateNames());
        electionEndorsee.valueProperty().bindBidirectional(vm.endorseeProperty());
        electionDonation.textProperty().bindBidirectional(vm.donationProperty());
        electionClaims.setItems(vm.claims());
        electionClaims.setCellFactory(list -> new ListCell<>() {
            @Override
            protected void updateItem(ElectionViewModel.Claim item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : item.text());
            }
        });
    }

    @FXML
    private void endorse() {
        vm.endorse();
    }

    @FXML
    private void donate() {
        vm.donate();
    }

    @FXML
    private void claim() {
        vm.claim(electionClaims.getSelectionModel().getSelectedItem());
    }

    @FXML
    private void thogAdd() {
        vm.presidentComment(true);
    }

    @FXML
    private void thogRemove() {
        vm.presidentComment(false);
    }

    @SuppressWarnings("unchecked")
    private <T> void column(int index, Function<ElectionViewModel.Row, T> value) {
        TableColumn<ElectionViewModel.Row, T> col = (TableColumn<ElectionViewModel.Row, T>) electionCandidates
                .getColumns().get(index);
        col.setCellValueFactory(cd -> new ReadOnlyObjectWrapper<>(value.apply(cd.getValue())));
    }

    @FXML
    private void perform() {
        vm.perform();
    }

    @FXML
    private void postNews() {
        vm.postNews();
    }

    @FXML
    private void postStatement() {
        vm.postStatement();
    }

    @FXML
    private void repealLandslide() {
        vm.repealLandslide();
    }

    @FXML
    private void copyPage() {
        vm.copyPage();
    }

    public BorderPane root() {
        return root;
    }
}
