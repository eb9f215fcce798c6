package org.dynast.app.cli;

import java.io.PrintStream;
import java.util.List;

/** One headless subcommand of {@code dynast <name> [args...]}. */
public interface Command {

    String name();

    /** One line for the usage list, e.g. "FILE  import a ruleset and print its tree". */
    String usage();

    /** Runs the command; returns the process exit code (0 ok, 1 failed, 2 bad arguments). */
    int run(List<String> args, PrintStream out, PrintStream err) throws Exception;
}
