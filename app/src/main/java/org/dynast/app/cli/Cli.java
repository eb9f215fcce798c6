package org.dynast.app.cli;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import org.dynast.app.common.Failures;
import org.dynast.app.module.Command;
import org.dynast.app.module.ModuleUis;
import org.dynast.model.module.DynastyModules;
import org.slf4j.LoggerFactory;
import picocli.AutoComplete;
import picocli.CommandLine;

/**
 * The console's headless side on picocli: {@code dynast <command> [args...]} runs a command without a window
 * (benchmarks, imports, simulations), {@code dynast --help} and {@code dynast help COMMAND} say what each takes, and
 * {@code dynast generate-completion} prints a bash/zsh completion script. A core command is listed in
 * {@link #commands}; a dynasty module adds its own through {@link org.dynast.app.module.ModuleUi#commands()}. Bad
 * arguments are told in one line with the usage (exit code 2), a failure in one line (exit code 1): never a stack
 * trace.
 */
public final class Cli {

    private Cli() {
    }

    /** The core's commands, then each of {@code uis}': new objects, since a command keeps its arguments. */
    private static List<Command> commands(ModuleUis uis) {
        List<Command> all = new ArrayList<>(List.of(new RollCommand(), new RulesetImportCommand(),
                new BenchRulesetCommand(), new JudgeCommand(), new HistoryCommands.Generate(),
                new HistoryCommands.Bench(), new StartupBenchCommand(), new SwitchBenchCommand(), new ShareCommand(),
                new MemberCommand(), new BackupCommand(), new SharedBenchCommand()));
        all.addAll(uis.commands());
        return all;
    }

    /**
     * Whether these program arguments ask for a command (or the command line's help) rather than the window (whose
     * arguments {@link org.dynast.app.cli.WindowOptions} tells apart).
     */
    public static boolean isCommand(String[] args) {
        return !WindowOptions.opensWindow(List.of(args));
    }

    /** Runs a command line on the installed modules, found here once (the command line's composition). */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return run(args, out, err, List.of());
    }

    /** Runs with {@code replacing} in place of the commands of the same names (tests give a command a clock). */
    public static int run(String[] args, PrintStream out, PrintStream err, List<Command> replacing) {
        var modules = DynastyModules.installed();
        return run(args, out, err, replacing, modules,
                ModuleUis.discover().forModules(modules));
    }

    /** Runs with the modules given: the model's registry and their console parts (whose commands are offered). */
    public static int run(String[] args, PrintStream out, PrintStream err, List<Command> replacing,
                          DynastyModules modules, ModuleUis uis) {
        CommandLine line = commandLine(out, err, replacing, modules, uis);
        try {
            return line.execute(args);
        } finally {
            line.getOut().flush();
            line.getErr().flush();
        }
    }

    /** The whole command line: {@code dynast} with its subcommands, printing to {@code out} and {@code err}. */
    static CommandLine commandLine(PrintStream out, PrintStream err, List<Command> replacing,
                                   DynastyModules modules,
                                   ModuleUis uis) {
        CommandLine root = new CommandLine(new Root());
        root.addSubcommand(new CommandLine.HelpCommand());
        for (Command c : commands(uis)) {
            Command used = replacing.stream().filter(r -> r.getClass() == c.getClass()).findFirst().orElse(c);
            used.use(out, err, modules);
            root.addSubcommand(used);
            CommandLine added = root.getSubcommands().get(used.name());
            added.getCommandSpec().mixinStandardHelpOptions(true);
            used.addHelp(added.getCommandSpec());
        }
        AutoComplete.GenerateCompletion completion = new AutoComplete.GenerateCompletion();
        root.addSubcommand("generate-completion", completion);
        root.getSubcommands().get("generate-completion").getCommandSpec().usageMessage().hidden(false);
        // the window's own options, as its parser has them (org.dynast.app.cli.WindowOptions), before the footer's lines
        var usage = root.getCommandSpec().usageMessage();
        List<String> footer = new ArrayList<>(List.of("", "The window (no command):"));
        footer.addAll(WindowOptions.optionList().lines().toList());
        footer.addAll(List.of(usage.footer()));
        usage.footer(footer.toArray(String[]::new));
                // set once every subcommand is added: picocli hands them on to the subcommands there are
        root.setOut(new PrintWriter(out, true));
        root.setErr(new PrintWriter(err, true));
        root.setParameterExceptionHandler((e, given) -> {
            CommandLine where = e.getCommandLine();
            String name = where.getCommandSpec().qualifiedName();
            PrintWriter w = where.getErr();
            w.println(name + ": " + e.getMessage());
            CommandLine.UnmatchedArgumentException.printSuggestions(e, w);
            w.println("Usage: " + where.getHelp().synopsis(0).strip() + "   (" + name + " --help says more)");
            w.flush();
            return CommandLine.ExitCode.USAGE;
        });
        root.setExecutionExceptionHandler((e, where, parsed) -> {
            LoggerFactory.getLogger(Cli.class).debug("dynast {} failed", where.getCommandName(), e);
            where.getErr().println(where.getCommandSpec().qualifiedName() + ": " + Failures.message(e));
            where.getErr().flush();
            return CommandLine.ExitCode.SOFTWARE;
        });
        return root;
    }

    /** {@code dynast} itself: with no command it opens the window (see the launcher); here it lists the commands. */
    @CommandLine.Command(name = "dynast", mixinStandardHelpOptions = true,
            versionProvider = Cli.Version.class,
            description = "A game-master console for BlogNomic. Without a command it opens the console window.",
            synopsisSubcommandLabel = "COMMAND",
            footer = {"", "dynast help COMMAND (or dynast COMMAND --help) tells what a command takes.",
                    "dynast generate-completion > dynast_completion; . dynast_completion   completes commands in bash "
                            + "and zsh."})
    static final class Root implements Runnable {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public void run() {
            throw new CommandLine.ParameterException(spec.commandLine(), "name a command");
        }
    }

    /** {@code dynast --version}: the build's version. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"Dynast " + org.dynast.app.common.Version.current()};
        }
    }
}
