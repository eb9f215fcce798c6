package org.dynast.app.blogbots.arena;

import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.Failures;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.blogbots.BlogBots;
import org.dynast.model.blogbots.arena.BoutEngine;
import org.dynast.model.blogbots.arena.Configuration;
import org.dynast.model.blogbots.arena.Entrant;
import org.dynast.model.blogbots.arena.Odds;
import org.dynast.model.blogbots.bots.WorkshopService;

/**
 * The Arena tab's matchup odds: two Operators' Bots of the shown dynasty run N Bouts in the background, in parts, with
 * a progress bar and Cancel; the result is their win rates in plain words ({@link OddsText}). The Arena's ViewModel
 * hands its Run odds… and Cancel to this, and the view binds its properties through it.
 */
final class ArenaOdds {

    /** The odds run in parts of this many Bouts, so the progress bar moves and Cancel is heard. */
    static final int ODDS_PART = 2_000;

    private final Session session;
    private final DialogService dialogs;
    private final TaskExecutor executor;
    private final Messages messages;
    private final ReadOnlyDoubleWrapper oddsProgress = new ReadOnlyDoubleWrapper(this, "oddsProgress", 0);
    private final ReadOnlyBooleanWrapper oddsRunning = new ReadOnlyBooleanWrapper(this, "oddsRunning");
    private final ReadOnlyStringWrapper oddsText = new ReadOnlyStringWrapper(this, "oddsText", "");
    private final AtomicBoolean oddsCancelled = new AtomicBoolean();

    ArenaOdds(Session session, DialogService dialogs, TaskExecutor executor, Messages messages) {
        this.session = session;
        this.dialogs = dialogs;
        this.executor = executor;
        this.messages = messages;
    }

    /**
     * The Monte-Carlo matchup odds of two Operators' Bots of the shown dynasty: N Bouts with seeds
     * S, S+1, … across all cores, with a progress bar and Cancel; the win rates with 95% Wilson intervals.
     */
    public void run() {
        if (session == null || session.dynasty() == null || oddsRunning.get()) {
            return;
        }
        long dynastyId = session.dynasty().id();
        WorkshopService workshop = BlogBots.in(session.store()).workshop();
        executor.submit(() -> workshop.operators(dynastyId), operators -> {
            List<String> names = operators.stream().map(o -> o.name() + " \u2014 " + o.loadout().bot().name()).toList();
            if (names.size() < 2) {
                dialogs.showError(messages.get("arena.odds.title"), messages.get("arena.run.none"));
                return;
            }
            var picked = dialogs.askMatchup(messages.get("arena.odds.title"), names, messages.get("arena.odds.count"),
                    "10000");
            if (picked.isEmpty()) {
                return;
            }
            String countText = picked.get().number();
            int n;
            try {
                n = Integer.parseInt(countText.strip());
                if (n < 1 || n > 10_000_000) {
                    throw new NumberFormatException();
                }
            } catch (NumberFormatException e) {
                dialogs.showError(messages.get("arena.odds.title"), messages.get("arena.odds.badCount", countText));
                return;
            }
            var a = operators.get(names.indexOf(picked.get().first()));
            var b = operators.get(names.indexOf(picked.get().second()));
            Entrant ea = Entrant.of(a.loadout().bot(), a.loadout().script(), a.name());
            Entrant eb = Entrant.of(b.loadout().bot(), b.loadout().script(), b.name());
            oddsCancelled.set(false);
            oddsRunning.set(true);
            oddsProgress.set(0);
            oddsText.set(messages.get("arena.odds.running", n, ea.operator(), eb.operator()));
            int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
            executor.submit(() -> {
                BoutEngine engine = new BoutEngine(workshop.rules(dynastyId).catalogue());
                Odds.Tally total = null;
                int done = 0;
                while (done < n && !oddsCancelled.get()) {
                    int part = Math.min(ODDS_PART, n - done);
                    var t = Odds.run(engine, ea, eb, Configuration.standard(), part, 1L + done, threads);
                    total = total == null ? t : Odds.add(total, t);
                    done += part;
                    double fraction = (double) done / n;
                    executor.ui(() -> oddsProgress.set(fraction));
                }
                return total;
            }, total -> {
                oddsRunning.set(false);
                oddsText.set(total == null ? messages.get("arena.odds.cancelled")
                        : OddsText.of(messages, total, ea.operator(), eb.operator(), oddsCancelled.get()));
            }, failure -> {
                oddsRunning.set(false);
                dialogs.showError(messages.get("arena.odds.title"), Failures.message(failure));
            });
        }, failure -> dialogs.showError(messages.get("arena.odds.title"), Failures.message(failure)));
    }

    /** Stops the odds after the part under way. */
    public void cancel() {
        oddsCancelled.set(true);
    }

    public ReadOnlyDoubleProperty progressProperty() {
        return oddsProgress.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return oddsRunning.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty textProperty() {
        return oddsText.getReadOnlyProperty();
    }
}
