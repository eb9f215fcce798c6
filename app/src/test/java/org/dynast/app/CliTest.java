package org.dynast.app;

import static org.assertj.core.api.Assertions.assertThat;

import org.dynast.app.cli.Cli;
import org.junit.jupiter.api.Test;

class CliTest {

    private final CliRun cli = new CliRun();

    @Test
    void optionsOpenTheWindowAndWordsRunACommand() {
        assertThat(Cli.isCommand(new String[] {})).isFalse();
        assertThat(Cli.isCommand(new String[] {"--file=/tmp/x.mv.db"})).isFalse();
        assertThat(Cli.isCommand(new String[] {"help"})).isTrue();
    }

    @Test
    void helpListsTheCommandsAndAnUnknownOneIsABadArgument() {
        assertThat(cli.run("help")).isZero();
        assertThat(cli.out()).contains("dynast help");
        assertThat(cli.run("frobnicate")).isEqualTo(2);
        assertThat(cli.err()).contains("no command 'frobnicate'");
    }

    @Test
    void rollPrintsTheResultAndTheSeedThatDrawsItAgain() {
        assertThat(cli.run("roll", "3dice6", "--seed=42")).isZero();
        // new java.util.Random(42).nextInt(6) gives 2, 3, 0: faces 3, 4, 1
        assertThat(cli.out()).startsWith("3DICE6 = 3 + 4 + 1 = 8")
                .contains("seed 42 (java.util.Random)");
        cli.clearOut();
        assertThat(cli.run("roll", "DICE20")).isZero();
        String first = cli.out();
        String seed = first.replaceAll("(?s).*seed (-?\\d+) .*", "$1");
        cli.clearOut();
        assertThat(cli.run("roll", "DICE20", "--seed=" + seed)).isZero();
        assertThat(cli.out()).isEqualTo(first);
    }

    @Test
    void rollRefusesABadExpressionAsABadArgument() {
        assertThat(cli.run("roll", "DICE")).isEqualTo(2);
        assertThat(cli.err()).contains("'DICE' needs a number of sides: DICE6");
        assertThat(cli.run("roll")).isEqualTo(2);
        assertThat(cli.run("roll", "DICE6", "--seed=x")).isEqualTo(2);
    }

}
