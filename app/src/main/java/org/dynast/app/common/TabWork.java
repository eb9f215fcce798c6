package org.dynast.app.common;

import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import java.util.function.Function;
import org.dynast.model.Refusal;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A tab's background work: the work runs through the {@link TaskExecutor} (off the FX thread), then the tab says what
 * was done and refreshes; a refusal by the rules (or another failure the tab names as expected) is said in its own
 * words, anything else is logged with its trace and the tab says only that it failed.
 */
public final class TabWork {

    private static final Logger LOG = LoggerFactory.getLogger(TabWork.class);

    private final TaskExecutor executor;
    private final Consumer<String> say;
    private final Runnable refresh;
    private final String tab;
    private final String failedText;
    private final List<Class<? extends Throwable>> saidAsIs;

    /**
     * @param say        shows the tab's one-line message
     * @param refresh    re-reads what the tab shows after a change
     * @param tab        the tab's name, for the log
     * @param failedText what the tab says when something unexpected failed
     * @param saidAsIs   failures besides {@link Refusal} whose message is shown as it is
     */
    @SafeVarargs
    public TabWork(TaskExecutor executor, Consumer<String> say, Runnable refresh, String tab, String failedText,
                   Class<? extends Throwable>... saidAsIs) {
        this.executor = executor;
        this.say = say;
        this.refresh = refresh;
        this.tab = tab;
        this.failedText = failedText;
        this.saidAsIs = List.of(saidAsIs);
    }

    /** Runs {@code work}; when done, says {@code done} and refreshes. */
    public void run(Runnable work, String done) {
        run(() -> {
            work.run();
            return done;
        }, m -> m);
    }

    /**
     * Runs {@code work}; when done, says what {@code done} makes of its result and refreshes. When refused, says why
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

    /** Reads off the FX thread and shows the result; a failure is said as {@link #failed} says it. */
    public <T> void read(Callable<T> work, Consumer<? super T> show) {
        executor.submit(work, show, this::failed);
    }

    /** Says why the work did not happen: a refusal in its own words, anything else logged. */
    public void failed(Throwable e) {
        say.accept(message(e));
    }

    /** The words for a failure (logging an unexpected one). */
    public String message(Throwable e) {
        if (e instanceof Refusal || saidAsIs.stream().anyMatch(c -> c.isInstance(e))) {
            return e.getMessage();
        }
        LOG.error("The {} tab failed", tab, e);
        return failedText;
    }
}
