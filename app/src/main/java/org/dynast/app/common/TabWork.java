package org.dynast.app.common;

import java.util.concurrent.Callable;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.dynast.model.Progress;

/**
 * The one way a tab's ViewModel runs work: the work runs through the {@link TaskExecutor} (off the FX thread), its
 * result comes back on the FX thread, and a failure is said on the tab's message line in the words {@link Failures}
 * gives it — a refusal by the rules, a full disk, a read-only file, a bad file or the user's Cancel in their own
 * plain words, anything else logged with its trace and said to have gone wrong. Long work reports its progress and
 * may be cancelled ({@link #runLong}).
 *
 * <p>Every tab says a failure the same way; no tab opens a dialog for one.
 */
public final class TabWork {

    private final TaskExecutor executor;
    private final Consumer<String> say;
    private final Consumer<String> complain;
    private final Runnable refresh;
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress", -1);
    private final ReadOnlyStringWrapper progressText = new ReadOnlyStringWrapper(this, "progressText", "");
    private volatile boolean cancelRequested;

    /**
     * @param say      shows what was done on the tab's message line
     * @param complain shows why something was not done (styled as an error where the tab can)
     * @param refresh  re-reads what the tab shows after a change
     */
    public TabWork(TaskExecutor executor, Consumer<String> say, Consumer<String> complain, Runnable refresh) {
        this.executor = executor;
        this.say = say;
        this.complain = complain;
        this.refresh = refresh;
    }

    /** A tab with one message line for both what was done and why not. */
    public TabWork(TaskExecutor executor, Consumer<String> message, Runnable refresh) {
        this(executor, message, message, refresh);
    }

    /** A tab whose message line is a {@link Feedback}; the tab refreshes on its own (on the session's revision). */
    public TabWork(TaskExecutor executor, Feedback feedback) {
        this(executor, feedback::say, feedback::complain, () -> { });
    }

    /** Runs {@code work}; when done, says {@code done} and refreshes. */
    public void run(Runnable work, String done) {
        run(() -> {
            work.run();
            return done;
        }, m -> m);
    }

    /**
     * Runs {@code work}; when done, says what {@code done} makes of its result and refreshes. When it fails, says why
     * and refreshes too (what the tab shows goes back to what is kept).
     */
    public <T> void run(Callable<T> work, Function<? super T, String> done) {
        executor.submit(work, r -> {
            say.accept(done.apply(r));
            refresh.run();
        }, e -> {
            failed(e);
            refresh.run();
        });
    }

    /** Runs {@code work}; when done, hands its result to {@code done}; a failure is said on the message line. */
    public <T> void act(Callable<T> work, Consumer<? super T> done) {
        executor.submit(work, done, this::failed);
    }

    /** Runs {@code work}; when done, hands its result to {@code done}; a failure's words go to {@code refused}. */
    public <T> void act(Callable<T> work, Consumer<? super T> done, Consumer<String> refused) {
        executor.submit(work, done, e -> refused.accept(words(e)));
    }

    /** Reads off the FX thread and shows the result; a failure is said as {@link #failed} says it. */
    public <T> void read(Callable<T> work, Consumer<? super T> show) {
        executor.submit(work, show, this::failed);
    }

    /**
     * Long work (an import, a run of many bouts): while it runs, {@link #runningProperty()} is true and
     * {@link #progressProperty()} says how far it has gone; {@link #cancel()} stops it at its next report, keeping
     * nothing. When done, {@code done} gets the result; a failure (the Cancel too) is said on the message line.
     */
    public <T> void runLong(Function<Progress, T> work, Consumer<? super T> done) {
        cancelRequested = false;
        running.set(true);
        progress.set(-1);
        progressText.set("");
        Progress reporter = new Progress() {
            private long shownAt;

            @Override
            public void report(String what, long doneSoFar, long total) {
                check(); // once cancelled, the next report stops the work
                long now = System.nanoTime();
                if (now - shownAt < 50_000_000L && doneSoFar < total) {
                    return; // at most twenty updates a second
                }
                shownAt = now;
                double fraction = total > 0 ? Math.min(1, (double) doneSoFar / total) : -1;
                executor.ui(() -> {
                    if (running.get()) {
                        progressText.set(what);
                        progress.set(fraction);
                    }
                });
            }

            @Override
            public boolean cancelled() {
                return cancelRequested;
            }
        };
        executor.submit(() -> work.apply(reporter), r -> {
            idle();
            done.accept(r);
        }, e -> {
            idle();
            failed(e);
        });
    }

    private void idle() {
        running.set(false);
        progress.set(-1);
        progressText.set("");
    }

    /** Stops the long work at its next progress report; what it was writing is rolled back. */
    public void cancel() {
        if (running.get()) {
            cancelRequested = true;
        }
    }

    /** Says why the work did not happen, in {@link Failures}' words. */
    public void failed(Throwable e) {
        complain.accept(words(e));
    }

    /** The words for a failure (logging an unexpected one): the same in every tab. */
    public static String words(Throwable e) {
        return Failures.message(e);
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** How far the long work has gone, 0 to 1; -1 while not known. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** What the long work says it is doing. */
    public ReadOnlyStringProperty progressTextProperty() {
        return progressText.getReadOnlyProperty();
    }
}
