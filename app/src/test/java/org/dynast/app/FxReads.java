package org.dynast.app;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.application.Platform;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Reads the scene on the FX thread, for UI tests: a lookup walks the scene graph, which the FX thread may be changing
 * meanwhile (a lookup from a test's thread once failed in CI on a list of children that shrank under it).
 */
public final class FxReads {

    private FxReads() {
    }

    /** {@code read}'s result, computed on the FX thread (at once if this is it), waiting at most 10 s. */
    public static <T> T fx(Callable<T> read) {
        if (Platform.isFxApplicationThread()) {
            try {
                return read.call();
            } catch (RuntimeException e) {
                throw e;
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
        try {
            return WaitForAsyncUtils.asyncFx(read).get(10, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        } catch (InterruptedException | TimeoutException e) {
            throw new IllegalStateException(e);
        }
    }
}
