package org.dynast.model.ruleset;

import java.util.List;

/**
 * What an import could and could not do. {@code unplaced} is text kept outside any rule (with why);
 * {@code warnings} say where the importer had to guess (a lost heading, an inferred section, an
 * unclosed table). {@code verified} says that every non-blank line of the source was found, character
 * for character and in order, in the tree ({@code checkedCharacters} of them); if it ever were not,
 * the missing lines are in {@code unplaced} all the same, so no text is dropped.
 */
public record ImportReport(RulesetFormat format, int sourceLines, long checkedCharacters, boolean verified,
                           List<Note> unplaced, List<Note> warnings, int headingsLost) {

    public ImportReport {
        unplaced = List.copyOf(unplaced);
        warnings = List.copyOf(warnings);
    }

    /** One thing to report, at a 1-based line of the source. */
    public record Note(int line, String message, String text) {
    }

    /** The report in a few lines, for the command line and the Report tab. */
    public String summary(Ruleset ruleset) {
        long untitled = ruleset.allRules().stream().filter(Rule::untitled).count();
        return ruleset.sections().size() + " sections, " + ruleset.ruleCount() + " rules ("
                + (ruleset.allRules().size() - ruleset.ruleCount()) + " subrules), " + untitled
                + " rules whose heading was lost; " + (verified ? "every character of the source is in the tree ("
                + checkedCharacters + " checked)" : "SOME TEXT COULD NOT BE PLACED (kept in the report)");
    }
}
