package org.dynast.app.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.dynast.app.module.Command;
import org.dynast.model.ruleset.ImportReport;
import org.dynast.model.ruleset.Rule;
import org.dynast.model.ruleset.RulesetReading;
import org.dynast.model.ruleset.RulesetService;
import org.dynast.model.ruleset.Section;
import picocli.CommandLine;

/**
 * {@code dynast ruleset-import FILE|NUMBER [--tree] [--json]}: reads a ruleset text (plain copy or MediaWiki
 * source), or a ruleset that ships inside the app by its number ({@code ruleset-import 217}), and prints
 * its counts, the terms it uses, what the importer had to guess and any text it could not place. With
 * {@code --json} it prints the whole tree for scripts instead: sections (kind, title, inferred), rules and
 * subrules (number and whether it was inferred, title, lines, tags), terms, warnings and unplaced text.
 * Nothing is stored.
 */
@CommandLine.Command(name = "ruleset-import", description = "Read a ruleset text, or a shipped one by "
        + "number; print its sections, rules, terms and what could not be placed. Nothing is stored. Exit code 1 if "
        + "any text could not be placed.")
final class RulesetImportCommand extends Command {

    @CommandLine.Parameters(paramLabel = "FILE|NUMBER", description = "a ruleset file (plain copy or "
            + "MediaWiki source), or a shipped ruleset's number")
    String ruleset;

    @CommandLine.Option(names = "--tree", description = "also every rule with its line")
    boolean tree;

    @CommandLine.Option(names = "--json", description = "the whole tree as JSON, for scripts")
    boolean json;

    @Override
    protected void describe(CommandLine.Model.CommandSpec spec) {
        spec.usageMessage().footer("", "Shipped rulesets, named by number: " + RulesetArgument.shippedNumbers(modules) + ".");
    }

    @Override
    protected int run() throws Exception {
        Optional<RulesetArgument> ruleset = RulesetArgument.resolve(name(), this.ruleset, err, modules);
        if (ruleset.isEmpty()) {
            return 2;
        }
        RulesetReading reading = RulesetService.preview(ruleset.get().text());
        ImportReport report = reading.report();
        if (json) {
            out.println(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
                    .writeValueAsString(json(ruleset.get().label(), reading)));
            return report.verified() ? 0 : 1;
        }
        out.println(ruleset.get().label() + " (" + report.format() + ", " + report.sourceLines() + " lines)");
        if (reading.ruleset().title() != null) {
            out.println("  " + reading.ruleset().title());
        }
        out.println("  " + report.summary(reading.ruleset()));
        for (Section s : reading.ruleset().sections()) {
            long untitled = s.allRules().stream().filter(Rule::untitled).count();
            out.printf("  %-14s %3d rules (%d untitled)%s%n", s.title(), s.rules().size(), untitled,
                    s.inferred() ? "  [section inferred: its heading is not in the text]" : "");
            if (tree) {
                for (Rule r : s.allRules()) {
                    String status = reading.specialCases().statusOf(r).map(st -> "  <" + st.label() + ">").orElse("");
                    out.println("      line " + r.line() + ": " + r.displayTitle()
                            + (r.numberInferred() ? "  [number inferred]" : "") + status);
                }
            }
        }
        reading.terms().ifPresentOrElse(t -> out.println("  terms: " + t.player() + " / " + t.players() + " / "
                + t.emperor() + "  (" + String.join("; ", t.evidence()) + ")"), () -> out.println("  terms: none found"));
        out.println("  Special Case default: " + reading.specialCases().defaultRule());
        out.println("  glossary: " + reading.glossary().entries().size() + " defined terms");
        out.println("  warnings (" + report.warnings().size() + "):");
        report.warnings().forEach(n -> out.println("    line " + n.line() + ": " + n.message()));
        out.println("  kept outside the rules (" + report.unplaced().size() + "):");
        report.unplaced().forEach(n -> out.println("    line " + n.line() + ": " + n.message() + " \u201c"
                + n.text().replace('\n', ' ') + "\u201d"));
        return report.verified() ? 0 : 1;
    }

    /** The reading as plain maps and lists, in the order a reader meets them. */
    static Map<String, Object> json(String label, RulesetReading reading) {
        ImportReport report = reading.report();
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("source", label);
        root.put("format", report.format().name());
        root.put("title", reading.ruleset().title());
        root.put("number", reading.ruleset().number());
        root.put("verified", report.verified());
        root.put("sourceLines", report.sourceLines());
        root.put("checkedCharacters", report.checkedCharacters());
        List<Object> sections = new ArrayList<>();
        for (Section s : reading.ruleset().sections()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("kind", s.kind().name());
            m.put("title", s.title());
            m.put("inferred", s.inferred());
            m.put("line", s.line());
            m.put("rules", s.rules().stream().map(RulesetImportCommand::json).toList());
            sections.add(m);
        }
        root.put("sections", sections);
        root.put("terms", reading.terms().map(t -> {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("player", t.player());
            m.put("players", t.players());
            m.put("emperor", t.emperor());
            m.put("evidence", t.evidence());
            return (Object) m;
        }).orElse(null));
        root.put("warnings", report.warnings().stream().map(RulesetImportCommand::json).toList());
        root.put("unplaced", report.unplaced().stream().map(RulesetImportCommand::json).toList());
        return root;
    }

    private static Map<String, Object> json(Rule r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("number", r.number());
        m.put("numberInferred", r.numberInferred());
        m.put("title", r.title());
        m.put("untitled", r.untitled());
        m.put("line", r.line());
        m.put("endLine", r.endLine());
        m.put("tags", r.tags());
        m.put("subrules", r.subrules().stream().map(RulesetImportCommand::json).toList());
        return m;
    }

    private static Map<String, Object> json(ImportReport.Note n) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("line", n.line());
        m.put("message", n.message());
        m.put("text", n.text());
        return m;
    }
}
