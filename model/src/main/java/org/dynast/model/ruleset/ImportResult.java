package org.dynast.model.ruleset;

/** A ruleset read from text, and the report of what the importer could not place or had to guess. */
public record ImportResult(Ruleset ruleset, ImportReport report) {
}
