package org.dynast.app.module;

import java.io.PrintStream;
import java.util.concurrent.Callable;
import org.dynast.model.module.DynastyModules;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

/**
 * One headless subcommand of {@code dynast <name> [args...]}: a picocli {@code @Command} whose options and parameters
 * are its fields, filled by {@code Cli} before {@link #run()} runs. Exit codes: 0 done, 1 failed (the input was read
 * but refused, or did not check out), 2 bad arguments.
 */
public abstract class Command implements Callable<Integer> {

    /** What the command prints; set by {@code Cli} before it runs. */
    protected PrintStream out = System.out;
    protected PrintStream err = System.err;

    /** The installed modules (their shipped rulesets and profiles), passed in by {@code Cli} before it runs. */
    protected DynastyModules modules;

    @Spec
    protected CommandSpec spec;

    /** Sets what the command prints to and the modules it runs on: the command line does, before it runs. */
    public final void use(PrintStream out, PrintStream err, DynastyModules modules) {
        this.out = out;
        this.err = err;
        this.modules = modules;
    }

    /** The command's name, as typed after {@code dynast}. */
    public String name() {
        return spec != null ? spec.name() : getClass().getAnnotation(CommandLine.Command.class).name();
    }

    /** Lets the command add to its help (the command line calls it once the command is added). */
    public final void addHelp(CommandLine.Model.CommandSpec spec) {
        describe(spec);
    }

    /** Adds to the help what only the running app knows (e.g. which rulesets it ships); nothing by default. */
    protected void describe(CommandLine.Model.CommandSpec spec) {
    }

    @Override
    public final Integer call() throws Exception {
        return run();
    }

    /** Runs the command on its parsed arguments; returns the exit code. */
    protected abstract int run() throws Exception;

    /** Says what is wrong with the arguments, where the usage is, and returns the bad-arguments exit code, 2. */
    protected int badArguments(String message) {
        err.println("dynast " + name() + ": " + message);
        err.println("Usage: " + spec.commandLine().getHelp().synopsis(0).strip() + "   (dynast " + name()
                + " --help says more)");
        return 2;
    }

    /** Says why the command failed and returns its exit code, 1. */
    protected int failed(String message) {
        err.println("dynast " + name() + ": " + message);
        return 1;
    }
}
