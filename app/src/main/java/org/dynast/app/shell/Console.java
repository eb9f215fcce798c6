package org.dynast.app.shell;

import javafx.stage.Stage;
import org.dynast.app.blogbots.arena.ArenaView;
import org.dynast.app.blogbots.arena.ArenaViewModel;
import org.dynast.app.blogbots.bouts.BoutsView;
import org.dynast.app.blogbots.bouts.BoutsViewModel;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.dice.DiceViewModel;
import org.dynast.app.factory.lines.LinesView;
import org.dynast.app.factory.lines.LinesViewModel;
import org.dynast.app.log.ActionLogViewModel;
import org.dynast.app.matters.MattersView;
import org.dynast.app.matters.MattersViewModel;
import org.dynast.app.roster.RosterView;
import org.dynast.app.roster.RosterViewModel;
import org.dynast.app.ruleset.RulesetView;
import org.dynast.app.ruleset.RulesetViewModel;
import org.dynast.app.blogbots.workshop.WorkshopView;
import org.dynast.app.blogbots.workshop.WorkshopViewModel;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.GameClock;

/** Wires the ViewModels and Views of one console window; the app and the UI tests both build it here. */
public final class Console {

    private final Session session;
    private final MainViewModel main;
    private final RosterViewModel roster;
    private final MattersViewModel matters;
    private final RulesetViewModel ruleset;
    private final MainView view;
    private final DiceViewModel dice;
    private final WorkshopViewModel workshop;
    private final LinesViewModel lines;
    private final ArenaViewModel arena;
    private final BoutsViewModel bouts;
    private final org.dynast.app.blogbots.tournament.TournamentViewModel tournament;

    public Console(Stage stage, GameStore store, Dynasty shown, GameClock clock, TaskExecutor executor,
                   DialogService dialogs, StoreOpener opener) {
        Messages messages = Messages.load();
        this.session = new Session(executor, store, shown);
        this.main = new MainViewModel(session, dialogs, executor, messages, opener, clock);
        this.roster = new RosterViewModel(session, dialogs, executor, messages, clock);
        this.matters = new MattersViewModel(session, dialogs, executor, messages, clock);
        this.ruleset = new RulesetViewModel(session, dialogs, executor, messages);
        this.lines = new LinesViewModel(session, dialogs, executor, messages);
        ActionLogViewModel log = new ActionLogViewModel(session, executor);
        this.arena = new ArenaViewModel(dialogs, executor, messages, session);
        this.view = new MainView(main, messages, new RosterView(roster, messages), new MattersView(matters, messages),
                log, new RulesetView(ruleset, messages), new LinesView(lines, messages),
                new ArenaView(arena, messages));
        this.dice = new DiceViewModel(session, dialogs, executor, messages);
        view.useDiceRoller(dice);
        this.workshop = new WorkshopViewModel(session, dialogs, executor, messages);
        view.useWorkshop(new WorkshopView(workshop, messages,
                shown == null ? "Emperor" : shown.terms().emperor()));
        // an announced or Bracket Bout, already settled, is watched (and published) in the Arena tab
        java.util.function.Consumer<org.dynast.model.blogbots.arena.ArenaFiles.Replay> watch = replay -> {
            view.selectArena();
            arena.showSettled(replay);
        };
        this.bouts = new BoutsViewModel(session, dialogs, executor, messages, clock);
        bouts.useWatcher(watch);
        view.useBouts(new BoutsView(bouts, messages));
        this.tournament = new org.dynast.app.blogbots.tournament.TournamentViewModel(session, dialogs, executor, messages);
        tournament.useWatcher(watch);
        view.useTournament(new org.dynast.app.blogbots.tournament.TournamentView(tournament, messages));
        view.attach(stage);
    }

    public ArenaViewModel arena() {
        return arena;
    }

    public BoutsViewModel bouts() {
        return bouts;
    }

    public org.dynast.app.blogbots.tournament.TournamentViewModel tournament() {
        return tournament;
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

    public WorkshopViewModel workshop() {
        return workshop;
    }

    public LinesViewModel lines() {
        return lines;
    }

    public MainView view() {
        return view;
    }
}
