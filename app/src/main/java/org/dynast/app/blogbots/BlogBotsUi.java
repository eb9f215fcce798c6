package org.dynast.app.blogbots;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javafx.stage.Stage;
import org.dynast.app.ReplayArgument;
import org.dynast.app.blogbots.arena.ArenaView;
import org.dynast.app.blogbots.arena.ArenaViewModel;
import org.dynast.app.blogbots.arena.ViewerWindow;
import org.dynast.app.blogbots.bouts.BoutsView;
import org.dynast.app.blogbots.bouts.BoutsViewModel;
import org.dynast.app.blogbots.bouts.FxHouseBotDialogs;
import org.dynast.app.blogbots.bouts.HouseBotDialogs;
import org.dynast.app.blogbots.cli.BenchBoutsCommand;
import org.dynast.app.blogbots.cli.BoutCommand;
import org.dynast.app.blogbots.cli.OddsCommand;
import org.dynast.app.blogbots.cli.PublishHtmlCommand;
import org.dynast.app.blogbots.cli.ReplayCommand;
import org.dynast.app.blogbots.cli.ViewerFramesCommand;
import org.dynast.app.blogbots.tournament.TournamentView;
import org.dynast.app.blogbots.tournament.TournamentViewModel;
import org.dynast.app.blogbots.workshop.WorkshopView;
import org.dynast.app.blogbots.workshop.WorkshopViewModel;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.module.Command;
import org.dynast.app.module.ModuleTab;
import org.dynast.app.module.ModuleUi;
import org.dynast.app.module.ModuleUiContext;
import org.dynast.app.walkthrough.StepConditions;
import org.dynast.model.blogbots.BlogBotsModule;
import org.dynast.model.blogbots.arena.ArenaFiles;

/** BlogBots in the console: the Workshop, Arena, Bouts and Tournament tabs, Open Replay…, and the arena commands. */
public final class BlogBotsUi implements ModuleUi {

    public static final String WORKSHOP_TAB = "workshopTab";
    public static final String ARENA_TAB = "arenaTab";
    public static final String BOUTS_TAB = "boutsTab";
    public static final String TOURNAMENT_TAB = "tournamentTab";

    @Override
    public boolean showReplay(Stage stage, Path replay, TaskExecutor executor,
                              boolean measureFrames, boolean exitAfterShown) {
        ViewerWindow.show(stage, replay, executor, measureFrames, exitAfterShown);
        return true;
    }

    @Override
    public String moduleId() {
        return BlogBotsModule.ID;
    }

    @Override
    public List<ModuleTab> tabs(ModuleUiContext c) {
        var m = c.messages();
        WorkshopViewModel workshop = new WorkshopViewModel(c.session(), c.dialogs(), c.executor(), m);
        String emperor = c.session().dynasty().terms().emperor();
        var workshopView = ModuleTab.later(() -> new WorkshopView(workshop, m, emperor), WorkshopView::root);
        ArenaViewModel arena = new ArenaViewModel(c.dialogs(), c.executor(), m, c.session());
        arena.useUnsavedWork(() -> List.of(workshop.unsavedWork())); // a Bout runs the saved Scripts: ask first
        var arenaView = ModuleTab.later(() -> new ArenaView(arena, m), ArenaView::root);
        // an announced or Bracket Bout, already settled, is watched (and published) in the Arena tab
        Consumer<ArenaFiles.Replay> watch = replay -> {
            c.selectTab().accept(ARENA_TAB);
            arena.showSettled(replay);
        };
        HouseBotDialogs houseBotDialogs = c.dialogs() instanceof HouseBotDialogs answered ? answered
                : new FxHouseBotDialogs(c.window(), m);
        BoutsViewModel bouts = new BoutsViewModel(c.session(), c.dialogs(), houseBotDialogs, c.executor(), m,
                c.clock());
        bouts.useWatcher(watch);
        var boutsView = ModuleTab.later(() -> new BoutsView(bouts, m), BoutsView::root);
        TournamentViewModel tournament = new TournamentViewModel(c.session(), c.dialogs(), c.executor(), m);
        tournament.useWatcher(watch);
        var tournamentView = ModuleTab.later(() -> new TournamentView(tournament, m), TournamentView::root);
        // each View is built when its tab is first shown
        return List.of(
                ModuleTab.lazy(WORKSHOP_TAB, m.get("tab.workshop"), workshopView, workshop)
                        .withUnsaved(workshop.unsavedWork())
                        .withIcon("mdi2w-wrench"),
                ModuleTab.lazy(ARENA_TAB, m.get("tab.arena"), arenaView, arena)
                        .withShortcuts((scene, active) -> arenaView.get().installShortcuts(scene, active))
                        .withLeave(arena::pause).withIcon("mdi2s-sword-cross"),
                ModuleTab.lazy(BOUTS_TAB, m.get("tab.bouts"), boutsView, bouts)
                        .withShortcuts((scene, active) -> boutsView.get().installShortcuts(scene, active))
                        .withIcon("mdi2c-calendar-clock"),
                ModuleTab.lazy(TOURNAMENT_TAB, m.get("tab.tournament"), tournamentView, tournament)
                        .withIcon("mdi2t-tournament"));
    }

    @Override
    public List<MenuCommand> fileCommands(ModuleUiContext c) {
        return List.of(new MenuCommand("openReplayItem", c.messages().get("menu.file.openReplay"), "Shortcut+Shift+O",
                () -> c.dialogs().chooseFileToOpen(c.messages().get("arena.open.title"), c.messages().get("arena.open.description"),
                        ReplayArgument.GLOB).ifPresent(file -> ViewerWindow.show(new Stage(), file, c.executor(), false, false))));
    }

    @Override
    public Map<String, StepConditions.Factory> walkthroughConditions() {
        return BlogBotsSteps.conditions();
    }

    @Override
    public List<Command> commands() {
        return List.of(new BoutCommand(), new OddsCommand(), new ReplayCommand(), new PublishHtmlCommand(),
                new BenchBoutsCommand(), new ViewerFramesCommand());
    }
}
