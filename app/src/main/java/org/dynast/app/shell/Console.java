package org.dynast.app.shell;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.Messages;
import org.dynast.app.common.Placement;
import org.dynast.app.common.Settings;
import org.dynast.app.common.Shortcuts;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.common.Themes;
import org.dynast.app.dice.DiceViewModel;
import org.dynast.app.help.HelpWindows;
import org.dynast.app.log.ActionLogViewModel;
import org.dynast.app.matters.MattersView;
import org.dynast.app.matters.MattersViewModel;
import org.dynast.app.module.ModuleTab;
import org.dynast.app.module.ModuleUi;
import org.dynast.app.module.ModuleUiContext;
import org.dynast.app.module.ModuleUis;
import org.dynast.app.roster.PlayerRow;
import org.dynast.app.roster.RosterView;
import org.dynast.app.roster.RosterViewModel;
import org.dynast.app.ruleset.RulesetView;
import org.dynast.app.ruleset.RulesetViewModel;
import org.dynast.app.session.Session;
import org.dynast.app.share.DesktopKeyring;
import org.dynast.app.walkthrough.ModuleWalkthroughs;
import org.dynast.app.walkthrough.Walkthrough;
import org.dynast.app.walkthrough.WalkthroughLibrary;
import org.dynast.app.welcome.WelcomeView;
import org.dynast.app.welcome.WelcomeViewModel;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.GameClock;

/**
 * Wires the ViewModels and Views of one console window; the app and the UI tests both build it here. The core tabs
 * (Ruleset, Votable Matters, Roster) are made once; the shown dynasty's module tabs are made each time a dynasty
 * with other modules (or another dynasty) is shown, on a session scoped to that dynasty, and dropped with it.
 */
public final class Console {

    private final Session session;
    private final MainViewModel main;
    private final RosterViewModel roster;
    private final MattersViewModel matters;
    private final RulesetViewModel ruleset;
    private final MainView view;
    private final DiceViewModel dice;
    private final DialogService dialogs;
    private final TaskExecutor executor;
    private final Messages messages;
    private final GameClock clock;
    private final Stage stage;
    private final Settings settings;
    private final List<ModuleUi.MenuCommand> fileCommands = new ArrayList<>();
    /** The console parts of the modules, passed in (only those the store's registry has are used). */
    private final ModuleUis uis;
    private Stage welcome;
    /** The shown dynasty's module tabs (null: it runs no module). */
    private DynastyTabs shownTabs;
    /**
     * The module tabs of the dynasties shown last, the shown one among them, least recently shown first: going back to
     * one shows its tabs as they were left, read again, instead of making them anew.
     */
    private final Map<Long, DynastyTabs> kept = new LinkedHashMap<>();
    /** How many dynasties' module tabs are kept (as many as the Votable Matters tab keeps reads of). */
    static final int KEPT_DYNASTIES = 8;
    private final boolean lazyTabs;

    public Console(Stage stage, GameStore store, Dynasty shown, GameClock clock, TaskExecutor executor,
                   DialogService dialogs, StoreOpener opener) {
        this(stage, store, shown, clock, executor, dialogs, opener, Settings.inMemory());
    }

    /** A console whose window size, place, splits, last tab and theme are kept in {@code settings}. */
    public Console(Stage stage, GameStore store, Dynasty shown, GameClock clock, TaskExecutor executor,
                   DialogService dialogs, StoreOpener opener, Settings settings) {
        this(stage, store, shown, clock, executor, dialogs, opener, settings, false);
    }

    /**
     * A console whose module tabs build their Views when first shown if {@code lazyTabs} (the app: start-up does
     * not pay for tabs not looked at), else at once (UI tests, which look up any tab's nodes).
     */
    public Console(Stage stage, GameStore store, Dynasty shown, GameClock clock, TaskExecutor executor,
                   DialogService dialogs, StoreOpener opener, Settings settings, boolean lazyTabs) {
        this(stage, prepare(store, shown, clock, executor, dialogs, opener, settings, lazyTabs,
                ModuleUis.discover()));
    }

    /**
     * The part of a console that needs neither the FX thread nor its window: the session, the ViewModels, the
     * window's View (its FXML) and the View of the core tab it shows first, their nodes in no scene yet. The app
     * prepares it on a thread of its own at start-up while the skeleton is shown (issue 22), its executor's results
     * held back meanwhile; {@link #Console(Stage, Parts)} then finishes the console on the FX thread.
     */
    public record Parts(Session session, MainViewModel main, RosterViewModel roster, MattersViewModel matters,
                        RulesetViewModel ruleset, MainView view, DiceViewModel dice, DialogService dialogs,
                        TaskExecutor executor, Messages messages, GameClock clock, Settings settings,
                        boolean lazyTabs, ModuleUis uis) {
    }

    /**
     * Builds a console's {@link Parts} on any thread: nothing it makes is in a scene yet. With {@code lazyTabs} only
     * the core tab shown first (the one last shown, else the Roster) has its View built; without, all three.
     */
    public static Parts prepare(GameStore store, Dynasty shown, GameClock clock, TaskExecutor executor,
                                DialogService dialogs, StoreOpener opener, Settings settings, boolean lazyTabs,
                                ModuleUis uis) {
        Messages messages = Messages.load(store.modules());
        FeatureDialogs.register(dialogs);
        long made = System.nanoTime();
        Session session = new Session(executor, store, shown);
        MainViewModel main = new MainViewModel(session, dialogs, executor, messages, opener, clock);
        main.useSharing(settings, new DesktopKeyring()); // asked only when a dynasty is shared
        RosterViewModel roster = new RosterViewModel(session, dialogs, executor, messages, clock);
        MattersViewModel matters = new MattersViewModel(session, dialogs, executor, messages, clock);
        RulesetViewModel ruleset = new RulesetViewModel(session, dialogs, executor, messages);
        ActionLogViewModel log = new ActionLogViewModel(session, executor, messages);
        DiceViewModel dice = new DiceViewModel(session, dialogs, executor, messages);
        StartupTimings.record("ViewModels", made, System.nanoTime(), 1);
        // the core tabs' Views, as the module tabs', are built when first shown if lazyTabs
        var rosterView = ModuleTab.later(() -> StartupTimings.time("Roster tab (FXML)", 1,
                () -> new RosterView(roster, messages)), RosterView::root);
        var mattersView = ModuleTab.later(() -> StartupTimings.time("Votable Matters tab (FXML)", 1, () -> {
            MattersView view = new MattersView(matters, messages);
            matters.tick(); // its timer judges the pending matters again each minute from now: once now too
            return view;
        }), MattersView::root);
        var rulesetView = ModuleTab.later(() -> StartupTimings.time("Ruleset tab (FXML)", 1,
                () -> new RulesetView(ruleset, messages)), RulesetView::root);
        if (!lazyTabs) {
            rosterView.get();
            mattersView.get();
            rulesetView.get();
        } else {
            // the tab shown first (MainView.showModuleTabs: the last one shown, else the Roster), if it is a core tab
            String last = new WindowMemory(settings).lastTab();
            ModuleTab.Built<?> first = last == null || "rosterTab".equals(last) ? rosterView
                    : "mattersTab".equals(last) ? mattersView : "rulesetTab".equals(last) ? rulesetView : null;
            if (first != null) {
                first.get();
            }
        }
        MainView view = StartupTimings.time("window (FXML)", 1,
                () -> new MainView(main, messages, rosterView, mattersView, log, rulesetView, settings));
        view.useDiceRoller(dice);
        return new Parts(session, main, roster, matters, ruleset, view, dice, dialogs, executor, messages, clock,
                settings, lazyTabs, uis);
    }

    /** Finishes a console prepared by {@link #prepare} in {@code stage} (FX thread): module tabs, menus, the scene. */
    public Console(Stage stage, Parts parts) {
        this.lazyTabs = parts.lazyTabs();
        this.messages = parts.messages();
        this.stage = stage;
        this.settings = parts.settings();
        this.dialogs = parts.dialogs();
        this.executor = parts.executor();
        this.clock = parts.clock();
        this.session = parts.session();
        this.main = parts.main();
        this.roster = parts.roster();
        this.matters = parts.matters();
        this.ruleset = parts.ruleset();
        this.view = parts.view();
        this.dice = parts.dice();
        this.uis = parts.uis();
        Themes.useModules(session.store().modules());
        // only the modules installed in the store's registry: a build (or a test) may leave some out
        uis.forModules(session.store().modules()).all()
                .forEach(ui -> fileCommands.addAll(ui.fileCommands(context(session))));
        view.addFileCommands(fileCommands);
        main.useUnsavedWork(() -> tabs().stream().flatMap(t -> t.unsavedWork().stream()).toList());
        view.attach(stage);
        view.onWalkthroughs(this::chooseWalkthrough);
        view.onHelp("userGuideItem", () -> HelpWindows.userGuide(stage, messages));
        view.onHelp("shortcutsItem", () -> HelpWindows.keyboardShortcuts(stage, view.menuBar(),
                stage.getScene(), messages));
        view.onHelp("welcomeItem", this::showWelcome);
        roster.mentoring().onStartWalkthrough(this::chooseWalkthrough);
        showModuleTabs(session.dynasty());
        session.dynastyProperty().addListener((obs, old, now) -> showModuleTabs(now));
        view.onTabShown(this::holdHiddenModuleTabs);
    }

    /**
     * The shown dynasty's module tabs read it again only while one of them is shown: behind a core tab their session
     * is held ({@link Session#hold}) and reads once as one of them is shown.
     */
    private void holdHiddenModuleTabs() {
        if (shownTabs != null) {
            shownTabs.scoped().hold(!view.showsModuleTab());
        }
    }

    private ModuleUiContext context(Session on) {
        return new ModuleUiContext(on, dialogs, executor, messages, clock, view::selectTab, () -> stage);
    }

    /** A dynasty's module tabs, and the session they are scoped to. */
    private record DynastyTabs(Dynasty dynasty, Session scoped, List<ModuleTab> tabs) {

        /** Whether these are the tabs for {@code shown} (the same dynasty and modules) of this file. */
        boolean serve(Dynasty shown, GameStore store) {
            return shown != null && dynasty.id() == shown.id() && Objects.equals(dynasty.modules(), shown.modules())
                    && scoped.store() == store;
        }
    }

    /**
     * Shows the module tabs of the shown dynasty when it (or the modules it runs) changed: those kept from when it was
     * last shown, else made now.
     */
    private void showModuleTabs(Dynasty shown) {
        if (shownTabs != null && shownTabs.serve(shown, session.store())) {
            return;
        }
        tabs().forEach(tab -> tab.leave().run());
        kept.values().removeIf(k -> {
            boolean stale = k.scoped().store() != session.store();
            if (stale) {
                drop(k);
            }
            return stale;
        });
        shownTabs = null;
        if (shown != null && shown.modules() != null) {
            DynastyTabs again = kept.remove(shown.id());
            if (again != null && !again.serve(shown, session.store())) {
                drop(again);
                again = null;
            }
            shownTabs = again != null ? again : make(shown);
            kept.put(shown.id(), shownTabs);
            for (var oldest = kept.entrySet().iterator(); kept.size() > KEPT_DYNASTIES; ) {
                drop(oldest.next().getValue());
                oldest.remove();
            }
        }
        if (!lazyTabs) {
            tabs().forEach(ModuleTab::view);
        }
        view.showModuleTabs(tabs());
        holdHiddenModuleTabs();
    }

    /** The shown dynasty's module tabs. */
    private List<ModuleTab> tabs() {
        return shownTabs == null ? List.of() : shownTabs.tabs();
    }

    /** Makes the module tabs of {@code shown}, on a session scoped to it. */
    private DynastyTabs make(Dynasty shown) {
        Session scoped = session.scopedTo(shown);
        ModuleUiContext context = context(scoped);
        List<ModuleTab> made = new ArrayList<>();
        for (String id : shown.modules()) {
            if (session.store().modules().find(id).isEmpty()) {
                made.add(missing(shown, id));
                continue;
            }
            uis.find(id).ifPresent(ui -> made.addAll(StartupTimings.time(id + " module tabs (FXML)", 1,
                    () -> ui.tabs(context))));
        }
        return new DynastyTabs(shown, scoped, List.copyOf(made));
    }

    /** Lets go of a dynasty's kept tabs: their session stops following the console's, the window forgets them. */
    private void drop(DynastyTabs gone) {
        gone.scoped().detach();
        view.forgetModuleTabs(gone.tabs());
    }

    /**
     * The tab of a module the dynasty runs that this build does not have: it says so in plain words, and the module's
     * gamestate stays in the file as it is.
     */
    private ModuleTab missing(Dynasty shown, String id) {
        String why = session.store().modules().needs(shown, id);
        return ModuleTab.lazy("missing-" + id, messages.get("tab.missingModule",
                DynastyModules.displayName(id)), ModuleTab.later(() -> {
                    Label label = new Label(why);
                    label.setId("missingModule");
                    label.setWrapText(true);
                    label.setPadding(new Insets(16));
                    return label;
                }, label -> label), why);
    }

    /**
     * The welcome page (at a first launch, and from Help › Welcome Page): what Dynast is, this file's dynasties, and
     * buttons to start a walkthrough, open a replay (when a module opens replays: its File command
     * {@code openReplayItem}) or found a new dynasty.
     */
    public WelcomeViewModel showWelcome() {
        if (welcome != null) {
            welcome.close();
        }
        Stage page = new Stage();
        page.initOwner(stage);
        Runnable openReplay = fileCommands.stream().filter(c -> "openReplayItem".equals(c.id())).findFirst()
                .map(ModuleUi.MenuCommand::action).orElse(null);
        var vm = new WelcomeViewModel(settings, main.dynasties(), messages,
                new WelcomeViewModel.Actions(this::chooseWalkthrough, openReplay,
                        main::newDynasty, main::chooseDynasty), page::close);
        var view = new WelcomeView(vm, messages, page::close);
        Scene scene = new Scene(view.root());
        Themes.style(scene);
        scene.getStylesheets().add(WelcomeView.class.getResource("welcome.css").toExternalForm());
        page.setScene(scene);
        Shortcuts.closeWith(page, scene);
        page.setTitle(messages.get("welcome.window"));
        Placement.onShown(page, stage);
        page.show();
        welcome = page;
        return vm;
    }

    /** The welcome page's window while it is open. */
    public Optional<Stage> welcomeWindow() {
        return Optional.ofNullable(welcome).filter(Stage::isShowing);
    }

    /** Help › Walkthroughs…: offers the walkthroughs of the shown dynasty's modules and starts the one chosen. */
    public void chooseWalkthrough() {
        chooseWalkthrough(null);
    }

    /**
     * Offers the walkthroughs of the shown dynasty's modules and starts the one chosen, its completion recorded for
     * {@code learnerId} (a mentee; null: nobody).
     */
    public void chooseWalkthrough(Long learnerId) {
        List<Walkthrough> offered = WalkthroughLibrary.shipped(moduleUis().walkthroughs()).offeredFor(session.dynasty());
        String learner = learnerId == null ? null : roster.allPlayers().stream().filter(p -> p.id() == learnerId)
                .map(PlayerRow::name).findFirst().orElse(null);
        String header = learner == null ? messages.get("walkthrough.choose.header")
                : messages.get("walkthrough.choose.header.for", learner);
        dialogs.askWalkthrough(learner == null ? messages.get("walkthrough.choose.title")
                                : messages.get("walkthrough.choose.title.for", learner), header,
                        WalkthroughLibrary.choices(offered, session.dynasty() == null ? null
                                : session.dynasty().terms()))
                .flatMap(id -> offered.stream().filter(w -> w.id().equals(id)).findFirst())
                .ifPresent(w -> startWalkthrough(w, learnerId, opened -> { }));
    }

    /** Starts a walkthrough on a sandbox copy of the shown dynasty (or of the demo, when none is shown). */
    public void startWalkthrough(Walkthrough walkthrough, Consumer<WalkthroughWindow> opened) {
        startWalkthrough(walkthrough, null, opened);
    }

    /** As {@link #startWalkthrough(Walkthrough, Consumer)}, recording its completion for {@code learnerId}. */
    public void startWalkthrough(Walkthrough walkthrough, Long learnerId, Consumer<WalkthroughWindow> opened) {
        WalkthroughWindow.start(walkthrough, this, learnerId, executor, dialogs, messages, stage, opened);
    }

    /** The console parts of the modules the shown file's registry has (a walkthrough's console uses the same). */
    public ModuleUis moduleUis() {
        return uis.forModules(session.store().modules());
    }

    /** What the modules of the shown file's registry bring to the walkthroughs. */
    public ModuleWalkthroughs walkthroughModules() {
        return moduleUis().walkthroughs();
    }

    /**
     * A console on a walkthrough's sandbox ({@code store}, {@code shown}, its own clock), with this console's module
     * parts, its executor and dialogs, every tab built at once.
     */
    public Console sandboxed(Stage on, GameStore store, Dynasty shown, GameClock sandboxClock, StoreOpener opener) {
        return new Console(on, prepare(store, shown, sandboxClock, executor, dialogs, opener, Settings.inMemory(), false,
                uis));
    }

    /** The ViewModel of type {@code type} behind one of the shown dynasty's module tabs. */
    public <T> Optional<T> moduleViewModel(Class<T> type) {
        return tabs().stream().map(ModuleTab::viewModel).filter(type::isInstance).map(type::cast).findFirst();
    }

    /** The View of type {@code type} of one of the shown dynasty's module tabs. */
    public <T> Optional<T> moduleView(Class<T> type) {
        return tabs().stream().map(ModuleTab::view).filter(type::isInstance).map(type::cast).findFirst();
    }

    public DiceViewModel dice() {
        return dice;
    }

    public Session session() {
        return session;
    }

    public MainViewModel main() {
        return main;
    }

    public RosterViewModel roster() {
        return roster;
    }

    public MattersViewModel matters() {
        return matters;
    }

    public RulesetViewModel ruleset() {
        return ruleset;
    }

    public MainView view() {
        return view;
    }
}
