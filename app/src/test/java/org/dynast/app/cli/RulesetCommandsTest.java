package org.dynast.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The headless ruleset commands: ruleset-import prints the counts and the report, bench-ruleset the times. */
class RulesetCommandsTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @Test
    void rulesetImportPrintsCountsTermsAndWhatItCouldNotPlace() {
        // the README's form: a path relative to the repository, found from app/ where javafx:run runs
        assertThat(run("ruleset-import", "../shared/rulesets/ruleset-217-districts.txt")).isZero();
        String printed = out.toString(StandardCharsets.UTF_8);
        assertThat(printed).contains("4 sections, 61 rules").contains("every character of the source is in the tree")
                .contains("Special Case    12 rules").contains("terms: District / Districts / City")
                .contains("line 6: Before the first section: kept as the page's front matter");
    }

    @Test
    void benchRulesetPrintsImportAndSearchTimes() {
        assertThat(run("bench-ruleset", "../shared/rulesets/ruleset-168-wizards.txt")).isZero();
        String printed = out.toString(StandardCharsets.UTF_8);
        assertThat(printed).containsPattern("import \\(text to tree, every character checked\\): +[0-9.]+ ms")
                .containsPattern("search \\(whole text, per query\\): +[0-9.]+ ms").contains("45 rules");
    }

    @Test
    void aMissingFileIsABadArgument() {
        assertThat(run("ruleset-import", "no-such-ruleset.txt")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("no file no-such-ruleset.txt");
        assertThat(run("help")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("dynast bench-ruleset [FILE]")
                .contains("dynast ruleset-import FILE");
    }

    private int run(String... args) {
        return Cli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }
}
