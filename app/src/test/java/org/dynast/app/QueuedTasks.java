package org.dynast.app;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import org.dynast.app.common.TaskExecutor;

/**
 * A TaskExecutor like the console's: work queued for one worker, results handed back in order on the UI thread; the
 * test decides when each runs ({@link #settle()} runs both queues empty, taking turns as the console does).
 */
public final class QueuedTasks implements TaskExecutor {

    private final Deque<Runnable> worker = new ArrayDeque<>();
    private final Deque<Runnable> ui = new ArrayDeque<>();

    @Override
    public <T> void submit(Callable<T> work, Consumer<? super T> ok, Consumer<? super Throwable> failed) {
        worker.add(() -> {
            try {
                T result = work.call();
                ui.add(() -> ok.accept(result));
            } catch (Exception e) {
                ui.add(() -> failed.accept(e));
            }
        });
    }

    @Override
    public void ui(Runnable action) {
        ui.add(action);
    }

    /** Runs the queues until both are empty (at most 200 steps); returns the steps taken. */
    public int settle() {
        int steps = 0;
        while (steps < 200 && !(worker.isEmpty() && ui.isEmpty())) {
            Runnable next = worker.isEmpty() ? ui.poll() : worker.poll();
            next.run();
            steps++;
        }
        return steps;
    }
}
