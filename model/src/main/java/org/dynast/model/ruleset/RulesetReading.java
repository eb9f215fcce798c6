package org.dynast.model.ruleset;

import java.util.Optional;

/**
 * A ruleset text read for the reader: its tree and import report, the terms it uses, its glossary,
 * its Special Case statuses and its search index. {@code revision} is null for a preview.
 */
public record RulesetReading(RulesetRevision revision, String text, ImportResult imported,
                             Optional<DetectedTerms> terms, Glossary glossary, SpecialCases specialCases,
                             SearchIndex index) {

    public static RulesetReading of(RulesetRevision revision, String text, RulesetFormat format) {
        ImportResult imported = format == null ? RulesetImporter.read(text) : RulesetImporter.read(text, format);
        Ruleset ruleset = imported.ruleset();
        return new RulesetReading(revision, text, imported, TermDetector.detect(ruleset), Glossary.of(ruleset),
                SpecialCases.of(ruleset), SearchIndex.of(ruleset));
    }

    public Ruleset ruleset() {
        return imported.ruleset();
    }

    public ImportReport report() {
        return imported.report();
    }

    RulesetReading withRevision(RulesetRevision other) {
        return new RulesetReading(other, text, imported, terms, glossary, specialCases, index);
    }
}
