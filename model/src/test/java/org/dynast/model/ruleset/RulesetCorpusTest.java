package org.dynast.model.ruleset;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Real BlogNomic rulesets from 2004 to 2026 (openings of wiki pages as the public archives store
 * them, plain copies and MediaWiki source), each with an expected structure written by reading the
 * text: sections, rules with their numbers (given, or implied by the text's references and order:
 * marked *) and titles (~ where the copy lost the heading), nesting by indentation, and the player
 * terms. The importer was not written against these texts. See corpus/*.expected for the format.
 */
class RulesetCorpusTest {

    private static final Map<String, int[]> TALLY = new TreeMap<>();

    static Stream<String> corpus() throws IOException, URISyntaxException {
        Path dir = dir();
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".expected"))
                    .map(n -> n.substring(0, n.length() - ".expected".length())).sorted().toList().stream();
        }
    }

    private static Path dir() throws URISyntaxException {
        return Path.of(RulesetCorpusTest.class.getResource("corpus").toURI());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("corpus")
    void importsAsItsReaderExpects(String name) throws Exception {
        Path dir = dir();
        Path text = Files.exists(dir.resolve(name + ".txt")) ? dir.resolve(name + ".txt") : dir.resolve(name + ".wiki");
        ImportResult result = RulesetImporter.read(Files.readString(text, StandardCharsets.UTF_8));
        List<String> expected = new ArrayList<>();
        String era = "";
        for (String line : Files.readAllLines(dir.resolve(name + ".expected"), StandardCharsets.UTF_8)) {
            if (line.startsWith("# year:")) {
                era = era(line);
            }
            if (!line.isBlank() && !line.startsWith("#")) {
                expected.add(line.startsWith("terms ") ? terms(line.substring(6)) : line);
            }
        }
        List<String> actual = render(result);
        List<String> expectedRules = rulesWithSections(expected);
        List<String> actualRules = rulesWithSections(actual);
        int rules = expectedRules.size();
        int right = 0;
        for (int k = 0; k < rules && k < actualRules.size(); k++) {
            if (expectedRules.get(k).equals(actualRules.get(k))) {
                right++;
            }
        }
        TALLY.merge(era, new int[] {1, rules, right}, (a, b) -> new int[] {a[0] + b[0], a[1] + b[1], a[2] + b[2]});
        assertThat(result.report().verified()).as("no character lost").isTrue();
        assertThat(String.join("\n", actual)).as(name).isEqualTo(String.join("\n", expected));
    }

    @AfterAll
    static void tally() {
        TALLY.forEach((era, t) -> System.out.println("[corpus] " + era + ": " + t[0] + " rulesets, " + t[2] + " of "
                + t[1] + " rules right"));
    }

    private static String era(String yearLine) {
        Matcher m = Pattern.compile("(\\d{4})").matcher(yearLine);
        int year = m.find() ? Integer.parseInt(m.group(1)) : 0;
        return year < 2008 ? "2003-2007 (\"must obey\")" : year < 2011 ? "2008-2010 (numbered references)"
                : "2011-2026 (named rules)";
    }

    /**
     * Each rule line in order with the section it is in: a rule is right when the n-th rule of the
     * import is the n-th of the expected structure, in the same section, with the same number, title and
     * nesting (a missed page title or term does not shift the count, but fails the test).
     */
    private static List<String> rulesWithSections(List<String> lines) {
        List<String> out = new ArrayList<>();
        String section = "";
        for (String line : lines) {
            if (line.startsWith("section ")) {
                section = line;
            } else if (line.strip().startsWith("rule ")) {
                out.add(section + " / " + line);
            }
        }
        return out;
    }

    private static String terms(String spec) {
        String[] parts = spec.contains("|") ? spec.split("\\|") : spec.split(" ");
        return "terms " + parts[0].strip() + "|" + parts[1].strip();
    }

    /** The tree in the expected files' format. */
    static List<String> render(ImportResult result) {
        Ruleset r = result.ruleset();
        List<String> out = new ArrayList<>();
        if (r.title() != null) {
            out.add("title " + r.title());
        }
        for (Section s : r.sections()) {
            out.add("section " + s.kind() + (s.inferred() ? " inferred" : ""));
            for (Rule rule : s.rules()) {
                render(rule, 0, out);
            }
        }
        TermDetector.detect(r).ifPresent(t -> out.add("terms " + t.player() + "|" + t.players()));
        return out;
    }

    private static void render(Rule rule, int depth, List<String> out) {
        String number = rule.number() == null ? "-" : rule.number() + (rule.numberInferred() ? "*" : "");
        out.add("  ".repeat(depth) + "rule " + number + " " + (rule.title() == null ? "~" : rule.title()));
        for (Rule sub : rule.subrules()) {
            render(sub, depth + 1, out);
        }
    }
}
