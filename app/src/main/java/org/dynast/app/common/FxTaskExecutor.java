package org.dynast.app.common;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import javafx.application.Platform;

/**
 * One worker thread for all game work (the dynasty file is used by one thread at a time anyway),
 * with results delivered on the JavaFX application thread.
 */
public final class FxTaskExecutor implements TaskExecutor, AutoCloseable {

    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "dynast-worker");
        t.setDaemon(true);
        return t;
    });

    @Override
    public <T> void submit(Callable<T> work, Consumer<? super T> onSuccess, Consumer<? super Throwable> onFailure) {
        try {
            worker.execute(() -> {
                try {
                    T result = work.call();
                    Platform.runLater(() -> onSuccess.accept(result));
                } catch (Exception | Error e) {
                    Platform.runLater(() -> onFailure.accept(e));
                }
            });
        } catch (java.util.concurrent.RejectedExecutionException closed) {
            // the console is closing (a timer fired after close): there is nobody left to show the result
        }
    }

    @Override
    public void ui(Runnable action) {
        if (Platform.isFxApplicationThread()) {
            action.run();
        } else {
            Platform.runLater(action);
        }
    }

    @Override
    public void close() {
        worker.shutdown();
    }
}
