package org.dynast.app.common;

import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * All background work goes through here: the work runs off the UI thread, and its result or failure
 * is handed back on the UI thread. Tests use {@link #immediate()}, which runs everything at once.
 */
public interface TaskExecutor {

    <T> void submit(Callable<T> work, Consumer<? super T> onSuccess, Consumer<? super Throwable> onFailure);

    /** Runs {@code action} on the UI thread. */
    void ui(Runnable action);

    /** Runs work and callbacks on the calling thread: for ViewModel tests. */
    static TaskExecutor immediate() {
        return new TaskExecutor() {
            @Override
            public <T> void submit(Callable<T> work, Consumer<? super T> onSuccess,
                                   Consumer<? super Throwable> onFailure) {
                T result;
                try {
                    result = work.call();
                } catch (Exception | Error e) {
                    onFailure.accept(e);
                    return;
                }
                onSuccess.accept(result);
            }

            @Override
            public void ui(Runnable action) {
                action.run();
            }
        };
    }
}
