package org.dynast.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.dynast.model.module.DynastyModules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The headless ruleset commands: ruleset-import prints the counts and the report, bench-ruleset the times. */
class RulesetCommandsTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @TempDir
    Path dir;

    @Test
    void rulesetImportPrintsCountsTermsAndWhatItCouldNotPlace() throws Exception {
        Path file = shippedCopy(217, "districts.txt");
        assertThat(run("ruleset-import", file.toString())).isZero();
        String printed = out.toString(StandardCharsets.UTF_8);
        assertThat(printed).startsWith(file.toAbsolutePath().normalize() + " (")
                .contains("4 sections, 61 rules").contains("every character of the source is in the tree")
                .contains("Special Case    12 rules").contains("terms: District / Districts / City")
                .contains("line 6: Before the first section: kept as the page's front matter");
    }

    @Test
    void rulesetImportJsonPrintsTheTreeWithInferredSectionsAndNumbersForScripts() throws Exception {
        // issue 16: a 2006 copy that lost its rule numbers and a heading; the text refers to "Rule 1.1"
        Path file = Files.writeString(dir.resolve("ruleset-35.txt"), "Ruleset 35\n\nCore Rules\n\nRuleset and "
                + "Gamestate\n\nThis is the Ruleset for BlogNomic; all Monks must obey it. This Rule may be referred "
                + "to as Rule 1.1.\n\n\nAnybody may apply to join BlogNomic, at which moment e becomes a Monk.\n");
        assertThat(run("ruleset-import", file.toString(), "--json")).isZero();
        JsonNode json = new ObjectMapper()
                .readTree(out.toString(StandardCharsets.UTF_8));
        assertThat(json.get("title").asText()).isEqualTo("Ruleset 35");
        assertThat(json.get("verified").asBoolean()).isTrue();
        JsonNode core = json.get("sections").get(0);
        assertThat(core.get("kind").asText()).isEqualTo("CORE");
        assertThat(core.get("rules").get(0).get("number").asText()).isEqualTo("1.1");
        assertThat(core.get("rules").get(0).get("numberInferred").asBoolean()).isTrue();
        assertThat(core.get("rules").get(0).get("title").asText()).isEqualTo("Ruleset and Gamestate");
        assertThat(core.get("rules").get(1).get("untitled").asBoolean()).isTrue();
        assertThat(core.get("rules").get(1).get("number").asText()).isEqualTo("1.2");
        assertThat(json.get("terms").get("player").asText()).isEqualTo("Monk");
        assertThat(json.get("warnings").toString()).contains("inferred");
    }

    @Test
    void rulesetImportReadsAShippedRulesetByNumber() {
        assertThat(run("ruleset-import", "217")).isZero();
        String printed = out.toString(StandardCharsets.UTF_8);
        assertThat(printed).startsWith("shipped ruleset-217-districts.txt (")
                .contains("4 sections, 61 rules").contains("terms: District / Districts / City");
    }

    @Test
    void benchRulesetPrintsImportAndSearchTimes() throws Exception {
        assertThat(run("bench-ruleset", shippedCopy(168, "wizards.txt").toString())).isZero();
        String printed = out.toString(StandardCharsets.UTF_8);
        assertThat(printed).containsPattern("import \\(text to tree, every character checked\\): +[0-9.]+ ms")
                .containsPattern("search \\(whole text, per query\\): +[0-9.]+ ms").contains("45 rules");
    }

    @Test
    void benchRulesetTakesAShippedRulesetByNumberAndByDefaultTheLargest() {
        assertThat(run("bench-ruleset", "168")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("Ruleset benchmark: shipped ruleset-168-wizards.txt (")
                .contains("45 rules");
        out.reset();
        assertThat(run("bench-ruleset")).isZero();
        // Ruleset 205 is the longest shipped text
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("Ruleset benchmark: shipped ruleset-205-bots.txt (")
                .contains("70 rules");
    }

    @Test
    void aMissingFileOrAnUnshippedNumberIsABadArgument() {
        assertThat(run("ruleset-import", "no-such-ruleset.txt")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("no file no-such-ruleset.txt");
        assertThat(run("bench-ruleset", "999")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains("dynast bench-ruleset: no shipped ruleset 999 (shipped: 217, 205, 190, 168, 57)");
        assertThat(run("help", "bench-ruleset")).isZero();
        assertThat(run("help", "ruleset-import")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("dynast bench-ruleset [-hV] [FILE|NUMBER]")
                .contains("dynast ruleset-import [-hV] [--json] [--tree] FILE|NUMBER")
                .contains("named by number: 217, 205, 190, 168").doesNotContain("shared");
    }

    @Test
    void aRulesetFileThatIsNotUtf8IsReadAsWindows1252WithAWarningNotACrash() throws Exception {
        // issue 13: "Input length = 1"; the shipped text re-saved by an older Windows editor ("’" is 0x92)
        String text = DynastyModules.installed().shippedRuleset(217).orElseThrow().text();
        assertThat(text).contains("\u2019");
        Path file = Files.write(dir.resolve("districts-1252.txt"), text.getBytes(Charset.forName("windows-1252")));
        assertThat(run("ruleset-import", file.toString())).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("4 sections, 61 rules");
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("dynast ruleset-import: warning: "
                + file.toAbsolutePath().normalize() + ": not UTF-8: read as Windows-1252 (line ");
        out.reset();
        err.reset();
        assertThat(run("bench-ruleset", file.toString())).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("61 rules");
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("not UTF-8: read as Windows-1252");
    }

    @Test
    void aRulesetFileInUtf16OrWithAUtf8ByteOrderMarkIsReadWithoutAWarning() throws Exception {
        String text = DynastyModules.installed().shippedRuleset(217).orElseThrow().text();
        Path utf16 = Files.write(dir.resolve("districts-16.txt"), ("\uFEFF" + text).getBytes(StandardCharsets.UTF_16LE));
        assertThat(run("ruleset-import", utf16.toString())).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("4 sections, 61 rules")
                .contains("terms: District / Districts / City");
        out.reset();
        Path bom = Files.write(dir.resolve("districts-bom.txt"), ("\uFEFF" + text).getBytes(StandardCharsets.UTF_8));
        assertThat(run("ruleset-import", bom.toString())).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("4 sections, 61 rules");
        assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void aFileOfRandomBytesIsRefusedCleanlyAsNotText() throws Exception {
        // issue 13: a picture or an archive named by mistake is refused in one line, never a crash or a page of noise
        byte[] binary = new byte[8192];
        new Random(53).nextBytes(binary);
        Path file = Files.write(dir.resolve("photo.jpg"), binary);
        assertThat(run("ruleset-import", file.toString())).isEqualTo(2);
        assertThat(out.toString(StandardCharsets.UTF_8)).isEmpty();
        String printed = err.toString(StandardCharsets.UTF_8);
        assertThat(printed).startsWith("dynast ruleset-import: photo.jpg is not a text file: ")
                .contains("control characters no ruleset text has").doesNotContain("Exception")
                .doesNotContain("\tat ");
        assertThat(printed.strip().lines()).hasSize(1);
    }

    @Test
    void aRulesetFileInUtf16WithoutAByteOrderMarkIsReadWithAWarning() throws Exception {
        String text = DynastyModules.installed().shippedRuleset(217).orElseThrow().text();
        Path file = Files.write(dir.resolve("districts-16-nomark.txt"), text.getBytes(StandardCharsets.UTF_16LE));
        assertThat(run("ruleset-import", file.toString())).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("4 sections, 61 rules");
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("dynast ruleset-import: warning: ")
                .contains("no byte order mark, but every other byte is zero: read as UTF-16 LE");
    }

    /** A shipped ruleset's text copied to a file, as a reader would name one on the command line. */
    private Path shippedCopy(int number, String name) throws Exception {
        return Files.writeString(dir.resolve(name), DynastyModules.installed().shippedRuleset(number).orElseThrow().text(),
                StandardCharsets.UTF_8);
    }

    private int run(String... args) {
        return Cli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }
}
