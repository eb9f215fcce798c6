package org.dynast.app.cli;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.dynast.app.common.Failures;

/**
 * The console's headless side: {@code dynast <command> [args...]} runs a command without a window
 * (benchmarks, imports, simulations). A core command is listed in {@link #commands()}; a dynasty module adds
 * its own through {@link org.dynast.app.shell.ModuleUi#commands()}.
 */
public final class Cli {

    /** The core's commands, then each installed dynasty module's. */
    static final List<Command> COMMANDS = commands();

    private static List<Command> commands() {
        List<Command> all = new java.util.ArrayList<>(List.of(new Help(), new RollCommand(), new RulesetImportCommand(),
                new BenchRulesetCommand(), new JudgeCommand()));
        all.addAll(HistoryCommands.all());
        org.dynast.app.shell.ModuleUis.installed().forEach(ui -> all.addAll(ui.commands()));
        return List.copyOf(all);
    }

    private Cli() {
    }

    /** Whether these program arguments ask for a command rather than the window. */
    public static boolean isCommand(String[] args) {
        return args.length > 0 && !args[0].startsWith("-");
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        Optional<Command> command = COMMANDS.stream().filter(c -> c.name().equals(args[0])).findFirst();
        if (command.isEmpty()) {
            err.println("dynast: no command '" + args[0] + "'.");
            usage(err);
            return 2;
        }
        try {
            return command.get().run(Arrays.asList(args).subList(1, args.length), out, err);
        } catch (Exception e) {
            err.println("dynast " + args[0] + ": " + Failures.message(e));
            return 1;
        }
    }

    static void usage(PrintStream out) {
        out.println("Usage: dynast [--file=PATH] [--exit-after-shown]   open the console window");
        out.println("       dynast --replay=FILE | FILE.bout   open just the bout viewer (no dynasty file)");
        for (Command c : COMMANDS) {
            out.println("       dynast " + c.name() + " " + c.usage());
        }
    }

    /** {@code dynast help}: lists the commands. */
    private static final class Help implements Command {
        @Override
        public String name() {
            return "help";
        }

        @Override
        public String usage() {
            return "  list the commands";
        }

        @Override
        public int run(List<String> args, PrintStream out, PrintStream err) {
            Cli.usage(out);
            return 0;
        }
    }
}
