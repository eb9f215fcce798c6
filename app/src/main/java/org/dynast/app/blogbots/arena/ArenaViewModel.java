package org.dynast.app.blogbots.arena;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.List;
import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.dynast.app.ReplayArgument;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.Failures;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.common.UnsavedWork;
import org.dynast.app.session.Session;
import org.dynast.model.blogbots.BlogBots;
import org.dynast.model.blogbots.arena.AfterBout;
import org.dynast.model.blogbots.arena.ArenaFiles.ArenaFileException;
import org.dynast.model.blogbots.arena.ArenaFiles.Replay;
import org.dynast.model.blogbots.arena.ArenaFiles;
import org.dynast.model.blogbots.arena.BoutEngine;
import org.dynast.model.blogbots.arena.BoutEvent;
import org.dynast.model.blogbots.arena.BoutResult;
import org.dynast.model.blogbots.arena.BoutSetup;
import org.dynast.model.blogbots.arena.BoutSetupFile;
import org.dynast.model.blogbots.arena.Configuration;
import org.dynast.model.blogbots.arena.Entrant;
import org.dynast.model.blogbots.bots.Catalogue;
import org.dynast.model.blogbots.bots.WorkshopService;

/**
 * The Arena tab: a replay, a cursor into it (the position, fractional while animating), play / pause /
 * step / scrub / speed / reverse, the emperor or player view, the event log and the chart's series.
 * The view's animation timer calls {@link #advance(double)} each frame and paints {@link #drawn()}.
 */
public final class ArenaViewModel {

    /** Events a second at 1×. */
    static final double EVENTS_PER_SECOND = 3.0;
    public static final List<Double> SPEEDS = List.of(0.25, 0.5, 1.0, 2.0, 4.0, 8.0);

    /** One series of the chart: a name and a value per turn. */
    public record Series(String name, List<double[]> points) {
    }

    private final DialogService dialogs;
    private final TaskExecutor executor;
    private final Messages messages;

    private final ReadOnlyObjectWrapper<ReplayCursor> cursor = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyDoubleWrapper position = new ReadOnlyDoubleWrapper(0);
    private final ReadOnlyIntegerWrapper index = new ReadOnlyIntegerWrapper(0);
    private final ReadOnlyBooleanWrapper playing = new ReadOnlyBooleanWrapper(false);
    private final BooleanProperty reverse = new SimpleBooleanProperty(false);
    private final DoubleProperty speed = new SimpleDoubleProperty(1.0);
    private final BooleanProperty playerView = new SimpleBooleanProperty(false);
    private final ReadOnlyBooleanWrapper playerSafe = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper counters = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper outcome = new ReadOnlyStringWrapper("");
    /** The emperor's "show result" toggle: the outcome from the first move (never in the player view). */
    private final BooleanProperty showResult = new SimpleBooleanProperty(false);
    /** The outcome as shown above the log: hidden until the last event unless the emperor asks for it. */
    private final ReadOnlyStringWrapper shownOutcome = new ReadOnlyStringWrapper("");
    /** One line under the board: what the event at the cursor did, in a player's words. */
    private final ReadOnlyStringWrapper caption = new ReadOnlyStringWrapper("");
    /** The viewer window's title: the replay's file (or its Bots) and its Bots. */
    private final ReadOnlyStringWrapper windowTitle = new ReadOnlyStringWrapper("");
    private boolean resultRevealed;
    /** Every row of the event log; {@link #log} shows those watched so far. */
    private List<EventLog.Row> allRows = List.of();
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
    private final ReadOnlyIntegerWrapper selectedRow = new ReadOnlyIntegerWrapper(-1);
    private final ObservableList<EventLog.Row> log = FXCollections.observableArrayList();
    private final ObservableList<ReplayCursor.Marker> markers = FXCollections.observableArrayList();
    private final ArenaCharts charts = new ArenaCharts();
    private final ReadOnlyBooleanWrapper canPublish = new ReadOnlyBooleanWrapper(false);
    private final Session session;
    private Replay ran;
    /** The Bout just run in the console, to settle when it is published: its result and the two Operators. */
    private BoutResult ranResult;
    private long[] ranOperators;
    private Path file;
    private final ArenaExplanations explanations;
    /** Run odds… and its progress and result. */
    private final ArenaOdds odds;

    /** The viewer alone (a player's): no dynasty, no running bouts. */
    public ArenaViewModel(DialogService dialogs, TaskExecutor executor, Messages messages) {
        this(dialogs, executor, messages, null);
    }

    /** The console's Arena tab: bouts can also be run for the shown dynasty's Operators. */
    public ArenaViewModel(DialogService dialogs, TaskExecutor executor, Messages messages, Session session) {
        this.session = session;
        this.dialogs = dialogs;
        this.executor = executor;
        this.messages = messages;
        this.explanations = new ArenaExplanations(this, session, dialogs, executor, messages);
        this.odds = new ArenaOdds(session, dialogs, executor, messages);
        message.set(messages.get("arena.empty"));
        playerView.addListener((obs, o, n) -> {
            if (!n && playerSafe.get()) {
                playerView.set(true);
                return;
            }
            refreshLog();
            if (cursor.get() != null) {
                buildSeries(cursor.get());
            }
        });
        index.addListener((obs, o, n) -> updateCounters());
        showResult.addListener((obs, o, n) -> updateCaption());
        playerView.addListener((obs, o, n) -> updateCaption());
        caption.set(messages.get("arena.caption.none"));
        windowTitle.set(messages.get("arena.viewer.title"));
        speed.addListener((obs, o, n) -> {
            double s = n.doubleValue();
            if (s < 0.25 || s > 8) {
                speed.set(Math.max(0.25, Math.min(8, s)));
            }
        });
    }

    // ------------------------------------------------------------------------------------ loading

    /** Asks for a replay file and opens it. */
    public void open() {
        dialogs.chooseFileToOpen(messages.get("arena.open.title"), messages.get("arena.open.description"),
                ReplayArgument.GLOB).ifPresent(this::open);
    }

    /**
     * Reads, checks and prepares a replay file in the background (nothing of it on the UI thread but showing it); a
     * bad file ends in the error state: the window's message says which file, where and why (no longer "Opening…"),
     * and a dialog says it too.
     */
    public void open(Path path) {
        String name = String.valueOf(path.getFileName());
        error.set("");
        message.set(messages.get("arena.opening", name));
        executor.submit(() -> new ReplayCursor(ArenaFiles.readReplay(path)),
                loaded -> {
                    try {
                        file = path;
                        show(loaded);
                    } catch (RuntimeException e) {
                        failed(Failures.message(e));
                    }
                },
                failure -> failed(failure instanceof ArenaFileException a ? a.where().isEmpty()
                        ? messages.get("arena.open.unreadable", name, a.why())
                        : messages.get("arena.open.bad", name, a.where(), a.why()) : Failures.message(failure)));
    }

    private void failed(String why) {
        error.set(why);
        message.set(why);
        dialogs.showError(messages.get("arena.open.failed"), why);
    }

    /** The last replay that could not be opened, and why; empty once one opens. */
    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    // ------------------------------------------------------------------------------------ bout setup files

    /** Asks for a bout setup file (issue 14), runs the Bout it states and shows it. */
    public void openSetup() {
        dialogs.chooseFileToOpen(messages.get("arena.setup.open.title"), messages.get("arena.setup.description"),
                "*.json").ifPresent(this::openSetup);
    }

    /** Reads a bout setup file and runs its Bout in the background; a bad file is reported with where and why. */
    public void openSetup(Path path) {
        message.set(messages.get("arena.opening", path.getFileName()));
        executor.submit(() -> {
            var catalogue = Catalogue.shipped();
            BoutSetup setup = BoutSetupFile.read(path, catalogue);
            var result = new BoutEngine(catalogue).run(setup);
            return Replay.of(setup, result); // it keeps the setup, so it runs again (and is saved again) from there
        }, replay -> {
            file = null;
            show(replay);
        }, failure -> {
            String why = failure instanceof ArenaFileException a
                    ? messages.get("arena.setup.bad", path.getFileName(), a.where() == null ? "" : a.where(), a.why())
                    : Failures.message(failure);
            message.set(why);
            dialogs.showError(messages.get("arena.setup.open.failed"), why);
        });
    }

    /** Whether the shown replay can give a setup ("start from here"): it has its Scripts and seed. */
    public boolean canSaveSetup() {
        ReplayCursor c = cursor.get();
        return c != null && !c.replay().playerSafe() && !c.replay().events().isEmpty();
    }

    /**
     * Save setup…: the Bout as it stands at the end of the shown event's turn, as a bout setup file from the next
     * turn ("start from here"), with the Tokens, Shock damage and generator state the rest of the Bout depends on
     * (the Bout is run again to that turn, in the background).
     */
    public void saveSetup() {
        if (!canSaveSetup()) {
            dialogs.showError(messages.get("arena.setup.save.title"), messages.get("arena.setup.save.none"));
            return;
        }
        Replay replay = cursor.get().replay();
        int at = Math.max(0, Math.min(index.get(), replay.events().size() - 1));
        executor.submit(() -> BoutSetupFile.fromReplay(replay, at,
                        new BoutEngine(Catalogue.shipped())),
                setup -> dialogs.chooseFileToSave(messages.get("arena.setup.save.title"),
                        messages.get("arena.setup.description"), "*.json", "setup-turn-" + setup.turn() + ".json")
                        .ifPresent(path -> saveSetup(setup, path)),
                failure -> dialogs.showError(messages.get("arena.setup.save.title"), Failures.message(failure)));
    }

    void saveSetup(BoutSetup setup, Path path) {
        executor.submit(() -> {
            Files.writeString(path, BoutSetupFile.write(setup), StandardCharsets.UTF_8);
            return path;
        }, written -> message.set(messages.get("arena.setup.saved", written.getFileName(), setup.turn())),
                failure -> dialogs.showError(messages.get("arena.setup.save.title"), Failures.message(failure)));
    }

    // ------------------------------------------------------------------------------------ running bouts

    public boolean canRunBouts() {
        return session != null;
    }

    /**
     * Runs a Bout between two Operators' Bots of the shown dynasty (their Scripts as the workshop keeps them)
     * with a seed, in the background, and shows it; {@link #publish()} then writes it for the players.
     */
    /** The unsaved editors a Bout would not see (the Workshop's Script): Run a bout asks about them first. */
    public void useUnsavedWork(Supplier<List<? extends UnsavedWork>> work) {
        this.unsavedWork = work;
    }

    private Supplier<List<? extends UnsavedWork>> unsavedWork = List::of;

    /**
     * Run a bout…: a Bout runs the Operators' saved Scripts, so an unsaved edit on screen is first put to the user
     * (Save / Discard / Cancel), never silently left out.
     */
    public void runBout() {
        if (session == null || session.dynasty() == null) {
            return;
        }
        UnsavedWork.guard(dialogs, messages, unsavedWork.get(), this::runSavedBout, () -> { });
    }

    private void runSavedBout() {
        long dynastyId = session.dynasty().id();
        WorkshopService workshop = BlogBots.in(session.store()).workshop();
        executor.submit(() -> workshop.operators(dynastyId), operators -> {
            List<String> names = operators.stream().map(o -> o.name() + " \u2014 " + o.loadout().bot().name()).toList();
            if (names.size() < 2) {
                dialogs.showError(messages.get("arena.run.title"), messages.get("arena.run.none"));
                return;
            }
            var picked = dialogs.askMatchup(messages.get("arena.run.title"), names, messages.get("arena.run.seed"),
                    Long.toString(new SecureRandom().nextInt(1_000_000)));
            if (picked.isEmpty()) {
                return;
            }
            String seedText = picked.get().number();
            long seed;
            try {
                seed = Long.parseLong(seedText.strip());
            } catch (NumberFormatException e) {
                dialogs.showError(messages.get("arena.run.title"), messages.get("arena.run.badSeed", seedText));
                return;
            }
            var a = operators.get(names.indexOf(picked.get().first()));
            var b = operators.get(names.indexOf(picked.get().second()));
            message.set(messages.get("arena.run.running", a.loadout().bot().name(), b.loadout().bot().name(), seed));
            executor.submit(() -> {
                BoutEngine engine = new BoutEngine(workshop.rules(dynastyId).catalogue());
                Entrant ea = Entrant.of(a.loadout().bot(), a.loadout().script(), a.name());
                Entrant eb = Entrant.of(b.loadout().bot(), b.loadout().script(), b.name());
                Configuration configuration = Configuration.standard();
                BoutResult result = engine.run(ea, eb, configuration, seed);
                ranResult = result;
                ranOperators = new long[] {a.playerId(), b.playerId()};
                return Replay.of(ea, eb, configuration, seed, result);
            }, replay -> {
                file = null;
                show(replay);
                ran = replay;
                canPublish.set(true);
            }, failure -> dialogs.showError(messages.get("arena.run.title"), Failures.message(failure)));
        }, failure -> dialogs.showError(messages.get("arena.run.title"), Failures.message(failure)));
    }

    /**
     * Writes the Bout just run as a player-safe replay, its web page ({@link HtmlReplay}) and its summary post, which
     * links the page by name, beside it (the post is also copied).
     */
    public void publish() {
        Replay replay = ran;
        if (replay == null) {
            return;
        }
        String suggested = "bout-" + replay.seed() + "-player-safe.bout";
        dialogs.chooseFileToSave(messages.get("arena.publish.title"), messages.get("arena.open.description"),
                ReplayArgument.GLOB,
                suggested).ifPresent(path -> {
                    Path text = HtmlReplay.beside(path, ".txt");
                    Path page = HtmlReplay.beside(path, ".html");
                    String summary = BoutSummary.text(replay, page.getFileName().toString());
                    executor.submit(() -> {
                        Replay safe = replay.toPlayerSafe();
                        Files.writeString(path, ArenaFiles.writeReplay(safe), StandardCharsets.UTF_8);
                        Files.writeString(page, HtmlReplay.page(safe, path.getFileName().toString()),
                                StandardCharsets.UTF_8);
                        Files.writeString(text, summary, StandardCharsets.UTF_8);
                        return path;
                    }, done -> {
                        dialogs.copyToClipboard(summary);
                        message.set(messages.get("arena.published", path.getFileName(), page.getFileName(),
                                text.getFileName()));
                        settle();
                    }, failure -> dialogs.showError(messages.get("arena.publish.title"), Failures.message(failure)));
                });
    }

    /** Applies the published Bout's awards through the action log, once ("apply the awards"). */
    private void settle() {
        if (session == null || session.dynasty() == null || ranResult == null) {
            return;
        }
        BoutResult result = ranResult;
        long[] ids = ranOperators;
        long dynastyId = session.dynasty().id();
        ranResult = null;
        executor.submit(() -> BlogBots.in(session.store()).arena().settle(dynastyId, session.actor(), result, ids[0], ids[1],
                false), settled -> {
                    message.set(message.get() + " " + messages.get("arena.settled", settled.get(0).operator(),
                            settled.get(1).operator()));
                    settled.stream().filter(AfterBout.Settled::victory).forEach(v -> message.set(
                            message.get() + " " + messages.get("arena.victory", v.operator(), v.loadout().bannerNames().size())));
                },
                failure -> dialogs.showError(messages.get("arena.publish.title"), Failures.message(failure)));
    }

    /**
     * The Monte-Carlo matchup odds of two Operators' Bots of the shown dynasty ({@link ArenaOdds}): N Bouts with seeds
     * S, S+1, … across all cores, with a progress bar and Cancel; the win rates with 95% Wilson intervals.
     */
    public void runOdds() {
        odds.run();
    }

    /** Stops the odds after the part under way. */
    public void cancelOdds() {
        odds.cancel();
    }

    public ReadOnlyDoubleProperty oddsProgressProperty() {
        return odds.progressProperty();
    }

    public ReadOnlyBooleanProperty oddsRunningProperty() {
        return odds.runningProperty();
    }

    public ReadOnlyStringProperty oddsTextProperty() {
        return odds.textProperty();
    }

    public ReadOnlyBooleanProperty canPublishProperty() {
        return canPublish.getReadOnlyProperty();
    }

    /**
     * Shows a Bout the Bouts tab has already run and settled (an announced Bout), ready to publish: Publish… writes
     * its player-safe replay and summary post, and applies no awards again.
     */
    public void showSettled(Replay replay) {
        show(replay);
        ran = replay;
        ranResult = null;
        canPublish.set(true);
    }

    /** Shows a replay from its start. */
    public void show(Replay replay) {
        show(new ReplayCursor(replay));
    }

    private void show(ReplayCursor c) {
        Replay replay = c.replay();
        ran = null;
        canPublish.set(false);
        error.set("");
        pause();
        playerSafe.set(replay.playerSafe());
        if (replay.playerSafe()) {
            playerView.set(true);
        }
        cursor.set(c);
        List<String> names = replay.entrants().stream().map(ArenaFiles.BotFile::name).toList();
        title.set(String.join(" vs ", names) + (replay.configuration().isStandard() ? ""
                : " \u2014 " + String.join(", ", replay.variations())));
        var o = replay.outcome();
        outcome.set(o == null ? "" : messages.get("arena.outcome", o.ending(), o.winner(), o.why(), o.turns(),
                o.rounds()));
        resultRevealed = false;
        buildSeries(c);
        refreshLog();
        position.set(0);
        index.set(0);
        updateCounters();
        windowTitle.set(messages.get("arena.viewer.title") + " \u2014 "
                + (file == null ? title.get() : file.getFileName() + " (" + title.get() + ")"));
        updateCaption();
        message.set(messages.get("arena.loaded", file == null ? title.get() : file.getFileName(), c.size()));
    }

    private void buildSeries(ReplayCursor c) {
        charts.build(c, c.clamp(index.get()), resultRevealed, !(playerSafe.get() || playerView.get()));
    }

    private void refreshLog() {
        ReplayCursor c = cursor.get();
        allRows = c == null ? List.of() : EventLog.rows(c.events(), playerView.get());
        log.setAll(watched());
        updateSelectedRow();
    }

    /**
     * The log's rows as far as the Bout has been watched: the rows to come would tell how it ends, so they wait, like
     * the result, for the end or the emperor's Show result.
     */
    private List<EventLog.Row> watched() {
        ReplayCursor c = cursor.get();
        if (c == null || resultRevealed) {
            return allRows;
        }
        int at = c.clamp(index.get());
        int n = 0;
        while (n < allRows.size() && allRows.get(n).index() <= at) {
            n++;
        }
        return allRows.subList(0, n);
    }

    private void followLog() {
        List<EventLog.Row> rows = watched();
        if (rows.size() != log.size()) {
            if (rows.size() > log.size() && log.size() > 0 && rows.get(log.size() - 1).equals(log.get(log.size() - 1))) {
                log.addAll(rows.subList(log.size(), rows.size()));
            } else {
                log.setAll(rows);
            }
        }
    }

    /** The caption and the outcome as shown, for the event at the cursor. */
    private void updateCaption() {
        ReplayCursor c = cursor.get();
        if (c == null || c.size() == 0) {
            caption.set(messages.get("arena.caption.none"));
            shownOutcome.set("");
            markers.clear();
            return;
        }
        int at = c.clamp(index.get());
        caption.set(Caption.of(c.events(), at, playerView.get(), messages));
        boolean revealed = at >= c.last() || showResult.get() && !playerView.get();
        shownOutcome.set(outcome.get().isEmpty() ? "" : revealed ? outcome.get() : messages.get("arena.result.hidden"));
        if (revealed != resultRevealed) {
            resultRevealed = revealed;
            buildSeries(c); // the Tally chart tells the winner: it waits for the result
        } else if (!revealed && charts.behind(c, at)) {
            buildSeries(c);
        }
        followLog();
        List<ReplayCursor.Marker> shown = c.markersShown(at, resultRevealed); // no knockout before it is reached
        if (!shown.equals(markers)) {
            markers.setAll(shown);
        }
    }

    private void updateCounters() {
        updateCaption();
        ReplayCursor c = cursor.get();
        if (c == null || c.size() == 0) {
            counters.set("");
            return;
        }
        BoutEvent e = c.events().get(c.clamp(index.get()));
        counters.set(messages.get("arena.counters", e.turn(), e.round(), index.get() + 1, c.size()));
        updateSelectedRow();
    }

    private void updateSelectedRow() {
        int at = index.get();
        int row = -1;
        for (int r = 0; r < log.size(); r++) {
            if (log.get(r).index() <= at) {
                row = r;
            } else {
                break;
            }
        }
        selectedRow.set(row);
    }

    // ------------------------------------------------------------------------------------ playing

    public void togglePlay() {
        if (playing.get()) {
            pause();
        } else {
            play();
        }
    }

    public void play() {
        ReplayCursor c = cursor.get();
        if (c == null || c.size() < 2) {
            return;
        }
        if (!reverse.get() && position.get() >= c.last()) {
            setPosition(0);
        } else if (reverse.get() && position.get() <= 0) {
            setPosition(c.last());
        }
        playing.set(true);
    }

    public void pause() {
        playing.set(false);
    }

    /**
     * Moves the cursor on by {@code seconds} of play at the chosen speed and direction; stops at either end.
     * Returns whether the position changed (the view repaints then).
     */
    public boolean advance(double seconds) {
        ReplayCursor c = cursor.get();
        if (!playing.get() || c == null) {
            return false;
        }
        double step = seconds * EVENTS_PER_SECOND * speed.get() * (reverse.get() ? -1 : 1);
        double next = position.get() + step;
        if (next >= c.last()) {
            next = c.last();
            playing.set(false);
        } else if (next <= 0) {
            next = 0;
            playing.set(false);
        }
        setPosition(next);
        return true;
    }

    private void setPosition(double p) {
        ReplayCursor c = cursor.get();
        double clamped = c == null ? 0 : Math.max(0, Math.min(c.last(), p));
        index.set((int) Math.floor(clamped + 1e-9));
        position.set(clamped);
    }

    /** Jumps to the state after event {@code i} (pausing). */
    public void jumpTo(int i) {
        if (cursor.get() == null) {
            return;
        }
        pause();
        setPosition(cursor.get().clamp(i));
    }

    /** Scrubbing: jumps to a position on the timeline (events, fractional allowed). */
    public void scrub(double p) {
        if (cursor.get() == null) {
            return;
        }
        pause();
        setPosition(Math.round(p));
    }

    public void stepForward() {
        jumpTo((int) Math.floor(position.get() + 1e-9) + 1);
    }

    public void stepBack() {
        jumpTo((int) Math.ceil(position.get() - 1e-9) - 1);
    }

    public void turnForward() {
        if (cursor.get() != null) {
            jumpTo(cursor.get().nextTurn(index.get()));
        }
    }

    public void turnBack() {
        if (cursor.get() != null) {
            jumpTo(cursor.get().previousTurn((int) Math.ceil(position.get() - 1e-9)));
        }
    }

    public void home() {
        jumpTo(0);
    }

    public void end() {
        if (cursor.get() != null) {
            jumpTo(cursor.get().last());
        }
    }

    /** Clicking a log row. */
    public void selectRow(EventLog.Row row) {
        if (row != null) {
            jumpTo(row.index());
        }
    }

    /** What the canvas paints now. */
    public ReplayCursor.Drawn drawn() {
        ReplayCursor c = cursor.get();
        return c == null ? null : c.drawn(position.get());
    }

    /** Whether the tallies may be shown: the emperor view, or once the Bout is over (the final Tallies are announced). */
    public boolean talliesShown() {
        ReplayCursor c = cursor.get();
        return c != null && !c.replay().playerSafe() && (!playerView.get() || index.get() >= c.last());
    }

    /** "Why?" on the Bout's Tallies. */
    ArenaExplanations explanations() {
        return explanations;
    }

    // ------------------------------------------------------------------------------------ properties

    public ReadOnlyObjectProperty<ReplayCursor> cursorProperty() {
        return cursor.getReadOnlyProperty();
    }

    public ReadOnlyDoubleProperty positionProperty() {
        return position.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty indexProperty() {
        return index.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty playingProperty() {
        return playing.getReadOnlyProperty();
    }

    public BooleanProperty reverseProperty() {
        return reverse;
    }

    public DoubleProperty speedProperty() {
        return speed;
    }

    public BooleanProperty playerViewProperty() {
        return playerView;
    }

    public ReadOnlyBooleanProperty playerSafeProperty() {
        return playerSafe.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty countersProperty() {
        return counters.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty outcomeProperty() {
        return outcome.getReadOnlyProperty();
    }

    public BooleanProperty showResultProperty() {
        return showResult;
    }

    public ReadOnlyStringProperty shownOutcomeProperty() {
        return shownOutcome.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty captionProperty() {
        return caption.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty windowTitleProperty() {
        return windowTitle.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty selectedRowProperty() {
        return selectedRow.getReadOnlyProperty();
    }

    public ObservableList<EventLog.Row> log() {
        return log;
    }

    public ObservableList<ReplayCursor.Marker> markers() {
        return markers;
    }

    public ObservableList<Series> tallySeries() {
        return charts.tallies();
    }

    public ObservableList<Series> conditionSeries() {
        return charts.conditions();
    }
}
