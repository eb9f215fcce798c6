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
        assertThat(cli.out()).contains("Usage: dynast").contains("Commands:").contains("roll", "judge",
                "generate-history", "bench-history", "bench-startup", "bout", "odds", "replay", "publish-html",
                "generate-completion");
        assertThat(cli.run("frobnicate")).isEqualTo(2);
        assertThat(cli.err()).contains("dynast: Unmatched argument at index 0: 'frobnicate'").contains("Usage: dynast")
                .doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Test
    void eachCommandTellsWhatItTakesWithHelp() {
        assertThat(Cli.isCommand(new String[] {"--help"})).isTrue();
        assertThat(cli.run("--help")).isZero();
        assertThat(cli.out()).contains("Usage: dynast [-hV] COMMAND").contains("The window (no command):");
        cli.clearOut();
        assertThat(cli.run("roll", "--help")).isZero();
        assertThat(cli.out()).contains("Usage: dynast roll [-hV] [--seed=N] EXPR...")
                .contains("the logged seed of a roll to draw again");
        cli.clearOut();
        assertThat(cli.run("help", "generate-history")).isZero();
        assertThat(cli.out()).contains("--out=FILE").contains("default: 20000");
        // both history commands take the generator's --players and --seed alike
        for (String history : new String[] {"generate-history", "bench-history"}) {
            cli.clearOut();
            assertThat(cli.run("help", history)).isZero();
            assertThat(cli.out()).contains("--players=P").contains("players (default: 60)").contains("--seed=S")
                    .contains("the generator's seed (default: 1)");
        }
    }

    @Test
    void anUnknownOptionIsABadArgumentInOneLineWithTheUsage() {
        assertThat(cli.run("roll", "DICE6", "--frobnicate")).isEqualTo(2);
        assertThat(cli.err()).startsWith("dynast roll: Unknown option: '--frobnicate'")
                .contains("Usage: dynast roll [-hV] [--seed=N] EXPR...").doesNotContain("Exception");
        cli.clearErr();
        assertThat(cli.run("generate-history", "--matters=lots", "--out=x.json")).isEqualTo(2);
        assertThat(cli.err()).contains("'lots' is not a whole number");
        cli.clearErr();
        assertThat(cli.run("generate-history")).isEqualTo(2);
        assertThat(cli.err()).contains("Missing required option: '--out=FILE'");
        cli.clearErr();
        // a size the generator cannot make is refused before anything is generated or timed
        assertThat(cli.run("bench-history", "--matters=1000", "--players=3")).isEqualTo(2);
        assertThat(cli.err()).contains("dynast bench-history: a history needs at least 1 matter, 1 revision and 16 "
                + "players").doesNotContain("Exception");
        assertThat(cli.out()).doesNotContain("History benchmark");
        cli.clearErr();
        assertThat(cli.run("bench-history", "--seed=one")).isEqualTo(2);
        assertThat(cli.err()).contains("'one' is not a whole number");
    }

    @Test
    void theCompletionScriptCompletesTheCommandsAndTheirOptions() {
        assertThat(cli.run("generate-completion")).isZero();
        assertThat(cli.out()).contains("complete -F _complete_dynast").contains("bench-history")
                .contains("publish-html").contains("--matters");
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
