package org.dynast.app.shell;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.animation.AnimationTimer;
import javafx.animation.KeyFrame;
import javafx.animation.PauseTransition;
import javafx.animation.Timeline;
import javafx.application.Platform;
import javafx.event.ActionEvent;
import javafx.fxml.FXML;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.Separator;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.util.Duration;
import org.dynast.app.common.FxmlView;
import org.dynast.app.common.Messages;
import org.dynast.app.common.Placement;
import org.dynast.app.common.Settings;
import org.dynast.app.common.Themes;
import org.dynast.app.common.Version;
import org.dynast.app.common.WholeRepaintGuard;
import org.dynast.app.common.Why;
import org.dynast.app.dice.DiceView;
import org.dynast.app.dice.DiceViewModel;
import org.dynast.app.log.ActionLogView;
import org.dynast.app.log.ActionLogViewModel;
import org.dynast.app.matters.MattersView;
import org.dynast.app.module.ModuleTab;
import org.dynast.app.module.ModuleUi;
import org.dynast.app.roster.RosterView;
import org.dynast.app.ruleset.RulesetView;
import org.dynast.model.dynasty.Dynasty;

/** The main window: menus, dynasty switcher, tabs and status bar, bound to {@link MainViewModel}. */
public final class MainView {

    private final MainViewModel vm;
    private final Messages messages;
    private final ModuleTab.Built<RosterView> rosterView;
    private final ModuleTab.Built<MattersView> mattersView;
    private final ActionLogViewModel logViewModel;
    private final ModuleTab.Built<RulesetView> rulesetView;
    /** Whether the tab shown at start is chosen (a core tab's View is built only once it is shown, not before). */
    private boolean tabChosen;
    private final BorderPane root;
    private final Settings settings;
    private final WindowMemory memory;
    private Stage logStage;
    private DiceViewModel diceViewModel;
    private Stage diceStage;
    private Runnable walkthroughs = () -> { };
    /** The shown dynasty's module tabs, and those kept for the dynasties shown before. */
    private ModuleTabStrip moduleTabs;
    /** Whether the last tab of the previous launch has been restored (only on the first showing of tabs). */
    private boolean restoredTab;
    /** The status bar's clock, ticking once the window is on a stage (animations run on the FX thread). */
    private final Timeline ticker = new Timeline(new KeyFrame(Duration.seconds(5), e -> tickClock()));

    @FXML private MenuBar menuBar;
    @FXML private ComboBox<Dynasty> dynastySwitcher;
    @FXML private TabPane tabs;
    @FXML private Tab rulesetTab;
    @FXML private Tab mattersTab;
    @FXML private Tab rosterTab;
    @FXML private Menu fileMenu;
    @FXML private SeparatorMenuItem moduleCommandsStart;
    @FXML private MenuItem undoItem;
    @FXML private MenuItem redoItem;
    @FXML private MenuItem exportItem;
    @FXML private MenuItem newDynastyItem;
    @FXML private MenuItem importItem;
    @FXML private MenuItem shareItem;
    @FXML private MenuItem deleteDynastyItem;
    @FXML private MenuItem undeleteDynastyItem;
    @FXML private MenuItem restoreItem;
    @FXML private MenuItem dynastyCommandsStart;
    @FXML private MenuItem restoreStart;
    @FXML private Menu dynastyMenu;
    @FXML private MenuItem dormantItem;
    @FXML private MenuItem newMatterItem;
    @FXML private Label dormantStatus;
    @FXML private MenuItem walkthroughsItem;
    @FXML private Button undoButton;
    @FXML private Button redoButton;
    @FXML private Label dynastyStatus;
    @FXML private Label emperorStatus;
    @FXML private Label quorumStatus;
    /** How long the message line stays once nothing else has dismissed it. */
    static final Duration MESSAGE_SHOWN = Duration.seconds(12);

    @FXML private Label messageStatus;
    @FXML private HBox messageLine;
    @FXML private Button dismissMessageButton;
    @FXML private RadioMenuItem lightThemeItem;
    @FXML private RadioMenuItem darkThemeItem;
    @FXML private Label clockStatus;
    @FXML private Label readOnlyStatus;
    @FXML private Label sharedStatus;
    @FXML private Separator sharedSeparator;
    @FXML private HBox busyBox;
    @FXML private Label busyText;
    @FXML private ProgressBar busyProgress;
    @FXML private Button cancelButton;

    /**
     * The window around the core tabs' Views (on any thread: its nodes are in no scene until {@link #attach}); a
     * View not built yet (see {@link ModuleTab#later}) is built when its tab is first shown, as a lazy module tab's
     * is.
     */
    public MainView(MainViewModel vm, Messages messages, ModuleTab.Built<RosterView> rosterView,
                    ModuleTab.Built<MattersView> mattersView, ActionLogViewModel logViewModel,
                    ModuleTab.Built<RulesetView> rulesetView, Settings settings) {
        this.settings = settings;
        this.memory = new WindowMemory(settings);
        this.vm = vm;
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

    @FXML
    private void initialize() {
        moduleTabs = new ModuleTabStrip(tabs, memory);
        menuBar.sceneProperty().addListener((o, was, scene) -> {
            if (scene != null) {
                editingFollowsTheFocus(scene);
            }
        });
        vm.selectedDynastyProperty().addListener((obs, o, shown) -> {
            if (shown != null) {
                vm.dynastyFile().ifPresent(file -> LastDynasty.remember(settings, file, shown.id()));
            }
        });
        dynastySwitcher.setItems(vm.dynasties());
        // the switcher asks the ViewModel, which asks about unsaved editor text first and may keep the shown dynasty
        dynastySwitcher.setValue(vm.selectedDynastyProperty().get());
        vm.selectedDynastyProperty().addListener((obs, o, n) -> dynastySwitcher.setValue(n));
        dynastySwitcher.valueProperty().addListener((obs, o, chosen) -> {
            if (chosen == null) { // the list was refilled: show the shown dynasty again once it settles
                Platform.runLater(() -> {
                    if (dynastySwitcher.getValue() == null) {
                        dynastySwitcher.setValue(vm.selectedDynastyProperty().get());
                    }
                });
                return;
            }
            if (chosen.equals(vm.selectedDynastyProperty().get())) {
                return;
            }
            // the switcher's list closes and the status bar says what is opening, painted before the tabs are built
            dynastySwitcher.hide();
            vm.openingDynasty(chosen);
            afterPaint(() -> {
                try {
                    if (chosen.equals(dynastySwitcher.getValue())) {
                        vm.chooseDynasty(chosen);
                    }
                } finally {
                    vm.openedDynasty();
                }
                if (!chosen.equals(vm.selectedDynastyProperty().get())) { // kept (Cancel, or saving first)
                    Platform.runLater(
                            () -> dynastySwitcher.setValue(vm.selectedDynastyProperty().get()));
                }
            });
        });
        for (Tab core : List.of(rulesetTab, mattersTab, rosterTab)) {
            if (coreView(core).isBuilt()) {
                showCoreView(core);
            }
        }
        tabs.getSelectionModel().select(rosterTab);
        // a core tab not built yet is built when shown (once the tab shown at start is chosen: see showModuleTabs)
        tabs.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> buildShownCoreTab());

        // "Undo Brass_Monkey's …": texts built from data are shown as they are (no mnemonic underscore)
        undoItem.setMnemonicParsing(false);
        redoItem.setMnemonicParsing(false);
        undoItem.textProperty().bind(vm.undoTextProperty());
        undoItem.disableProperty().bind(vm.undoAvailableProperty().not());
        redoItem.textProperty().bind(vm.redoTextProperty());
        redoItem.disableProperty().bind(vm.redoAvailableProperty().not());
        undoButton.disableProperty().bind(vm.undoAvailableProperty().not());
        redoButton.disableProperty().bind(vm.redoAvailableProperty().not());
        undoButton.setTooltip(new Tooltip());
        undoButton.getTooltip().textProperty().bind(vm.undoTextProperty());
        redoButton.setTooltip(new Tooltip());
        redoButton.getTooltip().textProperty().bind(vm.redoTextProperty());
        // a Player's console on a shared dynasty (issue 36): the Admins' menus are not shown (the server refuses them)
        var player = vm.shared().staffProperty().not();
        exportItem.disableProperty().bind(vm.selectedDynastyProperty().isNull().or(player));
        dormantItem.textProperty().bind(vm.dormancyTextProperty());
        dormantItem.disableProperty().bind(vm.dormancyAvailableProperty().not().or(player));
        newMatterItem.disableProperty().bind(vm.selectedDynastyProperty().isNull().or(player));
        for (MenuItem admins : List.of(newDynastyItem, importItem, exportItem, shareItem, deleteDynastyItem,
                undeleteDynastyItem, restoreItem, newMatterItem, dormantItem, dynastyCommandsStart, restoreStart)) {
            admins.visibleProperty().bind(vm.shared().staffProperty());
            if (!admins.disableProperty().isBound()) {
                admins.disableProperty().bind(player); // nor its shortcut
            }
        }
        dynastyMenu.visibleProperty().bind(vm.shared().staffProperty()); // all of it is the Admins'
        dormantStatus.textProperty().bind(vm.dormantStatusProperty());
        dormantStatus.visibleProperty().bind(vm.dormantProperty());
        dormantStatus.managedProperty().bind(vm.dormantProperty());

        dynastyStatus.textProperty().bind(vm.dynastyStatusProperty());
        // the status bar gives way with the dynasty's name (a long one); the Quorum and the emperor stay whole
        dynastyStatus.setTooltip(new Tooltip());
        dynastyStatus.getTooltip().textProperty().bind(vm.dynastyStatusProperty());
        emperorStatus.textProperty().bind(vm.emperorStatusProperty());
        quorumStatus.textProperty().bind(vm.quorumStatusProperty());
        messageStatus.textProperty().bind(vm.messageProperty());
        messageStatus.setTooltip(new Tooltip()); // the whole message where the line cuts it
        messageStatus.getTooltip().textProperty().bind(vm.messageProperty());
        var hasMessage = vm.messageProperty().isNotEmpty();
        messageLine.visibleProperty().bind(hasMessage);
        messageLine.managedProperty().bind(hasMessage);
        dismissMessageButton.setTooltip(new Tooltip(messages.get("status.dismiss.tip")));
        // the line says what was just done: it goes once the user moves to another tab, or after a while
        PauseTransition expiry = new PauseTransition(MESSAGE_SHOWN);
        expiry.setOnFinished(e -> vm.dismissMessage());
        vm.messageProperty().addListener((o, was, now) -> {
            if (now == null || now.isEmpty()) {
                expiry.stop();
            } else {
                expiry.playFromStart();
            }
        });
        messageLine.setOnMouseEntered(e -> expiry.pause()); // not while it is being read
        messageLine.setOnMouseExited(e -> {
            if (!vm.messageProperty().get().isEmpty()) {
                expiry.playFromStart();
            }
        });
        tabs.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> {
            if (was != null) {
                vm.dismissMessage();
            }
        });
        dynastySwitcher.setTooltip(new Tooltip(messages.get("toolbar.dynasty.tip")));
        quorumStatus.setTooltip(new Tooltip(messages.get("status.quorum.tip")));
        Why.attach(quorumStatus, messages, vm::explainQuorum);
        clockStatus.setTooltip(new Tooltip(messages.get("status.clock.tip")));
        lightThemeItem.setSelected(Themes.current() == Themes.Theme.LIGHT);
        darkThemeItem.setSelected(Themes.current() == Themes.Theme.DARK);
        Themes.currentProperty().addListener((o, a, now) -> {
            lightThemeItem.setSelected(now == Themes.Theme.LIGHT);
            darkThemeItem.setSelected(now == Themes.Theme.DARK);
        });
        clockStatus.textProperty().bind(vm.clockStatusProperty());
        readOnlyStatus.visibleProperty().bind(vm.readOnlyProperty());
        readOnlyStatus.managedProperty().bind(vm.readOnlyProperty());
        readOnlyStatus.setTooltip(new Tooltip(messages.get("status.readOnly.tip")));
        // a shared dynasty: where it lives and who is connected (issue 36); nothing for a file
        var shared = vm.shared().textProperty().isNotEmpty();
        sharedStatus.textProperty().bind(vm.shared().textProperty());
        sharedStatus.visibleProperty().bind(shared);
        sharedStatus.managedProperty().bind(shared);
        sharedSeparator.visibleProperty().bind(shared);
        sharedSeparator.managedProperty().bind(shared);
        sharedStatus.setTooltip(new Tooltip());
        sharedStatus.getTooltip().textProperty().bind(vm.shared().tipProperty());
        sharedStatus.getTooltip().setWrapText(true);
        sharedStatus.getTooltip().setMaxWidth(480);
        busyBox.visibleProperty().bind(vm.busyProperty());
        busyBox.managedProperty().bind(vm.busyProperty());
        busyText.textProperty().bind(vm.busyTextProperty());
        busyProgress.progressProperty().bind(vm.busyProgressProperty());
        cancelButton.visibleProperty().bind(vm.cancellableProperty());
        cancelButton.managedProperty().bind(vm.cancellableProperty());
        ticker.setCycleCount(Timeline.INDEFINITE);
    }

    /**
     * Shows the shown dynasty's module tabs after the core tabs, replacing the previous dynasty's. A tab of the same
     * id stays selected (switching between two dynasties of one module); else the Roster is shown.
     */
    public void showModuleTabs(List<ModuleTab> parts) {
        Tab selected = tabs.getSelectionModel().getSelectedItem();
        String selectedId = selected == null ? null : selected.getId();
        moduleTabs.show(parts);
        String wanted = restoredTab ? selectedId : memory.lastTab();
        restoredTab = true;
        if (!restoredTab(wanted)) {
            moduleTabs.find(selectedId == null ? "" : selectedId)
                .ifPresentOrElse(t -> tabs.getSelectionModel().select(t), () -> {
                    if (!tabs.getTabs().contains(selected)) {
                        tabs.getSelectionModel().select(rosterTab);
                    }
                });
        }
        tabChosen = true;
        buildShownCoreTab();
    }

    /** Whether the tab shown is one of the shown dynasty's module tabs, not a core tab. */
    public boolean showsModuleTab() {
        return moduleTabs.isShown(tabs.getSelectionModel().getSelectedItem());
    }

    /** Runs {@code then} each time another tab is shown. */
    public void onTabShown(Runnable then) {
        tabs.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> then.run());
    }

    /** Lets go of the tabs made for {@code parts}: the console no longer keeps them (their dynasty was left long ago). */
    public void forgetModuleTabs(List<ModuleTab> parts) {
        moduleTabs.forget(parts);
    }

    private ModuleTab.Built<?> coreView(Tab core) {
        return core == rosterTab ? rosterView : core == mattersTab ? mattersView : rulesetView;
    }

    /** Builds the shown core tab's View if it is not built yet (start-up builds only the tab it shows). */
    private void buildShownCoreTab() {
        Tab shown = tabs.getSelectionModel().getSelectedItem();
        if (tabChosen && (shown == rosterTab || shown == mattersTab || shown == rulesetTab) && shown.getContent() == null) {
            showCoreView(shown);
            memory.trackSplits(shown);
            if (root.getScene() != null) {
                installCoreShortcuts(shown, root.getScene());
            }
        }
    }

    /** Puts a core tab's View (built now if it was not) in its tab. */
    private void showCoreView(Tab core) {
        if (core == mattersTab) {
            mattersView.get().onShowRevision(id -> {
                tabs.getSelectionModel().select(rulesetTab);
                rulesetView.get().showChangesOfRevision(id);
            });
        }
        core.setContent(coreView(core).content());
    }

    private void installCoreShortcuts(Tab core, Scene scene) {
        if (core == rosterTab) {
            rosterView.get().installShortcuts(scene, rosterTab::isSelected);
        } else if (core == mattersTab) {
            mattersView.get().installShortcuts(scene, mattersTab::isSelected);
        } else {
            rulesetView.get().installShortcuts(scene, rulesetTab::isSelected);
        }
    }

    /** Selects the tab with this id if it is shown; whether it was. */
    private boolean restoredTab(String id) {
        if (id == null) {
            return false;
        }
        return tabs.getTabs().stream().filter(t -> id.equals(t.getId())).findFirst()
                .map(t -> {
                    tabs.getSelectionModel().select(t);
                    return true;
                }).orElse(false);
    }

    /** Brings the module tab with this id to the front, if the shown dynasty has it. */
    public void selectTab(String id) {
        moduleTabs.find(id).ifPresent(t -> tabs.getSelectionModel().select(t));
    }

    /** The ids of the tabs shown, in order. */
    public List<String> tabIds() {
        return tabs.getTabs().stream().map(Tab::getId).toList();
    }

    /** Adds modules' commands to the File menu, after Open File. */
    public void addFileCommands(List<ModuleUi.MenuCommand> commands) {
        int at = fileMenu.getItems().indexOf(moduleCommandsStart);
        for (ModuleUi.MenuCommand c : commands) {
            MenuItem item = new MenuItem(c.text());
            item.setId(c.id());
            if (c.accelerator() != null) {
                item.setAccelerator(KeyCombination.keyCombination(c.accelerator()));
            }
            item.setOnAction(e -> c.action().run());
            fileMenu.getItems().add(at++, item);
        }
        moduleCommandsStart.setVisible(!commands.isEmpty());
    }

    /**
     * Leaves the shown tab's content out of the window, a busy indicator in its place, until the returned action puts
     * it back: the window's first frame then styles and lays out the shell only (menus, bars, tab headers) and the
     * tab's content comes with the next, so that neither frame holds the FX thread for all of it (start-up; issue 22).
     */
    public Runnable holdShownTab() {
        Tab shown = tabs.getSelectionModel().getSelectedItem();
        Node content = shown == null ? null : shown.getContent();
        if (content == null) {
            return () -> { };
        }
        ProgressIndicator busy = new ProgressIndicator();
        busy.setMaxSize(28, 28);
        StackPane holder = new StackPane(busy);
        shown.setContent(holder);
        return () -> {
            if (shown.getContent() == holder) {
                shown.setContent(content);
            }
        };
    }

    /**
     * Puts the window on a stage: title, scene (the skeleton's, if the stage shows it), stylesheet and the tabs'
     * shortcuts.
     */
    public Scene attach(Stage stage) {
        Scene scene = Skeleton.sceneOf(stage).orElse(null);
        if (scene != null) {
            scene.setRoot(root); // its stylesheets are the console's, and the window keeps its native scene
        } else {
            scene = new Scene(root);
            Themes.style(scene);
        }
        for (Tab core : List.of(rulesetTab, mattersTab, rosterTab)) {
            if (core.getContent() != null) {
                installCoreShortcuts(core, scene);
            }
        }
        moduleTabs.installShortcuts(scene);
        stage.titleProperty().bind(vm.titleProperty());
        stage.setOnCloseRequest(e -> {
            e.consume(); // closed once unsaved editor text is saved or discarded
            vm.quit(stage::close);
        });
        stage.setScene(scene);
        WholeRepaintGuard.install(scene, root);
        ticker.play();
        memory.restore(stage);
        memory.track(tabs);
        for (Tab tab : List.of(rulesetTab, mattersTab, rosterTab)) {
            memory.trackSplits(tab);
        }
        return scene;
    }

    private void tickClock() {
        vm.tick();
    }

    @FXML
    private void lightTheme() {
        useTheme(Themes.Theme.LIGHT);
    }

    @FXML
    private void darkTheme() {
        useTheme(Themes.Theme.DARK);
    }

    /** Switches every window to {@code theme} and remembers it for the next launch. */
    public void useTheme(Themes.Theme theme) {
        Themes.use(theme);
        settings.put(Themes.SETTING, theme.name());
        settings.save();
    }

    @FXML
    private void dismissMessage() {
        vm.dismissMessage();
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
    private void cancel() {
        vm.cancel();
    }

    @FXML
    private void restoreBackup() {
        vm.restoreBackup();
    }

    @FXML
    private void deleteDynasty() {
        vm.deleteDynasty();
    }

    @FXML
    private void restoreDeletedDynasty() {
        vm.restoreDeletedDynasty();
    }

    @FXML
    private void exportDynasty() {
        vm.exportDynasty();
    }

    @FXML
    private void openShared() {
        vm.openShared();
    }

    @FXML
    private void shareDynasty() {
        vm.shareDynasty();
    }

    @FXML
    private void quit() {
        Stage stage = (Stage) root.getScene().getWindow();
        vm.quit(stage::close);
    }

    /** New Votable Matter… (Ctrl+M) from any tab: the Votable Matters tab is shown and the dialog opens there. */
    @FXML
    private void newMatter() {
        tabs.getSelectionModel().select(mattersTab);
        mattersView.get().newMatter();
    }

    @FXML
    private void toggleDormant() {
        vm.toggleDormant();
    }

    @FXML
    private void undo() {
        vm.undo();
    }

    @FXML
    private void redo() {
        vm.redo();
    }

    /**
     * Runs {@code then} once the next frame, with what the window shows now, has gone to be painted: an animation
     * step at the start of that pulse posts it, and it runs after the pulse (the render thread paints the frame
     * meanwhile, so the FX thread's work that follows does not hold it back).
     */
    private static void afterPaint(Runnable then) {
        new AnimationTimer() {
            @Override
            public void handle(long now) {
                stop();
                // out of the pulse: what follows may ask (unsaved work), and a dialog cannot wait inside one
                Platform.runLater(then);
            }
        }.start();
    }

    @FXML private MenuItem cutItem;
    @FXML private MenuItem copyItem;
    @FXML private MenuItem pasteItem;
    @FXML private MenuItem selectAllItem;

    /** Edit › Cut, Copy, Paste and Select All act on the text field that has the focus, and are off without one. */
    private void editingFollowsTheFocus(Scene scene) {
        Runnable update = () -> {
            boolean text = scene.getFocusOwner() instanceof TextInputControl;
            boolean editable = text && ((TextInputControl) scene.getFocusOwner()).isEditable();
            cutItem.setDisable(!editable);
            copyItem.setDisable(!text);
            pasteItem.setDisable(!editable);
            selectAllItem.setDisable(!text);
        };
        scene.focusOwnerProperty().addListener((o, a, b) -> update.run());
        update.run();
    }

    private Optional<TextInputControl> focusedText() {
        return root.getScene() != null && root.getScene().getFocusOwner()
                instanceof TextInputControl text ? Optional.of(text)
                : Optional.empty();
    }

    @FXML
    private void cut() {
        focusedText().ifPresent(TextInputControl::cut);
    }

    @FXML
    private void copy() {
        focusedText().ifPresent(TextInputControl::copy);
    }

    @FXML
    private void paste() {
        focusedText().ifPresent(TextInputControl::paste);
    }

    @FXML
    private void selectAll() {
        focusedText().ifPresent(TextInputControl::selectAll);
    }

    @FXML
    private void showLog() {
        if (logStage == null) {
            ActionLogView view = new ActionLogView(logViewModel, messages);
            logStage = new Stage();
            logStage.initOwner(root.getScene().getWindow());
            Placement.onShown(logStage, root.getScene().getWindow());
            logStage.setTitle(messages.get("log.title"));
            Scene scene = new Scene(view.root());
            Themes.style(scene);
            logStage.setScene(scene);
            rememberSize(logStage, "log", 960, 600);
        }
        logViewModel.refresh();
        logStage.show();
        logStage.toFront();
    }

    /**
     * Opens {@code stage} at the size it had when last closed (or {@code width} × {@code height} the first time, or the
     * screen's size if smaller), never smaller than a usable minimum, and remembers its size when it is closed, in the
     * console's settings (the data folder), never a maximised or minimised size.
     */
    private void rememberSize(Stage stage, String name, double width, double height) {
        String key = "window." + name + ".";
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        stage.setMinWidth(Math.min(640, screen.getWidth()));
        stage.setMinHeight(Math.min(400, screen.getHeight()));
        stage.setWidth(Math.min(screen.getWidth(), Math.max(640, settings.number(key + "width").orElse(width))));
        stage.setHeight(Math.min(screen.getHeight(), Math.max(400, settings.number(key + "height").orElse(height))));
        stage.setOnHidden(e -> {
            if (!stage.isMaximized() && !stage.isIconified()) {
                settings.put(key + "width", stage.getWidth());
                settings.put(key + "height", stage.getHeight());
                settings.save();
            }
        });
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
            Placement.onShown(diceStage, root.getScene().getWindow());
            diceStage.setTitle(messages.get("dice.title"));
            Scene scene = new Scene(view.root());
            Themes.style(scene);
            diceStage.setScene(scene);
            diceStage.setOnShown(e -> view.focusExpression());
        }
        diceViewModel.refresh();
        diceStage.show();
        diceStage.toFront();
    }

    /** The Help menu's other items (User Guide, Keyboard Shortcuts, Welcome Page) by their fx:id. */
    private final Map<String, Runnable> helpItems = new HashMap<>();

    /** What the Help menu item {@code itemId} does. */
    public void onHelp(String itemId, Runnable action) {
        helpItems.put(itemId, action);
    }

    @FXML
    private void help(ActionEvent e) {
        helpItems.getOrDefault(((MenuItem) e.getSource()).getId(), () -> { }).run();
    }

    /** The window's menus, as they are (Help › Keyboard Shortcuts reads their accelerators). */
    public MenuBar menuBar() {
        return menuBar;
    }

    /** What Help › Walkthroughs… does. */
    public void onWalkthroughs(Runnable action) {
        this.walkthroughs = action;
    }

    /** Whether Help offers walkthroughs (not inside a walkthrough's own sandbox). */
    public void offerWalkthroughs(boolean offered) {
        walkthroughsItem.setVisible(offered);
    }

    @FXML
    private void walkthroughs() {
        walkthroughs.run();
    }

    @FXML
    private void about() {
        Alert alert = new Alert(Alert.AlertType.INFORMATION,
                messages.get("about.text", Version.current(), vm.fileProperty().get(),
                        System.getProperty("java.version"), System.getProperty("javafx.runtime.version", "?")));
        Placement.owned(alert, root.getScene().getWindow());
        alert.setTitle(messages.get("about.title"));
        alert.setHeaderText(messages.get("about.header", Version.current()));
        alert.getDialogPane().setId("aboutDialog");
        alert.getDialogPane().setMinWidth(520);
        alert.showAndWait();
    }
}
