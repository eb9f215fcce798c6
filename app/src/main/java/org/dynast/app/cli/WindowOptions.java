package org.dynast.app.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import picocli.CommandLine;

/**
 * The console window's own command line, parsed once by picocli (the headless commands' {@link org.dynast.app.cli.Cli}
 * parses theirs): {@code dynast [--file=PATH] [--home=DIR] [--replay=FILE] [--exit-after-shown] [--timings]
 * [--tour] [--measure-frames] [FILE...]}. A bare {@code FILE} is a replay ({@code *.bout} or {@code *.json}: what a
 * desktop passes when a player double-clicks one) or a dynasty file ({@code *.mv.db}). An unknown or malformed
 * argument is refused with one line naming it ({@link #parse} throws {@link Refused}); the launcher then opens no
 * window, since a mistyped {@code --file} would otherwise open, and change, a different dynasty file than the one
 * meant.
 */
@CommandLine.Command(name = "dynast", sortOptions = false,
        description = "Opens the console window (or, with a replay, just the bout viewer).",
        footer = {"", "dynast --help lists the headless commands too."})
public final class WindowOptions {

    /** The root options that belong to the headless command line when they come first ({@code dynast --help}). */
    private static final Set<String> COMMAND_LINE_OPTIONS = Set.of("-h", "--help", "-V", "--version");

    @CommandLine.Option(names = "--file", paramLabel = "PATH",
            description = "the dynasty file to open (made, with the demo dynasty, if it is not there)")
    private Path file;

    @CommandLine.Option(names = "--home", paramLabel = "DIR",
            description = "the folder of the dynasty file (DIR/dynast.mv.db) and the settings; else $DYNAST_HOME, "
                    + "else ~/.dynast")
    private Path home;

    @CommandLine.Option(names = "--replay", paramLabel = "FILE",
            description = "open just the bout viewer on this replay; no dynasty file is opened")
    private Path replay;

    @CommandLine.Option(names = "--exit-after-shown",
            description = "show the window, print when it was ready, and close (the start-up benchmark)")
    private boolean exitAfterShown;

    @CommandLine.Option(names = "--timings", description = "with --exit-after-shown: print where start-up went")
    private boolean timings;

    @CommandLine.Option(names = "--tour", description = "with --exit-after-shown: before closing, show every dynasty "
            + "of the file and each of its tabs once (the AOT cache's training launch)")
    private boolean tour;

    @CommandLine.Option(names = "--measure-frames",
            description = "with a replay: play it once at 8x, print the frame times and close")
    private boolean measureFrames;

    @CommandLine.Option(names = {"-h", "--help"}, usageHelp = true, description = "print these options and exit")
    private boolean help;

    @CommandLine.Parameters(arity = "0..*", paramLabel = "FILE",
            description = "a replay (FILE.bout or FILE.json: what a double-click passes) or a dynasty file "
                    + "(FILE.mv.db); of several replays (a desktop passes every file chosen) the first is shown")
    private List<String> bare = List.of();

    private WindowOptions() {
    }

    /** An argument the window does not take, told in one line naming it. */
    public static final class Refused extends IllegalArgumentException {
        public Refused(String message) {
            super(message);
        }
    }

    /** The window's options from {@code args}, or {@link Refused} naming the argument that is unknown or malformed. */
    public static WindowOptions parse(List<String> args) {
        WindowOptions options = new WindowOptions();
        if (args.isEmpty()) {
            return options; // the launch from the desktop's menu: nothing to parse, and picocli is not even loaded
        }
        Picocli.parse(options, args);
        for (String arg : options.bare) {
            if (!isReplayFile(arg) && !isDynastyFile(arg)) {
                throw new Refused("'" + arg + "' is neither a replay (.bout, .json) nor a dynasty file (.mv.db)");
            }
        }
        Optional<String> bareReplay = options.bare.stream().filter(WindowOptions::isReplayFile).findFirst();
        List<String> bareFiles = options.bare.stream().filter(WindowOptions::isDynastyFile).toList();
        if (bareReplay.isPresent()) {
            if (options.replay != null) {
                throw new Refused("Two replays: --replay=" + options.replay + " and " + bareReplay.get()
                        + " (the viewer opens one)");
            }
            options.replay = Path.of(bareReplay.get());
        }
        if (!bareFiles.isEmpty()) {
            if (options.file != null || bareFiles.size() > 1) {
                throw new Refused("Two dynasty files: " + (options.file != null ? "--file=" + options.file + " and "
                        + bareFiles.get(0) : bareFiles.get(0) + " and " + bareFiles.get(1)) + " (the console opens one)");
            }
            options.file = Path.of(bareFiles.get(0));
        }
        for (var named : List.of(new Object[] {"--file", options.file}, new Object[] {"--home", options.home},
                new Object[] {"--replay", options.replay})) {
            if (named[1] != null && named[1].toString().isBlank()) {
                throw new Refused(named[0] + " names no file: give it one, e.g. " + named[0] + "=PATH");
            }
        }
        return options;
    }

    /**
     * Whether {@code args} are the window's rather than a headless command's: none, an option first (other than the
     * command line's own {@code --help} and {@code --version}), or a replay or dynasty file first. After a command name
     * every argument is the command's ({@code dynast bout A.json B.json --replay=FILE} writes its replay there).
     */
    public static boolean opensWindow(List<String> args) {
        if (args.isEmpty()) {
            return true;
        }
        String first = args.get(0);
        if (first.startsWith("-")) {
            return !COMMAND_LINE_OPTIONS.contains(first);
        }
        return isReplayFile(first) || isDynastyFile(first);
    }

    /**
     * Whether this launch opens the console window itself: not a command, not {@code --help}, not the bout viewer, and
     * nothing the window's parser would refuse. Told without picocli, because the development launcher asks it on a
     * class path that holds only the console's own classes (with picocli's parse there, every {@code exec:exec} with
     * a window option ended in a NoClassDefFoundError).
     */
    public static boolean opensConsole(List<String> args) {
        if (!opensWindow(args)) {
            return false;
        }
        int dynastyFiles = 0;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            int eq = arg.indexOf('=');
            String name = arg.startsWith("-") && eq > 0 ? arg.substring(0, eq) : arg;
            switch (name) {
                case "-h", "--help", "--replay" -> {
                    return false;
                }
                case "--file", "--home" -> {
                    if (eq < 0 && ++i >= args.size()) {
                        return false; // its value is missing
                    }
                }
                case "--exit-after-shown", "--timings", "--tour", "--measure-frames" -> {
                    if (eq > 0) {
                        return false; // a switch given a value
                    }
                }
                default -> {
                    if (arg.startsWith("-") || !isDynastyFile(arg) || ++dynastyFiles > 1) {
                        return false; // an unknown option, a replay (the viewer) or anything else the parser refuses
                    }
                }
            }
        }
        return true;
    }

    /** The window's options in full, as {@code --help} prints them. */
    public static String usage() {
        return new CommandLine(new WindowOptions()).getUsageMessage(CommandLine.Help.Ansi.OFF);
    }

    /** Just the window's option and file lines, for the headless command line's own help. */
    public static String optionList() {
        CommandLine.Help help = new CommandLine(new WindowOptions()).getHelp();
        return help.synopsis(0) + help.parameterList() + help.optionList();
    }

    /** picocli at work, in a class of its own so that a launch without arguments does not even open its jar. */
    private static final class Picocli {
        static void parse(WindowOptions options, List<String> args) {
            CommandLine line = new CommandLine(options);
            try {
                line.parseArgs(args.toArray(String[]::new));
            } catch (CommandLine.ParameterException e) {
                StringWriter suggestions = new StringWriter();
                CommandLine.UnmatchedArgumentException.printSuggestions(e, new PrintWriter(suggestions));
                String hint = suggestions.toString().strip().replaceAll("\\s+", " ");
                throw new Refused(e.getMessage() + (hint.isEmpty() ? "" : " (" + hint + ")"));
            }
        }
    }

    /** Whether a bare argument names a replay file: {@code .bout} or {@code .json}, in any case. */
    static boolean isReplayFile(String arg) {
        String lower = arg.toLowerCase(Locale.ROOT);
        return lower.endsWith(".bout") || lower.endsWith(".json");
    }

    /** Whether a bare argument names a dynasty file: {@code .mv.db}, in any case. */
    static boolean isDynastyFile(String arg) {
        return arg.toLowerCase(Locale.ROOT).endsWith(".mv.db");
    }

    /** {@code --help} was given: print {@link #usage()} and open nothing. */
    public boolean help() {
        return help;
    }

    /** {@code --file=PATH} or a bare {@code FILE.mv.db}. */
    public Optional<Path> file() {
        return Optional.ofNullable(file);
    }

    /** {@code --home=DIR}. */
    public Optional<Path> home() {
        return Optional.ofNullable(home);
    }

    /** {@code --replay=FILE} or a bare {@code FILE.bout}/{@code FILE.json}: the viewer-only mode. */
    public Optional<Path> replay() {
        return Optional.ofNullable(replay);
    }

    public boolean exitAfterShown() {
        return exitAfterShown;
    }

    public boolean timings() {
        return timings;
    }

    /** {@code --tour}: with {@link #exitAfterShown()}, the dynasties and their tabs shown in turn before closing. */
    public boolean tour() {
        return tour;
    }

    public boolean measureFrames() {
        return measureFrames;
    }
}
