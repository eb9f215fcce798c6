package org.dynast.app.common;

import org.dynast.model.Progress;
import org.dynast.model.Refusal;
import org.dynast.model.store.StoreException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Turns a failure into the short message a user sees; unexpected ones are logged once with their trace. */
public final class Failures {

    private static final Logger LOG = LoggerFactory.getLogger(Failures.class);

    private Failures() {
    }

    /** Whether the user is simply told no (a rule refused, a file was bad), as opposed to a bug. */
    public static boolean expected(Throwable t) {
        return t instanceof Refusal || t instanceof StoreException || t instanceof IllegalArgumentException
                || t instanceof Progress.Cancelled;
    }

    public static String message(Throwable t) {
        if (expected(t)) {
            return t.getMessage();
        }
        LOG.error("Unexpected failure", t);
        return "Something went wrong: " + (t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage())
                + " (details are in the log).";
    }
}
