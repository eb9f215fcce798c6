package org.dynast.app.common;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
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

    /** Results and UI actions held back while the console is built off the FX thread (see {@link #hold()}). */
    private final Object gate = new Object();
    private List<Runnable> held;

    /**
     * Holds back results and UI actions (from other threads) until {@link #release()}: while the console's ViewModels
     * and Views are built on a thread of their own at start-up, nothing the worker reads reaches them on the FX thread.
     */
    public void hold() {
        synchronized (gate) {
            if (held == null) {
                held = new ArrayList<>();
            }
        }
    }

    /** Delivers what was held back, in order, on the FX thread, and from now on delivers at once. */
    public void release() {
        synchronized (gate) {
            if (held != null) {
                held.forEach(Platform::runLater);
            }
            held = null;
        }
    }

    private void deliver(Runnable action) {
        synchronized (gate) {
            if (held != null) {
                held.add(action);
                return;
            }
        }
        Platform.runLater(action);
    }

    @Override
    public <T> void submit(Callable<T> work, Consumer<? super T> onSuccess, Consumer<? super Throwable> onFailure) {
        try {
            worker.execute(() -> run(work, onSuccess, onFailure));
        } catch (RejectedExecutionException closing) {
            // the console is closing: late refreshes (a tab's timer) have nothing to show
        }
    }

    private <T> void run(Callable<T> work, Consumer<? super T> onSuccess, Consumer<? super Throwable> onFailure) {
        try {
            T result = work.call();
            deliver(() -> onSuccess.accept(result));
        } catch (Exception | Error e) {
            deliver(() -> onFailure.accept(e));
        }
    }

    @Override
    public void ui(Runnable action) {
        if (Platform.isFxApplicationThread()) {
            action.run();
        } else {
            deliver(action);
        }
    }

    @Override
    public void close() {
        worker.shutdown();
    }

    /**
     * Stops taking work and waits (a few seconds at most) for what is running, so that nothing reads a store that is
     * about to close.
     */
    public void closeAndWait() {
        worker.shutdown();
        try {
            worker.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
