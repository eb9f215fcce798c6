package org.dynast.app.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Optional;
import org.dynast.model.ruleset.ImportReport;
import org.dynast.model.ruleset.Rule;
import org.dynast.model.ruleset.RulesetReading;
import org.dynast.model.ruleset.RulesetService;
import org.dynast.model.ruleset.Section;

/**
 * {@code dynast ruleset-import FILE|NUMBER [--tree]}: reads a ruleset text (plain copy or MediaWiki
 * source), or a ruleset that ships inside the app by its number ({@code ruleset-import 217}), and prints
 * its counts, the terms it uses, what the importer had to guess and any text it could not place. Nothing
 * is stored.
 */
final class RulesetImportCommand implements Command {

    @Override
    public String name() {
        return "ruleset-import";
    }

    @Override
    public String usage() {
        return "FILE|NUMBER [--tree]  read a ruleset text, or a shipped one by number ("
                + RulesetArgument.shippedNumbers() + "); print its sections, rules, terms and what could not be placed";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        List<String> files = args.stream().filter(a -> !a.startsWith("--")).toList();
        if (files.size() != 1) {
            err.println("dynast ruleset-import: name one ruleset file, or a shipped ruleset by number, e.g. 205");
            return 2;
        }
        Optional<RulesetArgument> ruleset = RulesetArgument.resolve(name(), files.get(0), err);
        if (ruleset.isEmpty()) {
            return 2;
        }
        RulesetReading reading = RulesetService.preview(ruleset.get().text());
        ImportReport report = reading.report();
        out.println(ruleset.get().label() + " (" + report.format() + ", " + report.sourceLines() + " lines)");
        if (reading.ruleset().title() != null) {
            out.println("  " + reading.ruleset().title());
        }
        out.println("  " + report.summary(reading.ruleset()));
        for (Section s : reading.ruleset().sections()) {
            long untitled = s.allRules().stream().filter(Rule::untitled).count();
            out.printf("  %-14s %3d rules (%d untitled)%s%n", s.title(), s.rules().size(), untitled,
                    s.inferred() ? "  [heading lost: section inferred]" : "");
            if (args.contains("--tree")) {
                for (Rule r : s.allRules()) {
                    String status = reading.specialCases().statusOf(r).map(st -> "  <" + st.label() + ">").orElse("");
                    out.println("      line " + r.line() + ": " + r.displayTitle() + status);
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
}
