package org.dynast.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.dynast.app.cli.Cli;
import org.junit.jupiter.api.Test;

class CliTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @Test
    void optionsOpenTheWindowAndWordsRunACommand() {
        assertThat(Cli.isCommand(new String[] {})).isFalse();
        assertThat(Cli.isCommand(new String[] {"--file=/tmp/x.mv.db"})).isFalse();
        assertThat(Cli.isCommand(new String[] {"help"})).isTrue();
    }

    @Test
    void helpListsTheCommandsAndAnUnknownOneIsABadArgument() {
        assertThat(run("help")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("dynast help");
        assertThat(run("frobnicate")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("no command 'frobnicate'");
    }

    @Test
    void rollPrintsTheResultAndTheSeedThatDrawsItAgain() {
        assertThat(run("roll", "3dice6", "--seed=42")).isZero();
        // new java.util.Random(42).nextInt(6) gives 2, 3, 0: faces 3, 4, 1
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("3DICE6 = 3 + 4 + 1 = 8")
                .contains("seed 42 (java.util.Random)");
        out.reset();
        assertThat(run("roll", "DICE20")).isZero();
        String first = out.toString(StandardCharsets.UTF_8);
        String seed = first.replaceAll("(?s).*seed (-?\\d+) .*", "$1");
        out.reset();
        assertThat(run("roll", "DICE20", "--seed=" + seed)).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo(first);
    }

    @Test
    void rollRefusesABadExpressionAsABadArgument() {
        assertThat(run("roll", "DICE")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("'DICE' needs a number of sides: DICE6");
        assertThat(run("roll")).isEqualTo(2);
        assertThat(run("roll", "DICE6", "--seed=x")).isEqualTo(2);
    }

    private int run(String... args) {
        return Cli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }
}
