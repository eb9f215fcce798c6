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

    private int run(String... args) {
        return Cli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }
}
