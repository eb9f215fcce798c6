package org.dynast.app;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.dynast.app.cli.Cli;

/** Runs {@code dynast ARGS...} in-process and keeps what it printed, for the CLI tests. */
public final class CliRun {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    /** Runs the command; returns its exit code. What it prints accumulates in {@link #out()} and {@link #err()}. */
    public int run(String... args) {
        return Cli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    public String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    public String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    /** Forgets what was printed so far on standard output. */
    public void clearOut() {
        out.reset();
    }

    /** Forgets what was printed so far on standard error. */
    public void clearErr() {
        err.reset();
    }
}
