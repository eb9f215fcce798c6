package org.dynast.app.shell;

import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.fxml.FXML;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;
import javafx.util.Duration;
import org.dynast.app.blogbots.arena.ArenaView;
import org.dynast.app.common.FxmlView;
import org.dynast.app.common.Messages;
import org.dynast.app.dice.DiceView;
import org.dynast.app.dice.DiceViewModel;
import org.dynast.app.log.ActionLogView;
import org.dynast.app.log.ActionLogViewModel;
import org.dynast.app.matters.MattersView;
import org.dynast.app.roster.RosterView;
import org.dynast.app.ruleset.RulesetView;
import org.dynast.app.blogbots.workshop.WorkshopView;

/** The main window: menus, dynasty switcher, tabs and status bar, bound to {@link MainViewModel}. */
public final class MainView {

    private final MainViewModel vm;
    private final Messages messages;
    private final RosterView rosterView;
    private final MattersView mattersView;
    private final ActionLogViewModel logViewModel;
    private final RulesetView rulesetView;
    private final ArenaView arenaView;
    private final BorderPane root;
    private Stage logStage;
    private DiceViewModel diceViewModel;
    private Stage diceStage;
    private final org.dynast.app.factory.lines.LinesView linesView;

    @FXML private ComboBox<org.dynast.model.dynasty.Dynasty> dynastySwitcher;
    @FXML private TabPane tabs;
    @FXML private Tab rulesetTab;
    @FXML private Tab mattersTab;
    @FXML private Tab rosterTab;
    @FXML private Tab workshopTab;
    @FXML private Tab linesTab;
    @FXML private Tab arenaTab;
    @FXML private Tab boutsTab;
    private org.dynast.app.blogbots.bouts.BoutsView boutsView;
    @FXML private Tab tournamentTab;
    @FXML private MenuItem undoItem;
    @FXML private MenuItem redoItem;
    @FXML private MenuItem exportItem;
    @FXML private Button undoButton;
    @FXML private Button redoButton;
    @FXML private Label dynastyStatus;
    @FXML private Label emperorStatus;
    @FXML private Label quorumStatus;
    @FXML private Label messageStatus;
    @FXML private Label clockStatus;

    public MainView(MainViewModel vm, Messages messages, RosterView rosterView, MattersView mattersView,
                    ActionLogViewModel logViewModel, RulesetView rulesetView, org.dynast.app.factory.lines.LinesView linesView,
                    ArenaView arenaView) {
        this.linesView = linesView;
        this.vm = vm;
        this.arenaView = arenaView;
        this.messages = messages;
        this.rosterView = rosterView;
        this.mattersView = mattersView;
        this.logViewModel = logViewModel;
        this.rulesetView = rulesetView;
        this.root = FxmlView.load(this, messages);
    }

    public BorderPane root() {
        return root;
    }

    public ArenaView arenaView() {
        return arenaView;
    }

    @FXML
    private void initialize() {
        dynastySwitcher.setItems(vm.dynasties());
        dynastySwitcher.valueProperty().bindBidirectional(vm.selectedDynastyProperty());
        rosterTab.setContent(rosterView.root());
        rulesetTab.setContent(rulesetView.root());
        mattersView.onShowRevision(id -> {
            tabs.getSelectionModel().select(rulesetTab);
            rulesetView.showChangesOfRevision(id);
        });
        mattersTab.setContent(mattersView.root());
        linesTab.setContent(linesView.root());
        linesView.showWhen(linesTab.selectedProperty());
        arenaTab.setContent(arenaView.root());
        tabs.getSelectionModel().select(rosterTab);

        undoItem.textProperty().bind(vm.undoTextProperty());
        undoItem.disableProperty().bind(vm.undoAvailableProperty().not());
        redoItem.textProperty().bind(vm.redoTextProperty());
        redoItem.disableProperty().bind(vm.redoAvailableProperty().not());
        undoButton.disableProperty().bind(vm.undoAvailableProperty().not());
        redoButton.disableProperty().bind(vm.redoAvailableProperty().not());
        undoButton.setTooltip(new javafx.scene.control.Tooltip());
        undoButton.getTooltip().textProperty().bind(vm.undoTextProperty());
        redoButton.setTooltip(new javafx.scene.control.Tooltip());
        redoButton.getTooltip().textProperty().bind(vm.redoTextProperty());
        exportItem.disableProperty().bind(vm.selectedDynastyProperty().isNull());

        dynastyStatus.textProperty().bind(vm.dynastyStatusProperty());
        emperorStatus.textProperty().bind(vm.emperorStatusProperty());
        quorumStatus.textProperty().bind(vm.quorumStatusProperty());
        messageStatus.textProperty().bind(vm.messageProperty());
        clockStatus.textProperty().bind(vm.clockStatusProperty());
        Timeline ticker = new Timeline(new KeyFrame(Duration.seconds(5), e -> vm.tick()));
        ticker.setCycleCount(Timeline.INDEFINITE);
        ticker.play();
    }

    /** Shows the Bouts tab's view (Ruleset 205). */
    public void useBouts(org.dynast.app.blogbots.bouts.BoutsView view) {
        this.boutsView = view;
        boutsTab.setContent(view.root());
    }

    /** Brings the Arena tab to the front (to watch a Bout run elsewhere). */
    public void selectArena() {
        tabs.getSelectionModel().select(arenaTab);
    }

    /** Shows the Workshop tab's view (Ruleset 205): it is made once the emperor's term is known. */
    public void useWorkshop(WorkshopView view) {
        workshopTab.setContent(view.root());
    }

    /** Shows the Tournament tab's view (Ruleset 205, "Winners at War"). */
    public void useTournament(org.dynast.app.blogbots.tournament.TournamentView view) {
        tournamentTab.setContent(view.root());
    }

    /** Puts the window on a stage: title, scene, stylesheet and the tabs' shortcuts. */
    public Scene attach(Stage stage) {
        Scene scene = new Scene(root);
        scene.getStylesheets().add(MainView.class.getResource("/org/dynast/app/css/dynast.css").toExternalForm());
        rosterView.installShortcuts(scene, rosterTab::isSelected);
        mattersView.installShortcuts(scene, mattersTab::isSelected);
        rulesetView.installShortcuts(scene, rulesetTab::isSelected);
        arenaView.installShortcuts(scene, arenaTab::isSelected);
        if (boutsView != null) {
            boutsView.installShortcuts(scene, boutsTab::isSelected);
        }
        stage.titleProperty().bind(vm.titleProperty());
        stage.setScene(scene);
        return scene;
    }

    @FXML
    private void newFile() {
        vm.newFile();
    }

    @FXML
    private void openFile() {
        vm.openFile();
    }

    @FXML
    private void newDynasty() {
        vm.newDynasty();
    }

    @FXML
    private void importDynasty() {
        vm.importDynasty();
    }

    @FXML
    private void exportDynasty() {
        vm.exportDynasty();
    }

    @FXML
    private void quit() {
        ((Stage) root.getScene().getWindow()).close();
    }

    @FXML
    private void undo() {
        vm.undo();
    }

    @FXML
    private void redo() {
        vm.redo();
    }

    @FXML
    private void showLog() {
        if (logStage == null) {
            ActionLogView view = new ActionLogView(logViewModel, messages);
            logStage = new Stage();
            logStage.initOwner(root.getScene().getWindow());
            logStage.setTitle(messages.get("log.title"));
            Scene scene = new Scene(view.root());
            scene.getStylesheets().addAll(root.getScene().getStylesheets());
            logStage.setScene(scene);
        }
        logViewModel.refresh();
        logStage.show();
        logStage.toFront();
    }

    /** Gives the Tools menu its Dice Roller. */
    public void useDiceRoller(DiceViewModel vm) {
        this.diceViewModel = vm;
    }

    @FXML
    private void showDice() {
        if (diceViewModel == null) {
            return;
        }
        if (diceStage == null) {
            DiceView view = new DiceView(diceViewModel, messages);
            diceStage = new Stage();
            diceStage.initOwner(root.getScene().getWindow());
            diceStage.setTitle(messages.get("dice.title"));
            Scene scene = new Scene(view.root());
            scene.getStylesheets().addAll(root.getScene().getStylesheets());
            diceStage.setScene(scene);
            diceStage.setOnShown(e -> view.focusExpression());
        }
        diceViewModel.refresh();
        diceStage.show();
        diceStage.toFront();
    }

    @FXML
    private void about() {
        Alert alert = new Alert(Alert.AlertType.INFORMATION,
                messages.get("about.text", vm.fileProperty().get()));
        alert.initOwner(root.getScene().getWindow());
        alert.setHeaderText(messages.get("menu.help.about"));
        alert.showAndWait();
    }
}
