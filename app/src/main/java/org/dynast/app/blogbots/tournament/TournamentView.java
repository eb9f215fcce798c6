package org.dynast.app.blogbots.tournament;

import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.Tooltip;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.BorderPane;
import org.dynast.app.common.Feedback;
import org.dynast.app.common.FxmlView;
import org.dynast.app.common.Messages;

/** The Tournament tab: a thin view bound to {@link TournamentViewModel}. */
public final class TournamentView {

    private final TournamentViewModel vm;
    private final Messages messages;
    @FXML private BorderPane root;
    private final BracketPane bracketPane = new BracketPane();

    @FXML private Label statusLabel;
    @FXML private DatePicker datePicker;
    @FXML private Button saveDateButton;
    @FXML private Button startButton;
    @FXML private Label dateConditionLabel;
    @FXML private Label quietConditionLabel;
    @FXML private Label governingLabel;
    @FXML private Label seedStatusLabel;
    @FXML private ListView<TournamentViewModel.SeedRow> seedList;
    @FXML private Button upButton;
    @FXML private Button downButton;
    @FXML private Button provisionalButton;
    @FXML private Button finalButton;
    @FXML private Button bracketButton;
    @FXML private TextArea seedPostArea;
    @FXML private Button copyPostButton;
    @FXML private Label nextStepLabel;
    @FXML private Button applyButton;
    @FXML private Button forwardButton;
    @FXML private Label selectedLabel;
    @FXML private Button runBoutButton;
    @FXML private Button recalculateButton;
    @FXML private Button championDovButton;
    @FXML private Button watchButton;
    @FXML private Label championLabel;
    @FXML private ScrollPane bracketScroll;
    @FXML private Label tournamentMessage;

    public TournamentView(TournamentViewModel vm, Messages messages) {
        this.vm = vm;
        this.messages = messages;
        FxmlView.load(this, messages);
    }

    public BorderPane root() {
        return root;
    }

    @FXML
    private void initialize() {
        root.getLeft().disableProperty().bind(vm.availableProperty().not());
        root.getCenter().disableProperty().bind(vm.availableProperty().not());
        statusLabel.textProperty().bind(vm.statusProperty());
        dateConditionLabel.textProperty().bind(vm.dateConditionProperty());
        quietConditionLabel.textProperty().bind(vm.quietConditionProperty());
        datePicker.valueProperty().bindBidirectional(vm.eligibleFromProperty());
        startButton.disableProperty().bind(vm.canStartProperty().not());
        seedStatusLabel.textProperty().bind(vm.seedStatusProperty());
        seedPostArea.textProperty().bind(vm.lastPostProperty());
        copyPostButton.disableProperty().bind(vm.lastPostProperty().isEmpty());
        nextStepLabel.textProperty().bind(vm.nextStepProperty());
        Tooltip whole = new Tooltip();
        whole.textProperty().bind(vm.nextStepProperty()); // the whole step when the bar is too narrow for it
        nextStepLabel.setTooltip(whole);
        applyButton.disableProperty().bind(vm.canApplyProperty().not());
        forwardButton.disableProperty().bind(vm.canBringForwardProperty().not());
        runBoutButton.disableProperty().bind(vm.canRunProperty().not());
        recalculateButton.disableProperty().bind(vm.selectedFoughtProperty().not());
        championDovButton.disableProperty().bind(vm.championProperty().isEmpty());
        championDovButton.visibleProperty().bind(vm.championProperty().isNotEmpty());
        championDovButton.managedProperty().bind(championDovButton.visibleProperty());
        watchButton.disableProperty().bind(vm.selectedFoughtProperty().not());
        championLabel.textProperty().bind(vm.championProperty());
        governingLabel.textProperty().bind(vm.governingProperty());
        championLabel.visibleProperty().bind(vm.championProperty().isNotEmpty());
        championLabel.managedProperty().bind(championLabel.visibleProperty());
        selectedLabel.textProperty().bind(vm.selectedBoutProperty().map(id -> "Bout " + id).orElse(""));
        provisionalButton.disableProperty().bind(vm.seedsEditableProperty().not());
        finalButton.disableProperty().bind(vm.canPostFinalProperty().not());
        bracketButton.disableProperty().bind(vm.canPostBracketProperty().not());
        upButton.disableProperty().bind(vm.seedsEditableProperty().not()
                .or(seedList.getSelectionModel().selectedIndexProperty().lessThanOrEqualTo(0)));
        downButton.disableProperty().bind(vm.seedsEditableProperty().not()
                .or(seedList.getSelectionModel().selectedIndexProperty().lessThan(0)));
        Feedback.show(tournamentMessage, vm.feedback().messageProperty(), vm.feedback().errorProperty());

        seedList.setItems(vm.seeds());
        seedList.setCellFactory(list -> seedCell());

        bracketScroll.setContent(bracketPane);
        bracketPane.setPlaceholder(messages.get("tournament.bracket.none"));
        bracketPane.setOnPick(id -> vm.selectedBoutProperty().set(id));
        vm.tiers().addListener((ListChangeListener<TournamentViewModel.TierColumn>) c ->
                bracketPane.show(vm.tiers(), vm.selectedBoutProperty().get()));
        vm.selectedBoutProperty().addListener((o, a, b) -> bracketPane.select(b));
        bracketPane.show(vm.tiers(), vm.selectedBoutProperty().get());
    }

    private ListCell<TournamentViewModel.SeedRow> seedCell() {
        ListCell<TournamentViewModel.SeedRow> cell = new ListCell<>() {
            @Override
            protected void updateItem(TournamentViewModel.SeedRow row, boolean empty) {
                super.updateItem(row, empty);
                setText(empty || row == null ? null : row.seed() + ".  " + row.name()
                        + (row.banners() > 0 ? "   (LED Banner: " + row.banners() + ")" : ""));
            }
        };
        cell.setOnDragDetected(e -> {
            if (cell.getItem() == null || !vm.seedsEditableProperty().get()) {
                return;
            }
            var board = cell.startDragAndDrop(TransferMode.MOVE);
            ClipboardContent content = new ClipboardContent();
            content.putString(Integer.toString(cell.getIndex()));
            board.setContent(content);
            e.consume();
        });
        cell.setOnDragOver(e -> {
            if (e.getGestureSource() != cell && e.getDragboard().hasString()) {
                e.acceptTransferModes(TransferMode.MOVE);
            }
            e.consume();
        });
        cell.setOnDragDropped(e -> {
            int from = Integer.parseInt(e.getDragboard().getString());
            int to = cell.isEmpty() ? vm.seeds().size() - 1 : cell.getIndex();
            vm.moveSeed(from, to);
            seedList.getSelectionModel().select(to);
            e.setDropCompleted(true);
            e.consume();
        });
        return cell;
    }

    @FXML
    private void saveDate() {
        vm.saveDate();
    }

    @FXML
    private void start() {
        vm.start();
    }

    @FXML
    private void moveUp() {
        int i = seedList.getSelectionModel().getSelectedIndex();
        vm.moveUp(i);
        seedList.getSelectionModel().select(Math.max(0, i - 1));
    }

    @FXML
    private void moveDown() {
        int i = seedList.getSelectionModel().getSelectedIndex();
        vm.moveDown(i);
        seedList.getSelectionModel().select(Math.min(vm.seeds().size() - 1, i + 1));
    }

    @FXML
    private void postProvisional() {
        vm.postProvisional();
    }

    @FXML
    private void postFinal() {
        vm.postFinal();
    }

    @FXML
    private void postBracket() {
        vm.postBracket();
    }

    @FXML
    private void copyPost() {
        vm.copyPost();
    }

    @FXML
    private void applyStep() {
        vm.applyStep();
    }

    @FXML
    private void bringForward() {
        vm.bringForward();
    }

    @FXML
    private void linkGoverningRuleset() {
        vm.linkGoverningRuleset();
    }

    @FXML
    private void postChampionDov() {
        vm.postChampionDov();
    }

    @FXML
    private void recalculate() {
        vm.recalculateSelected();
    }

    @FXML
    private void watch() {
        vm.watchSelected();
    }

    @FXML
    private void disputes() {
        vm.disputes();
    }

    @FXML
    private void runBout() {
        vm.runSelected();
    }
}
