package org.dynast.model;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * How far a long piece of work (an import, a restore) has gone, and the user's Cancel. The work calls
 * {@link #report} as it goes; once cancelled, the next report throws {@link Cancelled}, so the work stops at a point
 * it chose and whatever it was writing is rolled back. Never interrupts a thread (an interrupted thread would close
 * the dynasty file under H2).
 */
public interface Progress {

    /** No one is watching and no one can cancel: for tests and the command line. */
    Progress NONE = new Progress() {
        @Override
        public void report(String what, long done, long total) {
        }

        @Override
        public boolean cancelled() {
            return false;
        }
    };

    /**
     * Says what is being done, and how far ({@code done} of {@code total}; a total of 0 or less: not known); throws
     * {@link Cancelled} if the user has cancelled.
     */
    void report(String what, long done, long total);

    boolean cancelled();

    /** Throws {@link Cancelled} if the user has cancelled. */
    default void check() {
        if (cancelled()) {
            throw new Cancelled();
        }
    }

    /** {@code in}, reporting the bytes read of {@code total} as {@code what} and stopping when cancelled. */
    default InputStream reading(InputStream in, long total, String what) {
        Progress progress = this;
        return new FilterInputStream(in) {
            private long read;

            @Override
            public int read() throws IOException {
                int b = super.read();
                if (b >= 0) {
                    advance(1);
                }
                return b;
            }

            @Override
            public int read(byte[] buffer, int off, int len) throws IOException {
                int n = super.read(buffer, off, len);
                if (n > 0) {
                    advance(n);
                }
                return n;
            }

            private void advance(int n) {
                read += n;
                progress.check();
                progress.report(what, read, total);
            }
        };
    }

    /** The work was stopped by the user's Cancel; nothing it was doing was kept. */
    final class Cancelled extends RuntimeException {

        public Cancelled() {
            super("Cancelled: nothing was changed.");
        }
    }
}
