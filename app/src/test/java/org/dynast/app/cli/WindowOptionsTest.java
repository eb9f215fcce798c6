package org.dynast.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.dynast.app.ReplayArgument;
import org.dynast.app.cli.Cli;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The console window's own arguments, parsed by picocli (issue 34): the ones README documents work as before, a bare
 * replay is what a double-click passes, {@code --help} lists them, and an unknown or malformed one is refused in one
 * line naming it, without a stack trace, and the window is not opened.
 */
class WindowOptionsTest {

    private static WindowOptions parse(String... args) {
        return WindowOptions.parse(List.of(args));
    }

    @Test
    void theDocumentedOptionsAreRead() {
        WindowOptions options = parse("--file=/tmp/x.mv.db", "--home=/srv/game", "--exit-after-shown", "--timings");
        assertThat(options.file()).contains(Path.of("/tmp/x.mv.db"));
        assertThat(options.home()).contains(Path.of("/srv/game"));
        assertThat(options.exitAfterShown()).isTrue();
        assertThat(options.timings()).isTrue();
        assertThat(options.tour()).isFalse();
        assertThat(options.replay()).isEmpty();
        assertThat(options.measureFrames()).isFalse();
        assertThat(parse("--exit-after-shown", "--tour").tour()).isTrue();
        WindowOptions none = parse();
        assertThat(none.file()).isEmpty();
        assertThat(none.home()).isEmpty();
        assertThat(none.replay()).isEmpty();
        assertThat(none.exitAfterShown()).isFalse();
        assertThat(none.help()).isFalse();
        // picocli's other spelling of a value works too
        assertThat(parse("--file", "/tmp/y.mv.db").file()).contains(Path.of("/tmp/y.mv.db"));
    }

    /** README: "dynast --replay=FILE or dynast FILE.bout (or FILE.json; what a desktop passes on a double-click)". */
    @Test
    void aReplayFlagOrABareReplayPathOpensTheViewerOnly() {
        assertThat(parse("--replay=/tmp/bout.json").replay()).contains(Path.of("/tmp/bout.json"));
        assertThat(parse("/home/bea/Downloads/Bout 12.JSON").replay()).contains(
                Path.of("/home/bea/Downloads/Bout 12.JSON"));
        assertThat(parse("/home/bea/Bout 12.bout").replay()).contains(Path.of("/home/bea/Bout 12.bout"));
        assertThat(parse("FINAL.BOUT", "--exit-after-shown").replay()).contains(Path.of("FINAL.BOUT"));
        assertThat(parse("--exit-after-shown", "b.json").replay()).contains(Path.of("b.json"));
        WindowOptions measured = parse(ReplayArgument.PREFIX + "r.bout", ReplayArgument.MEASURE_FRAMES);
        assertThat(measured.replay()).contains(Path.of("r.bout"));
        assertThat(measured.measureFrames()).isTrue();
        assertThat(parse("--file=x.mv.db").replay()).isEmpty();
    }

    /** The installed desktop entry runs "Dynast %F": several replays chosen together show the first, as before. */
    @Test
    void ofSeveralReplaysADesktopPassesTheFirstIsShown() {
        assertThat(parse("/home/bea/A.bout", "/home/bea/B.bout").replay()).contains(Path.of("/home/bea/A.bout"));
        assertThat(parse("/home/bea/A.bout", "/home/bea/game.mv.db").replay()).contains(Path.of("/home/bea/A.bout"));
    }

    @Test
    void aBareDynastyFileOpensThatFile() {
        assertThat(parse("/srv/game/Drafters.mv.db").file()).contains(Path.of("/srv/game/Drafters.mv.db"));
        assertThat(parse("/srv/game/Drafters.mv.db").replay()).isEmpty();
    }

    @Test
    void onlyTheWindowsArgumentsOpenTheWindowACommandKeepsItsOwn() {
        assertThat(WindowOptions.opensWindow(List.of())).isTrue();
        assertThat(WindowOptions.opensWindow(List.of("--file=x.mv.db"))).isTrue();
        assertThat(WindowOptions.opensWindow(List.of("Final Bout.bout"))).isTrue();
        assertThat(WindowOptions.opensWindow(List.of("game.mv.db"))).isTrue();
        assertThat(WindowOptions.opensWindow(List.of("--fiel=x.mv.db"))).isTrue(); // the window refuses it, see below
        // after a command name, "--replay=FILE" is bout's own option (where it writes its replay)
        assertThat(WindowOptions.opensWindow(List.of("bout", "a.json", "b.json", "--replay=r.json"))).isFalse();
        assertThat(WindowOptions.opensWindow(List.of("help"))).isFalse();
        assertThat(WindowOptions.opensWindow(List.of("--help"))).isFalse();
        assertThat(WindowOptions.opensWindow(List.of("--version"))).isFalse();
        assertThat(WindowOptions.opensWindow(List.of("notes.txt"))).isFalse(); // an unknown command, told by the Cli
    }

    @Test
    void anUnknownOptionIsRefusedInOneLineNamingItWithTheLikelyOne() {
        assertThatThrownBy(() -> parse("--fiel=/tmp/x.mv.db"))
                .isInstanceOf(WindowOptions.Refused.class)
                .hasMessageContaining("Unknown option: '--fiel=/tmp/x.mv.db'")
                .hasMessageContaining("--file")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
        assertThatThrownBy(() -> parse("--exit-after-shown", "--timing"))
                .hasMessageContaining("'--timing'").hasMessageContaining("--timings");
    }

    @Test
    void aMalformedArgumentIsRefusedNamingIt() {
        assertThatThrownBy(() -> parse("--file=")).isInstanceOf(WindowOptions.Refused.class)
                .hasMessage("--file names no file: give it one, e.g. --file=PATH");
        assertThatThrownBy(() -> parse("--file")).isInstanceOf(WindowOptions.Refused.class)
                .hasMessageContaining("--file");
        assertThatThrownBy(() -> parse("--exit-after-shown", "notes.txt")).isInstanceOf(WindowOptions.Refused.class)
                .hasMessage("'notes.txt' is neither a replay (.bout, .json) nor a dynasty file (.mv.db)");
        assertThatThrownBy(() -> parse("--replay=a.bout", "b.bout")).isInstanceOf(WindowOptions.Refused.class)
                .hasMessageContaining("Two replays").hasMessageContaining("a.bout").hasMessageContaining("b.bout");
        assertThatThrownBy(() -> parse("--file=a.mv.db", "b.mv.db")).isInstanceOf(WindowOptions.Refused.class)
                .hasMessageContaining("Two dynasty files");
        assertThatThrownBy(() -> parse("a.mv.db", "b.mv.db")).isInstanceOf(WindowOptions.Refused.class)
                .hasMessage("Two dynasty files: a.mv.db and b.mv.db (the console opens one)");
        assertThatThrownBy(() -> parse("a.bout", "notes.txt")).isInstanceOf(WindowOptions.Refused.class)
                .hasMessageContaining("'notes.txt'");
    }

    @Test
    void helpOnTheWindowListsItsOptions() {
        assertThat(parse("--file=x.mv.db", "--help").help()).isTrue();
        assertThat(WindowOptions.usage()).contains("Usage: dynast").contains("--file=PATH", "--home=DIR",
                "--replay=FILE", "--exit-after-shown", "--timings", "--tour", "--measure-frames", "FILE.bout");
        // dynast --help (the command line's) lists the window's options too, from the same parser
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertThat(Cli.run(new String[] {"--help"}, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8))).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("The window (no command):")
                .contains("--file=PATH", "--replay=FILE", "--exit-after-shown", "--measure-frames");
    }

    /**
     * The development launcher's own check ({@link WindowOptions#opensConsole}, without picocli) knows every option
     * the parser declares: an option added to the parser and not to it would make {@code exec:exec} skip the AOT cache.
     */
    @Test
    void theLaunchersCheckWithoutPicocliKnowsEveryOptionTheParserDeclares() {
        var spec = new CommandLine(WindowOptions.class).getCommandSpec();
        for (var option : spec.options()) {
            for (String name : option.names()) {
                boolean opensViewerOrHelp = option.usageHelp() || name.equals("--replay");
                String arg = option.arity().max() > 0 ? name + "=x.mv.db" : name;
                assertThat(WindowOptions.opensConsole(List.of(arg))).as(arg).isEqualTo(!opensViewerOrHelp);
            }
        }
    }
}
